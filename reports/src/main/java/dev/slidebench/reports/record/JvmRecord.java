package dev.slidebench.reports.record;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JVM of a run: who it is, the options every fork on it got, and each strategy as it sees it. The
 * child-JVM probe prints one of these (without {@code path} and {@code args}, which only the parent
 * knows) and the run records it as it was read.
 *
 * @param path the {@code java} executable, as JMH records it in each result's {@code jvm}
 * @param vendor {@code java.vendor}
 * @param version {@code java.version}, e.g. {@code 25.0.1}
 * @param vmName {@code java.vm.name}
 * @param args JVM options of every fork
 * @param strategies name to metadata, in registry order
 * @param failures providers that failed to load in this JVM: provider to reason (empty in older records)
 */
public record JvmRecord(
        String path,
        String vendor,
        String version,
        String vmName,
        List<String> args,
        Map<String, StrategyRecord> strategies,
        Map<String, String> failures) {

    public JvmRecord {
        args = List.copyOf(args);
        strategies = Collections.unmodifiableMap(new LinkedHashMap<>(strategies));
        failures = Collections.unmodifiableMap(new LinkedHashMap<>(failures));
    }

    /** The same JVM with the parent's knowledge added. */
    public JvmRecord withLaunch(String javaPath, List<String> jvmArgs) {
        return new JvmRecord(javaPath, vendor, version, vmName, jvmArgs, strategies, failures);
    }

    /** The feature release ({@code 17} for {@code 17.0.15}, {@code 25} for {@code 25}), or -1 when unknown. */
    public int feature() {
        return featureOf(version);
    }

    /** The feature release of a {@code java.version} or {@code JAVA_VERSION} text, or -1 when it has none. */
    public static int featureOf(String version) {
        if (version == null) {
            return -1;
        }
        // "1.8.0_392" names its feature second; "17.0.15", "25" and "25-ea" name it first.
        String[] parts = version.split("[.+_\\-]");
        String feature = parts[0].equals("1") && parts.length > 1 ? parts[1] : parts[0];
        return feature.matches("\\d{1,4}") ? Integer.parseInt(feature) : -1;
    }

    /**
     * Reads what the probe of {@code source} printed. {@code vendor}, {@code version} and {@code strategies}
     * are required: without them the answer is not a slidebench probe.
     *
     * @throws dev.slidebench.reports.ReportInputException naming {@code source} and what is wrong
     */
    public static JvmRecord readProbe(String source, String json) {
        RecordJson o = RecordJson.parse(source, json);
        o.requiredString("vendor");
        o.requiredString("version");
        if (!o.has("strategies")) {
            throw o.error(null, "missing \"strategies\"");
        }
        return read(o);
    }

    /**
     * Reads a JVM record embedded elsewhere (bench's {@code plan.json}); {@code source} and {@code path} name
     * it in errors.
     */
    public static JvmRecord fromJson(String source, String path, com.google.gson.JsonElement json) {
        return read(RecordJson.of(source, path, json));
    }

    static JvmRecord read(RecordJson o) {
        return new JvmRecord(
                o.string("path"),
                o.string("vendor"),
                o.string("version"),
                o.string("vmName"),
                o.strings("args"),
                StrategyRecord.readAll(o),
                o.stringMap("failures"));
    }

    public JsonObject toJson() {
        JsonObject o = new JsonObject();
        o.add("path", RecordJson.value(path));
        o.add("vendor", RecordJson.value(vendor));
        o.add("version", RecordJson.value(version));
        o.add("vmName", RecordJson.value(vmName));
        o.add("args", RecordJson.array(args));
        o.add("strategies", StrategyRecord.toJson(strategies));
        o.add("failures", RecordJson.object(failures));
        return o;
    }

    /** One line of JSON, as the probe prints it. */
    public String toJsonLine() {
        return new GsonBuilder().serializeNulls().disableHtmlEscaping().create().toJson(toJson());
    }
}
