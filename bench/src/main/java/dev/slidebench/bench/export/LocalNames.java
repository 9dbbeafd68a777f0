package dev.slidebench.bench.export;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.TypePatternExpr;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Whether a name may be a local variable or parameter where it is used. It looks at the whole member
 * around the use rather than at Java's exact scopes, so it may say yes too often; it is asked only
 * where a yes keeps an import from being followed, never where it would drop code.
 */
final class LocalNames {

    /** The local names of each member asked about so far. */
    private final Map<Node, Set<String>> byMember = new IdentityHashMap<>();

    /** True when the member around {@code use} declares a parameter or local variable called {@code name}. */
    boolean declares(Node use, String name) {
        Node member = use;
        while (member != null && !(member instanceof BodyDeclaration<?>)) {
            member = member.getParentNode().orElse(null);
        }
        return member != null
                && byMember.computeIfAbsent(member, LocalNames::collect).contains(name);
    }

    private static Set<String> collect(Node member) {
        Set<String> names = new HashSet<>();
        member.walk(node -> {
            if (node instanceof Parameter parameter) {
                names.add(parameter.getNameAsString());
            } else if (node instanceof VariableDeclarator variable
                    && !(variable.getParentNode().orElse(null) == member && member instanceof FieldDeclaration)) {
                names.add(variable.getNameAsString());
            } else if (node instanceof TypePatternExpr pattern) {
                names.add(pattern.getNameAsString());
            }
        });
        return names;
    }
}
