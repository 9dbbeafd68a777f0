package dev.slidebench.core;

/**
 * Forsyth–Edwards Notation, read and written: piece placement (rank 8 first, digits for runs of
 * empty squares), side to move, castling rights, en passant square, halfmove clock, fullmove number.
 *
 * <p>Reading is strict where a wrong value would make move generation wrong, and every rejection is
 * an {@link IllegalArgumentException} whose message names the field and quotes the offending text,
 * e.g. {@code FEN castling field 'KQxq': unexpected 'x'}. Checked beyond the syntax: one king per
 * side, at most 16 pieces and 8 pawns per side (which bounds the move count, see
 * {@link Position#MAX_MOVES}), no pawn on rank 1 or 8, castling rights only with king and rook on their home
 * squares, an en
 * passant square only behind a pawn that just made a double step (and on the right rank for the side
 * to move), and the side that is not to move not in check. The two clocks may be left out (as in EPD,
 * which has four fields); they then read 0 and 1. Shredder-FEN/X-FEN castling letters (Chess960) are
 * not accepted.
 *
 * <p>Reference: PGN standard, section 16.1 (Steven J. Edwards, 1994).
 */
public final class Fen {

    /** The initial position of a game. */
    public static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final String PIECE_LETTERS = "pnbrqk";
    private static final String CASTLING_LETTERS = "KQkq";
    private static final String[] COLOUR_NAMES = {"white", "black"};

    private Fen() {}

    /**
     * The occupancy of a FEN, or of its piece-placement field alone (then nothing else is checked, so
     * that a bare placement such as {@code 8/8/8/3p4/8/8/8/8} works).
     *
     * @throws IllegalArgumentException naming the FEN field and the offending text
     */
    public static long occupancy(String fenOrPlacement) {
        String[] fields = fields(fenOrPlacement);
        if (fields.length == 1) {
            long[] byType = new long[6];
            long[] byColour = new long[2];
            parsePlacement(fields[0], byType, byColour);
            return byColour[0] | byColour[1];
        }
        return parse(fenOrPlacement, RayLoop.INSTANCE).occupied();
    }

    static Position parse(String fen, SlidingAttacks attacks) {
        String[] fields = fields(fen);
        if (fields.length < 4 || fields.length > 6) {
            throw new IllegalArgumentException(
                    "FEN " + Echo.quoted(fen.strip()) + ": " + fields.length
                            + (fields.length == 1 ? " field" : " fields")
                            + ", expected 6 (piece placement, side to move, castling, en passant, halfmove clock, fullmove number)");
        }
        long[] byType = new long[6];
        long[] byColour = new long[2];
        parsePlacement(fields[0], byType, byColour);
        checkPlacement(fields[0], byType, byColour);

        Position position = new Position(attacks, byType, byColour);
        position.sideToMove = parseSide(fields[1]);
        position.castling = parseCastling(fields[2], position);
        position.enPassant = parseEnPassant(fields[3], position);
        position.halfmoveClock = fields.length > 4 ? parseCount(fields[4], "halfmove clock", 0) : 0;
        position.fullmoveNumber = fields.length > 5 ? parseCount(fields[5], "fullmove number", 1) : 1;

        // Whether a FEN is legal is a fact about the position, not about the strategy: ask the reference,
        // so that a wrong strategy cannot turn a good FEN into bad input (its errors are check failures).
        Position reference = attacks == RayLoop.INSTANCE ? position : new Position(RayLoop.INSTANCE, byType, byColour);
        int waiting = position.sideToMove ^ 1;
        int waitingKing = position.kingSquare(waiting);
        if (reference.attackersTo(waitingKing, position.sideToMove) != 0) {
            throw new IllegalArgumentException("FEN side to move field " + Echo.quoted(fields[1]) + ": the "
                    + COLOUR_NAMES[waiting] + " king on " + Square.name(waitingKing) + " is in check with "
                    + COLOUR_NAMES[position.sideToMove] + " to move");
        }
        return position;
    }

    /**
     * The space-separated fields. Every character is checked first: a control or other invisible
     * character (ESC, a tab, a byte-order mark, a no-break space) is rejected by its code point rather
     * than trimmed away or split on, so what was parsed is always what the user can see.
     */
    private static String[] fields(String fen) {
        if (fen == null) {
            throw new IllegalArgumentException("FEN is empty");
        }
        for (int i = 0; i < fen.length(); ) {
            int c = fen.codePointAt(i);
            if (Echo.needsEscape(c)) {
                throw new IllegalArgumentException("FEN " + Echo.quoted(fen) + ": " + describeInvisible(c)
                        + " at column " + (fen.codePointCount(0, i) + 1) + " (a FEN is printable text and spaces)");
            }
            i += Character.charCount(c);
        }
        String trimmed = fen.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("FEN is empty");
        }
        return trimmed.split(" +");
    }

    /** {@code control character U+001B (ESC)}: what kind of invisible character, its code and its name. */
    static String describeInvisible(int codePoint) {
        String kind = Character.isISOControl(codePoint) ? "control character " : "invisible character ";
        String name = Character.getName(codePoint);
        String shortName;
        switch (codePoint) {
            case 0x09:
                shortName = "TAB";
                break;
            case 0x0a:
                shortName = "LF";
                break;
            case 0x0d:
                shortName = "CR";
                break;
            case 0x1b:
                shortName = "ESC";
                break;
            case 0xfeff:
                shortName = "byte-order mark";
                break;
            default:
                shortName = name == null ? null : name.toLowerCase(java.util.Locale.ROOT);
        }
        return kind + Echo.codeName(codePoint) + (shortName == null ? "" : " (" + shortName + ")");
    }

    private static void parsePlacement(String placement, long[] byType, long[] byColour) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw placementError(
                    placement,
                    ranks.length + (ranks.length == 1 ? " rank" : " ranks") + " separated by '/', expected 8");
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (int k = 0; k < ranks[i].length(); k += Character.charCount(ranks[i].codePointAt(k))) {
                int c = ranks[i].codePointAt(k);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int type = c < 128 ? PIECE_LETTERS.indexOf(Character.toLowerCase(c)) : -1;
                    if (type < 0) {
                        throw placementError(
                                placement,
                                "unexpected " + Echo.quoted(Character.toString(c)) + " in rank " + (rank + 1));
                    }
                    if (file < 8) {
                        int colour = Character.isUpperCase(c) ? Position.WHITE : Position.BLACK;
                        long bit = Square.bit(Square.of(file, rank));
                        byType[type] |= bit;
                        byColour[colour] |= bit;
                    }
                    file++;
                }
            }
            if (file != 8) {
                throw placementError(
                        placement,
                        "rank " + (rank + 1) + " " + Echo.quoted(ranks[i]) + " covers " + file + " files, expected 8");
            }
        }
    }

    private static void checkPlacement(String placement, long[] byType, long[] byColour) {
        for (int colour = Position.WHITE; colour <= Position.BLACK; colour++) {
            int kings = Long.bitCount(byType[Position.KING] & byColour[colour]);
            if (kings != 1) {
                throw placementError(placement, COLOUR_NAMES[colour] + " has " + kings + " kings, expected 1");
            }
            int pieces = Long.bitCount(byColour[colour]);
            int pawns = Long.bitCount(byType[Position.PAWN] & byColour[colour]);
            if (pieces > 16 || pawns > 8) {
                throw placementError(
                        placement,
                        COLOUR_NAMES[colour] + " has " + pieces + " pieces and " + pawns
                                + " pawns, at most 16 and 8 in a game");
            }
            long strandedPawns = byType[Position.PAWN] & byColour[colour] & (Bitboards.RANK_1 | Bitboards.RANK_8);
            if (strandedPawns != 0) {
                throw placementError(
                        placement,
                        COLOUR_NAMES[colour] + " pawn on " + Square.name(Long.numberOfTrailingZeros(strandedPawns))
                                + " (pawns never stand on rank 1 or 8)");
            }
        }
    }

    private static IllegalArgumentException placementError(String placement, String problem) {
        return new IllegalArgumentException("FEN piece placement field " + Echo.quoted(placement) + ": " + problem);
    }

    private static int parseSide(String side) {
        if (side.equals("w")) {
            return Position.WHITE;
        }
        if (side.equals("b")) {
            return Position.BLACK;
        }
        throw new IllegalArgumentException("FEN side to move field " + Echo.quoted(side) + ": expected 'w' or 'b'");
    }

    private static int parseCastling(String field, Position position) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int index = CASTLING_LETTERS.indexOf(c);
            if (index < 0) {
                throw new IllegalArgumentException("FEN castling field " + Echo.quoted(field) + ": unexpected "
                        + Echo.quoted(Character.toString(field.codePointAt(i))));
            }
            int right = 1 << index;
            if ((rights & right) != 0) {
                throw new IllegalArgumentException(
                        "FEN castling field " + Echo.quoted(field) + ": '" + c + "' given twice");
            }
            int colour = index < 2 ? Position.WHITE : Position.BLACK;
            int kingHome = colour == Position.WHITE ? Square.E1 : Square.E8;
            int rookHome = (index & 1) == 0 ? kingHome + 3 : kingHome - 4;
            int king = colour << 3 | Position.KING;
            int rook = colour << 3 | Position.ROOK;
            if (position.pieceAt(kingHome) != king || position.pieceAt(rookHome) != rook) {
                throw new IllegalArgumentException("FEN castling field " + Echo.quoted(field) + ": '" + c
                        + "' needs the "
                        + COLOUR_NAMES[colour] + " king on " + Square.name(kingHome) + " and a " + COLOUR_NAMES[colour]
                        + " rook on " + Square.name(rookHome));
            }
            rights |= right;
        }
        return rights;
    }

    private static int parseEnPassant(String field, Position position) {
        if (field.equals("-")) {
            return Position.NO_SQUARE;
        }
        int square;
        try {
            square = Square.parse(field);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "FEN en passant field " + Echo.quoted(field) + ": not a square (expected '-' or a3..h3, a6..h6)");
        }
        if (!field.equals(Square.name(square))) {
            throw new IllegalArgumentException("FEN en passant field " + Echo.quoted(field) + ": expected lower case '"
                    + Square.name(square) + "'");
        }
        int mover = position.sideToMove();
        int expectedRank = mover == Position.WHITE ? 5 : 2;
        if (Square.rank(square) != expectedRank) {
            throw new IllegalArgumentException("FEN en passant field " + Echo.quoted(field) + ": with "
                    + COLOUR_NAMES[mover] + " to move the en passant square must be on rank " + (expectedRank + 1));
        }
        // The pawn that just stepped twice stands in front of the square, seen from its own side.
        int them = mover ^ 1;
        int pawnSquare = mover == Position.WHITE ? square - 8 : square + 8;
        int origin = mover == Position.WHITE ? square + 8 : square - 8;
        if (position.pieceAt(pawnSquare) != (them << 3 | Position.PAWN)) {
            throw new IllegalArgumentException(
                    "FEN en passant field " + Echo.quoted(field) + ": no " + COLOUR_NAMES[them] + " pawn on "
                            + Square.name(pawnSquare) + " that could have just stepped over it");
        }
        if (position.pieceAt(square) != Position.NO_PIECE || position.pieceAt(origin) != Position.NO_PIECE) {
            throw new IllegalArgumentException("FEN en passant field " + Echo.quoted(field) + ": " + Square.name(square)
                    + " and " + Square.name(origin) + " must be empty after a double step");
        }
        return square;
    }

    private static int parseCount(String field, String name, int minimum) {
        boolean digits =
                !field.isEmpty() && field.length() <= 9 && field.chars().allMatch(c -> c >= '0' && c <= '9');
        int value = digits ? Integer.parseInt(field) : -1;
        if (value < minimum) {
            throw new IllegalArgumentException(
                    "FEN " + name + " field " + Echo.quoted(field) + ": expected a whole number from " + minimum);
        }
        return value;
    }

    static String format(Position position) {
        StringBuilder out = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = position.pieceAt(Square.of(file, rank));
                if (piece == Position.NO_PIECE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                char letter = PIECE_LETTERS.charAt(piece & 7);
                out.append((piece >>> 3) == Position.WHITE ? Character.toUpperCase(letter) : letter);
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (rank > 0) {
                out.append('/');
            }
        }
        out.append(position.sideToMove() == Position.WHITE ? " w " : " b ");
        int rights = position.castlingRights();
        if (rights == 0) {
            out.append('-');
        }
        for (int i = 0; i < 4; i++) {
            if ((rights & 1 << i) != 0) {
                out.append(CASTLING_LETTERS.charAt(i));
            }
        }
        int ep = position.enPassantSquare();
        out.append(' ').append(ep == Position.NO_SQUARE ? "-" : Square.name(ep));
        out.append(' ').append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return out.toString();
    }
}
