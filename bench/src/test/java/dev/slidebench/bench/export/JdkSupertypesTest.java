package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.javaparser.StaticJavaParser;
import org.junit.jupiter.api.Test;

/**
 * A JDK supertype, found as javac finds it from a source's imports, and what it declares: the answers are
 * the JDK's own classes, named here by hand.
 */
class JdkSupertypesTest {

    private static SourceUnit unit(String imports) {
        return new HandWrittenSources()
                .with("p/Tool.java", "package p;\n\n" + imports + "\nclass Tool {}\n")
                .unit("p/Tool.java");
    }

    @Test
    void aNameIsFoundThroughASingleImportAnOnDemandImportJavaLangOrAsWritten() {
        assertEquals(Runnable.class, JdkSupertypes.find("Runnable", unit("")));
        assertEquals(
                java.util.function.LongSupplier.class,
                JdkSupertypes.find("LongSupplier", unit("import java.util.function.LongSupplier;")));
        assertEquals(
                java.util.function.LongSupplier.class,
                JdkSupertypes.find("LongSupplier", unit("import java.util.function.*;")));
        assertEquals(
                java.util.function.IntSupplier.class, JdkSupertypes.find("java.util.function.IntSupplier", unit("")));
        // a nested type through its outer type's import
        assertEquals(java.util.Map.Entry.class, JdkSupertypes.find("Map.Entry", unit("import java.util.Map;")));
        // a single-type import shadows java.lang, as in javac: a library's Runnable is no JDK type
        assertNull(JdkSupertypes.find("Runnable", unit("import com.example.Runnable;")));
    }

    @Test
    void onlyTheJdkAnswersNotTheClassPath() {
        // This test's own class and a project class are on the class path, not in the platform loader.
        assertNull(JdkSupertypes.find("dev.slidebench.bench.export.JdkSupertypesTest", unit("")));
        assertNull(JdkSupertypes.find("Frobnicator", unit("import java.util.*;")));
        assertNull(JdkSupertypes.find("java.util.Frobnicator", unit("")));
    }

    @Test
    void whatAJdkTypeDeclaresCountsByNameAndParametersAndInheritedNonPrivateMethods() {
        var runnable = StaticJavaParser.parseClassOrInterfaceType("Runnable");
        assertTrue(JdkSupertypes.mayDeclare(runnable, unit(""), "run", 0));
        assertFalse(JdkSupertypes.mayDeclare(runnable, unit(""), "run", 1));
        assertFalse(JdkSupertypes.mayDeclare(runnable, unit(""), "area", 0));
        var list = StaticJavaParser.parseClassOrInterfaceType("AbstractList<Long>");
        SourceUnit util = unit("import java.util.AbstractList;");
        assertTrue(JdkSupertypes.mayDeclare(list, util, "get", 1), "public, abstract in AbstractList");
        assertTrue(JdkSupertypes.mayDeclare(list, util, "removeRange", 2), "protected in AbstractList");
        assertTrue(JdkSupertypes.mayDeclare(list, util, "finalize", 0), "protected in Object");
        assertFalse(JdkSupertypes.mayDeclare(list, util, "area", 0));
        // A type this JVM does not know (a library's): nothing can be said, so the annotation stays.
        var unknown = StaticJavaParser.parseClassOrInterfaceType("Shape3D");
        assertTrue(JdkSupertypes.mayDeclare(unknown, unit("import com.example.Shape3D;"), "area", 0));
    }
}
