package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.javaparser.ast.body.CallableDeclaration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The names a type goes by, and how it finds its own members (a call's arity against varargs included). */
class SourceTypeTest {

    private final HandWrittenSources sources = new HandWrittenSources().with("p/Outer.java", """
                    package p;

                    public class Outer {
                        static final int SIZE = 8, WIDTH = 2;
                        int count;

                        static int none() { return 0; }
                        static int one(int a) { return a; }
                        static int one(long a) { return 1; }
                        static int two(int a, int b) { return a + b; }
                        static int atLeastOne(int first, int... rest) { return first; }
                        static int any(int... all) { return all.length; }

                        public static class Middle {
                            public static final class Deep {}
                        }
                    }
                    """);

    private final SourceType outer = sources.type("p.Outer");
    private final SourceType middle = sources.type("p.Outer.Middle");
    private final SourceType deep = sources.type("p.Outer.Middle.Deep");

    @Test
    void aMemberTypeHasItsCanonicalBinaryAndExportedNames() {
        assertEquals("p.Outer.Middle.Deep", deep.name());
        assertEquals("p.Outer.Middle.Deep", deep.toString());
        assertEquals("p.Outer$Middle$Deep", deep.binaryName());
        assertEquals("Outer.Middle.Deep", deep.nameInExport());
        assertEquals("Deep", deep.simpleName());
        assertSame(middle, deep.outer());
        assertSame(outer, deep.topLevel());
        assertSame(deep, middle.nested("Deep"));
        assertNull(middle.nested("Outer"));
    }

    @Test
    void aTopLevelTypeGoesByItsOwnNames() {
        assertEquals("p.Outer", outer.binaryName());
        assertEquals("Outer", outer.nameInExport());
        assertNull(outer.outer());
        assertSame(outer, outer.topLevel());
    }

    @Test
    void methodsAreFoundByNameAndByTheNumberOfArgumentsTheyTake() {
        assertEquals(List.of("none()"), signatures(outer.methods("none", 0)));
        assertEquals(List.of(), signatures(outer.methods("none", 1)));
        assertEquals(List.of("one(int)", "one(long)"), signatures(outer.methods("one", 1)));
        assertEquals(List.of("one(int)", "one(long)"), signatures(outer.methods("one", -1)));
        assertEquals(List.of(), signatures(outer.methods("two", 1)));
        assertEquals(List.of("two(int, int)"), signatures(outer.methods("two", 2)));
    }

    @Test
    void aVarargsMethodTakesItsFixedParametersAndAnyNumberMore() {
        for (int arity : new int[] {1, 2, 5}) {
            assertEquals(1, outer.methods("atLeastOne", arity).size(), "atLeastOne with " + arity);
        }
        assertEquals(0, outer.methods("atLeastOne", 0).size(), "atLeastOne needs its first argument");
        for (int arity : new int[] {0, 1, 3}) {
            assertEquals(1, outer.methods("any", arity).size(), "any with " + arity);
        }
    }

    @Test
    void acceptsCountsParametersForAMethodWithoutAny() {
        CallableDeclaration<?> none = outer.methods("none", -1).get(0);
        assertTrue(SourceType.accepts(none, 0));
        assertFalse(SourceType.accepts(none, 1));
        assertTrue(SourceType.accepts(none, -1));
    }

    @Test
    void fieldsAreFoundByAnyVariableTheirDeclarationDeclares() {
        assertEquals(1, outer.fields("WIDTH").size());
        assertSame(outer.fields("SIZE").get(0), outer.fields("WIDTH").get(0));
        assertEquals(1, outer.fields("count").size());
        assertEquals(0, outer.fields("none").size(), "a method is not a field");
    }

    @Test
    void declaresAnswersForMethodsFieldsAndMemberTypes() {
        assertTrue(outer.declares("two"), "a method");
        assertTrue(outer.declares("WIDTH"), "a field");
        assertTrue(outer.declares("Middle"), "a member type");
        assertFalse(outer.declares("Deep"), "a member type of a member type");
        assertFalse(outer.declares("missing"));
    }

    private static List<String> signatures(List<CallableDeclaration<?>> methods) {
        return methods.stream().map(method -> method.getSignature().asString()).toList();
    }
}
