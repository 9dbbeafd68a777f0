package dev.slidebench.tools.magic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Packs the 128 black-magic squares into one shared array: the squares are placed one by one in
 * {@link #order()}, each taking the candidate of its {@linkplain BlackMagicSearch#pool pool} whose
 * lowest fitting position ends lowest ({@link #choose}). A square's pool depends only on the seed
 * and the square, and its choice only on its pool and the squares placed before it.
 */
public final class BlackMagicPacker {

    private BlackMagicPacker() {}

    /** The black magics and offsets of all 128 squares, the length of the shared array and the entries in use. */
    public record Result(
            long[] rookMagics,
            long[] bishopMagics,
            int[] rookOffsets,
            int[] bishopOffsets,
            int entries,
            int usedEntries) {}

    /** A black square's chosen magic and offset (entry = offset + index). */
    public record Placement(long magic, int offset) {}

    /**
     * The order in which black squares are placed, as slots (0..63 rook squares, 64..127 bishop
     * squares): most relevant bits first, rook before bishop, then by square. The big squares go
     * first and leave holes; the small ones are placed into them.
     */
    public static int[] order() {
        Integer[] order = new Integer[128];
        int[] bits = new int[128];
        for (int slot = 0; slot < 128; slot++) {
            order[slot] = slot;
            bits[slot] = Long.bitCount(MagicKind.relevantMask(slot < 64, slot & 63));
        }
        Arrays.sort(order, (a, b) -> bits[a] != bits[b] ? Integer.compare(bits[b], bits[a]) : Integer.compare(a, b));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    /**
     * Searches black magics for all squares: the 128 pools (each independent of the others, so they
     * may be built on {@code threads} threads without changing the result), then the placement in
     * {@link #order()}.
     */
    public static Result search(BlackMagicSearch.Settings settings, int threads) {
        BlackMagicSearch.Candidate[][] pools = new BlackMagicSearch.Candidate[128][];
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        try {
            List<Future<BlackMagicSearch.Candidate[]>> futures = new ArrayList<>();
            for (int slot = 0; slot < 128; slot++) {
                boolean rook = slot < 64;
                int square = slot & 63;
                futures.add(executor.submit(() -> BlackMagicSearch.pool(rook, square, settings)));
            }
            for (int slot = 0; slot < 128; slot++) {
                pools[slot] = futures.get(slot).get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("black magic search interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("black magic search failed", e.getCause());
        } finally {
            executor.shutdownNow();
        }

        BlackTable table = new BlackTable();
        long[] magics = new long[128];
        int[] offsets = new int[128];
        for (int slot : order()) {
            boolean rook = slot < 64;
            int square = slot & 63;
            Placement placement = choose(pools[slot], table);
            magics[slot] = placement.magic();
            offsets[slot] = placement.offset();
            table.place(BlackLayout.of(rook, square, placement.magic()), placement.offset());
        }
        return new Result(
                Arrays.copyOfRange(magics, 0, 64),
                Arrays.copyOfRange(magics, 64, 128),
                Arrays.copyOfRange(offsets, 0, 64),
                Arrays.copyOfRange(offsets, 64, 128),
                table.end(),
                table.used());
    }

    /**
     * Black magic for one square given the squares already placed in {@code table} (which is not
     * changed): each candidate of the pool is put at its lowest position where every entry it needs
     * is free, and the one that reaches least far is taken (ties: earlier in the pool). Since the
     * table's length is the furthest reach so far, this also leaves the table shortest.
     */
    public static Placement choose(BlackMagicSearch.Candidate[] pool, BlackTable table) {
        BlackMagicSearch.Candidate best = null;
        int bestPosition = 0;
        int bestReach = Integer.MAX_VALUE;
        for (BlackMagicSearch.Candidate candidate : pool) {
            // Only a position that reaches less far than the best so far can win.
            int position = table.firstFree(candidate.bits(), bestReach - candidate.span() - 1);
            if (position >= 0) {
                best = candidate;
                bestPosition = position;
                bestReach = position + candidate.span();
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("empty black magic pool");
        }
        return new Placement(best.magic(), bestPosition - best.minIndex());
    }
}
