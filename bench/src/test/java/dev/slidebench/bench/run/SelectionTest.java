package dev.slidebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.StrategyRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code --workloads} and {@code --strategies}: regexes found anywhere in the id, bad ones named in one line. */
class SelectionTest {

    @Test
    void withoutARegexTheProfilesWorkloadsRunInWorkloadOrder() throws Exception {
        assertEquals(List.of(Workload.RANDOM, Workload.SEARCH), Selection.workloads(Profile.QUICK, null));
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

    /** A JVM that has {@code names}; those in {@code emulated} run a fallback there. */
    private static JvmRecord jvmWith(List<String> names, List<String> emulated) {
        Map<String, StrategyRecord> strategies = new LinkedHashMap<>();
        for (String name : names) {
            strategies.put(
                    name,
                    new StrategyRecord(0L, 0.0, false, false, emulated.contains(name) ? "emulated" : null, "computed"));
        }
        return new JvmRecord("/j", "v", "17", "vm", List.of(), strategies, Map.of());
    }

    @Test
    void theFastestAreThePreferenceOrdersFirstOnTheirFastPathPerJvm() throws Exception {
        // Registry order (alphabetical here) does not matter; the preference order does. My plug-in is in no order.
        List<String> names = List.of(
                "BlackMagic", "FancyMagic", "HyperbolaQuintessence", "MyStrategy", "Pext", "PlainMagic", "RayLoop");
        JvmRecord jdk17 = jvmWith(names, List.of("Pext"));
        JvmRecord jdk25 = jvmWith(names, List.of());
        assertEquals(List.of("FancyMagic", "BlackMagic"), Selection.fastest(List.of(jdk17), 2));
        assertEquals(List.of("Pext", "FancyMagic"), Selection.fastest(List.of(jdk25), 2));
        // Two JVMs: each one's two, once each, the first JVM's first.
        assertEquals(List.of("FancyMagic", "BlackMagic", "Pext"), Selection.fastest(List.of(jdk17, jdk25), 2));
        // More than the order holds here: every one it has, and no more.
        assertEquals(
                List.of("FancyMagic", "BlackMagic", "PlainMagic", "HyperbolaQuintessence"),
                Selection.fastest(List.of(jdk17), 50));
        assertEquals(
                List.of("MyStrategy", "FancyMagic", "BlackMagic"),
                Selection.union(
                        Selection.strategies(List.of(jdk17), "^MyStrategy$"), Selection.fastest(List.of(jdk17), 2)));
        Selection.BadSelectionException zero =
                assertThrows(Selection.BadSelectionException.class, () -> Selection.fastest(List.of(jdk17), 0));
        assertEquals("--beside-fastest: 0 is not a count of strategies; expected 1 or more", zero.getMessage());
    }

    @Test
    void byDefaultAStrategyOnAFallbackPathOnEveryJvmIsLeftOut() throws Exception {
        JvmRecord jdk17 = jvmWith(List.of("RayLoop", "Pext", "VectorKoggeStone"), List.of("Pext", "VectorKoggeStone"));
        JvmRecord jdk25 = jvmWith(List.of("RayLoop", "Pext", "VectorKoggeStone"), List.of("VectorKoggeStone"));
        assertEquals(List.of("RayLoop"), Selection.ownPath(List.of(jdk17)));
        // Pext runs its own path on 25: the run measures it (on both, each JVM's row says which path it took)
        assertEquals(List.of("RayLoop", "Pext"), Selection.ownPath(List.of(jdk17, jdk25)));
        JvmRecord allFallback = jvmWith(List.of("Pext"), List.of("Pext"));
        Selection.BadSelectionException none =
                assertThrows(Selection.BadSelectionException.class, () -> Selection.ownPath(List.of(allFallback)));
        assertTrue(none.getMessage().contains("--strategies"), none.getMessage());
    }
}
