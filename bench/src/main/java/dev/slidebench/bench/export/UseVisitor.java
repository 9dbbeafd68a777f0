package dev.slidebench.bench.export;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one name in needed code uses, for {@link ClosureBuilder}: a type name needs the type, a field
 * name the field of the innermost type that has it, a call the methods it can reach (and every
 * override, for a call on an object). On the way it notes the edits that names need once the types
 * are nested in one class (qualifiers for static imports and imported member types, simple names for
 * fully qualified ones), the simple names each file uses (for its imports), and code that loads
 * classes by name.
 */
final class UseVisitor {

    private final ClosureBuilder builder;
    private final TypeResolver resolver;
    private final LocalNames locals = new LocalNames();
    private final List<TextEdits.Edit> edits = new ArrayList<>();
    private final Map<SourceUnit, Set<String>> names = new LinkedHashMap<>();
    private final Set<String> problems = new LinkedHashSet<>();

    UseVisitor(ClosureBuilder builder, TypeResolver resolver) {
        this.builder = builder;
        this.resolver = resolver;
    }

    List<TextEdits.Edit> edits() {
        return List.copyOf(edits);
    }

    Map<SourceUnit, Set<String>> names() {
        return names;
    }

    List<String> problems() {
        return List.copyOf(problems);
    }

    /** Follows one node of a needed member or header. */
    void visit(Node node, SourceUnit unit) {
        SourceType context = unit.enclosingType(node);
        if (node instanceof ClassOrInterfaceType type) {
            visitType(type, unit, context);
        } else if (node instanceof NameExpr name) {
            visitName(name, unit, context);
        } else if (node instanceof FieldAccessExpr access) {
            visitFieldAccess(access, unit, context);
        } else if (node instanceof MethodCallExpr call) {
            visitCall(call, unit, context);
        } else if (node instanceof MethodReferenceExpr reference) {
            visitReference(reference, context);
        } else if (node instanceof AnnotationExpr annotation) {
            use(unit, annotation.getNameAsString());
            builder.reachType(resolver.typeNamed(annotation.getNameAsString(), context)); // a project annotation type
        }
    }

    /** Notes a simple name the kept code of {@code unit} uses (the first part of a dotted one), for the imports. */
    void use(SourceUnit unit, String dottedName) {
        int dot = dottedName.indexOf('.');
        names.computeIfAbsent(unit, u -> new HashSet<>()).add(dot < 0 ? dottedName : dottedName.substring(0, dot));
    }

    private void visitType(ClassOrInterfaceType written, SourceUnit unit, SourceType context) {
        use(unit, written.getNameWithScope());
        SourceType type = resolver.typeOf(written, context);
        if (type == null) {
            return;
        }
        builder.reachType(type);
        if (written.getScope().isEmpty()) {
            qualifyImportedMember(written.getNameAsString(), type, unit, unit.begin(written), context);
        } else if (resolver.typeOf(written.getScope().get(), context) == null) {
            // A fully qualified name: the package is gone once the type is nested.
            edits.add(new TextEdits.Edit(unit, unit.begin(written), unit.end(written.getName()), type.nameInExport()));
        }
    }

    private void visitName(NameExpr expression, SourceUnit unit, SourceType context) {
        String name = expression.getNameAsString();
        use(unit, name);
        if (reachVisibleFields(name, context)) {
            return;
        }
        if (locals.declares(expression, name)) {
            return;
        }
        TypeResolver.StaticImport imported = resolver.staticImport(name, unit);
        if (imported != null) {
            builder.reachFields(imported.owner(), name);
            qualify(unit, unit.begin(expression), imported.owner());
            return;
        }
        SourceType type = resolver.typeNamed(name, context);
        builder.reachType(type);
        qualifyImportedMember(name, type, unit, unit.begin(expression), context);
    }

    /**
     * A member type named alone because an import brought it in: the import goes, so its outer type's
     * name comes in front.
     */
    private void qualifyImportedMember(String name, SourceType type, SourceUnit unit, int at, SourceType context) {
        if (type != null && type.outer() != null && resolver.memberTypeInScope(name, context) == null) {
            qualify(unit, at, type.outer());
        }
    }

    /** Needs the field an unqualified name means: that of the innermost enclosing type that has one. */
    private boolean reachVisibleFields(String name, SourceType context) {
        for (SourceType at = context; at != null; at = at.outer()) {
            if (builder.reachFields(at, name)) {
                return true;
            }
        }
        return false;
    }

    private boolean fieldVisible(String name, SourceType context) {
        for (SourceType at = context; at != null; at = at.outer()) {
            for (SourceType type : resolver.hierarchy(at)) {
                if (!type.fields(name).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    private void visitFieldAccess(FieldAccessExpr access, SourceUnit unit, SourceType context) {
        String name = access.getNameAsString();
        Expression scope = access.getScope();
        if (scope instanceof ThisExpr) {
            builder.reachFields(context, name);
            return;
        }
        SourceType owner = scopeType(scope, unit, context);
        if (owner == null) {
            builder.demandField(name);
        } else if (!builder.reachFields(owner, name)) {
            builder.reachType(owner.nested(name));
        }
    }

    /** The type a call's or access's scope names, or null when the scope is a value. */
    private SourceType scopeType(Expression scope, SourceUnit unit, SourceType context) {
        if (scope instanceof NameExpr name
                && (fieldVisible(name.getNameAsString(), context) || locals.declares(name, name.getNameAsString()))) {
            return null;
        }
        SourceType type = resolver.typeOf(scope, context);
        if (type != null
                && scope instanceof FieldAccessExpr access
                && resolver.typeOf(access.getScope(), context) == null) {
            // a fully qualified type name as scope
            edits.add(new TextEdits.Edit(unit, unit.begin(scope), unit.end(scope), type.nameInExport()));
        }
        return type;
    }

    private void visitCall(MethodCallExpr call, SourceUnit unit, SourceType context) {
        String name = call.getNameAsString();
        int arity = call.getArguments().size();
        noteReflection(call, context);
        if (call.getScope().isEmpty()) {
            use(unit, name);
            visibleCall(call, unit, context, name, arity);
            return;
        }
        Expression scope = call.getScope().get();
        if (scope instanceof ThisExpr) {
            builder.reachMethods(context, name, arity);
            builder.demandMethod(name, arity);
        } else if (scope instanceof SuperExpr) {
            resolver.supertypes(context).forEach(parent -> builder.reachMethods(parent, name, arity));
        } else {
            SourceType owner = scopeType(scope, unit, context);
            if (owner != null) {
                builder.reachMethods(owner, name, arity);
            } else {
                builder.demandMethod(name, arity);
            }
        }
    }

    /** An unqualified call: a method of the enclosing types, else a statically imported one. */
    private void visibleCall(MethodCallExpr call, SourceUnit unit, SourceType context, String name, int arity) {
        for (SourceType at = context; at != null; at = at.outer()) {
            List<CallableDeclaration<?>> found = builder.reachMethods(at, name, arity);
            if (!found.isEmpty()) {
                if (found.stream().anyMatch(method -> !method.isStatic())) {
                    builder.demandMethod(name, arity); // overrides in subclasses answer too
                }
                return;
            }
        }
        TypeResolver.StaticImport imported = resolver.staticImport(name, unit);
        if (imported != null) {
            builder.reachMethods(imported.owner(), name, arity);
            qualify(unit, unit.begin(call), imported.owner());
        }
    }

    private void visitReference(MethodReferenceExpr reference, SourceType context) {
        String name = reference.getIdentifier();
        Expression scope = reference.getScope();
        if (scope instanceof TypeExpr typeExpr && namesVariable(typeExpr, reference, context)) {
            builder.demandMethod(name, -1); // a method of the variable's value: every override answers
            return;
        }
        SourceType owner = scope instanceof TypeExpr typeExpr
                ? resolver.typeOf(typeExpr.getType(), context)
                : scope instanceof ThisExpr || scope instanceof SuperExpr ? context : null;
        builder.reachType(owner);
        if (owner != null && !name.equals("new")) {
            builder.reachMethods(owner, name, -1);
        }
        if (!name.equals("new")) {
            builder.demandMethod(name, -1);
        }
    }

    /**
     * The parser reads the {@code SHAPE} of {@code SHAPE::area} as a type, but where a variable of that name
     * is in scope the variable is meant (JLS 6.5.2): the field it names is needed.
     */
    private boolean namesVariable(TypeExpr scope, MethodReferenceExpr reference, SourceType context) {
        if (!(scope.getType() instanceof ClassOrInterfaceType written)
                || written.getScope().isPresent()
                || written.getTypeArguments().isPresent()) {
            return false;
        }
        String variable = written.getNameAsString();
        // a local of that name hides the field: then no field is needed
        return locals.declares(reference, variable) || reachVisibleFields(variable, context);
    }

    /** Code that loads classes by name cannot be followed into the export: the class it names is not there. */
    private void noteReflection(MethodCallExpr call, SourceType context) {
        String name = call.getNameAsString();
        String scope = call.getScope().map(Expression::toString).orElse("");
        if ((name.equals("forName") && scope.equals("Class"))
                || name.equals("loadClass")
                || (name.equals("load") && scope.equals("ServiceLoader"))) {
            problems.add(context.simpleName() + " loads classes by name at run time (" + scope + "." + name
                    + "), which an export cannot follow");
        }
    }

    private void qualify(SourceUnit unit, int at, SourceType owner) {
        edits.add(new TextEdits.Edit(unit, at, at, owner.nameInExport() + "."));
    }
}
