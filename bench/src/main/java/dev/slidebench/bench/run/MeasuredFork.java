package dev.slidebench.bench.run;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;

/**
 * One fork run through a {@link Forker}, with the machine's load average and CPU steal read just before and
 * just after it: the fork's outcome and its times (without contention, which its part holds).
 */
record MeasuredFork(Forker.Outcome outcome, ForkTimes times) {

    static MeasuredFork run(Forker forker, RunPlan plan, RunPlan.Task task, Path partsDir, Path part)
            throws IOException, ForkRunner.ForkFailedException {
        Double loadBefore = MachineLoad.loadAverage();
        MachineLoad.CpuTicks ticksBefore = MachineLoad.CpuTicks.now();
        Instant start = Instant.now();
        Forker.Outcome outcome = forker.run(plan, task, partsDir, part);
        Instant end = Instant.now();
        MachineLoad.CpuTicks ticksAfter = MachineLoad.CpuTicks.now();
        Double steal = ticksAfter == null ? null : ticksAfter.stealSince(ticksBefore);
        return new MeasuredFork(outcome, new ForkTimes(start, end, loadBefore, MachineLoad.loadAverage(), steal, null));
    }
}
