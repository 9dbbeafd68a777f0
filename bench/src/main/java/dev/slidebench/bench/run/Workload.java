package dev.slidebench.bench.run;

import dev.slidebench.bench.CachePressure;
import dev.slidebench.bench.IncrementalReplay;
import dev.slidebench.bench.MovegenLookups;
import dev.slidebench.bench.PerftNodes;
import dev.slidebench.bench.PositionLookups;
import dev.slidebench.bench.RandomLookups;
import dev.slidebench.bench.SearchNodes;
import dev.slidebench.bench.SquareCost;
import dev.slidebench.bench.TableInit;
import dev.slidebench.bench.ThreadedLookups;
import dev.slidebench.bench.XrayLookups;
import java.util.List;

/** The JMH workloads of DESIGN.md, by the id used on the command line ({@code --workloads RE}). */
public enum Workload {
    RANDOM("random", RandomLookups.class, true, List.of("queen"), List.of("queen", "rook", "bishop")),
    POSITIONS("positions", PositionLookups.class, true, List.of("slider"), List.of("slider")),
    INCREMENTAL(
            "incremental", IncrementalReplay.class, true, List.of("replay"), List.of("replay", "toggles", "queries")),
    XRAY("xray", XrayLookups.class, true, List.of("xray"), List.of("xray")),
    SQUARES("squares", SquareCost.class, true, List.of("queen"), List.of("queen")),
    PERFT("perft", PerftNodes.class, false, List.of("perft"), List.of("perft")),
    SEARCH("search", SearchNodes.class, false, List.of("search"), List.of("search")),
    CACHE_PRESSURE("cache-pressure", CachePressure.class, true, List.of("queen"), List.of("queen")),
    THREADS("threads", ThreadedLookups.class, true, List.of("queen"), List.of("queen")),
    MOVEGEN("movegen", MovegenLookups.class, true, List.of("queen"), List.of("queen")),
    INIT("init", TableInit.class, false, List.of("initialise"), List.of("initialise"));

    private final String id;
    private final Class<?> benchmarkClass;
    private final boolean hasControl;
    private final List<String> quickMethods;
    private final List<String> allMethods;

    Workload(
            String id,
            Class<?> benchmarkClass,
            boolean hasControl,
            List<String> quickMethods,
            List<String> allMethods) {
        this.id = id;
        this.benchmarkClass = benchmarkClass;
        this.hasControl = hasControl;
        this.quickMethods = quickMethods;
        this.allMethods = allMethods;
    }

    public String id() {
        return id;
    }

    /** Simple name of the JMH benchmark class (what {@code recommend} matches workload ids against). */
    public String className() {
        return benchmarkClass.getSimpleName();
    }

    /** The JMH benchmark class. */
    public Class<?> benchmarkClass() {
        return benchmarkClass;
    }

    /** True for the lookup workloads, which carry the control row (BASELINE). */
    public boolean hasControl() {
        return hasControl;
    }

    /** True when forks are single-shot and take their iteration settings from the annotations. */
    public boolean isSingleShot() {
        return this == INIT;
    }

    /**
     * The thread counts this workload's forks run with, one fork each: for {@code threads} 1, 2, 4, … up
     * to twice the cores (powers of two, and 2 × cores itself when that is not one), so the curve shows
     * both sharing the tables across cores and what SMT or oversubscription does to them; for every
     * other workload a list holding only null, meaning "as the benchmark declares" (one thread).
     */
    public List<Integer> threadCounts(int cores) {
        if (this != THREADS) {
            return java.util.Collections.singletonList(null);
        }
        int most = 2 * Math.max(1, cores);
        List<Integer> counts = new java.util.ArrayList<>();
        for (int t = 1; t <= most; t *= 2) {
            counts.add(t);
        }
        if (counts.get(counts.size() - 1) != most) {
            counts.add(most);
        }
        return List.copyOf(counts);
    }

    /** Fully qualified JMH benchmark names of this workload in a profile. */
    public List<String> benchmarks(boolean allMethods) {
        return (allMethods ? this.allMethods : quickMethods)
                .stream().map(m -> benchmarkClass.getName() + "." + m).toList();
    }

    public static Workload byId(String id) {
        for (Workload w : values()) {
            if (w.id.equals(id)) {
                return w;
            }
        }
        throw new IllegalArgumentException("unknown workload '" + id + "'");
    }
}
