package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A parsed file: its types by declaration and the character offsets its rewrite edits by. */
class SourceUnitTest {

    private static final String TEXT = """
            package p;

            /** The tool. */
            class Tool {
                /* inside */
                int size() { return Helper.SIZE; }

                static class Part {
                    Object local() { return new Object() { int hidden; }; }
                }
            }

            class Helper { static final int SIZE = 3; }
            """;

    private final SourceUnit unit =
            new HandWrittenSources().with("p/Tool.java", TEXT).unit("p/Tool.java");

    @Test
    void aFileKnowsItsPathPackageAndTypes() {
        assertEquals("p/Tool.java", unit.path());
        assertEquals(TEXT, unit.text());
        assertEquals("p", unit.packageName());
        assertEquals(List.of("p.Tool", "p.Helper"), HandWrittenSources.names(unit.topLevelTypes()));
        assertEquals("p.Tool.Part", unit.topLevelTypes().get(0).nested("Part").name());
    }

    @Test
    void aFileWithoutAPackageHasTheEmptyPackage() {
        SourceUnit bare =
                new HandWrittenSources().with("Bare.java", "class Bare {}\n").unit("Bare.java");
        assertEquals("", bare.packageName());
        assertEquals(List.of("Bare"), HandWrittenSources.names(bare.topLevelTypes()));
    }

    @Test
    void offsetsAndSlicesFollowTheText() {
        MethodDeclaration size = unit.tree().findFirst(MethodDeclaration.class).orElseThrow();
        int begin = TEXT.indexOf("int size()");
        assertEquals(begin, unit.begin(size));
        assertEquals(TEXT.indexOf(" }\n\n    static") + 2, unit.end(size));
        assertEquals("int size() { return Helper.SIZE; }", unit.slice(size));
        assertEquals(TEXT.indexOf("    int size()"), unit.lineStart(begin));
        assertEquals(0, unit.lineStart(0), "the first line starts the text");
        assertEquals(0, unit.lineStart(TEXT.indexOf("p;")), "within the first line");
        int typeLine = TEXT.indexOf("class Tool");
        assertEquals(typeLine, unit.lineStart(typeLine), "at a line's first character");
    }

    @Test
    void theEnclosingTypeIsTheInnermostNamedOne() {
        NameExpr helper = unit.tree().findFirst(NameExpr.class).orElseThrow();
        assertEquals("p.Tool", unit.enclosingType(helper).name());
        ObjectCreationExpr anonymous =
                unit.tree().findFirst(ObjectCreationExpr.class).orElseThrow();
        assertEquals(
                "p.Tool.Part",
                unit.enclosingType(
                                anonymous.getAnonymousClassBody().orElseThrow().get(0))
                        .name());
        SourceType part = unit.topLevelTypes().get(0).nested("Part");
        assertSame(part, unit.typeOf(part.declaration()));
        assertSame(part, unit.enclosingType(part.declaration()));
        assertNull(unit.enclosingType(unit.tree().getPackageDeclaration().orElseThrow()));
    }

    @Test
    void commentsAreEveryCommentInOrder() {
        assertEquals(
                List.of("/** The tool. */", "/* inside */"),
                unit.comments().stream().map(unit::slice).toList());
    }
}
