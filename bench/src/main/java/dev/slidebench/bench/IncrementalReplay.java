package dev.slidebench.bench;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Workload {@code incremental}: recorded play-outs replayed on the strategy's {@link AttackBoard}.
 * Each ply is what make/unmake does to the occupancy ({@code toggle} of every square that empties or
 * fills: two for a quiet move, one for a capture, four for castling, three for en passant) followed
 * by the slider questions a legal move generator asks in the new position (the attacks of every
 * slider of the side to move, and rook and bishop attacks from its king for checks and pins). At the
 * end of each game the toggles are undone in reverse order, as unmake would, so every invocation
 * starts from the same board.
 *
 * <p>This is where rotated bitboards and Damiani slide indices pay for their state: their lookups are
 * cheap but every toggle updates four rotated boards or four line indices. Stateless strategies pay
 * one XOR per toggle. The score is per ply (make + queries + its share of unmake).
 *
 * <p>The games are seeded random legal play-outs of {@value #PLIES_PER_GAME} plies from each CPW
 * position (shorter when a game ends).
 */
@State(Scope.Thread)
public class IncrementalReplay extends BenchmarkSettings {

    static final int PLIES_PER_GAME = 80;
    static final long SEED = 0x1AC_2E3E_47A1L;
    /** Plies in the recorded sequence; {@link #replay} checks it equals what setup recorded. */
    static final int PLIES = 480;

    static final int TOGGLE = 0;
    static final int ROOK = 1;
    static final int BISHOP = 2;
    static final int QUEEN = 3;

    /** {@code kind << 6 | square}, in replay order. */
    int[] operations;

    long startOccupancy;
    AttackBoard board;

    @Setup
    public void setUp(StrategyState state) {
        List<PerftSuite.Entry> positions = PerftSuite.cpw();
        SplittableRandom random = new SplittableRandom(SEED);
        List<Integer> ops = new ArrayList<>();
        int plies = 0;
        long current = -1;
        for (PerftSuite.Entry entry : positions) {
            Position position = Position.fromFen(entry.fen());
            long start = position.occupied();
            if (current == -1) {
                startOccupancy = start;
            } else {
                toggles(current ^ start, ops); // move the board from the last game's start to this one's
            }
            List<Long> undo = new ArrayList<>();
            int[] moves = new int[256];
            for (int ply = 0; ply < PLIES_PER_GAME && plies < PLIES; ply++) {
                int count = position.generateMoves(moves);
                if (count == 0) {
                    break;
                }
                long before = position.occupied();
                position.makeMove(moves[random.nextInt(count)]);
                long changed = before ^ position.occupied();
                toggles(changed, ops);
                undo.add(changed);
                queries(position, ops);
                plies++;
            }
            for (int i = undo.size() - 1; i >= 0; i--) {
                toggles(undo.get(i), ops);
            }
            current = start;
        }
        if (plies != PLIES) {
            throw new IllegalStateException("recorded " + plies + " plies, expected " + PLIES);
        }
        toggles(current ^ startOccupancy, ops); // back to the first game's start: invocations repeat exactly
        operations = ops.stream().mapToInt(Integer::intValue).toArray();
        board = state.attacks.newBoard(startOccupancy);
    }

    private static void toggles(long squares, List<Integer> ops) {
        for (long b = squares; b != 0; b &= b - 1) {
            ops.add(TOGGLE << 6 | Long.numberOfTrailingZeros(b));
        }
    }

    private static void queries(Position position, List<Integer> ops) {
        int us = position.sideToMove();
        for (long b = position.pieces(us, Position.ROOK); b != 0; b &= b - 1) {
            ops.add(ROOK << 6 | Long.numberOfTrailingZeros(b));
        }
        for (long b = position.pieces(us, Position.BISHOP); b != 0; b &= b - 1) {
            ops.add(BISHOP << 6 | Long.numberOfTrailingZeros(b));
        }
        for (long b = position.pieces(us, Position.QUEEN); b != 0; b &= b - 1) {
            ops.add(QUEEN << 6 | Long.numberOfTrailingZeros(b));
        }
        int king = position.kingSquare(us);
        ops.add(ROOK << 6 | king);
        ops.add(BISHOP << 6 | king);
    }

    @Benchmark
    @OperationsPerInvocation(PLIES)
    public long replay() {
        AttackBoard b = board;
        int[] ops = operations;
        long folded = 0;
        for (int i = 0; i < ops.length; i++) {
            int op = ops[i];
            int square = op & 63;
            switch (op >>> 6) {
                case TOGGLE:
                    b.toggle(square);
                    break;
                case ROOK:
                    folded ^= b.rookAttacks(square);
                    break;
                case BISHOP:
                    folded ^= b.bishopAttacks(square);
                    break;
                default:
                    folded ^= b.queenAttacks(square);
                    break;
            }
        }
        return folded;
    }
}
