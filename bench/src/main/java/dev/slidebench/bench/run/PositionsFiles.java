package dev.slidebench.bench.run;

import dev.slidebench.bench.PerftRoots;
import dev.slidebench.bench.PositionSource;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * {@code run --positions FILE}: the file is read and validated once, before anything is measured
 * (the same reader the forks use, so a file that passes here cannot fail in a fork), and recorded with
 * its SHA-256 so a report says exactly which positions it measured and a resume can refuse a file that
 * changed under it. The perft roots chosen from it ({@link PerftRoots}) are recorded with their depths
 * and the reference's counts, which also gives every perft fork its operations per invocation.
 */
public final class PositionsFiles {

    private PositionsFiles() {}

    /**
     * The record of {@code file}.
     *
     * @throws IllegalArgumentException one line naming the file (and line) when it is not a positions file
     */
    public static RunRecord.PositionsFile describe(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        PositionSource.Positions positions = PositionSource.read(absolute);
        List<RunRecord.PerftRoot> perft = PerftRoots.choose(absolute.toString(), positions.fens()).stream()
                .map(root -> new RunRecord.PerftRoot(root.fen(), root.depth(), root.nodes()))
                .toList();
        return new RunRecord.PositionsFile(
                absolute.toString(), sha256(absolute), positions.fens().size(), positions.games(), perft);
    }

    /**
     * Checks that the file of a plan is still the one it was made with.
     *
     * @throws IllegalArgumentException when it is missing or its content changed
     */
    public static void checkUnchanged(RunRecord.PositionsFile recorded) {
        Path file = Path.of(recorded.file());
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("the run's positions file " + file + " is gone");
        }
        if (!sha256(file).equals(recorded.sha256())) {
            throw new IllegalArgumentException("the run's positions file " + file
                    + " changed since the run began (SHA-256 differs); start a new run for the new file");
        }
    }

    static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read: " + e.getMessage());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
