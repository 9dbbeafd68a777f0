package dev.slidebench.bench.cli;

import dev.slidebench.bench.run.JdkDiscovery;
import dev.slidebench.bench.run.ProbeClient;
import dev.slidebench.bench.run.Selection;
import dev.slidebench.core.StrategyPreference;
import dev.slidebench.reports.record.JvmRecord;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a new run measures on what: probes the JVMs of {@code --jvm} (with {@code auto} expanded, or this
 * JVM) and picks the strategies from {@code --strategies} and {@code --beside-fastest}, or each one that
 * runs its own path when neither is given.
 */
final class RunStrategies {

    /** The probed JVMs and the strategies chosen to run on them. */
    record Chosen(List<JvmRecord> probes, List<String> strategies) {}

    private RunStrategies() {}

    /**
     * @param strategies the {@code --strategies} regex, or null
     * @param besideFastest the {@code --beside-fastest} count, or null
     */
    static Chosen choose(List<String> jvms, String strategies, Integer besideFastest, PrintWriter stdout) {
        try {
            List<JvmRecord> probes = new ArrayList<>();
            for (String jvm : javas(jvms)) {
                probes.add(ProbeClient.probe(jvm, ProbeClient.TIMEOUT));
            }
            if (besideFastest == null && strategies == null) {
                return new Chosen(probes, Selection.ownPath(probes));
            } else if (besideFastest == null) {
                return new Chosen(probes, Selection.strategies(probes, strategies));
            }
            return new Chosen(probes, besideFastest(probes, strategies, besideFastest, stdout));
        } catch (Selection.BadSelectionException e) {
            throw new BadInputException(e.getMessage());
        } catch (ProbeClient.BadJvmException e) {
            throw new BadInputException("--jvm: " + e.getMessage());
        }
    }

    /** The first {@code count} of the preference order on {@code probes}' fast paths, with {@code strategies}. */
    private static List<String> besideFastest(List<JvmRecord> probes, String strategies, int count, PrintWriter stdout)
            throws Selection.BadSelectionException {
        List<String> fastest = Selection.fastest(probes, count);
        String jvmNoun = probes.size() == 1 ? "this JVM" : "these JVMs";
        if (fastest.isEmpty() && strategies == null) {
            throw new BadInputException("--beside-fastest: no strategy of the preference order ("
                    + StrategyPreference.ORDER_TEXT + ") runs on its fast path on " + jvmNoun);
        }
        List<String> selected =
                strategies == null ? fastest : Selection.union(Selection.strategies(probes, strategies), fastest);
        stdout.printf(
                "beside the %d fastest by slidebench's preference order on %s: %s%n",
                count, jvmNoun, fastest.isEmpty() ? "none runs its fast path there" : String.join(", ", fastest));
        stdout.flush();
        return selected;
    }

    /** The java executables to probe: the --jvm values with 'auto' expanded, or this JVM. */
    private static List<String> javas(List<String> jvms) {
        if (jvms.isEmpty()) {
            return List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString());
        }
        Set<String> javas = new LinkedHashSet<>();
        for (String jvm : jvms) {
            if (jvm.equals(RunCommand.AUTO)) {
                List<JdkDiscovery.Jdk> found = JdkDiscovery.find(JdkDiscovery.searchRoots()).stream()
                        .filter(j -> j.feature() >= 17)
                        .toList();
                if (found.isEmpty()) {
                    throw new BadInputException("--jvm auto: no JDK 17+ found in " + JdkDiscovery.searchRoots());
                }
                found.forEach(
                        j -> javas.add(ProbeClient.javaExecutable(j.home()).toString()));
            } else {
                javas.add(jvm);
            }
        }
        return new ArrayList<>(javas);
    }
}
