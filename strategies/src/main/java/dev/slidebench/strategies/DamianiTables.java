package dev.slidebench.strategies;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;

/**
 * The four attack tables of {@link DamianiSlideIndices}, built at class initialisation ray by ray and
 * checked entry by entry against the seed's own generator ({@code IndexToAFRhorizontal} and its three
 * siblings, translated to LERF). Cold code only; the lookups read these {@code static final} arrays as
 * the constants they are.
 */
final class DamianiTables {

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
    static final long[] AFR_HORIZONTAL = new long[64 * 256];
    /** {@code AFRvertical[s][index]}. */
    static final long[] AFR_VERTICAL = new long[64 * 256];
    /** {@code AFBrightup[s][index]}. */
    static final long[] AFB_RIGHT_UP = new long[64 * 256];
    /** {@code AFBrightdown[s][index]}. */
    static final long[] AFB_RIGHT_DOWN = new long[64 * 256];

    static final long TABLE_BYTES;

    static {
        for (int s = 0; s < 64; s++) {
            buildEntries(HORIZONTAL, s, AFR_HORIZONTAL);
            buildEntries(VERTICAL, s, AFR_VERTICAL);
            buildEntries(RIGHT_UP, s, AFB_RIGHT_UP);
            buildEntries(RIGHT_DOWN, s, AFB_RIGHT_DOWN);
        }
        TABLE_BYTES = 8L * (AFR_HORIZONTAL.length + AFR_VERTICAL.length + AFB_RIGHT_UP.length + AFB_RIGHT_DOWN.length);
        checkAgainstSeedGenerator();
    }

    private DamianiTables() {}

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
