package dev.slidebench.core;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Games in Portable Game Notation, replayed move by move so that every position reached is a sample.
 * Reads what real PGN files hold: tag pairs ({@code [Event "…"]}; {@code [FEN "…"]} starts a game from
 * that position), movetext with move numbers, brace and semicolon comments, nested variations (skipped:
 * they are not the game), numeric annotation glyphs ({@code $1}), suffix annotations ({@code !?}) and
 * the result token. Each move is standard algebraic notation (SAN) matched against the legal moves of
 * the position, so an illegal or ambiguous move is an error, not a guess.
 *
 * <p>Errors name the source and line: {@code games.pgn:12: move 7 for black 'Nbd7': no legal move
 * matches}. Values are echoed as given, capped by the caller's error printer.
 */
public final class Pgn {

    private static final Pattern TAG = Pattern.compile("^\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]$");
    private static final Pattern SAN = Pattern.compile("^([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([NBRQ]))?$");
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\.+$");
    private static final String PIECE_LETTERS = "PNBRQK";

    /** One game: its start position (FEN) and the FEN after each of its moves, in order. */
    public record Game(int line, String startFen, List<String> positions) {}

    private Pgn() {}

    /**
     * Every game of {@code lines} (the file's lines, without line ends).
     *
     * @throws IllegalArgumentException {@code source:line: problem} for the first bad tag or move
     */
    public static List<Game> parse(String source, List<String> lines) {
        List<Game> games = new ArrayList<>();
        Parser parser = new Parser(source);
        for (int i = 0; i < lines.size(); i++) {
            parser.line(lines.get(i), i + 1, games);
        }
        parser.end(games);
        return games;
    }

    /** A line-by-line state machine: tags, then movetext until a result token or the next tag section. */
    private static final class Parser {
        private final String source;
        private int lineNumber;
        private int gameLine = -1;
        private String startFen;
        private Position position;
        private List<String> positions;
        private int depth; // of nested variations
        private boolean inBraceComment;
        private int commentLine; // where the open brace comment began

        Parser(String source) {
            this.source = source;
        }

        void line(String text, int number, List<Game> games) {
            lineNumber = number;
            String trimmed = text.strip();
            if (inBraceComment) {
                int close = trimmed.indexOf('}');
                if (close < 0) {
                    return;
                }
                inBraceComment = false;
                trimmed = trimmed.substring(close + 1);
            }
            if (trimmed.startsWith("%")) {
                return; // escape line (PGN standard 6)
            }
            if (trimmed.startsWith("[") && depth == 0) {
                if (position != null && !positions.isEmpty()) {
                    finish(games); // a new tag section without a result token ends the game before it
                }
                tag(trimmed);
                return;
            }
            movetext(trimmed, games);
        }

        private void tag(String text) {
            Matcher m = TAG.matcher(text);
            if (!m.matches()) {
                throw error("tag " + Echo.quoted(text) + ": expected [Name \"value\"]");
            }
            if (gameLine < 0) {
                gameLine = lineNumber;
            }
            if (m.group(1).equals("FEN")) {
                String fen = m.group(2).replace("\\\"", "\"").replace("\\\\", "\\");
                try {
                    Position.fromFen(fen);
                } catch (IllegalArgumentException e) {
                    throw error("tag FEN: " + e.getMessage());
                }
                startFen = fen;
            }
        }

        private void movetext(String text, List<Game> games) {
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == ';') {
                    return; // comment to the end of the line
                } else if (c == '{') {
                    int close = text.indexOf('}', i);
                    if (close < 0) {
                        inBraceComment = true;
                        commentLine = lineNumber;
                        return;
                    }
                    i = close + 1;
                } else if (c == '(') {
                    depth++;
                    i++;
                } else if (c == ')') {
                    if (depth == 0) {
                        throw error("')' without a variation to close");
                    }
                    depth--;
                    i++;
                } else if (c == '}') {
                    // a stray closing brace: it used to make an empty token and loop forever (found by fuzzing)
                    throw error("'}' without a comment to close");
                } else {
                    int end = i;
                    while (end < text.length() && " \t{}();".indexOf(text.charAt(end)) < 0) {
                        end++;
                    }
                    token(text.substring(i, end), games);
                    i = end;
                }
            }
        }

        private void token(String token, List<Game> games) {
            if (depth > 0 || token.startsWith("$") || MOVE_NUMBER.matcher(token).matches()) {
                return;
            }
            if (token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*")) {
                ensureGame();
                finish(games);
                return;
            }
            String move = token.replaceFirst("^\\d+\\.+", ""); // "12.Nf3" written without a space
            if (move.isEmpty()) {
                return;
            }
            ensureGame();
            int legal = match(position, move.replaceAll("[+#!?]+$", ""));
            if (legal < 0) {
                int moveNumber = position.fullmoveNumber();
                String side = position.sideToMove() == Position.WHITE ? "white" : "black";
                String why = legal == -1 ? "no legal move matches" : "more than one legal move matches";
                throw error("move " + moveNumber + " for " + side + " " + Echo.quoted(token) + ": " + why);
            }
            position.makeMove(legal);
            positions.add(position.toFen());
        }

        private void ensureGame() {
            if (position == null) {
                if (gameLine < 0) {
                    gameLine = lineNumber;
                }
                String fen = startFen != null ? startFen : Fen.INITIAL;
                position = Position.fromFen(fen);
                startFen = fen;
                positions = new ArrayList<>();
            }
        }

        /** The end of the file: a brace comment still open would have swallowed everything after it. */
        void end(List<Game> games) {
            if (inBraceComment) {
                lineNumber = commentLine;
                throw error("comment '{' not closed: it runs to the end of the file, taking every move and game"
                        + " after it; close it with '}'");
            }
            finish(games);
        }

        void finish(List<Game> games) {
            if (depth > 0) {
                throw error("variation '(' not closed before the end of the game");
            }
            if (position != null) {
                games.add(new Game(gameLine, startFen, List.copyOf(positions)));
            }
            position = null;
            positions = null;
            startFen = null;
            gameLine = -1;
        }

        private IllegalArgumentException error(String problem) {
            return new IllegalArgumentException(source + ":" + lineNumber + ": " + problem);
        }
    }

    /**
     * The standard algebraic notation of the legal move {@code move} in {@code position} (PGN standard,
     * section 8.2.3): piece letter, the origin's file, rank or both only when another piece of that type
     * could go to the same square (file first), {@code x} for a capture, {@code =Q} for a promotion,
     * {@code O-O}/{@code O-O-O}, and {@code +} or {@code #} when the move checks or mates. {@link #match}
     * reads every string this writes back to the same move. The move is made and taken back on {@code
     * position} to see check and mate, which leaves it as it was.
     */
    public static String san(Position position, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = position.pieceAt(from) & 7;
        boolean capture = position.pieceAt(to) != Position.NO_PIECE || Move.flag(move) == Move.EN_PASSANT;
        StringBuilder text = new StringBuilder(8);
        if (Move.flag(move) == Move.CASTLE) {
            text.append(to > from ? "O-O" : "O-O-O");
        } else if (type == Position.PAWN) {
            if (capture) {
                text.append((char) ('a' + Square.file(from))).append('x');
            }
            text.append(Square.name(to));
            if (Move.isPromotion(move)) {
                text.append('=').append(PIECE_LETTERS.charAt(Move.promotionType(move)));
            }
        } else {
            text.append(PIECE_LETTERS.charAt(type)).append(disambiguation(position, move, type));
            text.append(capture ? "x" : "").append(Square.name(to));
        }
        position.makeMove(move);
        if (position.inCheck()) {
            text.append(position.countMoves() == 0 ? '#' : '+');
        }
        position.unmakeMove(move);
        return text.toString();
    }

    /** What a piece move's SAN needs between letter and target: nothing, the file, the rank, or both. */
    private static String disambiguation(Position position, int move, int type) {
        int from = Move.from(move);
        int to = Move.to(move);
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        boolean rivals = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int other = Move.from(moves[i]);
            if (Move.to(moves[i]) == to && other != from && (position.pieceAt(other) & 7) == type) {
                rivals = true;
                sameFile |= Square.file(other) == Square.file(from);
                sameRank |= Square.rank(other) == Square.rank(from);
            }
        }
        if (!rivals) {
            return "";
        }
        String square = Square.name(from);
        return !sameFile ? square.substring(0, 1) : !sameRank ? square.substring(1) : square;
    }

    /**
     * The legal move of {@code position} that the SAN {@code san} (suffixes already removed) names;
     * −1 when none does, −2 when several do.
     */
    static int match(Position position, String san) {
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        boolean castleShort = san.equals("O-O") || san.equals("0-0");
        boolean castleLong = san.equals("O-O-O") || san.equals("0-0-0");
        Matcher m = SAN.matcher(san);
        if (!castleShort && !castleLong && !m.matches()) {
            return -1;
        }
        int found = -1;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            boolean matches = castleShort || castleLong
                    ? Move.flag(move) == Move.CASTLE && (Move.to(move) > Move.from(move)) == castleShort
                    : matchesSan(position, move, m);
            if (matches) {
                if (found >= 0) {
                    return -2;
                }
                found = move;
            }
        }
        return found;
    }

    private static boolean matchesSan(Position position, int move, Matcher san) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = position.pieceAt(from) & 7;
        int wantedType = san.group(1) == null
                ? Position.PAWN
                : PIECE_LETTERS.indexOf(san.group(1).charAt(0));
        if (type != wantedType || Move.flag(move) == Move.CASTLE || to != Square.parse(san.group(5))) {
            return false;
        }
        if (san.group(2) != null && (from & 7) != san.group(2).charAt(0) - 'a') {
            return false;
        }
        if (san.group(3) != null && (from >>> 3) != san.group(3).charAt(0) - '1') {
            return false;
        }
        String promotion = san.group(6);
        if (Move.isPromotion(move) != (promotion != null)) {
            return false;
        }
        return promotion == null || Move.promotionType(move) == PIECE_LETTERS.indexOf(promotion.charAt(0));
    }
}
