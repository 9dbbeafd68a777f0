package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.github.javaparser.StaticJavaParser;
import com.github.javaparser.ast.expr.Expression;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a name means, in Java's order: the enclosing types and the member types they have or inherit,
 * the file's own types, single-type imports, the package, on-demand imports; and which type a static
 * import brings a member from. Every file here is small enough to read the answer off by hand.
 */
class TypeResolverTest {

    private final HandWrittenSources sources = new HandWrittenSources()
            .with("p/Tool.java", """
                    package p;

                    import q.Shadow;
                    import q.Holder;
                    import r.*;

                    class Tool extends Base implements Shape {
                        static class Part extends Sibling {}
                        static class Sibling {}
                    }

                    class Extra {}
                    """)
            .with("p/Base.java", """
                    package p;

                    class Base {
                        static class Node {}
                    }
                    """)
            .with("p/Shape.java", "package p;\n\ninterface Shape {}\n")
            .with("p/Shadow.java", "package p;\n\nclass Shadow {}\n")
            .with("p/Near.java", "package p;\n\nclass Near {}\n")
            .with("q/Shadow.java", "package q;\n\npublic class Shadow {}\n")
            .with("q/Holder.java", "package q;\n\npublic class Holder {\n    public static class Item {}\n}\n")
            .with("r/Far.java", "package r;\n\npublic class Far {}\n")
            .with("r/Near.java", "package r;\n\npublic class Near {}\n")
            .with("s/Mixed.java", """
                    package s;

                    import static q.Holder.Item;
                    import static s.Consts.*;
                    import static s.Consts.WIDTH;
                    import static java.lang.Math.max;

                    abstract class Mixed extends java.util.AbstractList<Long> implements p.Shape, Runnable {
                        record Pair(int a) implements Runnable, Comparable<Pair> {}
                        enum Way implements Runnable { NORTH }
                    }
                    """)
            .with("s/Consts.java", """
                    package s;

                    class Consts {
                        static final int SIZE = 8, WIDTH = 2;
                        static int twice(int x) { return 2 * x; }
                        static class Entry {}
                    }
                    """)
            .with("s/Loop.java", """
                    package s;

                    class Loop extends Back {}

                    class Back extends Loop {}
                    """);

    private final TypeResolver resolver = new TypeResolver(sources.library());
    private final SourceType tool = sources.type("p.Tool");
    private final SourceType part = sources.type("p.Tool.Part");

    @Test
    void theResolverReadsTheLibraryItIsGiven() {
        assertSame(sources.library(), resolver.library());
    }

    @Test
    void anEnclosingTypeAndTheMemberTypesInScopeComeFirst() {
        assertSame(tool, resolver.typeNamed("Tool", part), "the enclosing type's own name");
        assertSame(tool, resolver.memberTypeInScope("Tool", part));
        assertSame(part, resolver.typeNamed("Part", part), "the type's own name");
        assertSame(sources.type("p.Tool.Sibling"), resolver.typeNamed("Sibling", part), "a member of the outer type");
        assertSame(sources.type("p.Base.Node"), resolver.typeNamed("Node", part), "inherited by the outer type");
        assertSame(sources.type("p.Base.Node"), resolver.memberTypeInScope("Node", tool));
        assertNull(resolver.memberTypeInScope("Extra", tool), "a top-level type is not in scope by nesting");
    }

    @Test
    void thenTheFileTheImportsThePackageAndTheOnDemandImports() {
        SourceType extra = sources.unit("p/Tool.java").topLevelTypes().get(1);
        assertEquals("p.Extra", extra.name());
        assertSame(extra, resolver.typeNamed("Extra", tool), "the file's second type, which no path finds");
        assertSame(sources.type("q.Shadow"), resolver.typeNamed("Shadow", tool), "an import hides the package's");
        assertSame(sources.type("p.Near"), resolver.typeNamed("Near", tool), "the package hides an on-demand import");
        assertSame(sources.type("r.Far"), resolver.typeNamed("Far", tool), "an on-demand import");
        assertNull(resolver.typeNamed("Item", tool), "importing Holder does not import its member types");
        assertNull(resolver.typeNamed("String", tool), "a JDK type");
        assertNull(resolver.typeNamed("Shape", null), "no context, no scope");
    }

    @Test
    void aTypeNameInAnExpressionMayBeQualified() {
        assertSame(sources.type("q.Holder"), resolver.typeOf(expression("Holder"), tool));
        assertSame(sources.type("q.Holder.Item"), resolver.typeOf(expression("Holder.Item"), tool));
        assertSame(sources.type("q.Holder.Item"), resolver.typeOf(expression("q.Holder.Item"), tool));
        assertSame(sources.type("r.Far"), resolver.typeOf(expression("r.Far"), tool));
        assertNull(resolver.typeOf(expression("Holder.SIZE"), tool), "a member that is no type");
        assertNull(resolver.typeOf(expression("make().Item"), tool), "a value's member");
        assertNull(resolver.typeOf(expression("3"), tool));
    }

    @Test
    void aWrittenTypeMayBeQualified() {
        assertSame(sources.type("q.Holder.Item"), resolver.typeOf(StaticJavaParser.parseType("Holder.Item"), tool));
        assertSame(sources.type("q.Holder.Item"), resolver.typeOf(StaticJavaParser.parseType("q.Holder.Item"), tool));
        assertSame(sources.type("p.Shape"), resolver.typeOf(StaticJavaParser.parseType("Shape"), tool));
        assertNull(resolver.typeOf(StaticJavaParser.parseType("int"), tool), "a primitive");
        assertNull(resolver.typeOf(StaticJavaParser.parseType("Shape[]"), tool), "an array is not a class type");
        assertNull(resolver.typeOf(StaticJavaParser.parseType("java.util.List"), tool));
    }

    @Test
    void dottedSpellsAChainOfPlainNamesOnly() {
        assertEquals("a.b.c", TypeResolver.dotted(expression("a.b.c")));
        assertEquals("a", TypeResolver.dotted(expression("a")));
        assertNull(TypeResolver.dotted(expression("a().b")));
        assertNull(TypeResolver.dotted(expression("this.b")));
    }

    @Test
    void theHierarchyIsTheTypeThenItsProjectSupertypesNearestFirst() {
        assertEquals(List.of("p.Tool", "p.Base", "p.Shape"), HandWrittenSources.names(resolver.hierarchy(tool)));
        assertEquals(List.of("p.Base", "p.Shape"), HandWrittenSources.names(resolver.supertypes(tool)));
        assertSame(sources.type("p.Base"), resolver.superclass(tool));
        // a member type's header is read in the scope around it: Sibling is the outer type's member
        assertEquals(List.of("p.Tool.Part", "p.Tool.Sibling"), HandWrittenSources.names(resolver.hierarchy(part)));
        assertNull(resolver.superclass(sources.type("p.Shape")), "an interface has no superclass");
    }

    @Test
    void aJdkSuperclassIsNoProjectSuperclassEvenBesideAProjectInterface() {
        SourceType mixed = sources.type("s.Mixed");
        assertEquals(List.of("p.Shape"), HandWrittenSources.names(resolver.supertypes(mixed)));
        assertNull(resolver.superclass(mixed));
        assertEquals(
                List.of("java.util.AbstractList<Long>", "p.Shape", "Runnable"),
                TypeResolver.declaredSupertypes(mixed).stream()
                        .map(Object::toString)
                        .toList());
    }

    @Test
    void recordsAndEnumsDeclareTheirInterfaces() {
        assertEquals(
                List.of("Runnable", "Comparable<Pair>"),
                TypeResolver.declaredSupertypes(sources.type("s.Mixed.Pair")).stream()
                        .map(Object::toString)
                        .toList());
        assertEquals(
                List.of("Runnable"),
                TypeResolver.declaredSupertypes(sources.type("s.Mixed.Way")).stream()
                        .map(Object::toString)
                        .toList());
        assertNull(resolver.superclass(sources.type("s.Mixed.Pair")));
    }

    @Test
    void aCycleInBrokenCodeEnds() {
        assertEquals(List.of("s.Loop", "s.Back"), HandWrittenSources.names(resolver.hierarchy(sources.type("s.Loop"))));
    }

    @Test
    void staticImportsNameTheProjectTypeTheMemberComesFrom() {
        SourceUnit mixed = sources.unit("s/Mixed.java");
        SourceType consts = sources.type("s.Consts");
        assertEquals(new TypeResolver.StaticImport(consts, "SIZE"), resolver.staticImport("SIZE", mixed));
        assertEquals(new TypeResolver.StaticImport(consts, "twice"), resolver.staticImport("twice", mixed));
        assertEquals(new TypeResolver.StaticImport(consts, "Entry"), resolver.staticImport("Entry", mixed));
        assertEquals(new TypeResolver.StaticImport(consts, "WIDTH"), resolver.staticImport("WIDTH", mixed));
        assertEquals(
                new TypeResolver.StaticImport(sources.type("q.Holder"), "Item"), resolver.staticImport("Item", mixed));
        assertNull(resolver.staticImport("max", mixed), "a JDK member");
        assertNull(resolver.staticImport("missing", mixed), "no import brings it");
        assertNull(resolver.staticImport("Shadow", sources.unit("p/Tool.java")), "a plain import is not static");
    }

    private static Expression expression(String text) {
        return StaticJavaParser.parseExpression(text);
    }
}
