package dev.slidebench.bench.run;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Brings an earlier run's directory back to a state the run can continue from, losing nothing: whatever
 * stands where a file or directory of the run belongs but cannot serve (a directory called
 * {@code run.json}, a file called {@code parts}, a part that is unreadable, of the wrong shape or
 * another fork's) is renamed {@code NAME.corrupt} and named in one line; {@code run.json} is rebuilt
 * from the plan; a fork whose part was set aside runs again.
 */
final class RunRepair {

    private final Path dir;
    private final RunPlan plan;
    private final PrintWriter out;

    RunRepair(Path dir, RunPlan plan, PrintWriter out) {
        this.dir = dir;
        this.plan = plan;
        this.out = out;
    }

    /** Run before the run is locked: a directory where the lock file belongs can hold no lock. */
    static void freeLockFile(Path dir, PrintWriter out) throws IOException {
        Path lock = dir.resolve(FileLocks.RUN_LOCK);
        setAsideIf(Files.isDirectory(lock, LinkOption.NOFOLLOW_LINKS), lock, "a directory", "", out);
    }

    /**
     * Makes {@code parts/} a directory and {@code results.json} writable; returns run.json's record,
     * rebuilt if need be.
     */
    RunRecord record() throws IOException {
        Path parts = dir.resolve(SuiteRunner.PARTS);
        setAsideIf(
                isThere(parts) && !Files.isDirectory(parts), parts, "not a directory", ": every fork runs again", out);
        Files.createDirectories(parts);
        Path results = dir.resolve(SuiteRunner.RESULTS);
        setAsideIf(
                isThere(results) && !Files.isRegularFile(results),
                results,
                "not a file",
                ": it is written again from the parts",
                out);
        return readOrRebuild();
    }

    /** When {@code wrong}, sets {@code path} aside and says so: "NAME was WHAT (kept as NAME.corrupt)THEN". */
    private static void setAsideIf(boolean wrong, Path path, String what, String then, PrintWriter out)
            throws IOException {
        if (wrong) {
            say(
                    out,
                    path.getFileName() + " was " + what + " (kept as "
                            + setAside(path).getFileName() + ")" + then);
        }
    }

    private static boolean isThere(Path path) {
        return Files.exists(path, LinkOption.NOFOLLOW_LINKS);
    }

    private RunRecord readOrRebuild() throws IOException {
        Path file = dir.resolve(SuiteRunner.RUN);
        String why;
        if (Files.isRegularFile(file)) {
            try {
                RunRecord record = RunRecord.read(file);
                List<String> order = record.taskOrder();
                if (order.isEmpty()
                        || order.equals(
                                plan.tasks().stream().map(RunPlan.Task::key).toList())) {
                    return record; // a record without the order cannot be told from this run's
                }
                why = "another run's (its tasks are not those of " + SuiteRunner.PLAN + "; kept as "
                        + setAside(file).getFileName() + ")";
            } catch (ReportInputException e) {
                Path aside = setAside(file);
                why = "unreadable (" + oneLine(e.getMessage()) + "; kept as " + aside.getFileName() + ")";
            }
        } else if (isThere(file)) {
            why = "not a file (kept as " + setAside(file).getFileName() + ")";
        } else {
            why = "missing";
        }
        say(
                out,
                String.format(
                        "%s was %s: rebuilt from %s; forks already run keep their results, not their times",
                        SuiteRunner.RUN, why, SuiteRunner.PLAN));
        RunRecord record = RunRecords.newRecord(plan, null);
        record.write(file);
        return record;
    }

    /** Reads every existing part once into {@code merger}; unusable ones are set aside and named in one line. */
    void loadParts(ResultsMerger merger) throws IOException {
        List<String> setAside = new ArrayList<>();
        for (RunPlan.Task task : plan.tasks()) {
            Path part = SuiteRunner.partFile(dir, task);
            if (!isThere(part)) {
                continue;
            }
            try {
                merger.put(task.key(), PartFiles.read(part, plan, task));
            } catch (PartFiles.CorruptPartException e) {
                Path aside = setAside(part);
                setAside.add(dir.relativize(part) + " (" + e.getMessage() + ", now " + aside.getFileName() + ")");
            }
        }
        if (!setAside.isEmpty()) {
            say(
                    out,
                    String.format(
                            Locale.ROOT,
                            "set aside %d unusable part%s, %s; %s again",
                            setAside.size(),
                            setAside.size() == 1 ? "" : "s",
                            String.join(", ", setAside),
                            setAside.size() == 1 ? "its fork runs" : "their forks run"));
        }
    }

    /**
     * Renames {@code file} (or a directory) to {@code NAME.corrupt} (or {@code .corrupt-2}, …) and returns
     * the new path.
     */
    static Path setAside(Path file) throws IOException {
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt");
        for (int n = 2; isThere(aside); n++) {
            aside = file.resolveSibling(file.getFileName() + ".corrupt-" + n);
        }
        Files.move(file, aside);
        return aside;
    }

    static String oneLine(String message) {
        return message == null
                ? "unknown error"
                : message.replaceAll("\\s+", " ").trim();
    }

    private static void say(PrintWriter out, String line) {
        out.println(line);
        out.flush();
    }
}
