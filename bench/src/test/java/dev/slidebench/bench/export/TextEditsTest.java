package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.github.javaparser.StaticJavaParser;
import org.junit.jupiter.api.Test;

/**
 * Edits by character ranges on one short text whose offsets are counted by hand:
 *
 * <pre>
 * 0         1         2
 * 0123456789012345678901234
 * int a; int b; int c;
 * </pre>
 */
class TextEditsTest {

    private static final String TEXT = "int a; int b; int c;";

    private static final SourceUnit UNIT =
            new SourceUnit("p/Edited.java", "class Edited {}", StaticJavaParser.parse("class Edited {}"));

    private static TextEdits.Edit edit(int begin, int end, String replacement) {
        return new TextEdits.Edit(UNIT, begin, end, replacement);
    }

    @Test
    void editsApplyInTextOrderWhateverTheOrderTheyCameIn() {
        TextEdits edits = new TextEdits();
        edits.add(edit(18, 19, "z")); // c -> z
        edits.add(edit(4, 4, "Q.")); // before a
        edits.add(edit(7, 14, "")); // "int b; " goes
        assertEquals("int Q.a; int z;", edits.apply(TEXT, 0, TEXT.length()));
    }

    @Test
    void anInsertionAtTheStartOfADeletedRangeGoesWithItOneAtItsEndStays() {
        TextEdits edits = new TextEdits();
        edits.add(edit(7, 14, "")); // "int b; "
        edits.add(edit(7, 7, "X")); // at the deletion's first character: part of what goes
        edits.add(edit(11, 11, "Q.")); // before b: inside it
        edits.add(edit(14, 14, "Y")); // before "int c", which stays
        assertEquals("int a; Yint c;", edits.apply(TEXT, 0, TEXT.length()));
    }

    @Test
    void aReplacementInsideADeletedRangeGoesWithItEvenWhenItSharesAnEnd() {
        TextEdits edits = new TextEdits();
        edits.add(edit(7, 10, "long")); // "int" of "int b;", sharing the deletion's start
        edits.add(edit(11, 14, "c; ")); // "b; ", sharing its end
        edits.add(edit(7, 14, ""));
        assertEquals("int a; int c;", edits.apply(TEXT, 0, TEXT.length()));
    }

    @Test
    void theSameRangeEditedTwiceKeepsTheFirstEdit() {
        TextEdits edits = new TextEdits();
        edits.add(edit(4, 5, "first"));
        edits.add(edit(4, 5, "second"));
        edits.add(edit(0, 0, "A"));
        edits.add(edit(0, 0, "B"));
        assertEquals("Aint first; int b; int c;", edits.apply(TEXT, 0, TEXT.length()));
    }

    @Test
    void aRangeThatOnlySharesItsEndWithAnEarlierEditIsANewEdit() {
        TextEdits edits = new TextEdits();
        edits.add(edit(11, 14, "B; ")); // "b; "
        edits.add(edit(7, 14, "")); // all of "int b; ", holding the first
        assertEquals("int a; int c;", edits.apply(TEXT, 0, TEXT.length()));
    }

    @Test
    void aSliceTakesTheEditsThatLieWhollyInsideItUpToBothEnds() {
        TextEdits edits = new TextEdits();
        edits.add(edit(4, 5, "A")); // before the slice
        edits.add(edit(7, 10, "long")); // at the slice's start
        edits.add(edit(11, 13, "B;")); // at the slice's end
        edits.add(edit(12, 15, "!")); // runs past the slice's end
        assertEquals("long B;", edits.apply(TEXT, 7, 13));
    }

    @Test
    void editsThatOverlapWithoutOneHoldingTheOtherAreABugAndThrow() {
        TextEdits edits = new TextEdits();
        edits.add(edit(4, 9, "x"));
        edits.add(edit(7, 12, "y"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> edits.apply(TEXT, 0, TEXT.length()));
        assertEquals("overlapping edits at 7 in p/Edited.java", e.getMessage());
    }

    @Test
    void anEditCannotEndBeforeItBegins() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> edit(5, 4, ""));
        assertEquals("edit from 5 to 4", e.getMessage());
    }
}
