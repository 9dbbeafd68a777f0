package dev.slidebench.reports.recommend;

import dev.slidebench.reports.analysis.Settings;
import java.nio.file.Path;
import java.util.List;

/**
 * What to recommend for.
 *
 * @param workload the benchmark names to match as the user gave them first, then aliases (bench adds the
 *     class a workload id stands for); empty for every benchmark
 * @param maxTableBytes largest table allowed, or null
 * @param needFocus rank on the focus benchmark (the profile's {@code focusWorkload}), which the inputs must hold
 * @param stateful only values that keep state (run.json's {@code incremental}), ranked on a workload through it
 * @param jvm a run selector for the final choice, or null for the newest JVM
 */
public record Request(
        List<Path> inputs,
        String byParam,
        List<String> workload,
        Long maxTableBytes,
        boolean needFocus,
        boolean stateful,
        String jvm,
        Settings settings) {

    /** No constraints, every benchmark, the newest JVM: what the report's verdict uses. */
    public static Request unconstrained(String byParam, Settings settings) {
        return new Request(List.of(), byParam, List.of(), null, false, false, null, settings);
    }

    public boolean constrained() {
        return maxTableBytes != null || needFocus || stateful;
    }
}
