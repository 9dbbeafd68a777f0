package dev.slidebench.strategies;

import static dev.slidebench.core.Bitboards.NOT_FILE_A;
import static dev.slidebench.core.Bitboards.NOT_FILE_H;

import dev.slidebench.core.StrategyOrigin;

/**
 * Kogge-Stone occluded fills: the sliders (generator) flood through the empty squares (propagator)
 * in one direction in three doubling steps, shifting by one, two and four squares while the
 * propagator is ANDed with its own shifted copy so that it stays "empty all the way", exactly the
 * prefix computation of a parallel-prefix adder. One more single-step shift of the filled set adds
 * the first blocker and drops the sliders themselves. Directions with an east or west component mask
 * the propagator against wrapping from the h-file to the a-file; no tables are needed, and the set
 * forms ({@link #rookAttacksOfSet}) serve any number of sliders at once.
 *
 * <p>Reference: Peter M. Kogge and Harold S. Stone, "A Parallel Algorithm for the Efficient Solution
 * of a General Class of Recurrence Equations" (IEEE Transactions on Computers, 1973); applied to chess
 * fills by Steffan Westcott; Chess Programming Wiki, "Kogge-Stone Algorithm".
 *
 * <p>Tables: none (0 bytes).
 */
public final class KoggeStone extends SetwiseFill {

    public KoggeStone() {
        super(
                "KoggeStone",
                new StrategyOrigin(
                        "Peter M. Kogge, Harold S. Stone; Steffan Westcott",
                        1973,
                        "https://www.chessprogramming.org/Kogge-Stone_Algorithm"));
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
        return (northFill(rooks, empty) << 8)
                | (southFill(rooks, empty) >>> 8)
                | ((eastFill(rooks, empty) << 1) & NOT_FILE_A)
                | ((westFill(rooks, empty) >>> 1) & NOT_FILE_H);
    }

    /** Squares attacked by any of the {@code bishops} when {@code empty} holds the empty squares. */
    public static long bishopAttacksOfSet(long bishops, long empty) {
        return ((northEastFill(bishops, empty) << 9) & NOT_FILE_A)
                | ((northWestFill(bishops, empty) << 7) & NOT_FILE_H)
                | ((southEastFill(bishops, empty) >>> 7) & NOT_FILE_A)
                | ((southWestFill(bishops, empty) >>> 9) & NOT_FILE_H);
    }

    // Each fill returns the generator together with every square it reaches through the propagator.

    static long northFill(long generator, long propagator) {
        generator |= propagator & (generator << 8);
        propagator &= propagator << 8;
        generator |= propagator & (generator << 16);
        propagator &= propagator << 16;
        return generator | (propagator & (generator << 32));
    }

    static long southFill(long generator, long propagator) {
        generator |= propagator & (generator >>> 8);
        propagator &= propagator >>> 8;
        generator |= propagator & (generator >>> 16);
        propagator &= propagator >>> 16;
        return generator | (propagator & (generator >>> 32));
    }

    static long eastFill(long generator, long propagator) {
        propagator &= NOT_FILE_A;
        generator |= propagator & (generator << 1);
        propagator &= propagator << 1;
        generator |= propagator & (generator << 2);
        propagator &= propagator << 2;
        return generator | (propagator & (generator << 4));
    }

    static long westFill(long generator, long propagator) {
        propagator &= NOT_FILE_H;
        generator |= propagator & (generator >>> 1);
        propagator &= propagator >>> 1;
        generator |= propagator & (generator >>> 2);
        propagator &= propagator >>> 2;
        return generator | (propagator & (generator >>> 4));
    }

    static long northEastFill(long generator, long propagator) {
        propagator &= NOT_FILE_A;
        generator |= propagator & (generator << 9);
        propagator &= propagator << 9;
        generator |= propagator & (generator << 18);
        propagator &= propagator << 18;
        return generator | (propagator & (generator << 36));
    }

    static long northWestFill(long generator, long propagator) {
        propagator &= NOT_FILE_H;
        generator |= propagator & (generator << 7);
        propagator &= propagator << 7;
        generator |= propagator & (generator << 14);
        propagator &= propagator << 14;
        return generator | (propagator & (generator << 28));
    }

    static long southEastFill(long generator, long propagator) {
        propagator &= NOT_FILE_A;
        generator |= propagator & (generator >>> 7);
        propagator &= propagator >>> 7;
        generator |= propagator & (generator >>> 14);
        propagator &= propagator >>> 14;
        return generator | (propagator & (generator >>> 28));
    }

    static long southWestFill(long generator, long propagator) {
        propagator &= NOT_FILE_H;
        generator |= propagator & (generator >>> 9);
        propagator &= propagator >>> 9;
        generator |= propagator & (generator >>> 18);
        propagator &= propagator >>> 18;
        return generator | (propagator & (generator >>> 36));
    }
}
