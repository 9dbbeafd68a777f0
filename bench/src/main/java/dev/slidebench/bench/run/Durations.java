package dev.slidebench.bench.run;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as users type them: {@code 30s}, {@code 10m}, {@code 1h}, {@code 500ms}, {@code 0}, or parts
 * from hours down, {@code 1h30m}, {@code 2m30s}.
 */
public final class Durations {

    private static final Pattern FORM = Pattern.compile("(\\d{1,9})(ms|s|m|h)?");

    private static final Pattern COMPOUND = Pattern.compile("(?:\\d{1,9}h)?(?:\\d{1,9}m)?(?:\\d{1,9}s)?");

    private static final Pattern PART = Pattern.compile("(\\d{1,9})(h|m|s)");

    private Durations() {}

    /**
     * Parses a duration; a bare number is seconds.
     *
     * @throws IllegalArgumentException when the text is not one
     */
    public static Duration parse(String text) {
        String lower = text.trim().toLowerCase(Locale.ROOT);
        Matcher m = FORM.matcher(lower);
        if (!m.matches()) {
            if (lower.isEmpty() || !COMPOUND.matcher(lower).matches()) {
                throw new IllegalArgumentException("expected a duration like 30s, 10m, 1h or 1h30m");
            }
            Duration sum = Duration.ZERO;
            Matcher part = PART.matcher(lower);
            while (part.find()) {
                long n = Long.parseLong(part.group(1));
                sum = sum.plus(
                        switch (part.group(2)) {
                            case "h" -> Duration.ofHours(n);
                            case "m" -> Duration.ofMinutes(n);
                            default -> Duration.ofSeconds(n);
                        });
            }
            return sum;
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return switch (unit) {
            case "ms" -> Duration.ofMillis(n);
            case "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            default -> Duration.ofSeconds(n);
        };
    }

    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 3_600_000 == 0 && ms > 0) {
            return ms / 3_600_000 + "h";
        }
        if (ms % 60_000 == 0 && ms > 0) {
            return ms / 60_000 + "m";
        }
        if (ms % 1000 == 0) {
            return ms / 1000 + "s";
        }
        return ms + "ms";
    }
}
