package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Fen;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PositionSourceTest {

    @TempDir
    Path dir;

    @Test
    void defaultIsTheSixCpwPositions() {
        PositionSource.Positions positions = PositionSource.current();
        assertTrue(positions.builtIn());
        assertEquals(6, positions.fens().size());
        assertEquals(Fen.INITIAL, positions.fens().get(0));
        assertEquals(3, positions.treeDepth());
    }

    @Test
    void pgnGivesEveryPositionOfEveryGame() throws IOException {
        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, "\uFEFF[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n[Event \"b\"]\n1. d4 *\n");
        PositionSource.Positions positions = PositionSource.read(pgn);
        assertEquals(List.of(Fen.INITIAL), positions.fens().subList(0, 1));
        assertEquals(5 + 2, positions.fens().size(), "start + 4 plies, start + 1 ply");
        assertEquals(1, positions.treeDepth(), "few positions: one ply deeper");
    }

    @Test
    void epdAndFenListsWithCommentsAndCounters() throws IOException {
        Path epd = dir.resolve("mine.epd");
        Files.writeString(
                epd, "# my positions\n\n" + "4k3/8/8/8/8/8/8/R3K3 w Q - bm Ra8+;\n" + Fen.INITIAL + " ;D1 20\n");
        assertEquals(
                List.of("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", Fen.INITIAL),
                PositionSource.read(epd).fens());
    }

    @Test
    void badFilesAreOneLineNamingFileAndLine() throws IOException {
        Path bad = dir.resolve("bad.epd");
        Files.writeString(bad, Fen.INITIAL + "\n8/8/8 w - -\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PositionSource.read(bad));
        assertTrue(e.getMessage().startsWith(bad + ":2: "), e.getMessage());

        Path latin1 = dir.resolve("latin1.epd");
        Files.write(latin1, "# caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(
                latin1 + ":1: not UTF-8 text (byte 0xe9 at byte 6 of the line)",
                assertThrows(IllegalArgumentException.class, () -> PositionSource.read(latin1))
                        .getMessage());

        Path empty = dir.resolve("empty.pgn");
        Files.writeString(empty, "\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PositionSource.read(empty))
                .getMessage()
                .startsWith(empty + ": no positions"));

        assertEquals(
                dir + ": not a regular file (a directory)",
                assertThrows(IllegalArgumentException.class, () -> PositionSource.read(dir))
                        .getMessage());
    }

    @Test
    void workloadsDrawFromTheFileNamedByTheProperty() throws IOException {
        Path epd = dir.resolve("endgame.epd");
        Files.writeString(epd, "4k3/8/8/8/8/8/8/R3K2B w - - 0 1\n");
        System.setProperty(PositionSource.PROPERTY, epd.toString());
        try {
            StrategyState state = new StrategyState();
            state.strategy = "RayLoop";
            state.resolve();
            PositionLookups lookups = new PositionLookups();
            lookups.setUp(state);
            assertEquals(PositionLookups.SAMPLES, lookups.squares.length);
            for (int i = 0; i < lookups.squares.length; i++) {
                // only white's rook and bishop (and black has none): every sample is one of them
                int kind = lookups.kinds[i];
                assertTrue(kind == 0 || kind == 1, "kind " + kind);
                assertTrue((lookups.occupancies[i] >>> lookups.squares[i] & 1) == 1);
                // depth 1 below the file's one position: white's rook (a1) or bishop (h1) before or after a move
                assertTrue(Long.bitCount(lookups.occupancies[i]) == 4, "four pieces: " + lookups.occupancies[i]);
            }
            IncrementalReplay replay = new IncrementalReplay();
            replay.setUp(state);
            assertEquals(Long.bitCount(replay.startOccupancy), 4, "starts from the file's position");
        } finally {
            System.clearProperty(PositionSource.PROPERTY);
        }
    }

    @Test
    void invisibleCharactersAroundAFenAreNamedNotDropped() throws IOException {
        Path epd = dir.resolve("hidden.epd");
        Files.writeString(epd, "\u001c" + Fen.INITIAL + "\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PositionSource.read(epd));
        assertTrue(e.getMessage().startsWith(epd + ":1: ") && e.getMessage().contains("U+001C"), e.getMessage());
    }
}
