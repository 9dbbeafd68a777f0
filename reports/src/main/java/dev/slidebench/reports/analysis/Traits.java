package dev.slidebench.reports.analysis;

import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.StrategyRecord;

/**
 * What the run recorded about a compared value beside its measurements (from run.json; null where not
 * recorded, never guessed).
 *
 * @param stateful whether the value keeps state its application updates ({@link StrategyRecord#stateful})
 * @param stored whether it answers the profile's focus benchmark from stored tables ({@link
 *     StrategyRecord#stored})
 * @param degraded why the value ran a fallback path (say "emulated: Long.compress needs JDK 19+"), or null
 */
public record Traits(Long tableBytes, Boolean stateful, Boolean stored, String degraded, String family) {

    public static final Traits UNKNOWN = new Traits(null, null, null, null, null);

    /**
     * What a run's record says about a value on that run's JVM; unknown when the run has no record or
     * the values compared are not the ones it describes.
     */
    public static Traits of(Run run, String value, boolean describes) {
        if (!describes || run.metadata() == null) {
            return UNKNOWN;
        }
        // That JVM's own view first (a value may run a fallback on one JDK only), else the run-wide one.
        JvmRecord jvm = run.jvmRecord();
        StrategyRecord info = jvm != null && jvm.strategies().containsKey(value)
                ? jvm.strategies().get(value)
                : run.metadata().strategies().get(value);
        if (info == null) {
            return UNKNOWN;
        }
        return new Traits(info.tableBytes(), info.stateful(), info.stored(), info.degraded(), info.family());
    }

    public boolean emulated() {
        return degraded != null;
    }

    /** The name as every table, chart and verdict shows it: {@code name (emulated)} for a fallback path. */
    public String display(String value) {
        return emulated() ? value + " (emulated)" : value;
    }
}
