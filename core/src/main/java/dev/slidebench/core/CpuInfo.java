package dev.slidebench.core;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The first processor of Linux's {@code /proc/cpuinfo}: vendor, model name, family and flags, the facts
 * that decide which strategies are fast (BMI2 for hardware PEXT; AMD before Zen 3 runs PEXT in microcode).
 * One reader for everyone who needs them (the run's platform record, Pext's warning).
 *
 * @param vendor {@code vendor_id}, e.g. {@code AuthenticAMD}; null when absent
 * @param modelName {@code model name}; null when absent
 * @param family {@code cpu family}, or -1 when absent
 * @param flags every flag, sorted
 */
public record CpuInfo(String vendor, String modelName, int family, Set<String> flags) {

    private static final Path PROC_CPUINFO = Path.of("/proc/cpuinfo");

    public CpuInfo {
        flags = Collections.unmodifiableSet(new TreeSet<>(flags));
    }

    /** This machine's, or empty where there is no {@code /proc/cpuinfo} (not Linux) or it cannot be read. */
    public static Optional<CpuInfo> read() {
        try {
            return Optional.of(parse(Files.readAllLines(PROC_CPUINFO, StandardCharsets.US_ASCII)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Parses {@code /proc/cpuinfo} lines; only the first processor's block is read. */
    public static CpuInfo parse(List<String> lines) {
        String vendor = null;
        String model = null;
        int family = -1;
        Set<String> flags = new TreeSet<>();
        boolean inBlock = false;
        for (String line : lines) {
            if (line.isBlank()) {
                if (inBlock) {
                    break; // the end of the first processor's block
                }
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            inBlock = true;
            String key = line.substring(0, colon).trim();
            String value = line.substring(colon + 1).trim();
            switch (key) {
                case "vendor_id" -> vendor = value;
                case "model name" -> model = value;
                case "cpu family" -> family = value.matches("\\d{1,4}") ? Integer.parseInt(value) : -1;
                case "flags" -> flags.addAll(Arrays.asList(value.split("\\s+")));
                default -> {
                    // other fields do not change which strategy is fast
                }
            }
        }
        return new CpuInfo(vendor, model, family, flags);
    }

    public boolean has(String flag) {
        return flags.contains(flag);
    }
}
