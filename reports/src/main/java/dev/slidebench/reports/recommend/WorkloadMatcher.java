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
        Set<String> wanted = new HashSet<>();
        for (String name : names) {
            wanted.add(normalise(name));
        }
        if (wanted.contains("")) {
            throw new ReportInputException("--workload: empty name");
        }
        List<BenchmarkCase> matched = new ArrayList<>();
        Set<String> available = new LinkedHashSet<>();
        for (BenchmarkCase benchmarkCase : set.cases()) {
            String simple = benchmarkCase.simpleClassName();
            String stripped = simple.replaceAll("(?i)(benchmarks?|bench)$", "");
            available.add(stripped.isEmpty() ? simple : stripped);
            available.add(benchmarkCase.method());
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
        if (matched.isEmpty()) {
            throw new ReportInputException("--workload " + names.get(0)
                    + ": matches no benchmark (by class or method name); available: " + String.join(", ", available));
        }
        return matched;
    }

    private static String normalise(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.]", "");
    }
}
