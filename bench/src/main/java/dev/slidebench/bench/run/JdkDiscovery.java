package dev.slidebench.bench.run;

import dev.slidebench.reports.record.JvmRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Finds installed JDKs in the usual places (Debian/Ubuntu packages, SDKMAN!, IntelliJ's downloads,
 * macOS), by their {@code release} file, without starting them. Used to name a newer JDK when the run's
 * JVM would emulate Pext, and for {@code --jvm auto}.
 */
public final class JdkDiscovery {

    /** A JDK home and the feature release its {@code release} file states. */
    public record Jdk(Path home, String version, int feature) {}

    private static final Pattern JAVA_VERSION = Pattern.compile("^JAVA_VERSION=\"?([^\"\\s]+)\"?", Pattern.MULTILINE);

    private JdkDiscovery() {}

    /** The places searched, in order; each is a directory of JDK homes. */
    public static List<Path> searchRoots() {
        Path home = Path.of(System.getProperty("user.home"));
        return List.of(
                Path.of("/usr/lib/jvm"),
                home.resolve(".sdkman/candidates/java"),
                home.resolve(".jdks"),
                Path.of("/Library/Java/JavaVirtualMachines"));
    }

    /** Every JDK under {@code roots}, one per real directory, newest feature first. */
    public static List<Jdk> find(List<Path> roots) {
        Set<Path> seen = new LinkedHashSet<>();
        List<Jdk> found = new ArrayList<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> children = Files.list(root)) {
                for (Path child : children.sorted().toList()) {
                    // macOS bundles keep the home in Contents/Home
                    Path candidate =
                            Files.isDirectory(child.resolve("Contents/Home")) ? child.resolve("Contents/Home") : child;
                    // by real path: /usr/lib/jvm/default-java and friends are links to a JDK listed anyway
                    Jdk jdk = read(candidate.toRealPath());
                    if (jdk != null && seen.add(jdk.home())) {
                        found.add(jdk);
                    }
                }
            } catch (IOException e) {
                // an unreadable place holds nothing we can use
            }
        }
        found.sort(Comparator.comparingInt(Jdk::feature)
                .reversed()
                .thenComparing(j -> j.home().toString()));
        return found;
    }

    /**
     * One line for a run whose JVMs all predate {@code Long.compress} (JDK 19) while Pext is measured: Pext
     * will run its software fallback. Names the newest JDK found under {@code roots} with the exact option
     * that adds it, or says none was found.
     */
    public static Optional<String> pextAdvice(List<JvmRecord> jvms, List<String> strategies, List<Path> roots) {
        if (!strategies.contains("Pext")
                || jvms.stream().anyMatch(j -> j.feature() >= 19)
                || jvms.stream().noneMatch(j -> j.feature() >= 0)) {
            return Optional.empty();
        }
        String version = jvms.stream()
                .filter(j -> j.feature() >= 0)
                .findFirst()
                .map(JvmRecord::version)
                .orElseThrow();
        List<Jdk> newer = find(roots).stream().filter(j -> j.feature() >= 19).toList();
        return Optional.of("note: on JDK " + version + " Pext runs emulated (Long.compress needs JDK 19+); "
                + (newer.isEmpty()
                        ? "no newer JDK found in "
                                + roots.stream().map(Path::toString).collect(Collectors.joining(", "))
                        : "JDK " + newer.get(0).version() + " is installed: add --jvm "
                                + newer.get(0).home()));
    }

    /** The JDK at {@code home}, or null when it is not one (no bin/java or no readable release file). */
    static Jdk read(Path home) {
        Path java = home.resolve("bin").resolve("java");
        Path release = home.resolve("release");
        if (!Files.isExecutable(java) || !Files.isRegularFile(release)) {
            return null;
        }
        try {
            Matcher m = JAVA_VERSION.matcher(Files.readString(release, StandardCharsets.UTF_8));
            if (!m.find()) {
                return null;
            }
            String version = m.group(1);
            int feature = JvmRecord.featureOf(version);
            return feature < 0 ? null : new Jdk(home, version, feature);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
