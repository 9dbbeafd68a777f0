package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.Entry;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.ForkRecord;
import dev.slidebench.reports.record.RunRecord;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** What the numbers do not say: warm-up, CPU family, this machine only, the profile's caveats, gaps in the data. */
final class CaveatsSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        doc.heading(2, "Caveats");
        List<String> items = new ArrayList<>();
        Set<String> warmups = new LinkedHashSet<>();
        for (Run run : context.model().runs()) {
            for (BenchmarkResult result : run.results()) {
                warmups.add(PlatformSection.orUnknown(result.warmupIterations()) + " \u00d7 "
                        + PlatformSection.orUnknown(result.warmupTime()));
            }
        }
        String steady = steadyWarmups(context);
        items.add(
                "**JIT warm-up.** " + steady + "Each fork ran " + String.join(" or ", warmups)
                        + (steady.isEmpty() ? " of warm-up" : " of JMH warm-up") + " before measuring;"
                        + " code the JIT compiles late shows up as a trend across iterations and forks (see the drift charts).");
        items.add("**This machine only.** These numbers hold for this machine, JDK and JVM flags; another CPU (cache"
                + " sizes, instruction set), JIT or flag set can reorder the results. " + cpuSentence(context) + ".");
        items.addAll(context.model().profile().caveats());
        List<String> singleFork = singleForks(context);
        if (!singleFork.isEmpty()) {
            items.add("**Single fork.** " + singleFork.size() + " result(s) had one fork: " + abbreviate(singleFork)
                    + ". Their intervals use iterations within one JVM and understate run-to-run noise; run more"
                    + " forks (or rounds).");
        }
        if (context.model().results().values().stream().anyMatch(ResultSet::isControl)) {
            items.add("**Controls.** `BASELINE` measures the harness without the work (the floor); it is shown but"
                    + " not ranked or compared.");
        }
        for (Run run : context.model().runs()) {
            if (run.metadata() == null) {
                items.add("**Not recorded** for " + run.label() + " (" + run.metadataNote() + "): CPU model, flags, OS,"
                        + " date, rounds, table bytes, fallback paths and fork times. The report leaves them unknown"
                        + " rather than guess, and uses the one-way model.");
            }
        }
        items.addAll(context.model().results().warnings());
        doc.bullets(items);
    }

    /** Each ranked result with one fork: "case / value", with its run when there are several. */
    private static List<String> singleForks(ReportContext context) {
        List<String> singleFork = new ArrayList<>();
        for (CaseAnalysis analysis : context.model().all()) {
            for (Entry entry : analysis.ranked()) {
                if (entry.singleFork()) {
                    singleFork.add(analysis.benchmarkCase().title() + " / " + entry.display()
                            + (context.multiRun() ? " (" + analysis.run().label() + ")" : ""));
                }
            }
        }
        return singleFork;
    }

    private static String cpuSentence(ReportContext context) {
        Set<String> parts = new LinkedHashSet<>();
        for (Run run : context.model().runs()) {
            RunRecord.Platform platform =
                    run.metadata() == null ? null : run.metadata().platform();
            String prefix = context.multiRun() ? run.label() + ": " : "";
            if (platform == null || platform.cpuModel() == null) {
                parts.add(prefix + "CPU model unknown");
            } else {
                parts.add(prefix
                        + platform.cpuModel()
                        + (platform.cpuFlags() == null ? "" : ", flags " + String.join(" ", platform.cpuFlags())));
            }
        }
        return "Here: " + String.join("; ", parts);
    }

    private static String abbreviate(List<String> items) {
        if (items.size() <= 8) {
            return String.join(", ", items);
        }
        return String.join(", ", items.subList(0, 8)) + " and " + (items.size() - 8) + " more";
    }

    /**
     * What the forks' warm-ups until steady used, as a sentence; empty when no fork recorded one (older runs,
     * foreign JSON).
     */
    private static String steadyWarmups(ReportContext context) {
        List<Double> millis = new ArrayList<>();
        int capped = 0;
        for (Run run : context.model().runs()) {
            if (run.metadata() == null) {
                continue;
            }
            for (ForkRecord fork : run.metadata().forks()) {
                if (fork.steadyWarmup() != null) {
                    millis.add(fork.steadyWarmup().millis());
                    capped += fork.steadyWarmup().steady() ? 0 : 1;
                }
            }
        }
        if (millis.isEmpty()) {
            return "";
        }
        millis.sort(null);
        return String.format(
                Locale.ROOT,
                "Each timed fork first warmed up until its CPU time per operation settled (median %.0f ms, longest"
                        + " %.0f ms); %d of %d forks reached the cap instead (ringed in the drift charts: they may"
                        + " have been measured on their way down). ",
                millis.get(millis.size() / 2),
                millis.get(millis.size() - 1),
                capped,
                millis.size());
    }
}
