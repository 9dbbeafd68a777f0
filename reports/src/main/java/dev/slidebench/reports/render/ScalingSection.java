package dev.slidebench.reports.render;

import dev.slidebench.reports.analysis.ThreadScaling;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Thread scaling: for every benchmark a run measured at several thread counts, one table (per value
 * and thread count: time per operation, operations per second per thread and in total, the speed-up over
 * one thread, CPU time) and two charts (operations per second in total and per thread against threads),
 * in the project's word for an operation ({@link dev.slidebench.reports.ReportProfile#operation}).
 */
final class ScalingSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        List<ThreadScaling> all = ThreadScaling.of(context.model());
        String op = context.model().profile().operation();
        for (ThreadScaling scaling : all) {
            String heading = "Thread scaling: " + scaling.title()
                    + (context.multiRun() ? " \u2014 " + scaling.run().label() : "");
            doc.heading(2, heading);
            List<Integer> counts = scaling.threadCounts();
            Integer cores =
                    scaling.run().metadata() == null || scaling.run().metadata().platform() == null
                            ? null
                            : scaling.run().metadata().platform().cores();
            int highest = counts.get(counts.size() - 1);
            doc.paragraph("`" + scaling.highest().benchmark() + "` at "
                    + counts.stream().map(String::valueOf).collect(Collectors.joining(", "))
                    + " threads, one fork per count, every thread with its own inputs and all sharing one "
                    + context.noun() + ". Each count is its own benchmark above (never pooled); here they are lined up."
                    + " Per thread: 1e9 \u00f7 the wall time per " + op
                    + " one thread sees; in total: threads \u00d7 that;"
                    + " per CPU-second: 1e9 \u00f7 CPU time per " + op
                    + ", flat while threads do not slow each other's "
                    + op + "s. The Verdict and `recommend` rank this benchmark at **" + highest
                    + " threads**, the highest count, where the most threads share one " + context.noun() + "."
                    + (cores == null
                            ? ""
                            : " The machine has " + cores + " cores"
                                    + (highest > cores
                                            ? ": beyond " + cores + " threads they take turns on a core, so the wall"
                                                    + " total stops growing and the CPU columns show whether the"
                                                    + " " + op + "s themselves got slower."
                                            : "."))
                    + " The charts use the measure the " + highest + "-thread table ranks on ("
                    + scaling.cases().get(scaling.cases().size() - 1).rankedOn().id() + ").");
            doc.table(header(context.noun(), op), rows(scaling), new boolean[] {
                false, true, true, true, true, true, true, true
            });
            String stem = "scaling-" + scaling.highest().slug().replaceFirst("-\\d+-threads$", "")
                    + context.runSuffix(scaling.run());
            doc.figure(context.add(Charts.scaling(scaling, op, true, stem + "-total")));
            doc.figure(context.add(Charts.scaling(scaling, op, false, stem + "-per-thread")));
        }
    }

    private static List<String> header(String noun, String op) {
        return List.of(
                noun,
                "threads",
                "ns per " + op + ", one thread's view (wall)",
                op + "s/s per thread",
                op + "s/s in total [interval]",
                "total vs 1 thread",
                "CPU ns per " + op,
                op + "s per CPU-second");
    }

    private static List<List<String>> rows(ThreadScaling scaling) {
        List<List<String>> rows = new ArrayList<>();
        for (ThreadScaling.Curve curve : scaling.curves()) {
            ThreadScaling.Point one = curve.at(1);
            for (ThreadScaling.Point point : curve.points()) {
                double[] total = point.totalInterval();
                rows.add(List.of(
                        "`" + curve.display() + "`" + (curve.control() ? " (control)" : ""),
                        Integer.toString(point.threads()),
                        Format.number(point.nanos()) + " " + Format.interval(point.nanosLow(), point.nanosHigh()),
                        rate(point.perThread()),
                        rate(point.total()) + " [" + rate(total[0]) + ", " + rate(total[1]) + "]",
                        one == null ? "n/a" : Format.times(point.total() / one.total()),
                        Format.number(point.cpuNanos()),
                        Double.isNaN(point.cpuNanos()) ? "n/a" : rate(point.perCpuSecond())));
            }
        }
        return rows;
    }

    /** Operations per second in millions, four significant digits: {@code 512.3 M}. */
    static String rate(double perSecond) {
        return Double.isFinite(perSecond) ? Format.number(perSecond / 1e6) + " M" : "n/a";
    }
}
