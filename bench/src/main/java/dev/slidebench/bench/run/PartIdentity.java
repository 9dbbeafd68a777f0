package dev.slidebench.bench.run;

import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.core.Echo;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.record.JvmRecord;
import java.util.Objects;

/**
 * Whether a part holds the results of the fork it is named for: the same benchmark, strategy, thread
 * count and JVM (its {@code java} path and {@code java.version}) as the plan's task. A part copied or
 * left from another fork is refused rather than joined under the wrong name (the join trusts the part's
 * own fields, so a BASELINE part named as RayLoop's would be counted as BASELINE's).
 */
final class PartIdentity {

    private PartIdentity() {}

    /** @throws PartFiles.CorruptPartException naming the first field that differs, with both values */
    static void check(BenchmarkResult result, RunPlan plan, RunPlan.Task task) throws PartFiles.CorruptPartException {
        differs("benchmark", result.benchmark(), task.benchmark());
        differs(
                "params." + BenchmarkSettings.STRATEGY_PARAM,
                result.params().get(BenchmarkSettings.STRATEGY_PARAM),
                task.strategy());
        if (task.threads() != null) {
            differs("threads", result.threads(), task.threads());
        }
        JvmRecord jvm = plan.jvms().get(task.jvm());
        differs("jvm", result.jvm(), jvm.path());
        differs("jdkVersion", result.jdkVersion(), jvm.version());
    }

    private static void differs(String field, Object found, Object planned) throws PartFiles.CorruptPartException {
        if (found == null || !Objects.equals(String.valueOf(found), String.valueOf(planned))) {
            throw new PartFiles.CorruptPartException("another fork's results: $[0]." + field + " is " + shown(found)
                    + ", this fork's is " + shown(planned));
        }
    }

    private static String shown(Object value) {
        return value == null ? "missing" : Echo.quoted(String.valueOf(value));
    }
}
