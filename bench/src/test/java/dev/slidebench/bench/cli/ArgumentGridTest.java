package dev.slidebench.bench.cli;

import static dev.slidebench.bench.cli.BadInputAssert.assertBadInput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every combination of a grid of option values over {@code attacks}, {@code perft}, {@code verify}
 * and {@code list}, in-process. Each value is marked good or bad from the command's documented
 * usage (a square is a1..h8, a depth 0..63, --depth belongs to --fen, ...), so a combination's
 * verdict is known before it runs: all good → exit 0 and the reference's answer; anything bad → exit
 * 2, one line, naming one of the bad values.
 */
class ArgumentGridTest {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final long INITIAL_OCCUPANCY = 0xFFFF00000000FFFFL;

    /** One value of one slot: the arguments it adds, whether it is good, what names it when bad. */
    record Choice(String tag, List<String> args, boolean good, String named) {
        static Choice good(String tag, String... args) {
            return new Choice(tag, List.of(args), true, null);
        }

        static Choice bad(String named, String... args) {
            return new Choice(named, List.of(args), false, named);
        }

        static Choice absent() {
            return new Choice("absent", List.of(), true, null);
        }

        static Choice missing(String option) {
            return new Choice("absent", List.of(), false, option);
        }
    }

    private final ReusedCli cli = new ReusedCli();

    @TempDir
    Path dir;

    /**
     * Runs every combination of the slots; {@code misuse} names what a combination of good values
     * still gets wrong (options that do not go together); {@code expectedLastLine} is the reference's
     * answer for a good combination, or null when exit 0 is all that is known.
     */
    private int grid(
            String command,
            List<List<Choice>> slots,
            Function<List<Choice>, List<String>> misuse,
            Function<List<Choice>, String> expectedLastLine) {
        int total = slots.stream().mapToInt(List::size).reduce(1, (a, b) -> a * b);
        for (int index = 0; index < total; index++) {
            List<Choice> combination = new ArrayList<>();
            int rest = index;
            for (List<Choice> slot : slots) {
                combination.add(slot.get(rest % slot.size()));
                rest /= slot.size();
            }
            List<String> args = new ArrayList<>(List.of(command));
            List<String> badNames = new ArrayList<>();
            for (Choice c : combination) {
                args.addAll(c.args());
                if (!c.good()) {
                    badNames.add(c.named());
                }
            }
            badNames.addAll(misuse.apply(combination));
            CliRun run = cli.run(args.toArray(new String[0]));
            String label = dev.slidebench.core.Echo.line(String.join(" ", args));
            if (badNames.isEmpty()) {
                assertEquals(0, run.exitCode(), () -> label + ": " + run.err());
                assertEquals("", run.err(), label);
                String expected = expectedLastLine.apply(combination);
                if (expected != null) {
                    assertEquals(expected, run.lastLine(), label);
                }
            } else {
                assertBadInput(label, run, badNames);
            }
        }
        return total;
    }

    @Test
    void attacks() {
        List<List<Choice>> slots = List.of(
                List.of(
                        Choice.absent(),
                        Choice.good("RayLoop", "--strategy", "RayLoop"),
                        Choice.good("rayloop", "--strategy", "rayloop"), // case-insensitive when unambiguous
                        Choice.bad("'NoSuch'", "--strategy", "NoSuch"),
                        Choice.bad("''", "--strategy", ""),
                        Choice.bad("U+001B", "--strategy", "Ray\u001bLoop")),
                List.of(
                        Choice.good("rook", "--piece", "rook"),
                        Choice.good("queen", "--piece", "queen"),
                        Choice.bad("'knight'", "--piece", "knight"),
                        Choice.bad("''", "--piece", ""),
                        Choice.missing("--piece")),
                List.of(
                        Choice.good("e4", "--square", "e4"),
                        Choice.good("h8", "--square", "h8"),
                        Choice.bad("'z9'", "--square", "z9"),
                        Choice.bad("'e44'", "--square", "e44"),
                        Choice.bad("\\n", "--square", "e\n4"),
                        Choice.missing("--square")),
                List.of(
                        Choice.good("0x80002000000", "--occupied", "0x80002000000"),
                        Choice.good("fen", "--fen", INITIAL),
                        Choice.bad("'xyz'", "--occupied", "xyz"),
                        Choice.bad("'0x1ffffffffffffffff'", "--occupied", "0x1ffffffffffffffff"),
                        Choice.bad("'8/8'", "--fen", "8/8"),
                        Choice.bad("--occupied", "--occupied", "0x1", "--fen", INITIAL),
                        Choice.missing("--occupied")));
        int combinations = grid("attacks", slots, c -> List.of(), c -> {
            int square = Square.parse(c.get(2).tag());
            long occupied = c.get(3).tag().equals("fen") ? INITIAL_OCCUPANCY : 0x80002000000L;
            long expected = c.get(1).tag().equals("rook")
                    ? RayLoop.INSTANCE.rookAttacks(square, occupied)
                    : RayLoop.INSTANCE.queenAttacks(square, occupied);
            return Bitboards.hex(expected);
        });
        assertEquals(1260, combinations);
    }

    @Test
    void perft() throws IOException {
        Path epd = Files.write(dir.resolve("one.epd"), List.of(INITIAL + " ;D1 20 ;D2 400"));
        Path missing = dir.resolve("missing.epd");
        List<List<Choice>> slots = List.of(
                List.of(
                        Choice.good("fen", "--fen", INITIAL),
                        Choice.bad("'x'", "--fen", "x"),
                        Choice.good("epd", "--epd", epd.toString()),
                        Choice.bad(missing.toString(), "--epd", missing.toString()),
                        Choice.bad("--fen", "--fen", INITIAL, "--epd", epd.toString()),
                        Choice.missing("--fen")),
                List.of(
                        Choice.absent(),
                        Choice.good("1", "--depth", "1"),
                        Choice.bad("-1", "--depth", "-1"),
                        Choice.bad("64", "--depth", "64"),
                        Choice.bad("'x'", "--depth", "x"),
                        Choice.bad("''", "--depth", "")),
                List.of(Choice.absent(), Choice.good("divide", "--divide")),
                List.of(
                        Choice.absent(),
                        Choice.good("1", "--max-depth", "1"),
                        Choice.bad("-1", "--max-depth", "-1"),
                        Choice.bad("'y'", "--max-depth", "y")),
                List.of(
                        Choice.absent(),
                        Choice.good("RayLoop", "--strategy", "RayLoop"),
                        Choice.bad("'NoSuch'", "--strategy", "NoSuch")));
        // The documented pairing: --depth (required) and --divide go with --fen, --max-depth with --epd.
        Function<List<Choice>, List<String>> misuse = c -> {
            String source = c.get(0).tag();
            boolean depthGiven = !c.get(1).tag().equals("absent");
            boolean divideGiven = !c.get(2).tag().equals("absent");
            boolean maxDepthGiven = !c.get(3).tag().equals("absent");
            List<String> bad = new ArrayList<>();
            if (source.equals("fen") || source.equals("'x'")) {
                if (!depthGiven) {
                    bad.add("--depth");
                }
                if (maxDepthGiven) {
                    bad.add("--max-depth");
                }
            }
            if (source.equals("epd") || source.equals(missing.toString())) {
                if (depthGiven) {
                    bad.add("--depth");
                }
                if (divideGiven) {
                    bad.add("--divide");
                }
            }
            return bad;
        };
        int combinations = grid(
                "perft",
                slots,
                misuse,
                c -> c.get(0).tag().equals("fen")
                        ? "nodes 20"
                        : (c.get(3).tag().equals("1") ? "1 passed, 0 failed" : "2 passed, 0 failed"));
        assertEquals(864, combinations);
    }

    @Test
    void verify() {
        List<List<Choice>> slots = List.of(
                List.of(
                        Choice.good("RayLoop", "--strategy", "RayLoop"),
                        Choice.bad("'NoSuch'", "--strategy", "NoSuch"),
                        Choice.bad("''", "--strategy", "")),
                List.of(
                        Choice.good("0", "--random", "0"),
                        Choice.good("50", "--random", "50"),
                        Choice.bad("-1", "--random", "-1"),
                        Choice.bad("'x'", "--random", "x")),
                List.of(
                        Choice.absent(),
                        Choice.good("7", "--seed", "7"),
                        Choice.bad("'x'", "--seed", "x"),
                        Choice.bad("99999999999999999999", "--seed", "99999999999999999999")),
                List.of(Choice.absent(), Choice.bad("'extra'", "extra")));
        assertEquals(96, grid("verify", slots, c -> List.of(), c -> "1 passed, 0 failed"));
    }

    @Test
    void listAndTheTopLevel() {
        assertEquals(
                3,
                grid(
                        "list",
                        List.of(List.of(
                                Choice.absent(), Choice.bad("'--nope'", "--nope"), Choice.bad("'extra'", "extra"))),
                        c -> List.of(),
                        c -> null)); // list's table changes with every strategy added; exit 0 is the point
        CliRun unknown = cli.run("nope", "--fen", "x");
        assertBadInput("nope", unknown, List.of("unknown command 'nope'"));
        CliRun option = cli.run("--nope");
        assertBadInput("--nope", option, List.of("'--nope'"));
        CliRun control = cli.run("no\u001bpe");
        assertBadInput("no ESC pe", control, List.of("'noU+001Bpe'"));
        assertTrue(Arrays.asList(cli.run().out().split("\n")).contains("Commands:"));
    }
}
