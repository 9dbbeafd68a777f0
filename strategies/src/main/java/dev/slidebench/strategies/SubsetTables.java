package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;

/**
 * Fills the lookup tables of the subset-indexed strategies (plain, fancy and black magic, PEXT) from
 * the reference {@link RayLoop}, checking each entry as it is written: two subsets of a square that
 * land on the same entry must have the same attack set (a constructive collision), and every entry
 * must lie inside the square's part of the table. A failed check throws, so a wrong constant makes
 * the class fail to load instead of answering wrongly.
 *
 * <p>Built for a cold JVM: tables are filled once, at class initialisation, mostly by the
 * interpreter, so the work per entry is kept to a few arithmetic bytecodes. A subset of the relevant
 * mask is the union of its parts on the square's four rays, and both halves of an entry are
 * additive over those parts: the attack set is the OR of the rays' attack sets (a blocker on one ray
 * never shortens another), and every index formula used here is {@code (base + Σ key(part)) >>> shift}
 * with a key that adds over disjoint bits ({@code part * magic} distributes over a sum of disjoint
 * bits; {@code compress(part, mask)} moves each bit to its own place). So the reference walks only
 * each ray's own subsets (at most 64 per ray, instead of one walk per subset: 4,096 for a corner
 * rook), and every entry is one sum, one OR and one table check.
 */
final class SubsetTables {

    /**
     * The part of an index formula that depends on the subset, for one ray's part of it:
     * {@code key(a | b) == key(a) + key(b)} for disjoint {@code a} and {@code b} within the mask.
     */
    @FunctionalInterface
    interface PartKey {
        long of(long part);
    }

    /**
     * The key of the multiply hashes (plain, fancy, black, correlation magic): {@code part * magic}.
     * A class rather than a lambda: a cold JVM spends about a millisecond spinning the first lambda's
     * class, start-up cost for every strategy that would use one.
     */
    static final class MultiplyKey implements PartKey {
        private final long magic;

        MultiplyKey(long magic) {
            this.magic = magic;
        }

        @Override
        public long of(long part) {
            return part * magic;
        }
    }

    /** The key of the PEXT layouts (Pext, HyperCube): the software extract {@code compress(part, mask)}. */
    static final class ExtractKey implements PartKey {
        private final long mask;

        ExtractKey(long mask) {
            this.mask = mask;
        }

        @Override
        public long of(long part) {
            return BitExtract.softwareCompress(part, mask);
        }
    }

    /** The index an arbitrary formula gives a subset of the relevant mask, before the square's offset. */
    @FunctionalInterface
    interface SubsetIndex {
        int of(long subset);
    }

    /** {file step, rank step} of the four rays of a rook and of a bishop. */
    private static final int[][] ROOK_RAYS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

    private static final int[][] BISHOP_RAYS = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

    private SubsetTables() {}

    /**
     * Writes the reference attacks of every subset of {@code mask} to
     * {@code table[offset + (int) ((base + key(subset)) >>> shift)]}; entries outside
     * {@code [from, limit)} are refused (fancy and plain give each square its own part of the table;
     * black magic lets squares overlap, so its part is the whole table). Attack sets are never empty,
     * so 0 marks an entry not yet written. The full mask's entry is checked once more with its key
     * computed in one piece, which catches a key that does not add over the rays.
     *
     * @return the number of entries this square wrote that were empty before
     */
    static int fill(
            String strategy,
            long[] table,
            int offset,
            int from,
            int limit,
            boolean rook,
            int square,
            long mask,
            long base,
            PartKey key,
            int shift) {
        long[][] parts = new long[4][];
        long[][] attacks = new long[4][];
        long[][] keys = new long[4][];
        walkRays(strategy, rook, square, mask, key, parts, attacks, keys);
        int longest = longestRay(parts);
        int[] outer = new int[3];
        for (int ray = 0, n = 0; ray < 4; ray++) {
            if (ray != longest) {
                outer[n++] = ray;
            }
        }
        long[] parts0 = parts[outer[0]];
        long[] parts1 = parts[outer[1]];
        long[] parts2 = parts[outer[2]];
        int written = 0;
        for (int i0 = 0; i0 < parts0.length; i0++) {
            for (int i1 = 0; i1 < parts1.length; i1++) {
                for (int i2 = 0; i2 < parts2.length; i2++) {
                    written += fillRay(
                            strategy,
                            table,
                            offset,
                            from,
                            limit,
                            rook,
                            square,
                            parts0[i0] | parts1[i1] | parts2[i2],
                            attacks[outer[0]][i0] | attacks[outer[1]][i1] | attacks[outer[2]][i2],
                            base + keys[outer[0]][i0] + keys[outer[1]][i1] + keys[outer[2]][i2],
                            parts[longest],
                            attacks[longest],
                            keys[longest],
                            shift);
                }
            }
        }
        requireAdditiveKey(strategy, rook, square, mask, table, offset + (int) ((base + key.of(mask)) >>> shift));
        return written;
    }

    /**
     * The subsets of each of the square's four rays within {@code mask}, with their reference attacks
     * and keys, one reference walk per ray subset; refuses a mask that is not the union of the rays.
     */
    private static void walkRays(
            String strategy,
            boolean rook,
            int square,
            long mask,
            PartKey key,
            long[][] parts,
            long[][] attacks,
            long[][] keys) {
        int[][] rays = rook ? ROOK_RAYS : BISHOP_RAYS;
        long covered = 0;
        for (int ray = 0; ray < 4; ray++) {
            int fileStep = rays[ray][0];
            int rankStep = rays[ray][1];
            long rayMask = RayLoop.ray(square, 0, fileStep, rankStep) & mask;
            covered |= rayMask;
            int size = 1 << Long.bitCount(rayMask);
            parts[ray] = new long[size];
            attacks[ray] = new long[size];
            keys[ray] = new long[size];
            long part = 0;
            for (int i = 0; i < size; i++) {
                parts[ray][i] = part;
                attacks[ray][i] = RayLoop.ray(square, part, fileStep, rankStep);
                keys[ray][i] = key.of(part);
                part = Bitboards.nextSubset(part, rayMask);
            }
        }
        if (covered != mask) {
            throw new IllegalStateException(describe(strategy, rook, square) + ": mask " + Bitboards.hex(mask)
                    + " is not the union of the square's rays within it, " + Bitboards.hex(covered));
        }
    }

    /** The ray with the most subsets: it goes innermost, for the fewest and longest inner loops. */
    private static int longestRay(long[][] parts) {
        int longest = 0;
        for (int ray = 1; ray < 4; ray++) {
            if (parts[ray].length > parts[longest].length) {
                longest = ray;
            }
        }
        return longest;
    }

    /**
     * The full mask's entry, {@code fullEntry}, is computed with its key in one piece: it must hold the
     * reference attacks, which catches a key that does not add over the rays.
     */
    private static void requireAdditiveKey(
            String strategy, boolean rook, int square, long mask, long[] table, int fullEntry) {
        long fullAttacks =
                rook ? RayLoop.INSTANCE.rookAttacks(square, mask) : RayLoop.INSTANCE.bishopAttacks(square, mask);
        if (fullEntry < 0 || fullEntry >= table.length || table[fullEntry] != fullAttacks) {
            throw new IllegalStateException(describe(strategy, rook, square)
                    + ": the key does not add over the rays (the full mask's entry " + fullEntry + " differs)");
        }
    }

    /**
     * The general form, for index formulas that do not add over the rays (the hash strategies): the
     * reference attacks of every subset of {@code mask} to {@code table[offset + index(subset)]}, one
     * reference walk per subset, with the same checks as the additive {@code fill} above.
     *
     * @return the number of entries this square wrote that were empty before
     */
    static int fill(
            String strategy,
            long[] table,
            int offset,
            int from,
            int limit,
            boolean rook,
            int square,
            long mask,
            SubsetIndex index) {
        int written = 0;
        long subset = 0;
        do {
            long attacks = rook
                    ? RayLoop.INSTANCE.rookAttacks(square, subset)
                    : RayLoop.INSTANCE.bishopAttacks(square, subset);
            int entry = offset + index.of(subset);
            if (entry < from || entry >= limit || entry < 0 || entry >= table.length) {
                throw new IllegalStateException(describe(strategy, rook, square) + ": subset " + Bitboards.hex(subset)
                        + " indexes entry " + entry + ", outside " + from + ".." + (limit - 1));
            }
            if (table[entry] == 0) {
                table[entry] = attacks;
                written++;
            } else if (table[entry] != attacks) {
                throw new IllegalStateException(describe(strategy, rook, square) + ": subset " + Bitboards.hex(subset)
                        + " collides at entry " + entry + " with a different attack set");
            }
            subset = Bitboards.nextSubset(subset, mask);
        } while (subset != 0);
        return written;
    }

    /** The entries of one outer combination with every subset of the innermost ray. */
    private static int fillRay(
            String strategy,
            long[] table,
            int offset,
            int from,
            int limit,
            boolean rook,
            int square,
            long outerPart,
            long outerAttacks,
            long outerKey,
            long[] parts,
            long[] attacks,
            long[] keys,
            int shift) {
        int written = 0;
        for (int i = 0; i < keys.length; i++) {
            int entry = offset + (int) ((outerKey + keys[i]) >>> shift);
            long entryAttacks = outerAttacks | attacks[i];
            if (entry < from || entry >= limit || entry < 0 || entry >= table.length) {
                throw new IllegalStateException(describe(strategy, rook, square) + ": subset "
                        + Bitboards.hex(outerPart | parts[i]) + " indexes entry " + entry + ", outside " + from + ".."
                        + (limit - 1));
            }
            long stored = table[entry];
            if (stored == 0) {
                table[entry] = entryAttacks;
                written++;
            } else if (stored != entryAttacks) {
                throw new IllegalStateException(describe(strategy, rook, square) + ": subset "
                        + Bitboards.hex(outerPart | parts[i]) + " collides at entry " + entry
                        + " with a different attack set");
            }
        }
        return written;
    }

    /**
     * Checks the entry a lookup formula reads for the square's full relevant mask against the
     * reference: after an additive {@code fill}, this ties the additive form of an index to the
     * lookup's own formula.
     */
    static void requireFullMaskEntry(String strategy, boolean rook, int square, long entry) {
        long mask = relevantMask(rook, square);
        long expected =
                rook ? RayLoop.INSTANCE.rookAttacks(square, mask) : RayLoop.INSTANCE.bishopAttacks(square, mask);
        if (entry != expected) {
            throw new IllegalStateException(describe(strategy, rook, square) + ": the lookup of the full mask reads "
                    + Bitboards.hex(entry) + ", expected " + Bitboards.hex(expected));
        }
    }

    /** Relevant-occupancy mask of a rook or bishop square. */
    static long relevantMask(boolean rook, int square) {
        return rook ? Bitboards.rookRelevantMask(square) : Bitboards.bishopRelevantMask(square);
    }

    /** Bytes of the given arrays' elements. */
    static long bytes(long[]... arrays) {
        long total = 0;
        for (long[] a : arrays) {
            total += 8L * a.length;
        }
        return total;
    }

    /** Bytes of the given arrays' elements. */
    static long bytes(int[]... arrays) {
        long total = 0;
        for (int[] a : arrays) {
            total += 4L * a.length;
        }
        return total;
    }

    static void requireLength(String strategy, String name, long[] array, int length) {
        if (array.length != length) {
            throw new IllegalStateException(
                    strategy + ": " + name + " has " + array.length + " entries, expected " + length);
        }
    }

    private static String describe(String strategy, boolean rook, int square) {
        return strategy + " " + (rook ? "rook" : "bishop") + " on " + Square.name(square);
    }
}
