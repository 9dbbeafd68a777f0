package dev.slidebench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The table-free lookup workloads ({@code random}, {@code cache-pressure}, the control row, the
 * {@code init} class lookup): their inputs have the documented distribution and each loop folds what
 * the reference ray loop gives for the same pairs.
 */
class LookupWorkloadsTest {

    private static StrategyState state(SlidingAttacks attacks) {
        StrategyState state = new StrategyState();
        state.attacks = attacks;
        return state;
    }

    @Test
    void randomInputsAreSeededSquaresAndQuarterDenseOccupancies() {
        int[] squares = LookupInputs.squares(LookupInputs.SEED);
        long[] occupancies = LookupInputs.occupancies(LookupInputs.SEED);
        assertEquals(LookupInputs.PAIRS, squares.length);
        assertEquals(4096, occupancies.length);
        assertArrayEquals(squares, LookupInputs.squares(LookupInputs.SEED), "seeded: the same every fork");
        assertArrayEquals(occupancies, LookupInputs.occupancies(LookupInputs.SEED));
        assertFalse(Arrays.equals(squares, LookupInputs.squares(LookupInputs.SEED + 1)), "another seed");
        assertTrue(Arrays.stream(squares).allMatch(s -> s >= 0 && s < 64));
        // every square asked, each about 4096 / 64 = 64 times
        int[] perSquare = new int[64];
        for (int s : squares) {
            perSquare[s]++;
        }
        assertTrue(Arrays.stream(perSquare).allMatch(n -> n > 30 && n < 110), Arrays.toString(perSquare));
        // r1 & r2: each square occupied with probability 1/4, 16 of 64 on average (sd of the mean ~0.05)
        double meanPieces =
                Arrays.stream(occupancies).mapToInt(Long::bitCount).average().orElseThrow();
        assertEquals(16.0, meanPieces, 0.3);
    }

    @Test
    void randomLoopsFoldTheReferenceAttacksOfEveryPair() {
        RandomLookups workload = new RandomLookups();
        workload.setUp();
        RayLoop reference = new RayLoop();
        long queen = 0;
        long rook = 0;
        long bishop = 0;
        for (int i = 0; i < LookupInputs.PAIRS; i++) {
            queen ^= reference.queenAttacks(workload.squares[i], workload.occupancies[i]);
            rook ^= reference.rookAttacks(workload.squares[i], workload.occupancies[i]);
            bishop ^= reference.bishopAttacks(workload.squares[i], workload.occupancies[i]);
        }
        StrategyState state = state(RayLoop.INSTANCE);
        assertEquals(queen, workload.queen(state));
        assertEquals(rook, workload.rook(state));
        assertEquals(bishop, workload.bishop(state));
        assertTrue(rook != bishop && rook != queen, "three different folds");
    }

    @Test
    void theControlRowReturnsItsInputAndHoldsNoTables() {
        Control control = new Control();
        assertEquals("BASELINE", control.name());
        assertEquals(0, control.tableBytes());
        assertEquals(0x1000L + 3, control.rookAttacks(3, 0x1000L));
        assertEquals(0x1000L - 3, control.bishopAttacks(3, 0x1000L));
        assertEquals(0x1000L ^ 3, control.queenAttacks(3, 0x1000L));
        assertEquals(0x1003L, control.queenAttacks(3, 0x1000L));
        assertTrue(StrategyState.forName(Control.PARAM_VALUE) instanceof Control);
        assertSame(RayLoop.class, StrategyState.forName("RayLoop").getClass());
        StrategyState state = new StrategyState();
        state.strategy = "BASELINE";
        state.resolve();
        assertTrue(state.attacks instanceof Control);
    }

    @Test
    void cachePressureFoldsTheTableEntriesItReadsAndAddsTheAttacksBack() {
        CachePressure workload = new CachePressure();
        workload.tableMiB = 1;
        workload.setUp();
        assertEquals(1 << 17, workload.transpositionTable.length, "1 MiB of 8-byte slots");
        assertEquals((1 << 17) - 1, workload.slotMask);
        assertEquals(5 * 0x9E3779B97F4A7C15L, workload.transpositionTable[5], "every slot written up front");
        // the same traffic, simulated on a copy with the reference's answers
        long[] table = workload.transpositionTable.clone();
        RayLoop reference = new RayLoop();
        long expected = 0;
        for (int i = 0; i < LookupInputs.PAIRS; i++) {
            long a = reference.queenAttacks(workload.squares[i], workload.occupancies[i]);
            int slot = (int) ((a ^ workload.occupancies[i]) * 0x9E3779B97F4A7C15L >>> 40) & ((1 << 17) - 1);
            expected ^= table[slot];
            table[slot] += a;
        }
        assertEquals(expected, workload.queen(state(RayLoop.INSTANCE)));
        assertArrayEquals(table, workload.transpositionTable, "each probe stored its entry plus the attacks");
    }

    @Test
    void cachePressureRefusesATableThatIsNotAPowerOfTwo() {
        for (int mib : new int[] {0, 3, 48, -64}) {
            CachePressure workload = new CachePressure();
            workload.tableMiB = mib;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, workload::setUp);
            assertEquals("tableMiB must be a power of two: " + mib, e.getMessage());
        }
    }

    @Test
    void initFindsEachStrategyClassByNameAndBuildsIt() throws ReflectiveOperationException {
        TableInit init = new TableInit();
        StrategyNameState name = new StrategyNameState();
        name.strategy = "RayLoop";
        init.findClass(name);
        assertEquals(RayLoop.class, init.type);
        // rook on d4 (27) with blockers on d5 (35) and e4 (28): d1-d3, a4-c4, d5, e4; RayLoop holds no tables
        long d4 = 0x0000_0010_0800_0000L;
        assertEquals(new RayLoop().rookAttacks(27, d4), init.initialise());
        name.strategy = "NoSuchStrategy";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> init.findClass(name));
        assertTrue(e.getMessage().startsWith("unknown strategy 'NoSuchStrategy'; valid: RayLoop, "), e.getMessage());
    }

    @Test
    void cpuTimeUsesJmhsUnitAbbreviations() {
        String[] expected = {"ns", "us", "ms", "s", "min", "hr", "day"};
        TimeUnit[] units = {
            TimeUnit.NANOSECONDS,
            TimeUnit.MICROSECONDS,
            TimeUnit.MILLISECONDS,
            TimeUnit.SECONDS,
            TimeUnit.MINUTES,
            TimeUnit.HOURS,
            TimeUnit.DAYS
        };
        for (int i = 0; i < units.length; i++) {
            assertEquals(expected[i], CpuTimeProfiler.unitLabel(units[i]));
        }
        CpuTimeProfiler profiler = new CpuTimeProfiler();
        assertEquals("CpuTimeProfiler(cpu.time)", profiler.toString());
        assertEquals("CPU time of the benchmark threads per operation (cpu.time)", profiler.getDescription());
    }
}
