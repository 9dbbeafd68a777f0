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
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
                    Jdk jdk = read(candidate);
                    if (jdk != null && seen.add(jdk.home().toRealPath())) {
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
