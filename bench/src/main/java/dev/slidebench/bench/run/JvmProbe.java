package dev.slidebench.bench.run;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;

/**
 * Run inside each JVM a run will use ({@code java -cp benchmarks.jar ...JvmProbe}): prints one JSON
 * object with the JVM's identity and every strategy as that JVM sees it (table bytes, init time,
 * incremental, stored x-ray, degraded reason — Pext is emulated on JDK 17 and real on 19+). Doubles as
 * the check that a {@code --jvm} is a Java that can run the suite.
 */
public final class JvmProbe {

    private JvmProbe() {}

    public static void main(String[] args) {
        JsonObject out = new JsonObject();
        out.addProperty("javaHome", System.getProperty("java.home"));
        out.addProperty("version", System.getProperty("java.version"));
        out.addProperty("feature", Runtime.version().feature());
        out.addProperty("vendor", System.getProperty("java.vendor"));
        out.addProperty("vmName", System.getProperty("java.vm.name"));
        out.addProperty("vmVersion", System.getProperty("java.vm.version"));
        JsonObject strategies = new JsonObject();
        for (StrategyRegistry.Entry entry : StrategyRegistry.load().entries()) {
            SlidingAttacks s = entry.strategy();
            JsonObject o = new JsonObject();
            o.addProperty("tableBytes", s.tableBytes());
            o.addProperty("initMs", Math.round(entry.initNanos() / 1e4) / 100.0);
            o.addProperty("incremental", s.isIncremental());
            o.addProperty("storedXray", s.hasStoredXray());
            o.addProperty("degraded", s.degradedReason());
            strategies.add(s.name(), o);
        }
        out.add("strategies", strategies);
        JsonObject failures = new JsonObject();
        for (StrategyRegistry.Failure f : StrategyRegistry.load().failures()) {
            failures.addProperty(f.provider(), f.reason());
        }
        out.add("failures", failures);
        System.out.println(new GsonBuilder().serializeNulls().create().toJson(out));
    }
}
