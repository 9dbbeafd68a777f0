package dev.slidebench.bench;

import dev.slidebench.core.search.TranspositionTable;
import java.util.List;

/**
 * The reference's node counts of the bench search in its default configuration: the built-in
 * {@link SearchPositions} at depth {@value #DEPTH} with a {@link TranspositionTable#DEFAULT_BYTES}
 * table, as {@link dev.slidebench.core.RayLoop} searches them. Engines ship their bench signature the
 * same way, so that the default {@code slidebench bench} checks a strategy without running the slow
 * reference first; {@code SearchReferenceTest} searches with RayLoop and compares, so a change to the
 * search that changes the counts fails the build until these are updated. Any other configuration is
 * checked against RayLoop run live.
 */
public final class SearchReference {

    /** The default depth of {@code slidebench bench}: about two million nodes, a few seconds. */
    public static final int DEPTH = 6;

    /** The default table size. */
    public static final long TABLE_BYTES = TranspositionTable.DEFAULT_BYTES;

    /** RayLoop's nodes per built-in position (CPW 1–6, then the ten game positions). */
    static final List<Long> NODES = List.of(
            51_175L, 530_091L, 10_136L, 67_617L, 155_645L, 254_005L, 174_703L, 34_375L, 37_061L, 169_866L, 136_560L,
            107_410L, 165_429L, 133_739L, 136_215L, 9_310L);

    private SearchReference() {}

    /**
     * RayLoop's nodes per position for this configuration when it is the stored one, else null (the
     * caller then runs RayLoop).
     */
    public static List<Long> stored(boolean builtInPositions, int depth, long tableBytes) {
        return builtInPositions && depth == DEPTH && tableBytes == TABLE_BYTES ? NODES : null;
    }
}
