package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PgnTest {

    /** Morphy v Duke of Brunswick and Count Isouard, Paris 1858 (the "Opera game"): it ends in mate. */
    private static final List<String> OPERA = List.of(
            "[Event \"Paris\"]",
            "[Site \"Paris FRA\"]",
            "[Date \"1858.??.??\"]",
            "[White \"Paul Morphy\"]",
            "[Black \"Duke Karl / Count Isouard\"]",
            "[Result \"1-0\"]",
            "",
            "1. e4 e5 2. Nf3 d6 3. d4 Bg4 {a weak move} 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7",
            "8. Nc3 c6 9. Bg5 b5 $6 10. Nxb5! cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 (13... Nxd7 ; line",
            "14. Qb5) 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0");

    @Test
    void replaysAGameToItsMate() {
        List<Pgn.Game> games = Pgn.parse("opera.pgn", OPERA);
        assertEquals(1, games.size());
        Pgn.Game game = games.get(0);
        assertEquals(1, game.line());
        assertEquals(Fen.INITIAL, game.startFen());
        assertEquals(33, game.positions().size(), "16 full moves and 17. Rd8#");
        Position last = Position.fromFen(game.positions().get(32));
        assertTrue(last.inCheck(), "Rd8 gives check");
        assertEquals(0, last.countMoves(), "and it is mate");
        // after 12. O-O-O the white king stands on c1 and a rook on d1
        Position afterCastling = Position.fromFen(game.positions().get(22));
        assertEquals(Position.KING, afterCastling.pieceAt(Square.parse("c1")) & 7);
        assertEquals(Position.ROOK, afterCastling.pieceAt(Square.parse("d1")) & 7);
    }

    @Test
    void gamesWithoutResultTokensAndFromAFenTag() {
        List<Pgn.Game> games = Pgn.parse(
                "two.pgn",
                List.of(
                        "[Event \"a\"]",
                        "1.e4 e5 2.Nf3",
                        "[Event \"b\"]",
                        "[SetUp \"1\"]",
                        "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]",
                        "1. a8=Q+ Kd7 *"));
        assertEquals(2, games.size());
        assertEquals(3, games.get(0).positions().size());
        assertEquals(3, games.get(1).line());
        Position promoted = Position.fromFen(games.get(1).positions().get(0));
        assertEquals(Position.QUEEN, promoted.pieceAt(Square.parse("a8")) & 7);
    }

    @Test
    void illegalAndAmbiguousMovesNameTheLine() {
        IllegalArgumentException illegal = assertThrows(
                IllegalArgumentException.class,
                () -> Pgn.parse("bad.pgn", List.of("[Event \"x\"]", "1. e4 e5 2. Ke3")));
        assertEquals("bad.pgn:2: move 2 for white 'Ke3': no legal move matches", illegal.getMessage());
        IllegalArgumentException ambiguous = assertThrows(
                IllegalArgumentException.class,
                () -> Pgn.parse("amb.pgn", List.of("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]", "1. Nd2")));
        assertEquals("amb.pgn:2: move 1 for white 'Nd2': more than one legal move matches", ambiguous.getMessage());
        assertEquals(
                1,
                Pgn.parse("ok.pgn", List.of("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]", "1. Nbd2"))
                        .size());
        IllegalArgumentException badTag =
                assertThrows(IllegalArgumentException.class, () -> Pgn.parse("tag.pgn", List.of("[Event unquoted]")));
        assertTrue(badTag.getMessage().startsWith("tag.pgn:1: tag '[Event unquoted]'"), badTag.getMessage());
        IllegalArgumentException badFen = assertThrows(
                IllegalArgumentException.class, () -> Pgn.parse("fen.pgn", List.of("[FEN \"8/8/8 w - - 0 1\"]")));
        assertTrue(badFen.getMessage().startsWith("fen.pgn:1: tag FEN: "), badFen.getMessage());
        IllegalArgumentException open =
                assertThrows(IllegalArgumentException.class, () -> Pgn.parse("var.pgn", List.of("1. e4 (1. d4 d5 *")));
        assertTrue(open.getMessage().startsWith("var.pgn:1: variation"), open.getMessage());
    }

    /** Issue 21: an open brace comment used to swallow the rest of the file, later games included. */
    @Test
    void aBraceCommentNotClosedIsRefusedAtTheLineItOpens() {
        List<String> lines = List.of(
                "[Event \"a\"]", "", "1. e4 {a comment that never ends", "1-0", "", "[Event \"b\"]", "", "1. d4 0-1");
        IllegalArgumentException open =
                assertThrows(IllegalArgumentException.class, () -> Pgn.parse("open.pgn", lines));
        assertTrue(open.getMessage().startsWith("open.pgn:3: comment '{' not closed"), open.getMessage());
        assertEquals(1, open.getMessage().lines().count());
        // a closing brace without its opening one hung the parser in an endless loop
        IllegalArgumentException stray = assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(30),
                () -> assertThrows(
                        IllegalArgumentException.class, () -> Pgn.parse("stray.pgn", List.of("1. e4 } e5"))));
        assertEquals("stray.pgn:1: '}' without a comment to close", stray.getMessage());
        // closed on a later line, it is a comment like any other and both games are read
        List<String> closed =
                List.of("[Event \"a\"]", "1. e4 {a comment", "over two lines} e5 1-0", "[Event \"b\"]", "1. d4 0-1");
        assertEquals(2, Pgn.parse("closed.pgn", closed).size());
    }

    /** Tags and moves are quoted through Echo: capped at 80 characters, invisible characters escaped. */
    @Test
    void echoedTagsAndMovesAreCappedAndEscaped() {
        IllegalArgumentException move = assertThrows(
                IllegalArgumentException.class, () -> Pgn.parse("m.pgn", List.of("1. e4 " + "N".repeat(5000))));
        assertTrue(
                move.getMessage().startsWith("m.pgn:1: move 1 for black '" + "N".repeat(79) + "…' (5,000 characters)"),
                move.getMessage());
        IllegalArgumentException tag = assertThrows(
                IllegalArgumentException.class, () -> Pgn.parse("t.pgn", List.of("[Event\u3164" + "x".repeat(200))));
        assertTrue(tag.getMessage().startsWith("t.pgn:1: tag '[EventU+3164xxx"), tag.getMessage());
        assertTrue(tag.getMessage().length() < 160, tag.getMessage());
    }

    /**
     * The SAN writer against the Opera game as a person wrote it: every move, re-written from the
     * position it is played in, is the token of the score (annotations {@code !} and {@code $6} aside).
     */
    @Test
    void writesTheOperaGamesMovesAsTheScoreHasThem() {
        String score = String.join(" ", OPERA.subList(7, OPERA.size()))
                .replaceAll("\\{[^}]*}", " ")
                .replaceAll("\\(13\\.\\.\\. Nxd7 ; line 14\\. Qb5\\)", " ")
                .replaceAll("\\$\\d+", " ")
                .replace("!", "");
        Position position = Position.fromFen(Fen.INITIAL);
        int written = 0;
        for (String token : score.trim().split("\\s+")) {
            if (token.matches("\\d+\\.") || token.equals("1-0")) {
                continue;
            }
            int move = Pgn.match(position, token.replaceAll("[+#]$", ""));
            assertTrue(move >= 0, token);
            String fenBefore = position.toFen();
            assertEquals(token, Pgn.san(position, move));
            assertEquals(fenBefore, position.toFen(), "san leaves the position as it was");
            position.makeMove(move);
            written++;
        }
        assertEquals(33, written);
    }

    @Test
    void writesDisambiguationPromotionEnPassantAndCastlingChecks() {
        // knights on b1 and f1 both reach d2: the file tells them apart
        assertEquals("Nbd2", sanOf("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2"));
        // rooks on a1 and a5 both reach a3: same file, so the rank
        assertEquals("R1a3", sanOf("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"));
        // queens on e1, h1 and h4 all reach e4: h1 shares its file with h4 and its rank with e1, so it
        // needs both coordinates; h4 shares only its file (with h1); e1 shares only its rank (with h1)
        assertEquals("Qh1e4", sanOf("1k6/8/8/8/7Q/8/8/K3Q2Q w - - 0 1", "h1e4"));
        assertEquals("Q4e4", sanOf("1k6/8/8/8/7Q/8/8/K3Q2Q w - - 0 1", "h4e4"));
        assertEquals("Qee4", sanOf("1k6/8/8/8/7Q/8/8/K3Q2Q w - - 0 1", "e1e4"));
        assertEquals("exd6", sanOf("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"));
        assertEquals("a8=Q+", sanOf("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"));
        assertEquals("a8=N", sanOf("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n"));
        assertEquals("O-O+", sanOf("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
        assertEquals("O-O-O", sanOf("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"));
        assertEquals("Rd8#", sanOf("6k1/5ppp/8/8/8/8/8/3RK3 w - - 0 1", "d1d8"));
    }

    @Test
    void readsARankDisambiguationAndRefusesAMissingPromotion() {
        // rooks on a1 and a5 both reach a3: "R1a3" is the one from a1, "R5a3" the one from a5
        Position rooks = Position.fromFen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
        assertEquals(rooks.parseMove("a1a3"), Pgn.match(rooks, "R1a3"));
        assertEquals(rooks.parseMove("a5a3"), Pgn.match(rooks, "R5a3"));
        assertEquals(-2, Pgn.match(rooks, "Ra3"), "ambiguous without the rank");
        assertEquals(-1, Pgn.match(rooks, "R2a3"), "no rook on the second rank");
        // a pawn reaching the last rank must name its promotion: "a8" alone is no legal move
        Position pawn = Position.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(-1, Pgn.match(pawn, "a8"));
        assertEquals(pawn.parseMove("a7a8q"), Pgn.match(pawn, "a8=Q"));
        assertEquals(pawn.parseMove("a7a8r"), Pgn.match(pawn, "a8R"));
    }

    /** A rook that takes a rook on a1 (a1 is square 0, the corner where an empty move slot would point). */
    @Test
    void aCaptureOnA1NeedsNoDisambiguation() {
        // White's only rook, on a5, takes black's rook on a1: no other white rook reaches a1.
        Position position = Position.fromFen("7k/8/8/R7/8/8/7K/r7 w - - 0 1");
        int capture = position.parseMove("a5a1");
        assertEquals("Rxa1", Pgn.san(position, capture));
        assertEquals(capture, Pgn.match(position, "Rxa1"));
    }

    @Test
    void aCommentClosedAtTheStartOfALineLeavesTheRestOfThatLine() {
        List<Pgn.Game> games = Pgn.parse("c.pgn", List.of("1. e4 {a comment", "} e5 2. Nf3 *"));
        assertEquals(1, games.size());
        assertEquals(3, games.get(0).positions().size(), "e4, e5 and Nf3");
    }

    @Test
    void aResultTokenAloneIsAGameWithoutMoves() {
        List<Pgn.Game> games =
                Pgn.parse("empty.pgn", List.of("[Event \"a\"]", "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]", "", "*"));
        assertEquals(1, games.size());
        assertEquals(1, games.get(0).line());
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", games.get(0).startFen());
        assertEquals(List.of(), games.get(0).positions());
    }

    /** A result token ends its game: the moves after it are a new game from the initial position. */
    @Test
    void aResultTokenEndsTheGameEvenWithoutTags() {
        List<Pgn.Game> games = Pgn.parse("two.pgn", List.of("1. e4 e5 1-0", "1. d4 *"));
        assertEquals(2, games.size());
        assertEquals(2, games.get(0).positions().size());
        assertEquals(Fen.INITIAL, games.get(1).startFen());
        assertEquals(2, games.get(1).line());
        assertEquals(
                List.of("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"),
                games.get(1).positions());
    }

    private static String sanOf(String fen, String uci) {
        Position position = Position.fromFen(fen);
        return Pgn.san(position, position.parseMove(uci));
    }
}
