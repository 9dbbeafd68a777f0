package dev.slidebench.strategies.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import java.lang.reflect.Method;
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
                new HyperbolaQuintessenceLanes());
        List<String> providers = List.of(
                "VectorKoggeStone",
                "VectorDumb7Fill",
                "VectorBranchlessShift",
                "VectorObstructionDifference",
                "VectorHyperbolaQuintessence");
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
        if (WIDEST < 256) {
            assertEquals("slow: this CPU's widest long vector is " + WIDEST + " bits, the lanes use 256", obstruction);
            assertEquals(obstruction, hyperbola);
        } else if (FEATURE < 19) {
            assertTrue(
                    obstruction.startsWith("slow: before JDK 19") && obstruction.contains("leading-zero"), obstruction);
            assertTrue(hyperbola.startsWith("slow: before JDK 19") && hyperbola.contains("reverse"), hyperbola);
        } else {
            assertNull(obstruction);
            assertNull(hyperbola);
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
