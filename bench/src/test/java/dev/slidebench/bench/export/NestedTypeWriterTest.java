package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The text a top-level type becomes inside the exported class, for closures written out by hand: which
 * lines go with a removed member, what a header becomes, where {@code @Override} stays, what replaces
 * the registry's {@code super(...)}, and how Javadoc links and blank lines come out. Every expected text
 * is the source with those edits made by hand and one level of indentation added.
 */
class NestedTypeWriterTest {

    private static final String REGISTRY_SUPERCLASS = """
            package dev.slidebench.strategies;

            import p.Contract;

            public abstract class DeclaredStrategy implements Contract {
                protected DeclaredStrategy(String name) {}
            }
            """;

    private static final String CONTRACT = "package p;\n\npublic interface Contract {\n    String name();\n}\n";

    private static final String SHAPE = "package p;\n\ninterface Shape {\n    int area();\n}\n";

    @Test
    void unusedMembersGoWithTheirCommentsLinksBecomeCodeAndTheHeaderBecomesPrivateStatic() {
        HandWrittenSources sources =
                new HandWrittenSources().with("p/Shape.java", SHAPE).with("p/Tool.java", """
                        package p;

                        /** Looks things up; see {@link Helper#SIZE} and {@linkplain Other the other}. */
                        public final class Tool implements Shape {
                            static final int SIZE = 8;
                            static final int UNUSED = 9;
                            static final int AFTER = 10;

                            // --- registry ---

                            /** Dropped with its comment. */
                            public String name() {
                                return "tool";
                            }

                            /** Kept: {@link #SIZE}. */
                            @Override
                            public int area() {
                                return SIZE;
                            }
                        }
                        """);
        SourceType tool = sources.type("p.Tool");
        Closure closure = closure(List.of(tool), field(tool, "SIZE"), field(tool, "AFTER"), method(tool, "area"));
        assertEquals("""
                    /** Looks things up; see {@code Helper.SIZE} and {@code the other}. */
                    private static final class Tool {
                        static final int SIZE = 8;
                        static final int AFTER = 10;

                        /** Kept: {@code SIZE}. */
                        public int area() {
                            return SIZE;
                        }
                    }
                """, write(sources, closure, tool));
    }

    @Test
    void aTextBlockKeepsItsBlankLinesAsWritten() {
        HandWrittenSources sources = new HandWrittenSources().with("p/Texts.java", """
                        package p;

                        class Texts {
                            static final String BANNER = \"""
                                    hi
                                    \""";

                            static final int UNUSED = 1;

                            static final int KEPT = 2;
                        }
                        """);
        SourceType texts = sources.type("p.Texts");
        Closure closure = closure(List.of(texts), field(texts, "BANNER"), field(texts, "KEPT"));
        assertEquals("""
                    private static class Texts {
                        static final String BANNER = \"""
                                hi
                                \""";


                        static final int KEPT = 2;
                    }
                """, write(sources, closure, texts));
    }

    @Test
    void aMemberThatSharesItsLineGoesAloneAndAHeaderMayTouchItsBrace() {
        HandWrittenSources sources = new HandWrittenSources().with("p/Tight.java", """
                        package p;

                        final class Tight{
                            int kept; int gone;
                            int get() { return kept; }
                        }
                        """);
        SourceType tight = sources.type("p.Tight");
        Closure closure = closure(List.of(tight), field(tight, "kept"), method(tight, "get"));
        assertEquals("""
                    private static final class Tight {
                        int kept;\s
                        int get() { return kept; }
                    }
                """, write(sources, closure, tight));
    }

    @Test
    void aMemberTypeKeepsItsHeaderUnlessAnInterfaceOfItsIsDropped() {
        HandWrittenSources sources =
                new HandWrittenSources().with("p/Shape.java", SHAPE).with("p/Outer.java", """
                        package p;

                        public class Outer {
                            public static final class Kept {
                                int x;
                            }

                            static class Gone {}

                            /** Implements a dropped interface. */
                            protected static class Marked implements Shape, Comparable<Marked> {
                                public int compareTo(Marked other) { return 0; }
                            }
                        }
                        """);
        SourceType outer = sources.type("p.Outer");
        SourceType kept = sources.type("p.Outer.Kept");
        SourceType marked = sources.type("p.Outer.Marked");
        Closure closure = closure(List.of(outer, kept, marked), field(kept, "x"), method(marked, "compareTo"));
        assertEquals("""
                    private static class Outer {
                        public static final class Kept {
                            int x;
                        }

                        /** Implements a dropped interface. */
                        protected static class Marked implements Comparable<Marked> {
                            public int compareTo(Marked other) { return 0; }
                        }
                    }
                """, write(sources, closure, outer));
    }

    @Test
    void recordsAndEnumsKeepTheirJdkInterfacesAndAreStaticAlready() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Shape.java", SHAPE)
                .with("p/Pair.java", """
                        package p;

                        record Pair(int a, int b) implements Shape, Comparable<Pair> {
                            public int compareTo(Pair other) { return a - other.a; }
                        }
                        """)
                .with("p/Way.java", """
                        package p;

                        public enum Way implements Runnable {
                            NORTH;

                            public void run() {}
                        }
                        """)
                .with("p/Abstract.java", """
                        package p;

                        @Deprecated
                        public abstract class Abstract<T extends Comparable<T>> {
                            abstract T get();
                        }
                        """);
        SourceType pair = sources.type("p.Pair");
        SourceType way = sources.type("p.Way");
        SourceType generic = sources.type("p.Abstract");
        Closure closure = closure(
                List.of(pair, way, generic), method(pair, "compareTo"), method(way, "run"), method(generic, "get"));
        assertEquals("""
                    private record Pair(int a, int b) implements Comparable<Pair> {
                        public int compareTo(Pair other) { return a - other.a; }
                    }
                """, write(sources, closure, pair));
        assertEquals("""
                    private enum Way implements Runnable {
                        NORTH;

                        public void run() {}
                    }
                """, write(sources, closure, way));
        assertEquals("""
                    @Deprecated
                    private abstract static class Abstract<T extends Comparable<T>> {
                        abstract T get();
                    }
                """, write(sources, closure, generic));
    }

    @Test
    void overrideStaysWhereAKeptSupertypeStillDeclaresTheMethod() {
        HandWrittenSources sources = new HandWrittenSources()
                .with("p/Shape.java", SHAPE)
                .with("p/Base.java", "package p;\n\nabstract class Base implements Shape {}\n")
                .with("p/Sq.java", """
                        package p;

                        class Sq extends Base {
                            @Override
                            public int area() {
                                return 4;
                            }

                            @Override
                            public String toString() {
                                return "sq";
                            }
                        }
                        """);
        SourceType sq = sources.type("p.Sq");
        SourceType base = sources.type("p.Base");
        SourceType shape = sources.type("p.Shape");
        String written = """
                    private static class Sq extends Base {
                        @Override
                        public int area() {
                            return 4;
                        }

                        @Override
                        public String toString() {
                            return "sq";
                        }
                    }
                """;
        Closure all =
                closure(List.of(sq, base, shape), method(sq, "area"), method(sq, "toString"), method(shape, "area"));
        assertEquals(written, write(sources, all, sq));
        Closure withoutShapesArea = closure(List.of(sq, base, shape), method(sq, "area"), method(sq, "toString"));
        assertEquals(
                written.replaceFirst("        @Override\n", ""),
                write(sources, withoutShapesArea, sq),
                "Shape's area() is left out: nothing is overridden");
    }

    @Test
    void overrideOfADroppedProjectInterfaceGoesEvenBesideAJdkInterface() {
        HandWrittenSources sources =
                new HandWrittenSources().with("p/Shape.java", SHAPE).with("p/Tool.java", """
                        package p;

                        class Tool implements Shape, Runnable {
                            @Override
                            public int area() { return 1; }

                            @Override
                            public void run() {}
                        }
                        """);
        SourceType tool = sources.type("p.Tool");
        Closure closure = closure(List.of(tool), method(tool, "area"), method(tool, "run"));
        assertEquals("""
                    private static class Tool implements Runnable {
                        public int area() { return 1; }

                        @Override
                        public void run() {}
                    }
                """, write(sources, closure, tool));
    }

    @Test
    void aNoArgumentConstructorThatOnlyNamesTheStrategyBecomesNameWhereTheContractKeepsIt() {
        HandWrittenSources sources = registry().with("p/Mine.java", """
                package p;

                import dev.slidebench.strategies.DeclaredStrategy;

                /** Mine. */
                public final class Mine extends DeclaredStrategy {
                    /** Made by the registry. */
                    public Mine() {
                        super("Mine");
                    }

                    long attacks() {
                        return 0;
                    }
                }
                """);
        SourceType mine = sources.type("p.Mine");
        SourceType contract = sources.type("p.Contract");
        BodyDeclaration<?> constructor = mine.declaration().getConstructors().get(0);
        Closure named =
                closure(List.of(mine, contract), constructor, method(mine, "attacks"), method(contract, "name"));
        assertEquals("""
                    /** Mine. */
                    private static final class Mine implements Contract {
                        @Override
                        public String name() {
                            return "Mine";
                        }

                        long attacks() {
                            return 0;
                        }
                    }
                """, write(sources, named, mine));
        Closure unnamed = closure(List.of(mine), constructor, method(mine, "attacks"));
        assertEquals("""
                    /** Mine. */
                    private static final class Mine {

                        long attacks() {
                            return 0;
                        }
                    }
                """, write(sources, unnamed, mine));
    }

    @Test
    void aConstructorWithWorkLosesOnlyItsSuperCall() {
        HandWrittenSources sources = registry().with("p/Sized.java", """
                package p;

                import dev.slidebench.strategies.DeclaredStrategy;

                final class Sized extends DeclaredStrategy {
                    private final int size;

                    /** Sized by the caller. */
                    Sized(int size) {
                        super("Sized");
                        this.size = size;
                    }
                }
                """);
        SourceType sized = sources.type("p.Sized");
        SourceType contract = sources.type("p.Contract");
        BodyDeclaration<?> constructor = sized.declaration().getConstructors().get(0);
        Closure named = closure(List.of(sized, contract), field(sized, "size"), constructor, method(contract, "name"));
        assertEquals("""
                    private static final class Sized implements Contract {
                        private final int size;

                        @Override
                        public String name() {
                            return "Sized";
                        }

                        /** Sized by the caller. */
                        Sized(int size) {
                            this.size = size;
                        }
                    }
                """, write(sources, named, sized));
        Closure unnamed = closure(List.of(sized, contract), field(sized, "size"), constructor);
        assertEquals(
                """
                    private static final class Sized implements Contract {
                        private final int size;

                        /** Sized by the caller. */
                        Sized(int size) {
                            this.size = size;
                        }
                    }
                """,
                write(sources, unnamed, sized),
                "the contract is needed (its interface stays), but not its name()");
    }

    private static HandWrittenSources registry() {
        return new HandWrittenSources()
                .with("dev/slidebench/strategies/DeclaredStrategy.java", REGISTRY_SUPERCLASS)
                .with("p/Contract.java", CONTRACT);
    }

    private static String write(HandWrittenSources sources, Closure closure, SourceType type) {
        // the written text ends at the closing brace; the expected text blocks end with a line break
        return new NestedTypeWriter(closure, new TypeResolver(sources.library())).write(type) + "\n";
    }

    private static Closure closure(List<SourceType> types, BodyDeclaration<?>... members) {
        Set<Node> kept = Collections.newSetFromMap(new IdentityHashMap<>());
        kept.addAll(List.of(members));
        return new Closure(types, kept, List.of(), Map.of(), List.of());
    }

    private static BodyDeclaration<?> field(SourceType type, String name) {
        return type.fields(name).get(0);
    }

    private static BodyDeclaration<?> method(SourceType type, String name) {
        return type.methods(name, -1).get(0);
    }
}
