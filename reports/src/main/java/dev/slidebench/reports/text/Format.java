package dev.slidebench.reports.text;

import dev.slidebench.reports.stats.Ratio;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** How numbers are written in reports: four significant digits, thousands grouped, locale-independent. */
public final class Format {

    private Format() {}

    public static String number(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "\u221e" : "-\u221e";
        }
        if (value == 0) {
            return "0";
        }
        if (Math.abs(value) >= 10000) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(4, RoundingMode.HALF_EVEN));
        return rounded.toPlainString();
    }

    /** {@code [low, high]} of an interval around a mean, or "n/a" when it has no width (one value). */
    public static String interval(double low, double high) {
        if (Double.isNaN(low) || Double.isNaN(high)) {
            return "n/a";
        }
        return "[" + number(low) + ", " + number(high) + "]";
    }

    /** A ratio with its interval: {@code 1.234× [1.100, 1.370]}; {@code [n/a]} when the data give none. */
    public static String ratio(Ratio ratio) {
        String estimate = times(ratio.estimate());
        if (!ratio.hasInterval()) {
            return estimate + " [n/a]";
        }
        return estimate + " [" + fixed(ratio.low()) + ", " + fixed(ratio.high()) + "]";
    }

    public static String times(double value) {
        return fixed(value) + "\u00d7";
    }

    /** Three decimals below 10, else four significant digits. */
    public static String fixed(double value) {
        if (!Double.isFinite(value)) {
            return number(value);
        }
        return Math.abs(value) < 10 ? String.format(Locale.ROOT, "%.3f", value) : number(value);
    }

    public static String p(double p) {
        if (Double.isNaN(p)) {
            return "n/a";
        }
        if (p < 0.0001) {
            return "<0.0001";
        }
        return String.format(Locale.ROOT, "%.4f", p);
    }

    public static String bytes(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        return String.format(Locale.ROOT, "%,d B (%s KiB)", bytes, number(bytes / 1024.0));
    }
}
