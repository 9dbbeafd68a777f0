package dev.slidebench.bench.run;

import java.time.Instant;

/**
 * When one fork ran and how busy the machine was around it: what its record in run.json says beside its
 * identity. Every field is null when unknown (a part whose record a kill lost).
 */
record ForkTimes(Instant start, Instant end, Double loadBefore, Double loadAfter, Double steal, Double contention) {

    /** A fork whose part is there but whose times are not. */
    static final ForkTimes UNKNOWN = new ForkTimes(null, null, null, null, null, null);

    /** The same times with the contention the fork's part reports. */
    ForkTimes withContention(Double measured) {
        return new ForkTimes(start, end, loadBefore, loadAfter, steal, measured);
    }
}
