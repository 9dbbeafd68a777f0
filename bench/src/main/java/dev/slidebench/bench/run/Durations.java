package dev.slidebench.bench.run;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as users type them: {@code 30s}, {@code 10m}, {@code 1h}, {@code 500ms}, {@code 0}. */
public final class Durations {

    private static final Pattern FORM = Pattern.compile("(\\d{1,9})(ms|s|m|h)?");

    private Durations() {}

    /**
     * Parses a duration; a bare number is seconds.
     *
     * @throws IllegalArgumentException when the text is not one
     */
    public static Duration parse(String text) {
        Matcher m = FORM.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("expected a duration like 30s, 10m or 1h");
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
