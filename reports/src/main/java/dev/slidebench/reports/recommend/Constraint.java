package dev.slidebench.reports.recommend;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.Traits;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * One constraint of a recommendation, judged from what the run recorded about a value (run.json only).
 * A value whose property is not recorded cannot be shown to satisfy it and is excluded, saying so.
 *
 * @param option the command-line option, for messages
 * @param property what is judged, for messages
 * @param read the property from a value's traits (null when unknown)
 * @param violation the reason a known property fails, or null when it passes
 * @param description the constraint in words
 */
record Constraint(
        String option,
        String property,
        Function<Traits, Object> read,
        Function<Object, String> violation,
        String description) {

    static List<Constraint> of(Request request, ReportProfile.Words words) {
        List<Constraint> constraints = new ArrayList<>();
        if (request.maxTableBytes() != null) {
            long limit = request.maxTableBytes();
            constraints.add(new Constraint(
                    "--max-table-bytes",
                    "table bytes",
                    Traits::tableBytes,
                    v -> (Long) v > limit
                            ? "table " + Format.bytes((Long) v) + " > --max-table-bytes "
                                    + String.format(Locale.ROOT, "%,d", limit)
                            : null,
                    "tables of at most " + String.format(Locale.ROOT, "%,d", limit) + " bytes"));
        }
        // The focus option is no constraint: every value answers the focus (stored or computed); Recommender
        // ranks on the measured focus benchmark instead.
        if (request.stateful()) {
            constraints.add(new Constraint(
                    words.statefulOption(),
                    words.state(),
                    Traits::stateful,
                    v -> Boolean.TRUE.equals(v)
                            ? null
                            : "keeps no " + words.state() + " (" + words.statefulOption() + ")",
                    "a " + words.holder() + " with " + words.state()));
        }
        return constraints;
    }
}
