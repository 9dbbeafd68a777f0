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
 *
 * <p>The set is read from {@value #FEN_RESOURCE}, precomputed, because replaying the games cost a search
 * fork about 0.2–0.5 s of setup; {@link #derived()} derives it from the sources, and a test keeps the two
 * equal.
 */
public final class SearchPositions {

    static final String GAMES_RESOURCE = "/positions/playouts.pgn";
    static final String FEN_RESOURCE = "/positions/search-bench.fen";
    static final int GAME_POSITIONS = 10;
    static final int CPW_POSITIONS = 6;

    private static volatile List<String> builtIn;

    private SearchPositions() {}

    /** The built-in bench set, in order: CPW 1–6, then the game positions. */
    public static List<String> builtIn() {
        List<String> set = builtIn;
        if (set == null) {
            List<String> fens = new ArrayList<>();
            for (String line : lines(FEN_RESOURCE)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    fens.add(line.trim());
                }
            }
            if (fens.size() != CPW_POSITIONS + GAME_POSITIONS) {
                throw new IllegalStateException(
                        FEN_RESOURCE + " holds " + fens.size() + " positions, not " + (CPW_POSITIONS + GAME_POSITIONS));
            }
            set = List.copyOf(fens);
            builtIn = set;
        }
        return set;
    }

    /** The bench set derived from its sources (the CPW suite and the games): what {@value #FEN_RESOURCE} holds. */
    static List<String> derived() {
        List<String> fens = new ArrayList<>();
        PerftSuite.cpw().forEach(entry -> fens.add(entry.fen()));
        List<String> lines = lines(GAMES_RESOURCE);
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
        return List.copyOf(fens);
    }

    private static List<String> lines(String resource) {
        try (InputStream in = SearchPositions.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource " + resource + " is missing from the class path");
            }
            return TextFile.lines(resource, in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
