package dev.slidebench.strategies.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lanes classes themselves (the contract test reaches them only through their providers, and
 * only on the JDK it runs on): their names, what they say about this JVM, and the operator lookup
 * that picks the JDK 19+ paths. Tests compile with {@code --release 17}, which cannot see the incubator
 * module, so the Vector API is reached by reflection here.
 */
class LanesTest {

    private static final int FEATURE = Runtime.version().feature();
    private static final int WIDEST = preferredLongVectorBits();

    @Test
    void eachLanesClassAnswersWithItsProvidersName() {
        List<SlidingAttacks> lanes = List.of(
                new KoggeStoneLanes(),
                new Dumb7FillLanes(),
                new BranchlessShiftLanes(),
                new ObstructionDifferenceLanes(),
                new HyperbolaQuintessenceLanes(),
                new QBBEngineLanes(),
                new QBBEngineShiftedMaskLanes(),
                new LeorikLanes(),
                new SBAMGLanes());
        List<String> providers = List.of(
                "VectorKoggeStone",
                "VectorDumb7Fill",
                "VectorBranchlessShift",
                "VectorObstructionDifference",
                "VectorHyperbolaQuintessence",
                "VectorQBBEngine",
                "VectorQBBEngineShiftedMask",
                "VectorLeorik",
                "VectorSBAMG");
        for (int i = 0; i < lanes.size(); i++) {
            assertEquals(providers.get(i), lanes.get(i).name());
        }
    }

    @Test
    void operatorsAreFoundByNameAndAbsentOnesAreNull() throws ReflectiveOperationException {
        assertEquals("NEG", String.valueOf(operator("NEG")));
        assertNull(operator("NO_SUCH_OPERATOR"));
        assertNull(operator("OR"), "a binary operator is not a unary one");
        // Bit reversal and leading zeros arrived in JDK 19 (JEP 426).
        assertEquals(FEATURE >= 19, operator("REVERSE") != null);
        assertEquals(FEATURE >= 19, operator("LEADING_ZEROS_COUNT") != null);
    }

    @Test
    void theFourLaneStrategiesAreSlowOnlyWithoutTheirJdk19Operators() {
        String obstruction = new ObstructionDifferenceLanes().degradedReason();
        String hyperbola = new HyperbolaQuintessenceLanes().degradedReason();
        List<String> others = Arrays.asList(
                new QBBEngineLanes().degradedReason(),
                new QBBEngineShiftedMaskLanes().degradedReason(),
                new LeorikLanes().degradedReason(),
                new SBAMGLanes().degradedReason());
        if (WIDEST < 256) {
            assertEquals("slow: this CPU's widest long vector is " + WIDEST + " bits, the lanes use 256", obstruction);
            assertEquals(obstruction, hyperbola);
            others.forEach(reason -> assertEquals(obstruction, reason));
        } else if (FEATURE < 19) {
            assertTrue(
                    obstruction.startsWith("slow: before JDK 19") && obstruction.contains("leading-zero"), obstruction);
            assertTrue(hyperbola.startsWith("slow: before JDK 19") && hyperbola.contains("reverse"), hyperbola);
            others.forEach(reason ->
                    assertTrue(reason.startsWith("slow: before JDK 19") && reason.contains("leading-"), reason));
        } else {
            assertNull(obstruction);
            assertNull(hyperbola);
            others.forEach(reason -> assertNull(reason));
        }
    }

    /**
     * The JDK 17 forms of the leading-zero count and the highest bit, which the JDK 19+ operator replaces, on
     * every single bit, its smeared neighbours and zero, against {@link Long}'s.
     */
    @Test
    void theSpelledOutCountsAgreeWithLongs() throws ReflectiveOperationException {
        long[] values = new long[4 * 64 + 4];
        for (int bit = 0; bit < 64; bit++) {
            values[4 * bit] = 1L << bit;
            values[4 * bit + 1] = -1L << bit;
            values[4 * bit + 2] = -1L >>> bit;
            values[4 * bit + 3] = (1L << bit) | 0x8000_0000_0000_0001L >>> (bit / 2);
        }
        values[256] = 0;
        values[257] = 0x0123_4567_89AB_CDEFL;
        values[258] = 0xFEDC_BA98_7654_3210L;
        values[259] = 0x0000_0100_0000_8000L;
        for (int start = 0; start < values.length; start += 4) {
            long[] leading = lanesOf("spelledLeadingZeros", values, start);
            long[] highest = lanesOf("smearedHighestOneBit", values, start);
            for (int lane = 0; lane < 4; lane++) {
                long value = values[start + lane];
                assertEquals(Long.numberOfLeadingZeros(value), leading[lane], Long.toHexString(value));
                assertEquals(Long.highestOneBit(value), highest[lane], Long.toHexString(value));
            }
        }
    }

    @Test
    void koggeStoneIsSlowBeforeJdk21AndTheOtherFillsOnlyOnNarrowCpus() {
        String kogge = new KoggeStoneLanes().degradedReason();
        String narrow =
                WIDEST < 512 ? "slow: this CPU's widest long vector is " + WIDEST + " bits, the lanes use 512" : null;
        if (narrow != null) {
            assertEquals(narrow, kogge);
        } else if (FEATURE < 21) {
            assertTrue(kogge.startsWith("slow: before JDK 21"), kogge);
        } else {
            assertNull(kogge);
        }
        assertEquals(narrow, new Dumb7FillLanes().degradedReason());
        assertEquals(narrow, new BranchlessShiftLanes().degradedReason());
    }

    /** {@code LineLanes.<method>} of the four lanes {@code values[start..start + 3]}, by reflection. */
    private static long[] lanesOf(String method, long[] values, int start) throws ReflectiveOperationException {
        Class<?> longVector = Class.forName("jdk.incubator.vector.LongVector");
        Class<?> species = Class.forName("jdk.incubator.vector.VectorSpecies");
        Object lanes = longVector
                .getMethod("fromArray", species, long[].class, int.class)
                .invoke(null, LineLanes.class.getDeclaredField("SPECIES").get(null), values, start);
        Object result = LineLanes.class.getDeclaredMethod(method, longVector).invoke(null, lanes);
        return (long[]) longVector.getMethod("toArray").invoke(result);
    }

    private static Object operator(String name) throws ReflectiveOperationException {
        Method operator = Lanes.class.getDeclaredMethod("operator", String.class);
        return operator.invoke(null, name);
    }

    private static int preferredLongVectorBits() {
        try {
            Class<?> longVector = Class.forName("jdk.incubator.vector.LongVector");
            Object species = longVector.getField("SPECIES_PREFERRED").get(null);
            return (int) Class.forName("jdk.incubator.vector.VectorSpecies")
                    .getMethod("vectorBitSize")
                    .invoke(species);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the tests run with --add-modules jdk.incubator.vector", e);
        }
    }
}
