package dev.slidebench.bench.export;

import java.util.List;

/**
 * An exported strategy: the source of one class that depends on the JDK alone, and the JUnit test that
 * checks it.
 *
 * @param strategy the strategy's name in slidebench
 * @param packageName the package of both classes, or empty
 * @param className the exported class
 * @param source its source text
 * @param testSource the source text of {@code className + "Test"}
 * @param modules JDK modules it needs beyond the default set (then javac cannot use {@code --release})
 */
public record Export(
        String strategy, String packageName, String className, String source, String testSource, List<String> modules) {

    public Export {
        modules = List.copyOf(modules);
    }

    public String testClassName() {
        return ExportedTest.className(className);
    }

    /** The class's binary name, e.g. {@code com.example.PextAttacks}. */
    public String qualifiedName() {
        return packageName.isEmpty() ? className : packageName + "." + className;
    }

    public String testQualifiedName() {
        return packageName.isEmpty() ? testClassName() : packageName + "." + testClassName();
    }
}
