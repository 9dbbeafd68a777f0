package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.PerftNodes;
import dev.slidebench.bench.RandomLookups;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Profiles as DESIGN.md and docs/user-guide.md's "Why these sizes" describe them, workload ids as the command line
 * takes them, and durations as {@code --wait} prints them back.
 */
class ProfileWorkloadTest {

    @Test
    void profilesHaveTheDocumentedRoundsAndIterations() {
        // quick: up to 6 rounds of 2 x 80 ms warm-up and 3 x 60 ms measured, random and search, one method,
        // raced within 4 min 20 s of forks per JVM
        assertEquals(6, Profile.QUICK.rounds());
        assertEquals(java.time.Duration.ofSeconds(260), Profile.QUICK.budget());
        // two JVMs: 93 % each, 483 s (whole seconds), so the whole run with two probes, verifications and
        // reports ends in 9 min
        assertEquals(java.time.Duration.ofSeconds(483), Profile.QUICK.budget(2));
        assertEquals(null, Profile.SMOKE.budget(2));
        assertEquals(
                new dev.slidebench.reports.stats.Race.Settings(0.05, 2, 6, 1.10, 1.10), Profile.QUICK.race(null, null));
        assertEquals(1.2, Profile.QUICK.race(1.2, null).margin());
        assertEquals(80, Profile.QUICK.warmupMillis());
        assertEquals(3, Profile.QUICK.measurementIterations());
        assertEquals(60, Profile.QUICK.measurementMillis());
        assertFalse(Profile.QUICK.allMethods());
        assertEquals(Set.of(Workload.RANDOM, Workload.SEARCH), Profile.QUICK.workloads());
        // standard: the four central workloads and the search, up to 12 rounds of 2 x 100 ms + 3 x 100 ms, 40 min
        assertEquals(12, Profile.STANDARD.rounds());
        assertEquals(java.time.Duration.ofMinutes(40), Profile.STANDARD.budget());
        assertEquals(100, Profile.STANDARD.measurementMillis());
        assertEquals(
                Set.of(Workload.RANDOM, Workload.POSITIONS, Workload.INCREMENTAL, Workload.PERFT, Workload.SEARCH),
                Profile.STANDARD.workloads());
        // thorough: everything, every method, 30 rounds of 5 measured iterations
        assertEquals(30, Profile.THOROUGH.rounds());
        assertEquals(5, Profile.THOROUGH.measurementIterations());
        assertTrue(Profile.THOROUGH.allMethods());
        assertEquals(EnumSet.allOf(Workload.class), Profile.THOROUGH.workloads());
        // smoke: one round, so no race and no budget
        assertEquals(null, Profile.SMOKE.race(null, null));
        assertEquals(null, Profile.SMOKE.budget());
    }

    @Test
    void profilesAreFoundByTheirLowerCaseId() {
        assertEquals("standard", Profile.STANDARD.id());
        assertEquals(Profile.THOROUGH, Profile.byId("thorough"));
        assertEquals(Profile.QUICK, Profile.byId("quick"));
        for (String bad : List.of("Quick", "QUICK", "fast", "")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Profile.byId(bad));
            assertEquals("unknown profile '" + bad + "'; valid: quick, standard, thorough, smoke", e.getMessage());
        }
    }

    @Test
    void workloadsKnowTheirClassControlRowAndShots() {
        assertEquals("RandomLookups", Workload.RANDOM.className());
        assertEquals(RandomLookups.class, Workload.RANDOM.benchmarkClass());
        assertEquals(PerftNodes.class, Workload.byId("perft").benchmarkClass());
        assertEquals(Workload.CACHE_PRESSURE, Workload.byId("cache-pressure"));
        for (Workload w : Workload.values()) {
            // perft and search need real answers and init builds nothing: no BASELINE row in any
            assertEquals(w != Workload.PERFT && w != Workload.SEARCH && w != Workload.INIT, w.hasControl(), w.id());
            assertEquals(w == Workload.INIT, w.isSingleShot(), w.id());
        }
        assertEquals(List.of("dev.slidebench.bench.RandomLookups.queen"), Workload.RANDOM.benchmarks(false));
        assertEquals(3, Workload.RANDOM.benchmarks(true).size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Workload.byId("Random"));
        assertEquals("unknown workload 'Random'", e.getMessage());
    }

    @Test
    void durationsPrintInTheLargestWholeUnit() {
        assertEquals("1h", Durations.format(Duration.ofHours(1)));
        assertEquals("2h", Durations.format(Duration.ofMinutes(120)));
        assertEquals("90m", Durations.format(Duration.ofMinutes(90)));
        assertEquals("1m", Durations.format(Duration.ofSeconds(60)));
        assertEquals("61s", Durations.format(Duration.ofSeconds(61)));
        assertEquals("1500ms", Durations.format(Duration.ofMillis(1500)));
        assertEquals("700ms", Durations.format(Duration.ofMillis(700)));
        assertEquals("0s", Durations.format(Duration.ZERO), "zero is no hours and no minutes");
    }

    @Test
    void durationsIgnoreCaseAndSurroundingSpace() {
        assertEquals(Duration.ofMinutes(10), Durations.parse("10M"));
        assertEquals(Duration.ofSeconds(30), Durations.parse(" 30s "));
        assertEquals(Duration.ofMillis(5), Durations.parse("5MS"));
        assertEquals(Duration.ofHours(999_999_999), Durations.parse("999999999h"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Durations.parse("1d"));
        assertEquals("expected a duration like 30s, 10m, 1h or 1h30m", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Durations.parse("1234567890s"), "at most nine digits");
        // parts from hours down
        assertEquals(Duration.ofMinutes(90), Durations.parse("1h30m"));
        assertEquals(Duration.ofSeconds(150), Durations.parse("2m30s"));
        assertEquals(Duration.ofSeconds(3601), Durations.parse("1h1s"));
        for (String bad : List.of("30m1h", "1h30", "1m1m", "h", "1.5m", "", "-1m")) {
            assertThrows(IllegalArgumentException.class, () -> Durations.parse(bad), bad);
        }
    }
}
