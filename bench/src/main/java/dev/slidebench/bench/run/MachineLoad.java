package dev.slidebench.bench.run;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What else the machine is doing: the load average, and the CPU time the hypervisor gave to other
 * guests ("steal", from {@code /proc/stat}). Both are facts about the whole machine, recorded beside
 * each fork so that a slow fork can be told from a slow strategy.
 */
public final class MachineLoad {

    private static final Path PROC_STAT = Path.of("/proc/stat");

    private MachineLoad() {}

    /** The one-minute load average, or null where the platform has none. */
    public static Double loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? null : Math.round(load * 100) / 100.0;
    }

    /** The machine's CPU time counters at one moment (all CPUs, in clock ticks); null fields where unknown. */
    public record CpuTicks(long total, long steal) {

        /** Now, from the first line of {@code /proc/stat}; null where there is none (not Linux). */
        public static CpuTicks now() {
            try {
                for (String line : Files.readAllLines(PROC_STAT, StandardCharsets.US_ASCII)) {
                    if (line.startsWith("cpu ")) {
                        return parse(line);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // no /proc/stat (not Linux) or an unexpected layout: steal stays unknown
            }
            return null;
        }

        /**
         * Parses the aggregate line {@code cpu user nice system idle iowait irq softirq steal guest guest_nice}
         * (proc(5)). guest and guest_nice are already counted in user and nice, so the total stops at steal.
         */
        static CpuTicks parse(String line) {
            String[] f = line.trim().split("\\s+");
            long total = 0;
            for (int i = 1; i <= Math.min(8, f.length - 1); i++) {
                total += Long.parseLong(f[i]);
            }
            return new CpuTicks(total, f.length > 8 ? Long.parseLong(f[8]) : 0);
        }

        /** The share of CPU time stolen between {@code earlier} and now, 0..1; null if no time passed. */
        public Double stealSince(CpuTicks earlier) {
            if (earlier == null || total <= earlier.total) {
                return null;
            }
            double share = (double) (steal - earlier.steal) / (total - earlier.total);
            return Math.round(share * 10_000) / 10_000.0;
        }
    }
}
