package dev.slidebench.tools.magic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The packer's placement order and its handling of an interrupt. */
class BlackMagicPackerTest {

    /** Relevant bits of a rook per square (Chess Programming Wiki, "Magic Bitboards"): 12 in a corner, 11 on an edge. */
    private static final int[] ROOK_BITS = {
        12, 11, 11, 11, 11, 11, 11, 12,
        11, 10, 10, 10, 10, 10, 10, 11,
        11, 10, 10, 10, 10, 10, 10, 11,
        11, 10, 10, 10, 10, 10, 10, 11,
        11, 10, 10, 10, 10, 10, 10, 11,
        11, 10, 10, 10, 10, 10, 10, 11,
        11, 10, 10, 10, 10, 10, 10, 11,
        12, 11, 11, 11, 11, 11, 11, 12
    };

    /** Relevant bits of a bishop per square (same page): 9 in the centre, 5 or 6 on the rim. */
    private static final int[] BISHOP_BITS = {
        6, 5, 5, 5, 5, 5, 5, 6,
        5, 5, 5, 5, 5, 5, 5, 5,
        5, 5, 7, 7, 7, 7, 5, 5,
        5, 5, 7, 9, 9, 7, 5, 5,
        5, 5, 7, 9, 9, 7, 5, 5,
        5, 5, 7, 7, 7, 7, 5, 5,
        5, 5, 5, 5, 5, 5, 5, 5,
        6, 5, 5, 5, 5, 5, 5, 6
    };

    @Test
    void squaresArePlacedMostRelevantBitsFirstThenRookBeforeBishopThenBySquare() {
        int[] expected = new int[128];
        int next = 0;
        for (int bits = 12; bits >= 5; bits--) {
            for (int slot = 0; slot < 128; slot++) {
                int slotBits = slot < 64 ? ROOK_BITS[slot] : BISHOP_BITS[slot - 64];
                if (slotBits == bits) {
                    expected[next++] = slot;
                }
            }
        }
        assertEquals(128, next);
        assertArrayEquals(expected, BlackMagicPacker.order());
        // Spelled out: the rook corners a1, h1, a8, h8 lead; the bishop corner a1 (slot 64, 6 bits)
        // comes after the 9- and 7-bit bishops and before the 5-bit ones.
        assertArrayEquals(new int[] {0, 7, 56, 63}, java.util.Arrays.copyOf(BlackMagicPacker.order(), 4));
        assertEquals(64 + 4 + 12, indexOf(BlackMagicPacker.order(), 64));
    }

    private static int indexOf(int[] values, int value) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] == value) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A search whose thread is interrupted stops with an exception that says so, and leaves the
     * thread's interrupt flag set (catching InterruptedException clears it) so its caller sees it.
     */
    @Test
    void anInterruptedSearchFailsAndKeepsTheInterruptFlag() {
        BlackMagicSearch.Settings cheap = new BlackMagicSearch.Settings(1, 1, 1, 0, 0);
        Thread.currentThread().interrupt();
        try {
            // One worker thread: the main thread waits for the first of 128 pools that is not done
            // yet, and that wait throws at once because the flag is set.
            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> BlackMagicPacker.search(cheap, 1));
            assertEquals("black magic search interrupted", e.getMessage());
            assertInstanceOf(InterruptedException.class, e.getCause());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag is restored");
        } finally {
            Thread.interrupted();
        }
    }
}
