package dev.slidebench.bench.run;

import dev.slidebench.bench.BenchmarkSettings;
import dev.slidebench.core.Echo;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.record.JvmRecord;
import java.util.Arrays;
import java.util.Objects;
import org.openjdk.jmh.annotations.Threads;

/**
 * Whether a part holds the results of the fork it is named for: the same benchmark, strategy, thread
 * count (the plan's, else the benchmark's own) and JVM (its {@code java} path and {@code java.version})
 * as the plan's task. The mode and the VM build are not in the plan and are not checked. A part copied or
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
        Integer threads = task.threads() != null ? task.threads() : declaredThreads(task);
        if (threads != null) {
            differs("threads", result.threads(), threads);
        }
        JvmRecord jvm = plan.jvms().get(task.jvm());
        differs("jvm", result.jvm(), jvm.path());
        differs("jdkVersion", result.jdkVersion(), jvm.version());
    }

    /**
     * The thread count JMH gives a fork the plan sets none for: the benchmark's {@link Threads} (on the
     * method, else on its class or a superclass), else JMH's default of one; null for {@link Threads#MAX}
     * (the cores of the machine the fork ran on).
     */
    static Integer declaredThreads(RunPlan.Task task) {
        Class<?> type = task.workload().benchmarkClass();
        String method = task.benchmark().substring(task.benchmark().lastIndexOf('.') + 1);
        Threads declared = Arrays.stream(type.getMethods())
                .filter(m -> m.getName().equals(method))
                .map(m -> m.getAnnotation(Threads.class))
                .filter(Objects::nonNull)
                .findFirst()
                .orElse(null);
        for (Class<?> c = type; declared == null && c != null; c = c.getSuperclass()) {
            declared = c.getAnnotation(Threads.class);
        }
        int count = declared == null ? 1 : declared.value();
        return count == Threads.MAX ? null : count;
    }

    private static void differs(String field, Object found, Object planned) throws PartFiles.CorruptPartException {
        if (found == null || !Objects.equals(String.valueOf(found), String.valueOf(planned))) {
            // "the plan's": the part may be a stray one, or a fork of a JVM that changed since the run began
            throw new PartFiles.CorruptPartException("not this fork's results: $[0]." + field + " is " + shown(found)
                    + ", the plan's is " + shown(planned));
        }
    }

    private static String shown(Object value) {
        return value == null ? "missing" : Echo.quoted(String.valueOf(value));
    }
}
