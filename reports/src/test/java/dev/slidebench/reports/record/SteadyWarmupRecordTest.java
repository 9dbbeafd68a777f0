package dev.slidebench.reports.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.slidebench.reports.ReportInputException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each fork's warm-up until steady in run.json: written, read back, absent from older forks. */
class SteadyWarmupRecordTest {

    private static final String FORK = "{\"key\": \"k\", \"round\": 0, \"benchmark\": \"b\", \"warmupIterations\": 1,"
            + " \"warmupTime\": \"80 ms\"";

    @Test
    void aForkKeepsItsWarmupThroughWriteAndRead() {
        ForkRecord.SteadyWarmup used = new ForkRecord.SteadyWarmup(412.5, 17, false);
        ForkRecord fork = new ForkRecord(
                        "k", 0, null, "b", Map.of(), null, null, null, null, null, null, null, null, 2, null, null,
                        null, null)
                .withSteadyWarmup(used);
        RunRecord record = RunRecord.parse("run.json", "{\"schema\": 3}").withFork(fork);
        String text = record.toJsonText();
        var json = JsonParser.parseString(text).getAsJsonObject();
        var written = json.getAsJsonArray("forks").get(0).getAsJsonObject().getAsJsonObject("steadyWarmup");
        assertEquals(412.5, written.get("millis").getAsDouble());
        assertEquals(17, written.get("slices").getAsInt());
        assertFalse(written.get("steady").getAsBoolean());
        ForkRecord read = RunRecord.parse("run.json", text).forks().get(0);
        assertEquals(used, read.steadyWarmup());
        assertEquals(fork, read);
        assertEquals(used, read.withRow(5).steadyWarmup(), "a new row keeps the warm-up");
    }

    @Test
    void olderForksHaveNoneAndWriteNone() {
        RunRecord old = RunRecord.parse("old.json", "{\"schema\": 3, \"forks\": [" + FORK + "}]}");
        ForkRecord fork = old.forks().get(0);
        assertNull(fork.steadyWarmup());
        assertEquals(1, fork.warmupIterations());
        assertFalse(old.toJsonText().contains("steadyWarmup"), "nothing is invented for them");
        RunRecord schema2 = RunRecord.parse(
                "old.json", "{\"schema\": 2, \"forks\": [{\"key\": \"k\", \"round\": 0, \"benchmark\": \"b\"}]}");
        assertNull(schema2.forks().get(0).steadyWarmup());
    }

    @Test
    void aDamagedWarmupNamesItsField() {
        ReportInputException e = assertThrows(
                ReportInputException.class,
                () -> RunRecord.parse(
                        "run.json",
                        "{\"schema\": 3, \"forks\": [" + FORK
                                + ", \"steadyWarmup\": {\"millis\": 10, \"slices\": 0, \"steady\": true}}]}"));
        assertTrue(e.getMessage().contains("steadyWarmup.slices: must be >= 1, found 0"), e.getMessage());
        e = assertThrows(
                ReportInputException.class,
                () -> RunRecord.parse(
                        "run.json",
                        "{\"schema\": 3, \"forks\": [" + FORK
                                + ", \"steadyWarmup\": {\"millis\": 10, \"slices\": 3}}]}"));
        assertTrue(e.getMessage().contains("steadyWarmup.steady: missing"), e.getMessage());
    }
}
