package dev.slidebench.bench.cli;

import static dev.slidebench.bench.cli.BadInputAssert.assertBadInput;
import static dev.slidebench.bench.cli.BadInputAssert.assertOneErrorLine;
import static dev.slidebench.bench.cli.BadInputAssert.shownPart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Echo;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Seeded FEN mutations through {@code perft --fen} and {@code attacks --fen}, in-process. The six CPW
 * positions are the valid bases (their published depth-1 counts the expected output); every mutation
 * kind knows from what it changed whether the result is still a legal FEN: a control character
 * inserted, a placement cut short, two fields swapped, a king removed, a digit changed or a field
 * replaced by a value outside its grammar are all bad input; extra spaces and dropped clocks are not.
 * One kind (random printable flips) has no verdict and is held to the invariants only: exit 0 with
 * a count, or exit 2 with one clean line.
 */
class FenFuzzTest {

    private static final long SEED = 20261201L;
    private static final int CASES = 3000;
    private static final List<PerftSuite.Entry> BASES = PerftSuite.cpw();

    /** Characters that no FEN may hold: every C0 control, DEL, some C1 controls, and invisibles. */
    private static final int[] INVISIBLE = invisibles();

    private static final String[] BAD_PLACEMENT_CHARS = {"x", "Z", "9", "0", "-", ".", "é", "♞", "\ud83d\ude00"};
    private static final String[] BAD_SIDES = {"W", "B", "x", "white", "0", "-", "ww"};
    private static final String[] BAD_CASTLINGS = {"KQkqK", "A", "KQ-", "0", "--", "kq1", "Kk-"};
    private static final String[] BAD_EN_PASSANT = {"e9", "i3", "E3", "33", "--", "e", "e33"};
    private static final String[] BAD_HALFMOVES = {"-1", "x", "1.5", "0x1", "\uff11", "+1"};
    private static final String[] BAD_FULLMOVES = {"0", "-3", "y", "\uff11", "00"};

    /** A mutated FEN, its verdict (null: no verdict), and what an error must name. */
    record Case(String kind, String fen, Boolean valid, List<String> named, PerftSuite.Entry base) {
        String label(int index) {
            return "case " + index + " (" + kind + ", seed " + SEED + "): " + Echo.quoted(fen);
        }
    }

    private static int[] invisibles() {
        List<Integer> list = new ArrayList<>();
        for (int c = 0; c < 0x20; c++) {
            list.add(c);
        }
        list.add(0x7f);
        list.add(0x85);
        list.add(0x9b);
        for (int c : BadInputAssert.INVISIBLE_EXTRAS) {
            list.add(c);
        }
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    private static String pick(SplittableRandom random, String[] values) {
        return values[random.nextInt(values.length)];
    }

    private static String quoted(String value) {
        return "'" + value + "'";
    }

    static Case generate(SplittableRandom random) {
        PerftSuite.Entry base = BASES.get(random.nextInt(BASES.size()));
        String fen = base.fen();
        String[] fields = fen.split(" ");
        String placement = fields[0];
        switch (random.nextInt(15)) {
            case 0: {
                int c = INVISIBLE[random.nextInt(INVISIBLE.length)];
                // Anywhere, beside a field separator, or at either end: where trimming or splitting on
                // whitespace would hide it and let the FEN through.
                int at;
                switch (random.nextInt(3)) {
                    case 0:
                        at = random.nextInt(fen.length() + 1);
                        break;
                    case 1:
                        at = fen.indexOf(
                                ' ', placement.length() + random.nextInt(fen.length() - placement.length()) - 1);
                        at = at < 0 ? fen.length() : at + random.nextInt(2);
                        break;
                    default:
                        at = random.nextBoolean() ? 0 : fen.length();
                        break;
                }
                String mutated = fen.substring(0, at) + Character.toString(c) + fen.substring(at);
                // Named by its code point, as a FEN rejection names it; an escape in an echo is not enough.
                return new Case("control character", mutated, false, List.of(String.format("U+%04X", c)), base);
            }
            case 1: {
                String mutated = placement.substring(0, 1 + random.nextInt(placement.length() - 1));
                return new Case("placement cut short", mutated, false, List.of(shownPart(mutated, 20)), base);
            }
            case 2: {
                int keep = 2 + random.nextInt(4); // 2, 3: too few fields; 4, 5: the clocks may be left out
                String mutated = String.join(" ", List.of(fields).subList(0, keep));
                return new Case("fields dropped", mutated, keep >= 4, List.of(shownPart(mutated, 20)), base);
            }
            case 3: {
                int i = random.nextInt(4);
                int j = (i + 1 + random.nextInt(3)) % 4;
                if (fields[i].equals(fields[j])) {
                    return new Case("fields swapped (equal)", fen, true, List.of(), base);
                }
                String[] swapped = fields.clone();
                swapped[i] = fields[j];
                swapped[j] = fields[i];
                return new Case(
                        "fields swapped",
                        String.join(" ", swapped),
                        false,
                        List.of(quoted(fields[i]), quoted(fields[j])),
                        base);
            }
            case 4: {
                String[] swapped = fields.clone();
                swapped[4] = fields[5];
                swapped[5] = fields[4];
                // The fullmove number counts from 1, the halfmove clock from 0 (PGN standard, 16.1.3).
                boolean valid = Integer.parseInt(fields[4]) >= 1;
                return new Case("clocks swapped", String.join(" ", swapped), valid, List.of(quoted(swapped[5])), base);
            }
            case 5: {
                int at = random.nextInt(placement.length());
                String bad = pick(random, BAD_PLACEMENT_CHARS);
                String mutated = placement.substring(0, at) + bad + placement.substring(at + 1);
                return withPlacement("placement character replaced", fields, mutated, List.of(quoted(bad)), base);
            }
            case 6: {
                List<Integer> digits = new ArrayList<>();
                for (int k = 0; k < placement.length(); k++) {
                    if (Character.isDigit(placement.charAt(k))) {
                        digits.add(k);
                    }
                }
                int at = digits.get(random.nextInt(digits.size()));
                int old = placement.charAt(at) - '0';
                int digit = 1 + (old + random.nextInt(7)) % 8; // any of 1..8 but old: the rank no longer covers 8
                String mutated = placement.substring(0, at) + digit + placement.substring(at + 1);
                return withPlacement("digit changed", fields, mutated, List.of(), base);
            }
            case 7: {
                char king = random.nextBoolean() ? 'K' : 'k';
                int at = placement.indexOf(king);
                String mutated = placement.substring(0, at) + "1" + placement.substring(at + 1);
                return withPlacement("king removed", fields, mutated, List.of(), base);
            }
            case 8:
                return withField("side to move replaced", fields, 1, pick(random, BAD_SIDES), base);
            case 9:
                return withField("castling replaced", fields, 2, pick(random, BAD_CASTLINGS), base);
            case 10:
                return withField("en passant replaced", fields, 3, pick(random, BAD_EN_PASSANT), base);
            case 11:
                return random.nextBoolean()
                        ? withField("halfmove clock replaced", fields, 4, pick(random, BAD_HALFMOVES), base)
                        : withField("fullmove number replaced", fields, 5, pick(random, BAD_FULLMOVES), base);
            case 12: {
                String gap = " ".repeat(1 + random.nextInt(3));
                String mutated =
                        " ".repeat(random.nextInt(3)) + String.join(gap, fields) + " ".repeat(random.nextInt(3));
                return new Case("extra spaces", mutated, true, List.of(), base);
            }
            case 13: {
                if (random.nextBoolean()) {
                    String huge = "8/".repeat(5_000 + random.nextInt(45_000)) + "8";
                    return withPlacement("huge placement", fields, huge, List.of("characters)"), base);
                }
                String huge = "w".repeat(10_000 + random.nextInt(90_000));
                return withField("huge side to move", fields, 1, huge, base);
            }
            default: {
                int at = random.nextInt(fen.length());
                char flip = (char) (0x21 + random.nextInt(0x7f - 0x21));
                String mutated = fen.substring(0, at) + flip + fen.substring(at + 1);
                return new Case("random printable flip (no verdict)", mutated, null, List.of(), base);
            }
        }
    }

    private static Case withPlacement(
            String kind, String[] fields, String placement, List<String> alsoNamed, PerftSuite.Entry base) {
        String[] mutated = fields.clone();
        mutated[0] = placement;
        List<String> named = new ArrayList<>(alsoNamed);
        named.add(shownPart(placement, 20));
        return new Case(kind, String.join(" ", mutated), false, named, base);
    }

    private static Case withField(String kind, String[] fields, int index, String value, PerftSuite.Entry base) {
        String[] mutated = fields.clone();
        mutated[index] = value;
        String shown = value.length() > Echo.MAX_CHARS ? value.substring(0, 20) : quoted(value);
        return new Case(kind, String.join(" ", mutated), false, List.of(shown), base);
    }

    private final ReusedCli cli = new ReusedCli();

    @Test
    void mutatedFensThroughPerft() {
        SplittableRandom random = new SplittableRandom(SEED);
        Map<String, int[]> seen = new TreeMap<>();
        for (int i = 0; i < CASES; i++) {
            Case c = generate(random);
            CliRun run = cli.run("perft", "--fen", c.fen(), "--depth", "1", "--strategy", "RayLoop");
            String label = c.label(i);
            int[] counts = seen.computeIfAbsent(c.kind(), k -> new int[2]);
            counts[run.exitCode() == 0 ? 0 : 1]++;
            if (c.valid() == null) {
                if (run.exitCode() == 0) {
                    assertTrue(run.lastLine().startsWith("nodes "), label + ": " + run.out());
                } else {
                    assertEquals(2, run.exitCode(), label + ": " + run.err());
                    assertOneErrorLine(label, run);
                }
            } else if (c.valid()) {
                assertEquals(0, run.exitCode(), label + ": " + run.err());
                assertEquals("nodes " + c.base().expected(1), run.lastLine(), label);
            } else {
                assertBadInput(label, run, c.named());
                assertTrue(run.err().contains("--fen"), label + ": where the value came from: " + run.err());
            }
        }
        // Every kind came up often enough to mean something (15 kinds, 3000 cases: about 200 each; 18 names with the
        // two swap outcomes and the two huge ones).
        assertEquals(18, seen.size(), seen.keySet().toString());
        seen.forEach((kind, counts) -> {
            if (!kind.contains("(equal)") && counts[0] + counts[1] < 40) {
                fail(kind + " came up only " + (counts[0] + counts[1]) + " times");
            }
        });
    }

    /** {@code attacks --fen} reads the same parser for its occupancy; the verdicts are the same. */
    @Test
    void mutatedFensThroughAttacks() {
        SplittableRandom random = new SplittableRandom(SEED + 1);
        for (int i = 0; i < CASES / 4; i++) {
            Case c = generate(random);
            CliRun run = cli.run("attacks", "--piece", "queen", "--square", "d4", "--fen", c.fen());
            String label = c.label(i);
            if (c.valid() == null) {
                if (run.exitCode() != 0) {
                    assertEquals(2, run.exitCode(), label + ": " + run.err());
                    assertOneErrorLine(label, run);
                }
            } else if (c.valid()) {
                assertEquals(0, run.exitCode(), label + ": " + run.err());
                long occupied = Position.fromFen(c.base().fen()).occupied();
                assertEquals(Bitboards.hex(RayLoop.INSTANCE.queenAttacks(Square.D4, occupied)), run.lastLine(), label);
            } else {
                assertBadInput(label, run, c.named());
            }
        }
    }
}
