package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The help a user reads first: the command list gives each command one whole sentence, and each
 * command's {@code --help} stays within picocli's 80 columns, so a description written as
 * pre-broken lines (which picocli wraps again, leaving ragged half-lines) shows up here.
 */
class HelpTextTest {

    private static final int WIDTH = 80;

    @Test
    void everyCommandOpensWithOneSentence() {
        CommandLine cli = SlidebenchCli.newCommandLine();
        for (var entry : cli.getSubcommands().entrySet()) {
            String[] description =
                    entry.getValue().getCommandSpec().usageMessage().description();
            assertTrue(description.length > 0, entry.getKey());
            String first = description[0];
            assertTrue(first.endsWith(".") || first.endsWith(")"), entry.getKey() + ": '" + first + "'");
            assertEquals(1, first.split("(?<=\\.) (?=[A-Z])").length, entry.getKey() + ": one sentence: " + first);
        }
    }

    /**
     * The help's profile figures are written out (picocli takes constants): they must be the profiles' own,
     * in the help's form (4m20s, 40m, 4h), both where the profiles are listed and in --budget's default.
     */
    @Test
    void runHelpStatesEachProfilesBudgetAsTheProfileHasIt() {
        String help = CliRun.of("run", "--help").out().replaceAll("\\s+", " ");
        for (dev.slidebench.bench.run.Profile profile : List.of(
                dev.slidebench.bench.run.Profile.QUICK,
                dev.slidebench.bench.run.Profile.STANDARD,
                dev.slidebench.bench.run.Profile.THOROUGH)) {
            java.time.Duration budget = profile.budget();
            String form = (budget.toHours() > 0 ? budget.toHours() + "h" : "")
                    + (budget.toMinutesPart() > 0 ? budget.toMinutesPart() + "m" : "")
                    + (budget.toSecondsPart() > 0 ? budget.toSecondsPart() + "s" : "");
            String name = profile.name().toLowerCase(java.util.Locale.ROOT);
            assertTrue(help.contains("budget " + form), name + " " + form + ": " + help);
            assertTrue(help.contains(name + " " + form), name + " " + form + " in --budget's default: " + help);
        }
    }

    /** Picocli reads descriptions as format strings: a bare "5 %" makes it warn on stderr for every --help. */
    @Test
    void everyHelpPageFormatsWithoutAWarning() {
        PrintStream err = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            for (String command :
                    List.of("run", "verify", "list", "report", "recommend", "export", "attacks", "perft", "bench")) {
                CliRun help = CliRun.of(command, "--help");
                assertEquals(0, help.exitCode(), command);
                assertEquals("", help.err(), command);
            }
        } finally {
            System.setErr(err);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everyHelpPageFitsTheWidthAndKeepsItsParagraphsWhole() {
        for (String command :
                List.of("run", "verify", "list", "report", "recommend", "export", "attacks", "perft", "bench")) {
            CliRun help = CliRun.of(command, "--help");
            assertEquals(0, help.exitCode(), command);
            List<String> lines = help.out().lines().toList();
            for (String line : lines) {
                assertTrue(line.length() <= WIDTH, command + ": " + line.length() + " columns: " + line);
            }
            // A line of prose that picocli broke short (under half the width) before more prose means
            // the source broke the line itself: picocli fills each line up to the width.
            for (int i = 0; i + 1 < lines.size(); i++) {
                String line = lines.get(i);
                String next = lines.get(i + 1);
                boolean prose = !line.isBlank() && !line.startsWith(" ") && !next.isBlank() && !next.startsWith(" ");
                if (prose && !line.startsWith("Usage:") && !line.startsWith(command + " --")) {
                    assertTrue(line.length() > WIDTH / 2, command + ": a short line inside a paragraph: " + line);
                }
            }
        }
    }
}
