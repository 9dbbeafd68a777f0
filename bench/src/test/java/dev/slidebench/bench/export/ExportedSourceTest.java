package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The file around the nested classes, assembled from hand-made facts and parts: the class Javadoc
 * against the one the user guide prints for {@code Pext}, and each choice (package, imports, tables,
 * needs, modules, queen) against the sentence or line it must give.
 */
class ExportedSourceTest {

    /** The class Javadoc of {@code PextAttacks} as docs/user-guide.md ("Take it into your engine") shows it. */
    private static final String PEXT_JAVADOC = """
            /**
             * Rook, bishop and queen attacks by slidebench's {@code Pext} strategy (family: table lookup), in
             * one file that depends on the JDK alone.
             *
             * <p>Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63, and bit {@code i} of a
             * {@code long} is square {@code i}. For any board {@code occupied} (with or without the piece's own
             * square), an attack set holds, along each line of the piece, every square up to and including the
             * first occupied one, or up to the edge; the piece's own square is never in it. Own pieces are the
             * caller's business: {@code rookAttacks(square, occupied) & ~own}.
             *
             * <p>Needs: JDK 17 or newer and nothing else: {@code javac --release 17} compiles it. Its fast path
             * needs (as slidebench lists it): pext, JDK 19+.
             *
             * <p>Tables: 863,232 bytes, built when this class initialises. {@link #selfCheck()} compares every
             * lookup on every relevant occupancy with the reference ray walk nested below; {@code java
             * PextAttacks.java} runs it.
             *
             * <p>The nested classes are slidebench's own, as written there but for what this file does not use:
             * {@code Pext} answers, {@code RayLoop} is the reference walk, and the rest is what they use.
             */
            public final class PextAttacks {
            """;

    private static final String ORIGIN = "Zach Wegner, https://www.chessprogramming.org/BMI2#PEXT_Bitboards";

    private static ExportedSource.Facts facts(String needs, long tableBytes, List<String> modules) {
        return new ExportedSource.Facts("Pext", "table lookup", ORIGIN, needs, tableBytes, "1.0", modules);
    }

    private static ExportedSource.Parts parts(String packageName, List<String> imports, boolean ownQueen) {
        return new ExportedSource.Parts(
                packageName,
                "PextAttacks",
                "Pext",
                ownQueen,
                imports,
                List.of("    private static final class Pext {}", "    private static final class RayLoop {}"));
    }

    private static String pext(long tableBytes, List<String> modules) {
        return ExportedSource.render(
                facts("pext, JDK 19+", tableBytes, modules),
                parts("com.example.engine", List.of("import java.lang.invoke.CallSite;"), false));
    }

    /** The class Javadoc's text with the comment's line breaks and {@code " * "} margins taken out. */
    private static String javadocText(String source) {
        int begin = source.indexOf("/**\n");
        int end = source.indexOf(" */\n", begin);
        return source.substring(begin + 4, end)
                .replace("\n *\n", "\n")
                .replace(" * ", "")
                .replace("\n", " ");
    }

    @Test
    void theClassJavadocIsTheOneTheUserGuideShows() {
        String source = pext(863_232, List.of());
        assertTrue(source.contains("import java.lang.invoke.CallSite;\n\n" + PEXT_JAVADOC), source);
    }

    @Test
    void theFileOpensWithTheLicenceHeaderThenThePackageThenTheImports() {
        String source = pext(863_232, List.of());
        assertTrue(
                source.startsWith("/*\n * PextAttacks.java: rook, bishop and queen attacks on bitboards by the Pext"),
                source);
        String header = source.substring(0, source.indexOf(" */\n"));
        assertTrue(
                header.replace("\n * ", " ")
                        .contains("by the Pext strategy, exported from slidebench 1.0. The idea: " + ORIGIN + "\n *"),
                header);
        assertTrue(
                source.contains(
                        " *\n * Copyright 2026 the slidebench authors\n *\n * Licensed under the Apache License,"
                                + " Version 2.0 (the \"License\");"),
                source);
        assertTrue(
                source.contains(" *     https://www.apache.org/licenses/LICENSE-2.0\n"
                        + " *\n * Unless required by applicable law"),
                source);
        assertTrue(
                source.contains(" * limitations under the License.\n */\npackage com.example.engine;\n\n"
                        + "import java.lang.invoke.CallSite;\n\n/**\n"),
                source);
    }

    @Test
    void withoutPackageAndImportsTheJavadocFollowsTheHeaderAndWithoutOriginNoIdeaLine() {
        String source = ExportedSource.render(
                new ExportedSource.Facts("Pext", "table lookup", "", "", 863_232, "1.0", List.of()),
                parts("", List.of(), false));
        assertTrue(source.contains(" * limitations under the License.\n */\n/**\n * Rook, bishop"), source);
        assertFalse(source.contains("package"), source);
        assertFalse(source.contains("import"), source);
        assertFalse(source.contains("The idea"), source);
        assertTrue(source.startsWith("/*\n * PextAttacks.java: "), source);
        assertTrue(
                javadocText(source).contains("{@code javac --release 17} compiles it. <p>Tables: 863,232 bytes"),
                "no fast-path sentence when the strategy needs nothing: " + javadocText(source));
    }

    @Test
    void theTablesSentenceSaysNoneUnknownOrTheBytesWithThousandsSeparators() {
        assertTrue(javadocText(pext(0, List.of())).contains("<p>No tables. {@link #selfCheck()}"));
        assertTrue(javadocText(pext(-1, List.of()))
                .contains("<p>Tables built when this class initialises. {@link #selfCheck()}"));
        assertTrue(
                javadocText(pext(64, List.of())).contains("<p>Tables: 64 bytes, built when this class initialises."));
        assertTrue(javadocText(pext(4_294_967_296L, List.of()))
                .contains("<p>Tables: 4,294,967,296 bytes, built when this class initialises."));
    }

    @Test
    void theBodyCallsTheNestedStrategyAndNamesTheExportedClass() {
        String source = pext(863_232, List.of());
        assertTrue(source.contains("public final class PextAttacks {\n\n    /** The strategy;"), source);
        assertTrue(source.contains("    private static final Pext STRATEGY = new Pext();\n"), source);
        assertTrue(source.contains("    private PextAttacks() {}\n"), source);
        assertTrue(source.contains(" attack sets of PextAttacks match the reference ray walk\");"), source);
        assertTrue(source.contains("the reference says 0x%016x, PextAttacks 0x%016x\""), source);
        assertTrue(source.contains("    /** Runs {@link #selfCheck()}: {@code java PextAttacks.java}. */\n"), source);
        assertFalse(source.contains("${"), "every placeholder filled");
    }

    @Test
    void theQueenIsTheStrategysOwnWhenItHasOneElseRookOrBishop() {
        String combined = ExportedSource.render(facts("", 0, List.of()), parts("p", List.of(), false));
        assertTrue(combined.contains("        return STRATEGY.rookAttacks(square, occupied)"
                + " | STRATEGY.bishopAttacks(square, occupied);\n"));
        assertFalse(combined.contains("STRATEGY.queenAttacks"));
        String own = ExportedSource.render(facts("", 0, List.of()), parts("p", List.of(), true));
        assertTrue(own.contains("    public static long queenAttacks(int square, long occupied) {\n"
                + "        return STRATEGY.queenAttacks(square, occupied);\n    }\n"));
    }

    @Test
    void theNestedClassesComeAfterTheBodyEachWithABlankLineBefore() {
        String source = pext(863_232, List.of());
        assertTrue(
                source.endsWith("    }\n\n    private static final class Pext {}\n\n"
                        + "    private static final class RayLoop {}\n}\n"),
                source.substring(source.length() - 200));
    }

    @Test
    void anIncubatorModuleChangesHowToCompileAndRunIt() {
        String source = pext(863_232, List.of("jdk.incubator.vector"));
        String javadoc = javadocText(source);
        assertTrue(
                javadoc.contains("<p>Needs: JDK 17 or newer with the incubator module {@code jdk.incubator.vector}"),
                javadoc);
        assertTrue(javadoc.contains("compile with {@code javac --add-modules jdk.incubator.vector}"), javadoc);
        assertTrue(javadoc.contains("run with {@code java --add-modules jdk.incubator.vector}"), javadoc);
        assertFalse(javadoc.contains("--release 17"), javadoc);
        assertTrue(
                javadoc.contains("{@code java --add-modules jdk.incubator.vector PextAttacks.java} runs it."), javadoc);
        assertTrue(source.contains(
                "/** Runs {@link #selfCheck()}: {@code java --add-modules jdk.incubator.vector PextAttacks.java}. */"));
    }

    @Test
    void compileNeedsSaysJavacReleaseSeventeenOrTheModulesToAdd() {
        assertEquals(
                "JDK 17 or newer and nothing else: {@code javac --release 17} compiles it.",
                ExportedSource.compileNeeds(facts("", 0, List.of())));
        String two = ExportedSource.compileNeeds(facts("", 0, List.of("jdk.incubator.vector", "jdk.incubator.other")));
        assertTrue(two.startsWith("JDK 17 or newer with the incubator module"), two);
        assertTrue(two.contains("{@code javac --add-modules jdk.incubator.vector,jdk.incubator.other}"), two);
        assertTrue(two.contains("{@code java --add-modules jdk.incubator.vector,jdk.incubator.other}"), two);
    }

    @Test
    void everyCharacterOutsideAsciiIsEscapedWhereverItComesFrom() {
        String source = ExportedSource.render(
                new ExportedSource.Facts("Pext", "table lookup", "J\u00fcrgen (2001)", "", 0, "1.0", List.of()),
                new ExportedSource.Parts(
                        "p", "PextAttacks", "Pext", false, List.of(), List.of("    /** G\u00e9rard's. */")));
        assertTrue(source.contains("The idea: J\\u00fcrgen (2001)"), source);
        assertTrue(source.contains("    /** G\\u00e9rard's. */"), source);
        assertTrue(source.chars().allMatch(c -> c < 128));
    }
}
