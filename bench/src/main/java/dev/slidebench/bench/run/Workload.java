package dev.slidebench.bench.run;

import java.util.List;

/** The JMH workloads of DESIGN.md, by the id used on the command line ({@code --workloads RE}). */
public enum Workload {
    RANDOM("random", "RandomLookups", true, List.of("queen"), List.of("queen", "rook", "bishop")),
    POSITIONS("positions", "PositionLookups", true, List.of("slider"), List.of("slider")),
    INCREMENTAL("incremental", "IncrementalReplay", true, List.of("replay"), List.of("replay", "toggles", "queries")),
    XRAY("xray", "XrayLookups", true, List.of("xray"), List.of("xray")),
    SQUARES("squares", "SquareCost", true, List.of("queen"), List.of("queen")),
    PERFT("perft", "PerftNodes", false, List.of("perft"), List.of("perft")),
    CACHE_PRESSURE("cache-pressure", "CachePressure", true, List.of("queen"), List.of("queen")),
    THREADS("threads", "ThreadedLookups", true, List.of("queen"), List.of("queen")),
    MOVEGEN("movegen", "MovegenLookups", true, List.of("queen"), List.of("queen")),
    INIT("init", "TableInit", false, List.of("initialise"), List.of("initialise"));

    public static final String PACKAGE = "dev.slidebench.bench";

    private final String id;
    private final String className;
    private final boolean hasBaseline;
    private final List<String> quickMethods;
    private final List<String> allMethods;

    Workload(String id, String className, boolean hasBaseline, List<String> quickMethods, List<String> allMethods) {
        this.id = id;
        this.className = className;
        this.hasBaseline = hasBaseline;
        this.quickMethods = quickMethods;
        this.allMethods = allMethods;
    }

    public String id() {
        return id;
    }

    /** Simple name of the JMH benchmark class. */
    public String className() {
        return className;
    }

    /** True for the lookup workloads, which carry a BASELINE row. */
    public boolean hasBaseline() {
        return hasBaseline;
    }

    /** True when forks are single-shot and take their iteration settings from the annotations. */
    public boolean isSingleShot() {
        return this == INIT;
    }

    /** Fully qualified JMH benchmark names of this workload in a profile. */
    public List<String> benchmarks(boolean allMethods) {
        return (allMethods ? this.allMethods : quickMethods)
                .stream().map(m -> PACKAGE + "." + className + "." + m).toList();
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
