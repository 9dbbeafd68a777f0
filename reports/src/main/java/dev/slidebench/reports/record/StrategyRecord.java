package dev.slidebench.reports.record;

import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the project's {@code list} step knows about a compared value as one JVM sees it (a value may run
 * its fast path on one JDK and a fallback on another). The member names are run.json's schema (DESIGN).
 *
 * @param tableBytes bytes of the tables it holds
 * @param initMs milliseconds its tables took to build in the probe
 * @param incremental whether it keeps state its application updates (the report's {@code stateful})
 * @param storedXray whether it answers the profile's focus benchmark from stored tables (the report's
 *     {@code stored})
 * @param degraded the reason it runs a fallback path on this JVM, or null
 * @param family its family label, null in records before schema 2
 * @param origin who published the idea, when and where, null
 *     when the value does not say or the record is older
 */
public record StrategyRecord(
        Long tableBytes,
        Double initMs,
        Boolean incremental,
        Boolean storedXray,
        String degraded,
        String family,
        String origin) {

    /** A record without an origin. */
    public StrategyRecord(
            Long tableBytes, Double initMs, Boolean incremental, Boolean storedXray, String degraded, String family) {
        this(tableBytes, initMs, incremental, storedXray, degraded, family, null);
    }

    static StrategyRecord read(RecordJson o) {
        Long bytes = o.whole("tableBytes");
        if (bytes != null && bytes < 0) {
            throw o.error("tableBytes", "must be >= 0, found " + bytes);
        }
        return new StrategyRecord(
                bytes,
                o.number("initMs"),
                o.bool("incremental"),
                o.bool("storedXray"),
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
        o.add("incremental", RecordJson.value(incremental));
        o.add("storedXray", RecordJson.value(storedXray));
        o.add("degraded", RecordJson.value(degraded));
        o.add("family", RecordJson.value(family));
        o.add("origin", RecordJson.value(origin));
        return o;
    }
}
