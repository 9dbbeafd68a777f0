package dev.slidebench.reports.record;

import com.google.gson.JsonObject;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One fork of a run: one benchmark with one strategy on one JVM in one round, when it ran, what the
 * machine was doing meanwhile, and which {@code rawData} row of {@code results.json} holds it.
 *
 * <p><b>Identity of its data.</b> The fork's iterations are row {@link #row} of
 * {@code primaryMetric.rawData} (and of every secondary metric's {@code rawData}) in the one
 * {@code results.json} element whose {@code benchmark}, {@code params} and {@code jvm} equal this
 * record's. slidebench writes {@code results.json} and then {@code run.json} from the same merge, so a
 * reader joins forks to rows by these fields alone, never by order. {@code row} is null in records
 * before schema 2 and for a fork whose part is no longer in {@code results.json}.
 *
 * @param key the fork's id in the plan, also the name of its part file ({@code parts/KEY.json})
 * @param round 0-based round
 * @param workload the workload id ({@code random}, {@code positions}, …), null before schema 2
 * @param benchmark the JMH benchmark id
 * @param params JMH parameters of the fork; the compared one is {@code strategy}
 * @param jvm the {@code java} executable, equal to the result's {@code jvm}
 * @param jvmIndex index into the run's {@code jvms}, null before schema 2
 * @param start when the fork was started
 * @param end when its result was in
 * @param loadBefore the one-minute load average just before the fork
 * @param loadAfter the one-minute load average just after it
 * @param steal the share of the machine's CPU time stolen by the hypervisor during the fork (0..1, from
 *     {@code /proc/stat}), null where unknown
 * @param contention wall time ÷ CPU time of the benchmark threads over the measured iterations (1 = had a
 *     core to itself; 2 = waited as long as it ran), null where the fork has no {@code cpu.time}
 * @param row the fork's row in the element's {@code rawData}, see above
 * @param threads the benchmark threads the fork ran with (JMH {@code -t}; the result's {@code threads}),
 *     null before schema 3
 * @param warmupIterations the fork's warm-up iterations, null before schema 3 (then the run's {@code jmh}
 *     settings hold for every timed fork)
 * @param warmupTime the length of each warm-up iteration, JMH's text ({@code "80 ms"}), null before schema 3
 * @param steadyWarmup what the fork's warm-up until steady used before those JMH iterations ({@link
 *     WarmupRule}), null when it has none (forks written before it existed, single-shot forks, or JMH JSON
 *     without its secondary results); added within schema 3
 */
public record ForkRecord(
        String key,
        int round,
        String workload,
        String benchmark,
        Map<String, String> params,
        String jvm,
        Integer jvmIndex,
        Instant start,
        Instant end,
        Double loadBefore,
        Double loadAfter,
        Double steal,
        Double contention,
        Integer row,
        Integer threads,
        Integer warmupIterations,
        String warmupTime,
        SteadyWarmup steadyWarmup) {

    /**
     * What one fork's warm-up until steady used: its wall time, its slices, and whether it settled by the
     * rule or ended at the cap.
     */
    public record SteadyWarmup(double millis, int slices, boolean steady) {
        public SteadyWarmup {
            if (!(millis >= 0) || !Double.isFinite(millis)) {
                throw new IllegalArgumentException("warm-up milliseconds must be >= 0, got " + millis);
            }
            if (slices < 1) {
                throw new IllegalArgumentException("a warm-up has at least one slice, got " + slices);
            }
        }

        static SteadyWarmup read(RecordJson o) {
            Double millis = o.number("millis");
            Integer slices = o.integer("slices");
            Boolean steady = o.bool("steady");
            if (millis == null || !(millis >= 0)) {
                throw o.error("millis", millis == null ? "missing" : "must be >= 0, found " + millis);
            }
            if (slices == null || slices < 1) {
                throw o.error("slices", slices == null ? "missing" : "must be >= 1, found " + slices);
            }
            if (steady == null) {
                throw o.error("steady", "missing");
            }
            return new SteadyWarmup(millis, slices, steady);
        }

        JsonObject toJson() {
            JsonObject o = new JsonObject();
            o.addProperty("millis", millis);
            o.addProperty("slices", slices);
            o.addProperty("steady", steady);
            return o;
        }
    }

    public ForkRecord {
        params = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** The same fork with its warm-up until steady as read from its JMH result. */
    public ForkRecord withSteadyWarmup(SteadyWarmup used) {
        return with(row, used);
    }

    /** The same fork, now at {@code newRow} of its element's rawData. */
    public ForkRecord withRow(Integer newRow) {
        return with(newRow, steadyWarmup);
    }

    private ForkRecord with(Integer newRow, SteadyWarmup used) {
        return new ForkRecord(
                key,
                round,
                workload,
                benchmark,
                params,
                jvm,
                jvmIndex,
                start,
                end,
                loadBefore,
                loadAfter,
                steal,
                contention,
                newRow,
                threads,
                warmupIterations,
                warmupTime,
                used);
    }

    static ForkRecord read(RecordJson o) {
        Integer round = o.integer("round");
        if (round == null || round < 0) {
            throw o.error("round", round == null ? "missing" : "must be >= 0, found " + round);
        }
        Integer row = o.integer("row");
        if (row != null && row < 0) {
            throw o.error("row", "must be >= 0, found " + row);
        }
        Integer threads = o.integer("threads");
        if (threads != null && threads < 1) {
            throw o.error("threads", "must be >= 1, found " + threads);
        }
        Integer warmupIterations = o.integer("warmupIterations");
        if (warmupIterations != null && warmupIterations < 0) {
            throw o.error("warmupIterations", "must be >= 0, found " + warmupIterations);
        }
        return new ForkRecord(
                o.string("key"),
                round,
                o.string("workload"),
                o.requiredString("benchmark"),
                o.stringMap("params"),
                o.string("jvm"),
                o.integer("jvmIndex"),
                o.instant("start"),
                o.instant("end"),
                o.number("loadBefore"),
                o.number("loadAfter"),
                o.number("steal"),
                o.number("contention"),
                row,
                threads,
                warmupIterations,
                o.string("warmupTime"),
                o.object("steadyWarmup", SteadyWarmup::read));
    }

    JsonObject toJson() {
        JsonObject o = new JsonObject();
        o.add("key", RecordJson.value(key));
        o.addProperty("round", round);
        o.add("workload", RecordJson.value(workload));
        o.add("benchmark", RecordJson.value(benchmark));
        o.add("params", RecordJson.object(params));
        o.add("jvm", RecordJson.value(jvm));
        o.add("jvmIndex", RecordJson.value(jvmIndex));
        o.add("start", RecordJson.value(start));
        o.add("end", RecordJson.value(end));
        o.add("loadBefore", RecordJson.value(loadBefore));
        o.add("loadAfter", RecordJson.value(loadAfter));
        o.add("steal", RecordJson.value(steal));
        o.add("contention", RecordJson.value(contention));
        o.add("row", RecordJson.value(row));
        o.add("threads", RecordJson.value(threads));
        o.add("warmupIterations", RecordJson.value(warmupIterations));
        o.add("warmupTime", RecordJson.value(warmupTime));
        if (steadyWarmup != null) {
            o.add("steadyWarmup", steadyWarmup.toJson());
        }
        return o;
    }

    /** True when this record and a JMH result element describe the same (benchmark, params, JVM). */
    public boolean sameCell(String resultBenchmark, Map<String, String> resultParams, String resultJvm) {
        return benchmark.equals(resultBenchmark)
                && params.equals(resultParams)
                && java.util.Objects.equals(jvm, resultJvm);
    }

    /**
     * Whether this fork can belong to a result run with {@code resultThreads} threads: yes when either is
     * unknown (records before schema 3, JSON without {@code threads}), else when they are equal.
     */
    public boolean sameThreads(Integer resultThreads) {
        return threads == null || resultThreads == null || threads.equals(resultThreads);
    }
}
