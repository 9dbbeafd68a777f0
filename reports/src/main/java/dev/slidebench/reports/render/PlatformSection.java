package dev.slidebench.reports.render;

import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Platform details per run, after the verdict and collapsed in HTML: results file, CPU, flags, OS, JDK,
 * JVM and its arguments, JMH settings, the slidebench run's profile, rounds and seed, date. What the
 * inputs do not record is written as unknown, with the reason.
 */
final class PlatformSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        doc.heading(2, "Platform");
        doc.startDetails("CPU, OS, JDK, JVM arguments and JMH settings of "
                + (context.multiRun()
                        ? context.model().runs().size() + " runs"
                        : context.model().runs().get(0).label()));
        for (Run run : context.model().runs()) {
            if (context.multiRun()) {
                doc.paragraph("**" + run.label() + "**"
                        + (context.ab()
                                ? (run == context.base() ? " (base)" : run == context.test() ? " (test)" : "")
                                : ""));
            }
            doc.bullets(platformLines(run));
        }
        doc.endDetails();
    }

    static List<String> platformLines(Run run) {
        RunRecord meta = run.metadata();
        String missing = "unknown (" + (run.metadataNote() == null ? "not in run.json" : run.metadataNote()) + ")";
        List<String> lines = new ArrayList<>();
        lines.add("Results: `" + run.file() + "`, " + run.results().size() + " JMH result(s)"
                + (run.jvmArgsVariant() != null ? ", those run with " + run.jvmArgsVariant() : ""));
        RunRecord.Platform platform = meta == null ? null : meta.platform();
        lines.add("CPU: "
                + (platform != null && platform.cpuModel() != null
                        ? platform.cpuModel() + (platform.cores() != null ? ", " + platform.cores() + " cores" : "")
                        : missing));
        lines.add("CPU flags: "
                + (platform != null && platform.cpuFlags() != null
                        ? (platform.cpuFlags().isEmpty() ? "none listed" : String.join(", ", platform.cpuFlags()))
                        : missing));
        lines.add("OS: " + (platform != null && platform.os() != null ? platform.os() : missing));
        JvmRecord jvm = run.jvmRecord();
        lines.add("JDK: " + orUnknown(run.jdkVersion()) + " (" + orUnknown(run.vmName()) + ", "
                + orUnknown(run.vmVersion()) + "), vendor "
                + (jvm != null && jvm.vendor() != null ? jvm.vendor() : missing));
        lines.add("JVM: `" + orUnknown(run.jvm()) + "`");
        lines.add("JVM args: " + jvmArgs(run.jvmArgs()));
        lines.add("JMH: " + jmhSettings(run));
        RunRecord.Plan plan = meta == null ? null : meta.plan();
        Integer rounds = plan != null && plan.rounds() != null
                ? plan.rounds()
                : meta != null && meta.jmh() != null ? meta.jmh().rounds() : null;
        if (meta != null && (plan != null || rounds != null || meta.tool() != null)) {
            lines.add("slidebench run: " + runLine(plan, rounds, meta.tool()));
        }
        lines.add("Date: "
                + (meta != null && meta.created() != null
                        ? meta.created()
                        : "unknown: JMH's JSON records no date" + fileDate(run)
                                + (run.metadataNote() != null ? "; " + run.metadataNote() : "")));
        return lines;
    }

    /** The JVM arguments, or each benchmark's set when they differ. */
    private static String jvmArgs(Set<List<String>> args) {
        if (args.size() == 1) {
            List<String> only = args.iterator().next();
            return only.isEmpty() ? "none" : "`" + String.join(" ", only) + "`";
        }
        return "vary by benchmark: "
                + args.stream()
                        .map(a -> a.isEmpty() ? "none" : "`" + String.join(" ", a) + "`")
                        .collect(Collectors.joining("; "));
    }

    /**
     * The run's profile, rounds, seed and slidebench version, naming only what run.json records and
     * saying in one phrase what it leaves out (a run.json written by hand or by an older slidebench).
     */
    static String runLine(RunRecord.Plan plan, Integer rounds, RunRecord.Tool tool) {
        List<String> known = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        sort("profile", plan == null ? null : plan.profile(), known, missing);
        sort("rounds", rounds, known, missing);
        sort("seed", plan == null ? null : plan.seed(), known, missing);
        if (tool != null && tool.version() != null) {
            known.add("slidebench " + tool.version() + (tool.commit() != null ? " (" + tool.commit() + ")" : ""));
        }
        if (!missing.isEmpty()) {
            int last = missing.size() - 1;
            known.add((last == 0 ? "" : String.join(", ", missing.subList(0, last)) + " and ") + missing.get(last)
                    + " not in run.json");
        }
        return String.join(", ", known);
    }

    /** "name value" into {@code known}, or the bare name into {@code missing} when the value is null. */
    private static void sort(String name, Object value, List<String> known, List<String> missing) {
        if (value != null) {
            known.add(name + " " + value);
        } else {
            missing.add(name);
        }
    }

    private static String fileDate(Run run) {
        try {
            return " (the file was last modified "
                    + Files.getLastModifiedTime(run.file())
                            .toInstant()
                            .truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                    + ")";
        } catch (IOException e) {
            return "";
        }
    }

    private static String jmhSettings(Run run) {
        Set<String> versions = new TreeSet<>();
        Set<Integer> forks = new TreeSet<>();
        Set<String> warmups = new LinkedHashSet<>();
        Set<String> measurements = new LinkedHashSet<>();
        Set<String> threads = new TreeSet<>();
        for (BenchmarkResult result : run.results()) {
            versions.add(orUnknown(result.jmhVersion()));
            forks.add(result.primary().forks());
            warmups.add(orUnknown(result.warmupIterations()) + " \u00d7 " + orUnknown(result.warmupTime()));
            measurements.add(
                    orUnknown(result.measurementIterations()) + " \u00d7 " + orUnknown(result.measurementTime()));
            threads.add(orUnknown(result.threads()));
        }
        String forkText = forks.size() == 1
                ? String.valueOf(forks.iterator().next())
                : ((TreeSet<Integer>) forks).first() + " to " + ((TreeSet<Integer>) forks).last();
        return "version " + String.join(", ", versions) + "; forks per result " + forkText + "; warm-up "
                + String.join(", ", warmups) + "; measurement " + String.join(", ", measurements) + "; threads "
                + String.join(", ", threads);
    }

    static String orUnknown(Object value) {
        return value == null ? "unknown" : value.toString();
    }
}
