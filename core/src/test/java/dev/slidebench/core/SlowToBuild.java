package dev.slidebench.core;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * A plug-in for the registry tests: answers as {@link RayLoop}, under a name that sorts before it, and is
 * slow to build in two ways: it works for at least {@link #WORK_NANOS} of CPU time, then sleeps for
 * {@link #SLEEP_MILLIS}, which takes wall time but no CPU time. Public with a no-argument constructor, so a
 * services file can name it.
 */
public final class SlowToBuild extends ReferenceStandIn {

    static final long WORK_NANOS = 2_000_000;
    static final long SLEEP_MILLIS = 150;

    /** Keeps the work from being optimised away. */
    static volatile long sink;

    public SlowToBuild() {
        super("BuiltSlowly");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        long work = 0;
        while (threads.getCurrentThreadCpuTime() - start < WORK_NANOS) {
            for (int square = 0; square < 64; square++) {
                work += RayLoop.INSTANCE.queenAttacks(square, work);
            }
        }
        sink = work;
        try {
            Thread.sleep(SLEEP_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
