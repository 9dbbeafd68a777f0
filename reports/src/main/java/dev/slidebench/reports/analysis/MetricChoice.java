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

    public static MetricChoice parse(String text) {
        try {
            return valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ReportInputException("--metric " + text + ": expected auto, wall or cpu");
        }
    }
}
