package dev.slidebench.tools.spectral;

import dev.slidebench.strategies.SpectralMagicSwitched;
import dev.slidebench.tools.EpochTable;
import dev.slidebench.tools.SearchArguments;
import dev.slidebench.tools.SubsetAttacks;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The search for {@link SpectralMagicSwitched}'s shift triples and offsets. It has no random part:
 * every triple {@code a < b < c} of shift amounts (41,664 of them) is tried on every square.
 *
 * <p>Method: per (piece, square), a triple is valid when no two subsets of the relevant mask with
 * different attack sets share an index; valid triples are ranked by the width of their index range
 * (narrowest first), then by entries used, then lexicographically, and the best {@link #POOL} kept.
 * The squares are then placed into one array, the widest best range first ({@link #placementOrder}):
 * each kept triple at its lowest offset where every entry it needs is free, and the triple whose
 * placement ends lowest wins (ties: lower offset, then rank). The result is 261,732 entries: the a8
 * rook, placed first, reaches 260,872, the h8 rook 261,732, and every other square fits inside.
 *
 * <p>Usage: {@code SpectralSwitchedSearch} (no arguments); the Java constants on stdout, statistics on
 * stderr.
 */
public final class SpectralSwitchedSearch {

    /** Valid triples kept per square for the placement (16 gave 314,152 entries, 64 gives 261,732). */
    public static final int POOL = 64;

    /** One valid triple of a square: its shifts and the indices it uses, sorted. */
    public record Candidate(int a, int b, int c, int[] indices, int rank) {
        int span() {
            return indices[indices.length - 1] - indices[0] + 1;
        }
    }

    /** Shifts and offsets per square for rook and bishop, the array length and the triples tried. */
    public record Result(
            int[][] rookShifts,
            int[][] bishopShifts,
            int[] rookOffsets,
            int[] bishopOffsets,
            int entries,
            long trials) {}

    private SpectralSwitchedSearch() {}

    /** The best {@code keep} valid triples of a square. */
    public static List<Candidate> pool(boolean rook, int square, int keep) {
        SubsetAttacks subsets = SubsetAttacks.of(rook, square);
        long notMask = ~subsets.mask();
        EpochTable table = new EpochTable(SpectralMagicSwitched.Index.RANGE);
        List<Candidate> valid = new ArrayList<>();
        int[] used = new int[subsets.size()];
        for (int a = 0; a < 64; a++) {
            for (int b = a + 1; b < 64; b++) {
                for (int c = b + 1; c < 64; c++) {
                    table.clear();
                    int count = 0;
                    boolean fits = true;
                    for (int i = 0; i < subsets.size() && fits; i++) {
                        int index = SpectralMagicSwitched.Index.of(subsets.subset(i), notMask, a, b, c);
                        if (!table.holds(index)) {
                            used[count++] = index;
                        }
                        fits = table.put(index, subsets.attacks(i));
                    }
                    if (fits) {
                        int[] indices = java.util.Arrays.copyOf(used, count);
                        java.util.Arrays.sort(indices);
                        valid.add(new Candidate(a, b, c, indices, valid.size()));
                    }
                }
            }
        }
        valid.sort(Comparator.comparingInt(Candidate::span)
                .thenComparingInt(candidate -> candidate.indices().length)
                .thenComparingInt(Candidate::rank));
        return new ArrayList<>(valid.subList(0, Math.min(keep, valid.size())));
    }

    /** Piece (0 rook, 1 bishop) × 64 + square: the widest best index range first, then by index. */
    static int[] placementOrder(List<List<Candidate>> pools) {
        return java.util.stream.IntStream.range(0, 128)
                .boxed()
                .sorted(Comparator.comparingInt(
                                (Integer i) -> -pools.get(i).get(0).span())
                        .thenComparingInt(i -> i))
                .mapToInt(Integer::intValue)
                .toArray();
    }

    /** A square's choice: the triple and its offset. */
    public record Choice(Candidate candidate, int offset) {}

    /** The triple of the pool whose lowest fitting offset ends lowest (ties: lower offset, then pool order). */
    static Choice choose(Occupancy table, List<Candidate> pool) {
        Choice best = null;
        int bestEnd = Integer.MAX_VALUE;
        for (Candidate candidate : pool) {
            int offset = table.lowestFit(candidate.indices());
            int end = Math.max(table.length(), offset + candidate.indices()[candidate.indices().length - 1] + 1);
            if (best == null || end < bestEnd || (end == bestEnd && offset < best.offset())) {
                best = new Choice(candidate, offset);
                bestEnd = end;
            }
        }
        return best;
    }

    /** The whole search: every square's pool, then the placement. */
    public static Result search() {
        return search((rook, square) -> pool(rook, square, POOL));
    }

    /** Where {@link #search(Pools)} takes a square's ranked pool from ({@link #pool} in the real search). */
    @FunctionalInterface
    interface Pools {
        List<Candidate> of(boolean rook, int square);
    }

    /** Every square's pool from {@code pools}, then the placement in {@link #placementOrder}. */
    static Result search(Pools source) {
        Occupancy table = new Occupancy(4 * SpectralMagicSwitched.Index.RANGE);
        int[][] rookShifts = new int[64][];
        int[][] bishopShifts = new int[64][];
        int[] rookOffsets = new int[64];
        int[] bishopOffsets = new int[64];
        List<List<Candidate>> pools = new ArrayList<>();
        for (int pieceSquare = 0; pieceSquare < 128; pieceSquare++) {
            List<Candidate> pool = source.of(pieceSquare < 64, pieceSquare & 63);
            if (pool.isEmpty()) {
                throw new IllegalStateException("no valid triple for piece-square " + pieceSquare);
            }
            pools.add(pool);
        }
        for (int pieceSquare : placementOrder(pools)) {
            boolean rook = pieceSquare < 64;
            int square = pieceSquare & 63;
            List<Candidate> pool = pools.get(pieceSquare);
            Choice choice = choose(table, pool);
            Candidate best = choice.candidate();
            int bestOffset = choice.offset();
            table.take(best.indices(), bestOffset);
            int[] shifts = {best.a(), best.b(), best.c()};
            if (rook) {
                rookShifts[square] = shifts;
                rookOffsets[square] = bestOffset;
            } else {
                bishopShifts[square] = shifts;
                bishopOffsets[square] = bestOffset;
            }
        }
        return new Result(rookShifts, bishopShifts, rookOffsets, bishopOffsets, table.length(), 128L * 41_664);
    }

    /** Which entries of the shared array are taken. */
    static final class Occupancy {
        private final boolean[] taken;
        private int length;

        Occupancy(int capacity) {
            taken = new boolean[capacity];
        }

        int lowestFit(int[] indices) {
            for (int offset = -indices[0]; ; offset++) {
                if (fits(indices, offset)) {
                    return offset;
                }
            }
        }

        private boolean fits(int[] indices, int offset) {
            for (int index : indices) {
                if (taken[offset + index]) {
                    return false;
                }
            }
            return true;
        }

        void take(int[] indices, int offset) {
            for (int index : indices) {
                taken[offset + index] = true;
            }
            length = Math.max(length, offset + indices[indices.length - 1] + 1);
        }

        int length() {
            return length;
        }
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** The command line: constants on {@code out}, statistics on {@code err}; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, SpectralSwitchedSearch::search, System::nanoTime);
    }

    /** {@link #run(String[], PrintStream, PrintStream)} with the search and the clock given. */
    static int run(String[] args, PrintStream out, PrintStream err, Supplier<Result> search, LongSupplier nanoTime) {
        if (args.length > 0) {
            err.println("SpectralSwitchedSearch: takes no arguments (it has no random part), got '" + args[0] + "'");
            return 2;
        }
        long start = nanoTime.getAsLong();
        Result result = search.get();
        err.printf(
                Locale.ROOT,
                "%,d triples tried, %,d entries in %.1f s%n",
                result.trials(),
                result.entries(),
                (nanoTime.getAsLong() - start) / 1e9);
        out.println(SearchArguments.javaArray("byte", "ROOK_SHIFTS", flat(result.rookShifts()), false));
        out.println(SearchArguments.javaArray("byte", "BISHOP_SHIFTS", flat(result.bishopShifts()), false));
        out.println(SearchArguments.javaArray("int", "ROOK_OFFSETS", toLongs(result.rookOffsets()), false));
        out.println(SearchArguments.javaArray("int", "BISHOP_OFFSETS", toLongs(result.bishopOffsets()), false));
        out.println("    static final int TABLE_ENTRIES = " + result.entries() + ";");
        return 0;
    }

    private static long[] flat(int[][] shifts) {
        long[] out = new long[shifts.length * 3];
        for (int i = 0; i < shifts.length; i++) {
            for (int j = 0; j < 3; j++) {
                out[3 * i + j] = shifts[i][j];
            }
        }
        return out;
    }

    private static long[] toLongs(int[] values) {
        return java.util.Arrays.stream(values).asLongStream().toArray();
    }
}
