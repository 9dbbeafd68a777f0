package dev.slidebench.bench.run;

import dev.slidebench.reports.record.RaceRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The race between a run's rounds, for the runner: takes the looks that are due, says each and why each
 * table's race ended, and answers which tasks the race skips. In a plan that is not raced it does nothing
 * and skips nothing.
 */
final class RaceRounds {

    /** Rewrites results.json and run.json from the parts so far (a look reads them as the report will). */
    interface ResultsWriter {
        void write() throws IOException;
    }

    private final Racing racing;
    private final PrintWriter out;
    private final ResultsWriter results;
    private final Path resultsFile;

    /** @param resultsFile the results.json that {@code results} writes and the looks read */
    RaceRounds(RunPlan plan, PrintWriter out, ResultsWriter results, Path resultsFile) {
        this.racing = plan.race() == null ? null : new Racing(plan);
        this.out = out;
        this.results = results;
        this.resultsFile = resultsFile;
    }

    /** Whether the race no longer wants {@code task} (its strategy left, or its table is decided). */
    boolean skips(RunPlan.Task task) {
        return racing != null && racing.skips(task);
    }

    /** Whether every table's race has ended (never in a plan that is not raced). */
    boolean allStopped() {
        return racing != null && racing.allStopped();
    }

    /** Whether a raced plan still has tables racing. */
    boolean racing() {
        return racing != null && !racing.allStopped();
    }

    /** Ends every table's race for {@code reason}. */
    void stopAll(String reason) {
        if (racing != null) {
            racing.stopAll(reason);
        }
    }

    /** The race's record for run.json, null in a plan that is not raced. */
    RaceRecord record(Duration budget) {
        return racing == null ? null : racing.record(budget);
    }

    /**
     * Takes every look due before {@code round} starts (after rounds {@code firstLook … round} are complete)
     * that was not taken yet, saying each.
     */
    void lookBefore(int round) throws IOException {
        if (racing == null) {
            return;
        }
        int last = Math.min(round, racing.settings().maxRounds());
        for (int rounds = racing.looksThrough() + 1; rounds <= last && !racing.allStopped(); rounds++) {
            results.write(); // the look reads the parts as the report will, from results.json and run.json
            for (String line : racing.look(rounds, resultsFile)) {
                out.println(line);
            }
            out.flush();
            results.write();
        }
    }

    /**
     * A resumed raced run takes again the looks its parts show were taken (every look before the last round
     * that has a part, {@code lastStarted}), from the same parts, so it skips what the interrupted run skipped.
     */
    void replayLooks(int lastStarted) throws IOException {
        if (racing != null && lastStarted >= racing.settings().firstLook()) {
            out.println("the race so far, from the parts:");
            lookBefore(lastStarted);
        }
    }

    /** Says per table why its race ended and records it; returns {@code failures}. */
    int finish(int failures) throws IOException {
        if (racing != null) {
            racing.stopLines().forEach(out::println);
            out.flush();
            results.write();
        }
        return failures;
    }
}
