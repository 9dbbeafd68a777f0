package dev.slidebench.bench.export;

import static dev.slidebench.bench.export.HandWrittenSources.kept;
import static dev.slidebench.bench.export.HandWrittenSources.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which types and members an export keeps, worked out by hand for small sources: what a type needs by
 * itself (outer type, superclass, header, initialisers, constructors), what a call on an object needs
 * (every override of that name and arity in every needed type), the methods the JDK calls without a
 * call in our code, and the registry's superclass, which is left out with what its {@code super(...)}
 * names.
 */
class ClosureBuilderTest {

    private static final String REGISTRY_SUPERCLASS = """
            package dev.slidebench.strategies;

            public abstract class DeclaredStrategy {
                protected DeclaredStrategy(String name) {}

                public String name() { return "?"; }
            }
            """;

    @Test
    void aMemberTypeNeedsItsOuterTypeButNotItsSiblings() {
        HandWrittenSources sources = new HandWrittenSources().with("p/Box.java", """
                        package p;

                        class Box {
                            static final int UNUSED = 1;

                            static int unused() { return 0; }

                            static class Inner {
                                static final int ZERO = 0;
                            }

                            static class Sibling {}
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachType(sources.type("p.Box.Inner"));
        Closure closure = builder.build();
        assertEquals(List.of("p.Box.Inner", "p.Box"), names(closure.types()));
        assertEquals(List.of(), kept(closure, sources.type("p.Box")), "no member of Box is used");
        assertEquals(List.of(), kept(closure, sources.type("p.Box.Inner")), "nor Inner's field");
        assertFalse(closure.contains(sources.type("p.Box.Sibling")));
    }

    @Test
    void aTypeNeedsItsInitialisersConstructorsAndSuperclassButNotItsInterfaces() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Table.java", """
                        package p;

                        class Table extends Base implements Shape {
                            static final long[] CELLS = new long[Sizes.CELLS];
                            static final int SPARE = 3;

                            static {
                                Filler.fill(CELLS);
                            }

                            Table() {}

                            Table(int spare) {}

                            public int area() { return 0; }

                            static int lookup(int index) { return (int) CELLS[index]; }
                        }
                        """)
                .with("p/Base.java", "package p;\n\nclass Base {\n    int unused() { return 1; }\n}\n")
                .with("p/Shape.java", "package p;\n\ninterface Shape {\n    int area();\n}\n")
                .with("p/Sizes.java", "package p;\n\nclass Sizes {\n    static final int CELLS = 64, ROWS = 8;\n}\n")
                .with("p/Filler.java", """
                        package p;

                        class Filler {
                            static void fill(long[] cells) {}

                            static void fill(long[] cells, long value) {}
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachType(sources.type("p.Table"));
        Closure closure = builder.build();
        assertEquals(List.of("p.Table", "p.Base", "p.Filler", "p.Sizes"), names(closure.types()));
        assertEquals(
                List.of("field CELLS", "initializer", "constructor/0", "constructor/1"),
                kept(closure, sources.type("p.Table")));
        assertEquals(List.of("method fill/1"), kept(closure, sources.type("p.Filler")));
        assertEquals(List.of("field CELLS,ROWS"), kept(closure, sources.type("p.Sizes")));
        assertEquals(List.of(), kept(closure, sources.type("p.Base")));
        assertEquals(List.of(), closure.problems());
    }

    @Test
    void theHeaderNeedsItsTypeParametersTypeArgumentsAndAnnotations() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Headers.java", """
                        package p;

                        class Headers {
                            @FunctionalInterface
                            interface Fn<T extends Bound> extends Comparable<Arg> {
                                long apply(long x);
                            }

                            record Pair(Part part, int count) {}

                            enum Way {
                                NORTH(Step.ONE);

                                Way(int step) {}
                            }
                        }
                        """)
                .with("p/Bound.java", "package p;\n\nclass Bound {}\n")
                .with("p/Arg.java", "package p;\n\nclass Arg {}\n")
                .with("p/Part.java", "package p;\n\nclass Part {}\n")
                .with("p/Step.java", "package p;\n\nclass Step {\n    static final int ONE = 1, TWO = 2;\n}\n");
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachType(sources.type("p.Headers.Fn"));
        builder.reachType(sources.type("p.Headers.Pair"));
        builder.reachType(sources.type("p.Headers.Way"));
        Closure closure = builder.build();
        assertEquals(
                Set.of(
                        "p.Headers.Fn",
                        "p.Headers",
                        "p.Headers.Pair",
                        "p.Headers.Way",
                        "p.Bound",
                        "p.Arg",
                        "p.Part",
                        "p.Step"),
                Set.copyOf(names(closure.types())));
        assertEquals(List.of("field ONE,TWO"), kept(closure, sources.type("p.Step")));
        assertEquals(
                Set.of("FunctionalInterface", "Bound", "Comparable", "Arg", "Part", "Step"),
                closure.names().get(sources.unit("p/Headers.java")));
    }

    @Test
    void aFieldReadOnAValueKeepsThatFieldInTypesNeededBeforeAndAfter() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Counter.java", "package p;\n\nclass Counter {\n    int count;\n    int other;\n}\n")
                .with("p/Tally.java", """
                        package p;

                        class Tally {
                            int total;
                            int spare;

                            static Tally make() { return new Tally(); }
                        }
                        """)
                .with("p/Reader.java", """
                        package p;

                        class Reader {
                            int read(Counter counter) {
                                return counter.count + Tally.make().total;
                            }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachType(sources.type("p.Counter"));
        builder.reachMethods(sources.type("p.Reader"), "read", 1);
        Closure closure = builder.build();
        assertEquals(List.of("field count"), kept(closure, sources.type("p.Counter")));
        assertEquals(List.of("field total", "method make/0"), kept(closure, sources.type("p.Tally")));
    }

    @Test
    void aCallOnAnObjectKeepsEveryInstanceMethodOfThatNameAndArityInEveryNeededType() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Shape.java", "package p;\n\ninterface Shape {\n    int area();\n\n    int perimeter();\n}\n")
                .with("p/Square.java", """
                        package p;

                        class Square implements Shape {
                            private final int side;

                            Square(int side) { this.side = side; }

                            public int area() { return side * side; }

                            int area(int scale) { return scale * area(); }

                            public int perimeter() { return 4 * side; }
                        }
                        """)
                .with("p/Circle.java", """
                        package p;

                        class Circle implements Shape {
                            public int area() { return 3; }

                            public int perimeter() { return 6; }
                        }
                        """)
                .with("p/Geometry.java", """
                        package p;

                        class Geometry {
                            static final int SIDE = 2;

                            static int area() { return 1; }
                        }
                        """)
                .with("p/User.java", """
                        package p;

                        class User {
                            static final Shape SHAPE = new Square(Geometry.SIDE);

                            static int area() { return 0; }

                            int use() { return SHAPE.area(); }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachMethods(sources.type("p.User"), "use", 0);
        Closure closure = builder.build();
        assertEquals(Set.of("p.User", "p.Shape", "p.Square", "p.Geometry"), Set.copyOf(names(closure.types())));
        assertEquals(
                List.of("field SHAPE", "method use/0"), kept(closure, sources.type("p.User")), "static area stays out");
        assertEquals(List.of("method area/0"), kept(closure, sources.type("p.Shape")));
        assertEquals(
                List.of("field side", "constructor/1", "method area/0"),
                kept(closure, sources.type("p.Square")),
                "the override; not area(int), not perimeter()");
        assertEquals(List.of("field SIDE"), kept(closure, sources.type("p.Geometry")), "static area stays out");
    }

    @Test
    void methodsTheJdkCallsAreKeptWithoutACall() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Sized.java", "package p;\n\ninterface Sized {\n    int size();\n}\n")
                .with("p/BaseOp.java", "package p;\n\nclass BaseOp {}\n")
                .with("p/Op.java", """
                        package p;

                        import java.util.function.LongBinaryOperator;

                        class Op extends BaseOp implements LongBinaryOperator, Sized {
                            @Override
                            public long applyAsLong(long left, long right) { return left | right; }

                            @Override
                            public int size() { return 1; }

                            @Override
                            public String toString() { return "op"; }

                            public int hashCode() { return 7; }

                            long helper() { return 0; }
                        }
                        """)
                .with("p/Solo.java", """
                        package p;

                        class Solo implements java.util.function.LongBinaryOperator {
                            @Override
                            public long applyAsLong(long left, long right) { return left & right; }
                        }
                        """)
                .with("p/Fn.java", "package p;\n\ninterface Fn extends java.util.function.LongUnaryOperator {}\n")
                .with("p/Impl.java", """
                        package p;

                        class Impl implements Fn {
                            @Override
                            public long applyAsLong(long operand) { return operand; }
                        }
                        """)
                .with("p/Plain.java", """
                        package p;

                        class Plain {
                            @Override
                            public boolean equals(Object other) { return other == this; }

                            public String describe() { return "plain"; }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        for (String type : List.of("p.Op", "p.Solo", "p.Impl", "p.Plain")) {
            builder.reachType(sources.type(type));
        }
        Closure closure = builder.build();
        assertEquals(
                List.of("method applyAsLong/2", "method toString/0"),
                kept(closure, sources.type("p.Op")),
                "size() answers a project interface no one calls; hashCode() says no @Override");
        assertEquals(List.of("method applyAsLong/2"), kept(closure, sources.type("p.Solo")));
        assertEquals(List.of("method applyAsLong/1"), kept(closure, sources.type("p.Impl")), "a JDK supertype above");
        assertEquals(List.of("method equals/1"), kept(closure, sources.type("p.Plain")));
        assertFalse(closure.contains(sources.type("p.Sized")), "an interface is needed only where it is used");
    }

    @Test
    void theRegistrySuperclassGoesWithWhatItsSuperCallNames() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("dev/slidebench/strategies/DeclaredStrategy.java", REGISTRY_SUPERCLASS)
                .with("p/Labels.java", "package p;\n\nclass Labels {\n    static final String NAME = \"Mine\";\n}\n")
                .with("p/Sizes.java", "package p;\n\nclass Sizes {\n    static final int DEFAULT = 8;\n}\n")
                .with("p/Mine.java", """
                        package p;

                        import dev.slidebench.strategies.DeclaredStrategy;

                        final class Mine extends DeclaredStrategy {
                            private final int size;

                            Mine() {
                                this(Sizes.DEFAULT);
                            }

                            Mine(int size) {
                                super(Labels.NAME);
                                this.size = size;
                            }
                        }
                        """)
                .with("p/Parent.java", "package p;\n\nclass Parent {\n    Parent(int size) {}\n}\n")
                .with("p/Child.java", """
                        package p;

                        class Child extends Parent {
                            Child() {
                                super(Other.SIZE);
                            }
                        }
                        """)
                .with("p/Other.java", "package p;\n\nclass Other {\n    static final int SIZE = 4;\n}\n");
        TypeResolver resolver = new TypeResolver(sources.library());
        ClosureBuilder builder = new ClosureBuilder(resolver);
        SourceType registry = sources.type("dev.slidebench.strategies.DeclaredStrategy");
        assertTrue(ClosureBuilder.registryOnly(registry));
        assertFalse(ClosureBuilder.registryOnly(sources.type("p.Parent")));
        assertFalse(ClosureBuilder.registryOnly(null));
        builder.reachType(sources.type("p.Mine"));
        builder.reachType(sources.type("p.Child"));
        builder.reachMember(registry, registry.methods("name", 0).get(0));
        Closure closure = builder.build();
        // reachType adds a type and its superclass at once; what members name is found when build() walks them
        assertEquals(List.of("p.Mine", "p.Child", "p.Parent", "p.Sizes", "p.Other"), names(closure.types()));
        assertEquals(
                List.of("field size", "constructor/0", "constructor/1"),
                kept(closure, sources.type("p.Mine")),
                "this.size = size needs the field");
        assertEquals(List.of("field DEFAULT"), kept(closure, sources.type("p.Sizes")));
        assertEquals(List.of("field SIZE"), kept(closure, sources.type("p.Other")));
        assertFalse(closure.contains(sources.type("p.Labels")));
        assertFalse(closure.contains(registry));
    }

    @Test
    void onlyASuperCallToTheRegistrySuperclassIsTheRegistrys() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("dev/slidebench/strategies/DeclaredStrategy.java", REGISTRY_SUPERCLASS)
                .with("p/Mine.java", """
                        package p;

                        class Mine extends dev.slidebench.strategies.DeclaredStrategy {
                            Mine() { this(1); }

                            Mine(int size) { super("Mine"); }
                        }
                        """)
                .with("p/Child.java", "package p;\n\nclass Child extends Mine {\n    Child() { super(2); }\n}\n");
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        SourceType mine = sources.type("p.Mine");
        List<ExplicitConstructorInvocationStmt> calls =
                mine.declaration().findAll(ExplicitConstructorInvocationStmt.class);
        assertNull(builder.registrySuperCall(mine, calls.get(0)), "this(1)");
        assertSame(calls.get(1), builder.registrySuperCall(mine, calls.get(1)), "super(\"Mine\")");
        SourceType child = sources.type("p.Child");
        ExplicitConstructorInvocationStmt childCall = child.declaration()
                .findFirst(ExplicitConstructorInvocationStmt.class)
                .orElseThrow();
        assertNull(builder.registrySuperCall(child, childCall), "super(2) calls a project constructor");
    }

    @Test
    void fieldsAndMethodsAreLookedUpTheHierarchyNearestFirst() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Base.java", """
                        package p;

                        class Base {
                            static final int SIZE = 1;

                            int size() { return SIZE; }

                            int size(int scale) { return scale; }
                        }
                        """)
                .with("p/Sub.java", "package p;\n\nclass Sub extends Base {\n    int size() { return 2; }\n}\n");
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        SourceType sub = sources.type("p.Sub");
        assertTrue(builder.reachFields(sub, "SIZE"), "inherited");
        assertFalse(builder.reachFields(sub, "missing"));
        assertFalse(builder.reachFields(null, "SIZE"), "no type, no field");
        assertEquals(List.of(), builder.reachMethods(null, "size", 0));
        assertEquals(List.of("size()"), signatures(builder.reachMethods(sub, "size", 0)), "Sub's hides Base's");
        assertEquals(List.of("size(int)"), signatures(builder.reachMethods(sub, "size", 1)));
        assertEquals(List.of(), builder.reachMethods(sub, "size", 2));
        Closure closure = builder.build();
        assertEquals(List.of("method size/0"), kept(closure, sub));
        assertEquals(List.of("field SIZE", "method size/1"), kept(closure, sources.type("p.Base")));
    }

    private static List<String> signatures(List<CallableDeclaration<?>> methods) {
        return methods.stream().map(method -> method.getSignature().asString()).toList();
    }
}
