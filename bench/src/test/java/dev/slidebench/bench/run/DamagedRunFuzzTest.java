package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A finished run's directory damaged in seeded ways, as a disk, an editor, a copy or a kill leave one
 * (the run-directory class of issue 21's fuzz round, kept as a test): parts truncated, garbled, with one
 * field of the wrong type, holding another fork's results or swapped; a directory where a file belongs
 * and the reverse; run.json and results.json broken, missing or another run's; stray temporary files;
 * a broken plan. Each case is either refused in one line and left as it was (only a broken plan: without
 * it the run's forks are unknown), or resumes exactly the forks whose part it lost, keeping every damaged
 * part aside, and once those forks have run (here: their parts put back) ends as the undamaged run did,
 * with the same results.json, byte for byte, and every fork's record pointing at its own row.
 */
class DamagedRunFuzzTest {

    private static final int CASES = 60;

    /** One field of a part's result (a path through objects, '|' between names) and a value it must not have. */
    private static final String[][] WRONG_FIELDS = {
        {"forks", "\"x\""},
        {"forks", "null"},
        {"forks", "{}"},
        {"forks", "2"},
        {"forks", "1.5"},
        {"threads", "\"abc\""},
        {"threads", "null"},
        {"threads", "[]"},
        {"threads", "0"},
        {"threads", "7"},
        {"benchmark", "{}"},
        {"benchmark", "null"},
        {"benchmark", "\"dev.slidebench.bench.Other.queen\""},
        {"mode", "null"},
        {"mode", "5"},
        {"mode", "\"fastest\""},
        {"jvm", "null"},
        {"jvm", "5"},
        {"jdkVersion", "null"},
        {"jdkVersion", "[]"},
        {"vmVersion", "null"},
        {"vmVersion", "{}"},
        {"params", "null"},
        {"params", "[]"},
        {"params", "{}"},
        {"params|strategy", "{}"},
        {"params|strategy", "null"},
        {"params|strategy", "\"Z\""},
        {"primaryMetric", "null"},
        {"primaryMetric", "[]"},
        {"primaryMetric|scoreUnit", "null"},
        {"primaryMetric|rawData", "{}"},
        {"primaryMetric|rawData", "[]"},
        {"primaryMetric|rawData", "[[1.0],[2.0]]"},
        {"primaryMetric|rawData", "[[\"x\"]]"},
        {"primaryMetric|rawDataHistogram", "null"},
        {"secondaryMetrics", "null"},
        {"secondaryMetrics", "[]"},
        {"secondaryMetrics|cpu.time", "5"},
        {"secondaryMetrics|cpu.time|rawData", "\"x\""},
        {"secondaryMetrics|cpu.time|rawData", "null"},
        {"secondaryMetrics|cpu.time|rawDataHistogram", "null"},
    };

    /** A plan.json member and a value that breaks it. */
    private static final String[][] BROKEN_PLAN_FIELDS = {
        {"seed", "\"x\""},
        {"tasks", "{}"},
        {"profile", "5"},
        {"profile", "\"fastest\""},
        {"jvms", "null"},
        {"format", "1"},
        {"strategies", "\"A\""},
        {"workloads", "[\"nope\"]"},
    };

    /** What a resume may say, each in one line. */
    private static final List<String> SAID = List.of(
            "set aside ",
            "run.json was ",
            "parts was not a directory",
            "results.json was not a file",
            ".lock was a directory");

    @TempDir
    static Path shared;

    private static Path finished;
    private static String reference;

    @BeforeAll
    static void finishOneRun() throws IOException {
        finished = FinishedRun.write(shared.resolve("finished"), FinishedRun.PLAN);
        reference = Files.readString(finished.resolve(SuiteRunner.RESULTS));
    }

    @Test
    void everyDamagedRunIsRefusedInOneLineOrResumesToTheWholeRun(@TempDir Path tmp) throws IOException {
        int refused = 0;
        int resumed = 0;
        for (long seed = 1; seed <= CASES; seed++) {
            Path dir = tmp.resolve("case-" + seed);
            RunCommandTest.copyTree(finished, dir);
            Random random = new Random(seed);
            Harm harm = new Harm(dir, random);
            int count = 1 + random.nextInt(3);
            for (int i = 0; i < count; i++) {
                harm.any();
            }
            String context = "seed " + seed + ": " + harm.done;
            if (harm.planBroken) {
                checkRefused(dir, context);
                refused++;
            } else {
                checkResumed(dir, harm, context);
                resumed++;
            }
        }
        assertTrue(refused >= CASES / 20 && resumed >= CASES / 2, refused + " refused, " + resumed + " resumed");
    }

    private static void checkRefused(Path dir, String context) throws IOException {
        Map<String, String> before = snapshot(dir);
        StringWriter said = new StringWriter();
        try (SuiteRunner runner = SuiteRunner.resume(dir, new PrintWriter(said, true))) {
            fail(context + ": resumed a run whose plan is broken, "
                    + runner.missing().size() + " forks missing");
        } catch (IllegalArgumentException e) {
            assertEquals(1, e.getMessage().lines().count(), context + ": " + e.getMessage());
            assertTrue(e.getMessage().startsWith("--resume: '" + dir + "' is not a"), context + ": " + e.getMessage());
            assertTrue(
                    e.getMessage().endsWith("start a new one") || e.getMessage().endsWith("(no plan.json)"),
                    context + ": " + e.getMessage());
        } catch (IOException | RuntimeException e) {
            throw new AssertionError(context + ": " + e, e);
        }
        assertEquals("", said.toString(), context);
        assertEquals(before, snapshot(dir), context + ": a refused run is left as it was");
    }

    private static void checkResumed(Path dir, Harm harm, String context) throws IOException {
        List<RunPlan.Task> tasks = FinishedRun.PLAN.tasks();
        List<RunPlan.Task> lost = harm.partsGone
                ? tasks
                : tasks.stream().filter(harm.lost::contains).toList();
        StringWriter said = new StringWriter();
        try (SuiteRunner runner = SuiteRunner.resume(dir, new PrintWriter(said, true))) {
            assertEquals(keys(lost), keys(runner.missing()), context + "; said: " + said);
        } catch (IOException | RuntimeException e) {
            throw new AssertionError(context + ": " + e, e);
        }
        for (String line : said.toString().lines().toList()) {
            assertTrue(SAID.stream().anyMatch(line::startsWith), context + ": said " + line);
        }
        Path parts = dir.resolve(SuiteRunner.PARTS);
        for (Map.Entry<RunPlan.Task, byte[]> damaged : harm.aside.entrySet()) {
            assertTrue(
                    keptAside(parts, damaged.getKey(), damaged.getValue()),
                    context + ": lost " + damaged.getKey().key());
        }
        // the lost forks run again; a fork gives the same part it gave before
        for (RunPlan.Task task : lost) {
            Path part = SuiteRunner.partFile(dir, task);
            assertFalse(Files.exists(part, LinkOption.NOFOLLOW_LINKS), context + ": " + part + " was left in place");
            Files.copy(SuiteRunner.partFile(finished, task), part);
        }
        StringWriter again = new StringWriter();
        try (SuiteRunner runner = SuiteRunner.resume(dir, new PrintWriter(again, true))) {
            assertEquals(List.of(), runner.missing(), context);
            runner.writeResults();
        }
        assertEquals("", again.toString(), context + ": the second resume has nothing to repair");
        assertEquals(reference, Files.readString(dir.resolve(SuiteRunner.RESULTS)), context);
        assertRowsAreTheParts(dir, context);
    }

    /** Every fork has its record, and each record's row holds exactly its own part's iterations. */
    private static void assertRowsAreTheParts(Path dir, String context) throws IOException {
        RunRecord record = RunRecord.read(dir.resolve(SuiteRunner.RUN));
        assertEquals(FinishedRun.PLAN.tasks().size(), record.forks().size(), context);
        try {
            RunCommandTest.assertRowsAreTheParts(dir, record);
        } catch (AssertionError e) {
            throw new AssertionError(context + ": " + e.getMessage(), e);
        }
    }

    private static boolean keptAside(Path parts, RunPlan.Task task, byte[] bytes) throws IOException {
        try (Stream<Path> files = Files.list(parts)) {
            for (Path p : files.toList()) {
                if (p.getFileName().toString().startsWith(task.key() + ".json.corrupt")
                        && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                        && Arrays.equals(bytes, Files.readAllBytes(p))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<String> keys(List<RunPlan.Task> tasks) {
        return tasks.stream().map(RunPlan.Task::key).toList();
    }

    /** Every path under {@code dir} with what it is: a file's bytes, a link's target, or a directory. */
    private static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> seen = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                String what = Files.isSymbolicLink(p)
                        ? "link " + Files.readSymbolicLink(p)
                        : Files.isDirectory(p) ? "dir" : Arrays.toString(Files.readAllBytes(p));
                seen.put(dir.relativize(p).toString(), what);
            }
        }
        return seen;
    }

    /** The damage done to one copy, and what it must cost: the forks whose part is lost, the bytes to keep. */
    private static final class Harm {
        private final Path dir;
        private final Random random;
        private final List<RunPlan.Task> tasks = FinishedRun.PLAN.tasks();
        final Set<RunPlan.Task> lost = new LinkedHashSet<>();
        final Map<RunPlan.Task, byte[]> aside = new LinkedHashMap<>();
        final List<String> done = new ArrayList<>();
        boolean planBroken;
        boolean partsGone;

        Harm(Path dir, Random random) {
            this.dir = dir;
            this.random = random;
        }

        void any() throws IOException {
            int kind = random.nextInt(100);
            if (kind < 55) {
                if (!partsGone) {
                    harmPart(tasks.get(random.nextInt(tasks.size())));
                }
            } else if (kind < 65) {
                harmFile(dir.resolve(SuiteRunner.RUN));
            } else if (kind < 72) {
                harmFile(dir.resolve(SuiteRunner.RESULTS));
            } else if (kind < 80) {
                strays();
            } else if (kind < 85) {
                replaceWithDirectory(dir.resolve(FileLocks.RUN_LOCK));
                done.add(".lock is a directory");
            } else if (kind < 89) {
                if (!partsGone) {
                    partsGone = true;
                    aside.clear(); // the damaged parts went with the directory
                    deleteTree(dir.resolve(SuiteRunner.PARTS));
                    Files.writeString(dir.resolve(SuiteRunner.PARTS), "not a directory");
                    done.add("parts is a file");
                }
            } else {
                breakPlan();
            }
        }

        private void harmPart(RunPlan.Task task) throws IOException {
            Path part = SuiteRunner.partFile(dir, task);
            if (!Files.isRegularFile(part, LinkOption.NOFOLLOW_LINKS)) {
                return; // harmed already: one harm per part
            }
            byte[] bytes = Files.readAllBytes(part);
            int how = random.nextInt(8);
            byte[] damaged;
            switch (how) {
                case 0 -> damaged = Arrays.copyOf(bytes, random.nextInt(bytes.length));
                case 1 -> {
                    damaged = new byte[1 + random.nextInt(40)];
                    random.nextBytes(damaged);
                }
                case 2, 3 -> damaged = wrongField(bytes);
                case 4 -> damaged = Files.readAllBytes(SuiteRunner.partFile(dir, anotherFork(task)));
                case 5 -> {
                    RunPlan.Task other = anotherFork(task);
                    Path otherPart = SuiteRunner.partFile(dir, other);
                    if (!Files.isRegularFile(otherPart, LinkOption.NOFOLLOW_LINKS)) {
                        return;
                    }
                    byte[] otherBytes = Files.readAllBytes(otherPart);
                    Files.write(otherPart, bytes);
                    lost.add(other);
                    aside.put(other, bytes);
                    damaged = otherBytes;
                    done.add("swapped with " + other.key());
                }
                case 6 -> {
                    replaceWithDirectory(part);
                    lost.add(task);
                    done.add(task.key() + " is a directory");
                    return;
                }
                default -> {
                    Files.delete(part);
                    if (random.nextBoolean()) {
                        Files.createSymbolicLink(part, dir.resolve("nowhere.json"));
                    }
                    lost.add(task);
                    done.add(task.key() + " gone");
                    return;
                }
            }
            Files.write(part, damaged);
            lost.add(task);
            aside.put(task, damaged);
            done.add(task.key() + " harm " + how);
        }

        /** A task whose part differs from {@code task}'s in more than the round: benchmark, strategy, threads, JVM. */
        private RunPlan.Task anotherFork(RunPlan.Task task) {
            List<RunPlan.Task> others = tasks.stream()
                    .filter(t -> !t.key().substring(4).equals(task.key().substring(4)))
                    .toList();
            return others.get(random.nextInt(others.size()));
        }

        private byte[] wrongField(byte[] bytes) {
            String[] change = WRONG_FIELDS[random.nextInt(WRONG_FIELDS.length)];
            JsonArray part = JsonParser.parseString(new String(bytes, java.nio.charset.StandardCharsets.UTF_8))
                    .getAsJsonArray();
            String[] path = change[0].split("\\|");
            JsonObject into = part.get(0).getAsJsonObject();
            for (int i = 0; i < path.length - 1; i++) {
                into = into.getAsJsonObject(path[i]);
            }
            into.add(path[path.length - 1], JsonParser.parseString(change[1]));
            done.add(change[0] + "=" + change[1]);
            return part.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }

        private void harmFile(Path file) throws IOException {
            int how = random.nextInt(4);
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                return;
            }
            switch (how) {
                case 0 -> Files.write(file, Arrays.copyOf(Files.readAllBytes(file), random.nextInt(60)));
                case 1 -> Files.delete(file);
                case 2 -> replaceWithDirectory(file);
                default -> {
                    // another run's record: the same runner's, for a plan with another seed (another task order)
                    RunPlan other = RunPlan.create(
                            Profile.QUICK,
                            22,
                            List.of("A"),
                            List.of(Workload.RANDOM, Workload.THREADS),
                            FinishedRun.PLAN.jvms(),
                            null,
                            1);
                    Files.writeString(file, RunRecords.newRecord(other, null).toJsonText());
                }
            }
            done.add(file.getFileName() + " harm " + how);
        }

        private void strays() throws IOException {
            Path parts = dir.resolve(SuiteRunner.PARTS);
            if (!Files.isDirectory(parts, LinkOption.NOFOLLOW_LINKS)) {
                return;
            }
            Files.writeString(parts.resolve(".r00-left-by-a-kill.123.tmp"), "[{\"half");
            Files.createDirectories(parts.resolve(".not-ours.tmp"));
            Files.writeString(parts.resolve("unknown.json"), "[]");
            RunPlan.Task task = tasks.get(random.nextInt(tasks.size()));
            Files.writeString(parts.resolve(task.key() + ".json.corrupt"), "set aside before");
            Files.writeString(dir.resolve(".run.json.abc123.tmp"), "{\"half");
            done.add("strays");
        }

        private void breakPlan() throws IOException {
            Path plan = dir.resolve(SuiteRunner.PLAN);
            if (planBroken || !Files.isRegularFile(plan, LinkOption.NOFOLLOW_LINKS)) {
                return;
            }
            planBroken = true;
            int how = random.nextInt(4);
            switch (how) {
                case 0 -> Files.write(plan, Arrays.copyOf(Files.readAllBytes(plan), random.nextInt(200)));
                case 1 -> Files.delete(plan);
                case 2 -> replaceWithDirectory(plan);
                default -> {
                    String[] change = BROKEN_PLAN_FIELDS[random.nextInt(BROKEN_PLAN_FIELDS.length)];
                    JsonObject o =
                            JsonParser.parseString(Files.readString(plan)).getAsJsonObject();
                    o.add(change[0], JsonParser.parseString(change[1]));
                    Files.writeString(plan, o.toString());
                    done.add(change[0] + "=" + change[1]);
                }
            }
            done.add("plan harm " + how);
        }

        private void replaceWithDirectory(Path file) throws IOException {
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                Files.delete(file);
            }
            Files.createDirectories(file);
            if (random.nextBoolean()) {
                Files.writeString(file.resolve("inside"), "x");
            }
        }

        private static void deleteTree(Path root) throws IOException {
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }
}
