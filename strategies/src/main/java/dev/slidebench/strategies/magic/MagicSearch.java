package dev.slidebench.strategies.magic;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;

/**
 * The project's own deterministic, seeded search for the magic numbers of {@code PlainMagic},
 * {@code FancyMagic} and {@code BlackMagic}; its output is pasted into those classes as constants, so
 * no strategy ever searches at start-up. See {@code strategies/MAGICS.md} for the method, the seed
 * used and how long it took.
 *
 * <p>Method: the standard random trial (Tord Romstad's generator as presented on the Chess
 * Programming Wiki, "Looking for Magics"). For each square, sparse candidates (the AND of three
 * random words) are drawn from a SplitMix64 stream whose seed depends only on (seed, kind, piece,
 * square), so any single square can be re-searched on its own and gives the same number; a candidate
 * that brings fewer than 6 mask bits into the top byte is skipped without a trial, and a trial fails
 * at the first index that two subsets with different attack sets share. Plain and fancy take the
 * first candidate that passes. Black magic places the 128 squares one by one in a shared array
 * (most relevant bits first); for each it tries a fixed number of passing candidates at their lowest
 * fitting offset, where a square may overlap others wherever their entries agree, and keeps the one
 * that leaves the array shortest.
 *
 * <p>Usage: {@code java -cp strategies/target/classes:core/target/classes
 * dev.slidebench.strategies.magic.MagicSearch --kind plain|fancy|black [--seed N] [--candidates N]}.
 * It prints the Java constants on stdout and statistics on stderr.
 */
public final class MagicSearch {

    /** Which magic scheme the numbers are for; fixes the index formula and the shift. */
    public enum Kind {
        /** Hansen: {@code ((occ & mask) * magic) >>> 52} (rook) / {@code >>> 55} (bishop), 4096/512 entries per square. */
        PLAIN,
        /** Kannan: {@code ((occ & mask) * magic) >>> (64 - bits)}, 2^bits entries per square. */
        FANCY,
        /** Annuss: {@code ((occ | ~mask) * magic) >>> 52} / {@code >>> 55}, overlapping per-square offsets. */
        BLACK
    }

    /** The seed whose results are committed in the strategy classes. */
    public static final long DEFAULT_SEED = 1;
    /** Passing candidates tried per square for black magic. */
    public static final int DEFAULT_BLACK_CANDIDATES = 200;

    /** A square's magic, the candidates drawn to find it and the range of indices its subsets use. */
    public record Found(long magic, long draws, int minIndex, int maxIndex) {
        /** Width of the used index range. */
        public int span() {
            return maxIndex - minIndex + 1;
        }
    }

    private MagicSearch() {
    }

    /** The relevant-occupancy mask of a rook or bishop square. */
    public static long relevantMask(boolean rook, int square) {
        return rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
    }

    /** The right shift of {@code kind}'s index formula for this piece and square. */
    public static int shift(Kind kind, boolean rook, int square) {
        if (kind == Kind.FANCY) {
            return 64 - Long.bitCount(relevantMask(rook, square));
        }
        return rook ? 52 : 55;
    }

    /** The index {@code kind}'s formula gives to a subset of {@code mask} (before any per-square offset). */
    public static int index(Kind kind, long subset, long mask, long magic, int shift) {
        long hashed = kind == Kind.BLACK ? subset | ~mask : subset;
        return (int) ((hashed * magic) >>> shift);
    }

    /**
     * Plain or fancy: the first candidate of the square's stream that passes. Deterministic: the
     * result depends only on the arguments.
     */
    public static Found search(Kind kind, boolean rook, int square, long seed) {
        if (kind == Kind.BLACK) {
            throw new IllegalArgumentException("black magics are chosen against the packed table: use searchBlack or chooseBlack");
        }
        SquareTrials trials = new SquareTrials(kind, rook, square, seed);
        long magic = trials.nextPassing();
        return new Found(magic, trials.draws, trials.minIndex, trials.maxIndex);
    }

    /** The black magics and offsets of all 128 squares and the length of the shared array. */
    public record BlackResult(long[] rookMagics, long[] bishopMagics, int[] rookOffsets, int[] bishopOffsets, int entries, long draws) {
    }

    /** A black square's chosen magic and offset. */
    public record Placement(long magic, int offset, long draws) {
    }

    /**
     * The order in which black squares are chosen and placed, as slots (0..63 rook squares, 64..127
     * bishop squares): most relevant bits first, rook before bishop, then by square.
     */
    public static int[] blackOrder() {
        Integer[] order = new Integer[128];
        int[] bits = new int[128];
        for (int slot = 0; slot < 128; slot++) {
            order[slot] = slot;
            bits[slot] = Long.bitCount(relevantMask(slot < 64, slot & 63));
        }
        Arrays.sort(order, (a, b) -> bits[a] != bits[b] ? Integer.compare(bits[b], bits[a]) : Integer.compare(a, b));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    /** Searches black magics for all squares, in {@link #blackOrder()}, each placed as {@link #chooseBlack} chooses. */
    public static BlackResult searchBlack(long seed, int candidates) {
        BlackTable table = new BlackTable();
        long[] magics = new long[128];
        int[] offsets = new int[128];
        long draws = 0;
        for (int slot : blackOrder()) {
            Placement placement = chooseBlack(slot < 64, slot & 63, seed, candidates, table);
            magics[slot] = placement.magic();
            offsets[slot] = placement.offset();
            draws += placement.draws();
            table.place(layout(slot < 64, slot & 63, placement.magic()), placement.offset());
        }
        return new BlackResult(Arrays.copyOfRange(magics, 0, 64), Arrays.copyOfRange(magics, 64, 128), Arrays.copyOfRange(offsets, 0, 64),
                Arrays.copyOfRange(offsets, 64, 128), table.end(), draws);
    }

    /**
     * Black magic for one square given the squares already placed in {@code table} (which is not
     * changed): of the first {@code candidates} passing candidates of the square's stream, the one
     * that leaves the table shortest when placed at its lowest fitting offset; ties go to the one that
     * reaches least far, then to the earlier candidate. A square fits at an offset when every entry it
     * needs is empty or already holds the same attack set, so squares interleave.
     */
    public static Placement chooseBlack(boolean rook, int square, long seed, int candidates, BlackTable table) {
        SquareTrials trials = new SquareTrials(Kind.BLACK, rook, square, seed);
        Placement best = null;
        int bestEnd = Integer.MAX_VALUE;
        int bestReach = Integer.MAX_VALUE;
        for (int n = 0; n < candidates; n++) {
            long magic = trials.nextPassing();
            Layout layout = trials.layout();
            int offset = table.firstFit(layout);
            int reach = offset + layout.indices[layout.indices.length - 1] + 1;
            int end = Math.max(table.end(), reach);
            if (end < bestEnd || (end == bestEnd && reach < bestReach)) {
                best = new Placement(magic, offset, 0);
                bestEnd = end;
                bestReach = reach;
            }
        }
        return new Placement(best.magic(), best.offset(), trials.draws);
    }

    /**
     * The entries a black magic needs for one square, as (index, attack set) pairs in index order.
     *
     * @throws IllegalArgumentException when two subsets with different attack sets share an index
     */
    public static Layout layout(boolean rook, int square, long magic) {
        long mask = relevantMask(rook, square);
        int shift = shift(Kind.BLACK, rook, square);
        long[] byIndex = new long[1 << (64 - shift)];
        long subset = 0;
        do {
            long attack = rook ? RayLoop.INSTANCE.rookAttacks(square, subset) : RayLoop.INSTANCE.bishopAttacks(square, subset);
            int index = index(Kind.BLACK, subset, mask, magic, shift);
            if (byIndex[index] != 0 && byIndex[index] != attack) {
                throw new IllegalArgumentException((rook ? "rook" : "bishop") + " magic for " + Square.name(square)
                        + " is not a black magic: " + Bitboards.hex(magic));
            }
            byIndex[index] = attack;
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
        return Layout.of(byIndex);
    }

    /** The (index, attack set) pairs one square uses, in index order. */
    public static final class Layout {
        final int[] indices;
        final long[] attacks;

        private Layout(int[] indices, long[] attacks) {
            this.indices = indices;
            this.attacks = attacks;
        }

        /** From an index-to-attacks map in which 0 marks an unused index (attack sets are never empty). */
        static Layout of(long[] byIndex) {
            int used = 0;
            for (long a : byIndex) {
                used += a != 0 ? 1 : 0;
            }
            int[] indices = new int[used];
            long[] attacks = new long[used];
            for (int index = 0, k = 0; index < byIndex.length; index++) {
                if (byIndex[index] != 0) {
                    indices[k] = index;
                    attacks[k++] = byIndex[index];
                }
            }
            return new Layout(indices, attacks);
        }

        /** Entries used. */
        public int size() {
            return indices.length;
        }

        /** Highest index minus lowest, plus one. */
        public int span() {
            return indices[indices.length - 1] - indices[0] + 1;
        }
    }

    /** The shared black-magic array while squares are being placed in it. */
    public static final class BlackTable {
        private long[] entries = new long[1 << 16];
        private int end;

        /** Length of the array so far: one past the highest entry in use. */
        public int end() {
            return end;
        }

        /** The lowest offset (so that the lowest index lands on entry 0 or later) where the layout fits. */
        public int firstFit(Layout layout) {
            int offset = -layout.indices[0];
            while (!fits(layout, offset)) {
                offset++;
            }
            return offset;
        }

        /**
         * Writes the layout at {@code offset}.
         *
         * @throws IllegalArgumentException when it does not fit there
         */
        public void place(Layout layout, int offset) {
            if (offset + layout.indices[0] < 0 || !fits(layout, offset)) {
                throw new IllegalArgumentException("layout does not fit at offset " + offset);
            }
            int reach = offset + layout.indices[layout.indices.length - 1] + 1;
            if (reach > entries.length) {
                entries = Arrays.copyOf(entries, Math.max(reach, 2 * entries.length));
            }
            for (int k = 0; k < layout.indices.length; k++) {
                entries[offset + layout.indices[k]] = layout.attacks[k];
            }
            end = Math.max(end, reach);
        }

        private boolean fits(Layout layout, int offset) {
            for (int k = 0; k < layout.indices.length; k++) {
                int entry = offset + layout.indices[k];
                if (entry >= entries.length) {
                    continue;
                }
                long there = entries[entry];
                if (there != 0 && there != layout.attacks[k]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** One square's trials: its subsets and their reference attacks, its random stream, and the last passing candidate. */
    private static final class SquareTrials {
        private final Kind kind;
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

        SquareTrials(Kind kind, boolean rook, int square, long seed) {
            this.kind = kind;
            this.mask = relevantMask(rook, square);
            this.shift = MagicSearch.shift(kind, rook, square);
            int size = 1 << Long.bitCount(mask);
            subsets = new long[size];
            attacks = new long[size];
            long subset = 0;
            for (int i = 0; i < size; i++) {
                subsets[i] = subset;
                attacks[i] = rook ? RayLoop.INSTANCE.rookAttacks(square, subset) : RayLoop.INSTANCE.bishopAttacks(square, subset);
                subset = Bitboards.nextSubset(subset, mask);
            }
            int range = 1 << (64 - shift);
            stamp = new int[range];
            stored = new long[range];
            random = new SplitMix64(streamSeed(seed, kind, rook, square));
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
                    int index = index(kind, subsets[i], mask, magic, shift);
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

        /** The entries the last passing candidate uses. */
        Layout layout() {
            long[] byIndex = new long[stamp.length];
            for (int index = minIndex; index <= maxIndex; index++) {
                if (stamp[index] == trial) {
                    byIndex[index] = stored[index];
                }
            }
            return Layout.of(byIndex);
        }
    }

    /**
     * The seed of one square's random stream: a function of the run's seed and of (kind, piece,
     * square) only, so that the search of one square does not depend on the squares searched before it.
     */
    static long streamSeed(long seed, Kind kind, boolean rook, int square) {
        long stream = ((long) kind.ordinal() << 8) | ((rook ? 0L : 1L) << 6) | square;
        return SplitMix64.mix(seed + SplitMix64.mix(stream + 1));
    }

    /**
     * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
     * 2014), written out here so that the committed magics do not depend on any JDK's random classes.
     */
    static final class SplitMix64 {
        private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
        private long state;

        SplitMix64(long seed) {
            this.state = seed;
        }

        long next() {
            state += GOLDEN_GAMMA;
            return mix(state);
        }

        static long mix(long z) {
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Command line

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * The command line: constants on {@code out}, statistics on {@code err}. Returns the exit status:
     * 0, or 2 after one line on {@code err} naming the bad argument.
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Kind kind = null;
        long seed = DEFAULT_SEED;
        int candidates = DEFAULT_BLACK_CANDIDATES;
        try {
            for (int i = 0; i < args.length; i++) {
                String option = args[i];
                if (option.equals("--help") || option.equals("-h")) {
                    out.println("usage: MagicSearch --kind plain|fancy|black [--seed N] [--candidates N]");
                    out.println("Prints the magic numbers (and black-magic offsets) as Java constants; see strategies/MAGICS.md.");
                    return 0;
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("option " + option + " needs a value");
                }
                String value = args[++i];
                switch (option) {
                    case "--kind":
                        try {
                            kind = Kind.valueOf(value.toUpperCase(Locale.ROOT));
                        } catch (IllegalArgumentException e) {
                            throw new IllegalArgumentException("--kind: '" + value + "' is not one of plain, fancy, black");
                        }
                        break;
                    case "--seed":
                        seed = parseLong("--seed", value);
                        break;
                    case "--candidates":
                        long n = parseLong("--candidates", value);
                        if (n < 1 || n > 1_000_000) {
                            throw new IllegalArgumentException("--candidates: '" + value + "' is not in 1..1000000");
                        }
                        candidates = (int) n;
                        break;
                    default:
                        throw new IllegalArgumentException("unknown option '" + option + "'");
                }
            }
            if (kind == null) {
                throw new IllegalArgumentException("--kind is required (plain, fancy or black)");
            }
        } catch (IllegalArgumentException e) {
            err.println("MagicSearch: " + e.getMessage());
            return 2;
        }
        searchAll(kind, seed, candidates, out, err);
        return 0;
    }

    private static long parseLong(String option, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not an integer");
        }
    }

    private static void searchAll(Kind kind, long seed, int candidates, PrintStream out, PrintStream err) {
        long start = System.nanoTime();
        long[] rookMagics = new long[64];
        long[] bishopMagics = new long[64];
        long draws = 0;
        BlackResult black = null;
        if (kind == Kind.BLACK) {
            black = searchBlack(seed, candidates);
            rookMagics = black.rookMagics();
            bishopMagics = black.bishopMagics();
            draws = black.draws();
        } else {
            for (int square = 0; square < 64; square++) {
                Found rook = search(kind, true, square, seed);
                Found bishop = search(kind, false, square, seed);
                rookMagics[square] = rook.magic();
                bishopMagics[square] = bishop.magic();
                draws += rook.draws() + bishop.draws();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;

        String command = "MagicSearch --kind " + kind.name().toLowerCase(Locale.ROOT) + " --seed " + seed
                + (kind == Kind.BLACK ? " --candidates " + candidates : "");
        StringBuilder text = new StringBuilder();
        text.append("    // Found by ").append(command).append(" (see strategies/MAGICS.md).\n");
        appendArray(text, "ROOK_MAGICS", rookMagics);
        appendArray(text, "BISHOP_MAGICS", bishopMagics);
        if (black != null) {
            appendArray(text, "ROOK_OFFSETS", black.rookOffsets());
            appendArray(text, "BISHOP_OFFSETS", black.bishopOffsets());
            text.append("    static final int TABLE_ENTRIES = ").append(String.format(Locale.ROOT, "%,d", black.entries()).replace(',', '_'))
                    .append(";\n");
        }
        out.print(text);
        err.printf(Locale.ROOT, "%s: %,d candidates drawn, %.1f s on %s, JDK %s%n", command, draws, seconds,
                System.getProperty("os.arch"), Runtime.version());
        if (black != null) {
            err.printf(Locale.ROOT, "black magic table: %,d entries (%,d bytes)%n", black.entries(), 8L * black.entries());
        }
    }

    private static void appendArray(StringBuilder out, String name, long[] values) {
        out.append("    static final long[] ").append(name).append(" = {\n");
        for (int i = 0; i < values.length; i += 4) {
            out.append("       ");
            for (int j = i; j < i + 4; j++) {
                out.append(String.format(Locale.ROOT, " 0x%016xL", values[j])).append(j + 1 < values.length ? "," : "");
            }
            out.append('\n');
        }
        out.append("    };\n");
    }

    private static void appendArray(StringBuilder out, String name, int[] values) {
        out.append("    static final int[] ").append(name).append(" = {\n");
        for (int i = 0; i < values.length; i += 8) {
            out.append("       ");
            for (int j = i; j < i + 8; j++) {
                out.append(String.format(Locale.ROOT, " %6d", values[j])).append(j + 1 < values.length ? "," : "");
            }
            out.append('\n');
        }
        out.append("    };\n");
    }
}
