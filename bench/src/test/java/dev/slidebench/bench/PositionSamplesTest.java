package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.core.Fen;
import dev.slidebench.core.RayLoop;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How samples are drawn from positions, with a visitor that numbers the nodes it is shown (the
 * sample's kind is the node's visit number), so the chosen nodes can be worked out by hand: the
 * initial position has 20 legal moves, so its one-ply tree is the root and 20 children.
 */
class PositionSamplesTest {

    /** One sample per node: kind = visit number, square = 0, occupancy = the node's. */
    private static PositionSamples.Visitor numbering() {
        int[] next = {0};
        return (node, out) -> out.add(new PositionSamples.Sample(0, next[0]++, node.occupied()));
    }

    private static PositionSource.Positions user(List<String> fens) {
        return new PositionSource.Positions("mine.epd", fens, false, null);
    }

    @Test
    void treeDepthIsThreeForTheCpwSetOneForFewPositionsZeroForMany() {
        assertEquals(3, new PositionSource.Positions("cpw", List.of(Fen.INITIAL), true, null).treeDepth());
        assertEquals(1, user(List.of(Fen.INITIAL)).treeDepth());
        assertEquals(1, user(Collections.nCopies(99, Fen.INITIAL)).treeDepth());
        assertEquals(0, user(Collections.nCopies(100, Fen.INITIAL)).treeDepth());
    }

    @Test
    void aSmallTreeGivesAllItsNodesInOrderThenRepeatsThem() {
        PositionSamples.Arrays a = PositionSamples.collect(user(List.of(Fen.INITIAL)), 64, numbering());
        int[] expected = new int[64];
        for (int i = 0; i < 64; i++) {
            expected[i] = i % 21; // root + 20 children, then the same again
        }
        assertArrayEquals(expected, a.kinds());
        assertEquals(0xFFFF_0000_0000_FFFFL, a.occupancies()[0], "the root first");
        assertEquals(0xFFFF_0000_0000_FFFFL, a.occupancies()[21], "and again after all 21");
        assertEquals(64, a.squares().length);
    }

    @Test
    void aLargerTreeIsThinnedToEvenlySpacedNodes() {
        PositionSamples.Arrays a = PositionSamples.collect(user(List.of(Fen.INITIAL)), 16, numbering());
        // node floor(i * 21 / 16) for i = 0..15
        assertArrayEquals(new int[] {0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19}, a.kinds());
    }

    @Test
    void fewPositionsShareTheSamplesAndWhatOneCannotFillGoesToTheNext() {
        // 2 positions, 64 samples: the first's share is 32 but it has 21 nodes; the second gets 64 - 21 = 43 of
        // its 21, i.e. all 21; together 42, then repeated from the start to 64
        PositionSamples.Arrays a = PositionSamples.collect(user(List.of(Fen.INITIAL, Fen.INITIAL)), 64, numbering());
        List<Integer> kinds = new ArrayList<>();
        for (int k : a.kinds()) {
            kinds.add(k);
        }
        List<Integer> once = new ArrayList<>();
        for (int i = 0; i < 42; i++) {
            once.add(i);
        }
        assertEquals(once, kinds.subList(0, 42));
        assertEquals(once.subList(0, 22), kinds.subList(42, 64));
    }

    @Test
    void fewPositionsWithLargeTreesGetEqualShares() {
        // 2 positions, 16 samples: 8 of each 21-node tree, nodes floor(i * 21 / 8); the second tree's visits
        // are numbered 21..41
        PositionSamples.Arrays a = PositionSamples.collect(user(List.of(Fen.INITIAL, Fen.INITIAL)), 16, numbering());
        assertArrayEquals(new int[] {0, 2, 5, 7, 10, 13, 15, 18, 21, 23, 26, 28, 31, 34, 36, 39}, a.kinds());
    }

    @Test
    void manyPositionsAreThinnedAsOneSequence() {
        // 3 positions > 16 / 8: 63 nodes thinned together to 16, nodes floor(i * 63 / 16)
        PositionSamples.Arrays a =
                PositionSamples.collect(user(List.of(Fen.INITIAL, Fen.INITIAL, Fen.INITIAL)), 16, numbering());
        int[] expected = new int[16];
        for (int i = 0; i < 16; i++) {
            expected[i] = i * 63 / 16;
        }
        assertArrayEquals(expected, a.kinds());
        assertArrayEquals(new int[] {0, 3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59}, expected);
    }

    @Test
    void positionsWithoutTheAskedPiecesAreNamed() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> PositionSamples.collect(user(List.of(Fen.INITIAL)), 16, (node, out) -> {}));
        assertEquals("mine.epd: no position has the pieces this workload asks about", e.getMessage());
    }

    @Test
    void eachSquareOfASetGivesOneSampleInSquareOrder() {
        List<PositionSamples.Sample> out = new ArrayList<>();
        PositionSamples.addEach((1L << 63) | (1L << 9) | 1L, 2, 77L, out);
        assertEquals(
                List.of(
                        new PositionSamples.Sample(0, 2, 77L),
                        new PositionSamples.Sample(9, 2, 77L),
                        new PositionSamples.Sample(63, 2, 77L)),
                out);
        PositionSamples.addEach(0L, 1, 5L, out);
        assertEquals(3, out.size());
    }

    @Test
    void positionAndXrayLookupsAskTheRootsPiecesFirstInColourAndKindOrder(@TempDir Path dir) throws IOException {
        // white: rook a1, bishop c1, king e1; black: queen a8, king e8; white to move
        Path epd = Files.writeString(dir.resolve("one.epd"), "q3k3/8/8/8/8/8/8/R1B1K3 w - - 0 1\n");
        long occupied = 1L | 1L << 2 | 1L << 4 | 1L << 56 | 1L << 60;
        System.setProperty(PositionSource.PROPERTY, epd.toString());
        try {
            StrategyState state = new StrategyState();
            state.strategy = "RayLoop";
            state.resolve();
            PositionLookups lookups = new PositionLookups();
            lookups.setUp(state);
            // rooks (kind 0), bishops (1), queens (2), white then black
            assertArrayEquals(new int[] {0, 2, 56}, Arrays.copyOf(lookups.squares, 3));
            assertArrayEquals(new int[] {0, 1, 2}, Arrays.copyOf(lookups.kinds, 3));
            assertArrayEquals(new long[] {occupied, occupied, occupied}, Arrays.copyOf(lookups.occupancies, 3));
            assertEquals(null, lookups.board, "RayLoop is stateless: asked directly");

            XrayLookups xray = new XrayLookups();
            xray.setUp();
            // per colour: rook lines from king, rooks and queens, then bishop lines from king, bishops and queens
            assertArrayEquals(new int[] {0, 4, 2, 4, 56, 60, 56, 60}, Arrays.copyOf(xray.squares, 8));
            assertArrayEquals(new int[] {0, 0, 1, 1, 0, 0, 1, 1}, Arrays.copyOf(xray.kinds, 8));
        } finally {
            System.clearProperty(PositionSource.PROPERTY);
        }
    }

    @Test
    void anIncrementalStrategyIsAskedThroughItsBoardAndAgreesWithTheReference() {
        StrategyState state = new StrategyState();
        state.strategy = "RotatedBitboards";
        state.resolve();
        PositionLookups lookups = new PositionLookups();
        lookups.setUp(state);
        assertEquals(true, lookups.board != null, "an incremental strategy pays its toggles");
        assertEquals(lookups.occupancies[0], lookups.board.occupied(), "the board starts at the first sample");
        RayLoop reference = new RayLoop();
        long expected = 0;
        for (int i = 0; i < lookups.squares.length; i++) {
            expected ^= switch (lookups.kinds[i]) {
                case 0 -> reference.rookAttacks(lookups.squares[i], lookups.occupancies[i]);
                case 1 -> reference.bishopAttacks(lookups.squares[i], lookups.occupancies[i]);
                default -> reference.queenAttacks(lookups.squares[i], lookups.occupancies[i]);
            };
        }
        assertEquals(expected, lookups.slider(state));
        assertEquals(lookups.occupancies[lookups.occupancies.length - 1], lookups.board.occupied());
    }
}
