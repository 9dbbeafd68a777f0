package dev.slidebench.bench.cli;

import dev.slidebench.core.Square;

/** The occupancy of a FEN's piece-placement field (interim: replaced by core's Position once it lands). */
final class FenOccupancy {

    private FenOccupancy() {
    }

    static long parse(String fen) {
        String placement = fen.trim().split("\\s+")[0];
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new BadInputException("--fen: piece placement '" + placement + "' has " + ranks.length + " ranks, expected 8");
        }
        long occupied = 0;
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if ("pnbrqkPNBRQK".indexOf(c) >= 0 && file < 8) {
                    occupied |= Square.bit(Square.of(file, rank));
                    file++;
                } else {
                    throw new BadInputException("--fen: bad character '" + c + "' in rank " + (rank + 1) + " ('" + ranks[i] + "')");
                }
            }
            if (file != 8) {
                throw new BadInputException("--fen: rank " + (rank + 1) + " ('" + ranks[i] + "') covers " + file + " files, expected 8");
            }
        }
        return occupied;
    }
}
