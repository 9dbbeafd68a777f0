package dev.slidebench.strategies;

import dev.slidebench.core.StrategyFamily;

/**
 * Spectral magic, a multiplication-free magic: {@link CorrelationMagic}'s index computed with shifts
 * and adds. Its magics have exactly 6 (bishop) or 7 (rook) set bits, so the product of the masked
 * occupancy {@code m} with a magic is the sum of {@code m} shifted left by each set bit's position;
 * the square's right shift of the shared magic (its file, or 0/1 for a rook pair) lowers every
 * position by that amount. Same index, same tables; meant for hardware where multiplication is slow,
 * so on x86 and in Java expect it to trail {@link CorrelationMagic}.
 *
 * <p>Reference: Daniel Inführ, 2023, in the same talkchess thread and header as correlation magic
 * ({@link #origin()}). Written here from the idea only. The bit positions are derived at class
 * initialisation from {@link CorrelationMagic}'s searched magics, not stored separately.
 *
 * <p>Tables: {@link CorrelationMagic}'s attack tables and complemented masks, shared (2,360,320
 * bytes), plus 8 × 6 + 32 × 7 bit positions (272 bytes): 2,360,592 bytes.
 */
public final class SpectralMagic extends DeclaredStrategy {

    private static final int BISHOP_TERMS = CorrelationMagic.Index.BISHOP_MAGIC_BITS;
    private static final int ROOK_TERMS = CorrelationMagic.Index.ROOK_MAGIC_BITS;

    /** {@code BISHOP_POSITIONS[6 * rank + i]}: the i-th set bit of the rank's bishop magic. */
    private static final byte[] BISHOP_POSITIONS = positions(CorrelationMagic.BISHOP_MAGICS, BISHOP_TERMS);
    /** {@code ROOK_POSITIONS[7 * pair + i]}: the i-th set bit of the pair's rook magic. */
    private static final byte[] ROOK_POSITIONS = positions(CorrelationMagic.ROOK_MAGICS, ROOK_TERMS);

    static {
        InitChecks.againstReference(new SpectralMagic());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public SpectralMagic() {
        super("SpectralMagic", StrategyFamily.MULTIPLY_HASH, CorrelationMagic.ORIGIN, "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        long m = occupied | CorrelationMagic.ROOK_NOT_MASKS[square];
        int p = ROOK_TERMS * CorrelationMagic.Index.rookGroup(square);
        int down = CorrelationMagic.Index.rookShift(square);
        long sum = (m << (ROOK_POSITIONS[p] - down))
                + (m << (ROOK_POSITIONS[p + 1] - down))
                + (m << (ROOK_POSITIONS[p + 2] - down))
                + (m << (ROOK_POSITIONS[p + 3] - down))
                + (m << (ROOK_POSITIONS[p + 4] - down))
                + (m << (ROOK_POSITIONS[p + 5] - down))
                + (m << (ROOK_POSITIONS[p + 6] - down));
        return CorrelationMagic.ROOK_ATTACKS[(square << 12) + (int) (sum >>> CorrelationMagic.Index.ROOK_SHIFT)];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        long m = occupied | CorrelationMagic.BISHOP_NOT_MASKS[square];
        int p = BISHOP_TERMS * CorrelationMagic.Index.bishopGroup(square);
        int down = CorrelationMagic.Index.bishopShift(square);
        long sum = (m << (BISHOP_POSITIONS[p] - down))
                + (m << (BISHOP_POSITIONS[p + 1] - down))
                + (m << (BISHOP_POSITIONS[p + 2] - down))
                + (m << (BISHOP_POSITIONS[p + 3] - down))
                + (m << (BISHOP_POSITIONS[p + 4] - down))
                + (m << (BISHOP_POSITIONS[p + 5] - down));
        return CorrelationMagic.BISHOP_ATTACKS[(square << 9) + (int) (sum >>> CorrelationMagic.Index.BISHOP_SHIFT)];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(
                        CorrelationMagic.BISHOP_ATTACKS,
                        CorrelationMagic.ROOK_ATTACKS,
                        CorrelationMagic.BISHOP_NOT_MASKS,
                        CorrelationMagic.ROOK_NOT_MASKS)
                + BISHOP_POSITIONS.length
                + ROOK_POSITIONS.length;
    }

    /** The set bits of each magic, lowest first; every magic must have exactly {@code terms}. */
    private static byte[] positions(long[] magics, int terms) {
        byte[] positions = new byte[magics.length * terms];
        for (int group = 0; group < magics.length; group++) {
            long rest = magics[group];
            for (int i = 0; i < terms; i++) {
                positions[group * terms + i] = (byte) Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
            }
            if (rest != 0) {
                throw InitChecks.failed("SpectralMagic: magic of group " + group + " has more than " + terms + " bits");
            }
        }
        return positions;
    }
}
