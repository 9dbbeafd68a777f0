package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Vector API strategies' exports, in a JVM started with {@code --add-modules jdk.incubator.vector}
 * (bench's pom gives this class a surefire run of its own): compiled without {@code --release}, loaded,
 * compared with the registry's strategy (here on its vector path), and one written test run.
 */
class VectorExportTest {

    @Test
    void everyVectorExportAnswersAsTheRegistryAndPassesItsOwnTest(@TempDir Path classes) throws Throwable {
        // bench's pom runs this class in a JVM of its own with the module; a narrowed run (-Dtest=...)
        // that lands it in the main JVM has nothing to load the exports with.
        assumeTrue(
                ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent(),
                "needs a JVM started with --add-modules jdk.incubator.vector (see bench's pom)");
        Exporter exporter = new Exporter(VectorExportTest.class.getClassLoader());
        List<Export> exports = new ArrayList<>();
        for (StrategyRegistry.Entry entry : StrategyRegistry.load().entries()) {
            SlidingAttacks strategy = entry.strategy();
            if (strategy.name().startsWith("Vector")) {
                String reason = strategy.degradedReason();
                assertFalse(
                        reason != null && reason.startsWith("emulated"), "the registry's vector path runs: " + reason);
                exports.add(exporter.export(strategy, "export.vector", Exporter.defaultClassName(strategy.name())));
            }
        }
        assertEquals(9, exports.size());
        ClassLoader compiled =
                ExportCompiler.compile(exports, List.of("--add-modules", "jdk.incubator.vector"), classes);
        for (Export export : exports) {
            Class<?> type = Class.forName(export.qualifiedName(), true, compiled);
            ExportChecks.assertSameAnswers(
                    StrategyRegistry.load().byName(export.strategy()), ExportChecks.Lookups.of(type));
        }
        // The written test is one template (ExportEveryStrategyTest runs it for each family); here it runs
        // once with the module, since the lanes run the Vector API's slow Java fallback until C2 has them.
        ExportChecks.assertWrittenTestsPass(Map.of(exports.get(0), compiled));
    }
}
