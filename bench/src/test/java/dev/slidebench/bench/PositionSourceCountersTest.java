package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which lines of a positions file keep their own move counters: a FEN's fifth and sixth fields when
 * both are numbers; anything else with the four position fields is an EPD line and gets {@code 0 1}.
 */
class PositionSourceCountersTest {

    private static final String ROOK_ENDING = "4k3/8/8/8/8/8/8/R3K3 w Q -";

    @TempDir
    Path dir;

    private List<String> read(String... lines) throws IOException {
        Path file = Files.write(dir.resolve("p.epd"), List.of(lines));
        return PositionSource.read(file).fens();
    }

    @Test
    void aFensOwnCountersAreKept() throws IOException {
        assertEquals(List.of(ROOK_ENDING + " 5 40"), read(ROOK_ENDING + " 5 40"));
        assertEquals(List.of(ROOK_ENDING + " 5 40"), read(ROOK_ENDING + " 5 40 ;D1 16"));
    }

    @Test
    void fieldsThatAreNotBothCountersMakeAnEpdLine() throws IOException {
        assertEquals(List.of(ROOK_ENDING + " 0 1"), read(ROOK_ENDING));
        assertEquals(List.of(ROOK_ENDING + " 0 1"), read(ROOK_ENDING + " 7 id"));
        assertEquals(List.of(ROOK_ENDING + " 0 1"), read(ROOK_ENDING + " id 7"));
        assertEquals(List.of(ROOK_ENDING + " 0 1"), read(ROOK_ENDING + " bm Ra8+"));
    }

    /**
     * Issue 21: one rule for TABs between FEN fields, the one {@code perft --epd} keeps (a FEN is
     * printable text and spaces): a positions list refuses them too, naming the line and the column,
     * where an EPD line's fields used to be re-joined with spaces in silence.
     */
    @Test
    void aTabBetweenFieldsIsRefusedAsPerftEpdRefusesIt() throws IOException {
        String tabbed = ROOK_ENDING.replace(" w ", "\tw ");
        for (String line : List.of(tabbed, tabbed + " 5 40", ROOK_ENDING + "\t5 40")) {
            Path file = Files.write(dir.resolve("tabs.epd"), List.of(line));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PositionSource.read(file));
            assertTrue(e.getMessage().startsWith(file + ":1: "), e.getMessage());
            assertTrue(e.getMessage().contains("U+0009 (TAB) at column "), e.getMessage());
            IllegalArgumentException epd = assertThrows(
                    IllegalArgumentException.class,
                    () -> dev.slidebench.core.PerftSuite.parse("tabs.epd", List.of(line + " ;D1 16")));
            assertTrue(epd.getMessage().contains("U+0009 (TAB) at column "), epd.getMessage());
        }
    }

    @Test
    void aLineThatIsOnlyOperationsIsSkipped() throws IOException {
        assertEquals(List.of(ROOK_ENDING + " 0 1"), read(";D1 20", ROOK_ENDING));
    }

    @Test
    void aLineTooShortForAFenReachesTheParserAsWritten() throws IOException {
        String short3 = "4k3/8/8/8/8/8/8/R3K3 w Q";
        String parser = assertThrows(IllegalArgumentException.class, () -> Position.fromFen(short3))
                .getMessage();
        Path file = Files.write(dir.resolve("short.epd"), List.of(short3));
        assertEquals(
                file + ":1: " + parser,
                assertThrows(IllegalArgumentException.class, () -> PositionSource.read(file))
                        .getMessage());
    }
}
