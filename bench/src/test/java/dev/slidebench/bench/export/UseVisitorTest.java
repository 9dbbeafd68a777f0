package dev.slidebench.bench.export;

import static dev.slidebench.bench.export.HandWrittenSources.edited;
import static dev.slidebench.bench.export.HandWrittenSources.kept;
import static dev.slidebench.bench.export.HandWrittenSources.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What one name in kept code uses, by Java's rules, and how it must be written once the types are
 * nested in one class: each case is a small file whose closure, kept members and edited text are
 * worked out by hand.
 */
class UseVisitorTest {

    @Test
    void aFieldNameMeansTheInnermostFieldAndHidesAStaticImport() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Outer.java", """
                        package p;

                        import static p.Consts.LIMIT;

                        class Outer {
                            static final int SIZE = 1;
                            static final int LIMIT = 9;

                            static class Inner {
                                static final int SIZE = 2;

                                int get() { return SIZE + LIMIT; }
                            }
                        }
                        """)
                .with("p/Consts.java", "package p;\n\nclass Consts {\n    static final int LIMIT = 64;\n}\n");
        Closure closure = closureOf(sources, "p.Outer.Inner", "get", 0);
        assertEquals(List.of("field SIZE", "method get/0"), kept(closure, sources.type("p.Outer.Inner")));
        assertEquals(List.of("field LIMIT"), kept(closure, sources.type("p.Outer")), "not Outer's SIZE");
        assertFalse(closure.contains(sources.type("p.Consts")), "the field hides the static import");
        assertEquals(sources.unit("p/Outer.java").text(), edited(closure, sources.unit("p/Outer.java")));
    }

    @Test
    void aStaticallyImportedNameIsQualifiedWithItsType() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/User.java", """
                        package p;

                        import static p.Consts.LIMIT;
                        import static q.Compass.walk;

                        class User {
                            long use(int square) { return walk(square, LIMIT); }
                        }
                        """)
                .with("p/Consts.java", "package p;\n\nclass Consts {\n    static final int LIMIT = 64, OTHER = 1;\n}\n")
                .with("q/Compass.java", """
                        package q;

                        public class Compass {
                            public static long walk(int square, int limit) { return square + limit; }

                            public static long walk(int square) { return square; }
                        }
                        """);
        Closure closure = closureOf(sources, "p.User", "use", 1);
        assertEquals(List.of("p.User", "q.Compass", "p.Consts"), names(closure.types()));
        assertEquals(List.of("method walk/2"), kept(closure, sources.type("q.Compass")));
        assertEquals(List.of("field LIMIT,OTHER"), kept(closure, sources.type("p.Consts")));
        assertEquals("""
                package p;

                import static p.Consts.LIMIT;
                import static q.Compass.walk;

                class User {
                    long use(int square) { return Compass.walk(square, Consts.LIMIT); }
                }
                """, edited(closure, sources.unit("p/User.java")));
        assertEquals(Set.of("walk", "square", "LIMIT"), closure.names().get(sources.unit("p/User.java")));
    }

    @Test
    void anImportedMemberTypeGetsItsOuterTypeAndAFullyQualifiedNameLosesItsPackage() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/User.java", """
                        package p;

                        import q.Compass.Direction;

                        class User {
                            Direction first() { return Direction.NORTH; }

                            q.Compass.Direction second() { return q.Compass.Direction.EAST; }

                            q.Compass compass() { return new q.Compass(); }

                            Compass.Direction third() { return Compass.Direction.SOUTH; }
                        }
                        """)
                .with("p/Compass.java", """
                        package p;

                        class Compass {
                            enum Direction { SOUTH }
                        }
                        """)
                .with("q/Compass.java", """
                        package q;

                        public class Compass {
                            public enum Direction { NORTH, EAST }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        for (String method : List.of("first", "second", "compass", "third")) {
            builder.reachMethods(sources.type("p.User"), method, 0);
        }
        Closure closure = builder.build();
        assertEquals(
                Set.of("p.User", "q.Compass", "q.Compass.Direction", "p.Compass", "p.Compass.Direction"),
                Set.copyOf(names(closure.types())));
        assertEquals("""
                package p;

                import q.Compass.Direction;

                class User {
                    Compass.Direction first() { return Compass.Direction.NORTH; }

                    Compass.Direction second() { return Compass.Direction.EAST; }

                    Compass compass() { return new Compass(); }

                    Compass.Direction third() { return Compass.Direction.SOUTH; }
                }
                """, edited(closure, sources.unit("p/User.java")));
    }

    @Test
    void aVariableObscuresATypeOfTheSameName() {
        // JLS 6.4.2: where a simple name could be a variable or a type, the variable is meant
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Shape.java", "package p;\n\ninterface Shape {\n    int area();\n}\n")
                .with(
                        "p/Round.java",
                        "package p;\n\nclass Round implements Shape {\n    public int area() { return 3; }\n}\n")
                .with("p/Circle.java", "package p;\n\nclass Circle {\n    static int area() { return 0; }\n}\n")
                .with("p/Holder.java", """
                        package p;

                        class Holder {
                            static final Shape Circle = new Round();

                            int field() { return Circle.area(); }

                            java.util.function.IntSupplier reference() { return Circle::area; }
                        }
                        """)
                .with("p/Local.java", """
                        package p;

                        class Local {
                            int parameter(Shape Circle) { return Circle.area(); }
                        }
                        """);
        Closure closure = closureOf(sources, "p.Holder", "field", 0);
        assertFalse(closure.contains(sources.type("p.Circle")), "the field, not the class");
        assertEquals(List.of("method area/0"), kept(closure, sources.type("p.Round")), "a call on an object");
        Closure reference = closureOf(sources, "p.Holder", "reference", 0);
        // the parser writes the scope of Circle::area as a type, which the export may keep; none of its methods
        assertEquals(List.of(), kept(reference, sources.type("p.Circle")), "a method reference on the field");
        assertEquals(List.of("field Circle", "method reference/0"), kept(reference, sources.type("p.Holder")));
        assertEquals(List.of("method area/0"), kept(reference, sources.type("p.Round")));
        Closure local = closureOf(sources, "p.Local", "parameter", 1);
        assertFalse(local.contains(sources.type("p.Circle")), "the parameter, not the class");
        assertEquals(Set.of("p.Local", "p.Shape"), Set.copyOf(names(local.types())));
        assertEquals(List.of("method area/0"), kept(local, sources.type("p.Shape")));
    }

    @Test
    void anUnqualifiedCallToAStaticMethodNeedsNoOverrides() {
        HandWrittenSources sources =
                new HandWrittenSources().with("p/Maths.java", """
                        package p;

                        class Maths {
                            static final Helper HELPER = new Helper();

                            static int twice(int x) { return 2 * x; }

                            int use() { return twice(HELPER.offset()); }
                        }
                        """).with("p/Helper.java", """
                        package p;

                        class Helper {
                            int offset() { return 1; }

                            int twice(int x) { return x + x; }
                        }
                        """);
        Closure closure = closureOf(sources, "p.Maths", "use", 0);
        assertEquals(List.of("field HELPER", "method twice/1", "method use/0"), kept(closure, sources.type("p.Maths")));
        assertEquals(List.of("method offset/0"), kept(closure, sources.type("p.Helper")), "not Helper's twice");
    }

    @Test
    void anUnqualifiedCallToAnInstanceMethodNeedsItsOverrides() {
        HandWrittenSources sources =
                new HandWrittenSources().with("p/Base.java", """
                        package p;

                        abstract class Base {
                            abstract int step();

                            int walk() { return step() + this.extra() + extra(1); }

                            int extra() { return 0; }

                            int extra(int more) { return more; }
                        }
                        """).with("p/Sub.java", """
                        package p;

                        class Sub extends Base {
                            int step() { return 1; }

                            int extra() { return super.walk(); }

                            int extra(int more) { return 2; }

                            int unused() { return 3; }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachType(sources.type("p.Sub"));
        builder.reachMethods(sources.type("p.Base"), "walk", 0);
        Closure closure = builder.build();
        assertEquals(
                List.of("method step/0", "method walk/0", "method extra/0", "method extra/1"),
                kept(closure, sources.type("p.Base")));
        assertEquals(
                List.of("method step/0", "method extra/0", "method extra/1"),
                kept(closure, sources.type("p.Sub")),
                "extra(int) is called on this without a qualifier: Sub's answers too");
    }

    @Test
    void aThisCallNeedsOverridesAndASuperCallTheParentsMethod() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Base.java", """
                        package p;

                        class Base {
                            int size() { return 1; }

                            int scale() { return 2; }
                        }
                        """)
                .with("p/Middle.java", """
                        package p;

                        class Middle extends Base {
                            int size() { return this.scale() + super.size(); }

                            int scale() { return 3; }
                        }
                        """)
                .with("p/Leaf.java", """
                        package p;

                        class Leaf extends Middle {
                            int scale() { return 4; }

                            int size() { return 5; }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachType(sources.type("p.Leaf"));
        builder.reachMember(
                sources.type("p.Middle"),
                sources.type("p.Middle").methods("size", 0).get(0));
        Closure closure = builder.build();
        assertEquals(List.of("method size/0", "method scale/0"), kept(closure, sources.type("p.Middle")));
        assertEquals(List.of("method scale/0"), kept(closure, sources.type("p.Leaf")), "this.scale() is virtual");
        assertEquals(List.of("method size/0", "method scale/0"), kept(closure, sources.type("p.Base")));
    }

    @Test
    void methodReferencesNeedWhatTheyName() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Refs.java", """
                        package p;

                        import java.util.function.IntSupplier;
                        import java.util.function.IntUnaryOperator;
                        import java.util.function.Supplier;

                        class Refs {
                            IntUnaryOperator utility() { return Util::twice; }

                            IntUnaryOperator nested() { return Util.Deep::thrice; }

                            IntSupplier virtual(Shape shape) { return shape::area; }

                            Supplier<Shape> round() { return () -> new Round(); }

                            Supplier<Shape> constructor() { return Made::new; }

                            IntSupplier own() { return this::seven; }

                            int seven() { return 7; }
                        }
                        """)
                .with("p/Shape.java", "package p;\n\ninterface Shape {\n    int area();\n}\n")
                .with(
                        "p/Round.java",
                        "package p;\n\nclass Round implements Shape {\n    public int area() { return 3; }\n}\n")
                .with("p/Made.java", """
                        package p;

                        class Made implements Shape {
                            Made() {}

                            public int area() { return 4; }

                            static int twice(int x) { return 0; }
                        }
                        """)
                .with("p/Util.java", """
                        package p;

                        class Util {
                            static int twice(int x) { return 2 * x; }

                            static int thrice(int x) { return 3 * x; }

                            static class Deep {
                                static int thrice(int x) { return 3 * x; }
                            }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        for (String method : List.of("utility", "nested", "virtual", "round", "constructor", "own")) {
            builder.reachMethods(sources.type("p.Refs"), method, method.equals("virtual") ? 1 : 0);
        }
        Closure closure = builder.build();
        assertEquals(
                Set.of("p.Refs", "p.Util", "p.Util.Deep", "p.Shape", "p.Round", "p.Made"),
                Set.copyOf(names(closure.types())));
        assertEquals(List.of("method thrice/1"), kept(closure, sources.type("p.Util.Deep")), "by a qualified type");
        assertEquals(List.of("method twice/1"), kept(closure, sources.type("p.Util")), "a static method by its type");
        assertEquals(List.of("method area/0"), kept(closure, sources.type("p.Round")), "shape::area is virtual");
        assertEquals(
                List.of("constructor/0", "method area/0"),
                kept(closure, sources.type("p.Made")),
                "a needed type's area() answers SHAPE::area; its static twice does not answer Util::twice");
        assertTrue(kept(closure, sources.type("p.Refs")).contains("method seven/0"), "this::seven");
    }

    @Test
    void aReferenceByTypeNeedsEveryOverrideAndOneOnThisOrSuperFindsInheritedMethods() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Shape.java", "package p;\n\ninterface Shape {\n    int area();\n}\n")
                .with(
                        "p/Round.java",
                        "package p;\n\nclass Round implements Shape {\n    public int area() { return 3; }\n}\n")
                .with("p/Named.java", """
                        package p;

                        interface Named {
                            default String describe() { return "named"; }
                        }
                        """)
                .with("p/Refs.java", """
                        package p;

                        import java.util.function.Supplier;
                        import java.util.function.ToIntFunction;

                        class Refs implements Named {
                            static final Shape ROUND = new Round();

                            ToIntFunction<Shape> unbound() { return Shape::area; }

                            Supplier<String> inherited() { return this::describe; }
                        }
                        """)
                .with("p/Base.java", "package p;\n\nclass Base implements Named {}\n")
                .with("p/Sub.java", """
                        package p;

                        import java.util.function.Supplier;

                        class Sub extends Base {
                            Supplier<String> viaSuper() { return super::describe; }
                        }
                        """);
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachFields(sources.type("p.Refs"), "ROUND");
        builder.reachMethods(sources.type("p.Refs"), "unbound", 0);
        builder.reachMethods(sources.type("p.Refs"), "inherited", 0);
        Closure closure = builder.build();
        assertEquals(List.of("method area/0"), kept(closure, sources.type("p.Shape")));
        assertEquals(List.of("method area/0"), kept(closure, sources.type("p.Round")), "any Shape's area() answers");
        assertEquals(
                List.of("method describe/0"), kept(closure, sources.type("p.Named")), "this::describe is inherited");
        Closure viaSuper = closureOf(sources, "p.Sub", "viaSuper", 0);
        assertEquals(Set.of("p.Sub", "p.Base", "p.Named"), Set.copyOf(names(viaSuper.types())));
        assertEquals(List.of("method describe/0"), kept(viaSuper, sources.type("p.Named")), "super::describe");
    }

    @Test
    void aTypeNamedOnlyForAMethodItDoesNotDeclareIsNeeded() {
        // values() of an enum is the compiler's, declared in no source: the type is needed by its name alone
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Way.java", "package p;\n\nenum Way {\n    NORTH, SOUTH\n}\n")
                .with("p/Compass.java", "package p;\n\nclass Compass {\n    enum Turn { LEFT }\n}\n")
                .with("p/User.java", """
                        package p;

                        class User {
                            int ways() { return Way.values().length; }

                            int turns() { return Compass.Turn.values().length; }
                        }
                        """);
        assertEquals(
                Set.of("p.User", "p.Way"),
                Set.copyOf(names(closureOf(sources, "p.User", "ways", 0).types())));
        assertEquals(
                Set.of("p.User", "p.Compass", "p.Compass.Turn"),
                Set.copyOf(names(closureOf(sources, "p.User", "turns", 0).types())));
    }

    @Test
    void aMethodReferenceOnAFieldNeedsTheField() {
        // JLS 6.5.2: in SHAPE::area the name is the field (a variable is meant before a type), whose value's area()
        // answers; the parser gives the scope as a type, so it must be looked up as a field first
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Refs.java", """
                        package p;

                        import java.util.function.IntSupplier;

                        class Refs {
                            static final Shape SHAPE = new Round();

                            IntSupplier virtual() { return SHAPE::area; }
                        }
                        """)
                .with("p/Shape.java", "package p;\n\ninterface Shape {\n    int area();\n}\n")
                .with(
                        "p/Round.java",
                        "package p;\n\nclass Round implements Shape {\n    public int area() { return 3; }\n}\n");
        Closure closure = closureOf(sources, "p.Refs", "virtual", 0);
        assertEquals(List.of("field SHAPE", "method virtual/0"), kept(closure, sources.type("p.Refs")));
        assertEquals(List.of("method area/0"), kept(closure, sources.type("p.Round")));
    }

    @Test
    void aMethodReferenceOnALocalThatHidesAFieldDoesNotNeedTheField() {
        // JLS 6.4.1: the local SHAPE hides the field of that name, so SHAPE::area names the local's value
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Refs.java", """
                        package p;

                        import java.util.function.IntSupplier;

                        class Refs {
                            static final Shape SHAPE = new Round();

                            IntSupplier local() {
                                Shape SHAPE = new Round();
                                return SHAPE::area;
                            }
                        }
                        """)
                .with("p/Shape.java", "package p;\n\ninterface Shape {\n    int area();\n}\n")
                .with(
                        "p/Round.java",
                        "package p;\n\nclass Round implements Shape {\n    public int area() { return 3; }\n}\n");
        Closure closure = closureOf(sources, "p.Refs", "local", 0);
        assertEquals(List.of("method local/0"), kept(closure, sources.type("p.Refs")));
        assertEquals(List.of("method area/0"), kept(closure, sources.type("p.Round")));
    }

    @Test
    void aProjectAnnotationTypeIsNeededWhereKeptCodeUsesIt() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Marker.java", "package p;\n\n@interface Marker {\n    int value();\n}\n")
                .with("p/Sizes.java", "package p;\n\nclass Sizes {\n    static final int N = 1;\n}\n")
                .with("p/User.java", """
                        package p;

                        class User {
                            @Marker(Sizes.N)
                            @Deprecated
                            int use() { return 1; }
                        }
                        """);
        Closure closure = closureOf(sources, "p.User", "use", 0);
        assertEquals(Set.of("p.User", "p.Marker", "p.Sizes"), Set.copyOf(names(closure.types())));
        assertEquals(List.of("annotation member value"), kept(closure, sources.type("p.Marker")));
    }

    @Test
    void codeThatLoadsClassesByNameIsAProblem() {
        HandWrittenSources sources =
                new HandWrittenSources().with("p/Loader.java", """
                        package p;

                        import java.util.ServiceLoader;

                        class Loader {
                            Object byName() throws Exception { return Class.forName("p.Other"); }

                            Object byLoader(ClassLoader loader) throws Exception { return loader.loadClass("p.Other"); }

                            Object byService() { return ServiceLoader.load(Runnable.class); }

                            Object harmless() { return Lookup.forName("x") + Lookup.load(); }
                        }
                        """).with("p/Lookup.java", """
                        package p;

                        class Lookup {
                            static String forName(String name) { return name; }

                            static String load() { return ""; }
                        }
                        """);
        Closure harmless = closureOf(sources, "p.Loader", "harmless", 0);
        assertEquals(List.of(), harmless.problems());
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        for (String method : List.of("byName", "byLoader", "byService")) {
            builder.reachMethods(sources.type("p.Loader"), method, method.equals("byLoader") ? 1 : 0);
        }
        assertEquals(
                List.of(
                        "Loader loads classes by name at run time (Class.forName), which an export cannot follow",
                        "Loader loads classes by name at run time (loader.loadClass), which an export cannot follow",
                        "Loader loads classes by name at run time (ServiceLoader.load), which an export cannot follow"),
                builder.build().problems());
    }

    @Test
    void theNamesAFileUsesIncludeAnnotationsAndUnqualifiedCalls() {
        HandWrittenSources sources = new HandWrittenSources().with("p/Noted.java", """
                        package p;

                        import static java.lang.Math.max;

                        class Noted {
                            @SuppressWarnings("unused")
                            int use(java.util.List<String> list) { return max(list.size(), 1); }
                        }
                        """);
        Closure closure = closureOf(sources, "p.Noted", "use", 1);
        assertEquals(
                Set.of("SuppressWarnings", "java", "String", "max", "list"),
                closure.names().get(sources.unit("p/Noted.java")));
    }

    private static Closure closureOf(HandWrittenSources sources, String type, String method, int arity) {
        ClosureBuilder builder = new ClosureBuilder(new TypeResolver(sources.library()));
        builder.reachMethods(sources.type(type), method, arity);
        return builder.build();
    }
}
