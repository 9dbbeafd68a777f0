package dev.slidebench.reports.chart;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * A value axis: a linear or base-10 logarithmic map from values to a pixel span, with ticks. Log
 * ticks are whole decades when the range spans several, else 1-2-5 or finer steps per decade, so a
 * range such as 1..1.8 (slowdowns) still gets ticks a reader can use.
 */
public final class Axis {

    /** How values map to pixels. */
    public enum Scale {
        LINEAR,
        LOG
    }

    /** A tick: its value and printed label. */
    public record Tick(double value, String label) {}

    // Mantissas per decade, coarse to fine; a log axis takes the coarsest that gives it enough ticks.
    private static final double[][] LOG_STEPS = {
        {1}, {1, 2, 5}, {1, 1.5, 2, 3, 5, 7}, {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9}
    };
    private static final int MIN_TICKS = 4;
    private static final int MAX_DECADE_TICKS = 8;

    private final Scale scale;
    private final double min;
    private final double max;
    private final List<Tick> ticks;

    private Axis(Scale scale, double min, double max, DoubleFunction<String> format) {
        this.scale = scale;
        this.min = min;
        this.max = max;
        List<Tick> list = new ArrayList<>();
        List<Double> values = scale == Scale.LOG ? logTicks(min, max) : linearTicks(min, max);
        for (double value : values) {
            list.add(new Tick(value, format.apply(value)));
        }
        this.ticks = List.copyOf(list);
    }

    /** A linear axis over exactly [min, max]. */
    public static Axis linear(double min, double max, DoubleFunction<String> format) {
        requireRange(min, max);
        return new Axis(Scale.LINEAR, min, max, format);
    }

    /** A log axis over exactly [min, max]; both must be positive. */
    public static Axis log(double min, double max, DoubleFunction<String> format) {
        requireRange(min, max);
        if (!(min > 0)) {
            throw new IllegalArgumentException("a log axis needs positive values, got minimum " + min);
        }
        return new Axis(Scale.LOG, min, max, format);
    }

    /**
     * A linear axis from 0 to the first tick at least 3% above {@code high} (room for the highest mark),
     * for quantities that start at zero (bars, times, counts).
     */
    public static Axis linearFromZero(double high, DoubleFunction<String> format) {
        if (!(high > 0) || !Double.isFinite(high)) {
            throw new IllegalArgumentException("a linear axis from zero needs a positive finite maximum, got " + high);
        }
        List<Double> ticks = linearTicks(0, high);
        double step = ticks.size() > 1 ? ticks.get(1) - ticks.get(0) : high;
        double last = ticks.get(ticks.size() - 1);
        return linear(0, last < high * 1.03 ? last + step : last, format);
    }

    /**
     * A log axis around the data [low, high] with a small margin (4% of the span, at least 2%) on the
     * log scale, so no mark sits on the frame.
     */
    public static Axis logAround(double low, double high, DoubleFunction<String> format) {
        if (!(low > 0) || !(high >= low)) {
            throw new IllegalArgumentException("a log axis needs 0 < low <= high, got " + low + ".." + high);
        }
        double margin = Math.max(Math.pow(high / low, 0.04), 1.02);
        return log(low / margin, high * margin, format);
    }

    private static void requireRange(double min, double max) {
        if (!Double.isFinite(min) || !Double.isFinite(max) || !(max > min)) {
            throw new IllegalArgumentException("axis range must be finite with max > min: " + min + ".." + max);
        }
    }

    public Scale scale() {
        return scale;
    }

    public double min() {
        return min;
    }

    public double max() {
        return max;
    }

    public List<Tick> ticks() {
        return ticks;
    }

    /** Where {@code value} falls between pixel {@code from} (at min) and {@code to} (at max); not clamped. */
    public double position(double value, double from, double to) {
        double fraction = scale == Scale.LOG
                ? (Math.log(value) - Math.log(min)) / (Math.log(max) - Math.log(min))
                : (value - min) / (max - min);
        return from + fraction * (to - from);
    }

    public boolean contains(double value) {
        return value >= min && value <= max;
    }

    /**
     * Ticks of a log axis over [min, max]: the coarsest mantissa set of {@link #LOG_STEPS} that gives at
     * least four ticks; many decades are thinned to every second, third, ... decade. A range too narrow
     * for any set (under ×1.2) gets linear ticks.
     */
    static List<Double> logTicks(double min, double max) {
        for (double[] mantissas : LOG_STEPS) {
            List<Double> ticks = ticksOf(mantissas, min, max);
            if (mantissas.length == 1 && ticks.size() > MAX_DECADE_TICKS) {
                int every = (ticks.size() + MAX_DECADE_TICKS - 1) / MAX_DECADE_TICKS;
                List<Double> thinned = new ArrayList<>();
                for (int i = 0; i < ticks.size(); i += every) {
                    thinned.add(ticks.get(i));
                }
                return thinned;
            }
            if (ticks.size() >= MIN_TICKS) {
                return ticks;
            }
        }
        List<Double> finest = ticksOf(LOG_STEPS[LOG_STEPS.length - 1], min, max);
        return finest.size() >= 2 ? finest : linearTicks(min, max);
    }

    private static List<Double> ticksOf(double[] mantissas, double min, double max) {
        List<Double> ticks = new ArrayList<>();
        int first = (int) Math.floor(Math.log10(min)) - 1;
        int last = (int) Math.ceil(Math.log10(max)) + 1;
        for (int exponent = first; exponent <= last; exponent++) {
            for (double mantissa : mantissas) {
                // Parsed from decimal text so 3 × 10^-1 is the double nearest 0.3, not 0.30000000000000004.
                double value = Double.parseDouble(mantissa + "E" + exponent);
                if (value >= min * (1 - 1e-12) && value <= max * (1 + 1e-12)) {
                    ticks.add(value);
                }
            }
        }
        return ticks;
    }

    /** Ticks of a linear axis over [min, max]: multiples of 1, 2 or 5 × 10^k, 4 to 10 of them. */
    static List<Double> linearTicks(double min, double max) {
        double span = max - min;
        double step = Math.pow(10, Math.floor(Math.log10(span)));
        for (double factor : new double[] {1, 0.5, 0.2, 0.1}) {
            double candidate = step * factor;
            if (span / candidate >= MIN_TICKS - 1) {
                step = candidate;
                break;
            }
        }
        BigDecimal exactStep = new BigDecimal(step, new MathContext(1));
        BigDecimal value = exactStep.multiply(BigDecimal.valueOf(Math.ceil(min / exactStep.doubleValue() - 1e-9)));
        List<Double> ticks = new ArrayList<>();
        while (value.doubleValue() <= max + span * 1e-9) {
            ticks.add(value.doubleValue());
            value = value.add(exactStep);
        }
        return ticks;
    }

    /** Up to three significant digits, grouped thousands, exponent form outside 0.001..999,999. */
    public static String plain(double value) {
        if (value == 0) {
            return "0";
        }
        double magnitude = Math.abs(value);
        if (magnitude >= 1e6 || magnitude < 1e-3) {
            int exponent = (int) Math.floor(Math.log10(magnitude));
            BigDecimal mantissa = new BigDecimal(value / Math.pow(10, exponent))
                    .round(new MathContext(3))
                    .stripTrailingZeros();
            return mantissa.toPlainString() + "e" + exponent;
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(3)).stripTrailingZeros();
        if (magnitude >= 1000 && rounded.scale() <= 0) {
            return String.format(Locale.ROOT, "%,d", rounded.longValueExact());
        }
        return rounded.toPlainString();
    }

    /** Exactly three significant digits, trailing zeros kept (10.0, 9.13, 113, 1,130): table-like columns. */
    public static String significant(double value) {
        if (value == 0 || !Double.isFinite(value)) {
            return value == 0 ? "0.00" : Double.toString(value);
        }
        double magnitude = Math.abs(value);
        if (magnitude >= 1e6 || magnitude < 1e-3) {
            return plain(value);
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(3));
        if (magnitude >= 1000) {
            return String.format(
                    Locale.ROOT,
                    "%,d",
                    rounded.setScale(0, java.math.RoundingMode.HALF_EVEN).longValueExact());
        }
        int exponent = rounded.precision() - rounded.scale() - 1;
        return rounded.setScale(Math.max(0, 2 - exponent), java.math.RoundingMode.HALF_EVEN)
                .toPlainString();
    }

    /** A ratio label: {@code 1.5×}. */
    public static String times(double value) {
        return plain(value) + "\u00d7";
    }

    /** Bytes in decimal units, matching decade ticks: 0 B, 100 B, 1 kB, 10 kB, 1 MB. */
    public static String bytes(double value) {
        return decimal(value, new String[] {" B", " kB", " MB", " GB", " TB"});
    }

    /** {@code value} divided by 1000 until below 1000 (or out of suffixes), then the suffix of that step. */
    static String decimal(double value, String[] suffixes) {
        int step = 0;
        double scaled = value;
        while (Math.abs(scaled) >= 1000 && step < suffixes.length - 1) {
            scaled /= 1000;
            step++;
        }
        return plain(scaled) + suffixes[step];
    }
}
