package dev.slidebench.bench.export;

import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a name in a shipped source means, as far as the export needs to know: which project type a type
 * name stands for (following Java's order: member types of the enclosing types and their supertypes,
 * the file's own types, single-type imports, the package, on-demand imports), and which project type a
 * static import brings a member from. Names that resolve to nothing here belong to the JDK, or are
 * variables.
 */
final class TypeResolver {

    /** The type a statically imported name comes from. */
    record StaticImport(SourceType owner, String member) {}

    private final SourceLibrary library;
    private final Map<SourceType, List<SourceType>> supertypes = new HashMap<>();
    private final Map<SourceType, List<SourceType>> hierarchies = new HashMap<>();

    TypeResolver(SourceLibrary library) {
        this.library = library;
    }

    SourceLibrary library() {
        return library;
    }

    /** The project type the simple name {@code name} means inside {@code context}, or null. */
    SourceType typeNamed(String name, SourceType context) {
        SourceType inScope = memberTypeInScope(name, context);
        return inScope != null || context == null ? inScope : unitLevel(name, context.unit());
    }

    /**
     * The type {@code name} means by the scopes around {@code context} alone (the enclosing types, their
     * member types and inherited member types), or null. A member type found otherwise came in by an
     * import, which the export drops, so its uses need the outer type's name in front.
     */
    SourceType memberTypeInScope(String name, SourceType context) {
        for (SourceType at = context; at != null; at = at.outer()) {
            if (at.simpleName().equals(name)) {
                return at;
            }
            for (SourceType type : hierarchy(at)) {
                SourceType member = type.nested(name);
                if (member != null) {
                    return member;
                }
            }
        }
        return null;
    }

    /** A name resolved by the file's own top-level types, its imports and its package only. */
    private SourceType unitLevel(String name, SourceUnit unit) {
        for (SourceType type : unit.topLevelTypes()) {
            if (type.simpleName().equals(name)) {
                return type;
            }
        }
        for (ImportDeclaration declaration : unit.tree().getImports()) {
            if (!declaration.isStatic()
                    && !declaration.isAsterisk()
                    && declaration.getName().getIdentifier().equals(name)) {
                return library.type(declaration.getNameAsString());
            }
        }
        String prefix = unit.packageName().isEmpty() ? "" : unit.packageName() + ".";
        SourceType sibling = library.type(prefix + name);
        if (sibling != null) {
            return sibling;
        }
        for (ImportDeclaration declaration : unit.tree().getImports()) {
            if (!declaration.isStatic() && declaration.isAsterisk()) {
                SourceType found = library.type(declaration.getNameAsString() + "." + name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * The project type an expression names when it is a type name ({@code Bitboards}, {@code
     * SubsetTables.MultiplyKey}, or a fully qualified one), else null.
     */
    SourceType typeOf(Expression expression, SourceType context) {
        if (expression instanceof NameExpr name) {
            return typeNamed(name.getNameAsString(), context);
        }
        if (expression instanceof FieldAccessExpr access) {
            SourceType scope = typeOf(access.getScope(), context);
            if (scope != null) {
                return scope.nested(access.getNameAsString());
            }
            String dotted = dotted(access);
            return dotted == null ? null : library.type(dotted);
        }
        return null;
    }

    /** The project type a written type means, or null (a JDK type, a primitive, a type variable). */
    SourceType typeOf(Type type, SourceType context) {
        if (!(type instanceof ClassOrInterfaceType written)) {
            return null;
        }
        if (written.getScope().isEmpty()) {
            return typeNamed(written.getNameAsString(), context);
        }
        SourceType scope = typeOf(written.getScope().get(), context);
        if (scope != null) {
            return scope.nested(written.getNameAsString());
        }
        return library.type(written.getNameWithScope());
    }

    /** {@code a.b.c} for a chain of plain names, else null. */
    static String dotted(Expression expression) {
        if (expression instanceof NameExpr name) {
            return name.getNameAsString();
        }
        if (expression instanceof FieldAccessExpr access) {
            String scope = dotted(access.getScope());
            return scope == null ? null : scope + "." + access.getNameAsString();
        }
        return null;
    }

    /** The type and all its project supertypes, nearest first. */
    List<SourceType> hierarchy(SourceType type) {
        List<SourceType> known = hierarchies.get(type);
        if (known == null) {
            // Not computeIfAbsent: resolving the supertypes asks for other hierarchies on the way.
            Set<SourceType> all = new LinkedHashSet<>();
            collect(type, all);
            known = List.copyOf(all);
            hierarchies.put(type, known);
        }
        return known;
    }

    private void collect(SourceType type, Set<SourceType> into) {
        if (into.add(type)) {
            for (SourceType parent : supertypes(type)) {
                collect(parent, into);
            }
        }
    }

    /**
     * The direct supertypes ({@code extends} and {@code implements}) that are project types. A type's
     * header is resolved in the scope around the type, as Java does.
     */
    List<SourceType> supertypes(SourceType type) {
        List<SourceType> known = supertypes.get(type);
        if (known != null) {
            return known;
        }
        supertypes.put(type, List.of()); // a cycle in broken code ends here
        List<SourceType> found = new ArrayList<>();
        for (ClassOrInterfaceType written : declaredSupertypes(type)) {
            SourceType parent = type.outer() != null
                    ? typeOf(written, type.outer())
                    : written.getScope().isEmpty()
                            ? unitLevel(written.getNameAsString(), type.unit())
                            : library.type(written.getNameWithScope());
            if (parent != null) {
                found.add(parent);
            }
        }
        supertypes.put(type, List.copyOf(found));
        return supertypes.get(type);
    }

    /** The project class a class extends, or null (an interface, enum or record, or a JDK superclass). */
    SourceType superclass(SourceType type) {
        if (type.declaration() instanceof ClassOrInterfaceDeclaration declaration
                && !declaration.isInterface()
                && declaration.getExtendedTypes().isNonEmpty()) {
            return supertypes(type).stream()
                    .filter(parent -> parent.declaration() instanceof ClassOrInterfaceDeclaration c && !c.isInterface())
                    .findFirst()
                    .orElse(null);
        }
        return null;
    }

    /** The types written after {@code extends} and {@code implements}. */
    static List<ClassOrInterfaceType> declaredSupertypes(SourceType type) {
        List<ClassOrInterfaceType> written = new ArrayList<>();
        if (type.declaration() instanceof ClassOrInterfaceDeclaration declaration) {
            written.addAll(declaration.getExtendedTypes());
            written.addAll(declaration.getImplementedTypes());
        } else if (type.declaration() instanceof EnumDeclaration declaration) {
            written.addAll(declaration.getImplementedTypes());
        } else if (type.declaration() instanceof RecordDeclaration declaration) {
            written.addAll(declaration.getImplementedTypes());
        }
        return written;
    }

    /** The project type that a static import of {@code unit} brings {@code name} from, or null. */
    StaticImport staticImport(String name, SourceUnit unit) {
        for (ImportDeclaration declaration : unit.tree().getImports()) {
            if (!declaration.isStatic()) {
                continue;
            }
            if (declaration.isAsterisk()) {
                SourceType owner = library.type(declaration.getNameAsString());
                if (owner != null && owner.declares(name)) {
                    return new StaticImport(owner, name);
                }
            } else if (declaration.getName().getIdentifier().equals(name)) {
                SourceType owner = declaration
                        .getName()
                        .getQualifier()
                        .map(q -> library.type(q.asString()))
                        .orElse(null);
                if (owner != null) {
                    return new StaticImport(owner, name);
                }
            }
        }
        return null;
    }
}
