package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.slidebench.reports.record.JvmRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --workloads} and {@code --strategies}: regexes found anywhere in the id, bad ones named in one line. */
class SelectionTest {

    @Test
    void withoutARegexTheProfilesWorkloadsRunInWorkloadOrder() throws Exception {
        assertEquals(
                List.of(Workload.RANDOM, Workload.POSITIONS, Workload.SEARCH),
                Selection.workloads(Profile.QUICK, null));
        assertEquals(List.of(Workload.values()), Selection.workloads(Profile.THOROUGH, null));
    }

    @Test
    void aWorkloadRegexIsFoundAnywhereAndMayLeaveTheProfile() throws Exception {
        // "e" occurs in incremental, squares, perft, search, cache-pressure, threads and movegen (not in random,
        // positions, xray, init); the profile does not limit a regex
        assertEquals(
                List.of(
                        Workload.INCREMENTAL,
                        Workload.SQUARES,
                        Workload.PERFT,
                        Workload.SEARCH,
                        Workload.CACHE_PRESSURE,
                        Workload.THREADS,
                        Workload.MOVEGEN),
                Selection.workloads(Profile.QUICK, "e"));
        assertEquals(List.of(Workload.PERFT), Selection.workloads(Profile.QUICK, "^perft$"));
        assertEquals(List.of(Workload.RANDOM, Workload.INIT), Selection.workloads(Profile.SMOKE, "^random$|^init"));
    }

    @Test
    void aWorkloadRegexThatSelectsNothingNamesTheValidIds() {
        Selection.BadSelectionException e = assertThrows(
                Selection.BadSelectionException.class, () -> Selection.workloads(Profile.QUICK, "^magic$"));
        assertEquals(
                "--workloads: '^magic$' matches no workload; valid: random, positions, incremental, xray, squares,"
                        + " perft, search, cache-pressure, threads, movegen, init",
                e.getMessage());
    }

    @Test
    void aRegexThatDoesNotCompileIsNamedWithItsOption() {
        Selection.BadSelectionException w = assertThrows(
                Selection.BadSelectionException.class, () -> Selection.workloads(Profile.QUICK, "(random"));
        assertEquals("--workloads: '(random' is not a valid regex: Unclosed group", w.getMessage());
        Selection.BadSelectionException s = assertThrows(
                Selection.BadSelectionException.class,
                () -> Selection.strategies(List.of(RunPlanTest.jvm("/j", "17", "A")), "[A"));
        assertEquals("--strategies: '[A' is not a valid regex: Unclosed character class", s.getMessage());
    }

    @Test
    void strategiesComeInTheFirstJvmsOrderThenTheOthersOnce() throws Exception {
        List<JvmRecord> jvms = List.of(
                RunPlanTest.jvm("/a", "17", "Magic", "RayLoop", "Pext"),
                RunPlanTest.jvm("/b", "25", "Pext", "MyMagic", "Magic"));
        assertEquals(List.of("Magic", "RayLoop", "Pext", "MyMagic"), Selection.strategies(jvms, null));
        assertEquals(List.of("Magic", "MyMagic"), Selection.strategies(jvms, "Magic"));
        assertEquals(List.of("Magic"), Selection.strategies(jvms, "^Magic$"));
    }

    @Test
    void aStrategyRegexThatSelectsNothingNamesWhatTheFirstJvmHas() {
        List<JvmRecord> jvms = List.of(RunPlanTest.jvm("/a", "17", "Magic", "RayLoop"));
        Selection.BadSelectionException e =
                assertThrows(Selection.BadSelectionException.class, () -> Selection.strategies(jvms, "Kogge"));
        assertEquals("--strategies: 'Kogge' matches no strategy; available: Magic, RayLoop", e.getMessage());
    }
}
