package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The profiler inside a real JMH run, in this JVM ({@code forks(0)}, a fraction of a second): a worker's
 * CPU time per operation can never exceed the wall time per operation of the same iterations, and it is
 * reported in the unit of the score (always ns/op in throughput mode).
 */
class CpuTimeProfilerTest {

    private static String ignoreLock;

    @BeforeAll
    static void ignoreTheMachinesJmhLock() {
        // an in-process run needs no machine-wide lock, and other benchmark runs on this machine hold it
        ignoreLock = System.getProperty("jmh.ignoreLock");
        System.setProperty("jmh.ignoreLock", "true");
    }

    @AfterAll
    static void restore() {
        if (ignoreLock == null) {
            System.clearProperty("jmh.ignoreLock");
        } else {
            System.setProperty("jmh.ignoreLock", ignoreLock);
        }
    }

    /**
     * CPU and wall time per operation in the same unit: within a factor of 50 of each other. A unit
     * mistake (ns for us, or ops/ms taken as ms/op) is a factor of 1,000 or more. A tighter bound is not
     * a property of the profiler on a shared machine: the control's operation is under a nanosecond, and
     * a worker that spins at iteration edges while the JMH control thread waits for a core adds CPU time
     * without operations (seen 3.6 times the wall figure while a mutation run shared the 2 cores), while a
     * worker that waits for a core adds wall time without CPU time (contention up to 17 times here).
     */
    private static void assertSameScale(double cpu, double wall, String unit) {
        assertTrue(
                cpu <= wall * 50 && cpu >= wall / 50,
                cpu + " " + unit + " CPU vs " + wall + " " + unit + " wall: not the same unit");
    }

    private static RunResult runControl(Mode mode, TimeUnit unit) throws Exception {
        Options options = new OptionsBuilder()
                .include("^" + RandomLookups.class.getName().replace(".", "\\.") + "\\.queen$")
                .param("strategy", Control.PARAM_VALUE)
                .forks(0)
                .mode(mode)
                .timeUnit(unit)
                .warmupIterations(1)
                .warmupTime(TimeValue.milliseconds(50))
                .measurementIterations(2)
                .measurementTime(TimeValue.milliseconds(100))
                .addProfiler(CpuTimeProfiler.class)
                .shouldFailOnError(true)
                .build();
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        return new Runner(options, OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT))
                .run()
                .iterator()
                .next();
    }

    @Test
    void cpuTimePerOperationIsAtMostTheWallTimeInTheScoresUnit() throws Exception {
        RunResult r = runControl(Mode.AverageTime, TimeUnit.MICROSECONDS);
        Result<?> cpu = r.getSecondaryResults().get(CpuTimeProfiler.METRIC);
        assertNotNull(cpu, r.getSecondaryResults().keySet().toString());
        assertEquals("us/op", cpu.getScoreUnit());
        double wall = r.getPrimaryResult().getScore();
        assertTrue(cpu.getScore() > 0, "the worker ran: " + cpu.getScore());
        assertSameScale(cpu.getScore(), wall, "us/op");
    }

    @Test
    void inThroughputModeCpuTimeIsStillTimePerOperationInNanoseconds() throws Exception {
        RunResult r = runControl(Mode.Throughput, TimeUnit.MILLISECONDS);
        Result<?> cpu = r.getSecondaryResults().get(CpuTimeProfiler.METRIC);
        assertEquals("ns/op", cpu.getScoreUnit());
        double wallNanosPerOp = 1e6 / r.getPrimaryResult().getScore(); // ops/ms -> ns/op
        assertTrue(cpu.getScore() > 0, String.valueOf(cpu.getScore()));
        assertSameScale(cpu.getScore(), wallNanosPerOp, "ns/op");
    }

    /**
     * In a single-shot fork JMH starts the worker thread inside the measured iteration, so its start and
     * the trial's {@code @Setup} ran on its CPU clock before the benchmark method began: such a late worker
     * counts from the {@code markStart} of its benchmark method, a worker already running from its clock
     * before the iteration, and only a late worker without a mark from zero.
     */
    @Test
    void aLateWorkerCountsFromItsMarkNotFromItsStart() {
        Map<Long, Long> before = Map.of(1L, 1_000L);
        Map<Long, Long> after = Map.of(1L, 1_500L, 2L, 9_000L);
        // worker 1 ran 500 ns in the iteration; worker 2 started in it, spent 8,000 ns on start and set-up
        assertEquals(500 + 1_000, CpuTimeProfiler.workerCpuDuring(before, after, Map.of(2L, 8_000L), Map.of()));
        assertEquals(500 + 9_000, CpuTimeProfiler.workerCpuDuring(before, after, Map.of(), Map.of()));
        // a mark left by a worker that was running before does not move its start
        assertEquals(
                500 + 1_000, CpuTimeProfiler.workerCpuDuring(before, after, Map.of(1L, 1_400L, 2L, 8_000L), Map.of()));
    }

    /**
     * A single-shot worker goes on after its call returns (JMH's bookkeeping) before the clocks are read:
     * with an end mark it counts up to the mark. Worker 2 started in the iteration, marked its start at
     * 8,000 ns and its end at 8,600 ns, and its clock read 9,000 ns after: 600 ns are the call's.
     */
    @Test
    void aWorkerWithAnEndMarkCountsUpToIt() {
        Map<Long, Long> before = Map.of(1L, 1_000L);
        Map<Long, Long> after = Map.of(1L, 1_500L, 2L, 9_000L);
        assertEquals(500 + 600, CpuTimeProfiler.workerCpuDuring(before, after, Map.of(2L, 8_000L), Map.of(2L, 8_600L)));
        // a worker already running with an end mark: from its clock before to the mark
        assertEquals(
                300 + 1_000, CpuTimeProfiler.workerCpuDuring(before, after, Map.of(2L, 8_000L), Map.of(1L, 1_300L)));
    }

    /** The init workload in a real single-shot run (in this JVM) reports cpu.time in the score's unit. */
    @Test
    void aSingleShotRunReportsCpuTimeInTheScoresUnit() throws Exception {
        Options options = new OptionsBuilder()
                .include("^" + TableInit.class.getName().replace(".", "\\.") + "\\.initialise$")
                .param("strategy", "RayLoop")
                .forks(0)
                .addProfiler(CpuTimeProfiler.class)
                .shouldFailOnError(true)
                .build();
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        RunResult r = new Runner(options, OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT))
                .run()
                .iterator()
                .next();
        Result<?> cpu = r.getSecondaryResults().get(CpuTimeProfiler.METRIC);
        assertNotNull(cpu, r.getSecondaryResults().keySet().toString());
        assertEquals("ms/op", cpu.getScoreUnit());
        assertTrue(cpu.getScore() > 0, String.valueOf(cpu.getScore()));
    }
}
