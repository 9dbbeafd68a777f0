package dev.slidebench.reports.recommend;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.Reports;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.JmhText;
import dev.slidebench.reports.model.ResultSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The portable choice over configurations made here with known truth: two JVMs (two results files, as
 * from two machines), where A is the fastest on the first and three times the fastest's time on the
 * second while B takes 1.1 times the fastest's time on both, so B's worst (×1.1) is the smallest worst.
 * Fork noise is uneven (not the same pattern for every strategy), so an estimate is not 1.1 by
 * construction and the interval has something to hold.
 */
class PortableChoiceTest {

    private static final ReportProfile PROFILE = ReportProfile.generic();

    @TempDir
    Path temp;

    /** Fork spreads, one per strategy in the order given, so no two strategies share a noise pattern. */
    private static final double[][] NOISE = {
        {0.99, 1.00, 1.01}, {1.02, 0.99, 1.00}, {1.00, 1.01, 0.99}, {1.01, 0.98, 1.00}
    };

    /**
     * One configuration's results file, as copied from its machine: {@code spec} is "NAME=MEAN" per
     * strategy, each measured in three forks around its mean on JDK {@code jdk}.0.1.
     */
    private Path configuration(String jdk, String... spec) {
        JmhText[] elements = new JmhText[spec.length];
        for (int i = 0; i < spec.length; i++) {
            String[] parts = spec[i].split("=");
            double mean = Double.parseDouble(parts[1]);
            double[] forks = new double[NOISE[i].length];
            for (int f = 0; f < forks.length; f++) {
                forks[f] = mean * NOISE[i][f];
            }
            elements[i] = element("x.Lookups.queen")
                    .jvm("/usr/lib/jvm/" + jdk + "/bin/java", jdk + ".0.1", "OpenJDK 64-Bit Server VM")
                    .strategy(parts[0])
                    .forks(forks);
        }
        return JmhText.write(
                temp.resolve("m" + jdk + "-" + String.join("-", spec)).resolve("results.json"), elements);
    }

    /** JDK 17: A 10, B 11, C 40. JDK 25: C 10, B 11, A 30. */
    private List<Path> twoConfigurations() {
        return List.of(configuration("17", "A=10", "B=11", "C=40"), configuration("25", "C=10", "B=11", "A=30"));
    }

    private static PortableChoice portable(List<Path> inputs) {
        ResultSet set = ResultSet.load(inputs, "strategy");
        return PortableChoice.of(
                Recommender.verdicts(set, Request.unconstrained("strategy", Settings.defaults()), PROFILE));
    }

    private static PortableChoice.Row row(PortableChoice portable, String value) {
        return portable.rows().stream()
                .filter(r -> r.value().equals(value))
                .findFirst()
                .orElseThrow(() -> new AssertionError(value + " not among " + portable.rows()));
    }

    @Test
    void theStrategyWhoseWorstIsSmallestIsChosenWithThatWorstsInterval() {
        PortableChoice portable = portable(twoConfigurations());
        assertNotNull(portable);
        assertEquals("B", portable.chosen());
        assertEquals(List.of("JDK 17.0.1", "JDK 25.0.1"), portable.configurations());
        PortableChoice.Row b = portable.choice();
        // B is 1.1 times the fastest on both; its interval holds the truth and is a real interval.
        assertTrue(b.worst().low() < 1.1 && b.worst().high() > 1.1, b.toString());
        assertTrue(Math.abs(b.worst().estimate() / 1.1 - 1) < 0.02, b.toString());
        // A loses on JDK 25 (×3), C on JDK 17 (×4); each interval holds its truth.
        PortableChoice.Row a = row(portable, "A");
        assertEquals("JDK 25.0.1", a.configuration());
        assertTrue(a.worst().low() < 3 && a.worst().high() > 3, a.toString());
        PortableChoice.Row c = row(portable, "C");
        assertEquals("JDK 17.0.1", c.configuration());
        assertTrue(c.worst().low() < 4 && c.worst().high() > 4, c.toString());
        assertEquals(
                List.of("B", "A", "C"),
                portable.rows().stream().map(PortableChoice.Row::value).toList());
        assertTrue(portable.missing().isEmpty());
        assertNull(portable.closeLine(), "A's and C's worst lie far outside B's interval");
        Matcher m = Pattern.compile(
                        "^Portable choice: B \u2014 at worst \u00d7(\\d\\.\\d\\d) \\[(\\d\\.\\d\\d), (\\d\\.\\d\\d)\\]"
                                + " slower than the best, on JDK (17|25)\\.0\\.1\\.$")
                .matcher(portable.sentence());
        assertTrue(m.matches(), portable.sentence());
        assertTrue(Double.parseDouble(m.group(2)) < 1.1 && Double.parseDouble(m.group(3)) > 1.1, portable.sentence());
    }

    @Test
    void recommendPrintsItBeforeTheNewestJvmsChoiceWithTheLineThatTakesIt() {
        ReportProfile profile = new ReportProfile("strategy", null, List.of(), v -> List.of("Use it:", "take " + v));
        ResultSet set = ResultSet.load(twoConfigurations(), "strategy");
        List<String> lines = Recommender.recommend(set, Request.unconstrained("strategy", Settings.defaults()), profile)
                .lines();
        int choice = lines.indexOf("Choice for JDK 25.0.1 (the newest JVM): C");
        assertTrue(choice > 0, String.join("\n", lines));
        // B, not C, is the portable choice: the line right before the newest JVM's says so and how to take it.
        assertTrue(
                lines.get(choice - 1).startsWith("Portable choice: B \u2014 at worst \u00d7"), lines.get(choice - 1));
        assertTrue(lines.get(choice - 1).endsWith(" To take it: take B"), lines.get(choice - 1));
        assertEquals("C", lines.get(lines.size() - 1), "the last line stays the newest JVM's choice alone");
        // Asked for one JVM, recommend answers for that one only.
        List<String> one = Recommender.recommend(
                        set,
                        new Request(List.of(), "strategy", List.of(), null, false, false, "17", Settings.defaults()),
                        profile)
                .lines();
        assertTrue(one.stream().noneMatch(l -> l.startsWith("Portable choice")), String.join("\n", one));
    }

    @Test
    void theReportPutsItRightAfterTheVerdictAndSummaryJsonCarriesIt() throws IOException {
        Path out = temp.resolve("report");
        Reports.generate(new Reports.Options(
                twoConfigurations(), out, "strategy", false, null, null, Settings.defaults(), PROFILE, List.of()));
        String markdown = Files.readString(out.resolve("report.md"));
        int verdict = markdown.indexOf("## Verdict");
        int section = markdown.indexOf("## Portable choice");
        assertTrue(verdict >= 0 && section > verdict, markdown);
        // Nothing but the verdict's own subsections between the two.
        String between = markdown.substring(verdict + 3, section);
        assertFalse(between.contains("\n## "), between);
        String after = markdown.substring(section);
        assertTrue(after.contains("**Portable choice: B \u2014 at worst \u00d7"), after);
        assertTrue(after.matches("(?s).*\\| `A` \\| [\\d.]+\u00d7 \\[[^]]+\\] \\| JDK 25\\.0\\.1 \\|.*"), after);
        assertTrue(Files.readString(out.resolve("report.html")).contains("Portable choice: B"));

        JsonObject json = JsonParser.parseString(Files.readString(out.resolve("summary.json")))
                .getAsJsonObject();
        assertTrue(json.getAsJsonArray("rows").size() > 0, "rows kept");
        JsonObject choice = json.getAsJsonObject("portable_choice");
        assertEquals("B", choice.get("strategy").getAsString());
        JsonObject first = choice.getAsJsonArray("candidates").get(0).getAsJsonObject();
        assertEquals("B", first.get("strategy").getAsString());
        assertTrue(first.get("worst_low").getAsDouble() < 1.1
                && first.get("worst_high").getAsDouble() > 1.1);
        assertEquals(3, choice.getAsJsonArray("candidates").size());
    }

    @Test
    void oneConfigurationGetsNoSection() throws IOException {
        Path one = configuration("17", "A=10", "B=11");
        assertNull(portable(List.of(one)));
        Path out = temp.resolve("single");
        Reports.generate(new Reports.Options(
                List.of(one), out, "strategy", false, null, null, Settings.defaults(), PROFILE, List.of()));
        assertFalse(Files.readString(out.resolve("report.md")).contains("Portable choice"));
        JsonObject json = JsonParser.parseString(Files.readString(out.resolve("summary.json")))
                .getAsJsonObject();
        assertTrue(json.has("portable_choice") && json.get("portable_choice").isJsonNull());
    }

    @Test
    void aStrategyMissingInOneConfigurationIsNoCandidateAndIsSaidToBeMissing() throws IOException {
        // D is the fastest on JDK 17 by far, but JDK 25 did not measure it: were it a candidate it would
        // win (its worst, ×1, is the smallest), so choosing A shows it is not one.
        // JDK 17: A 10, B 11, D 5. JDK 25: A 10, B 11. A's worst is ×2, B's ×2.2.
        Path seventeen = configuration("17", "A=10", "B=11", "D=5");
        Path twentyFive = configuration("25", "B=11", "A=10");
        PortableChoice portable = portable(List.of(seventeen, twentyFive));
        assertEquals("A", portable.chosen());
        assertEquals(
                List.of("A", "B"),
                portable.rows().stream().map(PortableChoice.Row::value).toList());
        assertEquals(Map.of("D", List.of("JDK 25.0.1")), portable.missing());
        assertEquals("JDK 17.0.1", portable.choice().configuration());
        assertTrue(
                portable.choice().worst().low() < 2 && portable.choice().worst().high() > 2);

        Path out = temp.resolve("missing");
        Reports.generate(new Reports.Options(
                List.of(seventeen, twentyFive),
                out,
                "strategy",
                false,
                null,
                null,
                Settings.defaults(),
                PROFILE,
                List.of()));
        assertTrue(Files.readString(out.resolve("report.md"))
                .contains("D is not a candidate: it is missing on JDK 25.0.1."));
    }
}
