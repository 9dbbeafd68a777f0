package dev.slidebench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * Workload {@code threads}: the {@code random} queen loop on every core at once, each thread with its
 * own inputs (different seeds) and all of them sharing the strategy's static tables, as the threads
 * of a parallel search do. Big tables then compete for the shared cache levels and memory bandwidth.
 * The score is the time per lookup seen by one thread.
 *
 * <p>{@code ./slidebench run} runs it as a curve: one fork per thread count, 1, 2, 4, … up to twice the
 * cores (JMH {@code -t N}, see {@code Workload.threadCounts}), and the report lines the counts up as
 * lookups per second per thread and in total. {@link Threads#MAX} (one thread per core) is only the
 * default of plain JMH.
 */
@State(Scope.Thread)
@Threads(Threads.MAX)
public class ThreadedLookups extends BenchmarkSettings {

    int[] squares;
    long[] occupancies;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(ThreadParams thread, StrategyState state) {
        setUp(thread);
        SteadyWarmup.run(state.attacks, () -> queen(state));
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp(ThreadParams thread) {
        long seed = LookupInputs.SEED + thread.getThreadIndex();
        squares = LookupInputs.squares(seed);
        occupancies = LookupInputs.occupancies(seed);
    }

    @Benchmark
    @OperationsPerInvocation(LookupInputs.PAIRS)
    public long queen(StrategyState state) {
        return RandomLookups.queens(state, squares, occupancies);
    }
}
