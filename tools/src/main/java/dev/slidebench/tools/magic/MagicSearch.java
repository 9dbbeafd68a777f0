package dev.slidebench.tools.magic;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;

/**
 * The project's own deterministic, seeded search for the magic numbers of {@code PlainMagic} and
 * {@code FancyMagic} (black magics: {@link BlackMagicSearch} and {@link BlackMagicPacker}); its output
 * is pasted into those classes as constants, so no strategy ever searches at start-up. See
 * {@code strategies/MAGICS.md} for the method, the seed used and how long it took; the command line
 * is {@link MagicSearchCli}.
 *
 * <p>The standard random trial (Tord Romstad's generator as presented on the Chess Programming Wiki,
 * "Looking for Magics"): for each square, sparse candidates (the AND of three random words) are drawn
 * from a {@link SplitMix64} stream whose seed depends only on (seed, kind, piece, square), so any
 * single square can be re-searched on its own and gives the same number; a candidate that brings
 * fewer than 6 mask bits into the top byte is skipped without a trial, and the first candidate with
 * no destructive collision is taken.
 */
public final class MagicSearch {

    /** The seed whose results are committed in the strategy classes. */
    public static final long DEFAULT_SEED = 1;

    /** A square's magic, the candidates drawn to find it and the range of indices its subsets use. */
    public record Found(long magic, long draws, int minIndex, int maxIndex) {
        /** Width of the used index range. */
        public int span() {
            return maxIndex - minIndex + 1;
        }
    }

    private MagicSearch() {}

    /**
     * Plain or fancy: the first candidate of the square's stream that passes. Deterministic: the
     * result depends only on the arguments.
     */
    public static Found search(MagicKind kind, boolean rook, int square, long seed) {
        if (kind == MagicKind.BLACK) {
            throw new IllegalArgumentException("black magics are chosen against the packed table: use "
                    + "BlackMagicPacker.searchBlack, or BlackMagicSearch.pool and BlackMagicPacker.choose");
        }
        SquareTrials trials = new SquareTrials(kind, rook, square, seed);
        long magic = trials.nextPassing();
        return new Found(magic, trials.draws, trials.minIndex, trials.maxIndex);
    }

    /**
     * One square's trials: its subsets and their reference attacks, its random stream, and the last passing
     * candidate.
     */
    private static final class SquareTrials {
        private final MagicKind kind;
        private final long mask;
        private final int shift;
        private final long[] subsets;
        private final long[] attacks;
        /** A slot is in use only when its stamp equals the current trial, so the table is never cleared. */
        private final int[] stamp;

        private final long[] stored;
        private final SplitMix64 random;
        private int trial;
        long draws;
        int minIndex;
        int maxIndex;

        SquareTrials(MagicKind kind, boolean rook, int square, long seed) {
            this.kind = kind;
            this.mask = MagicKind.relevantMask(rook, square);
            this.shift = kind.shift(rook, square);
            int size = 1 << Long.bitCount(mask);
            subsets = new long[size];
            attacks = new long[size];
            long subset = 0;
            for (int i = 0; i < size; i++) {
                subsets[i] = subset;
                attacks[i] = rook
                        ? RayLoop.INSTANCE.rookAttacks(square, subset)
                        : RayLoop.INSTANCE.bishopAttacks(square, subset);
                subset = Bitboards.nextSubset(subset, mask);
            }
            int range = 1 << (64 - shift);
            stamp = new int[range];
            stored = new long[range];
            random = new SplitMix64(kind.streamSeed(seed, rook, square));
        }

        /** Draws until a candidate passes, and returns it. */
        long nextPassing() {
            while (true) {
                draws++;
                long magic = random.next() & random.next() & random.next();
                if (Long.bitCount((mask * magic) >>> 56) < 6) {
                    continue;
                }
                trial++;
                int min = Integer.MAX_VALUE;
                int max = -1;
                boolean ok = true;
                for (int i = 0; i < subsets.length; i++) {
                    int index = kind.index(subsets[i], mask, magic, shift);
                    if (stamp[index] != trial) {
                        stamp[index] = trial;
                        stored[index] = attacks[i];
                    } else if (stored[index] != attacks[i]) {
                        ok = false;
                        break;
                    }
                    min = Math.min(min, index);
                    max = Math.max(max, index);
                }
                if (ok) {
                    minIndex = min;
                    maxIndex = max;
                    return magic;
                }
            }
        }
    }
}
