package dev.slidebench.reports.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.ReportInputException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every typed field of run.json: what it reads as, and the one line a wrong value gets. */
class RunRecordFieldsTest {

    private static String error(String json) {
        return assertThrows(ReportInputException.class, () -> RunRecord.parse("run.json", json))
                .getMessage();
    }

    private static final String RACE = "{\"alpha\": 0.05, \"firstLook\": 2, \"maxRounds\": 6, \"margin\": 1.1,"
            + " \"resolution\": 1.1, \"budget\": \"4m\", \"tables\": [{\"benchmark\": \"b.C.m\", \"threads\": null,"
            + " \"jvmIndex\": 0, \"looks\": [{\"rounds\": 2, \"leader\": \"A\", \"contenders\": 2, \"reached\": 1.3,"
            + " \"decided\": false}], \"retired\": {\"C\": 2}, \"stop\": \"budget\"}]}";

    @Test
    void theRaceSectionReadsWritesAndIsAbsentInOlderRecords() {
        RunRecord record = RunRecord.parse("run.json", "{\"race\": " + RACE + "}");
        RaceRecord race = record.race();
        assertEquals(new dev.slidebench.reports.stats.Race.Settings(0.05, 2, 6, 1.1, 1.1), race.settings());
        assertEquals("4m", race.budget());
        RaceRecord.Table table = race.table("b.C.m", 1, 0);
        assertEquals(2, table.leftAfter("C"));
        assertNull(table.leftAfter("A"));
        assertEquals(RaceRecord.BUDGET, table.stop());
        assertEquals(new RaceRecord.Look(2, "A", 2, 1.3, false), table.lastLook());
        assertNull(race.table("b.C.m", 1, 1), "another JVM");
        assertEquals(race, RunRecord.parse("again", record.toJsonText()).race(), "written as read");
        assertNull(RunRecord.parse("run.json", "{}").race(), "a record before the race has none");
    }

    @Test
    void aWrongRaceFieldGetsOneLine() {
        assertEquals(
                "run.json: $.race.margin: expected a ratio above 1, e.g. 1.10",
                error("{\"race\": " + RACE.replace("\"margin\": 1.1", "\"margin\": 0.9") + "}"));
        assertEquals(
                "run.json: $.race.tables[0].stop: expected \"decided\", \"budget\" or \"max rounds\", found \"tired\"",
                error("{\"race\": " + RACE.replace("\"stop\": \"budget\"", "\"stop\": \"tired\"") + "}"));
        assertEquals(
                "run.json: $.race.tables[0].retired.C: expected a round from 2 to 6, found 9",
                error("{\"race\": " + RACE.replace("\"C\": 2", "\"C\": 9") + "}"));
        assertEquals(
                "run.json: $.race.tables[0].looks[0].rounds: expected a round from 2 to 6, found 1",
                error("{\"race\": " + RACE.replace("\"rounds\": 2", "\"rounds\": 1") + "}"));
        assertEquals(
                "run.json: $.race.maxRounds: expected 2 <= firstLook <= maxRounds, found 2 and 1",
                error("{\"race\": " + RACE.replace("\"maxRounds\": 6", "\"maxRounds\": 1") + "}"));
        assertEquals(
                "run.json: $.race.alpha: expected the race's error rate, a number between 0 and 1",
                error("{\"race\": " + RACE.replace("\"alpha\": 0.05", "\"alpha\": 1.5") + "}"));
    }

    @Test
    void wrongTypesNameTheFieldAndWhatWasFound() {
        assertEquals("run.json: $: expected an object, found an array", error("[]"));
        assertEquals("run.json: $: expected an object, found null", error("null"));
        assertEquals("run.json: $.created: expected a string, found the number 3", error("{\"created\": 3}"));
        assertEquals(
                "run.json: $.created: expected an ISO-8601 instant like 2026-11-30T03:00:00Z, found \"yesterday\"",
                error("{\"created\": \"yesterday\"}"));
        assertEquals(
                "run.json: $.platform.bmi2: expected true or false, found the string \"yes\"",
                error("{\"platform\": {\"bmi2\": \"yes\"}}"));
        assertEquals(
                "run.json: $.platform.cores: expected a whole number, found the number 2.5",
                error("{\"platform\": {\"cores\": 2.5}}"));
        assertEquals(
                "run.json: $.platform.cores: out of range: 3000000000",
                error("{\"platform\": {\"cores\": 3000000000}}"));
        assertEquals(
                "run.json: $.platform.cores: out of range: -3000000000",
                error("{\"platform\": {\"cores\": -3000000000}}"));
        assertEquals(
                "run.json: $.platform.cpuFlags: expected an array, found the string \"bmi2\"",
                error("{\"platform\": {\"cpuFlags\": \"bmi2\"}}"));
        assertEquals(
                "run.json: $.platform.cpuFlags[1]: expected a string, found the boolean true",
                error("{\"platform\": {\"cpuFlags\": [\"bmi2\", true]}}"));
        assertEquals("run.json: $.platform: expected an object, found the number 1", error("{\"platform\": 1}"));
        assertEquals(
                "run.json: $.strategies.Pext.initMs: expected a number, found the string \"fast\"",
                error("{\"strategies\": {\"Pext\": {\"initMs\": \"fast\"}}}"));
        assertEquals(
                "run.json: $.strategies.Pext.tableBytes: must be >= 0, found -1",
                error("{\"strategies\": {\"Pext\": {\"tableBytes\": -1}}}"));
        assertEquals("run.json: $.forks[0]: missing \"benchmark\"", error("{\"forks\": [{\"round\": 0}]}"));
        assertEquals("run.json: $.forks[0].round: missing", error("{\"forks\": [{\"benchmark\": \"b\"}]}"));
        assertEquals(
                "run.json: $.forks[0].round: must be >= 0, found -1",
                error("{\"forks\": [{\"benchmark\": \"b\", \"round\": -1}]}"));
        assertEquals(
                "run.json: $.forks[0].row: must be >= 0, found -2",
                error("{\"forks\": [{\"benchmark\": \"b\", \"round\": 0, \"row\": -2}]}"));
        assertEquals(
                "run.json: $.forks[0].params.strategy: expected a string, found the number 1",
                error("{\"forks\": [{\"benchmark\": \"b\", \"round\": 0, \"params\": {\"strategy\": 1}}]}"));
        assertEquals(
                "run.json: $.forks[1]: expected an object, found the number 7",
                error("{\"forks\": [{\"benchmark\": \"b\", \"round\": 0}, 7]}"));
        assertEquals(
                "run.json: $.resumed: expected ISO-8601 instants, found \"later\"",
                error("{\"resumed\": [\"later\"]}"));
        assertEquals("run.json: $.schema: this slidebench reads schema 1 to 3, found 0", error("{\"schema\": 0}"));
        assertEquals(
                "run.json: $.plan.seed: expected a whole number, found the string \"x\"",
                error("{\"plan\": {\"seed\": \"x\"}}"));
        assertEquals(
                "run.json: $.jmh.forks: expected a whole number, found the boolean false",
                error("{\"jmh\": {\"forks\": false}}"));
        assertTrue(error("{\"a\": 1} x").startsWith("run.json: not valid JSON ("), error("{\"a\": 1} x"));
        assertTrue(error("{\"a\": ").startsWith("run.json: not valid JSON ("));
        assertFalse(error("{\"a\": ").contains("\n"));
        // issue 21: Gson's advice to its programmer (setStrictness, a troubleshooting link) is not the user's
        String unquoted = error("{a: 1}");
        assertTrue(unquoted.startsWith("run.json: not valid JSON (malformed JSON at line 1 column 3"), unquoted);
        assertFalse(unquoted.contains("Strictness") || unquoted.contains("JsonReader") || unquoted.contains("http"));
    }

    @Test
    void schemaOneKeepsThePlanAtTheTopAndDerivesTheFlags() {
        RunRecord r = RunRecord.parse(
                "run.json",
                "{\"profile\": \"quick\", \"seed\": 7, \"jmh\": {\"rounds\": 3, \"note\": \"shuffled\"},"
                        + " \"platform\": {\"cpuFlags\": [\"avx2\"]}}");
        assertEquals(1, r.schema());
        assertEquals(new RunRecord.Plan("quick", 3, 7L, "shuffled"), r.plan());
        assertEquals(Boolean.FALSE, r.platform().bmi2(), "the flag list always looked for bmi2");
        assertEquals(Boolean.TRUE, r.platform().avx2());
        assertEquals(new RunRecord.Tool(null, null), r.tool());
        RunRecord none = RunRecord.parse("run.json", "{\"platform\": {}}");
        assertNull(none.platform().bmi2(), "no flag list: unknown");
        assertNull(none.platform().cpuFlags());
        assertEquals(new RunRecord.Plan(null, null, null, null), none.plan());
        assertNull(none.jmh());
        RunRecord recorded = RunRecord.parse(
                "run.json",
                "{\"schema\": 2, \"platform\": {\"cpuFlags\": [\"avx2\"], \"bmi2\": true, \"avx2\": false}}");
        assertEquals(Boolean.TRUE, recorded.platform().bmi2(), "a recorded flag wins");
        assertEquals(Boolean.FALSE, recorded.platform().avx2());
        assertEquals(2, recorded.schema());
    }

    @Test
    void aSchemaTwoRecordReadsEveryField() {
        RunRecord r = RunRecord.parse(
                "run.json",
                "{\"schema\": 2, \"slidebench\": {\"version\": \"1.0\", \"commit\": \"abc\"},"
                        + " \"created\": \"2026-12-01T10:00:00Z\","
                        + " \"plan\": {\"profile\": \"standard\", \"rounds\": 5, \"seed\": 11, \"order\": \"o\","
                        + " \"positions\": {\"file\": \"/p.epd\", \"sha256\": \"ff\", \"positions\": 9, \"games\": 2}},"
                        + " \"platform\": {\"cpuModel\": \"CPU\", \"cores\": 4, \"os\": \"Linux\"},"
                        + " \"jmh\": {\"forks\": 1, \"rounds\": 5, \"warmupIterations\": 2, \"warmupTime\": \"1 s\","
                        + " \"measurementIterations\": 3, \"measurementTime\": \"2 s\", \"note\": \"n\"},"
                        + " \"jvms\": [{\"path\": \"/j/bin/java\", \"vendor\": \"V\", \"version\": \"21.0.1\","
                        + " \"vmName\": \"VM\", \"args\": [\"-Xmx1g\"], \"failures\": {\"p.Q\": \"boom\"},"
                        + " \"strategies\": {\"RayLoop\": {\"tableBytes\": 0, \"initMs\": 0.5, \"incremental\": false,"
                        + " \"storedXray\": false, \"degraded\": null, \"family\": \"computed\"}}}],"
                        + " \"taskOrder\": [\"k1\"],"
                        + " \"forks\": [{\"key\": \"k1\", \"round\": 2, \"workload\": \"random\","
                        + " \"benchmark\": \"b.X.y\","
                        + " \"params\": {\"strategy\": \"RayLoop\"}, \"jvm\": \"/j/bin/java\", \"jvmIndex\": 0,"
                        + " \"start\": \"2026-12-01T10:00:01Z\", \"end\": \"2026-12-01T10:00:02Z\","
                        + " \"loadBefore\": 1.5, \"loadAfter\": 2.5, \"steal\": 0.01, \"contention\": 1.2,"
                        + " \"row\": 0}],"
                        + " \"resumed\": [\"2026-12-01T11:00:00Z\"]}");
        assertEquals(new RunRecord.Tool("1.0", "abc"), r.tool());
        assertEquals(Instant.parse("2026-12-01T10:00:00Z"), r.created());
        assertEquals(
                new RunRecord.Plan("standard", 5, 11L, "o", new RunRecord.PositionsFile("/p.epd", "ff", 9, 2)),
                r.plan());
        assertEquals(new RunRecord.Platform("CPU", 4, null, "Linux", null, null), r.platform());
        assertEquals(new RunRecord.JmhSettings(1, 5, 2, "1 s", 3, "2 s", "n"), r.jmh());
        JvmRecord jvm = r.jvms().get(0);
        assertEquals("/j/bin/java", jvm.path());
        assertEquals(List.of("-Xmx1g"), jvm.args());
        assertEquals(Map.of("p.Q", "boom"), jvm.failures());
        assertEquals(
                new StrategyRecord(0L, 0.5, false, false, null, "computed"),
                jvm.strategies().get("RayLoop"));
        ForkRecord fork = r.forks().get(0);
        assertEquals(
                new ForkRecord(
                        "k1",
                        2,
                        "random",
                        "b.X.y",
                        Map.of("strategy", "RayLoop"),
                        "/j/bin/java",
                        0,
                        Instant.parse("2026-12-01T10:00:01Z"),
                        Instant.parse("2026-12-01T10:00:02Z"),
                        1.5,
                        2.5,
                        0.01,
                        1.2,
                        0,
                        null,
                        null,
                        null,
                        null),
                fork);
        assertEquals(List.of("k1"), r.taskOrder());
        assertEquals(List.of(Instant.parse("2026-12-01T11:00:00Z")), r.resumed());
        // Written back, it reads the same, and keeps schema 1's top-level profile and seed.
        assertEquals(r, RunRecord.parse("again", r.toJsonText()));
        JsonObject json = JsonParser.parseString(r.toJsonText()).getAsJsonObject();
        assertEquals("standard", json.get("profile").getAsString());
        assertEquals(11, json.get("seed").getAsLong());
        assertEquals(2, json.get("schema").getAsInt());
        assertTrue(r.toJsonText().endsWith("}\n"));
    }

    @Test
    void forksAreReplacedByKeyAndResumptionsAppended() {
        RunRecord empty = RunRecord.parse("run.json", "{\"schema\": 2}");
        assertFalse(empty.toJson().has("resumed"), "no resumptions: no member");
        ForkRecord first = new ForkRecord(
                "k", 0, null, "b", Map.of(), null, null, null, null, null, null, null, null, null, null, null, null,
                null);
        ForkRecord other = new ForkRecord(
                "j", 1, null, "b", Map.of(), null, null, null, null, null, null, null, null, null, null, null, null,
                null);
        ForkRecord again = first.withRow(3);
        RunRecord r = empty.withFork(first).withFork(other).withFork(again);
        assertEquals(List.of(other, again), r.forks(), "the re-run replaces the old record of its key, at the end");
        assertEquals(3, r.forks().get(1).row());
        assertEquals(0, r.forks().get(1).round());
        Instant when = Instant.parse("2026-12-01T12:00:00Z");
        RunRecord resumed = r.withResumed(when).withResumed(when.plusSeconds(1));
        assertEquals(List.of(when, when.plusSeconds(1)), resumed.resumed());
        assertEquals(List.of(), r.resumed(), "the original is unchanged");
        assertTrue(first.sameCell("b", Map.of(), null));
        assertFalse(first.sameCell("c", Map.of(), null));
        assertFalse(first.sameCell("b", Map.of("strategy", "X"), null));
        assertFalse(first.sameCell("b", Map.of(), "/j"));
    }

    @Test
    void jvmRecordsAddWhatOnlyTheParentKnows() {
        JvmRecord probe =
                JvmRecord.readProbe("probe", "{\"vendor\": \"V\", \"version\": \"1.8.0_392\", \"strategies\": {}}");
        assertNull(probe.path());
        assertEquals(8, probe.feature());
        JvmRecord launched = probe.withLaunch("/j/bin/java", List.of("-Xmx1g"));
        assertEquals("/j/bin/java", launched.path());
        assertEquals(List.of("-Xmx1g"), launched.args());
        assertEquals("V", launched.vendor());
        assertEquals(launched, JvmRecord.readProbe("again", launched.toJsonLine()));
        assertFalse(launched.toJsonLine().contains("\n"), "one line");
        assertEquals(-1, JvmRecord.featureOf("12345"), "at most four digits");
        assertEquals(1234, JvmRecord.featureOf("1234.1"));
        assertEquals(
                launched, JvmRecord.fromJson("plan.json", "$.jvms[0]", JsonParser.parseString(launched.toJsonLine())));
        assertEquals(
                "plan.json: $.jvms[0]: expected an object, found the string \"x\"",
                assertThrows(
                                ReportInputException.class,
                                () -> JvmRecord.fromJson("plan.json", "$.jvms[0]", JsonParser.parseString("\"x\"")))
                        .getMessage());
    }
}
