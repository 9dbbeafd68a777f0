package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.Square;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What is special to {@link Pext}: the two extract paths and what it reports about them. */
class PextTest {

    private static final int FEATURE = Runtime.version().feature();

    @Test
    void degradedReasonDependsOnTheJdk() {
        String reason = new Pext().degradedReason();
        if (FEATURE < 19) {
            assertEquals("emulated: Long.compress needs JDK 19+", reason);
            assertFalse(Pext.usesLongCompress());
        } else {
            assertTrue(Pext.usesLongCompress());
            String flags = cpuFlagsOrNull();
            if (flags != null && !flags.contains(" bmi2 ")) {
                assertEquals("emulated: this CPU has no BMI2, so Long.compress cannot use PEXT", reason);
            } else if (reason != null) {
                // Only the microcoded-PEXT warning may remain on a BMI2 CPU.
                assertTrue(reason.startsWith("slow: PEXT is microcoded on AMD before Zen 3"), reason);
            } else {
                assertNull(reason);
            }
        }
    }

    @Test
    void softwareCompressGathersTheMaskedBitsInOrder() {
        assertEquals(0b1011L, Pext.softwareCompress(0b1011_0110L, 0b1111_0000L));
        assertEquals(0L, Pext.softwareCompress(-1L, 0L));
        // a1, b2 and h8 set; the mask is the a1-h8 diagonal, so they become bits 0, 1 and 7.
        assertEquals(
                0x83L,
                Pext.softwareCompress(
                        Bitboards.of(Square.A1, Square.B2, Square.H8, Square.H1), Bitboards.DIAGONAL_A1H8));
        // The top bit of a mask that holds it.
        assertEquals(0b10L, Pext.softwareCompress(0x8000000000000000L, 0x8000000000000001L));
        assertEquals((1L << 12) - 1, Pext.softwareCompress(-1L, Bitboards.rookRelevantMask(Square.A1)));
    }

    @Test
    void theActivePathAgreesWithTheSoftwarePath() {
        SplittableRandom random = new SplittableRandom(19);
        for (int i = 0; i < 100_000; i++) {
            long value = random.nextLong();
            long mask = random.nextLong() & random.nextLong();
            assertEquals(
                    Pext.softwareCompress(value, mask),
                    Pext.compress(value, mask),
                    () -> Bitboards.hex(value) + " / " + Bitboards.hex(mask));
        }
    }

    @Test
    void softwareCompressAgreesWithLongCompressWhereTheJdkHasIt() throws Throwable {
        if (FEATURE < 19) {
            return;
        }
        MethodHandle compress = MethodHandles.publicLookup()
                .findStatic(Long.class, "compress", MethodType.methodType(long.class, long.class, long.class));
        SplittableRandom random = new SplittableRandom(20);
        for (int i = 0; i < 100_000; i++) {
            long value = random.nextLong();
            long mask = random.nextLong() & random.nextLong();
            assertEquals((long) compress.invokeExact(value, mask), Pext.softwareCompress(value, mask));
        }
    }

    @Test
    void tableHasTheFancyLayout() {
        // 107,648 entries of 8 bytes, and per square one record of two masks and two offsets (8 bytes each).
        assertEquals(861_184L + 64 * 4 * 8, new Pext().tableBytes());
    }

    @Test
    void cpuWarningReadsFlagsVendorAndFamily() {
        assertNull(Pext.cpuWarning(cpu("GenuineIntel", 6, "fpu sse2 avx2 bmi1 bmi2 adx")));
        assertNull(Pext.cpuWarning(cpu("AuthenticAMD", 25, "fpu avx2 bmi1 bmi2")));
        assertEquals(
                "emulated: this CPU has no BMI2, so Long.compress cannot use PEXT",
                Pext.cpuWarning(cpu("GenuineIntel", 6, "fpu sse2 avx bmi1")));
        assertEquals(
                "slow: PEXT is microcoded on AMD before Zen 3 (cpu family 23)",
                Pext.cpuWarning(cpu("AuthenticAMD", 23, "fpu avx2 bmi1 bmi2")));
        // bmi2 must be a whole flag, not part of another one.
        assertEquals(
                "emulated: this CPU has no BMI2, so Long.compress cannot use PEXT",
                Pext.cpuWarning(cpu("GenuineIntel", 6, "fpu nobmi2x")));
        assertNull(
                Pext.cpuWarning(List.of("processor\t: 0", "model name\t: unknown")), "no flags line: nothing claimed");
    }

    private static List<String> cpu(String vendor, int family, String flags) {
        return List.of(
                "processor\t: 0",
                "vendor_id\t: " + vendor,
                "cpu family\t: " + family,
                "flags\t\t: " + flags,
                "",
                "processor\t: 1",
                "vendor_id\t: Other",
                "flags\t\t: none");
    }

    /** The first processor's flags from /proc/cpuinfo, padded with spaces; null where there is none. */
    private static String cpuFlagsOrNull() {
        if (!List.of("amd64", "x86_64").contains(System.getProperty("os.arch"))) {
            return null;
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("flags")) {
                    return " " + line.substring(line.indexOf(':') + 1).trim() + " ";
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }
}
