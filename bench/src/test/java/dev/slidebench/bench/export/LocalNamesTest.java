package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.expr.NameExpr;
import org.junit.jupiter.api.Test;

/**
 * Whether a name may be a local where it is used: parameters, local variables, lambda parameters and
 * pattern variables anywhere in the member around the use count; the variables a field declares do not.
 */
class LocalNamesTest {

    private final SourceUnit unit =
            new HandWrittenSources().with("p/Uses.java", """
                    package p;

                    import java.util.function.IntUnaryOperator;

                    class Uses {
                        static final int SIZE = 8;
                        static final IntUnaryOperator TWICE = x -> { int doubled = 2 * x; return doubled + SIZE; };

                        int walk(int square, Object seen) {
                            int steps = square;
                            if (seen instanceof String text) {
                                return text.length() + steps + SIZE;
                            }
                            return steps;
                        }
                    }
                    """).unit("p/Uses.java");

    private final LocalNames locals = new LocalNames();

    @Test
    void parametersLocalsAndPatternVariablesOfTheMethodAreLocal() {
        Node use = nameIn("walk", "steps");
        assertTrue(locals.declares(use, "square"), "a parameter");
        assertTrue(locals.declares(use, "seen"), "a parameter");
        assertTrue(locals.declares(use, "steps"), "a local variable");
        assertTrue(locals.declares(use, "text"), "a pattern variable");
        assertFalse(locals.declares(use, "SIZE"), "a field");
        assertFalse(locals.declares(use, "doubled"), "a local of another member");
    }

    @Test
    void aFieldIsNotItsOwnLocalButItsLambdaParametersAre() {
        Node use = nameIn("TWICE", "SIZE");
        assertFalse(locals.declares(use, "TWICE"), "the field itself");
        assertTrue(locals.declares(use, "x"), "a lambda parameter");
        assertTrue(locals.declares(use, "doubled"), "a local of the lambda");
        assertFalse(locals.declares(use, "square"), "a parameter of another member");
    }

    @Test
    void aNameOutsideEveryMemberIsNeverLocal() {
        Node imported = unit.tree().getImports().get(0);
        assertFalse(locals.declares(imported, "square"));
        assertFalse(locals.declares(imported, "IntUnaryOperator"));
    }

    private static Node memberAround(Node use) {
        Node at = use;
        while (!(at instanceof BodyDeclaration<?>)) {
            at = at.getParentNode().orElseThrow();
        }
        return at;
    }

    /** The first use of {@code name} inside the member whose text holds {@code member}. */
    private NameExpr nameIn(String member, String name) {
        return unit.tree().findAll(NameExpr.class).stream()
                .filter(use -> use.getNameAsString().equals(name))
                .filter(use -> memberAround(use).toString().contains(member))
                .findFirst()
                .orElseThrow();
    }
}
