package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.Reports;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.export.SummaryExport;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.record.RunRecord;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a raced run (forks faked as in {@link RaceRunTest}) against the report of the same results
 * with the race section taken out of run.json, as a run before the race would have it: the raced one flags
 * the strategies that left and states its intervals at 1 − 0.05/5 = 99 % (5 planned looks), so they are wider;
 * the other is the report as before, at 95 % and without flags.
 */
class RacedReportTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    private static Map<String, Object> row(ReportModel model, String strategy) {
        return SummaryExport.rows(model).stream()
                .filter(r -> r.get("strategy").equals(strategy) && Boolean.TRUE.equals(r.get("ranked")))
                .findFirst()
                .orElseThrow();
    }

    private static double width(Map<String, Object> row) {
        return Math.log(((Number) row.get("ci_high")).doubleValue() / ((Number) row.get("ci_low")).doubleValue());
    }

    private static ReportModel model(Path results) {
        return ReportModel.of(
                ResultSet.load(List.of(results), "strategy"), Settings.defaults(), ReportProfile.generic(), null);
    }

    @Test
    void aRacedRunFlagsWhoLeftAndWidensItsIntervalsAnOldOneRendersAsBefore(@TempDir Path tmp) throws Exception {
        RunPlan plan = RaceRunTest.plan(tmp).withRace(RaceRunTest.RACE, null);
        Path raced = tmp.resolve("raced");
        try (SuiteRunner runner = SuiteRunner.create(raced, plan, new PrintWriter(new StringWriter()))) {
            runner.forkWith(RaceRunTest.FAKE);
            runner.runMissing(Duration.ofSeconds(30));
        }
        Path old = tmp.resolve("old");
        Files.createDirectories(old);
        Files.copy(raced.resolve(SuiteRunner.RESULTS), old.resolve(SuiteRunner.RESULTS));
        RunRecord.read(raced.resolve(SuiteRunner.RUN)).withRace(null).write(old.resolve(SuiteRunner.RUN));

        ReportModel racedModel = model(raced.resolve(SuiteRunner.RESULTS));
        ReportModel oldModel = model(old.resolve(SuiteRunner.RESULTS));
        assertEquals(0.99, racedModel.all().get(0).settings().confidence(), 1e-12, "1 - 0.05/5");
        assertEquals(0.01, racedModel.all().get(0).settings().alpha(), 1e-12);
        assertEquals(0.95, oldModel.all().get(0).settings().confidence(), 1e-12);
        for (String slow : List.of("C", "D", "E", "F")) {
            assertEquals(2, row(racedModel, slow).get("left_after_round"), slow);
            assertNull(row(oldModel, slow).get("left_after_round"), slow);
        }
        assertNull(row(racedModel, "A").get("left_after_round"), "a contender");
        for (String s : List.of("A", "B", "C")) {
            assertTrue(
                    width(row(racedModel, s)) > width(row(oldModel, s)),
                    s + ": the same forks at 99 % give a wider interval than at 95 %");
        }

        String racedReport = Files.readString(Reports.generate(
                        Reports.Options.of(List.of(raced.resolve(SuiteRunner.RESULTS)), ReportProfile.generic()))
                .markdown());
        String oldReport = Files.readString(
                Reports.generate(Reports.Options.of(List.of(old.resolve(SuiteRunner.RESULTS)), ReportProfile.generic()))
                        .markdown());
        assertTrue(racedReport.contains("left after round 2"), racedReport);
        assertTrue(racedReport.contains("[99% CI]"), racedReport);
        assertTrue(racedReport.contains("**Racing rounds.**"), racedReport);
        assertTrue(racedReport.contains("**Raced**: 4 strategies left the race"), racedReport);
        assertTrue(
                racedReport.contains("RandomLookups.queen (") && racedReport.contains("): decided after round "),
                racedReport);
        assertFalse(oldReport.contains("left after round"), oldReport);
        assertFalse(oldReport.contains("Racing rounds"), oldReport);
        assertFalse(oldReport.contains("[99% CI]"), oldReport);
        assertTrue(oldReport.contains("[95% CI]"), oldReport);
    }
}
