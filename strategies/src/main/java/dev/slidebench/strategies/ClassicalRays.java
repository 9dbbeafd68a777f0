package dev.slidebench.strategies;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * The classical approach: one empty-board ray per direction and square, cut at the first blocker.
 * The nearest blocker on a ray is its lowest set bit for the positive directions (north, east,
 * north-east, north-west: the square index grows along the ray) and its highest for the negative
 * ones, and XOR-ing away the ray that starts from that blocker leaves the squares up to and
 * including it. A sentinel bit (h8 for positive rays, a1 for negative ones: their rays in those
 * directions are empty) keeps the scan off zero, so the lookup has no branch.
 *
 * <p>Reference: Chess Programming Wiki, "Classical Approach" (sections Ray Attacks, Positive Rays,
 * Negative Rays, Branchless), which says the approach was probably first used by Chess and Kaissa.
 * Table size: 8 directions × 64 squares × 8 bytes = 4,096 bytes.
 */
public final class ClassicalRays extends DeclaredStrategy {

    // Directions 0..3 are positive (the square index grows along the ray), 4..7 negative.
    static final int NORTH = 0;
    static final int EAST = 1;
    static final int NORTH_EAST = 2;
    static final int NORTH_WEST = 3;
    static final int SOUTH = 4;
    static final int WEST = 5;
    static final int SOUTH_WEST = 6;
    static final int SOUTH_EAST = 7;

    private static final int[] FILE_STEP = {0, 1, 1, -1, 0, -1, -1, 1};
    private static final int[] RANK_STEP = {1, 0, 1, 1, -1, 0, -1, -1};

    /** Scan sentinels: h8 ends every positive scan, a1 every negative one. */
    private static final long POSITIVE_SENTINEL = Square.bit(Square.H8);

    private static final long NEGATIVE_SENTINEL = Square.bit(Square.A1);

    /** The line of each positive direction; a negative one, {@code direction + 4}, shares it. */
    private static final LineTables.Line[] LINE_OF_DIRECTION = {
        LineTables.Line.FILE, LineTables.Line.RANK, LineTables.Line.DIAGONAL, LineTables.Line.ANTI_DIAGONAL
    };

    /**
     * {@code RAYS[64 * direction + square]}: the empty-board ray from the square, the square excluded;
     * shared with {@link ClassicalRaysBranchy}, which reads it and never writes.
     */
    static final long[] RAYS = buildRays();

    static final StrategyOrigin ORIGIN =
            new StrategyOrigin("", 0, "https://www.chessprogramming.org/Classical_Approach");

    private static final long TABLE_BYTES = 8L * RAYS.length;

    static {
        InitChecks.againstReference(new ClassicalRays());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public ClassicalRays() {
        super("ClassicalRays", StrategyFamily.TABLE_LOOKUP, ORIGIN, "tzcnt, lzcnt");
    }

    // Hot paths. Every table index is masked to 0..63 before it is offset by its direction:
    // `square & 63` changes nothing for the contract's squares, and the scans' results are 0..63
    // already (the sentinel keeps them off 64 and -1), but the masks let C2 prove all 16 reads of a
    // queen lookup inside the 512-entry table and drop their bounds checks (a compare and a branch
    // each: 14 per lookup before, seen with scripts/disassemble.sh ClassicalRays).

    @Override
    public long rookAttacks(int square, long occupied) {
        square &= 63;
        return positive(NORTH, square, occupied)
                | positive(EAST, square, occupied)
                | negative(SOUTH, square, occupied)
                | negative(WEST, square, occupied);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        square &= 63;
        return positive(NORTH_EAST, square, occupied)
                | positive(NORTH_WEST, square, occupied)
                | negative(SOUTH_EAST, square, occupied)
                | negative(SOUTH_WEST, square, occupied);
    }

    @Override
    public long tableBytes() {
        return TABLE_BYTES;
    }

    /** The empty-board ray of {@code direction} from {@code square} (for tests). */
    static long ray(int direction, int square) {
        return RAYS[(direction << 6) | square];
    }

    // `(direction << 6) + square`, not `|`: C2 knows the range of a sum (and folds the constant
    // into the address) but not of an OR, which would keep a bounds check on every read.

    private static long positive(int direction, int square, long occupied) {
        long ray = RAYS[(direction << 6) + square];
        int blocker = Long.numberOfTrailingZeros((ray & occupied) | POSITIVE_SENTINEL) & 63;
        return ray ^ RAYS[(direction << 6) + blocker];
    }

    private static long negative(int direction, int square, long occupied) {
        long ray = RAYS[(direction << 6) + square];
        int blocker = (63 - Long.numberOfLeadingZeros((ray & occupied) | NEGATIVE_SENTINEL)) & 63;
        return ray ^ RAYS[(direction << 6) + blocker];
    }

    private static long[] buildRays() {
        long[] rays = new long[8 * 64];
        for (int direction = 0; direction < 8; direction++) {
            for (int square = 0; square < 64; square++) {
                long ray = RayLoop.ray(square, 0L, FILE_STEP[direction], RANK_STEP[direction]);
                // Independent of the ray walk: the ray is the half of the square's line above it
                // (positive directions) or below it (negative ones).
                long line = lineMask(direction, square);
                long side = direction < 4 ? -2L << square : Square.bit(square) - 1;
                if (ray != (line & side)) {
                    throw InitChecks.mismatch("ray " + direction + " from " + Square.name(square), line & side, ray);
                }
                rays[(direction << 6) | square] = ray;
            }
        }
        // The branchless scan relies on the sentinel squares' rays being empty.
        for (int direction = 0; direction < 8; direction++) {
            int sentinel = direction < 4 ? Square.H8 : Square.A1;
            if (rays[(direction << 6) | sentinel] != 0) {
                throw InitChecks.mismatch("sentinel ray " + direction, 0L, rays[(direction << 6) | sentinel]);
            }
        }
        return rays;
    }

    private static long lineMask(int direction, int square) {
        return LINE_OF_DIRECTION[direction & 3].through(square);
    }
}
