package dev.slidebench.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@link PextHardware} concludes from {@code /proc/cpuinfo}: written here as the kernel prints it
 * (one block per processor, {@code key\t: value}), for the CPUs the warning is about.
 */
class PextHardwareTest {

    private static final String NO_BMI2 = "emulated: this CPU has no BMI2, so Long.compress cannot use PEXT";

    @TempDir
    Path dir;

    @Test
    void onlyX86IsJudgedAndAnUnreadableFileClaimsNothing() throws IOException {
        Path noBmi2 = write(block("GenuineIntel", "6", "fpu sse2 avx"));
        assertEquals(NO_BMI2, PextHardware.hardwareWarning("amd64", noBmi2));
        assertEquals(NO_BMI2, PextHardware.hardwareWarning("x86_64", noBmi2));
        assertEquals(NO_BMI2, PextHardware.hardwareWarning("AMD64", noBmi2), "os.arch in any case");
        assertNull(PextHardware.hardwareWarning("aarch64", noBmi2));
        assertNull(PextHardware.hardwareWarning("x86", noBmi2));
        assertNull(PextHardware.hardwareWarning("amd64", dir.resolve("missing")));
        assertNull(PextHardware.hardwareWarning("amd64", write(block("GenuineIntel", "6", "fpu bmi1 bmi2"))));
    }

    @Test
    void amdBeforeZen3AndHygonRunPextInMicrocode() {
        assertEquals(
                "slow: PEXT is microcoded on AMD before Zen 3 (cpu family 23)",
                PextHardware.cpuWarning(block("AuthenticAMD", "23", "fpu bmi2")));
        // Hygon's Dhyana is a Zen 1 (family 0x18).
        assertEquals(
                "slow: PEXT is microcoded on AMD before Zen 3 (cpu family 24)",
                PextHardware.cpuWarning(block("HygonGenuine", "24", "fpu bmi2")));
        // Zen 3 is family 0x19 = 25: the first with fast PEXT.
        assertNull(PextHardware.cpuWarning(block("AuthenticAMD", "25", "fpu bmi2")));
        assertNull(PextHardware.cpuWarning(block("AuthenticAMD", "26", "fpu bmi2")));
        // An Intel CPU of any family is fast.
        assertNull(PextHardware.cpuWarning(block("GenuineIntel", "6", "fpu bmi2")));
        // A family that cannot be read claims nothing.
        assertNull(PextHardware.cpuWarning(block("AuthenticAMD", "zen", "fpu bmi2")));
        assertNull(PextHardware.cpuWarning(List.of("vendor_id\t: AuthenticAMD", "flags\t\t: fpu bmi2")));
        // Family 0 is a family (no real AMD, but the rule is "before 0x19").
        assertEquals(
                "slow: PEXT is microcoded on AMD before Zen 3 (cpu family 0)",
                PextHardware.cpuWarning(block("AuthenticAMD", "0", "bmi2")));
    }

    @Test
    void onlyTheFirstProcessorIsRead() {
        List<String> twoProcessors = new ArrayList<>(block("GenuineIntel", "6", "fpu bmi2"));
        twoProcessors.add("");
        twoProcessors.addAll(block("AuthenticAMD", "23", "fpu"));
        assertNull(PextHardware.cpuWarning(twoProcessors));
        // A blank line before any flags line does not end the first block.
        List<String> blankFirst = new ArrayList<>(List.of("", "processor\t: 0"));
        blankFirst.addAll(block("GenuineIntel", "6", "fpu avx2").subList(1, 4));
        assertEquals(NO_BMI2, PextHardware.cpuWarning(blankFirst));
        // The first block is read to its end, in whatever order its lines come.
        assertEquals(
                "slow: PEXT is microcoded on AMD before Zen 3 (cpu family 23)",
                PextHardware.cpuWarning(List.of(
                        "processor\t: 0",
                        "flags\t\t: fpu bmi2",
                        "vendor_id\t: AuthenticAMD",
                        "cpu family\t: 23",
                        "",
                        "processor\t: 1")));
        // A line without a colon is skipped.
        assertEquals(NO_BMI2, PextHardware.cpuWarning(List.of("garbage", "flags\t\t: fpu avx2")));
    }

    private static List<String> block(String vendor, String family, String flags) {
        return List.of("processor\t: 0", "vendor_id\t: " + vendor, "cpu family\t: " + family, "flags\t\t: " + flags);
    }

    private Path write(List<String> lines) throws IOException {
        Path file = Files.createTempFile(dir, "cpuinfo", "");
        Files.write(file, lines, StandardCharsets.US_ASCII);
        return file;
    }
}
