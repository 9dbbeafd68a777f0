package dev.slidebench.bench.cli;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Echo;
import dev.slidebench.core.Fen;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import dev.slidebench.core.StrategyRegistry;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code attacks}: one lookup, printed as an 8×8 board and in hex. */
@Command(
        name = "attacks",
        mixinStandardHelpOptions = true,
        description = {
            "Print the attack set of a rook, bishop or queen as an 8x8 board (rank 8 on top) and in hex.",
            "",
            "--xray prints the x-ray set instead: the squares attacked once the first blocker on each line is"
                    + " removed, minus the squares attacked with it.",
            ""
        })
public final class AttacksCommand extends SlidebenchCommand {

    enum Piece {
        rook,
        bishop,
        queen
    }

    @Option(
            names = "--strategy",
            paramLabel = "S",
            defaultValue = "RayLoop",
            description = "Strategy name (see 'list'); default ${DEFAULT-VALUE}.")
    String strategyName;

    @Option(names = "--piece", paramLabel = "PIECE", required = true, description = "rook, bishop or queen.")
    String piece;

    @Option(names = "--square", paramLabel = "SQUARE", required = true, description = "The piece's square, e.g. e4.")
    String square;

    @Option(
            names = "--xray",
            description = "Print the x-ray set (behind the first blocker on each line, up to the second) instead.")
    boolean xray;

    @CommandLine.ArgGroup(exclusive = true, multiplicity = "1")
    Occupancy occupancy;

    static final class Occupancy {
        @Option(
                names = "--occupied",
                paramLabel = "HEX",
                description = "Occupancy as a hex bitboard (bit i = square i, a1 = 0), e.g. 0x80002000000.")
        String hex;

        @Option(
                names = "--fen",
                paramLabel = "FEN",
                description =
                        "Occupancy taken from a FEN (checked in full), or from a bare piece placement such as 8/8/3p4/8/1p1R4/8/8/6p1.")
        String fen;
    }

    @Override
    public Integer call() {
        SlidingAttacks strategy;
        try {
            strategy = StrategyRegistry.load().byName(strategyName);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--strategy: " + e.getMessage());
        }
        Piece kind;
        try {
            kind = Piece.valueOf(piece.toLowerCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--piece: " + Echo.quoted(piece) + " is not rook, bishop or queen");
        }
        int from;
        try {
            from = Square.parse(square);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--square: " + e.getMessage());
        }
        long occupied;
        if (occupancy.hex != null) {
            try {
                occupied = Bitboards.parseHex(occupancy.hex);
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--occupied: " + e.getMessage());
            }
        } else {
            try {
                occupied = Fen.occupancy(occupancy.fen);
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--fen: " + e.getMessage());
            }
        }
        long attacks;
        switch (kind) {
            case rook:
                attacks = xray ? strategy.rookXray(from, occupied) : strategy.rookAttacks(from, occupied);
                break;
            case bishop:
                attacks = xray ? strategy.bishopXray(from, occupied) : strategy.bishopAttacks(from, occupied);
                break;
            default:
                attacks = xray
                        ? strategy.rookXray(from, occupied) | strategy.bishopXray(from, occupied)
                        : strategy.queenAttacks(from, occupied);
                break;
        }
        PrintWriter out = stdout();
        out.println((xray ? kind + " x-ray" : kind.toString()) + " on " + Square.name(from) + " (" + strategy.name()
                + "), occupied " + Bitboards.hex(occupied) + ":");
        out.print(Bitboards.pretty(attacks));
        out.flush();
        return 0;
    }
}
