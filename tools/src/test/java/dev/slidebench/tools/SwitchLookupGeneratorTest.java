package dev.slidebench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.strategies.SwitchLookup;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed {@code SwitchLookup.java} is exactly what the generator writes today, so nobody edits
 * it by hand and a change to the generator cannot be forgotten. Its answers are checked like every
 * strategy's, against {@code RayLoop}, by the strategies module's contract test.
 */
class SwitchLookupGeneratorTest {

    @Test
    void committedSourceIsTheGeneratorsOutput() throws IOException {
        // Surefire runs in the module directory, one level below the repository root.
        Path committed = Path.of("..").resolve(SwitchLookupGenerator.DEFAULT_OUTPUT);
        assertEquals(
                SwitchLookupGenerator.generate(),
                Files.readString(committed, StandardCharsets.UTF_8),
                "regenerate with: java -cp tools/target/classes:core/target/classes "
                        + "dev.slidebench.tools.SwitchLookupGenerator");
    }

    /**
     * HotSpot does not JIT-compile a method longer than {@code HugeMethodLimit} (8,000 bytes of
     * bytecode) unless {@code -XX:-DontCompileHugeMethods} is given: a switch method over that limit
     * would be measured interpreted. Measured with javac 17: rank and file 6,034 bytes each,
     * diagonal 3,566, anti-diagonal 3,578.
     */
    @Test
    void everyGeneratedMethodIsJitCompilable() throws IOException {
        Map<String, Integer> sizes = MethodBytecodeSizes.of(SwitchLookup.class);
        for (String method : List.of("rank(IJ)J", "file(IJ)J", "diagonal(IJ)J", "antiDiagonal(IJ)J")) {
            Integer size = sizes.get(method);
            assertTrue(size != null && size > 1_000 && size < 8_000, method + " has " + size + " bytes: " + sizes);
        }
    }

    @Test
    void thereAre1036Conditions() {
        String source = SwitchLookupGenerator.generate();
        int conditions = source.split("if \\(\\(occupied & 0x", -1).length - 1;
        // Per rank or file 42 farther targets per line, 8 lines: 336; the diagonals have 182 each.
        assertEquals(336 + 336 + 182 + 182, conditions);
    }

    /** The regeneration command writes the source to the path given, through a temporary sibling, and names it. */
    @Test
    void mainWritesTheSourceToTheGivenPathAndPrintsIt(@TempDir Path dir) throws IOException {
        Path output = dir.resolve("SwitchLookup.java");
        Files.writeString(output, "an older version", StandardCharsets.UTF_8);
        PrintStream stdout = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            SwitchLookupGenerator.main(new String[] {output.toString()});
        } finally {
            System.setOut(stdout);
        }
        assertEquals(SwitchLookupGenerator.generate(), Files.readString(output, StandardCharsets.UTF_8));
        assertEquals(output + System.lineSeparator(), printed.toString(StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(output), files.toList(), "no temporary file left behind");
        }
    }
}
