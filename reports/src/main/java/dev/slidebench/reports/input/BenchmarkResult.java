package dev.slidebench.reports.input;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One element of a JMH JSON array: one benchmark method in one mode with one set of parameter
 * values, as run on one JVM. Fields JMH may leave out are null (strings, boxed numbers) or empty.
 *
 * @param file the file it was read from
 * @param index its position in the file's array
 * @param benchmark the full name, {@code package.Class.method}
 * @param mode the benchmark mode
 * @param threads worker threads, or null
 * @param params the parameters, as JMH writes them (strings)
 * @param primary the primary metric
 * @param secondary the secondary metrics by name (profilers, sample-mode percentiles), in file order
 */
public record BenchmarkResult(
        Path file,
        int index,
        String benchmark,
        JmhMode mode,
        Integer threads,
        String jmhVersion,
        String jvm,
        List<String> jvmArgs,
        String jdkVersion,
        String vmName,
        String vmVersion,
        Integer declaredForks,
        Integer warmupIterations,
        String warmupTime,
        Integer measurementIterations,
        String measurementTime,
        Map<String, String> params,
        Metric primary,
        Map<String, Metric> secondary) {

    /** The method name: the part after the last dot. */
    public String method() {
        return methodOf(benchmark);
    }

    /** The class's simple name: the part between the last two dots, or "" when there is none. */
    public String simpleClassName() {
        return simpleClassNameOf(benchmark);
    }

    /** The method of a JMH benchmark id ({@code package.Class.method}). */
    public static String methodOf(String benchmark) {
        int dot = benchmark.lastIndexOf('.');
        return dot < 0 ? benchmark : benchmark.substring(dot + 1);
    }

    /** The class's simple name of a JMH benchmark id, or "" when it has none. */
    public static String simpleClassNameOf(String benchmark) {
        int dot = benchmark.lastIndexOf('.');
        if (dot < 0) {
            return "";
        }
        return benchmark.substring(benchmark.lastIndexOf('.', dot - 1) + 1, dot);
    }
}
