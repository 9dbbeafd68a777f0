package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.record.WarmupRule;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The profiler's iteration hooks in this JVM (CpuTimeProfilerTest runs them in JMH's forks, out of
 * a mutation run's sight): a thread named as JMH names its workers burns CPU between the two hooks,
 * and the metric is that thread's CPU time, read here from the same JVM clock, per measured operation.
 */
@SuppressWarnings({"rawtypes", "try"}) // JMH's Result is raw in its API; the worker's close joins its thread
class CpuTimeProfilerInProcessTest {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static final IterationParams ITERATION =
            new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.seconds(1), 1);

    private static BenchmarkParams params(Mode mode, TimeUnit unit) {
        return new BenchmarkParams(
                "dev.slidebench.bench.Fake.queen",
                "generated",
                false,
                1,
                new int[] {1},
                List.of(),
                1,
                0,
                ITERATION,
                ITERATION,
                mode,
                new WorkloadParams(),
                unit,
                1,
                "java",
                List.of(),
                "17",
                "vm",
                "17",
                "1.37",
                TimeValue.minutes(10));
    }

    /** A stand-in JMH worker: waits, burns CPU for {@code millis} when told, then waits again. */
    private static final class Worker implements AutoCloseable {
        final CountDownLatch ready = new CountDownLatch(1);
        final CountDownLatch go = new CountDownLatch(1);
        final CountDownLatch burnt = new CountDownLatch(1);
        final CountDownLatch stop = new CountDownLatch(1);
        final Thread thread;
        volatile long sink;

        Worker(long millis) {
            thread = new Thread(
                    () -> {
                        try {
                            THREADS.getCurrentThreadCpuTime(); // its first call's set-up, before the clocks are read
                            ready.countDown();
                            go.await();
                            long cpuStart = THREADS.getCurrentThreadCpuTime();
                            long x = 1;
                            while (THREADS.getCurrentThreadCpuTime() - cpuStart < millis * 1_000_000) {
                                for (int i = 0; i < 10_000; i++) {
                                    x = x * 6364136223846793005L + 1442695040888963407L;
                                }
                            }
                            sink = x;
                            burnt.countDown();
                            stop.await();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    },
                    "CpuTimeProfilerInProcessTest-jmh-worker-1");
            thread.setDaemon(true);
            thread.start();
            // Its start-up (the lambda's linkage, the clock's first call) runs before measure() reads
            // any clock: on a loaded machine it otherwise ran between the test's clock and the
            // profiler's, and the two differed by that millisecond (5% of a 20 ms burn).
            try {
                assertTrue(ready.await(60, TimeUnit.SECONDS), "the worker started");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19+
        long cpu() {
            return THREADS.getThreadCpuTime(thread.getId());
        }

        void burn() throws InterruptedException {
            go.countDown();
            assertTrue(burnt.await(60, TimeUnit.SECONDS));
        }

        @Override
        public void close() throws InterruptedException {
            stop.countDown();
            thread.join();
        }
    }

    private static Collection<? extends Result> measure(Worker worker, BenchmarkParams params, long ops, long[] cpuSeen)
            throws InterruptedException {
        CpuTimeProfiler profiler = new CpuTimeProfiler();
        long before = worker.cpu();
        profiler.beforeIteration(params, ITERATION);
        worker.burn();
        long after = worker.cpu();
        cpuSeen[0] = after - before;
        return profiler.afterIteration(
                params, ITERATION, new IterationResult(params, ITERATION, new IterationResultMetaData(ops, ops)));
    }

    @Test
    void theMetricIsTheWorkersCpuTimePerOperationInTheScoresUnit() throws Exception {
        long[] cpu = new long[1];
        try (Worker worker = new Worker(40)) {
            Collection<? extends Result> results =
                    measure(worker, params(Mode.AverageTime, TimeUnit.MICROSECONDS), 1000, cpu);
            assertEquals(1, results.size());
            Result r = results.iterator().next();
            assertEquals(CpuTimeProfiler.METRIC, r.getLabel());
            assertEquals("us/op", r.getScoreUnit());
            double expected = cpu[0] / 1000.0 / 1000.0; // ns over 1,000 operations, in microseconds
            assertTrue(cpu[0] >= 40_000_000L, "the worker burnt its 40 ms: " + cpu[0]);
            assertEquals(expected, r.getScore(), expected * 0.01, "within 1% of the worker's own clock");
        }
    }

    @Test
    void throughputStillGetsNanosecondsPerOperation() throws Exception {
        long[] cpu = new long[1];
        try (Worker worker = new Worker(20)) {
            Collection<? extends Result> results = measure(worker, params(Mode.Throughput, TimeUnit.SECONDS), 500, cpu);
            Result r = results.iterator().next();
            assertEquals("ns/op", r.getScoreUnit());
            double expected = cpu[0] / 500.0;
            assertEquals(expected, r.getScore(), expected * 0.01);
        }
    }

    @Test
    void noMeasuredOperationsOrNoWorkerMeansNoMetric() throws Exception {
        long[] cpu = new long[1];
        try (Worker worker = new Worker(5)) {
            assertEquals(
                    List.of(), List.copyOf(measure(worker, params(Mode.AverageTime, TimeUnit.NANOSECONDS), 0, cpu)));
        }
        // no thread named like a JMH worker at all
        CpuTimeProfiler profiler = new CpuTimeProfiler();
        BenchmarkParams params = params(Mode.AverageTime, TimeUnit.NANOSECONDS);
        profiler.beforeIteration(params, ITERATION);
        assertEquals(
                List.of(),
                List.copyOf(profiler.afterIteration(
                        params, ITERATION, new IterationResult(params, ITERATION, new IterationResultMetaData(9, 9)))));
    }

    @Test
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19+
    void aWorkerStartedInTheIterationCountsFromTheInitWorkloadsMark() throws Exception {
        TableInit init = new TableInit();
        init.type = dev.slidebench.core.RayLoop.class; // its constructor does nothing: microseconds
        BenchmarkParams params = params(Mode.SingleShotTime, TimeUnit.NANOSECONDS);
        CpuTimeProfiler profiler = new CpuTimeProfiler();
        profiler.beforeIteration(params, ITERATION);
        CountDownLatch measured = new CountDownLatch(1);
        CountDownLatch stop = new CountDownLatch(1);
        long[] cpuBeforeMark = new long[1];
        Thread worker = new Thread(
                () -> {
                    try {
                        // what JMH does in a fresh worker before the benchmark method: 30 ms of CPU here
                        long start = THREADS.getCurrentThreadCpuTime();
                        long x = 1;
                        while (THREADS.getCurrentThreadCpuTime() - start < 30_000_000L) {
                            x = x * 6364136223846793005L + 1442695040888963407L;
                        }
                        cpuBeforeMark[0] = THREADS.getCurrentThreadCpuTime() + (x & 0);
                        init.initialise();
                        measured.countDown();
                        stop.await();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                },
                "late-jmh-worker-1");
        worker.setDaemon(true);
        worker.start();
        try {
            assertTrue(measured.await(60, TimeUnit.SECONDS));
            long total = THREADS.getThreadCpuTime(worker.getId());
            Result r = profiler.afterIteration(
                            params,
                            ITERATION,
                            new IterationResult(params, ITERATION, new IterationResultMetaData(1, 1)))
                    .iterator()
                    .next();
            assertTrue(cpuBeforeMark[0] >= 30_000_000L, "the worker burnt its 30 ms before the mark");
            // counted from the mark: at most what the thread used after the 30 ms, not its whole CPU time
            assertTrue(
                    r.getScore() <= total - cpuBeforeMark[0] + 1_000_000,
                    r.getScore() + " ns counted of " + total + " ns in all");
        } finally {
            stop.countDown();
            worker.join();
        }
    }

    @Test
    void theProfilerSwitchesTheThreadCpuClockOnWhenItIsOff() {
        boolean was = THREADS.isThreadCpuTimeEnabled();
        try {
            THREADS.setThreadCpuTimeEnabled(false);
            new CpuTimeProfiler();
            assertTrue(THREADS.isThreadCpuTimeEnabled(), "its metric reads the workers' CPU clocks");
        } finally {
            THREADS.setThreadCpuTimeEnabled(was);
        }
    }

    @Test
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19+
    void anEndMarkCountsInItsOwnIterationOnly() throws Exception {
        // iteration 1: the worker leaves an end mark; iteration 2: it burns 20 ms and leaves none, so all of it
        // counts (an end mark kept from iteration 1 would end it before it began)
        CountDownLatch firstGo = new CountDownLatch(1);
        CountDownLatch firstDone = new CountDownLatch(1);
        CountDownLatch secondGo = new CountDownLatch(1);
        CountDownLatch secondDone = new CountDownLatch(1);
        CountDownLatch stop = new CountDownLatch(1);
        long[] sink = new long[1];
        Thread worker = new Thread(
                () -> {
                    try {
                        firstGo.await();
                        CpuTimeProfiler.markEnd();
                        firstDone.countDown();
                        secondGo.await();
                        long start = THREADS.getCurrentThreadCpuTime();
                        long x = 1;
                        while (THREADS.getCurrentThreadCpuTime() - start < 20_000_000L) {
                            x = x * 6364136223846793005L + 1442695040888963407L;
                        }
                        sink[0] = x;
                        secondDone.countDown();
                        stop.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "CpuTimeProfilerInProcessTest-jmh-worker-2");
        worker.setDaemon(true);
        worker.start();
        try {
            BenchmarkParams params = params(Mode.AverageTime, TimeUnit.NANOSECONDS);
            CpuTimeProfiler profiler = new CpuTimeProfiler();
            profiler.beforeIteration(params, ITERATION);
            firstGo.countDown();
            assertTrue(firstDone.await(60, TimeUnit.SECONDS));
            profiler.afterIteration(
                    params, ITERATION, new IterationResult(params, ITERATION, new IterationResultMetaData(1, 1)));

            profiler.beforeIteration(params, ITERATION);
            long before = THREADS.getThreadCpuTime(worker.getId());
            secondGo.countDown();
            assertTrue(secondDone.await(60, TimeUnit.SECONDS));
            long burnt = THREADS.getThreadCpuTime(worker.getId()) - before;
            Result r = profiler.afterIteration(
                            params,
                            ITERATION,
                            new IterationResult(params, ITERATION, new IterationResultMetaData(1000, 1000)))
                    .iterator()
                    .next();
            double expected = burnt / 1000.0;
            assertTrue(burnt >= 20_000_000L, "the worker burnt its 20 ms: " + burnt);
            assertEquals(expected, r.getScore(), expected * 0.01, "within 1% of the worker's own clock");
        } finally {
            stop.countDown();
            worker.join();
        }
    }

    private static List<String> labels(CpuTimeProfiler profiler, BenchmarkParams params, long ops) {
        return profiler
                .afterIteration(
                        params,
                        ITERATION,
                        new IterationResult(params, ITERATION, new IterationResultMetaData(ops, ops)))
                .stream()
                .map(Result::getLabel)
                .toList();
    }

    @Test
    void withoutMeasuredOperationsTheForksWarmupIsStillReportedAndAnEarlierOneIsForgotten() {
        List<String> warmup = List.of(WarmupRule.MILLIS_METRIC, WarmupRule.SLICES_METRIC, WarmupRule.STEADY_METRIC);
        System.setProperty(SteadyWarmup.PROPERTY, "0");
        try {
            BenchmarkParams params = params(Mode.AverageTime, TimeUnit.NANOSECONDS);
            SteadyWarmup.run(null, () -> 1); // an earlier benchmark's warm-up in this JVM (JMH with -f 0)
            CpuTimeProfiler profiler = new CpuTimeProfiler();
            profiler.beforeIteration(params, ITERATION);
            assertEquals(List.of(), labels(profiler, params, 0), "not this benchmark's");

            SteadyWarmup.run(null, () -> 1); // the trial's setup, after the first iteration's hook: one slice
            profiler.beforeIteration(params, ITERATION);
            assertEquals(warmup, labels(profiler, params, 0), "no cpu.time without operations, but the warm-up ran");
            profiler.beforeIteration(params, ITERATION);
            assertEquals(warmup, labels(profiler, params, 0), "and every iteration reports it");
        } finally {
            System.clearProperty(SteadyWarmup.PROPERTY);
            SteadyWarmup.reset();
        }
    }
}
