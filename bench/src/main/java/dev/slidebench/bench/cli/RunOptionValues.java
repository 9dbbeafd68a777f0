package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.Durations;
import dev.slidebench.core.Echo;
import java.time.Duration;

/**
 * The values of {@code run}'s options that are given as text: durations ({@code --wait}, {@code --budget})
 * and ratios ({@code --margin}, {@code --resolution}). Each bad value is refused with one line naming the
 * option and the value.
 */
final class RunOptionValues {

    private RunOptionValues() {}

    /** A duration option such as {@code --wait 10m}. */
    static Duration duration(String option, String text) {
        try {
            return Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(option + ": " + Echo.quoted(text) + " " + e.getMessage());
        }
    }

    /** {@code --budget}: a duration that leaves time for a fork (null when not given). */
    static Duration budget(String text) {
        if (text == null) {
            return null;
        }
        Duration budget = duration("--budget", text);
        if (budget.isZero()) {
            throw new BadInputException("--budget: " + Echo.quoted(text) + " leaves no time for a fork");
        }
        return budget;
    }

    /** A ratio option: a number above 1 (null when not given). */
    static Double ratio(String option, String text) {
        if (text == null) {
            return null;
        }
        double ratio;
        try {
            ratio = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new BadInputException(
                    option + ": " + Echo.quoted(text) + " is not a number; expected a ratio like 1.10");
        }
        if (!(ratio > 1) || Double.isInfinite(ratio)) {
            throw new BadInputException(option + ": " + Echo.quoted(text) + " must be a ratio above 1, like 1.10");
        }
        return ratio;
    }
}
