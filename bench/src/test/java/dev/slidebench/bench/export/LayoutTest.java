package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The text-level finishing of an export, each rule on a small hand-written input whose expected text is
 * worked out from the rule as the class comments state it.
 */
class LayoutTest {

    @Test
    void indentPutsTheIndentBeforeEveryNonBlankLineAndEmptiesBlankOnes() {
        assertEquals("    int a;\n\n    int b;", Layout.indent("int a;\n   \nint b;", "    "));
        assertEquals("  x\n", Layout.indent("x\n", "  "), "a final newline stays, with nothing after it");
        assertEquals("", Layout.indent("", "  "));
    }

    @Test
    void tidyingLeavesOneBlankLineForARunAndNoneBeforeAClosingBrace() {
        String removedMembers =
                String.join("\n", "class A {", "", "", "    int x;", "   ", "", "    }", "", "int y;", "", "");
        String tidy = String.join("\n", "class A {", "", "    int x;", "    }", "", "int y;", "");
        assertEquals(tidy, Layout.tidyBlankLines(removedMembers));
    }

    @Test
    void tidyingKeepsOneLeadingBlankLineAndDropsOnesBeforeAnIndentedCloser() {
        assertEquals("\nclass A {}", Layout.tidyBlankLines("\n  \nclass A {}"));
        assertEquals("int a;\n\nint b;\n        });", Layout.tidyBlankLines("int a;\n\n\nint b;\n\n\t\n        });"));
        assertEquals("int a;", Layout.tidyBlankLines("int a;"));
    }

    @Test
    void wrapFillsALineUpToTheWidthExactlyAndNotOneColumnMore() {
        // " * " is 3 columns: " * aaa bbb" is 10, so at width 10 it fits and "ccc" goes on.
        assertEquals(" * aaa bbb\n * ccc\n", Layout.wrap("aaa bbb ccc", " * ", 10));
        // " * aaa bbbb" would be 11: "bbbb" starts the next line.
        assertEquals(" * aaa\n * bbbb\n", Layout.wrap("aaa bbbb", " * ", 10));
        assertEquals(" * one\n", Layout.wrap("one", " * ", 10));
    }

    @Test
    void aWordWiderThanTheLineStandsAloneUnbroken() {
        assertEquals(
                "// a\n// https://example.com/a/long/path\n// b\n",
                Layout.wrap("a https://example.com/a/long/path b", "// ", 12));
        assertEquals("// https://example.com\n", Layout.wrap("https://example.com", "// ", 12), "no empty line first");
    }

    @Test
    void keywordNamesEachKindOfTypeAsItIsDeclared() {
        CompilationUnit unit = new JavaParser(
                        new ParserConfiguration().setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17))
                .parse("class C {} interface I {} enum E { A } record R(int x) {} @interface N {}")
                .getResult()
                .orElseThrow();
        assertEquals(
                List.of("class", "interface", "enum", "record", "@interface"),
                unit.getTypes().stream().map(Layout::keyword).toList());
    }

    @Test
    void aLinkBecomesCodeShowingItsTargetAsJavadocShowsIt() {
        assertEquals("{@code rook}", Layout.linksAsCode("{@link #rook}"));
        assertEquals("see {@code Square.file} here", Layout.linksAsCode("see {@link Square#file} here"));
        assertEquals("{@code Square}.", Layout.linksAsCode("{@link Square}."));
        assertEquals("{@code rookAttacks(int, long)}", Layout.linksAsCode("{@linkplain #rookAttacks(int, long)}"));
    }

    @Test
    void aLinkWithALabelShowsTheLabelEvenAfterParenthesesWithSpaces() {
        assertEquals(
                "the {@code rook's lookup} and {@code bishop}",
                Layout.linksAsCode("the {@link #rookAttacks(int, long) rook's lookup} and {@linkplain #b bishop}"));
        assertEquals("{@code the table}", Layout.linksAsCode("{@link Tables#of(int) the table}"));
    }

    @Test
    void aLinkEndsAtItsOwnClosingBraceNotAtOneInsideItsLabelNorAtALaterOne() {
        assertEquals(
                "{@code the {@code x} field} and {y}", Layout.linksAsCode("{@link #x the {@code x} field} and {y}"));
    }

    @Test
    void textThatOnlyLooksLikeALinkStaysAsWritten() {
        assertEquals("{@linkage} then {@code a}", Layout.linksAsCode("{@linkage} then {@link #a}"));
        assertEquals("{@link}", Layout.linksAsCode("{@link}"));
        assertEquals("open {@link #a", Layout.linksAsCode("open {@link #a"));
        assertEquals("{@linkplainly x} {@code y}", Layout.linksAsCode("{@linkplainly x} {@link y}"));
        assertEquals("no links at all", Layout.linksAsCode("no links at all"));
    }

    @Test
    void aLinkWhoseTargetStartsOnTheNextCommentLineStillShowsTheTarget() {
        assertEquals(
                "sources (see {@code SourceLibrary}), nested",
                Layout.linksAsCode("sources (see {@link\n * SourceLibrary}), nested"));
    }

    @Test
    void everyCharacterFromU0080OnIsEscapedInLowerCaseHex() {
        assertEquals("a~\u007f\\u0080\\u00e9\\u2014z", Layout.escapeNonAscii("a~\u007f\u0080\u00e9\u2014z"));
        assertEquals("plain ASCII", Layout.escapeNonAscii("plain ASCII"));
    }
}
