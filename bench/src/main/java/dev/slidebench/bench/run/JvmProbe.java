package dev.slidebench.bench.run;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import dev.slidebench.core.Verifier;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.StrategyRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Run inside each JVM a run will use ({@code java -cp benchmarks.jar ...JvmProbe}): prints one JSON
 * object with the JVM's identity and every strategy as that JVM sees it (table bytes, init time,
 * incremental, stored x-ray, degraded reason — Pext is emulated on JDK 17 and real on 19+ —, family and
 * origin). Doubles as
 * the check that a {@code --jvm} is a Java that can run the suite.
 */
public final class JvmProbe {

    private JvmProbe() {}

    /** Argument that switches the probe to checking the named strategies instead of describing the JVM. */
    public static final String VERIFY = "--verify";

    /** Random occupancies per strategy on top of every relevant subset: a fraction of a second each. */
    static final long VERIFY_RANDOM = 20_000;

    static final long VERIFY_SEED = 20261130;

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals(VERIFY)) {
            System.exit(verify(List.of(args).subList(1, args.length)));
        }
        StrategyRegistry registry = StrategyRegistry.load();
        Map<String, StrategyRecord> strategies = new LinkedHashMap<>();
        for (StrategyRegistry.Entry entry : registry.entries()) {
            SlidingAttacks s = entry.strategy();
            strategies.put(
                    s.name(),
                    new StrategyRecord(
                            s.tableBytes(),
                            Math.round(entry.initNanos() / 1e4) / 100.0,
                            s.isIncremental(),
                            s.hasStoredXray(),
                            s.degradedReason(),
                            s.family().label(),
                            s.origin().describe().isEmpty() ? null : s.origin().describe()));
        }
        Map<String, String> failures = new LinkedHashMap<>();
        for (StrategyRegistry.Failure f : registry.failures()) {
            failures.put(f.provider(), f.reason());
        }
        // path and args are the parent's to fill in: it knows how it launched this JVM.
        JvmRecord self = new JvmRecord(
                null,
                System.getProperty("java.vendor"),
                System.getProperty("java.version"),
                System.getProperty("java.vm.name"),
                List.of(),
                strategies,
                failures);
        System.out.println(self.toJsonLine());
    }

    /**
     * Checks each named strategy against the reference with core's {@link Verifier} (every relevant subset
     * and random occupancies, stateless and through its board) in this JVM, which is the one that will
     * measure it. Prints {@code ok NAME} or {@code FAIL NAME: reason} per strategy; exit 1 if any failed.
     */
    static int verify(List<String> names) {
        int failed = 0;
        for (String name : names) {
            String outcome;
            try {
                Verifier.Result result = Verifier.verify(StrategyRegistry.find(name), VERIFY_RANDOM, VERIFY_SEED);
                outcome = result.passed() ? null : result.mismatch().describe();
            } catch (RuntimeException | LinkageError e) {
                outcome = name + ": threw " + e;
            }
            if (outcome == null) {
                System.out.println("ok " + name);
            } else {
                failed++;
                System.out.println("FAIL " + outcome.replaceAll("\\s+", " "));
            }
        }
        System.out.flush();
        return failed == 0 ? 0 : 1;
    }
}
