package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.bench.CpuTimeProfiler;
import dev.slidebench.reports.record.JvmRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A part as a fork of a plan writes it: the fields JMH 1.37 writes for one fork (names and layout as in
 * this project's real parts) and {@link CpuTimeProfiler}'s {@code cpu.time}, with the task's identity
 * and the given iteration values (cpu.time at half of them).
 */
final class PartJson {

    private PartJson() {}

    static JsonArray of(RunPlan plan, RunPlan.Task task, double... values) {
        JvmRecord jvm = plan.jvms().get(task.jvm());
        JsonObject r = new JsonObject();
        r.addProperty("jmhVersion", "1.37");
        r.addProperty("benchmark", task.benchmark());
        r.addProperty("mode", "avgt");
        r.addProperty("threads", task.threads() == null ? 1 : task.threads());
        r.addProperty("forks", 1);
        r.addProperty("jvm", jvm.path());
        JsonArray args = new JsonArray();
        BenchmarkSettings.FORK_JVM_ARGS.forEach(args::add);
        r.add("jvmArgs", args);
        r.addProperty("jdkVersion", jvm.version());
        r.addProperty("vmName", jvm.vmName());
        r.addProperty("vmVersion", jvm.version() + "+7");
        r.addProperty("warmupIterations", 1);
        r.addProperty("warmupTime", "20 ms");
        r.addProperty("measurementIterations", values.length);
        r.addProperty("measurementTime", "20 ms");
        JsonObject params = new JsonObject();
        params.addProperty(BenchmarkSettings.STRATEGY_PARAM, task.strategy());
        r.add("params", params);
        r.add("primaryMetric", metric(values, 1.0));
        JsonObject secondary = new JsonObject();
        secondary.add(CpuTimeProfiler.METRIC, metric(values, 0.5));
        r.add("secondaryMetrics", secondary);
        JsonArray part = new JsonArray();
        part.add(r);
        return part;
    }

    private static JsonObject metric(double[] values, double scale) {
        JsonArray row = new JsonArray();
        double sum = 0;
        for (double v : values) {
            row.add(v * scale);
            sum += v * scale;
        }
        JsonArray rows = new JsonArray();
        rows.add(row);
        JsonObject m = new JsonObject();
        m.addProperty("score", sum / values.length);
        m.addProperty("scoreError", "NaN");
        m.addProperty("scoreUnit", "ns/op");
        m.add("rawData", rows);
        return m;
    }

    /** Writes the part of {@code task} into run directory {@code dir}, where a finished fork leaves it. */
    static Path write(Path dir, RunPlan plan, RunPlan.Task task, double... values) throws IOException {
        return Files.writeString(
                SuiteRunner.partFile(dir, task), of(plan, task, values).toString());
    }
}
