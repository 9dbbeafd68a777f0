package dev.slidebench.strategies;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.StrategyFamily;
import dev.slidebench.core.StrategyOrigin;

/**
 * Genetic 8-ray: each of the eight rays is cut at its first blocker by one subtraction. For an
 * upward ray {@code U} (square indices above the slider) with blockers {@code x = occupied & U},
 * {@code x - 1} sets every bit below the lowest blocker (all bits when there is none); shifted left
 * by one and masked with {@code U} it keeps the ray up to and including that blocker. A file or
 * diagonal step is 8, 9 or 7, so the shift cannot carry a farther blocker onto the ray; along a rank
 * it would, so the rank uses {@code (occupied ^ (x - 1)) & U} instead. The downward rays are the
 * same on the bit-reversed board ({@code Long.reverse}, which maps every line onto itself mirrored).
 *
 * <p>Reference: Daniel Inführ, 2022: a formula found by his expression-tree search ("Abstract C++
 * Syntax Tree Sifter") over 16 tokens and then tuned by hand, published in Chess_Movegen
 * ({@code Genetic8Ray.hpp}, whose header forbids copying). Written here from that idea only. Unlike
 * the original, the four downward rays are worked on one reversed occupancy with reversed masks and
 * reversed back once, so a queen costs two reversals instead of four.
 *
 * <p>Tables: 4 upward rays and 4 bit-reversed downward rays per square = 4,096 bytes.
 */
public final class Genetic8Ray extends DeclaredStrategy {

    // Upward directions raise the square index in LERF: east, north, north-east, north-west.
    private static final int RANK = 0;
    private static final int FILE = 1;
    private static final int DIAGONAL = 2;
    private static final int ANTI_DIAGONAL = 3;
    private static final int[][] UPWARD = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    /** {@code UP[4 * square + line]}: the line's ray towards higher square indices. */
    private static final long[] UP = new long[64 * 4];
    /** {@code REVERSED_DOWN[4 * square + line]}: {@code Long.reverse} of the ray towards lower indices. */
    private static final long[] REVERSED_DOWN = new long[64 * 4];

    static {
        for (int square = 0; square < 64; square++) {
            for (int line = 0; line < 4; line++) {
                int index = (square << 2) | line;
                UP[index] = RayLoop.ray(square, 0L, UPWARD[line][0], UPWARD[line][1]);
                REVERSED_DOWN[index] = Long.reverse(RayLoop.ray(square, 0L, -UPWARD[line][0], -UPWARD[line][1]));
            }
        }
        InitChecks.againstReference(new Genetic8Ray());
    }

    /** Public for {@link java.util.ServiceLoader}; the tables are static and shared. */
    public Genetic8Ray() {
        super(
                "Genetic8Ray",
                StrategyFamily.COMPUTED,
                new StrategyOrigin("Daniel Inführ", 2022, "https://github.com/Gigantua/Chess_Movegen"),
                "JDK 20+ (reverse)");
    }

    @Override
    public long rookAttacks(int square, long occupied) {
        int base = square << 2;
        long reversed = Long.reverse(occupied);
        long up = rankRay(UP[base | RANK], occupied) | steppedRay(UP[base | FILE], occupied);
        long down = rankRay(REVERSED_DOWN[base | RANK], reversed) | steppedRay(REVERSED_DOWN[base | FILE], reversed);
        return up | Long.reverse(down);
    }

    @Override
    public long bishopAttacks(int square, long occupied) {
        int base = square << 2;
        long reversed = Long.reverse(occupied);
        long up = steppedRay(UP[base | DIAGONAL], occupied) | steppedRay(UP[base | ANTI_DIAGONAL], occupied);
        long down = steppedRay(REVERSED_DOWN[base | DIAGONAL], reversed)
                | steppedRay(REVERSED_DOWN[base | ANTI_DIAGONAL], reversed);
        return up | Long.reverse(down);
    }

    @Override
    public long queenAttacks(int square, long occupied) {
        int base = square << 2;
        long reversed = Long.reverse(occupied);
        long up = rankRay(UP[base | RANK], occupied)
                | steppedRay(UP[base | FILE], occupied)
                | steppedRay(UP[base | DIAGONAL], occupied)
                | steppedRay(UP[base | ANTI_DIAGONAL], occupied);
        long down = rankRay(REVERSED_DOWN[base | RANK], reversed)
                | steppedRay(REVERSED_DOWN[base | FILE], reversed)
                | steppedRay(REVERSED_DOWN[base | DIAGONAL], reversed)
                | steppedRay(REVERSED_DOWN[base | ANTI_DIAGONAL], reversed);
        return up | Long.reverse(down);
    }

    @Override
    public long tableBytes() {
        return SubsetTables.bytes(UP, REVERSED_DOWN);
    }

    /** An upward file or diagonal ray up to and including its first blocker. */
    private static long steppedRay(long ray, long occupied) {
        return (((occupied & ray) - 1) << 1) & ray;
    }

    /** An upward rank ray up to and including its first blocker (the shift would leak along a rank). */
    private static long rankRay(long ray, long occupied) {
        return (occupied ^ ((occupied & ray) - 1)) & ray;
    }
}
