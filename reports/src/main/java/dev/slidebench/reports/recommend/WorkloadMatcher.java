package dev.slidebench.reports.recommend;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which benchmark cases a {@code --workload} names: case-insensitively and ignoring '-' and '_', the
 * method name, the class's simple name with or without a trailing "Benchmark"/"Bench", {@code
 * Class.method} or the full name. Every alias is tried; the error names what the user typed.
 */
final class WorkloadMatcher {

    private WorkloadMatcher() {}

    static List<BenchmarkCase> select(ResultSet set, List<String> names) {
        if (names.isEmpty()) {
            return set.cases();
        }
        List<BenchmarkCase> matched = find(set, names);
        if (matched.isEmpty()) {
            throw new ReportInputException("--workload " + names.get(0)
                    + ": matches no benchmark (by class or method name); available: "
                    + String.join(", ", available(set)));
        }
        return matched;
    }

    /** The cases any of {@code names} matches; empty when none does. */
    static List<BenchmarkCase> find(ResultSet set, List<String> names) {
        Set<String> wanted = new HashSet<>();
        for (String name : names) {
            wanted.add(normalise(name));
        }
        if (wanted.contains("")) {
            throw new ReportInputException("--workload: empty name");
        }
        List<BenchmarkCase> matched = new ArrayList<>();
        for (BenchmarkCase benchmarkCase : set.cases()) {
            String simple = benchmarkCase.simpleClassName();
            String stripped = stripped(simple);
            Set<String> caseNames = new HashSet<>(List.of(
                    normalise(benchmarkCase.method()),
                    normalise(simple),
                    normalise(stripped),
                    normalise(simple + "." + benchmarkCase.method()),
                    normalise(benchmarkCase.benchmark())));
            if (caseNames.stream().anyMatch(wanted::contains)) {
                matched.add(benchmarkCase);
            }
        }
        return matched;
    }

    private static String stripped(String simpleClassName) {
        return simpleClassName.replaceAll("(?i)(benchmarks?|bench)$", "");
    }

    private static Set<String> available(ResultSet set) {
        Set<String> available = new LinkedHashSet<>();
        for (BenchmarkCase benchmarkCase : set.cases()) {
            String simple = benchmarkCase.simpleClassName();
            String stripped = stripped(simple);
            available.add(stripped.isEmpty() ? simple : stripped);
            available.add(benchmarkCase.method());
        }
        return available;
    }

    private static String normalise(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.]", "");
    }
}
