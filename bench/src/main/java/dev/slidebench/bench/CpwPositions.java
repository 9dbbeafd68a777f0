package dev.slidebench.bench;

import dev.slidebench.core.PerftSuite;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The Chess Programming Wiki perft positions (shared/perft/cpw-positions.epd), shipped inside the jar
 * so that the workloads never read the repository at run time.
 */
final class CpwPositions {

    static final String RESOURCE = "cpw-positions.epd";

    private CpwPositions() {}

    static List<PerftSuite.Entry> load() {
        try (InputStream in = CpwPositions.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " missing from the jar");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return PerftSuite.parse(RESOURCE, text.lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
