package dev.slidebench.bench.export;

import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * What a supertype outside the project declares, asked of this JVM: a header that keeps {@code Runnable}
 * keeps {@code @Override} on {@code run()}, not on a method whose project interface the export dropped.
 * The written name is resolved as javac would for a JDK type (a single-type import, an on-demand import,
 * {@code java.lang}, or the name as written), through the platform class loader only, so no class of the
 * project or of the class path answers.
 */
final class JdkSupertypes {

    private JdkSupertypes() {}

    /**
     * Whether the JDK type {@code written} (in {@code unit}) declares or inherits a non-private method of this
     * name and parameter count; true as well when it is no JDK type this JVM knows (a library's type: nothing
     * can be said, so {@code @Override} stays as written).
     */
    static boolean mayDeclare(ClassOrInterfaceType written, SourceUnit unit, String name, int parameters) {
        Class<?> type = find(written.getNameWithScope(), unit);
        if (type == null) {
            return true;
        }
        for (Method method : type.getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == parameters) {
                return true;
            }
        }
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method method : c.getDeclaredMethods()) {
                if (!Modifier.isPrivate(method.getModifiers())
                        && method.getName().equals(name)
                        && method.getParameterCount() == parameters) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The JDK class a name written in {@code unit} means, or null: a single-type import of its first part
     * decides alone (it shadows the rest, as in javac); else the on-demand imports, {@code java.lang}, and
     * the name as written (fully qualified). Package-private for its test.
     */
    static Class<?> find(String written, SourceUnit unit) {
        int dot = written.indexOf('.');
        String first = dot < 0 ? written : written.substring(0, dot);
        String rest = dot < 0 ? "" : written.substring(dot);
        List<String> candidates = new ArrayList<>();
        for (ImportDeclaration declaration : unit.tree().getImports()) {
            if (declaration.isStatic()) {
                continue;
            }
            if (declaration.isAsterisk()) {
                candidates.add(declaration.getNameAsString() + "." + written);
            } else if (declaration.getName().getIdentifier().equals(first)) {
                return load(declaration.getNameAsString() + rest);
            }
        }
        candidates.add("java.lang." + written);
        candidates.add(written);
        for (String candidate : candidates) {
            Class<?> found = load(candidate);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The class of a dotted name, a nested class's dots tried as {@code $} from the right; null when none. */
    private static Class<?> load(String dotted) {
        String name = dotted;
        while (true) {
            try {
                return Class.forName(name, false, ClassLoader.getPlatformClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                int last = name.lastIndexOf('.');
                if (last < 0) {
                    return null;
                }
                name = name.substring(0, last) + "$" + name.substring(last + 1);
            }
        }
    }
}
