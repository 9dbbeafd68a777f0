package dev.slidebench.strategies;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Damiani's slide indices ("rotated indices"): instead of rotated bitboards, the board keeps one
 * 8-bit occupancy pattern per line, 8 ranks ({@code SlideIndexH}), 8 files ({@code SlideIndexV}),
 * 15 right-up diagonals ({@code SlideIndexRU}) and 15 right-down ones ({@code SlideIndexRD}), and
 * every piece placed or removed XORs one bit into each of its four lines. A lookup is then pure
 * indexing, {@code AFRhorizontal[s][SlideIndexH[row]]} and its three siblings: no occupancy is
 * masked, shifted or multiplied. The [64][256] tables hold what the seed's generator yields
 * ({@link #seedGenerator}: from the square, walk each way, adding squares until one whose bit is set
 * in the index); they are computed ray by ray, which is cheaper in a cold JVM, and checked against the
 * generator (see {@link #buildEntries}).
 *
 * <p>Square mapping. The seed numbers squares from the top left of the diagram (a8 = 0, row 0 =
 * rank 8); slidebench is LERF (a1 = 0). The translation happens once, at the boundary: every LERF
 * square coming in becomes the seed's square {@code s = square ^ 56}, and every square the
 * generator emits goes back the same way, so the indices, the line numbers
 * ({@code row}, {@code row + file}, {@code 7 - row + file}) and the table layout below are exactly
 * the seed's while every bitboard handed out is LERF:
 * <pre>
 *   seed s = 8·row + file, row 0 at the top      LERF square = s ^ 56
 *   a8 = 0  b8 = 1 … h8 = 7                 →    a8 = 56 … h8 = 63
 *   a1 = 56 … h1 = 63                       →    a1 = 0  … h1 = 7
 *   seed "up" (row − 1), "right" (file + 1)  →    north, east
 * </pre>
 * "Right up" diagonals are therefore the a1–h8 ones and "right down" the h1–a8 ones.
 *
 * <p>The stateless {@link #rookAttacks(int, long)} and {@link #bishopAttacks(int, long)} compute the
 * two indices they need from {@code occupied} with a few bit operations; the method's real use is
 * {@link #newBoard}, whose {@link Board} keeps all 46 indices incrementally.
 *
 * <p>Reference: Alessandro Damiani, "Attack detection with bitboards: alternative to 'rotated
 * bitboards'", Computer Chess Club, 5 December 1999 (seed 002), the scheme of his engine Fortress;
 * Chess Programming Wiki, "Rotated Indices". Table size: 4 × [64][256] × 8 bytes = 524,288 bytes.
 */
public final class DamianiSlideIndices extends DeclaredStrategy {

    // The seed's generators, by table; each walks one line both ways.
    private static final int HORIZONTAL = 0;
    private static final int VERTICAL = 1;
    private static final int RIGHT_UP = 2;
    private static final int RIGHT_DOWN = 3;

    /** {file step, rank step} of each table's line, by table (HORIZONTAL, VERTICAL, RIGHT_UP, RIGHT_DOWN). */
    private static final int[][] LINE_STEPS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    // Steps of the generator's walks, as LERF compass directions (see seedGenerator).
    private static final int EAST = 0;
    private static final int WEST = 1;
    private static final int SOUTH = 2;
    private static final int NORTH = 3;
    private static final int NORTH_EAST = 4;
    private static final int SOUTH_WEST = 5;
    private static final int SOUTH_EAST = 6;
    private static final int NORTH_WEST = 7;

    /** {@code AFRhorizontal[s][index]} of the seed, flattened to {@code [256 * s + index]}; entries LERF. */
    private static final long[] AFR_HORIZONTAL = new long[64 * 256];
    /** {@code AFRvertical[s][index]}. */
    private static final long[] AFR_VERTICAL = new long[64 * 256];
    /** {@code AFBrightup[s][index]}. */
    private static final long[] AFB_RIGHT_UP = new long[64 * 256];
    /** {@code AFBrightdown[s][index]}. */
    private static final long[] AFB_RIGHT_DOWN = new long[64 * 256];

    private static final long TABLE_BYTES;

    static {
        for (int s = 0; s < 64; s++) {
            buildEntries(HORIZONTAL, s, AFR_HORIZONTAL);
            buildEntries(VERTICAL, s, AFR_VERTICAL);
            buildEntries(RIGHT_UP, s, AFB_RIGHT_UP);
            buildEntries(RIGHT_DOWN, s, AFB_RIGHT_DOWN);
        }
        TABLE_BYTES = 8L * (AFR_HORIZONTAL.length + AFR_VERTICAL.length + AFB_RIGHT_UP.length + AFB_RIGHT_DOWN.length);
        checkAgainstSeedGenerator();
        DamianiSlideIndices built = new DamianiSlideIndices();
        InitChecks.againstReference(built);
        InitChecks.boardAgainstReference(built);
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public DamianiSlideIndices() {
        super(
                "DamianiSlideIndices",
                StrategyFamily.INCREMENTAL,
                new StrategyOrigin("Alessandro Damiani", 1999, "https://www.chessprogramming.org/Rotated_Indices"),
                "");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int s = square ^ 56;
        return AFR_HORIZONTAL[(s << 8) | slideIndexH(occupied, s >>> 3)]
                | AFR_VERTICAL[(s << 8) | slideIndexV(occupied, s & 7)];
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int s = square ^ 56;
        return AFB_RIGHT_UP[(s << 8) | slideIndexRU(occupied, square)]
                | AFB_RIGHT_DOWN[(s << 8) | slideIndexRD(occupied, square)];
    }

    @Override
    public long tableBytes() {
        return TABLE_BYTES;
    }

    /** The intended form: the 46 slide indices kept up to date by {@link Board#toggle}. */
    @Override
    public Board newBoard(long occupied) {
        return new Board(occupied);
    }

    @Override
    public boolean isIncremental() {
        return true;
    }

    /**
     * The seed's incremental state: {@code SlideIndexH[8]}, {@code SlideIndexV[8]},
     * {@code SlideIndexRU[16]} and {@code SlideIndexRD[16]}, indexed in the seed's numbering.
     * {@link #toggle} is the seed's {@code SetPiece} and {@code RemovePiece} in one: both flip the
     * square's bit in its four lines. Not thread-safe.
     */
    public static final class Board implements AttackBoard {

        private final int[] slideIndexH = new int[8];
        private final int[] slideIndexV = new int[8];
        private final int[] slideIndexRU = new int[16];
        private final int[] slideIndexRD = new int[16];
        private long occupied;

        Board(long occupied) {
            for (long rest = occupied; rest != 0; rest &= rest - 1) {
                toggle(Long.numberOfTrailingZeros(rest));
            }
        }

        @Override
        public void toggle(int square) {
            occupied ^= 1L << square;
            int s = square ^ 56;
            int row = s >>> 3;
            int file = s & 7;
            // SetPiece ORs and RemovePiece XORs these same deltas; for a toggle both are an XOR.
            int a = 1 << (7 - file);
            int b = 1 << (7 - row);
            slideIndexH[row] ^= a;
            slideIndexV[file] ^= b;
            slideIndexRU[row + file] ^= a;
            slideIndexRD[7 - row + file] ^= b;
        }

        @Override
        public long occupied() {
            return occupied;
        }

        @Override
        public long rookAttacks(int square) {
            int s = square ^ 56;
            // AttackRank(s) | AttackFile(s)
            return AFR_HORIZONTAL[(s << 8) | slideIndexH[s >>> 3]] | AFR_VERTICAL[(s << 8) | slideIndexV[s & 7]];
        }

        @Override
        public long bishopAttacks(int square) {
            int s = square ^ 56;
            int row = s >>> 3;
            int file = s & 7;
            // AttackDiagRightUp(s) | AttackDiagRightDown(s)
            return AFB_RIGHT_UP[(s << 8) | slideIndexRU[row + file]]
                    | AFB_RIGHT_DOWN[(s << 8) | slideIndexRD[7 - row + file]];
        }

        /** {@code SlideIndexH[row]}, row 0 = rank 8 as in the seed. */
        public int slideIndexH(int row) {
            return slideIndexH[row];
        }

        /** {@code SlideIndexV[file]}, file 0 = a. */
        public int slideIndexV(int file) {
            return slideIndexV[file];
        }

        /** {@code SlideIndexRU[row + file]}. */
        public int slideIndexRU(int line) {
            return slideIndexRU[line];
        }

        /** {@code SlideIndexRD[7 - row + file]}. */
        public int slideIndexRD(int line) {
            return slideIndexRD[line];
        }
    }

    // Stateless indices: what the seed's SetPiece would have accumulated for the one line asked for.

    /** {@code SlideIndexH[row]}: the rank, file a on bit 7 … file h on bit 0 (the seed's {@code 1 << (7 - file)}). */
    static int slideIndexH(long occupied, int row) {
        return reverseByte((int) (occupied >>> ((row ^ 7) << 3)) & 0xFF);
    }

    /** {@code SlideIndexV[file]}: the file, rank r on bit r (the seed's {@code 1 << (7 - row)}). */
    static int slideIndexV(long occupied, int file) {
        // The h1–a8 anti-diagonal multiplier moves the a-file square of rank r to bit 56 + r, without carries.
        return (int) ((((occupied >>> file) & Bitboards.FILE_A) * Bitboards.ANTI_DIAGONAL_H1A8) >>> 56);
    }

    /** {@code SlideIndexRU} of a LERF square's a1–h8 diagonal: file f on bit 7 − f. */
    static int slideIndexRU(long occupied, int square) {
        return reverseByte(filesOf(occupied & Bitboards.diagonalMask(square)));
    }

    /** {@code SlideIndexRD} of a LERF square's h1–a8 anti-diagonal: rank r on bit r. */
    static int slideIndexRD(long occupied, int square) {
        // On the anti-diagonal rank + file = sum, so rank r sits on file sum - r: reversing the file
        // byte puts it on bit 7 - sum + r, and a shift by sum - 7 brings it to bit r.
        int sum = Square.rank(square) + Square.file(square);
        int reversed = reverseByte(filesOf(occupied & Bitboards.antiDiagonalMask(square)));
        return sum >= 7 ? (reversed << (sum - 7)) & 0xFF : reversed >>> (7 - sum);
    }

    /** A line with at most one square per rank and file (a diagonal) collapsed to its files: bit f = file f. */
    private static int filesOf(long line) {
        return (int) ((line * 0x0101010101010101L) >>> 56);
    }

    private static int reverseByte(int b) {
        return Integer.reverse(b) >>> 24;
    }

    /**
     * The seed's {@code IndexToAFRhorizontal}, {@code IndexToAFRvertical}, {@code IndexToAFBrightup}
     * and {@code IndexToAFBrightdown}, which each walk two ways from the seed's square {@code s}.
     * The seed's shift macros act on its a8 = 0 diagram; on our LERF bitboards the same moves are
     * SHIFTRIGHT → east, SHIFTLEFT → west, SHIFTUP → north, SHIFTDOWN → south, and their
     * combinations. The probe bit {@code t} starts on the neighbour's bit of the index and moves
     * with the walk, exactly as in the seed. (The seed's {@code SHIFTRIGHT} is {@code >> 1} because
     * its BitBoard counts bits from the most significant end; we translate squares, not bits, so
     * that detail stays in the seed.)
     */
    private static long seedGenerator(int table, int s, int index) {
        long squareBoard = Square.bit(s ^ 56); // SquareBoard[s], translated to LERF
        int row = s >>> 3;
        int file = s & 7;
        switch (table) {
            case HORIZONTAL: // to the right, then to the left
                return walk(squareBoard, EAST, 1 << (7 - file - 1), false, index)
                        | walk(squareBoard, WEST, 1 << (7 - file + 1), true, index);
            case VERTICAL: // downward, then upward
                return walk(squareBoard, SOUTH, 1 << (7 - row - 1), false, index)
                        | walk(squareBoard, NORTH, 1 << (7 - row + 1), true, index);
            case RIGHT_UP: // right up, then left down
                return walk(squareBoard, NORTH_EAST, 1 << (7 - file - 1), false, index)
                        | walk(squareBoard, SOUTH_WEST, 1 << (7 - file + 1), true, index);
            default: // right down, then left up
                return walk(squareBoard, SOUTH_EAST, 1 << (7 - row - 1), false, index)
                        | walk(squareBoard, NORTH_WEST, 1 << (7 - row + 1), true, index);
        }
    }

    /**
     * One of the seed's {@code while (x)} loops: add x; stop if the probe bit is set in the index,
     * else step x and the probe. A shift off the board empties x and ends the walk. (When the square
     * is on the edge the first probe is out of range, as in the seed, but x is already empty.)
     */
    private static long walk(long from, int direction, int probe, boolean probeShiftsLeft, int index) {
        long attacks = 0;
        long x = step(from, direction);
        int t = probe;
        while (x != 0) {
            attacks |= x;
            if ((t & index) != 0) {
                x = 0;
            } else {
                x = step(x, direction);
                t = probeShiftsLeft ? t << 1 : t >>> 1;
            }
        }
        return attacks;
    }

    private static long step(long b, int direction) {
        switch (direction) {
            case EAST:
                return Bitboards.east(b);
            case WEST:
                return Bitboards.west(b);
            case SOUTH:
                return Bitboards.south(b);
            case NORTH:
                return Bitboards.north(b);
            case NORTH_EAST:
                return Bitboards.northEast(b);
            case SOUTH_WEST:
                return Bitboards.southWest(b);
            case SOUTH_EAST:
                return Bitboards.southEast(b);
            default:
                return Bitboards.northWest(b);
        }
    }

    /**
     * One square's 256 entries of one table: what {@link #seedGenerator} yields, the line's attacks when
     * the index's bits are the line's occupancy, computed for a cold JVM. Bit {@code 7 - k} of an index
     * is the line's square at coordinate {@code k} (the file for H and RU, the seed's row for V and RD),
     * so the index splits at the square's own bit (which the walks never probe) into a low part, the
     * squares on one side, and a high part, those on the other. Each side's ray depends on its own part
     * only, and only on the set bit nearest the square (the low part's highest, the high part's lowest):
     * eight reference walks per square and table, then each entry is two small-table reads and an OR.
     */
    private static void buildEntries(int table, int s, long[] entries) {
        int square = s ^ 56;
        int fileStep = LINE_STEPS[table][0];
        int rankStep = LINE_STEPS[table][1];
        int ownBit = 7 - (table == HORIZONTAL || table == RIGHT_UP ? s & 7 : s >>> 3);
        long lowSide = 0;
        for (int bit = 0; bit < ownBit; bit++) {
            lowSide |= indexSquareBit(table, s, bit);
        }
        long emptyLine = lineRays(square, 0, fileStep, rankStep);
        long[] low = new long[1 << ownBit];
        low[0] = emptyLine & lowSide;
        for (int bit = 0; bit < ownBit; bit++) {
            long upToBlocker = lineRays(square, indexSquareBit(table, s, bit), fileStep, rankStep) & lowSide;
            for (int part = 1 << bit; part < 2 << bit; part++) {
                low[part] = upToBlocker; // every part whose highest bit is this one
            }
        }
        long[] high = new long[1 << (7 - ownBit)];
        high[0] = emptyLine & ~lowSide;
        for (int bit = 0; bit < 7 - ownBit; bit++) {
            long upToBlocker =
                    lineRays(square, indexSquareBit(table, s, ownBit + 1 + bit), fileStep, rankStep) & ~lowSide;
            for (int part = 1 << bit; part < high.length; part += 2 << bit) {
                high[part] = upToBlocker; // every part whose lowest bit is this one
            }
        }
        int lowMask = (1 << ownBit) - 1;
        for (int index = 0; index < 256; index++) {
            entries[(s << 8) | index] = low[index & lowMask] | high[index >>> (ownBit + 1)];
        }
    }

    /**
     * The LERF bit of the line's square that bit {@code bit} of table's index stands for at seed square
     * {@code s} (the seed's layout: bit 7 − f of H and RU is file f; bit 7 − r of V and RD is seed row
     * r), or 0 when that square is off the board.
     */
    private static long indexSquareBit(int table, int s, int bit) {
        int row = s >>> 3;
        int file = s & 7;
        int k = 7 - bit;
        switch (table) {
            case HORIZONTAL:
                return seedSquareBit(row, k);
            case VERTICAL:
                return seedSquareBit(k, file);
            case RIGHT_UP:
                return seedSquareBit(row + file - k, k); // row + file constant
            default:
                return seedSquareBit(k, k - row + file); // file - row constant
        }
    }

    /**
     * Entries of the four tables against the seed's own generator: for every square the empty line
     * (index 0), the full line (255) and each single blocker (1 << k). That is 10 of the 256 indices,
     * enough to catch a probe bit or a direction that is off by one or mirrored, and cheap at start-up;
     * the tests compare every index of every table with the generator and the reachable ones with
     * {@link RayLoop}.
     */
    private static void checkAgainstSeedGenerator() {
        int[] indices = {0x00, 0xFF, 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80};
        long[][] tables = {AFR_HORIZONTAL, AFR_VERTICAL, AFB_RIGHT_UP, AFB_RIGHT_DOWN};
        String[] names = {"AFRhorizontal", "AFRvertical", "AFBrightup", "AFBrightdown"};
        for (int s = 0; s < 64; s++) {
            for (int table = 0; table < 4; table++) {
                for (int index : indices) {
                    requireEntry(names[table], s, index, seedGenerator(table, s, index), tables[table]);
                }
            }
        }
    }

    /** The seed generator's entry and the built one, for the test that compares all of them. */
    static long seedEntry(int table, int s, int index) {
        return seedGenerator(table, s, index);
    }

    static long builtEntry(int table, int s, int index) {
        long[][] tables = {AFR_HORIZONTAL, AFR_VERTICAL, AFB_RIGHT_UP, AFB_RIGHT_DOWN};
        return tables[table][(s << 8) | index];
    }

    private static void requireEntry(String table, int s, int index, long expected, long[] built) {
        if (built[(s << 8) | index] != expected) {
            throw InitChecks.mismatch(
                    table + "[" + s + "][" + index + "] (seed square " + s + " = " + Square.name(s ^ 56) + ")",
                    expected,
                    built[(s << 8) | index]);
        }
    }

    /** The LERF bit of the seed's (row, file), or 0 when that is off the board. */
    private static long seedSquareBit(int row, int file) {
        return row < 0 || row > 7 || file < 0 || file > 7 ? 0 : Square.bit(((row << 3) | file) ^ 56);
    }

    private static long lineRays(int square, long occupied, int fileStep, int rankStep) {
        return RayLoop.ray(square, occupied, fileStep, rankStep) | RayLoop.ray(square, occupied, -fileStep, -rankStep);
    }
}
