package dev.slidebench.bench.export;

import com.github.javaparser.ast.ImportDeclaration;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The imports of an export: the JDK imports its kept code uses (project imports go, since their types
 * are nested in the file now), the JDK modules outside the default set that those come from, and any
 * import that is neither the project's nor the JDK's, which makes the code unexportable.
 *
 * @param lines the import lines, static ones first, each sorted
 * @param modules incubator modules the imports need ({@code jdk.incubator.vector})
 * @param problems imports the export cannot satisfy
 */
record Imports(List<String> lines, List<String> modules, List<String> problems) {

    /** Packages of the JDK (the platform's modules); everything else must ship as source. */
    private static final List<String> JDK_PREFIXES = List.of("java.", "javax.", "jdk.");

    static Imports of(Closure closure, SourceLibrary library) {
        Set<String> staticLines = new TreeSet<>();
        Set<String> typeLines = new TreeSet<>();
        Set<String> modules = new LinkedHashSet<>();
        List<String> problems = new ArrayList<>();
        Map<String, String> bySimpleName = new HashMap<>();
        Set<SourceUnit> units = new LinkedHashSet<>();
        closure.types().forEach(type -> units.add(type.unit()));
        for (SourceUnit unit : units) {
            Set<String> used = closure.names().getOrDefault(unit, Set.of());
            for (ImportDeclaration declaration : unit.tree().getImports()) {
                String name = declaration.getNameAsString();
                String owner = declaration.isStatic() && !declaration.isAsterisk() ? qualifier(name) : name;
                boolean jdk = JDK_PREFIXES.stream().anyMatch(name::startsWith);
                boolean needed = declaration.isAsterisk()
                        || used.contains(declaration.getName().getIdentifier());
                if (library.type(owner) != null || !needed) {
                    continue; // a project type (nested now), or not used by the kept code
                }
                if (!jdk) {
                    if (!declaration.isAsterisk()) {
                        problems.add(
                                unit.path() + " uses " + name + ", which is neither the JDK's nor shipped as source");
                    }
                    continue;
                }
                String line = "import " + (declaration.isStatic() ? "static " : "") + name
                        + (declaration.isAsterisk() ? ".*" : "") + ";";
                (declaration.isStatic() ? staticLines : typeLines).add(line);
                String simple = declaration.getName().getIdentifier();
                String earlier = bySimpleName.putIfAbsent(simple, name);
                if (!declaration.isAsterisk() && earlier != null && !earlier.equals(name)) {
                    problems.add("two imports share the name " + simple + ": " + earlier + " and " + name);
                }
                String module = moduleOf(owner);
                if (module != null && module.startsWith("jdk.incubator.")) {
                    modules.add(module);
                }
            }
        }
        List<String> lines = new ArrayList<>(staticLines);
        lines.addAll(typeLines);
        return new Imports(lines, List.copyOf(modules), problems);
    }

    private static String qualifier(String name) {
        return name.substring(0, name.lastIndexOf('.'));
    }

    /** The system module whose packages hold the type or package {@code name}, or null. */
    private static String moduleOf(String name) {
        for (String candidate = name; candidate.contains("."); candidate = qualifier(candidate)) {
            String module = SystemPackages.MODULES.get(candidate);
            if (module != null) {
                return module;
            }
        }
        return null;
    }

    /** The JDK's packages and their modules, read once (a lazy holder: most commands never need it). */
    private static final class SystemPackages {
        static final Map<String, String> MODULES = new HashMap<>();

        static {
            for (ModuleReference module : ModuleFinder.ofSystem().findAll()) {
                module.descriptor()
                        .packages()
                        .forEach(p -> MODULES.put(p, module.descriptor().name()));
            }
        }
    }
}
