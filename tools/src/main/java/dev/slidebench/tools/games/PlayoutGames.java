package dev.slidebench.tools.games;

import dev.slidebench.core.AtomicFiles;
import dev.slidebench.core.Fen;
import dev.slidebench.core.Move;
import dev.slidebench.core.Pgn;
import dev.slidebench.core.Position;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Games for {@code run --positions} made by seeded legal play-outs, because no collection of master
 * games with a licence that allows shipping it was found (issue 15). Every game starts from the
 * initial position and is played by the project's own move generator; each move is chosen by a
 * seeded rule that makes the games look like games rather than random walks:
 *
 * <ol>
 *   <li>a move that mates is always played;
 *   <li>otherwise, with probability {@value #CAPTURE_PREFERENCE}, the capture that wins the most
 *       (most valuable victim, then least valuable attacker; ties drawn at random), when there is one;
 *   <li>otherwise, with probability {@value #CHECK_PREFERENCE}, a random checking move, when there is one;
 *   <li>otherwise a random legal move (promotions to a queen only).
 * </ol>
 *
 * <p>Steps 2 to 4 leave out moves that put a piece where the opponent can take it, unless it took
 * something at least as valuable (a one-ply look, not an exchange evaluation); when every move does,
 * any legal move is drawn. Piece values 1, 3, 3, 5, 9.
 *
 * <p>A game ends at mate, stalemate, the fifty-move rule (halfmove clock 100), bare material (no pawn,
 * rook or queen and at most one minor piece left) or {@value #MAX_PLIES} plies. Repetitions are not
 * detected. The moves are written in SAN by {@link Pgn#san}, which {@link Pgn#parse} reads back to the
 * same positions (a test checks every game of the shipped file), and the file opens with {@code %}
 * lines (PGN's escape, skipped by readers) that say how it was made and the command that writes it
 * again byte for byte.
 */
public final class PlayoutGames {

    static final int MAX_PLIES = 300;
    static final double CAPTURE_PREFERENCE = 0.6;
    static final double CHECK_PREFERENCE = 0.25;
    static final int DEFAULT_GAMES = 300;
    static final long DEFAULT_SEED = 1;
    /** Where the shipped file lives, relative to the repository root. */
    static final String SHIPPED = "bench/src/main/resources/positions/playouts.pgn";

    /** Piece values for choosing captures, by type (pawn … king). */
    private static final int[] VALUE = {1, 3, 3, 5, 9, 100};

    private static final int LINE_WIDTH = 79;

    /** One game as played: its moves in SAN, the FEN after each, how and with what result it ended. */
    record Game(List<String> san, List<String> fens, String termination, String result) {}

    private PlayoutGames() {}

    public static void main(String[] args) {
        int status = run(args, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** {@code [--games N] [--seed S] --out FILE}; returns the exit status (2 for a bad argument or file). */
    static int run(String[] args, PrintStream err) {
        int games = DEFAULT_GAMES;
        long seed = DEFAULT_SEED;
        Path out = null;
        String usage = " (usage: PlayoutGames [--games N] [--seed S] --out FILE)";
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (!name.equals("--games") && !name.equals("--seed") && !name.equals("--out")) {
                err.println("PlayoutGames: unknown argument '" + name + "'" + usage);
                return 2;
            }
            if (i + 1 == args.length) {
                err.println("PlayoutGames: " + name + " needs a value" + usage);
                return 2;
            }
            String value = args[++i];
            try {
                if (name.equals("--games")) {
                    games = Integer.parseInt(value);
                    if (games < 1) {
                        throw new NumberFormatException();
                    }
                } else if (name.equals("--seed")) {
                    seed = Long.parseLong(value);
                } else {
                    out = Path.of(value);
                }
            } catch (NumberFormatException e) {
                err.println("PlayoutGames: " + name + " needs "
                        + (name.equals("--games") ? "a positive integer" : "an integer") + ", got '" + value + "'");
                return 2;
            }
        }
        if (out == null) {
            err.println("PlayoutGames: --out FILE is required" + usage);
            return 2;
        }
        try {
            AtomicFiles.writeString(out, pgn(games, seed));
        } catch (IOException e) {
            err.println("PlayoutGames: cannot write " + out + ": " + e.getMessage());
            return 2;
        }
        return 0;
    }

    /** The whole file: the header that says how it was made, then {@code count} games. */
    static String pgn(int count, long seed) {
        StringBuilder text = new StringBuilder(1 << 20);
        header(count, seed, text);
        List<Game> games = play(count, seed);
        for (int i = 0; i < games.size(); i++) {
            write(games.get(i), i + 1, seed, text);
        }
        return text.toString();
    }

    private static void header(int count, long seed, StringBuilder text) {
        String[] lines = {
            "slidebench: " + count + " games of seeded legal play-outs, NOT games played by people.",
            "No master-game collection whose licence allows shipping it was found, so these stand in.",
            "Made by dev.slidebench.tools.games.PlayoutGames (see its Javadoc for the move rule):",
            "mate when possible; else the best capture with probability " + CAPTURE_PREFERENCE
                    + "; else a check with probability " + CHECK_PREFERENCE + "; else any legal move;",
            "captures, checks and other moves that leave the moved piece en prise are avoided.",
            "Games end at mate, stalemate, the fifty-move rule, bare material or " + MAX_PLIES + " plies.",
            "Regenerate byte for byte (any JDK 17+), from the repository root:",
            "  ./mvnw -B -q -ntp compile -pl tools -am",
            "  java -cp tools/target/classes:strategies/target/classes:core/target/classes"
                    + " dev.slidebench.tools.games.PlayoutGames --games " + count + " --seed " + seed + " --out "
                    + SHIPPED,
        };
        for (String line : lines) {
            text.append("% ").append(line).append('\n');
        }
        text.append('\n');
    }

    /** Plays {@code count} games from one seeded stream, in order. */
    static List<Game> play(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Game> games = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            games.add(playOne(random));
        }
        return games;
    }

    private static Game playOne(SplittableRandom random) {
        Position position = Position.fromFen(Fen.INITIAL);
        int[] moves = new int[Position.MAX_MOVES];
        List<String> san = new ArrayList<>();
        List<String> fens = new ArrayList<>();
        while (true) {
            int count = position.generateMoves(moves);
            if (count == 0) {
                if (position.inCheck()) {
                    return new Game(san, fens, "checkmate", position.sideToMove() == Position.WHITE ? "0-1" : "1-0");
                }
                return new Game(san, fens, "stalemate", "1/2-1/2");
            }
            if (position.halfmoveClock() >= 100) {
                return new Game(san, fens, "fifty-move rule", "1/2-1/2");
            }
            if (bareMaterial(position)) {
                return new Game(san, fens, "insufficient material", "1/2-1/2");
            }
            if (san.size() == MAX_PLIES) {
                return new Game(san, fens, "ply limit", "*");
            }
            int move = choose(position, moves, count, random);
            san.add(Pgn.san(position, move));
            position.makeMove(move);
            fens.add(position.toFen());
        }
    }

    /** No pawn, rook or queen on the board and at most one knight or bishop: no mate is possible. */
    static boolean bareMaterial(Position position) {
        long heavy = position.piecesOfType(Position.PAWN)
                | position.piecesOfType(Position.ROOK)
                | position.piecesOfType(Position.QUEEN);
        long minors = position.piecesOfType(Position.KNIGHT) | position.piecesOfType(Position.BISHOP);
        return heavy == 0 && Long.bitCount(minors) <= 1;
    }

    /** The move rule of the class comment. */
    static int choose(Position position, int[] moves, int count, SplittableRandom random) {
        List<Integer> mates = new ArrayList<>();
        List<Integer> checks = new ArrayList<>();
        List<Integer> bestCaptures = new ArrayList<>();
        List<Integer> safe = new ArrayList<>();
        int bestGain = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int to = Move.to(move);
            int mover = VALUE[position.pieceAt(Move.from(move)) & 7];
            int victimPiece = Move.flag(move) == Move.EN_PASSANT ? Position.PAWN : position.pieceAt(to);
            int victim = victimPiece == Position.NO_PIECE ? 0 : VALUE[victimPiece & 7];
            position.makeMove(move);
            boolean check = position.inCheck();
            boolean mate = check && position.countMoves() == 0;
            // after the move the opponent is to move: can it take the piece that just moved?
            boolean loses = position.attackersTo(to, position.sideToMove()) != 0 && victim < mover;
            position.unmakeMove(move);
            if (mate) {
                mates.add(move);
            } else if (check && !loses) {
                checks.add(move);
            }
            if (victim > 0 && !loses) {
                int gain = victim * 16 - mover;
                if (gain > bestGain) {
                    bestGain = gain;
                    bestCaptures.clear();
                }
                if (gain == bestGain) {
                    bestCaptures.add(move);
                }
            }
            if (!loses && (!Move.isPromotion(move) || Move.promotionType(move) == Position.QUEEN)) {
                safe.add(move);
            }
        }
        if (!mates.isEmpty()) {
            return pick(mates, random);
        }
        if (random.nextDouble() < CAPTURE_PREFERENCE && !bestCaptures.isEmpty()) {
            return pick(bestCaptures, random);
        }
        if (random.nextDouble() < CHECK_PREFERENCE && !checks.isEmpty()) {
            return pick(checks, random);
        }
        return safe.isEmpty() ? moves[random.nextInt(count)] : pick(safe, random);
    }

    private static int pick(List<Integer> moves, SplittableRandom random) {
        return moves.get(random.nextInt(moves.size()));
    }

    /** One game: the seven-tag roster, PlyCount and Termination, then the movetext wrapped at 79 columns. */
    private static void write(Game game, int round, long seed, StringBuilder text) {
        tag(text, "Event", "slidebench seeded play-out, seed " + seed);
        tag(text, "Site", "-");
        tag(text, "Date", "????.??.??");
        tag(text, "Round", Integer.toString(round));
        tag(text, "White", "PlayoutGames");
        tag(text, "Black", "PlayoutGames");
        tag(text, "Result", game.result());
        tag(text, "PlyCount", Integer.toString(game.san().size()));
        tag(text, "Termination", game.termination());
        text.append('\n');
        StringBuilder line = new StringBuilder();
        for (int ply = 0; ply < game.san().size(); ply++) {
            String token = ply % 2 == 0
                    ? (ply / 2 + 1) + ". " + game.san().get(ply)
                    : game.san().get(ply);
            append(token, line, text);
        }
        append(game.result(), line, text);
        text.append(line).append("\n\n");
    }

    private static void append(String token, StringBuilder line, StringBuilder text) {
        if (line.length() > 0 && line.length() + 1 + token.length() > LINE_WIDTH) {
            text.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    private static void tag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value).append("\"]\n");
    }
}
