package dev.slidebench.reports.record;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.slidebench.reports.stats.Race;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code race} section of {@code run.json}: how a raced run decided which strategies to keep measuring
 * ({@link Race}), and what each table's race came to. Absent in runs that were not raced (every run before
 * the race, and {@code run --no-race}).
 *
 * @param alpha the error rate of the race over all its looks
 * @param firstLook the rounds complete before the first look
 * @param maxRounds the planned rounds (the looks L = maxRounds − firstLook + 1)
 * @param margin a strategy left when slower than the leader by more than this ratio
 * @param resolution a table was decided when every contender was within this ratio of the leader
 * @param budget the fork time the run's last sitting could spend ({@code "4m"}), null for none
 * @param tables one per (benchmark, thread count, JVM)
 */
public record RaceRecord(
        double alpha,
        int firstLook,
        int maxRounds,
        double margin,
        double resolution,
        String budget,
        List<Table> tables) {

    /** The table was decided: every contender within the resolution of the leader. */
    public static final String DECIDED = "decided";

    /** The run's time budget was spent before the table was decided. */
    public static final String BUDGET = "budget";

    /** Every planned round ran and the table was still not decided. */
    public static final String MAX_ROUNDS = "max rounds";

    private static final Set<String> STOPS = Set.of(DECIDED, BUDGET, MAX_ROUNDS);

    public RaceRecord {
        tables = List.copyOf(tables);
    }

    /**
     * One table's race.
     *
     * @param benchmark the JMH benchmark id
     * @param threads the thread count the plan ran it at, null for the benchmark's own
     * @param jvmIndex index into the run's {@code jvms}
     * @param looks the looks taken, in order
     * @param retired each strategy that left the race, with the complete rounds of the look it left at
     *     ("left after round k")
     * @param stop why the race of this table ended ({@link #DECIDED}, {@link #BUDGET}, {@link #MAX_ROUNDS}),
     *     null while it runs
     */
    public record Table(
            String benchmark,
            Integer threads,
            int jvmIndex,
            List<Look> looks,
            Map<String, Integer> retired,
            String stop) {
        public Table {
            looks = List.copyOf(looks);
            retired = Collections.unmodifiableMap(new LinkedHashMap<>(retired));
        }

        /** The complete rounds after which {@code strategy} left the race, or null when it stayed. */
        public Integer leftAfter(String strategy) {
            return retired.get(strategy);
        }

        /** The last look taken, or null. */
        public Look lastLook() {
            return looks.isEmpty() ? null : looks.get(looks.size() - 1);
        }
    }

    /**
     * One look.
     *
     * @param rounds the rounds complete at the look
     * @param leader the fastest contender by point estimate, null when nothing could be judged
     * @param contenders how many strategies stayed in the race after it, the leader included
     * @param reached the ratio the look could vouch every contender was within of the leader, null when
     *     nothing could be estimated
     * @param decided whether the table was decided at this look
     */
    public record Look(int rounds, String leader, int contenders, Double reached, boolean decided) {}

    /** The racing rule's settings. */
    public Race.Settings settings() {
        return new Race.Settings(alpha, firstLook, maxRounds, margin, resolution);
    }

    /**
     * The table of a benchmark at a thread count on a JVM: the one recorded at that thread count, or the
     * one recorded at the benchmark's own (null threads); null when the run did not race it.
     */
    public Table table(String benchmark, Integer threads, int jvmIndex) {
        Table own = null;
        for (Table t : tables) {
            if (t.benchmark().equals(benchmark) && t.jvmIndex() == jvmIndex) {
                if (t.threads() != null && t.threads().equals(threads)) {
                    return t;
                }
                if (t.threads() == null) {
                    own = t;
                }
            }
        }
        return own;
    }

    static RaceRecord read(RecordJson o) {
        Double alpha = o.number("alpha");
        if (alpha == null || !(alpha > 0 && alpha < 1)) {
            throw o.error("alpha", "expected the race's error rate, a number between 0 and 1");
        }
        int firstLook = required(o, "firstLook");
        int maxRounds = required(o, "maxRounds");
        if (firstLook < 2 || maxRounds < firstLook) {
            throw o.error(
                    "maxRounds", "expected 2 <= firstLook <= maxRounds, found " + firstLook + " and " + maxRounds);
        }
        double margin = ratio(o, "margin");
        double resolution = ratio(o, "resolution");
        List<Table> tables = new ArrayList<>();
        for (RecordJson t : o.objects("tables")) {
            List<Look> looks = new ArrayList<>();
            for (RecordJson l : t.objects("looks")) {
                int rounds = required(l, "rounds");
                if (rounds < firstLook || rounds > maxRounds) {
                    throw l.error(
                            "rounds", "expected a round from " + firstLook + " to " + maxRounds + ", found " + rounds);
                }
                Integer contenders = l.integer("contenders");
                if (contenders == null || contenders < 0) {
                    throw l.error("contenders", "expected a count of strategies");
                }
                Boolean decided = l.bool("decided");
                if (decided == null) {
                    throw l.error("decided", "expected true or false, found null");
                }
                looks.add(new Look(rounds, l.string("leader"), contenders, l.number("reached"), decided));
            }
            Map<String, Integer> retired = new LinkedHashMap<>();
            RecordJson retiredJson = t.object("retired");
            if (retiredJson != null) {
                for (String name : retiredJson.names()) {
                    Integer round = retiredJson.integer(name);
                    if (round == null || round < firstLook || round > maxRounds) {
                        throw retiredJson.error(
                                name, "expected a round from " + firstLook + " to " + maxRounds + ", found " + round);
                    }
                    retired.put(name, round);
                }
            }
            String stop = t.string("stop");
            if (stop != null && !STOPS.contains(stop)) {
                throw t.error("stop", "expected \"decided\", \"budget\" or \"max rounds\", found \"" + stop + "\"");
            }
            Integer jvmIndex = t.integer("jvmIndex");
            if (jvmIndex == null || jvmIndex < 0) {
                throw t.error("jvmIndex", "expected an index into jvms");
            }
            tables.add(new Table(t.requiredString("benchmark"), t.integer("threads"), jvmIndex, looks, retired, stop));
        }
        return new RaceRecord(alpha, firstLook, maxRounds, margin, resolution, o.string("budget"), tables);
    }

    private static int required(RecordJson o, String member) {
        Integer value = o.integer(member);
        if (value == null) {
            throw o.error(member, "expected a whole number, found null");
        }
        return value;
    }

    private static double ratio(RecordJson o, String member) {
        Double value = o.number(member);
        if (value == null || !(value > 1)) {
            throw o.error(member, "expected a ratio above 1, e.g. 1.10");
        }
        return value;
    }

    JsonObject toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("alpha", alpha);
        o.addProperty("firstLook", firstLook);
        o.addProperty("maxRounds", maxRounds);
        o.addProperty("margin", margin);
        o.addProperty("resolution", resolution);
        o.add("budget", RecordJson.value(budget));
        JsonArray ts = new JsonArray();
        for (Table t : tables) {
            JsonObject j = new JsonObject();
            j.addProperty("benchmark", t.benchmark());
            j.add("threads", RecordJson.value(t.threads()));
            j.addProperty("jvmIndex", t.jvmIndex());
            JsonArray looks = new JsonArray();
            for (Look l : t.looks()) {
                JsonObject lj = new JsonObject();
                lj.addProperty("rounds", l.rounds());
                lj.add("leader", RecordJson.value(l.leader()));
                lj.addProperty("contenders", l.contenders());
                lj.add(
                        "reached",
                        RecordJson.value(l.reached() == null || !Double.isFinite(l.reached()) ? null : l.reached()));
                lj.addProperty("decided", l.decided());
                looks.add(lj);
            }
            j.add("looks", looks);
            JsonObject retired = new JsonObject();
            t.retired().forEach(retired::addProperty);
            j.add("retired", retired);
            j.add("stop", RecordJson.value(t.stop()));
            ts.add(j);
        }
        o.add("tables", ts);
        return o;
    }
}
