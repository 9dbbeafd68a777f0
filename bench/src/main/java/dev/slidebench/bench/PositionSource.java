package dev.slidebench.bench;

import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.Pgn;
import dev.slidebench.core.Position;
import dev.slidebench.core.TextFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The positions the position-based workloads ({@code positions}, {@code incremental}, {@code xray}, {@code perft})
 * draw from: the six CPW perft positions by default, or the user's own file named by the system
 * property {@value #PROPERTY} (what {@code run --positions FILE} passes to every fork). A {@code .pgn}
 * file contributes every position of every game, replayed move by move; any other file is a list of
 * FENs or EPD lines, one per line (text after the first {@code ;} ignored, {@code #} lines and blank
 * lines skipped; an EPD position, four fields and its operations, gets {@code 0 1} as its move counters).
 */
public final class PositionSource {

    public static final String PROPERTY = "slidebench.positions";

    /** The positions, as FENs, and whether they are the built-in CPW set. */
    public record Positions(String source, List<String> fens, boolean builtIn, Integer games) {
        /**
         * How deep below each position the sampling workloads walk: the perft trees (depth 3) of the
         * six built-in positions; a user's file as it is when it holds many positions (a PGN's are
         * already the positions of real games), one ply deeper when it holds few.
         */
        int treeDepth() {
            return builtIn ? 3 : fens.size() >= 100 ? 0 : 1;
        }
    }

    private PositionSource() {}

    /**
     * A FEN as given when its fifth and sixth fields are the move counters; otherwise an EPD line, whose
     * four position fields are followed by operations ({@code bm Ra8+}), gets {@code 0 1}.
     */
    private static String withCounters(String line) {
        String[] fields = line.split(" +"); // spaces only: a TAB stays in its field, and the FEN parser names it
        if (fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+")) {
            return line;
        }
        if (fields.length < 4) {
            return line; // too short for either: the FEN parser names what is missing
        }
        return String.join(" ", fields[0], fields[1], fields[2], fields[3], "0", "1");
    }

    /** The positions this JVM was asked to use. */
    static Positions current() {
        String file = System.getProperty(PROPERTY);
        if (file == null || file.isEmpty()) {
            return new Positions(
                    "cpw-positions.epd",
                    PerftSuite.cpw().stream().map(PerftSuite.Entry::fen).toList(),
                    true,
                    null);
        }
        return read(Path.of(file));
    }

    /**
     * Reads {@code file}.
     *
     * @throws IllegalArgumentException {@code FILE:LINE: problem}, or {@code FILE: problem} for a file that
     *     cannot be read, is not UTF-8 text or holds no position
     */
    public static Positions read(Path file) {
        String name = file.toString();
        List<String> lines;
        try {
            // core's rules for a user's text file: regular files only, UTF-8 with FILE:LINE, BOM, line cap
            lines = TextFile.lines(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException(name + ": no such file");
        } catch (java.nio.file.AccessDeniedException e) {
            throw new IllegalArgumentException(name + ": permission denied");
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": cannot read: " + e.getMessage(), e);
        }
        List<String> fens = new ArrayList<>();
        Integer games = null;
        if (name.toLowerCase(Locale.ROOT).endsWith(".pgn")) {
            List<Pgn.Game> parsed = Pgn.parse(name, lines);
            games = parsed.size();
            for (Pgn.Game game : parsed) {
                fens.add(game.startFen());
                fens.addAll(game.positions());
            }
        } else {
            for (int i = 0; i < lines.size(); i++) {
                String text = lines.get(i);
                int semicolon = text.indexOf(';');
                // only spaces are trimmed: any other invisible character reaches the FEN parser, which names it
                String fen = TextFile.stripSpaces(semicolon < 0 ? text : text.substring(0, semicolon));
                if (fen.isEmpty() || fen.startsWith("#")) {
                    continue;
                }
                fen = withCounters(fen);
                try {
                    Position.fromFen(fen);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(name + ":" + (i + 1) + ": " + e.getMessage());
                }
                fens.add(fen);
            }
        }
        if (fens.isEmpty()) {
            throw new IllegalArgumentException(name + ": no positions (expected FEN/EPD lines or PGN games)");
        }
        return new Positions(name, List.copyOf(fens), false, games);
    }
}
