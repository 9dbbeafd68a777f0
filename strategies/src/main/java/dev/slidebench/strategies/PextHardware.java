package dev.slidebench.strategies;

import dev.slidebench.core.CpuInfo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Whether this CPU runs {@code PEXT} fast, read once for every strategy that extracts bits with it. */
final class PextHardware {

    /** Null when nothing is known against the CPU; otherwise the warning (see {@link #cpuWarning}). */
    static final String WARNING = hardwareWarning();

    private PextHardware() {}

    /**
     * Null when the JIT can be expected to turn {@code Long.compress} into a fast PEXT; otherwise why
     * not, read from {@code /proc/cpuinfo} on x86 Linux (elsewhere nothing is claimed either way).
     */
    private static String hardwareWarning() {
        return hardwareWarning(System.getProperty("os.arch", ""), Path.of("/proc/cpuinfo"));
    }

    /** As {@link #hardwareWarning()} for the given {@code os.arch} and cpuinfo file (a seam for the tests). */
    static String hardwareWarning(String osArch, Path cpuinfoFile) {
        String arch = osArch.toLowerCase(Locale.ROOT);
        if (!arch.equals("amd64") && !arch.equals("x86_64")) {
            return null;
        }
        List<String> cpuinfo;
        try {
            cpuinfo = Files.readAllLines(cpuinfoFile, StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return cpuWarning(cpuinfo);
    }

    /**
     * The warning for a CPU described by {@code /proc/cpuinfo} lines (only the first processor is
     * read, by core's {@link CpuInfo}): no BMI2 means {@code Long.compress} runs HotSpot's own software
     * fallback; AMD before Zen 3 (family 0x19) runs PEXT in microcode, about 18 cycles instead of 3.
     * Without a flags line nothing is claimed.
     */
    static String cpuWarning(List<String> cpuinfo) {
        CpuInfo cpu = CpuInfo.parse(cpuinfo);
        if (cpu.flags().isEmpty()) {
            return null;
        }
        if (!cpu.has("bmi2")) {
            return "emulated: this CPU has no BMI2, so Long.compress cannot use PEXT";
        }
        boolean amd = "AuthenticAMD".equals(cpu.vendor()) || "HygonGenuine".equals(cpu.vendor());
        if (amd && cpu.family() >= 0 && cpu.family() < 0x19) {
            return "slow: PEXT is microcoded on AMD before Zen 3 (cpu family " + cpu.family() + ")";
        }
        return null;
    }
}
