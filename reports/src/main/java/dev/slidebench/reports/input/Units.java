package dev.slidebench.reports.input;

import java.util.Map;

/**
 * JMH's score units ({@code ops/us}, {@code ns/op}, ...) and the factor between two of them, so
 * results written with different {@code -tu} settings can still be compared. A unit JMH does not
 * produce (a profiler's {@code B/op}, a custom unit) converts only to itself.
 */
public final class Units {

    /** Seconds per JMH time-unit abbreviation (JMH's TimeValue spelling). */
    private static final Map<String, Double> SECONDS = Map.of(
            "ns", 1e-9, "us", 1e-6, "\u00b5s", 1e-6, "ms", 1e-3, "s", 1.0, "min", 60.0, "hr", 3600.0, "day", 86400.0);

    private Units() {}

    /**
     * The factor f with {@code value in to = f · value in from}, or NaN when the two units are not
     * the same kind (or are not JMH time units and differ).
     */
    public static double factor(String from, String to) {
        if (from.equals(to)) {
            return 1;
        }
        Double fromPerOp = perOpSeconds(from);
        Double toPerOp = perOpSeconds(to);
        if (fromPerOp != null && toPerOp != null) {
            return fromPerOp / toPerOp;
        }
        Double fromOps = opsPerSecondsUnit(from);
        Double toOps = opsPerSecondsUnit(to);
        if (fromOps != null && toOps != null) {
            // ops per (fromOps seconds) → ops per (toOps seconds): multiply by toOps/fromOps.
            return toOps / fromOps;
        }
        return Double.NaN;
    }

    /** Seconds in the time unit of "X/op", or null. */
    private static Double perOpSeconds(String unit) {
        if (!unit.endsWith("/op")) {
            return null;
        }
        return SECONDS.get(unit.substring(0, unit.length() - 3));
    }

    /** Seconds in the time unit of "ops/X", or null. */
    private static Double opsPerSecondsUnit(String unit) {
        if (!unit.startsWith("ops/")) {
            return null;
        }
        return SECONDS.get(unit.substring(4));
    }
}
