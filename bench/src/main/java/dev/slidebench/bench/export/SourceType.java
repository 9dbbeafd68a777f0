package dev.slidebench.bench.export;

import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A named type of a {@link SourceUnit}: a top-level type or a member type, with its own members. */
final class SourceType {

    private final SourceUnit unit;
    private final TypeDeclaration<?> declaration;
    private final String name;
    private final SourceType outer;
    private final Map<String, SourceType> nested = new LinkedHashMap<>();

    SourceType(SourceUnit unit, TypeDeclaration<?> declaration, String name, SourceType outer) {
        this.unit = unit;
        this.declaration = declaration;
        this.name = name;
        this.outer = outer;
    }

    void addNested(SourceType type) {
        nested.put(type.simpleName(), type);
    }

    SourceUnit unit() {
        return unit;
    }

    TypeDeclaration<?> declaration() {
        return declaration;
    }

    /** The canonical name, e.g. {@code dev.slidebench.strategies.SubsetTables.MultiplyKey}. */
    String name() {
        return name;
    }

    /** The name {@code Class.forName} takes: member types after a {@code $}. */
    String binaryName() {
        return outer == null ? name : outer.binaryName() + "$" + simpleName();
    }

    String simpleName() {
        return declaration.getNameAsString();
    }

    /** The type this one is declared in, or null for a top-level type. */
    SourceType outer() {
        return outer;
    }

    SourceType topLevel() {
        return outer == null ? this : outer.topLevel();
    }

    /**
     * How code anywhere in the exported file names this type: every top-level type becomes a member of
     * the exported class, so its simple name, then the member types down to this one.
     */
    String nameInExport() {
        return outer == null ? simpleName() : outer.nameInExport() + "." + simpleName();
    }

    /** The member type called {@code simpleName}, or null. */
    SourceType nested(String simpleName) {
        return nested.get(simpleName);
    }

    /** The methods called {@code methodName} that take {@code arity} arguments (any number when -1). */
    List<CallableDeclaration<?>> methods(String methodName, int arity) {
        List<CallableDeclaration<?>> found = new ArrayList<>();
        for (BodyDeclaration<?> member : declaration.getMembers()) {
            if (member.isMethodDeclaration()) {
                var method = member.asMethodDeclaration();
                if (method.getNameAsString().equals(methodName) && accepts(method, arity)) {
                    found.add(method);
                }
            }
        }
        return found;
    }

    /** True when {@code method} can take {@code arity} arguments (any number when -1). */
    static boolean accepts(CallableDeclaration<?> method, int arity) {
        int parameters = method.getParameters().size();
        boolean varArgs = parameters > 0 && method.getParameter(parameters - 1).isVarArgs();
        return arity < 0 || parameters == arity || (varArgs && arity >= parameters - 1);
    }

    /** The field declarations that declare a variable called {@code fieldName}. */
    List<FieldDeclaration> fields(String fieldName) {
        List<FieldDeclaration> found = new ArrayList<>();
        for (BodyDeclaration<?> member : declaration.getMembers()) {
            if (member instanceof FieldDeclaration field
                    && field.getVariables().stream()
                            .anyMatch(v -> v.getNameAsString().equals(fieldName))) {
                found.add(field);
            }
        }
        return found;
    }

    /** True when this type declares a method, field or member type called {@code memberName}. */
    boolean declares(String memberName) {
        return !methods(memberName, -1).isEmpty() || !fields(memberName).isEmpty() || nested(memberName) != null;
    }

    @Override
    public String toString() {
        return name;
    }
}
