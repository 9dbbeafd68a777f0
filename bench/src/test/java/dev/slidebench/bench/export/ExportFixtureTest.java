package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.export.fixture.AwkwardRays;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.ReferenceStandIn;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The export of a plug-in that is not one of slidebench's strategies and is written in the awkward ways
 * ({@link AwkwardRays}, its sources shipped like a plug-in jar's): it compiles alone and answers as the
 * reference, with its names rewritten where nesting needs it and the unused parts left out.
 */
class ExportFixtureTest {

    private final Exporter exporter = new Exporter(ExportFixtureTest.class.getClassLoader());

    @Test
    void aPlugInWithItsSourcesExportsAndAnswersAsTheReference(@TempDir Path classes) throws Throwable {
        Export export = exporter.export(new AwkwardRays(), "fixture.out", "AwkwardAttacks");
        String source = export.source();
        ClassLoader compiled = ExportCompiler.compile(List.of(export), List.of("--release", "17"), classes);
        Class<?> type = Class.forName("fixture.out.AwkwardAttacks", true, compiled);
        assertEquals(
                3 * 107_648 + 500 * 64,
                ExportChecks.assertSameAnswers(RayLoop.INSTANCE, ExportChecks.Lookups.of(type)));
        // names that nesting changes
        assertTrue(source.contains("Compass.walk(square, occupied, direction)"), "the static import, qualified");
        assertTrue(source.contains("private static final Compass.Direction[] ROOK"), "the imported member type");
        assertTrue(source.contains("new Step(Square.file(square), Square.rank(square))"), "the qualified name");
        assertFalse(source.contains("import dev.slidebench"), source);
        // what the lookups do not use
        for (String unused :
                List.of("UNUSED_SEED", "unusedHelper", "lines(int square)", "String name()", "-- metadata")) {
            assertFalse(source.contains(unused), unused);
        }
        assertTrue(source.contains("public long applyAsLong(long left, long right)"), "called by the JDK: kept");
    }

    @Test
    void aStrategyWithoutShippedSourcesIsRefusedWithTheFileItLooksFor() {
        NotExportableException e = assertThrows(
                NotExportableException.class, () -> exporter.export(new ReferenceStandIn("StandIn"), "", "X"));
        assertEquals(
                "StandIn has no source on the class path (slidebench-sources/dev/slidebench/core/ReferenceStandIn.java);"
                        + " a plug-in jar that ships its sources there can be exported",
                e.getMessage());
    }
}
