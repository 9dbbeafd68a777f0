package dev.slidebench.bench.export;

import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.stmt.ReturnStmt;
import dev.slidebench.core.RayLoop;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyOrigin;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Writes a registered strategy as one Java source file that depends on the JDK alone: the strategy's
 * class and every project class it uses (found in the sources that ship in the jar, see {@link
 * SourceLibrary}), nested in one public final class with static {@code rookAttacks}, {@code
 * bishopAttacks} and {@code queenAttacks}, plus a self-check against the reference ray walk, which is
 * nested too. Nothing in here knows a particular strategy: a strategy added later is exported the same
 * way, and so is a plug-in whose jar ships its sources under {@code slidebench-sources/}.
 *
 * <p>What it refuses, and why: a strategy whose point is its incremental {@code AttackBoard} (the export
 * offers only the stateless lookups); generated code (its header says so: take the generator, not a
 * rewritten copy); code without shipped sources; code that loads classes by name or uses a library
 * other than the JDK.
 *
 * <p>A provider that hands its work to another class at run time is exported as that class: the Vector
 * API strategies load their lanes by name, so that they load on any JVM, and answer through them where
 * the JVM has the incubator module. The class exported is the one other shipped source type that
 * implements {@code SlidingAttacks} under the same {@code name()}.
 */
public final class Exporter {

    /** The contract every strategy implements; the export's static methods take its place. */
    private static final String CONTRACT = SlidingAttacks.class.getName();

    private final SourceLibrary library;
    private final TypeResolver resolver;

    /** An exporter for the strategies, and their sources, that {@code loader} sees. */
    public Exporter(ClassLoader loader) {
        this.library = new SourceLibrary(loader);
        this.resolver = new TypeResolver(library);
    }

    /** The default name of the exported class: the strategy's name and {@code Attacks}, e.g. {@code PextAttacks}. */
    public static String defaultClassName(String strategy) {
        return strategy + "Attacks";
    }

    /**
     * Why {@code strategy} cannot be exported, as far as its registry entry and its file's header tell,
     * or null. {@link #export} may still refuse after reading the code (a class loaded by name, a library).
     */
    public String refusal(SlidingAttacks strategy) {
        String name = strategy.name();
        if (strategy.isIncremental()) {
            return name + " keeps incremental state in its AttackBoard, updated on every move, and that is its"
                    + " point; an export offers only stateless (square, occupied) lookups";
        }
        String path = SourceLibrary.pathOf(strategy.getClass());
        Optional<String> text = library.read(path);
        if (text.isEmpty()) {
            return name + " has no source on the class path (" + SourceLibrary.ROOT + path + "); a plug-in jar"
                    + " that ships its sources there can be exported";
        }
        String generated = generatedMark(text.get());
        if (generated != null) {
            return name + " is generated code (\"" + generated + "\"): take its generator, not a rewritten copy";
        }
        return null;
    }

    /** The line of the file's opening comment that says the file is generated, or null. */
    private static String generatedMark(String text) {
        for (String line : text.split("\n")) {
            String stripped = line.strip();
            if (!(stripped.isEmpty()
                    || stripped.startsWith("//")
                    || stripped.startsWith("/*")
                    || stripped.startsWith("*"))) {
                return null; // the opening comment is over
            }
            if (stripped.toLowerCase(Locale.ROOT).contains("generated")) {
                return stripped.replaceFirst("^(//+|/?\\*+)\\s*", "").strip();
            }
        }
        return null;
    }

    /**
     * The exported class and its test.
     *
     * @param packageName the package, or empty for none
     * @param className the class's name; see {@link #defaultClassName}
     * @throws NotExportableException when the strategy's code cannot stand alone (the message says why)
     * @throws IllegalArgumentException when {@code packageName} or {@code className} is not a Java name, or
     *     the class's name is taken by a class inside the export
     */
    public Export export(SlidingAttacks strategy, String packageName, String className) throws NotExportableException {
        checkNames(packageName, className);
        String reason = refusal(strategy);
        if (reason != null) {
            throw new NotExportableException(reason);
        }
        SourceType provider = library.type(strategy.getClass().getCanonicalName());
        if (provider == null) {
            throw new IllegalStateException("the source of " + strategy.getClass() + " has no such class");
        }
        SourceType answering = delegateOf(strategy, provider);
        boolean ownQueen = declaresBeyondContract(answering, "queenAttacks");
        Closure closure = closure(answering, ownQueen);
        Imports imports = Imports.of(closure, library);
        List<String> problems = new ArrayList<>(closure.problems());
        problems.addAll(imports.problems());
        problems.addAll(nameClashes(closure, imports));
        if (!problems.isEmpty()) {
            throw new NotExportableException(strategy.name() + ": " + problems.get(0));
        }
        if (closure.types().stream().anyMatch(type -> type.simpleName().equals(className))) {
            throw new IllegalArgumentException(
                    "'" + className + "' is the name of a class inside the export; choose another");
        }
        NestedTypeWriter writer = new NestedTypeWriter(closure, resolver);
        Set<SourceType> topLevel = new LinkedHashSet<>();
        closure.types().forEach(type -> topLevel.add(type.topLevel()));
        ExportedSource.Parts parts = new ExportedSource.Parts(
                packageName,
                className,
                answering.nameInExport(),
                ownQueen,
                imports.lines(),
                topLevel.stream().map(writer::write).toList());
        return new Export(
                strategy.name(),
                packageName,
                className,
                ExportedSource.render(facts(strategy, answering, imports), parts),
                ExportedTest.render(packageName, className, strategy.name()),
                imports.modules());
    }

    /**
     * What the lookups of {@code answering} need, with the reference ray walk that the self-check uses
     * ({@code RayLoop}, itself shipped as source).
     */
    private Closure closure(SourceType answering, boolean ownQueen) {
        SourceType reference = library.type(RayLoop.class.getName());
        if (reference == null) {
            throw new IllegalStateException("the shipped sources lack " + RayLoop.class);
        }
        ClosureBuilder builder = new ClosureBuilder(resolver);
        builder.reachType(answering);
        builder.reachMethods(answering, "rookAttacks", 2);
        builder.reachMethods(answering, "bishopAttacks", 2);
        if (ownQueen) {
            builder.reachMethods(answering, "queenAttacks", 2);
        }
        builder.reachMethods(reference, "rookAttacks", 2);
        builder.reachMethods(reference, "bishopAttacks", 2);
        builder.reachMethods(reference, "ray", 4);
        builder.reachFields(reference, "INSTANCE");
        return builder.build();
    }

    /** What the file says about itself, from the registry's entry. */
    private static ExportedSource.Facts facts(SlidingAttacks strategy, SourceType answering, Imports imports) {
        return new ExportedSource.Facts(
                strategy.name(),
                strategy.family().label(),
                origin(strategy.origin()),
                strategy.needs(),
                tableBytes(strategy, answering),
                version(),
                imports.modules());
    }

    /**
     * The bytes of the answering class's tables: the strategy's own, or its delegate's when this JVM can
     * make one (the Vector API lanes need the incubator module), else -1.
     */
    private static long tableBytes(SlidingAttacks strategy, SourceType answering) {
        if (answering.name().equals(strategy.getClass().getCanonicalName())) {
            return strategy.tableBytes();
        }
        try {
            Class<?> type = Class.forName(
                    answering.binaryName(), true, strategy.getClass().getClassLoader());
            return ((SlidingAttacks) type.getDeclaredConstructor().newInstance()).tableBytes();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
            return -1;
        }
    }

    /** Who published the idea, when, where: as {@code StrategyOrigin.describe()}, in ASCII punctuation. */
    private static String origin(StrategyOrigin origin) {
        List<String> parts = new ArrayList<>();
        if (!origin.authors().isEmpty()) {
            parts.add(origin.authors() + (origin.year() > 0 ? " (" + origin.year() + ")" : ""));
        } else if (origin.year() > 0) {
            parts.add(String.valueOf(origin.year()));
        }
        if (!origin.reference().isEmpty()) {
            parts.add(origin.reference());
        }
        return String.join(", ", parts);
    }

    private static String version() {
        String version = Exporter.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }

    private static void checkNames(String packageName, String className) {
        if (!isPackageName(packageName)) {
            throw new IllegalArgumentException("'" + packageName + "' is not a Java package name");
        }
        if (!isClassName(className)) {
            throw new IllegalArgumentException("'" + className + "' is not a Java class name");
        }
    }

    /** True for a package name Java takes ({@code com.example.engine}), or empty for none. */
    public static boolean isPackageName(String packageName) {
        return packageName.isEmpty() || SourceVersion.isName(packageName, SourceVersion.RELEASE_17);
    }

    /** True for a class name Java takes: an identifier that is no keyword. */
    public static boolean isClassName(String className) {
        return SourceVersion.isIdentifier(className) && !SourceVersion.isKeyword(className, SourceVersion.RELEASE_17);
    }

    /** True when the strategy's own classes, not the contract's default, declare the method. */
    private boolean declaresBeyondContract(SourceType type, String method) {
        return resolver.hierarchy(type).stream()
                .anyMatch(
                        t -> !t.name().equals(CONTRACT) && !t.methods(method, 2).isEmpty());
    }

    /**
     * The other shipped type that answers under the provider's name (see the class comment), or the
     * provider itself.
     */
    private SourceType delegateOf(SlidingAttacks strategy, SourceType provider) throws NotExportableException {
        String literal = "\"" + strategy.name() + "\"";
        List<SourceType> found = new ArrayList<>();
        for (String path : SourceLibrary.pathsBeside(strategy.getClass())) {
            if (provider != null && path.equals(provider.unit().path())
                    || !library.read(path).orElse("").contains(literal)) {
                continue;
            }
            for (SourceType type : allTypes(library.file(path).orElseThrow().topLevelTypes())) {
                if (answersAs(type, strategy.name())) {
                    found.add(type);
                }
            }
        }
        if (found.size() > 1) {
            throw new NotExportableException(strategy.name() + ": several classes answer under its name (" + found
                    + "); the export cannot tell which one to take");
        }
        return found.isEmpty() ? provider : found.get(0);
    }

    private static List<SourceType> allTypes(List<SourceType> types) {
        List<SourceType> all = new ArrayList<>();
        for (SourceType type : types) {
            all.add(type);
            type.declaration().getMembers().stream()
                    .filter(member -> member.isTypeDeclaration())
                    .map(member -> type.nested(member.asTypeDeclaration().getNameAsString()))
                    .forEach(nested -> all.addAll(allTypes(List.of(nested))));
        }
        return all;
    }

    /** True for a class that implements the contract and whose {@code name()} returns {@code name}. */
    private boolean answersAs(SourceType type, String name) {
        boolean implementsContract =
                resolver.hierarchy(type).stream().anyMatch(t -> t.name().equals(CONTRACT));
        return implementsContract
                && type.methods("name", 0).stream()
                        .map(method -> ((MethodDeclaration) method).getBody().orElse(null))
                        .filter(body -> body != null && body.getStatements().size() == 1)
                        .map(body -> body.getStatement(0))
                        .anyMatch(statement -> statement instanceof ReturnStmt ret
                                && ret.getExpression().orElse(null) instanceof StringLiteralExpr literal
                                && literal.getValue().equals(name));
    }

    /** Two nested classes of one name, or an import that a nested class would hide. */
    private static List<String> nameClashes(Closure closure, Imports imports) {
        List<String> clashes = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (SourceType type : closure.types()) {
            if (type.outer() == null && !names.add(type.simpleName())) {
                clashes.add("two classes named " + type.simpleName() + " would meet in one file");
            }
        }
        for (String line : imports.lines()) {
            // An import line reads "import a.b.C;" or "import static a.b.C.m;": the message names what it imports.
            String imported = line.substring(line.lastIndexOf(' ') + 1, line.length() - 1);
            String simple = imported.substring(imported.lastIndexOf('.') + 1);
            if (names.contains(simple)) {
                clashes.add("the import of " + imported + " meets a class named " + simple);
            }
        }
        return clashes;
    }
}
