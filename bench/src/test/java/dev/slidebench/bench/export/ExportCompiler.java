package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles exported classes and their tests in this JVM with the JDK's javac, in one task (javac's
 * start-up is most of the cost), into a directory, and loads them. The exported classes see nothing
 * of slidebench: their class path is empty but for JUnit, for the tests.
 */
final class ExportCompiler {

    private ExportCompiler() {}

    /**
     * Compiles the exports (and their tests) with {@code options}; a compiler error or warning fails the
     * test with javac's own words.
     */
    static ClassLoader compile(List<Export> exports, List<String> options, Path classes) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the tests run on a JDK");
        List<JavaFileObject> sources = new ArrayList<>();
        for (Export export : exports) {
            sources.add(source(export.qualifiedName(), export.source()));
            sources.add(source(export.testQualifiedName(), export.testSource()));
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter output = new StringWriter();
        try (StandardJavaFileManager files =
                javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
            files.setLocation(StandardLocation.CLASS_PATH, junitOnly());
            List<String> all = new ArrayList<>(options);
            all.addAll(List.of("-Xlint:all", "-proc:none"));
            boolean compiled = javac.getTask(output, files, diagnostics, all, null, sources)
                    .call();
            // Every warning fails too, but the one javac always gives for an incubator module (no -Xlint
            // key turns it off, so -Werror cannot be used with it).
            List<String> complaints = diagnostics.getDiagnostics().stream()
                    .map(Object::toString)
                    .filter(text -> !text.contains("using incubating module(s)"))
                    .toList();
            assertTrue(
                    compiled && complaints.isEmpty(),
                    () -> "javac " + all + ":\n" + output + String.join("\n", complaints));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ExportCompiler.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The JUnit Jupiter API's jar and the jars of the annotations on its classes (javac warns when those
     * are missing), found from classes this test loaded; nothing of slidebench.
     */
    private static List<File> junitOnly() {
        List<File> path = new ArrayList<>();
        for (String name : List.of(
                "org.junit.jupiter.api.Test",
                "org.junit.platform.commons.annotation.Testable",
                "org.opentest4j.AssertionFailedError",
                "org.apiguardian.api.API",
                "org.jspecify.annotations.Nullable")) {
            try {
                Class<?> type = Class.forName(name, false, ExportCompiler.class.getClassLoader());
                path.add(new File(
                        type.getProtectionDomain().getCodeSource().getLocation().toURI()));
            } catch (ClassNotFoundException e) {
                continue; // not among JUnit's dependencies in this version
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        return path;
    }

    private static JavaFileObject source(String qualifiedName, String text) {
        URI uri = URI.create("string:///" + qualifiedName.replace('.', '/') + JavaFileObject.Kind.SOURCE.extension);
        return new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        };
    }
}
