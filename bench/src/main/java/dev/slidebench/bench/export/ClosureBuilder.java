package dev.slidebench.bench.export;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.nodeTypes.NodeWithTypeParameters;
import com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds what a strategy's lookups need, from the lookups themselves and the class initialisation of
 * every type they touch: a worklist over members, in the manner of a tree shaker. Without a full
 * symbol solver it errs on the side of keeping: a method is matched by name and number of arguments,
 * and a call on an object keeps every method of that name and arity in every type needed (virtual
 * dispatch), so the kept code always compiles; what no path reaches ({@code name()}, {@code
 * tableBytes()}, the registry's metadata, the incremental boards) is left out.
 */
final class ClosureBuilder {

    /**
     * Superclasses that hold only what the registry reads of a strategy (its name, family, origin and needs,
     * passed up by the constructor's {@code super(...)}): an export leaves them out, with that call.
     */
    private static final Set<String> REGISTRY_ONLY = Set.of("dev.slidebench.strategies.DeclaredStrategy");

    /** Methods every class inherits from {@code Object} that the JDK may call without a call in our code. */
    private static final Set<String> OBJECT_METHODS = Set.of("toString", "equals", "hashCode", "clone", "finalize");

    private final TypeResolver resolver;
    private final Set<SourceType> types = new LinkedHashSet<>();
    private final Set<Node> members = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Deque<Node> work = new ArrayDeque<>();
    private final Map<String, Set<Integer>> demandedMethods = new HashMap<>();
    private final Set<String> demandedFields = new HashSet<>();
    private final Map<Node, SourceUnit> units = new IdentityHashMap<>();
    private final UseVisitor uses;

    ClosureBuilder(TypeResolver resolver) {
        this.resolver = resolver;
        this.uses = new UseVisitor(this, resolver);
    }

    /** Needs {@code type}: its superclass, its header, initialisers and constructors, and what is demanded of it. */
    void reachType(SourceType type) {
        if (type == null || registryOnly(type) || !types.add(type)) {
            return;
        }
        reachType(type.outer());
        // The superclass is needed for what it gives; an interface only where it is used (a variable's type,
        // a default method called): a strategy needs none of SlidingAttacks.
        reachType(resolver.superclass(type));
        units.put(type.unit().tree(), type.unit());
        TypeDeclaration<?> declaration = type.declaration();
        declaration.getAnnotations().forEach(work::add);
        if (declaration instanceof NodeWithTypeParameters<?> generic) {
            generic.getTypeParameters().forEach(work::add);
        }
        for (ClassOrInterfaceType written : TypeResolver.declaredSupertypes(type)) {
            // Named for the imports, not needed for itself (see above); its type arguments are needed.
            uses.use(type.unit(), written.getNameWithScope());
            written.getTypeArguments().ifPresent(arguments -> arguments.forEach(work::add));
        }
        if (declaration instanceof RecordDeclaration record) {
            record.getParameters().forEach(work::add);
        }
        if (declaration instanceof EnumDeclaration enumeration) {
            enumeration.getEntries().forEach(work::add);
        }
        for (BodyDeclaration<?> member : declaration.getMembers()) {
            if (member.isInitializerDeclaration()
                    || member.isConstructorDeclaration()
                    || member.isCompactConstructorDeclaration()
                    || member.isAnnotationMemberDeclaration()
                    || (member instanceof MethodDeclaration method && (demanded(method) || overridesJdk(type, method)))
                    || (member instanceof FieldDeclaration field && demanded(field))) {
                reachMember(type, member);
            }
        }
    }

    /**
     * Needs the methods called {@code name} with {@code arity} arguments that {@code type} declares or
     * inherits: those of the nearest type in its hierarchy that declares any, as Java picks them.
     *
     * @return the methods found
     */
    List<CallableDeclaration<?>> reachMethods(SourceType type, String name, int arity) {
        if (type == null) {
            return List.of();
        }
        for (SourceType at : resolver.hierarchy(type)) {
            List<CallableDeclaration<?>> methods = at.methods(name, arity);
            if (!methods.isEmpty()) {
                methods.forEach(method -> reachMember(at, method));
                return methods;
            }
        }
        return List.of();
    }

    /** Needs the fields called {@code name} that {@code type} declares or inherits (the nearest ones). */
    boolean reachFields(SourceType type, String name) {
        if (type == null) {
            return false;
        }
        for (SourceType at : resolver.hierarchy(type)) {
            List<FieldDeclaration> fields = at.fields(name);
            if (!fields.isEmpty()) {
                fields.forEach(field -> reachMember(at, field));
                return true;
            }
        }
        return false;
    }

    /** Needs one member, and with it the type that declares it. */
    void reachMember(SourceType owner, BodyDeclaration<?> member) {
        if (registryOnly(owner)) {
            return;
        }
        reachType(owner);
        if (members.add(member)) {
            work.add(member);
        }
    }

    private boolean demanded(MethodDeclaration method) {
        Set<Integer> arities = demandedMethods.get(method.getNameAsString());
        return arities != null
                && !method.isStatic()
                && arities.stream().anyMatch(arity -> SourceType.accepts(method, arity));
    }

    private boolean demanded(FieldDeclaration field) {
        return field.getVariables().stream().anyMatch(v -> demandedFields.contains(v.getNameAsString()));
    }

    /**
     * True for a method the JDK may call with no call in our code: an {@code @Override} of a method no
     * project supertype declares, in a type with a JDK supertype (an {@code applyAsLong} of a
     * {@code LongBinaryOperator}), or of {@code Object}'s.
     */
    private boolean overridesJdk(SourceType type, MethodDeclaration method) {
        if (method.getAnnotationByName("Override").isEmpty()) {
            return false;
        }
        String name = method.getNameAsString();
        List<SourceType> hierarchy = resolver.hierarchy(type);
        boolean projectDeclares =
                hierarchy.stream().skip(1).anyMatch(t -> !t.methods(name, -1).isEmpty());
        boolean jdkSupertype = hierarchy.stream()
                .anyMatch(t -> TypeResolver.declaredSupertypes(t).size()
                        > resolver.supertypes(t).size());
        return !projectDeclares && (jdkSupertype || OBJECT_METHODS.contains(name));
    }

    /**
     * A call on an object, or one that subclasses may override: every needed type's methods of that
     * name and arity, now and in types needed later.
     */
    void demandMethod(String name, int arity) {
        if (demandedMethods.computeIfAbsent(name, n -> new HashSet<>()).add(arity)) {
            for (SourceType type : List.copyOf(types)) {
                type.methods(name, arity).stream()
                        .filter(method -> !method.isStatic())
                        .forEach(method -> reachMember(type, method));
            }
        }
    }

    void demandField(String name) {
        if (demandedFields.add(name)) {
            for (SourceType type : List.copyOf(types)) {
                type.fields(name).forEach(field -> reachMember(type, field));
            }
        }
    }

    static boolean registryOnly(SourceType type) {
        return type != null && REGISTRY_ONLY.contains(type.name());
    }

    /**
     * The {@code super(...)} of a constructor whose class extends a {@link #registryOnly} superclass: it
     * passes the registry's metadata only, and the export drops it; null for any other statement.
     */
    ExplicitConstructorInvocationStmt registrySuperCall(SourceType type, ExplicitConstructorInvocationStmt call) {
        return !call.isThis() && registryOnly(resolver.superclass(type)) ? call : null;
    }

    /** Drains the worklist and returns what was found. */
    Closure build() {
        while (!work.isEmpty()) {
            Node item = work.poll();
            SourceUnit unit = unitOf(item);
            item.walk(node -> {
                if (!inRegistrySuperCall(node, unit)) {
                    uses.visit(node, unit);
                }
            });
        }
        return new Closure(List.copyOf(types), members, uses.edits(), uses.names(), uses.problems());
    }

    /** Inside a {@link #registrySuperCall}: what it names is not needed. */
    private boolean inRegistrySuperCall(Node node, SourceUnit unit) {
        // the node itself or its nearest enclosing call (findAncestor's generic varargs would warn at compile time)
        for (Node at = node; at != null; at = at.getParentNode().orElse(null)) {
            if (at instanceof ExplicitConstructorInvocationStmt call) {
                return registrySuperCall(unit.enclosingType(call), call) != null;
            }
        }
        return false;
    }

    private SourceUnit unitOf(Node node) {
        SourceUnit unit = units.get(node.findCompilationUnit().orElse(null));
        if (unit == null) {
            throw new IllegalStateException("a node outside every needed file: " + node);
        }
        return unit;
    }
}
