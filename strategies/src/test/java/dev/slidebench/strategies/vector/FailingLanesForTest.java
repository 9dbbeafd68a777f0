package dev.slidebench.strategies.vector;

/** A lanes class whose constructor fails, as one would on a JVM whose Vector API refuses a shape. */
public final class FailingLanesForTest {

    public FailingLanesForTest() {
        throw new IllegalStateException("no 512-bit species here");
    }
}
