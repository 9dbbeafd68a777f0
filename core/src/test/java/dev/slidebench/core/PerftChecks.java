package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * Perft and make/unmake checks that any strategy must pass, reused by the strategies module
 * through core's test-jar (as {@link StrategyContract} is). Expected counts come from the published
 * suites (CPW from core's main resources, Sedlak from {@code src/test/resources/perft/}), never from this code.
 */
public final class PerftChecks {

    /** CPW "Perft Results" positions 1–6: core's own copy, the one {@link PerftSuite#cpw()} serves. */
    public static final String CPW = PerftSuite.CPW_RESOURCE;
    /** Martin Sedlak's special-case positions (en passant pins, castling, promotions, mates). */
    public static final String SEDLAK = "/perft/sedlak-positions.epd";

    /** Positions the random games start from: the CPW set covers castling, en passant and promotions. */
    static final List<String> GAME_STARTS = List.of(
            Fen.INITIAL,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1");

    private PerftChecks() {}

    /** The entries of a perft EPD resource (core's main resources or its tests'). */
    public static List<PerftSuite.Entry> suite(String resource) {
        return PerftSuite.resource(resource);
    }

    /**
     * One test per position of {@code resource}: every depth whose published count is at most
     * {@code maxNodes}, with {@code strategy}'s board, checked against the count; the position must
     * come back unchanged.
     */
    public static Stream<DynamicTest> perftTests(SlidingAttacks strategy, String resource, long maxNodes) {
        return suite(resource).stream()
                .map(entry -> DynamicTest.dynamicTest(
                        strategy.name() + " " + resource.substring(resource.lastIndexOf('/') + 1) + ":" + entry.line(),
                        () -> checkPerft(strategy, entry, maxNodes)));
    }

    static void checkPerft(SlidingAttacks strategy, PerftSuite.Entry entry, long maxNodes) {
        Position position = Position.fromFen(entry.fen(), strategy);
        Snapshot before = Snapshot.of(position);
        Perft perft = new Perft(position);
        int checked = 0;
        for (int depth : entry.depths()) {
            long expected = entry.expected(depth);
            if (expected > maxNodes) {
                continue;
            }
            assertEquals(
                    expected, perft.count(depth), () -> strategy.name() + ": perft " + depth + " of " + entry.fen());
            checked++;
        }
        assertTrue(checked > 0, () -> "no depth of " + entry.fen() + " within " + maxNodes + " nodes");
        before.assertSame(position, "after perft");
    }

    /**
     * Random games from {@link #GAME_STARTS}: at every ply each legal move is made and unmade and the
     * position must come back bit for bit (FEN, every bitboard, mailbox, the board's occupancy and
     * its attack answers); the generated and counted move numbers must agree; after each move the
     * mover's king must not be attacked. At the end the whole game is taken back to the start.
     */
    public static void randomGamesRestore(SlidingAttacks strategy, long seed, int gamesPerStart, int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[Position.MAX_MOVES];
        for (String start : GAME_STARTS) {
            for (int game = 0; game < gamesPerStart; game++) {
                Position position = Position.fromFen(start, strategy);
                Snapshot initial = Snapshot.of(position);
                List<Integer> played = new ArrayList<>();
                for (int ply = 0; ply < maxPlies; ply++) {
                    Snapshot here = Snapshot.of(position);
                    here.assertBoardAnswers(position, "ply " + ply + " of a game from " + start);
                    int count = position.generateMoves(moves);
                    assertEquals(
                            count, position.countMoves(), () -> "generated and counted moves differ in " + here.fen);
                    for (int i = 0; i < count; i++) {
                        int move = moves[i];
                        int mover = position.sideToMove();
                        position.makeMove(move);
                        assertEquals(
                                0L,
                                position.attackersTo(position.kingSquare(mover), mover ^ 1),
                                () -> Move.toUci(move) + " leaves the king attacked in " + here.fen);
                        assertEquals(
                                position.pieces(Position.WHITE) | position.pieces(Position.BLACK),
                                position.occupied(),
                                () -> "board occupancy after " + Move.toUci(move) + " in " + here.fen);
                        position.unmakeMove(move);
                        here.assertSame(position, "make/unmake " + Move.toUci(move));
                    }
                    if (count == 0) {
                        break;
                    }
                    int move = moves[random.nextInt(count)];
                    position.makeMove(move);
                    played.add(move);
                    // Reading back our own FEN must give the same position.
                    Snapshot.of(Position.fromFen(position.toFen(), strategy)).assertSame(position, "FEN round trip");
                }
                for (int i = played.size() - 1; i >= 0; i--) {
                    position.unmakeMove(played.get(i));
                }
                initial.assertSame(position, "after taking back " + played.size() + " plies");
                initial.assertBoardAnswers(position, "after taking back a game");
            }
        }
    }

    /** Everything a position holds, to compare bit for bit. */
    static final class Snapshot {
        final String fen;
        final long[] byType;
        final long[] byColour;
        final int[] mailbox;
        final long occupied;

        private Snapshot(Position p) {
            fen = p.toFen();
            byType = p.byType.clone();
            byColour = p.byColour.clone();
            mailbox = p.mailbox.clone();
            occupied = p.board().occupied();
        }

        static Snapshot of(Position p) {
            return new Snapshot(p);
        }

        void assertSame(Position p, String when) {
            assertEquals(fen, p.toFen(), when);
            assertArrayEquals(byType, p.byType, () -> when + ": type bitboards of " + fen);
            assertArrayEquals(byColour, p.byColour, () -> when + ": colour bitboards of " + fen);
            assertArrayEquals(mailbox, p.mailbox, () -> when + ": mailbox of " + fen);
            assertEquals(occupied, p.board().occupied(), () -> when + ": board occupancy of " + fen);
            assertEquals(
                    byColour[0] | byColour[1],
                    p.board().occupied(),
                    () -> when + ": board occupancy vs pieces of " + fen);
        }

        /** The board's answers on every square agree with the reference on the pieces' occupancy. */
        void assertBoardAnswers(Position p, String when) {
            AttackBoard board = p.board();
            long occ = byColour[0] | byColour[1];
            for (int square = 0; square < 64; square++) {
                int s = square;
                assertEquals(
                        RayLoop.INSTANCE.rookAttacks(square, occ),
                        board.rookAttacks(square),
                        () -> when + ": board rook attacks from " + Square.name(s) + " in " + fen);
                assertEquals(
                        RayLoop.INSTANCE.bishopAttacks(square, occ),
                        board.bishopAttacks(square),
                        () -> when + ": board bishop attacks from " + Square.name(s) + " in " + fen);
            }
        }
    }
}
