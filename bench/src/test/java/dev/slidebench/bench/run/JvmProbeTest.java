package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.record.JvmRecord;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The probe a run starts in each JVM: the strategies' origins as the record keeps them, and its verdicts
 * on stdout while the process still runs (the parent reads them through a pipe, so they must not wait in a
 * buffer).
 */
class JvmProbeTest {

    @Test
    void eachStrategysOriginIsRecordedAndAnUnknownOneIsNone() {
        JvmRecord record = ProbeDetailsTest.probeHere();
        // Lasse Hansen's plain magic bitboards, 2006 (chessprogramming.org, Magic Bitboards)
        assertEquals(
                "Lasse Hansen, 2006 — https://www.chessprogramming.org/Magic_Bitboards#Plain",
                record.strategies().get("PlainMagic").origin());
        // no author or year: the page alone
        assertEquals(
                "https://www.chessprogramming.org/Sliding_Pieces",
                record.strategies().get("RayLoop").origin());
    }

    @Test
    void verdictsAreOutBeforeTheProbeExits() {
        PrintStream before = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        // buffered and never flushed here, as a pipe to the parent is: the probe must flush
        System.setOut(new PrintStream(new BufferedOutputStream(bytes, 1 << 16), false, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = JvmProbe.verify(List.of("RayLoop", "NoSuchStrategy"));
        } finally {
            System.setOut(before);
        }
        assertEquals(1, exit, "one failed");
        String said = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(said.startsWith("ok RayLoop\nFAIL NoSuchStrategy: threw "), said);
    }
}
