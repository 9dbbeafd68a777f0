package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every registered strategy is exported, compiled alone (javac with {@code --release 17} and no class
 * path but JUnit's), loaded, and compared with the registry's strategy; the JUnit test written beside
 * each export runs too. The Vector API strategies' exports need the incubator module to load, so here
 * they are only compiled; {@link VectorExportTest} runs them in a JVM that has it.
 */
class ExportEveryStrategyTest {

    /** What cannot be exported, by its nature: boards with incremental state, and generated code. */
    private static final Map<String, String> NOT_EXPORTED = Map.of(
            "RotatedBitboards", "incremental state",
            "DamianiSlideIndices", "incremental state",
            "HyperCube", "incremental state",
            "SwitchLookup", "generated code");

    private static final Map<String, Export> exports = new LinkedHashMap<>();
    private static final Map<String, String> refusals = new LinkedHashMap<>();

    @TempDir
    static Path classes;

    private static ClassLoader compiled;

    @BeforeAll
    static void exportAndCompileEveryStrategy() {
        Exporter exporter = new Exporter(ExportEveryStrategyTest.class.getClassLoader());
        for (StrategyRegistry.Entry entry : StrategyRegistry.load().entries()) {
            SlidingAttacks strategy = entry.strategy();
            try {
                exports.put(
                        strategy.name(),
                        exporter.export(strategy, "export.check", Exporter.defaultClassName(strategy.name())));
            } catch (NotExportableException e) {
                refusals.put(strategy.name(), e.getMessage());
            }
        }
        compiled = ExportCompiler.compile(plain(), List.of("--release", "17"), classes);
    }

    /** The exports that need no module beyond the default set. */
    private static List<Export> plain() {
        return exports.values().stream().filter(e -> e.modules().isEmpty()).toList();
    }

    @Test
    void everyStrategyIsExportedButTheStatefulAndTheGenerated() {
        assertEquals(NOT_EXPORTED.keySet(), refusals.keySet());
        Set<String> registered = new TreeSet<>();
        StrategyRegistry.load().entries().forEach(entry -> registered.add(entry.name()));
        registered.removeAll(NOT_EXPORTED.keySet());
        assertEquals(registered, new TreeSet<>(exports.keySet()));
    }

    @Test
    void eachRefusalSaysWhyInOneLine() {
        refusals.forEach((name, reason) -> {
            assertTrue(reason.startsWith(name + " "), reason);
            assertTrue(reason.contains(NOT_EXPORTED.get(name)), reason);
            assertFalse(reason.contains("\n"), reason);
        });
    }

    @Test
    void everyPlainExportAnswersAsTheRegistryOnEveryRelevantAndRandomBoard() throws Throwable {
        for (Export export : plain()) {
            Class<?> type = Class.forName(export.qualifiedName(), true, compiled);
            SlidingAttacks registered = StrategyRegistry.load().byName(export.strategy());
            long boards = ExportChecks.assertSameAnswers(registered, ExportChecks.Lookups.of(type));
            assertEquals(3 * 107_648 + 500 * 64, boards, export.strategy());
        }
    }

    /**
     * The written test is one template whatever the strategy, and its checks duplicate the ones above,
     * so it runs for one export of each family (each runs the export's self-check too): about a fifth of
     * the time of all of them.
     */
    @Test
    void theJUnitTestWrittenBesideAnExportOfEachFamilyPasses() throws ClassNotFoundException {
        Map<String, Export> oneOfEachFamily = new LinkedHashMap<>();
        for (Export export : plain()) {
            oneOfEachFamily.putIfAbsent(
                    StrategyRegistry.load().byName(export.strategy()).family().label(), export);
        }
        assertTrue(oneOfEachFamily.size() >= 4, oneOfEachFamily::toString);
        Map<Export, ClassLoader> tests = new LinkedHashMap<>();
        oneOfEachFamily.values().forEach(export -> tests.put(export, compiled));
        ExportChecks.assertWrittenTestsPass(tests);
    }

    @Test
    void theVectorExportsCompileWithTheIncubatorModuleAndSaySo(@TempDir Path vectorClasses) {
        List<Export> vector =
                exports.values().stream().filter(e -> !e.modules().isEmpty()).toList();
        assertEquals(
                Set.of(
                        "VectorKoggeStone",
                        "VectorDumb7Fill",
                        "VectorBranchlessShift",
                        "VectorObstructionDifference",
                        "VectorHyperbolaQuintessence",
                        "VectorQBBEngine",
                        "VectorQBBEngineShiftedMask",
                        "VectorLeorik",
                        "VectorSBAMG"),
                Set.copyOf(vector.stream().map(Export::strategy).toList()));
        for (Export export : vector) {
            assertEquals(List.of("jdk.incubator.vector"), export.modules(), export.strategy());
            assertTrue(export.source().contains("javac --add-modules jdk.incubator.vector"), export.strategy());
        }
        ExportCompiler.compile(vector, List.of("--add-modules", "jdk.incubator.vector"), vectorClasses);
    }

    @Test
    void anExportHoldsTheLookupsAndWhatTheyUseButNotTheRegistrysMetadata() {
        String pext = exports.get("Pext").source();
        assertTrue(pext.contains("public final class PextAttacks {"), pext);
        assertTrue(pext.contains("private static final class Pext {"), "the strategy, nested, its interface gone");
        assertTrue(pext.contains("private static final class SubsetTables {"), "its table builder");
        assertTrue(pext.contains("private static final class RayLoop {"), "the reference walk");
        // The registry's methods and types go (a Javadoc may still name them in passing).
        for (String registryOnly : List.of(
                "String degradedReason()",
                "long tableBytes()",
                "String name()",
                "StrategyFamily family()",
                "class PextHardware",
                "interface SlidingAttacks",
                "import dev.slidebench")) {
            assertFalse(pext.contains(registryOnly), registryOnly);
        }
        assertTrue(pext.startsWith("/*\n * PextAttacks.java: rook, bishop and queen attacks"), pext);
        assertTrue(pext.contains("Licensed under the Apache License, Version 2.0"), pext);
        assertTrue(pext.contains("The idea: Zach Wegner, https://www.chessprogramming.org/BMI2#PEXT_Bitboards"), pext);
        assertTrue(pext.contains("pext, JDK 19+"), "what its fast path needs");
        assertTrue(pext.chars().allMatch(c -> c < 128), "ASCII only, so javac reads it in any encoding");
        assertTrue(pext.startsWith("package export.check;", pext.indexOf("package ")), pext);
    }

    @Test
    void theSameStrategyExportsToTheSameText() throws NotExportableException {
        Exporter exporter = new Exporter(ExportEveryStrategyTest.class.getClassLoader());
        SlidingAttacks fancy = StrategyRegistry.load().byName("FancyMagic");
        assertEquals(
                exports.get("FancyMagic").source(),
                exporter.export(fancy, "export.check", "FancyMagicAttacks").source());
    }
}
