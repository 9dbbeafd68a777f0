package dev.slidebench.bench.run;

import dev.slidebench.core.CpuInfo;
import dev.slidebench.reports.record.RunRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/** What a result depends on besides the code: CPU model, cores, the flags that matter, OS, slidebench's version. */
public final class Platform {

    /** The CPU flags that change which strategies are fast (PEXT needs bmi2; AVX levels for context). */
    static final Set<String> INTERESTING_FLAGS =
            Set.of("bmi1", "bmi2", "avx", "avx2", "avx512f", "avx512bw", "popcnt", "lzcnt", "abm");

    private Platform() {}

    public static RunRecord.Platform describe() {
        Optional<CpuInfo> cpu = CpuInfo.read();
        Set<String> flags = new TreeSet<>();
        cpu.ifPresent(c -> c.flags().stream()
                .filter(f -> INTERESTING_FLAGS.contains(f) || f.startsWith("avx512"))
                .forEach(flags::add));
        String model =
                cpu.map(CpuInfo::modelName).orElse("unknown (no /proc/cpuinfo: " + System.getProperty("os.arch") + ")");
        return new RunRecord.Platform(
                model == null ? "unknown" : model,
                Runtime.getRuntime().availableProcessors(),
                List.copyOf(flags),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                cpu.map(c -> c.has("bmi2")).orElse(null),
                cpu.map(c -> c.has("avx2")).orElse(null));
    }

    /** slidebench's version (jar manifest) and git commit (of the checkout the jar sits in, when there is one). */
    public static RunRecord.Tool slidebench() {
        String version = Platform.class.getPackage().getImplementationVersion();
        return new RunRecord.Tool(version == null ? "dev" : version, gitCommit());
    }

    private static String gitCommit() {
        try {
            Path jar = Path.of(Platform.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            Path dir = Files.isDirectory(jar) ? jar : jar.getParent();
            Process git = new ProcessBuilder(List.of("git", "-C", dir.toString(), "rev-parse", "--short=12", "HEAD"))
                    .redirectErrorStream(true)
                    .start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (git.waitFor(10, TimeUnit.SECONDS) && git.exitValue() == 0 && out.matches("[0-9a-f]+")) {
                Process status = new ProcessBuilder(
                                List.of("git", "-C", dir.toString(), "status", "--porcelain", "--untracked-files=no"))
                        .redirectErrorStream(true)
                        .start();
                String dirty = new String(status.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
                status.waitFor(10, TimeUnit.SECONDS);
                return dirty.isEmpty() ? out : out + "-dirty";
            }
        } catch (Exception e) {
            // not a git checkout, or no git: the version alone identifies the build
        }
        return "unknown";
    }
}
