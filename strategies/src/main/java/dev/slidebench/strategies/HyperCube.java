package dev.slidebench.strategies;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * HyperCube: the board keeps, for every square, the PEXT index of the current occupancy under that
 * square's rook mask and under its bishop mask, so a lookup is one load from the dense PEXT table
 * (the layout of {@link Pext}) with no extract, no multiply and no shift. The indices change with
 * every piece placed or removed: a square s is bit k of the index of each square t whose relevant
 * mask holds s (k = how many mask squares lie below s), so {@link Board#toggle} adds or subtracts
 * {@code 1 << k} in up to 14 rook and 13 bishop indices, from a per-square list of (index, bit)
 * pairs built at class initialisation. The cost lives in {@code toggle}, as with rotated bitboards;
 * use it through {@link #newBoard} and the {@code incremental} and {@code perft} workloads.
 *
 * <p>The stateless {@link #rookAttacks(int, long)} and {@link #bishopAttacks(int, long)} compute the
 * index from {@code occupied} with {@code Long.compress} (a software extract before JDK 19, which
 * {@link #degradedReason()} reports); they are not how the method is meant to be used. The original
 * also stores an x-ray table of the same shape; it is left out here because {@code AttackBoard} asks
 * for no x-rays and a stateless x-ray would need the extract anyway (x-rays use the two-lookup
 * default).
 *
 * <p>Reference: Daniel Inführ, 2022, who describes it as the PEXT indices of every square kept
 * up to date by deltas during make/unmake (talkchess,
 * http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79004&p=916723#p916723).
 *
 * <p>Tables: 102,400 rook + 5,248 bishop attack entries (861,184 bytes), per piece 64 masks and 64
 * offsets (1,536 bytes), and the update lists: {@value #UPDATE_COUNT} (index, bit) pairs and 65 list
 * starts as {@code int}s (4,404 bytes): 867,124 bytes. Each board adds 128 {@code int} indices.
 */
public final class HyperCube extends DeclaredStrategy {

    static final int ROOK_ENTRIES = 102_400;
    static final int BISHOP_ENTRIES = 5_248;
    /** Relevant-mask squares of all 64 rook (672) and 64 bishop (364) squares: the entries of the update lists. */
    static final int UPDATE_COUNT = 1_036;

    private static final long[] ROOK_MASKS = new long[64];
    private static final long[] BISHOP_MASKS = new long[64];
    private static final int[] ROOK_OFFSETS = new int[64];
    private static final int[] BISHOP_OFFSETS = new int[64];
    private static final long[] ROOK_ATTACKS = new long[ROOK_ENTRIES];
    private static final long[] BISHOP_ATTACKS = new long[BISHOP_ENTRIES];
    /**
     * {@code UPDATES[UPDATE_START[s] .. UPDATE_START[s + 1])}: for square s, each {@code slot << 16 | bit}
     * where slot 0..63 is a rook index and 64..127 a bishop index of {@link Board}.
     */
    private static final int[] UPDATES = new int[UPDATE_COUNT];

    private static final int[] UPDATE_START = new int[65];

    static {
        String name = HyperCube.class.getSimpleName();
        int rookOffset = 0;
        int bishopOffset = 0;
        for (int square = 0; square < 64; square++) {
            rookOffset = place(name, true, square, rookOffset, ROOK_MASKS, ROOK_OFFSETS, ROOK_ATTACKS);
            bishopOffset = place(name, false, square, bishopOffset, BISHOP_MASKS, BISHOP_OFFSETS, BISHOP_ATTACKS);
        }
        if (rookOffset != ROOK_ENTRIES || bishopOffset != BISHOP_ENTRIES) {
            throw InitChecks.failed(name + ": the squares need " + rookOffset + " rook and " + bishopOffset
                    + " bishop entries, expected " + ROOK_ENTRIES + " and " + BISHOP_ENTRIES);
        }
        int count = 0;
        for (int square = 0; square < 64; square++) {
            UPDATE_START[square] = count;
            long bit = 1L << square;
            for (int slot = 0; slot < 128; slot++) {
                long mask = slot < 64 ? ROOK_MASKS[slot] : BISHOP_MASKS[slot - 64];
                if ((mask & bit) != 0) {
                    // The index bit that square takes in the target's extract: its rank inside the mask.
                    int indexBit = (int) BitExtract.softwareCompress(bit, mask);
                    UPDATES[count++] = slot << 16 | indexBit;
                }
            }
        }
        UPDATE_START[64] = count;
        if (count != UPDATE_COUNT) {
            throw InitChecks.failed(name + ": " + count + " update pairs, expected " + UPDATE_COUNT);
        }
        HyperCube built = new HyperCube();
        InitChecks.againstReference(built);
        InitChecks.boardAgainstReference(built);
    }

    /** Gives the square its 2^bits entries at {@code offset}, fills them, and returns the next free offset. */
    private static int place(
            String name, boolean rook, int square, int offset, long[] masks, int[] offsets, long[] attacks) {
        long mask = SubsetTables.relevantMask(rook, square);
        int size = 1 << Long.bitCount(mask);
        masks[square] = mask;
        offsets[square] = offset;
        // Every subset has its own entry (the extract is a bijection), which the fill checks.
        // The additive fill: the extract adds over the rays' disjoint parts, so each ray's subsets are
        // walked once (see SubsetTables), as Pext builds the same layout.
        int written = SubsetTables.fill(
                name,
                attacks,
                offset,
                offset,
                offset + size,
                rook,
                square,
                mask,
                0,
                new SubsetTables.ExtractKey(mask),
                0);
        if (written != size) {
            throw InitChecks.failed(name + ": the extract maps " + size + " subsets to " + written + " entries");
        }
        return offset + size;
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public HyperCube() {
        super(
                "HyperCube",
                StrategyFamily.INCREMENTAL,
                new StrategyOrigin(
                        "Daniel Inführ",
                        2022,
                        "http://www.talkchess.com/forum3/viewtopic.php?f=7&t=79004&p=916723#p916723"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        return ROOK_ATTACKS[ROOK_OFFSETS[square] + (int) BitExtract.compress(occupied, ROOK_MASKS[square])];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        return BISHOP_ATTACKS[BISHOP_OFFSETS[square] + (int) BitExtract.compress(occupied, BISHOP_MASKS[square])];
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(ROOK_ATTACKS, BISHOP_ATTACKS, ROOK_MASKS, BISHOP_MASKS)
                + SubsetTables.bytes(ROOK_OFFSETS, BISHOP_OFFSETS, UPDATES, UPDATE_START);
    }

    @Override
    public AttackBoard newBoard(long occupied) {
        return new Board(occupied);
    }

    @Override
    public boolean isIncremental() {
        return true;
    }

    /** The board path needs no extract; only the stateless lookups run the software one before JDK 19. */
    @Override
    public String degradedReason() {
        String reason = BitExtract.degradedReason();
        return reason == null ? null : reason + " (stateless lookups only; the board needs no extract)";
    }

    /** The 128 table indices of the current occupancy, kept up to date by {@link #toggle}. */
    static final class Board implements AttackBoard {
        /** 0..63: the rook entry of each square; 64..127: its bishop entry. */
        private final int[] entries = new int[128];

        private long occupied;

        Board(long occupied) {
            System.arraycopy(ROOK_OFFSETS, 0, entries, 0, 64);
            System.arraycopy(BISHOP_OFFSETS, 0, entries, 64, 64);
            for (long rest = occupied; rest != 0; rest &= rest - 1) {
                toggle(Long.numberOfTrailingZeros(rest));
            }
        }

        @Override
        public void toggle(int square) {
            occupied ^= 1L << square;
            // +bit when the square became occupied, -bit when it was emptied.
            int sign = ((int) (occupied >>> square) & 1) * 2 - 1;
            for (int i = UPDATE_START[square], end = UPDATE_START[square + 1]; i < end; i++) {
                int update = UPDATES[i];
                entries[update >>> 16] += sign * (update & 0xFFFF);
            }
        }

        @Override
        public long occupied() {
            return occupied;
        }

        @Override
        public long rookAttacks(int square) {
            return ROOK_ATTACKS[entries[square]];
        }

        @Override
        public long bishopAttacks(int square) {
            return BISHOP_ATTACKS[entries[64 + square]];
        }

        @Override
        public long queenAttacks(int square) {
            return ROOK_ATTACKS[entries[square]] | BISHOP_ATTACKS[entries[64 + square]];
        }
    }
}
