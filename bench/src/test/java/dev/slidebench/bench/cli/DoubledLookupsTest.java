package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code bench --double-lookups} wraps the strategy in {@link DoubledLookups}: every question is asked
 * twice, the second time with the piece's own square toggled in the occupancy, and the answer is the
 * intersection. A correct strategy ignores its own square, so the answer is its own; the probe below
 * answers with the occupancy it was given, which shows exactly which two questions were asked.
 */
class DoubledLookupsTest {

    /** Answers every question with the occupancy it was asked about, and keeps a log of the questions. */
    private static final class EchoOccupancy implements SlidingAttacks {
        final List<String> asked = new ArrayList<>();

        @Override
        public String name() {
            return "EchoOccupancy";
        }

        @Override
        public long rookAttacks(int square, long occupied) {
            asked.add("rook " + square + " " + Long.toHexString(occupied));
            return occupied;
        }

        @Override
        public long bishopAttacks(int square, long occupied) {
            asked.add("bishop " + square + " " + Long.toHexString(occupied));
            return occupied;
        }

        @Override
        public long queenAttacks(int square, long occupied) {
            asked.add("queen " + square + " " + Long.toHexString(occupied));
            return occupied;
        }

        @Override
        public long tableBytes() {
            return 4096;
        }

        @Override
        public String degradedReason() {
            return "emulated: for the test";
        }
    }

    @Test
    void eachQuestionIsAskedWithAndWithoutTheOwnSquareAndTheAnswersIntersected() {
        EchoOccupancy probe = new EchoOccupancy();
        DoubledLookups doubled = new DoubledLookups(probe);
        // e4 is bit 28 (0x10000000); a1 is bit 0. With e4 set, the second question clears it: the
        // intersection of 0x10000001 and 0x1 is 0x1.
        long withOwnSquare = Square.bit(Square.E4) | Square.bit(Square.A1);
        assertEquals(0x1L, doubled.rookAttacks(Square.E4, withOwnSquare));
        assertEquals(List.of("rook 28 10000001", "rook 28 1"), probe.asked);
        probe.asked.clear();

        // Without e4 in it, the second question sets it: 0x1 and 0x10000001 intersect in 0x1.
        assertEquals(0x1L, doubled.bishopAttacks(Square.E4, Square.bit(Square.A1)));
        assertEquals(List.of("bishop 28 1", "bishop 28 10000001"), probe.asked);
        probe.asked.clear();

        // h8 (bit 63) toggled in a board of a1 and h1 (0x81): 0x81 and 0x8000000000000081 meet in 0x81.
        assertEquals(0x81L, doubled.queenAttacks(Square.H8, 0x81L));
        assertEquals(List.of("queen 63 81", "queen 63 8000000000000081"), probe.asked);
    }

    @Test
    void aCorrectStrategyAnswersAsItselfAndTheWrapperReportsItsFacts() {
        DoubledLookups doubled = new DoubledLookups(RayLoop.INSTANCE);
        // The SlidingAttacks Javadoc's worked example: a rook on d4 with pieces on b4, d6 and g1 (and on d4,
        // which is ignored) attacks b4, c4 and e4-h4 along the rank, d1-d3 and d5-d6 along the file.
        long occupied = Square.bit(Square.B4) | Square.bit(Square.D6) | Square.bit(Square.G1);
        long rook = Square.bit(Square.B4)
                | Square.bit(Square.C4)
                | Square.bit(Square.E4)
                | Square.bit(Square.F4)
                | Square.bit(Square.G4)
                | Square.bit(Square.H4)
                | Square.bit(Square.D1)
                | Square.bit(Square.D2)
                | Square.bit(Square.D3)
                | Square.bit(Square.D5)
                | Square.bit(Square.D6);
        assertEquals(rook, doubled.rookAttacks(Square.D4, occupied));
        assertEquals(rook, doubled.rookAttacks(Square.D4, occupied | Square.bit(Square.D4)));

        EchoOccupancy probe = new EchoOccupancy();
        DoubledLookups facts = new DoubledLookups(probe);
        assertEquals("EchoOccupancy", facts.name(), "bench names the strategy measured, not the wrapper");
        assertEquals(4096, facts.tableBytes());
        assertEquals("emulated: for the test", facts.degradedReason());
        assertNull(doubled.degradedReason());
    }
}
