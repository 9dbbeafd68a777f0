package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A reused command line gives each run exactly what a fresh one gives: no option survives a run. */
class ReusedCliTest {

    private static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void noOptionSurvivesARun(@TempDir Path dir) throws Exception {
        Path epd = Files.write(dir.resolve("one.epd"), List.of(INITIAL + " ;D1 20 ;D2 400"));
        List<String[]> lines = List.of(
                new String[] {"perft", "--epd", epd.toString(), "--max-depth", "1"},
                new String[] {"perft", "--fen", INITIAL, "--depth", "2", "--divide"},
                new String[] {"perft", "--fen", INITIAL, "--depth", "1"},
                new String[] {"perft", "--epd", epd.toString()},
                new String[] {"attacks", "--piece", "rook", "--square", "d4", "--occupied", "0x80002000000"},
                new String[] {"attacks", "--piece", "rook", "--square", "d4", "--fen", INITIAL},
                new String[] {"perft", "--fen", INITIAL},
                new String[] {"list"},
                new String[] {"nope"},
                new String[] {"perft", "--fen", INITIAL, "--depth", "1", "--strategy", "RayLoop"});
        ReusedCli reused = new ReusedCli();
        for (int round = 0; round < 2; round++) {
            for (String[] line : lines) {
                CliRun fresh = CliRun.of(line);
                CliRun again = reused.run(line);
                String label = String.join(" ", line);
                assertEquals(fresh.exitCode(), again.exitCode(), label);
                assertEquals(fresh.err(), again.err(), label);
                assertEquals(withoutTimes(fresh.out()), withoutTimes(again.out()), label);
            }
        }
    }

    /** Timings and init times differ from run to run; everything else must not. */
    private static String withoutTimes(String out) {
        return out.replaceAll("[0-9.,]+ s\\b", "T s")
                .replaceAll("[0-9.,]+ nodes/s", "N nodes/s")
                .replaceAll("(?m)^(\\S+ +\\S+ +)[0-9.]+", "$1T");
    }
}
