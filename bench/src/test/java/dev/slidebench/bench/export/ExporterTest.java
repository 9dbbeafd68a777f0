package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.export.fixture.AwkwardRays;
import dev.slidebench.bench.export.fixture.exporter.FussyRays;
import dev.slidebench.bench.export.fixture.exporter.ImportClashRays;
import dev.slidebench.bench.export.fixture.exporter.InheritedRays;
import dev.slidebench.bench.export.fixture.exporter.LaneRays;
import dev.slidebench.bench.export.fixture.exporter.QueenRays;
import dev.slidebench.bench.export.fixture.exporter.TwinNamedRays;
import dev.slidebench.bench.export.fixture.exporter.TwinRays;
import dev.slidebench.core.ReferenceStandIn;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exporter's decisions on small plug-ins written for it (fixture/exporter, their sources shipped as a
 * plug-in's): which class answers, which queen lookup, what the file says of the tables and the origin,
 * which names it refuses and which code it refuses, with the reason.
 */
class ExporterTest {

    private final Exporter exporter = new Exporter(ExporterTest.class.getClassLoader());

    /** The class Javadoc's text with the comment's line breaks and margins taken out. */
    private static String unwrapped(String source) {
        return source.replace("\n *\n", "\n").replace("\n * ", " ");
    }

    /** The licence header's text up to its closing line, with the line breaks inside a paragraph taken out. */
    private static String header(String source) {
        return source.substring(0, source.indexOf(" */\n"))
                .replace("\n *\n", "\n\n")
                .replace("\n * ", " ");
    }

    /** The version the file names: the jar's, or "dev" when run from a class directory without a manifest. */
    private static String version() {
        return Optional.ofNullable(Exporter.class.getPackage().getImplementationVersion())
                .orElse("dev");
    }

    @Test
    void theDefaultClassNameIsTheStrategysNameAndAttacks() {
        assertEquals("PextAttacks", Exporter.defaultClassName("Pext"));
    }

    @Test
    void packageNamesAreDottedIdentifiersThatAreNoKeywordsOrNone() {
        assertTrue(Exporter.isPackageName("com.example.engine"));
        assertTrue(Exporter.isPackageName("engine"));
        assertTrue(Exporter.isPackageName(""), "the unnamed package");
        assertFalse(Exporter.isPackageName("com..engine"));
        assertFalse(Exporter.isPackageName("com.example."));
        assertFalse(Exporter.isPackageName("com.1engine"));
        assertFalse(Exporter.isPackageName("com.example.class"));
        assertFalse(Exporter.isPackageName("com-example"));
    }

    @Test
    void classNamesAreIdentifiersThatAreNoKeywords() {
        assertTrue(Exporter.isClassName("PextAttacks"));
        assertTrue(Exporter.isClassName("Attacks_2"));
        assertFalse(Exporter.isClassName(""));
        assertFalse(Exporter.isClassName("2Attacks"));
        assertFalse(Exporter.isClassName("record.Attacks"));
        assertFalse(Exporter.isClassName("int"));
        assertFalse(Exporter.isClassName("enum"));
        assertFalse(Exporter.isClassName("Pext Attacks"));
    }

    @Test
    void aNameJavaDoesNotTakeIsRefusedBeforeAnythingIsRead() {
        IllegalArgumentException badPackage = assertThrows(
                IllegalArgumentException.class, () -> exporter.export(new AwkwardRays(), "com.1bad", "Attacks"));
        assertEquals("'com.1bad' is not a Java package name", badPackage.getMessage());
        IllegalArgumentException badClass = assertThrows(
                IllegalArgumentException.class, () -> exporter.export(new AwkwardRays(), "com.example", "class"));
        assertEquals("'class' is not a Java class name", badClass.getMessage());
        // the name check comes first: even a strategy that cannot be exported hears about the name
        IllegalArgumentException first = assertThrows(
                IllegalArgumentException.class, () -> exporter.export(new ReferenceStandIn("StandIn"), "", "1X"));
        assertEquals("'1X' is not a Java class name", first.getMessage());
    }

    @Test
    void aClassNameTakenByANestedClassIsRefused() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> exporter.export(new AwkwardRays(), "p", "Compass"));
        assertEquals("'Compass' is the name of a class inside the export; choose another", e.getMessage());
    }

    @Test
    void aStrategyWithItsOwnQueenLookupIsCalledForTheQueen() throws NotExportableException {
        String source = exporter.export(new QueenRays(), "p", "QueenAttacks").source();
        assertTrue(source.contains("        return STRATEGY.queenAttacks(square, occupied);\n"), source);
        assertTrue(
                source.contains(" public long queenAttacks(int square, long occupied) {"), "the nested class keeps it");
        assertFalse(source.contains("STRATEGY.rookAttacks(square, occupied) | STRATEGY.bishopAttacks"), source);
    }

    @Test
    void aStrategyWithoutOneAnswersTheQueenWithRookOrBishopNotTheContractsDefault() throws NotExportableException {
        String source =
                exporter.export(new AwkwardRays(), "p", "AwkwardAttacks").source();
        assertTrue(
                source.contains("        return STRATEGY.rookAttacks(square, occupied)"
                        + " | STRATEGY.bishopAttacks(square, occupied);\n"),
                source);
        assertFalse(source.contains("STRATEGY.queenAttacks"), source);
        assertFalse(source.contains("The idea"), "an origin the strategy does not state is not invented");
    }

    @Test
    void aStrategyWhoseLookupsAreInheritedIsExportedItselfFirstThenItsSuperclass() throws NotExportableException {
        String source =
                exporter.export(new InheritedRays(), "p", "InheritedAttacks").source();
        assertTrue(source.contains("    private static final InheritedRays STRATEGY = new InheritedRays();\n"), source);
        int strategy = source.indexOf("class InheritedRays ");
        int superclass = source.indexOf("class RayBase ");
        assertTrue(strategy > 0 && superclass > strategy, source);
        assertTrue(
                header(source).contains(". The idea: 1998, https://example.com/base\n"),
                "the year stands alone without authors: " + header(source));
    }

    @Test
    void theTablesOfAnAnsweringClassThisJvmCannotMakeAreNotKnown() throws NotExportableException {
        String source = exporter.export(new FussyRays(), "p", "FussyAttacks").source();
        assertTrue(source.contains("    private static final FussyLanes STRATEGY = new FussyLanes();\n"), source);
        String text = unwrapped(source);
        assertTrue(text.contains("<p>Tables built when this class initialises. {@link #selfCheck()}"), text);
    }

    @Test
    void theFileStatesTheStrategysTablesOriginAndTheVersionThatExportedIt() throws NotExportableException {
        String source = exporter.export(new QueenRays(), "p", "QueenAttacks").source();
        assertTrue(
                header(source)
                        .contains("by the QueenRays strategy, exported from slidebench " + version()
                                + ". The idea: A. Author, https://example.com/queen\n"),
                "no year, none shown: " + header(source));
        String text = unwrapped(source);
        assertTrue(text.contains("<p>Tables: 4,096 bytes, built when this class initialises."), text);
        assertTrue(text.contains("{@code QueenRays} strategy (family: "), text);
    }

    @Test
    void aProviderIsExportedAsTheClassBesideItThatAnswersUnderItsName() throws NotExportableException {
        Export export = exporter.export(new LaneRays(), "lanes.out", "LaneAttacks");
        String source = export.source();
        assertTrue(
                source.contains("    private static final LaneHolder.Lanes STRATEGY = new LaneHolder.Lanes();\n"),
                source);
        assertFalse(source.contains("class LaneRays"), "the provider stays behind");
        assertFalse(source.contains("class LaneDecoys"), "what only mentions the name stays behind");
        String text = unwrapped(source);
        assertTrue(text.contains("{@code LaneHolder.Lanes} answers"), text);
        assertTrue(text.contains("<p>Tables: 2,048 bytes,"), "the answering class's tables, not the provider's");
        assertTrue(
                header(source)
                        .contains("by the LaneRays strategy, exported from slidebench " + version()
                                + ". The idea: B. Author (2011)\n"),
                "the file names the strategy, and the year after the authors: " + header(source));
    }

    @Test
    void twoClassesAnsweringUnderOneNameAreRefusedNamingBoth() {
        NotExportableException e =
                assertThrows(NotExportableException.class, () -> exporter.export(new TwinRays(), "p", "TwinAttacks"));
        String lanes = "dev.slidebench.bench.export.fixture.exporter.TwinLanes";
        assertEquals(
                "TwinRays: several classes answer under its name ([" + lanes + ".Left, " + lanes + ".Right]);"
                        + " the export cannot tell which one to take",
                e.getMessage());
    }

    @Test
    void twoHelpersOfOneSimpleNameCannotMeetInOneFile() {
        NotExportableException e = assertThrows(
                NotExportableException.class, () -> exporter.export(new TwinNamedRays(), "p", "TwinAttacks"));
        assertEquals("TwinNamedRays: two classes named Walk would meet in one file", e.getMessage());
    }

    @Test
    void aHelperNamedAsAnImportedJdkClassWouldHideTheImport() {
        NotExportableException e = assertThrows(
                NotExportableException.class, () -> exporter.export(new ImportClashRays(), "p", "ClashAttacks"));
        assertEquals("ImportClashRays: the import of java.util.Arrays meets a class named Arrays", e.getMessage());
    }

    @Test
    void anIncrementalStrategyIsRefusedForItsBoard() {
        ReferenceStandIn incremental = new ReferenceStandIn("Boards") {
            @Override
            public boolean isIncremental() {
                return true;
            }
        };
        assertEquals(
                "Boards keeps incremental state in its AttackBoard, updated on every move, and that is its point;"
                        + " an export offers only stateless (square, occupied) lookups",
                exporter.refusal(incremental));
    }

    /** {@link Exporter#refusal} of a stand-in whose shipped source is {@code text}. */
    private static String refusalOfSource(Path classes, String text) throws IOException {
        Path file = classes.resolve("slidebench-sources/dev/slidebench/core/ReferenceStandIn.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Exporter reading =
                new Exporter(new URLClassLoader(new URL[] {classes.toUri().toURL()}, null));
        return reading.refusal(new ReferenceStandIn("StandIn"));
    }

    @Test
    void aFileThatSaysInItsOpeningCommentsThatItIsGeneratedIsRefusedQuotingThatLine(@TempDir Path classes)
            throws IOException {
        String licenceThenMark = """
                /*
                 * Licensed under the Apache License.
                 */

                // This file is GENERATED by tools/SwitchGen.java; do not edit.
                package dev.slidebench.core;

                public class ReferenceStandIn {}
                """;
        assertEquals(
                "StandIn is generated code (\"This file is GENERATED by tools/SwitchGen.java; do not edit.\"): take"
                        + " its generator, not a rewritten copy",
                refusalOfSource(classes, licenceThenMark));
        String javadocMark = """
                /**
                 * Generated from the tables; edit the generator.
                 */
                package dev.slidebench.core;
                """;
        assertEquals(
                "StandIn is generated code (\"Generated from the tables; edit the generator.\"): take its generator,"
                        + " not a rewritten copy",
                refusalOfSource(classes, javadocMark));
    }

    @Test
    void generatedInTheCodeAfterTheOpeningCommentsIsNoMark(@TempDir Path classes) throws IOException {
        String laterMention = """
                // Licensed under the Apache License.

                package dev.slidebench.core;

                /** Tables generated at class initialisation. */
                public class ReferenceStandIn {}
                """;
        assertNull(refusalOfSource(classes, laterMention));
        assertNull(refusalOfSource(classes, "// only a comment, no code\n"));
    }
}
