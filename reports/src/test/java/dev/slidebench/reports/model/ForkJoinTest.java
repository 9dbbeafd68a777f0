package dev.slidebench.reports.model;

import static dev.slidebench.reports.model.JmhText.element;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.model.ResultSet.Cell;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.ForkRecord;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How run.json's fork records are joined to the rawData rows of a result (ForkJoin), and which of the
 * record's JVMs a run is (Run.jvmRecord): by row when the record names rows, else by round; by JVM home,
 * binary or index; refused, and said, when the counts or rows do not line up.
 */
class ForkJoinTest {

    private static final String QUEEN = "x.Lookups.queen";
    private static final String JDK17 = "/usr/lib/jvm/17/bin/java";
    private static final String JDK25 = "/usr/lib/jvm/25/bin/java";

    @TempDir
    Path temp;

    /** A fork record of {@code QUEEN} with strategy A in {@code round}, plus raw members. */
    private static String fork(int round, String extra) {
        return "{\"benchmark\":\"" + QUEEN + "\",\"params\":{\"strategy\":\"A\"},\"round\":" + round
                + (extra.isEmpty() ? "" : "," + extra) + "}";
    }

    private ResultSet load(String dir, String record, JmhText... elements) {
        Path results = JmhText.write(temp.resolve(dir).resolve("results.json"), elements);
        if (record != null) {
            JmhText.writeText(results.resolveSibling("run.json"), record);
        }
        return ResultSet.load(List.of(results), "strategy");
    }

    private static String record(String jvms, String... forks) {
        return "{\"strategies\":{},\"jvms\":[" + jvms + "],\"forks\":[" + String.join(",", forks) + "]}";
    }

    private static Cell only(ResultSet set) {
        return set.cell(set.runs().get(0), set.cases().get(0), "A");
    }

    private static List<Integer> rounds(List<ForkRecord> forks) {
        return forks.stream().map(ForkRecord::round).toList();
    }

    @Test
    void noRecordOrNoForksOrPooledResultsGiveNoTimes() {
        assertNull(only(load("none", null, element(QUEEN).strategy("A").forks(5, 6)))
                .forkTimes());
        assertNull(only(load("empty", record(""), element(QUEEN).strategy("A").forks(5, 6)))
                .forkTimes());
        // The same result twice is pooled from two sources: no single rawData to join to.
        ResultSet pooled = load(
                "pooled",
                record("", fork(0, ""), fork(1, "")),
                element(QUEEN).strategy("A").forks(5),
                element(QUEEN).strategy("A").forks(6));
        assertEquals(2, only(pooled).metric().forks());
        assertNull(only(pooled).forkTimes());
        // Forks of another benchmark only: nothing matches.
        assertNull(only(load(
                        "other",
                        record("", fork(0, "")),
                        element("x.Lookups.rook").strategy("A").forks(5)))
                .forkTimes());
    }

    @Test
    void rowsPlaceEachForkExactly() {
        ResultSet set = load(
                "rows",
                record("", fork(0, "\"row\":1"), fork(1, "\"row\":0")),
                element(QUEEN).strategy("A").forks(5, 6));
        List<ForkRecord> times = only(set).forkTimes();
        assertEquals(List.of(1, 0), rounds(times), "row 0 first, whatever the round");
        assertTrue(set.warnings().isEmpty(), set.warnings().toString());
    }

    @Test
    void withoutRowsForksAreTakenInRoundOrder() {
        ResultSet set = load(
                "rounds",
                record("", fork(2, ""), fork(0, ""), fork(1, "")),
                element(QUEEN).strategy("A").forks(5, 6, 7));
        assertEquals(List.of(0, 1, 2), rounds(only(set).forkTimes()));
    }

    @Test
    void rowsThatAreNotOnePerRowAreRefused() {
        // Two forks: row 2 is past the last row (1).
        ResultSet past = load(
                "past",
                record("", fork(0, "\"row\":0"), fork(1, "\"row\":2")),
                element(QUEEN).strategy("A").forks(5, 6));
        assertNull(only(past).forkTimes());
        Path record = temp.resolve("past").resolve("run.json").toAbsolutePath();
        assertEquals(
                List.of(record + ": the fork rows of Lookups.queen {strategy=A} are not one per rawData row; its"
                        + " fork times and rounds are not used."),
                past.warnings());
        ResultSet twice = load(
                "twice",
                record("", fork(0, "\"row\":1"), fork(1, "\"row\":1")),
                element(QUEEN).strategy("A").forks(5, 6));
        assertNull(only(twice).forkTimes());
        assertEquals(1, twice.warnings().size());
    }

    @Test
    void aCountMismatchIsRefusedNamingTheThreads() {
        ResultSet four = load(
                "four",
                record("", fork(0, "\"threads\":4"), fork(1, "\"threads\":4"), fork(2, "\"threads\":4")),
                element(QUEEN).strategy("A").threads(4).forks(5, 6));
        assertNull(only(four).forkTimes());
        Path record = temp.resolve("four").resolve("run.json").toAbsolutePath();
        assertEquals(
                List.of(record + " lists 3 fork(s) for Lookups.queen {strategy=A} at 4 threads but the results hold 2;"
                        + " its fork times and rounds are not used."),
                four.warnings());
        ResultSet one = load(
                "one", record("", fork(0, "")), element(QUEEN).strategy("A").forks(5, 6));
        assertEquals(
                List.of(temp.resolve("one").resolve("run.json").toAbsolutePath()
                        + " lists 1 fork(s) for Lookups.queen {strategy=A} but the results hold 2; its fork times and"
                        + " rounds are not used."),
                one.warnings());
        // A fork recorded at 2 threads does not join the 4-thread result.
        assertNull(only(load(
                        "threads",
                        record("", fork(0, "\"threads\":2")),
                        element(QUEEN).strategy("A").threads(4).forks(5)))
                .forkTimes());
    }

    private static final String TWO_JVMS = "{\"path\":\"/usr/lib/jvm/17\",\"vendor\":\"v\",\"version\":\"17.0.15\"},"
            + "{\"path\":\"/usr/lib/jvm/25/\",\"vendor\":\"v\",\"version\":\"25.0.1\"}";

    private ResultSet twoJvms(String dir, String... forks) {
        return load(
                dir,
                record(TWO_JVMS, forks),
                element(QUEEN).strategy("A").jvm(JDK17, "17.0.15", "VM").forks(5),
                element(QUEEN).strategy("A").jvm(JDK25, "25.0.1", "VM").forks(6));
    }

    private static List<ForkRecord> times(ResultSet set, int run) {
        return set.cell(set.runs().get(run), set.cases().get(0), "A").forkTimes();
    }

    @Test
    void forksJoinTheirOwnJvmByHomeBinaryOrIndex() {
        // By home (no slash), and by index 1, whose home ends with a slash.
        ResultSet byHome = twoJvms("home", fork(0, "\"jvm\":\"/usr/lib/jvm/17\""), fork(1, "\"jvmIndex\":1"));
        assertEquals(List.of(0), rounds(times(byHome, 0)));
        assertEquals(List.of(1), rounds(times(byHome, 1)));
        // By the binary itself, and by index 0.
        ResultSet byBinary = twoJvms("binary", fork(3, "\"jvm\":\"" + JDK25 + "\""), fork(4, "\"jvmIndex\":0"));
        assertEquals(List.of(4), rounds(times(byBinary, 0)));
        assertEquals(List.of(3), rounds(times(byBinary, 1)));
        // "/usr/lib/jvm/1" is not the home of /usr/lib/jvm/17/bin/java: that fork joins nothing.
        ResultSet notAHome = twoJvms("prefix", fork(0, "\"jvm\":\"/usr/lib/jvm/1\""), fork(1, "\"jvmIndex\":1"));
        assertNull(times(notAHome, 0));
        assertEquals(List.of(1), rounds(times(notAHome, 1)));
        // An index past the list (2 of 2) names no JVM: that fork may be either. JDK 17 sees it alone and takes it;
        // JDK 25 sees it beside its own and refuses both.
        ResultSet unknown = twoJvms("unknown", fork(0, "\"jvmIndex\":2"), fork(1, "\"jvmIndex\":1"));
        assertEquals(List.of(0), rounds(times(unknown, 0)));
        assertNull(times(unknown, 1));
        assertEquals(1, unknown.warnings().size(), unknown.warnings().toString());
    }

    @Test
    void aRecordOfOneJvmDescribesEveryResult() {
        ResultSet set = load(
                "single",
                record(
                        "{\"path\":\"/opt/other\",\"vendor\":\"v\",\"version\":\"17\"}",
                        fork(0, "\"jvm\":\"/opt/other\"")),
                element(QUEEN).strategy("A").forks(5));
        assertEquals(List.of(0), rounds(only(set).forkTimes()));
        assertEquals("/opt/other", set.runs().get(0).jvmRecord().path(), "the only JVM, whatever its path");
    }

    @Test
    void eachRunFindsItsJvmRecord() {
        String jvms = "{\"vendor\":\"v\",\"version\":\"?\"}," + TWO_JVMS;
        ResultSet set = load(
                "jvms",
                record(jvms),
                element(QUEEN).strategy("A").jvm(JDK17, "17.0.15", "VM").forks(5),
                element(QUEEN).strategy("A").jvm(JDK25, "25.0.1", "VM").forks(6),
                element(QUEEN)
                        .strategy("A")
                        .jvm("/opt/graal/bin/java", "21", "VM")
                        .forks(7),
                element(QUEEN).strategy("A").jvm(null, "21", "VM").forks(8));
        List<Run> runs = set.runs();
        assertEquals("/usr/lib/jvm/17", runs.get(0).jvmRecord().path());
        assertEquals("/usr/lib/jvm/25/", runs.get(1).jvmRecord().path());
        assertNull(runs.get(2).jvmRecord(), "no entry is /opt/graal and there are several");
        assertNull(runs.get(3).jvmRecord(), "the JVM is unknown");
        assertEquals(
                temp.resolve("jvms").resolve("run.json").toAbsolutePath(),
                runs.get(0).recordFile());
        assertSame(
                null,
                load("bare", null, element(QUEEN).strategy("A")).runs().get(0).jvmRecord());
    }
}
