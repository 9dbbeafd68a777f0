package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.run.PrivateJmhLock;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new run from {@code run}'s options: every bad option refused before anything is printed, measured or
 * written, and what was asked recorded in the run. The {@code --jvm} is {@link FakeJava}, so no fork runs.
 */
class NewRunTest {

    @RegisterExtension
    static final PrivateJmhLock JMH_LOCK = new PrivateJmhLock();

    /** A quick raced run of RayLoop (and the control) in the random workload: 6 rounds, 12 forks at most. */
    static CliRun run(Path java, Path out, String... more) {
        return rayLoop("quick", java, out, more);
    }

    /** A run of RayLoop (and the control) in the random workload with this profile, seed 3. */
    static CliRun rayLoop(String profile, Path java, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "run",
                "--profile",
                profile,
                "--workloads",
                "^random$",
                "--strategies",
                "^RayLoop$",
                "--jvm",
                java.toString(),
                "--out",
                out.toString(),
                "--seed",
                "3"));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(new String[0]));
    }

    @Test
    void noRaceWithARaceSettingIsRefusedBeforeAnything(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        for (String[] setting : List.of(new String[] {"--margin", "1.2"}, new String[] {"--resolution", "1.2"})) {
            Path out = tmp.resolve("run" + setting[0]);
            CliRun r = run(java, out, "--no-race", setting[0], setting[1]);
            String line = "slidebench run: --no-race runs every strategy every round: drop --margin/--resolution";
            BadInputAssert.assertBadInput(setting[0], r, List.of(line));
            assertEquals(line, r.err().strip());
            assertFalse(Files.exists(out), setting[0]);
        }
    }

    @Test
    void anOutThatHoldsARunIsRefusedBeforeTheStrategiesAreChecked(@TempDir Path tmp) throws IOException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        Path used = Files.createDirectories(tmp.resolve("used"));
        Files.writeString(used.resolve("plan.json"), "{}");
        CliRun r = run(java, used);
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(
                "slidebench run: --out: '" + used + "' already holds a run; continue it with --resume " + used
                        + " or choose another --out",
                r.err().strip());
        assertEquals("", r.out(), "nothing verified, nothing planned");
        assertEquals("{}", Files.readString(used.resolve("plan.json")));
    }

    @Test
    void thePositionsFileIsRecordedInTheRunWithItsDigest(@TempDir Path tmp)
            throws IOException, NoSuchAlgorithmException {
        Path java = FakeJava.write(tmp, FakeJava.ALL_OK);
        Path pgn = Files.writeString(tmp.resolve("one.pgn"), "[Event \"a\"]\n\n1. e4 1-0\n");
        Path out = tmp.resolve("run");
        CliRun r = run(java, out, "--no-race", "--positions", pgn.toString());
        assertEquals(1, r.exitCode(), "the forks fail (the fake JVM runs none): " + r.out() + r.err());
        String sha256 =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(pgn)));
        RunRecord.PositionsFile recorded =
                RunRecord.read(out.resolve("run.json")).plan().positions();
        assertNotNull(recorded, "run.json names the positions the run measured");
        assertEquals(pgn.toAbsolutePath().toString(), recorded.file());
        assertEquals(sha256, recorded.sha256());
        assertEquals(2, recorded.positions(), "the start and after 1. e4");
        assertEquals(1, recorded.games());
        assertTrue(
                r.out()
                        .startsWith("positions: " + pgn.toAbsolutePath() + ", 2 positions from 1 game, SHA-256 "
                                + sha256.substring(0, 16) + "…"),
                r.out());
    }
}
