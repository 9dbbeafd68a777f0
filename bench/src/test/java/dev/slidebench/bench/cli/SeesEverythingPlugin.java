package dev.slidebench.bench.cli;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;

/**
 * A deliberately wrong plug-in, as a user's jar might be: every square is attacked, through every
 * piece. Not registered in the test resources (it would join every registry); {@link WrongPluginTest}
 * registers it in a child JVM's class path, exactly as {@code SLIDEBENCH_CLASSPATH} does.
 */
public final class SeesEverythingPlugin implements SlidingAttacks {

    @Override
    public String name() {
        return "SeesEverything";
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return ~Square.bit(square);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return ~Square.bit(square);
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
