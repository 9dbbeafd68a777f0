package dev.slidebench.tools;

/**
 * The scratch table of a hash trial: which attack set each index holds in the current trial. An
 * epoch stamp per entry marks it as written in this trial, so starting the next trial costs nothing
 * instead of clearing the table.
 */
public final class EpochTable {

    private final int[] stamps;
    private final long[] attacks;
    /**
     * The current trial's stamp. It starts above the stamps' initial 0 so that a new table holds
     * nothing; package-private so that a test can stand where 2^32 clears would take it.
     */
    int epoch = 1;

    public EpochTable(int size) {
        stamps = new int[size];
        attacks = new long[size];
    }

    /** Forgets every entry. */
    public void clear() {
        if (++epoch == 0) {
            java.util.Arrays.fill(stamps, 0);
            epoch = 1;
        }
    }

    /**
     * Stores {@code attackSet} at {@code index} unless the index already holds a different one (a
     * destructive collision). An index that holds the same set is a constructive collision and fine.
     *
     * @return false on a destructive collision
     */
    public boolean put(int index, long attackSet) {
        if (stamps[index] == epoch) {
            return attacks[index] == attackSet;
        }
        stamps[index] = epoch;
        attacks[index] = attackSet;
        return true;
    }

    /** True when {@code index} was written in this trial. */
    public boolean holds(int index) {
        return stamps[index] == epoch;
    }

    /** The attack set at {@code index}, valid when {@link #holds} is true. */
    public long get(int index) {
        return attacks[index];
    }
}
