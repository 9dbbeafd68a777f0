package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** FEN in and out: round trips, the pieces it places, and one clear message per malformed field. */
class FenTest {

    @TestFactory
    Stream<DynamicTest> publishedFensRoundTrip() {
        return Stream.concat(
                        PerftChecks.suite(PerftChecks.CPW).stream(), PerftChecks.suite(PerftChecks.SEDLAK).stream())
                .map(PerftSuite.Entry::fen)
                .map(fen -> DynamicTest.dynamicTest(
                        fen, () -> assertEquals(fen, Position.fromFen(fen).toFen())));
    }

    @Test
    void initialPositionPlacesEveryPiece() {
        Position p = Position.fromFen(Fen.INITIAL);
        assertEquals(0x000000000000FFFFL, p.pieces(Position.WHITE));
        assertEquals(0xFFFF000000000000L, p.pieces(Position.BLACK));
        assertEquals(0xFFFF00000000FFFFL, p.occupied());
        assertEquals(0x00FF00000000FF00L, p.piecesOfType(Position.PAWN));
        assertEquals(Bitboards.of(Square.B1, Square.G1), p.pieces(Position.WHITE, Position.KNIGHT));
        assertEquals(Bitboards.of(Square.C8, Square.F8), p.pieces(Position.BLACK, Position.BISHOP));
        assertEquals(Bitboards.of(Square.A1, Square.H1), p.pieces(Position.WHITE, Position.ROOK));
        assertEquals(Bitboards.of(Square.D8), p.pieces(Position.BLACK, Position.QUEEN));
        assertEquals(Square.E1, p.kingSquare(Position.WHITE));
        assertEquals(Position.BLACK << 3 | Position.KING, p.pieceAt(Square.E8));
        assertEquals(Position.NO_PIECE, p.pieceAt(Square.E4));
        assertEquals(Position.WHITE, p.sideToMove());
        assertEquals(15, p.castlingRights());
        assertEquals(Position.NO_SQUARE, p.enPassantSquare());
        assertEquals(0, p.halfmoveClock());
        assertEquals(1, p.fullmoveNumber());
    }

    /** The worked example of the FEN specification (PGN standard, section 16.1: 1.e4 c5 2.Nf3). */
    @Test
    void movesProduceTheSpecificationsFens() {
        Position p = Position.fromFen(Fen.INITIAL);
        p.makeMove(p.parseMove("e2e4"));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", p.toFen());
        p.makeMove(p.parseMove("c7c5"));
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", p.toFen());
        p.makeMove(p.parseMove("g1f3"));
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", p.toFen());
        assertEquals(
                Square.E4, Long.numberOfTrailingZeros(p.pieces(Position.WHITE, Position.PAWN) & Bitboards.rankMask(3)));
    }

    @Test
    void spacingCastlingOrderAndMissingClocksAreNormalised() {
        assertEquals(
                Fen.INITIAL,
                Position.fromFen("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w  qkQK -  ")
                        .toFen());
        assertEquals(
                "4k3/8/8/8/8/8/8/4K3 b - - 7 1",
                Position.fromFen("4k3/8/8/8/8/8/8/4K3 b - - 7").toFen());
    }

    @Test
    void occupancyReadsABarePlacementOrAWholeFen() {
        assertEquals(Bitboards.of(Square.D5, Square.E4), Fen.occupancy("8/8/8/3p4/4P3/8/8/8"));
        assertEquals(0xFFFF00000000FFFFL, Fen.occupancy(Fen.INITIAL));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Fen.occupancy("8/8/8/3p4/4P3/8/8"));
        assertEquals(
                "FEN piece placement field '8/8/8/3p4/4P3/8/8': 7 ranks separated by '/', expected 8", e.getMessage());
    }

    private static void assertRejected(String fen, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Position.fromFen(fen), fen);
        assertEquals(message, e.getMessage());
    }

    @Test
    void malformedFieldCountsAreRejected() {
        assertRejected("", "FEN is empty");
        assertRejected(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
                "FEN 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq': 3 fields, expected 6 "
                        + "(piece placement, side to move, castling, en passant, halfmove clock, fullmove number)");
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
                "FEN '4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra': 7 fields, expected 6 "
                        + "(piece placement, side to move, castling, en passant, halfmove clock, fullmove number)");
    }

    @Test
    void malformedPlacementsAreRejected() {
        assertRejected(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
                "FEN piece placement field 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP': 7 ranks separated by '/', expected 8");
        assertRejected(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
                "FEN piece placement field 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN': rank 1 'RNBQKBN' covers 7 files, expected 8");
        assertRejected(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
                "FEN piece placement field 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR': rank 1 'RNBQKBNRR' covers 9 files, expected 8");
        assertRejected(
                "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "FEN piece placement field 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR': unexpected '9' in rank 6");
        assertRejected(
                "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "FEN piece placement field 'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR': unexpected 'x' in rank 7");
        assertRejected(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1",
                "FEN piece placement field 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR': white has 0 kings, expected 1");
        assertRejected(
                "rnbqkbnr/pppppppp/8/8/8/4k3/PPPPPPPP/RNBQKBNR w KQ - 0 1",
                "FEN piece placement field 'rnbqkbnr/pppppppp/8/8/8/4k3/PPPPPPPP/RNBQKBNR': black has 2 kings, expected 1");
        assertRejected(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR".replace("8/8/8/8", "8/8/8/P7") + " w KQkq - 0 1",
                "FEN piece placement field 'rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR': white has 17 pieces and 9 pawns, at most 16 and 8 in a game");
        assertRejected(
                "Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQk - 0 1",
                "FEN piece placement field 'Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR': white pawn on a8 (pawns never stand on rank 1 or 8)");
    }

    @Test
    void malformedSideToMoveIsRejected() {
        assertRejected("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "FEN side to move field 'x': expected 'w' or 'b'");
        assertRejected("4k3/8/8/8/8/8/8/4K3 W - - 0 1", "FEN side to move field 'W': expected 'w' or 'b'");
        // White to move while the black king stands in check from the e1 rook: no legal game gets here.
        assertRejected(
                "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
                "FEN side to move field 'w': the black king on e8 is in check with white to move");
    }

    @Test
    void malformedCastlingIsRejected() {
        assertRejected("r3k2r/8/8/8/8/8/8/R3K2R w KQxq - 0 1", "FEN castling field 'KQxq': unexpected 'x'");
        assertRejected("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", "FEN castling field 'KK': 'K' given twice");
        assertRejected("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "FEN castling field 'HAha': unexpected 'H'");
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
                "FEN castling field 'K': 'K' needs the white king on e1 and a white rook on h1");
        assertRejected(
                "r3k2r/8/8/8/8/8/8/R3K2R b Qkq - 0 1".replace("r3k2r", "r4rk1"),
                "FEN castling field 'Qkq': 'k' needs the black king on e8 and a black rook on h8");
    }

    @Test
    void malformedEnPassantIsRejected() {
        assertRejected(
                "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 2",
                "FEN en passant field 'e9': not a square (expected '-' or a3..h3, a6..h6)");
        assertRejected(
                "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq E6 0 2",
                "FEN en passant field 'E6': expected lower case 'e6'");
        assertRejected(
                "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 2",
                "FEN en passant field 'e3': with white to move the en passant square must be on rank 6");
        assertRejected(
                Fen.INITIAL.replace(" - ", " e6 "),
                "FEN en passant field 'e6': no black pawn on e5 that could have just stepped over it");
        assertRejected(
                "rnbqkbnr/pppppppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2".replace("pppppppp", "ppp1pppp"),
                "FEN en passant field 'e6': e6 and e7 must be empty after a double step");
    }

    @Test
    void malformedClocksAreRejected() {
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3 w - - -1 1", "FEN halfmove clock field '-1': expected a whole number from 0");
        assertRejected("4k3/8/8/8/8/8/8/4K3 w - - x 1", "FEN halfmove clock field 'x': expected a whole number from 0");
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 0", "FEN fullmove number field '0': expected a whole number from 1");
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999",
                "FEN fullmove number field '99999999999': expected a whole number from 1");
    }

    /** Nothing is trimmed or split silently: a control or invisible character is named by its code point. */
    @Test
    void controlAndInvisibleCharactersAreRejectedByName() {
        assertRejected(
                "\u001b" + Fen.INITIAL,
                "FEN 'U+001B" + Fen.INITIAL + "': control character U+001B (ESC)"
                        + " at column 1 (a FEN is printable text and spaces)");
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
                "FEN '4k3/8/8/8/8/8/8/4K3 w - - 0 1\\n': control character U+000A (LF) at column 30"
                        + " (a FEN is printable text and spaces)");
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3\tw - - 0 1",
                "FEN '4k3/8/8/8/8/8/8/4K3\\tw - - 0 1': control character U+0009 (TAB) at column 20"
                        + " (a FEN is printable text and spaces)");
        assertRejected(
                "\ufeff4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "FEN 'U+FEFF4k3/8/8/8/8/8/8/4K3 w - - 0 1': invisible character U+FEFF (byte-order mark) at column 1"
                        + " (a FEN is printable text and spaces)");
        assertRejected(
                "4k3/8/8/8/8/8/8/4K3 w\u00a0- - 0 1",
                "FEN '4k3/8/8/8/8/8/8/4K3 wU+00A0- - 0 1': invisible character U+00A0 (no-break space) at column 22"
                        + " (a FEN is printable text and spaces)");
        // A character outside the BMP is one character, quoted whole, not two halves.
        assertRejected(
                "4k3/8/8/8/8/8/8/4K2\ud83d\ude00 w - - 0 1",
                "FEN piece placement field '4k3/8/8/8/8/8/8/4K2\ud83d\ude00': unexpected '\ud83d\ude00' in rank 1");
    }

    @Test
    void longFieldsAreCappedInTheMessage() {
        String placement = "8/".repeat(50_000) + "8";
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Position.fromFen(placement + " w - - 0 1"));
        assertEquals(
                "FEN piece placement field '" + "8/".repeat(39) + "8…' (100,001 characters): 50001 ranks separated"
                        + " by '/', expected 8",
                e.getMessage());
    }

    /** Whether a FEN is legal does not depend on the strategy that will play it. */
    @Test
    void validityIsJudgedByTheReferenceNotTheStrategy() {
        SlidingAttacks blind = ReferenceStandIn.SEES_EVERYTHING;
        // The white rook on a1 does not attack the black king on h8; a strategy that sees every square
        // from everywhere would say it does, and so call the FEN illegal (the side not to move in check).
        String fen = "7k/8/8/8/8/8/8/R6K w - - 0 1";
        assertEquals(fen, Position.fromFen(fen, blind).toFen());
    }
}
