package dev.slidebench.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.core.Position;
import org.junit.jupiter.api.Test;

/**
 * Static exchange values worked out by hand, with the values pawn 100, knight 320, bishop 330, rook
 * 500, queen 900; each comment gives the capture sequence and the arithmetic. The x-ray cases have a
 * different value when the piece behind is not seen, so they fail if the re-asked slider attack is
 * missing. The board must be as it was afterwards.
 */
class StaticExchangeTest {

    private static int see(String fen, String uci) {
        Position position = Position.fromFen(fen);
        long before = position.occupied();
        int value = new StaticExchange(position).evaluate(position.parseMove(uci));
        assertEquals(before, position.occupied(), "the board is restored");
        return value;
    }

    @Test
    void anUndefendedPawn() {
        // Re1xe5: nothing of black's reaches e5 (the rook on d8 is on another file): +100.
        assertEquals(100, see("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5"));
    }

    @Test
    void aKnightForAPawnWhenTheRecaptureChainIsLong() {
        // Nd3xe5 (+100), Nd7xe5 (white −320); white could go on Re2xe5, Bf6xe5, Qe1xe5 (x-ray behind the
        // rook), Qh8xe5 (x-ray behind the bishop) but each continuation loses more, so white stops after
        // the knight is taken: 100 − 320 = −220.
        assertEquals(-220, see("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5"));
    }

    @Test
    void aRookBehindARookJoinsTheExchange() {
        // Rd2xd5 (+100), Rd8xd5 (−500), Rd1xd5 through the square the first rook left (+500): 100.
        // Without the x-ray white would have no recapture and lose the rook: 100 − 500 = −400.
        assertEquals(100, see("3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "d2d5"));
    }

    @Test
    void aBishopBehindAPawnJoinsTheExchange() {
        // c3xd4 (+320 for the knight), e5xd4 (−100), Bb2xd4 behind the pawn that left c3 (+100):
        // 320 − 100 + 100 = 320. Without the x-ray: 320 − 100 = 220.
        assertEquals(320, see("6k1/8/8/4p3/3n4/2P5/1B6/6K1 w - - 0 1", "c3d4"));
    }

    @Test
    void aRookBehindARecapturingRookJoinsTheExchange() {
        // Rd2xd5 (+100), Rd7xd5 (−500), Rd1xd5 (+500), Rd8xd5 behind the rook that left d7 (−500); white
        // has nothing more, and stopping earlier is no better: 100 − 500 + 500 − 500 = −400. Without the
        // x-ray behind the recapturing rook, black's last capture is missing: 100 − 500 + 500 = +100.
        assertEquals(-400, see("3r2k1/3r4/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "d2d5"));
    }

    @Test
    void aBishopBehindARecapturingPawnJoinsTheExchange() {
        // c3xd4 (+320), e5xd4 (−100); Bb2xd4 (+100) would be met by Bf6xd4 behind the pawn that left e5
        // (−330), so white stops after the pawn recapture: 320 − 100 = 220. Without that x-ray white would
        // go on and keep the bishop: 320 − 100 + 100 = 320.
        assertEquals(220, see("6k1/8/5b2/4p3/3n4/2P5/1B6/6K1 w - - 0 1", "c3d4"));
    }

    @Test
    void theKingRecapturesOnlyWhereNothingRecapturesIt() {
        // Rd1xd2 (+320), Bc3xd2 (−500), Ke1xd2 (+330), nothing left for black: 320 − 500 + 330 = 150.
        assertEquals(150, see("4k3/8/8/8/8/2b5/3n4/3RK3 w - - 0 1", "d1d2"));
        // The same with a black rook on d8 that sees d2 once the knight has gone: the king may not take
        // the bishop, so white is left with the rook for the knight: 320 − 500 = −180.
        assertEquals(-180, see("3rk3/8/8/8/8/2b5/3n4/3RK3 w - - 0 1", "d1d2"));
    }

    @Test
    void enPassantCapturesAPawnFromBesideTheTarget() {
        // e5xd6 e.p. takes the pawn on d5 (+100); the queen on d8 sees d6 over the empty d7 and takes the
        // pawn there (−100); nothing of white's reaches d6 again: 100 − 100 = 0.
        assertEquals(0, see("3qk3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"));
    }

    /**
     * In each case the x-ray piece is revealed by a capture of one type and must be seen after the other
     * side's next capture, of the same type: the attack sets must be asked again after every capture of a
     * piece that moves along that line, not only after the next one of another type.
     */
    @Test
    void aBishopBehindARecapturingPawnIsSeenAfterAPawnRecapture() {
        // Nf3xd4 (+320), e5xd4 (−320), c3xd4 (+100), Bf6xd4 behind the pawn that left e5 (−100); white has
        // nothing more: 320 − 320 + 100 − 100 = 0 (stopping anywhere earlier is no better for either side).
        // Without the bishop black's last capture is missing and white keeps a pawn: 320 − 320 + 100 = 100.
        assertEquals(0, see("6k1/8/5b2/4p3/3n4/2P2N2/8/7K w - - 0 1", "f3d4"));
    }

    @Test
    void aQueenBehindARecapturingBishopIsSeenAfterABishopRecapture() {
        // Nf3xd4 (+320), Be5xd4 (−320), Bb2xd4 (+330), Qf6xd4 behind the bishop that left e5 (−330):
        // 320 − 320 + 330 − 330 = 0. Without the queen white would keep the bishop: 320 − 320 + 330 = 330,
        // and black would rather not recapture at all: 320.
        assertEquals(0, see("6k1/8/5q2/4b3/3n4/5N2/1B6/7K w - - 0 1", "f3d4"));
    }

    @Test
    void aBishopBehindARecapturingQueenIsSeenAfterAQueenRecapture() {
        // Nf3xd4 (+320), Qe5xd4 (−320), Qb2xd4 (+900), Bf6xd4 behind the queen that left e5 (−900):
        // 320 − 320 + 900 − 900 = 0. Without the bishop black would not recapture with the queen: 320.
        assertEquals(0, see("6k1/8/5b2/4q3/3n4/5N2/1Q6/7K w - - 0 1", "f3d4"));
    }

    @Test
    void aRookBehindARecapturingQueenIsSeenAfterAQueenRecapture() {
        // Nf3xd4 (+320), Qd6xd4 (−320), Qd1xd4 (+900), Rd8xd4 behind the queen that left d6 (−900):
        // 320 − 320 + 900 − 900 = 0. Without the rook black would not recapture with the queen: 320.
        assertEquals(0, see("3r2k1/8/3q4/8/3n4/5N2/8/3Q3K w - - 0 1", "f3d4"));
    }

    @Test
    void aRookOffTheLineDoesNotJoinTheExchange() {
        // Nc3xd5 (+100), Rd8xd5 (−320); white's rook on a1 sees neither d5 nor any square of its lines to
        // it: 100 − 320 = −220. Were it counted, Ra1xd5 (+500) would follow and white would be up: 100.
        assertEquals(-220, see("3r2k1/8/8/3p4/8/2N5/8/R5K1 w - - 0 1", "c3d5"));
    }
}
