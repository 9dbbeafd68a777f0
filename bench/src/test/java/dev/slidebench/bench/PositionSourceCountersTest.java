package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
