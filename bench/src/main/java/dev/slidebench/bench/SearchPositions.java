package dev.slidebench.bench;

import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Pgn;
import dev.slidebench.core.TextFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The bench set of the search ({@code slidebench bench} and the {@code search} workload): the six CPW
 * perft positions, then {@value #GAME_POSITIONS} middle-game positions from the shipped games
 * ({@value #GAMES_RESOURCE}): the position halfway through game {@code i × games / }{@value
 * #GAME_POSITIONS}, for i = 0, 1, …. Deterministic: the same sixteen FENs on every JVM.
 */
public final class SearchPositions {

    static final String GAMES_RESOURCE = "/positions/playouts.pgn";
    static final int GAME_POSITIONS = 10;

    private static volatile List<String> builtIn;

    private SearchPositions() {}

    /** The built-in bench set, in order: CPW 1–6, then the game positions. */
    public static List<String> builtIn() {
        List<String> set = builtIn;
        if (set == null) {
            List<String> fens = new ArrayList<>();
            PerftSuite.cpw().forEach(entry -> fens.add(entry.fen()));
            List<String> lines = gameLines();
            List<Integer> starts = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).startsWith("[Event ")) {
                    starts.add(i);
                }
            }
            if (starts.size() < GAME_POSITIONS) {
                throw new IllegalStateException(
                        GAMES_RESOURCE + " holds " + starts.size() + " games, fewer than " + GAME_POSITIONS);
            }
            for (int i = 0; i < GAME_POSITIONS; i++) {
                // only the chosen game is replayed: all 300 take seconds
                int game = i * starts.size() / GAME_POSITIONS;
                int end = game + 1 < starts.size() ? starts.get(game + 1) : lines.size();
                List<String> positions = Pgn.parse(GAMES_RESOURCE, lines.subList(starts.get(game), end))
                        .get(0)
                        .positions();
                fens.add(positions.get(positions.size() / 2));
            }
            set = List.copyOf(fens);
            builtIn = set;
        }
        return set;
    }

    private static List<String> gameLines() {
        try (InputStream in = SearchPositions.class.getResourceAsStream(GAMES_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + GAMES_RESOURCE + " is missing from the class path");
            }
            return TextFile.lines(GAMES_RESOURCE, in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
