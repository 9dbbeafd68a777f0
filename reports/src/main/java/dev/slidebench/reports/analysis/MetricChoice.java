package dev.slidebench.reports.analysis;

import dev.slidebench.reports.ReportInputException;
import java.util.Locale;

/**
 * {@code --metric}: which measure a table ranks on. {@code auto} ranks on CPU time when any fork of that
 * (benchmark, run) was contended (wall ÷ CPU ≥ {@value #CONTENDED}) and CPU time was recorded, else on
 * wall time. Both measures are always shown.
 */
public enum MetricChoice {
    AUTO,
    WALL,
    CPU;

    /** A fork whose wall time is at least this multiple of its CPU time waited for a core. */
    public static final double CONTENDED = 1.10;

    /** The measure a table ranks on and one sentence why. */
    public record Decision(MetricKind metric, String reason) {}

    /**
     * @param contended whether any fork of the (benchmark, run) had wall ÷ CPU ≥ {@value #CONTENDED}
     * @param worst the largest wall ÷ CPU of its forks
     * @param cpuKnown whether CPU time was recorded for every value
     */
    public Decision decide(boolean contended, double worst, boolean cpuKnown) {
        String ratio = String.format(Locale.ROOT, "%.2f", worst);
        return switch (this) {
            case CPU ->
                cpuKnown
                        ? new Decision(MetricKind.CPU, "Ranked on CPU time (--metric cpu).")
                        : new Decision(
                                MetricKind.WALL,
                                "Ranked on wall time: --metric cpu asked for CPU time, but these results carry no "
                                        + MetricKind.CPU_METRIC + " for every value.");
            case WALL ->
                new Decision(
                        MetricKind.WALL,
                        "Ranked on wall time (--metric wall)"
                                + (contended
                                        ? "; some forks were contended (wall \u00f7 CPU up to " + ratio
                                                + "), so wall times include waiting for a core."
                                        : "."));
            case AUTO ->
                contended && cpuKnown
                        ? new Decision(
                                MetricKind.CPU,
                                "Ranked on CPU time: some forks were contended (wall \u00f7 CPU up to " + ratio
                                        + " \u2265 " + CONTENDED + "), so their wall times include waiting for a core.")
                        : new Decision(
                                MetricKind.WALL,
                                cpuKnown
                                        ? "Ranked on wall time: no fork was contended (wall \u00f7 CPU below "
                                                + CONTENDED + ")."
                                        : "Ranked on wall time (no CPU time recorded).");
        };
    }

    public static MetricChoice parse(String text) {
        try {
            return valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ReportInputException("--metric " + text + ": expected auto, wall or cpu");
        }
    }
}
