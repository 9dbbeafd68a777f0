package dev.slidebench.tools.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Fen;
import dev.slidebench.core.Pgn;
import dev.slidebench.core.Position;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayoutGamesTest {

    /** The shipped file, from the tools module's directory (where Maven runs this test). */
    private static final Path SHIPPED = Path.of("..").resolve(PlayoutGames.SHIPPED);

    private static String shipped;
    private static List<PlayoutGames.Game> played;

    @BeforeAll
    static void readShippedAndPlay() throws IOException {
        shipped = Files.readString(SHIPPED, StandardCharsets.UTF_8);
        played = PlayoutGames.play(PlayoutGames.DEFAULT_GAMES, PlayoutGames.DEFAULT_SEED);
    }

    @Test
    void theShippedFileIsWhatItsHeaderCommandWrites() {
        String command = "dev.slidebench.tools.games.PlayoutGames --games " + PlayoutGames.DEFAULT_GAMES + " --seed "
                + PlayoutGames.DEFAULT_SEED + " --out " + PlayoutGames.SHIPPED;
        assertTrue(shipped.lines().anyMatch(line -> line.startsWith("% ") && line.endsWith(command)), command);
        assertEquals(
                shipped,
                PlayoutGames.pgn(PlayoutGames.DEFAULT_GAMES, PlayoutGames.DEFAULT_SEED),
                "regenerate it with the command in its header");
    }

    /** core's PGN reader, which matches each SAN against the legal moves, replays every game to the same FENs. */
    @Test
    void everyShippedGameReadsBackToThePositionsItWasPlayedThrough() {
        List<Pgn.Game> read = Pgn.parse(SHIPPED.toString(), shipped.lines().toList());
        assertEquals(played.size(), read.size());
        for (int i = 0; i < read.size(); i++) {
            assertEquals(Fen.INITIAL, read.get(i).startFen());
            assertEquals(played.get(i).fens(), read.get(i).positions(), "game " + (i + 1));
        }
    }

    /** Each game's Termination is checked on its last position by rules, not by the generator's word. */
    @Test
    void everyGameEndsTheWayItsTerminationSays() {
        for (int i = 0; i < played.size(); i++) {
            PlayoutGames.Game game = played.get(i);
            Position last = Position.fromFen(game.fens().get(game.fens().size() - 1));
            String name = "game " + (i + 1) + " (" + game.termination() + ")";
            switch (game.termination()) {
                case "checkmate" -> {
                    assertTrue(last.inCheck() && last.countMoves() == 0, name);
                    assertEquals(last.sideToMove() == Position.WHITE ? "0-1" : "1-0", game.result(), name);
                    assertTrue(game.san().get(game.san().size() - 1).endsWith("#"), name);
                }
                case "stalemate" -> assertTrue(!last.inCheck() && last.countMoves() == 0, name);
                case "fifty-move rule" -> assertEquals(100, last.halfmoveClock(), name);
                case "insufficient material" -> assertTrue(PlayoutGames.bareMaterial(last), name);
                case "ply limit" -> {
                    assertEquals(PlayoutGames.MAX_PLIES, game.san().size(), name);
                    assertEquals("*", game.result(), name);
                }
                default -> throw new AssertionError(name + ": unknown termination");
            }
            if (!game.termination().equals("checkmate") && !game.termination().equals("stalemate")) {
                assertTrue(last.countMoves() > 0, name);
            }
        }
    }

    @Test
    void bareMaterialIsKingsAndAtMostOneMinorPiece() {
        assertTrue(PlayoutGames.bareMaterial(Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
        assertTrue(PlayoutGames.bareMaterial(Position.fromFen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")));
        assertFalse(PlayoutGames.bareMaterial(Position.fromFen("4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1")));
        assertFalse(PlayoutGames.bareMaterial(Position.fromFen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1")));
        assertFalse(PlayoutGames.bareMaterial(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
    }

    @Test
    void theCommandLineWritesTheFileAndRefusesBadArguments(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("two.pgn");
        assertEquals(0, PlayoutGames.run(new String[] {"--games", "2", "--seed", "7", "--out", out.toString()}, err()));
        assertEquals(PlayoutGames.pgn(2, 7), Files.readString(out));
        assertEquals(2, Pgn.parse("two.pgn", Files.readAllLines(out)).size());
        assertRefused(
                "PlayoutGames: unknown argument '--gmaes' (usage: PlayoutGames [--games N] [--seed S] --out FILE)",
                "--gmaes",
                "3");
        assertRefused("PlayoutGames: --games needs a positive integer, got '0'", "--games", "0", "--out", "x");
        assertRefused("PlayoutGames: --seed needs an integer, got 'one'", "--seed", "one");
        assertRefused("PlayoutGames: --out FILE is required (usage: PlayoutGames [--games N] [--seed S] --out FILE)");
        assertRefused(
                "PlayoutGames: --out needs a value (usage: PlayoutGames [--games N] [--seed S] --out FILE)", "--out");
        Path missingDirectory = dir.resolve("no/such/dir/x.pgn");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        assertEquals(
                2,
                PlayoutGames.run(
                        new String[] {"--games", "1", "--out", missingDirectory.toString()},
                        new PrintStream(bytes, true, StandardCharsets.UTF_8)));
        assertTrue(bytes.toString(StandardCharsets.UTF_8).startsWith("PlayoutGames: cannot write " + missingDirectory));
    }

    private static void assertRefused(String message, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        assertEquals(2, PlayoutGames.run(args, new PrintStream(bytes, true, StandardCharsets.UTF_8)));
        assertEquals(message + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
    }

    private static PrintStream err() {
        return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }
}
