package dev.slidebench.bench;

import dev.slidebench.core.AttackBoard;
import dev.slidebench.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Workload {@code incremental}: recorded play-outs replayed on the strategy's {@link AttackBoard}.
 * Each ply is what make/unmake does to the occupancy ({@code toggle} of every square that empties or
 * fills: two for a quiet move, one for a capture, four for castling, three for en passant) followed
 * by the slider questions a legal move generator asks in the new position: the attacks of every
 * slider of the side to move (its moves), of every enemy slider (the squares its king may not enter)
 * and rook and bishop attacks from its king (checkers and pin candidates). At the end of each game
 * the toggles are undone in reverse order, as unmake would, so every invocation starts from the same
 * board.
 *
 * <p>This is where rotated bitboards and Damiani slide indices pay for their state: their lookups are
 * cheap but every toggle updates four rotated boards or four line indices. Stateless strategies pay
 * one XOR per toggle. Three benchmarks, all scored per ply of the same recording:
 *
 * <ul>
 *   <li>{@code replay}: toggles and queries, as an engine meets them;
 *   <li>{@code toggles}: the same toggles alone, the update cost;
 *   <li>{@code queries}: the same queries alone, each ply asked of a board prepared in setup to that
 *       ply's occupancy, the lookup cost.
 * </ul>
 *
 * <p>Shape, and why: the recording is kept as flat arrays of squares with one end index per step for
 * each kind of operation; the measured loops read it as one bitboard per step and kind (the squares
 * toggled, the rooks, bishops and queens asked about) and walk each set's bits, as a move generator
 * walks its piece bitboards ({@code numberOfTrailingZeros}, then clear the lowest bit). A first version
 * dispatched every operation through a {@code switch} on a packed int, a branch the CPU cannot predict,
 * so every strategy tied with the control row; a second walked the square arrays between end indices,
 * and its loads and bounds checks alone cost the control 13.4 ns of CPU per ply against Pext's 17.3
 * (Temurin 25, one session); walking the bitboards brings them to 9.2 and 13.4. The control row stays
 * at about two thirds of the fastest strategy: Pext's lookups add only about 0.5 ns each to a ply of
 * 8.4 queries (and 4.1 toggles), about what any harness pays to reach a query at all.
 *
 * <p>The games are seeded random legal play-outs of {@value #PLIES_PER_GAME} plies from each CPW
 * position (shorter when a game ends), or from the user's positions ({@link PositionSource}).
 */
@State(Scope.Thread)
public class IncrementalReplay extends BenchmarkSettings {

    static final int PLIES_PER_GAME = 80;
    static final long SEED = 0x1AC_2E3E_47A1L;
    /** Plies in the recorded sequence; setup checks it equals what was recorded. */
    static final int PLIES = 480;

    /** Squares toggled, in replay order; step {@code i} toggles {@code [toggleEnd[i-1], toggleEnd[i])}. */
    int[] toggleSquares;

    int[] toggleEnd;
    int[] rookSquares;
    int[] rookEnd;
    int[] bishopSquares;
    int[] bishopEnd;
    int[] queenSquares;
    int[] queenEnd;

    /** Per step, the same operations as bitboards, as the measured loops read them. */
    long[] toggleSets;

    long[] rookSets;
    long[] bishopSets;
    long[] queenSets;

    long startOccupancy;
    AttackBoard board;
    /** One board per step, prepared to the occupancy that step's queries are asked at. */
    AttackBoard[] preparedBoards;

    /** JMH's trial setup: the inputs ({@link #setUp}), then the warm-up until steady ({@link SteadyWarmup}). */
    @Setup
    public void setUpUntilSteady(StrategyState state, BenchmarkParams params) {
        setUp(state);
        SteadyWarmup.run(state.attacks, measured(SteadyWarmup.method(params)));
    }

    /** The benchmark method {@code method} as one operation, for the warm-up. */
    LongSupplier measured(String method) {
        return switch (method) {
            case "replay" -> this::replay;
            case "toggles" -> this::toggles;
            case "queries" -> this::queries;
            default -> throw new IllegalStateException("no warm-up for IncrementalReplay." + method);
        };
    }

    /** The inputs, as JMH's setup prepares them (tests call it without the warm-up). */
    public void setUp(StrategyState state) {
        Recording recording = record(PositionSource.current().fens());
        toggleSquares = recording.toggles.squares();
        toggleEnd = recording.toggles.ends();
        rookSquares = recording.rooks.squares();
        rookEnd = recording.rooks.ends();
        bishopSquares = recording.bishops.squares();
        bishopEnd = recording.bishops.ends();
        queenSquares = recording.queens.squares();
        queenEnd = recording.queens.ends();
        toggleSets = sets(toggleSquares, toggleEnd);
        rookSets = sets(rookSquares, rookEnd);
        bishopSets = sets(bishopSquares, bishopEnd);
        queenSets = sets(queenSquares, queenEnd);
        startOccupancy = recording.startOccupancy;
        board = state.attacks.newBoard(startOccupancy);
        preparedBoards = new AttackBoard[toggleEnd.length];
        long occupied = startOccupancy;
        int t = 0;
        for (int step = 0; step < toggleEnd.length; step++) {
            for (; t < toggleEnd[step]; t++) {
                occupied ^= 1L << toggleSquares[t];
            }
            preparedBoards[step] = state.attacks.newBoard(occupied);
        }
        if (occupied != startOccupancy) {
            throw new IllegalStateException("the recording does not return to its start");
        }
    }

    /** One bitboard per step of the squares {@code [ends[step-1], ends[step])}; a step names a square once. */
    static long[] sets(int[] squares, int[] ends) {
        long[] out = new long[ends.length];
        int i = 0;
        for (int step = 0; step < ends.length; step++) {
            for (; i < ends[step]; i++) {
                if ((out[step] & 1L << squares[i]) != 0) {
                    throw new IllegalStateException("step " + step + " names square " + squares[i] + " twice");
                }
                out[step] |= 1L << squares[i];
            }
        }
        return out;
    }

    /** Squares of one operation kind per step: flat, with each step's end index. */
    static final class Column {
        private final List<Integer> squares = new ArrayList<>();
        private final List<Integer> ends = new ArrayList<>();

        void add(long squareSet) {
            for (long b = squareSet; b != 0; b &= b - 1) {
                squares.add(Long.numberOfTrailingZeros(b));
            }
        }

        void add(int square) {
            squares.add(square);
        }

        void endStep() {
            ends.add(squares.size());
        }

        int[] squares() {
            return squares.stream().mapToInt(Integer::intValue).toArray();
        }

        int[] ends() {
            return ends.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** The recorded steps: plies (toggles and queries) and unmake steps (toggles only). */
    record Recording(long startOccupancy, Column toggles, Column rooks, Column bishops, Column queens) {
        void endStep() {
            toggles.endStep();
            rooks.endStep();
            bishops.endStep();
            queens.endStep();
        }
    }

    /**
     * Records seeded play-outs of up to {@value #PLIES_PER_GAME} plies until {@value #PLIES} plies are
     * recorded: from the six CPW positions in turn, or from a user's positions taken evenly spaced
     * through the file (cycling when a game ends early). Package-private so a test can replay them
     * against the reference.
     */
    static Recording record(List<String> fens) {
        SplittableRandom random = new SplittableRandom(SEED);
        Recording rec = null;
        int plies = 0;
        long current = 0;
        int[] moves = new int[Position.MAX_MOVES];
        int games = Math.max(1, PLIES / PLIES_PER_GAME);
        int stride = Math.max(1, fens.size() / games);
        for (int game = 0, stuck = 0; plies < PLIES; game++) {
            Position position = Position.fromFen(fens.get((int) ((long) game * stride % fens.size())));
            long start = position.occupied();
            if (rec == null) {
                rec = new Recording(start, new Column(), new Column(), new Column(), new Column());
            } else {
                rec.toggles.add(current ^ start); // move the board from the last game's start to this one's
                rec.endStep();
            }
            List<Long> undo = new ArrayList<>();
            for (int ply = 0; ply < PLIES_PER_GAME && plies < PLIES; ply++) {
                int count = position.generateMoves(moves);
                if (count == 0) {
                    break;
                }
                long before = position.occupied();
                position.makeMove(moves[random.nextInt(count)]);
                long changed = before ^ position.occupied();
                rec.toggles.add(changed);
                undo.add(changed);
                queries(position, rec);
                rec.endStep();
                plies++;
            }
            for (int i = undo.size() - 1; i >= 0; i--) {
                rec.toggles.add(undo.get(i));
                rec.endStep();
            }
            current = start;
            stuck = undo.isEmpty() ? stuck + 1 : 0;
            if (stuck > fens.size()) {
                throw new IllegalArgumentException("no position offers a legal move to play out");
            }
        }
        rec.toggles.add(current ^ rec.startOccupancy); // back to the first game's start: invocations repeat
        rec.endStep();
        return rec;
    }

    /** What a legal move generator asks of the sliders in {@code position}. */
    private static void queries(Position position, Recording rec) {
        int us = position.sideToMove();
        for (int side : new int[] {us, us ^ 1}) {
            rec.rooks.add(position.pieces(side, Position.ROOK));
            rec.bishops.add(position.pieces(side, Position.BISHOP));
            rec.queens.add(position.pieces(side, Position.QUEEN));
        }
        int king = position.kingSquare(us);
        rec.rooks.add(king);
        rec.bishops.add(king);
    }

    @Benchmark
    @OperationsPerInvocation(PLIES)
    public long replay() {
        AttackBoard b = board;
        long[] toggled = toggleSets;
        long[] rooks = rookSets;
        long[] bishops = bishopSets;
        long[] queens = queenSets;
        long folded = 0;
        for (int step = 0; step < toggled.length; step++) {
            for (long s = toggled[step]; s != 0; s &= s - 1) {
                b.toggle(Long.numberOfTrailingZeros(s));
            }
            folded ^= ask(b, rooks[step], bishops[step], queens[step]);
        }
        return folded;
    }

    @Benchmark
    @OperationsPerInvocation(PLIES)
    public long toggles() {
        AttackBoard b = board;
        int[] toggled = toggleSquares;
        for (int t = 0; t < toggled.length; t++) {
            b.toggle(toggled[t]);
        }
        return b.occupied();
    }

    @Benchmark
    @OperationsPerInvocation(PLIES)
    public long queries() {
        AttackBoard[] boards = preparedBoards;
        long[] rooks = rookSets;
        long[] bishops = bishopSets;
        long[] queens = queenSets;
        long folded = 0;
        for (int step = 0; step < boards.length; step++) {
            AttackBoard b = boards[step];
            folded ^= ask(b, rooks[step], bishops[step], queens[step]);
        }
        return folded;
    }

    /** The fold of one step's queries, walking each set as a move generator walks its piece bitboards. */
    private static long ask(AttackBoard b, long rooks, long bishops, long queens) {
        long folded = 0;
        for (long s = rooks; s != 0; s &= s - 1) {
            folded ^= b.rookAttacks(Long.numberOfTrailingZeros(s));
        }
        for (long s = bishops; s != 0; s &= s - 1) {
            folded ^= b.bishopAttacks(Long.numberOfTrailingZeros(s));
        }
        for (long s = queens; s != 0; s &= s - 1) {
            folded ^= b.queenAttacks(Long.numberOfTrailingZeros(s));
        }
        return folded;
    }
}
