package dev.slidebench.strategies;

import static dev.slidebench.core.Bitboards.NOT_FILE_A;
import static dev.slidebench.core.Bitboards.NOT_FILE_H;

import dev.slidebench.core.StrategyOrigin;

/**
 * Dumb7Fill: the plain flood fill. Per direction, the sliders are shifted one step at a time and
 * ANDed with the empty squares (masked against file wrap for east and west components), and each step
 * is ORed into the flood; six steps reach the far edge, and one final shift of the flood adds the
 * first blocker and drops the sliders. It is the slowest of the fill methods but needs no table, no
 * multiply and no bit scan, and like Kogge-Stone it serves any number of sliders at once
 * ({@link #rookAttacksOfSet}).
 *
 * <p>Reference: credited to Gunnar Andersson; Chess Programming Wiki, "Dumb7Fill".
 *
 * <p>Tables: none (0 bytes).
 */
public final class Dumb7Fill extends SetwiseFill {

    public Dumb7Fill() {
        super("Dumb7Fill", new StrategyOrigin("Gunnar Andersson", 0, "https://www.chessprogramming.org/Dumb7Fill"));
    }

    @Override
    long rooksOfSet(long rooks, long empty) {
        return rookAttacksOfSet(rooks, empty);
    }

    @Override
    long bishopsOfSet(long bishops, long empty) {
        return bishopAttacksOfSet(bishops, empty);
    }

    /** Squares attacked by any of the {@code rooks} when {@code empty} holds the empty squares. */
    public static long rookAttacksOfSet(long rooks, long empty) {
        long north = rooks;
        long south = rooks;
        long east = rooks;
        long west = rooks;
        long eastEmpty = empty & NOT_FILE_A;
        long westEmpty = empty & NOT_FILE_H;
        long northFlood = rooks;
        long southFlood = rooks;
        long eastFlood = rooks;
        long westFlood = rooks;
        for (int step = 0; step < 6; step++) {
            north = (north << 8) & empty;
            northFlood |= north;
            south = (south >>> 8) & empty;
            southFlood |= south;
            east = (east << 1) & eastEmpty;
            eastFlood |= east;
            west = (west >>> 1) & westEmpty;
            westFlood |= west;
        }
        return (northFlood << 8)
                | (southFlood >>> 8)
                | ((eastFlood << 1) & NOT_FILE_A)
                | ((westFlood >>> 1) & NOT_FILE_H);
    }

    /** Squares attacked by any of the {@code bishops} when {@code empty} holds the empty squares. */
    public static long bishopAttacksOfSet(long bishops, long empty) {
        long northEast = bishops;
        long northWest = bishops;
        long southEast = bishops;
        long southWest = bishops;
        long eastEmpty = empty & NOT_FILE_A;
        long westEmpty = empty & NOT_FILE_H;
        long northEastFlood = bishops;
        long northWestFlood = bishops;
        long southEastFlood = bishops;
        long southWestFlood = bishops;
        for (int step = 0; step < 6; step++) {
            northEast = (northEast << 9) & eastEmpty;
            northEastFlood |= northEast;
            northWest = (northWest << 7) & westEmpty;
            northWestFlood |= northWest;
            southEast = (southEast >>> 7) & eastEmpty;
            southEastFlood |= southEast;
            southWest = (southWest >>> 9) & westEmpty;
            southWestFlood |= southWest;
        }
        return ((northEastFlood << 9) & NOT_FILE_A)
                | ((northWestFlood << 7) & NOT_FILE_H)
                | ((southEastFlood >>> 7) & NOT_FILE_A)
                | ((southWestFlood >>> 9) & NOT_FILE_H);
    }
}
