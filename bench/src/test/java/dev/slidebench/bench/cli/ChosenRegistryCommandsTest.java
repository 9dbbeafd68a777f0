package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.core.StrategyRegistry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code list} and {@code verify} over a registry of chosen plug-ins, in-process: a correct one, two
 * wrong ones, one that throws on lookup, one whose constructor throws and a services line naming a
 * missing class. Each expected line is worked out from the plug-in's own definition and the layout
 * the commands document (100 columns; {@code "%-24s "} before each verify verdict).
 */
class ChosenRegistryCommandsTest {

    private static final String PACKAGE = "dev.slidebench.bench.cli.";
    /** RayLoop's origin(): no author or year, the page it follows. */
    private static final String RAY_LOOP_ORIGIN = "https://www.chessprogramming.org/Sliding_Pieces";

    private static final String UNBUILDABLE = PACKAGE + "UnbuildablePlugin";
    private static final String MISSING = PACKAGE + "NoSuchPlugin";

    /** Rook on a1 of an empty board: the a-file above it and the first rank beside it. */
    private static final String ROOK_A1_EMPTY = "0x01010101010101fe";

    /**
     * The exhaustive part alone: 102,400 rook and 5,248 bishop relevant subsets (the plain magic table
     * sizes), each alone, with the own square, with every square outside the mask and with both, each
     * stateless, through an AttackBoard and as an x-ray.
     */
    private static final String EXHAUSTIVE_CASES = "1,291,776";

    @TempDir
    Path dir;

    @Test
    void verifyCountsEveryWrongThrowingAndUnloadableProviderAsFailed() {
        StrategyRegistry registry = ChosenRegistry.of(
                dir,
                "dev.slidebench.core.RayLoop",
                PACKAGE + "SeesEverythingPlugin",
                PACKAGE + "SeesNothingPlugin",
                PACKAGE + "ThrowingLookupPlugin",
                UNBUILDABLE,
                MISSING);
        FlushRecorder out = new FlushRecorder();
        CliRun run = ChosenRegistry.run(() -> registry, out, "verify", "--random", "0");

        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertEquals("", run.err());
        List<String> lines = run.out().lines().toList();
        // each line reaches the terminal before the next (possibly long) check starts
        assertTrue(out.flushedRightAfter(lines.get(0)), "the count, before any check");
        for (int i = 3; i <= 6; i++) {
            assertTrue(out.flushedRightAfter(lines.get(i)), lines.get(i));
        }
        assertEquals(9, lines.size(), run.out());
        assertEquals(
                "verifying 6 strategies: all relevant subsets + 0 random occupancies (seed 20261130), 1,291,776 cases each",
                lines.get(0));
        assertEquals(
                cell(UNBUILDABLE) + "FAIL  failed to load: IllegalStateException: " + UnbuildablePlugin.MESSAGE,
                lines.get(1));
        assertTrue(lines.get(2).startsWith(cell(MISSING) + "FAIL  failed to load: "), lines.get(2));
        assertTrue(lines.get(2).endsWith("Provider " + MISSING + " not found"), lines.get(2));
        assertTrue(
                lines.get(3).matches(cell("RayLoop") + "ok {9}" + EXHAUSTIVE_CASES + " cases {2} +\\d+\\.\\d\\d s"),
                lines.get(3));
        assertTrue(seconds(lines.get(3)) < 600, "seconds, not nanoseconds: " + lines.get(3));
        String seesEverything = "SeesEverything (stateless): rook on a1 with occupied 0x0000000000000000: expected "
                + ROOK_A1_EMPTY + ", got 0xfffffffffffffffe";
        assertEquals(cell("SeesEverything") + "FAIL  " + seesEverything, lines.get(4));
        assertEquals(
                cell("SeesNothing") + "FAIL  SeesNothing (stateless): rook on a1 with occupied"
                        + " 0x0000000000000000: expected " + ROOK_A1_EMPTY + ", got 0x0000000000000000",
                lines.get(5));
        assertTrue(
                lines.get(6)
                        .matches(cell("ThrowingLookup") + "FAIL  threw java.lang.IllegalStateException: "
                                + ThrowingLookupPlugin.MESSAGE + " after \\d+\\.\\d\\d s"),
                lines.get(6));
        assertTrue(seconds(lines.get(6)) < 600, "seconds, not nanoseconds: " + lines.get(6));
        assertEquals("first mismatch: " + seesEverything, lines.get(7), "the first of two wrong strategies");
        assertEquals("1 passed, 5 failed", lines.get(8));
    }

    @Test
    void aNamedProviderThatFailedToLoadIsAFailedCheckWhateverItsCase() {
        StrategyRegistry registry = ChosenRegistry.of(dir, "dev.slidebench.core.RayLoop", UNBUILDABLE);
        CliRun run = ChosenRegistry.run(
                registry, "verify", "--strategy", "unbuildableplugin", "--strategy", "RayLoop", "--random", "0");

        assertEquals(1, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(
                "verifying 2 strategies: all relevant subsets + 0 random occupancies (seed 20261130), 1,291,776 cases each",
                lines.get(0));
        assertEquals(
                cell(UNBUILDABLE) + "FAIL  failed to load: IllegalStateException: " + UnbuildablePlugin.MESSAGE,
                lines.get(1));
        assertTrue(lines.get(2).startsWith(cell("RayLoop") + "ok "), lines.get(2));
        assertEquals(List.of("1 passed, 1 failed"), lines.subList(3, lines.size()), "no mismatch to show");
    }

    @Test
    void aFailedProviderAloneIsOneFailedStrategy() {
        StrategyRegistry registry = ChosenRegistry.of(dir, "dev.slidebench.core.RayLoop", UNBUILDABLE);
        CliRun run = ChosenRegistry.run(registry, "verify", "--strategy", "UnbuildablePlugin", "--random", "0");

        assertEquals(1, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(
                "verifying 1 strategy: all relevant subsets + 0 random occupancies (seed 20261130), 1,291,776 cases each",
                lines.get(0));
        assertEquals("0 passed, 1 failed", run.lastLine());
    }

    @Test
    void aWrongStrategyAloneIsItsOwnFirstMismatch() {
        StrategyRegistry registry = ChosenRegistry.of(dir, PACKAGE + "SeesNothingPlugin");
        CliRun run = ChosenRegistry.run(registry, "verify", "--strategy", "SeesNothing", "--random", "0");

        assertEquals(1, run.exitCode());
        List<String> lines = run.out().lines().toList();
        assertEquals(
                "verifying 1 strategy: all relevant subsets + 0 random occupancies (seed 20261130), 1,291,776 cases each",
                lines.get(0));
        assertTrue(lines.get(2).startsWith("first mismatch: SeesNothing (stateless): rook on a1 "), lines.get(2));
        assertEquals("0 passed, 1 failed", lines.get(3));
    }

    @Test
    void aNameNoProviderHasIsBadInputNamingIt() {
        StrategyRegistry registry = ChosenRegistry.of(dir, "dev.slidebench.core.RayLoop", UNBUILDABLE);
        CliRun run = ChosenRegistry.run(registry, "verify", "--strategy", "Unbuildable", "--random", "0");

        // "Unbuildable" is the name() the class would give, but a failed provider is known by its class name.
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("slidebench verify: --strategy: "), run.err());
        assertTrue(run.err().contains("Unbuildable"), run.err());
    }

    @Test
    void aPassingRegistryExitsZero() {
        StrategyRegistry registry = ChosenRegistry.of(dir, "dev.slidebench.core.RayLoop", PACKAGE + "DescribedPlugin");
        CliRun run = ChosenRegistry.run(registry, "verify", "--random", "10");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertEquals("2 passed, 0 failed", run.lastLine());
    }

    @Test
    void listKeepsToOneHundredColumnsAndNumbersItsNotes() {
        StrategyRegistry registry = ChosenRegistry.of(
                dir, "dev.slidebench.core.RayLoop", PACKAGE + "DescribedPlugin", UNBUILDABLE, MISSING);
        CliRun run = ChosenRegistry.run(registry, "list");

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        // The 30-character name caps the name column at 27; the needs column gets what is left of 100:
        // 100 - 27 - (11 + 1 + 7 + 1 + 13 + 1 + 1 + 4 + 1 + 4 + 1 + 9) = 19.
        String header = pad("strategy", 27) + "table bytes init ms " + pad("family", 13) + " " + pad("needs", 19)
                + " incr xray available";
        assertEquals(100, header.length());
        assertEquals(header, lines.get(0));
        assertTrue(
                lines.get(1)
                        .matches(pad("RayLoop", 27) + " {10}0 +\\d+\\.\\d " + pad("computed", 13) + " " + pad("-", 19)
                                + " no   no   yes"),
                lines.get(1));
        assertTrue(
                lines.get(2)
                        .matches(DescribedPlugin.NAME + "  1,234,567 +\\d+\\.\\d multiply/hash " + pad("see \\[1]", 19)
                                + " yes  yes  yes \\[2]"),
                lines.get(2));
        String dashes = " {10}- {7}- " + pad("-", 13) + " " + pad("-", 19) + " -    -    ";
        assertTrue(lines.get(3).matches(pad("UnbuildablePlugin", 27) + dashes + "NO \\[3]"), lines.get(3));
        assertTrue(lines.get(4).matches(pad("NoSuchPlugin", 27) + dashes + "NO \\[4]"), lines.get(4));

        List<String> notes = new ArrayList<>();
        int origins = lines.indexOf(ListCommand.ORIGINS);
        // Origins follow the notes, one per loaded strategy (the failed ones have none to give).
        assertEquals(
                List.of(
                        ListCommand.ORIGINS,
                        "  RayLoop: " + RAY_LOOP_ORIGIN,
                        "  " + DescribedPlugin.NAME + ": " + DescribedPlugin.ORIGIN_LINE),
                lines.subList(origins, lines.size() - 1));
        for (String line : lines.subList(5, origins)) {
            assertTrue(line.length() <= 100, line);
            if (line.startsWith("[")) {
                notes.add(line);
            } else {
                assertTrue(line.startsWith("    "), "a continuation is indented under the note: " + line);
                notes.set(notes.size() - 1, notes.get(notes.size() - 1) + " " + line.strip());
            }
        }
        assertEquals(4, notes.size(), run.out());
        assertEquals("[1] " + DescribedPlugin.NAME + " needs " + DescribedPlugin.NEEDS, notes.get(0));
        assertEquals("[2] " + DescribedPlugin.NAME + ": " + DescribedPlugin.DEGRADED, notes.get(1));
        assertEquals(
                "[3] " + UNBUILDABLE + ": failed to load: IllegalStateException: " + UnbuildablePlugin.MESSAGE,
                notes.get(2));
        assertTrue(notes.get(3).startsWith("[4] " + MISSING + ": failed to load: "), notes.get(3));
        assertEquals(
                "2 strategies, 2 failed to load; JVM: " + System.getProperty("java.vm.vendor") + " "
                        + System.getProperty("java.version"),
                lines.get(lines.size() - 1));
    }

    @Test
    void aStrategyThatGivesNoOriginIsListedAsNotStated() {
        StrategyRegistry registry = ChosenRegistry.of(dir, PACKAGE + "SeesNothingPlugin");
        List<String> lines = ChosenRegistry.run(registry, "list").out().lines().toList();
        assertEquals(
                List.of(ListCommand.ORIGINS, "  SeesNothing: not stated"),
                lines.subList(lines.indexOf(ListCommand.ORIGINS), lines.size() - 1));
    }

    @Test
    void shortNamesGiveTheNeedsColumnTheRest() {
        StrategyRegistry registry = ChosenRegistry.of(dir, "dev.slidebench.core.RayLoop");
        CliRun run = ChosenRegistry.run(registry, "list");

        List<String> lines = run.out().lines().toList();
        // "strategy" (8) is wider than "RayLoop": 100 - 8 - 54 = 38 for needs.
        assertEquals(
                "strategytable bytes init ms " + pad("family", 13) + " " + pad("needs", 38) + " incr xray available",
                lines.get(0));
        assertEquals(100, lines.get(0).length());
        assertEquals(5, lines.size(), "header, one row, its origin under a heading, the count line: " + run.out());
        assertEquals(ListCommand.ORIGINS, lines.get(2));
        assertEquals("  RayLoop: " + RAY_LOOP_ORIGIN, lines.get(3));
        assertTrue(lines.get(4).matches("1 strateg(y|ies), 0 failed to load; JVM: .*"), lines.get(4));
    }

    @Test
    void aFailureThatIsNoBadInputIsAnInternalErrorWithItsTrace() {
        CliRun run = ChosenRegistry.run(
                () -> {
                    throw new IllegalStateException("services unreadable");
                },
                "verify");

        assertEquals(1, run.exitCode(), "not the user's fault, so not exit 2");
        assertEquals("", run.out());
        List<String> err = run.err().lines().toList();
        assertEquals(
                "slidebench verify: internal error: java.lang.IllegalStateException: services unreadable", err.get(0));
        assertEquals("java.lang.IllegalStateException: services unreadable", err.get(1), "the trace follows");
        assertTrue(err.get(2).startsWith("\tat "), err.get(2));
    }

    /** The seconds a verify line ends with ("... 0.17 s"). */
    private static double seconds(String line) {
        String[] words = line.split(" +");
        return Double.parseDouble(words[words.length - 2]);
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.replace("\\", "").length()));
    }

    /**
     * A name in verify's first column and the space after it: the column is as wide as the longest name
     * checked, in both runs here the unbuildable provider's class name (42 characters).
     */
    private static String cell(String name) {
        return String.format("%-" + UNBUILDABLE.length() + "s ", name);
    }
}
