package dev.slidebench.strategies.magic;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
 * first candidate that passes; black magic evaluates a fixed number of passing candidates and keeps
 * the one whose used index range is narrowest, then packs all 128 squares into one shared array
 * first-fit, largest range first, letting squares overlap wherever their entries agree.
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
    /** Passing candidates evaluated per square for black magic (the narrowest is kept). */
    public static final int DEFAULT_BLACK_CANDIDATES = 200;

    /** A square's magic, the candidates drawn to find it and the range of indices its subsets use. */
    public record Found(long magic, long draws, int minIndex, int maxIndex) {
        /** Width of the used index range. */
        public int span() {
            return maxIndex - minIndex + 1;
        }
    }

    /** Where each square's indices start in the shared black-magic array, and the array's length. */
    public record Packing(int[] rookOffsets, int[] bishopOffsets, int entries) {
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
     * Searches one square. Deterministic: the result depends only on the arguments.
     *
     * @param candidates for {@link Kind#BLACK}, how many passing candidates to compare; ignored otherwise
     */
    public static Found search(Kind kind, boolean rook, int square, long seed, int candidates) {
        long mask = relevantMask(rook, square);
        int shift = shift(kind, rook, square);
        int size = 1 << Long.bitCount(mask);
        long[] subsets = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        for (int i = 0; i < size; i++) {
            subsets[i] = subset;
            attacks[i] = rook ? RayLoop.INSTANCE.rookAttacks(square, subset) : RayLoop.INSTANCE.bishopAttacks(square, subset);
            subset = Bitboards.nextSubset(subset, mask);
        }

        // A slot is in use only when its stamp equals the current trial, so the table is never cleared.
        int range = 1 << (64 - shift);
        int[] stamp = new int[range];
        long[] stored = new long[range];
        SplitMix64 random = new SplitMix64(streamSeed(seed, kind, rook, square));
        Found best = null;
        int passed = 0;
        int trial = 0;
        for (long draws = 1; ; draws++) {
            long magic = random.next() & random.next() & random.next();
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            trial++;
            int min = Integer.MAX_VALUE;
            int max = -1;
            boolean ok = true;
            for (int i = 0; i < size; i++) {
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
            if (!ok) {
                continue;
            }
            Found found = new Found(magic, draws, min, max);
            if (kind != Kind.BLACK) {
                return found;
            }
            if (best == null || found.span() < best.span()) {
                best = found;
            }
            if (++passed == candidates) {
                return new Found(best.magic(), draws, best.minIndex(), best.maxIndex());
            }
        }
    }

    /**
     * Lays out all 128 black-magic squares (64 rook, 64 bishop) in one array, first fit in order of
     * decreasing index span (ties: rook before bishop, then by square). A square may overlap others
     * wherever the entries it needs are unused or already hold the same attack set.
     */
    public static Packing packBlack(long[] rookMagics, long[] bishopMagics) {
        List<int[]> slotIndices = new ArrayList<>();
        List<long[]> slotAttacks = new ArrayList<>();
        Integer[] order = new Integer[128];
        int[] spans = new int[128];
        for (int slot = 0; slot < 128; slot++) {
            boolean rook = slot < 64;
            int square = slot & 63;
            long mask = relevantMask(rook, square);
            long magic = rook ? rookMagics[square] : bishopMagics[square];
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
            // Attack sets are never empty, so 0 marks an unused index.
            int used = (int) Arrays.stream(byIndex).filter(a -> a != 0).count();
            int[] indices = new int[used];
            long[] attacks = new long[used];
            for (int index = 0, k = 0; index < byIndex.length; index++) {
                if (byIndex[index] != 0) {
                    indices[k] = index;
                    attacks[k++] = byIndex[index];
                }
            }
            slotIndices.add(indices);
            slotAttacks.add(attacks);
            spans[slot] = indices[used - 1] - indices[0] + 1;
            order[slot] = slot;
        }
        Arrays.sort(order, (a, b) -> spans[a] != spans[b] ? Integer.compare(spans[b], spans[a]) : Integer.compare(a, b));

        long[] table = new long[128 * 4096];
        int[] offsets = new int[128];
        int entries = 0;
        for (int slot : order) {
            int[] indices = slotIndices.get(slot);
            long[] attacks = slotAttacks.get(slot);
            int offset = -indices[0];
            while (!fits(table, offset, indices, attacks)) {
                offset++;
            }
            for (int k = 0; k < indices.length; k++) {
                table[offset + indices[k]] = attacks[k];
            }
            offsets[slot] = offset;
            entries = Math.max(entries, offset + indices[indices.length - 1] + 1);
        }
        return new Packing(Arrays.copyOfRange(offsets, 0, 64), Arrays.copyOfRange(offsets, 64, 128), entries);
    }

    private static boolean fits(long[] table, int offset, int[] indices, long[] attacks) {
        for (int k = 0; k < indices.length; k++) {
            long there = table[offset + indices[k]];
            if (there != 0 && there != attacks[k]) {
                return false;
            }
        }
        return true;
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
        for (int piece = 0; piece < 2; piece++) {
            boolean rook = piece == 0;
            for (int square = 0; square < 64; square++) {
                Found found = search(kind, rook, square, seed, candidates);
                (rook ? rookMagics : bishopMagics)[square] = found.magic();
                draws += found.draws();
            }
        }
        Packing packing = kind == Kind.BLACK ? packBlack(rookMagics, bishopMagics) : null;
        double seconds = (System.nanoTime() - start) / 1e9;

        String command = "MagicSearch --kind " + kind.name().toLowerCase(Locale.ROOT) + " --seed " + seed
                + (kind == Kind.BLACK ? " --candidates " + candidates : "");
        StringBuilder text = new StringBuilder();
        text.append("    // Found by ").append(command).append(" (see strategies/MAGICS.md).\n");
        appendArray(text, "ROOK_MAGICS", rookMagics);
        appendArray(text, "BISHOP_MAGICS", bishopMagics);
        if (packing != null) {
            appendArray(text, "ROOK_OFFSETS", packing.rookOffsets());
            appendArray(text, "BISHOP_OFFSETS", packing.bishopOffsets());
            text.append("    static final int TABLE_ENTRIES = ").append(String.format(Locale.ROOT, "%,d", packing.entries()).replace(',', '_'))
                    .append(";\n");
        }
        out.print(text);
        err.printf(Locale.ROOT, "%s: %,d candidates drawn, %.1f s on %s, JDK %s%n", command, draws, seconds,
                System.getProperty("os.arch"), Runtime.version());
        if (packing != null) {
            err.printf(Locale.ROOT, "black magic table: %,d entries (%,d bytes)%n", packing.entries(), 8L * packing.entries());
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
