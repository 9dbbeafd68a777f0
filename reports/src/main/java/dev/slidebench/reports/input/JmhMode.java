package dev.slidebench.reports.input;

import java.util.Locale;

/**
 * JMH's benchmark modes as they appear in its JSON ({@code "mode"}), with the direction in which a
 * score is better: throughput counts operations per time (higher is better); the three time modes
 * measure time per operation (lower is better).
 */
public enum JmhMode {
    THROUGHPUT("thrpt", true, "throughput"),
    AVERAGE_TIME("avgt", false, "average time"),
    SAMPLE_TIME("sample", false, "sampled time"),
    SINGLE_SHOT_TIME("ss", false, "single-shot time");

    private final String label;
    private final boolean higherIsBetter;
    private final String description;

    JmhMode(String label, boolean higherIsBetter, String description) {
        this.label = label;
        this.higherIsBetter = higherIsBetter;
        this.description = description;
    }

    /** The mode for JMH's short label ({@code thrpt}, {@code avgt}, {@code sample}, {@code ss}), or null. */
    public static JmhMode fromLabel(String label) {
        String wanted = label.toLowerCase(Locale.ROOT);
        for (JmhMode mode : values()) {
            if (mode.label.equals(wanted)) {
                return mode;
            }
        }
        return null;
    }

    public String label() {
        return label;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    public String description() {
        return description;
    }

    /** "higher is better" or "lower is better". */
    public String direction() {
        return higherIsBetter ? "higher is better" : "lower is better";
    }
}
