package dev.slidebench.reports.record;

import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the project's {@code list} step knows about a compared value as one JVM sees it (a value may run
 * its fast path on one JDK and a fallback on another). The member names are run.json's schema (DESIGN);
 * two of them are the project's words for a trait the report knows by its own name ({@link #STATEFUL_MEMBER},
 * {@link #STORED_MEMBER}).
 *
 * @param tableBytes bytes of the tables it holds
 * @param initMs milliseconds its tables took to build in the probe
 * @param stateful whether it keeps state its application updates
 * @param stored whether it answers the profile's focus benchmark from stored tables
 * @param degraded the reason it runs a fallback path on this JVM, or null
 * @param family its family label, null in records before schema 2
 * @param origin who published the idea, when and where, null
 *     when the value does not say or the record is older
 */
public record StrategyRecord(
        Long tableBytes,
        Double initMs,
        Boolean stateful,
        Boolean stored,
        String degraded,
        String family,
        String origin) {

    /** The run.json member that holds {@link #stateful} (the project's name for keeping state). */
    static final String STATEFUL_MEMBER = "incremental";

    /** The run.json member that holds {@link #stored} (the project's name for its focus answered from tables). */
    static final String STORED_MEMBER = "storedXray";

    /** A record without an origin. */
    public StrategyRecord(
            Long tableBytes, Double initMs, Boolean stateful, Boolean stored, String degraded, String family) {
        this(tableBytes, initMs, stateful, stored, degraded, family, null);
    }

    static StrategyRecord read(RecordJson o) {
        Long bytes = o.whole("tableBytes");
        if (bytes != null && bytes < 0) {
            throw o.error("tableBytes", "must be >= 0, found " + bytes);
        }
        return new StrategyRecord(
                bytes,
                o.number("initMs"),
                o.bool(STATEFUL_MEMBER),
                o.bool(STORED_MEMBER),
                o.string("degraded"),
                o.string("family"),
                o.string("origin"));
    }

    /** The {@code strategies} member of {@code holder} (a run or a JVM), by name in file order. */
    static Map<String, StrategyRecord> readAll(RecordJson holder) {
        Map<String, StrategyRecord> strategies = new LinkedHashMap<>();
        holder.members("strategies").forEach((name, s) -> strategies.put(name, read(s)));
        return strategies;
    }

    static JsonObject toJson(Map<String, StrategyRecord> strategies) {
        JsonObject o = new JsonObject();
        strategies.forEach((name, info) -> o.add(name, info.toJson()));
        return o;
    }

    JsonObject toJson() {
        JsonObject o = new JsonObject();
        o.add("tableBytes", RecordJson.value(tableBytes));
        o.add("initMs", RecordJson.value(initMs));
        o.add(STATEFUL_MEMBER, RecordJson.value(stateful));
        o.add(STORED_MEMBER, RecordJson.value(stored));
        o.add("degraded", RecordJson.value(degraded));
        o.add("family", RecordJson.value(family));
        o.add("origin", RecordJson.value(origin));
        return o;
    }
}
