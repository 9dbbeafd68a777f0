package dev.slidebench.tools;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Writes {@code SwitchLookup.java}, the switch reference: for each line type (rank, file, diagonal,
 * anti-diagonal) one method with a {@code switch} over the 64 squares, where a case starts from the
 * adjacent squares and adds each farther square of the line when everything in between is empty,
 * {@code if ((occupied & between) == 0) attacks |= target}. Every square, mask and condition comes
 * from {@link RayLoop#ray}, the reference walk, so the generated code holds no hand-typed constant.
 *
 * <p>Chess_Movegen's original (Daniel Inführ, 2019) was minimised with the Espresso logic minimiser;
 * this one is the direct form (1,036 conditions), which keeps each method under HotSpot's 8,000-byte
 * limit for JIT compilation ({@code -XX:-DontCompileHugeMethods} is not needed).
 *
 * <p>Run: {@code java -cp tools/target/classes:core/target/classes dev.slidebench.tools.SwitchLookupGenerator
 * [OUTPUT]} (default {@value #DEFAULT_OUTPUT}, relative to the repository root);
 * {@code SwitchLookupGeneratorTest} fails when the committed file differs from what this writes.
 */
public final class SwitchLookupGenerator {

    /** Where the generated class lives, relative to the repository root. */
    public static final String DEFAULT_OUTPUT = "strategies/src/main/java/dev/slidebench/strategies/SwitchLookup.java";

    /** One method per line type: its name and one {file step, rank step} towards the upper end. */
    private record Line(String method, String description, int fileStep, int rankStep) {}

    private static final List<Line> LINES = List.of(
            new Line("rank", "rank", 1, 0),
            new Line("file", "file", 0, 1),
            new Line("diagonal", "diagonal (a1-h8 direction)", 1, 1),
            new Line("antiDiagonal", "anti-diagonal (h1-a8 direction)", -1, 1));

    private SwitchLookupGenerator() {}

    public static void main(String[] args) throws IOException {
        if (args.length > 1) {
            System.err.println("usage: SwitchLookupGenerator [OUTPUT]");
            System.exit(2);
        }
        Path output = Path.of(args.length == 1 ? args[0] : DEFAULT_OUTPUT);
        Path temporary = output.resolveSibling(output.getFileName() + ".tmp");
        Files.writeString(temporary, generate(), StandardCharsets.UTF_8);
        Files.move(temporary, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        System.out.println(output);
    }

    /** The complete source of {@code SwitchLookup.java}. */
    public static String generate() {
        StringBuilder out = new StringBuilder(200_000);
        out.append(HEADER);
        for (Line line : LINES) {
            method(out, line);
        }
        out.append("}\n");
        return out.toString();
    }

    private static void method(StringBuilder out, Line line) {
        out.append("\n    /** Attacks along the ").append(line.description()).append(" through {@code square}. */\n");
        out.append("    static long ").append(line.method()).append("(int square, long occupied) {\n");
        out.append("        long attacks;\n");
        out.append("        switch (square) {\n");
        for (int square = 0; square < 64; square++) {
            out.append("            case ")
                    .append(square)
                    .append(": // ")
                    .append(Square.name(square))
                    .append('\n');
            List<String> conditions = new ArrayList<>();
            long adjacent = 0;
            for (int sign : new int[] {1, -1}) {
                List<Integer> ray = raySquares(square, sign * line.fileStep(), sign * line.rankStep());
                if (!ray.isEmpty()) {
                    adjacent |= Square.bit(ray.get(0));
                }
                long between = 0;
                for (int i = 1; i < ray.size(); i++) {
                    between |= Square.bit(ray.get(i - 1));
                    conditions.add("                if ((occupied & " + hex(between) + ") == 0) {\n"
                            + "                    attacks |= " + hex(Square.bit(ray.get(i))) + "; // "
                            + Square.name(ray.get(i)) + "\n"
                            + "                }\n");
                }
            }
            out.append("                attacks = ").append(hex(adjacent)).append(";\n");
            conditions.forEach(out::append);
            out.append("                return attacks;\n");
        }
        out.append("            default:\n");
        out.append("                throw new IllegalArgumentException(\"not a square index (0..63): \" + square);\n");
        out.append("        }\n");
        out.append("    }\n");
    }

    /** The squares of one ray from {@code square}, nearest first, from the reference walk. */
    private static List<Integer> raySquares(int square, int fileStep, int rankStep) {
        List<Integer> squares = new ArrayList<>();
        for (long rest = RayLoop.ray(square, 0, fileStep, rankStep); rest != 0; rest &= rest - 1) {
            squares.add(Long.numberOfTrailingZeros(rest));
        }
        // Along a ray the distance to the square grows with the index difference.
        squares.sort(Comparator.comparingInt(target -> Math.abs(target - square)));
        return squares;
    }

    private static String hex(long bits) {
        return String.format("0x%016XL", bits);
    }

    private static final String HEADER = """
            // GENERATED by dev.slidebench.tools.SwitchLookupGenerator from the reference ray walk; do not edit.
            // Regenerate: java -cp tools/target/classes:core/target/classes dev.slidebench.tools.SwitchLookupGenerator
            package dev.slidebench.strategies;

            import dev.slidebench.core.StrategyFamily;
            import dev.slidebench.core.StrategyOrigin;

            /**
             * The switch reference: per-square branch logic with no table and no arithmetic beyond AND and OR.
             * For each line type a {@code switch} over the 64 squares starts from the adjacent squares and adds
             * each farther square when every square in between is empty ({@code if ((occupied & between) == 0)
             * attacks |= target}), 1,036 conditions in all. It is a second, independent oracle in the shape
             * Chess_Movegen uses as its reference, and shows what branchy code costs next to the arithmetic
             * methods.
             *
             * <p>Reference: Daniel Inführ, Chess_Movegen "Reference (Switch Lookup)" (talkchess, 2019), whose
             * cases were minimised with the Espresso logic minimiser; this is the direct form, generated from
             * {@code RayLoop}. Each method stays under HotSpot's 8,000-byte limit for JIT compilation.
             *
             * <p>Tables: none (0 bytes); the masks live in the bytecode.
             */
            public final class SwitchLookup extends DeclaredStrategy {

                public SwitchLookup() {
                    super(
                            "SwitchLookup",
                            StrategyFamily.COMPUTED,
                            new StrategyOrigin(
                                    "Daniel Inführ",
                                    2019,
                                    "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=78235&p=907362#p907362"),
                            "");
                }

                @Override
                public long rookAttacks(int square, long occupied) {
                    return rank(square, occupied) | file(square, occupied);
                }

                @Override
                public long bishopAttacks(int square, long occupied) {
                    return diagonal(square, occupied) | antiDiagonal(square, occupied);
                }

                @Override
                public long tableBytes() {
                    return 0;
                }
            """;
}
