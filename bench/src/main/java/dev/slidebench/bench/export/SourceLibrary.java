package dev.slidebench.bench.export;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The Java sources that ship in the jars under {@value #ROOT} (core's and strategies' builds put them
 * there; a plug-in jar that does the same can be exported too), read through a class loader and parsed
 * once each. A type is part of the project exactly when its source is here; everything else a source
 * names must be the JDK's.
 */
final class SourceLibrary {

    /** The resource folder of the sources, by package: {@code slidebench-sources/dev/slidebench/core/Square.java}. */
    static final String ROOT = "slidebench-sources/";

    private final ClassLoader loader;
    private final JavaParser parser =
            new JavaParser(new ParserConfiguration().setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17));
    private final Map<String, Optional<SourceUnit>> units = new HashMap<>();
    private final Map<String, Optional<String>> texts = new HashMap<>();

    SourceLibrary(ClassLoader loader) {
        this.loader = loader;
    }

    /** The parsed file at {@code path} under {@link #ROOT} (e.g. {@code dev/slidebench/core/Square.java}), or empty. */
    Optional<SourceUnit> file(String path) {
        Optional<SourceUnit> unit = units.get(path);
        if (unit == null) {
            unit = read(path).map(text -> new SourceUnit(path, text, parse(path, text)));
            units.put(path, unit);
        }
        return unit;
    }

    /** The source text of {@code path}, or empty when no jar on the class path ships it. */
    Optional<String> read(String path) {
        return texts.computeIfAbsent(path, this::load);
    }

    private Optional<String> load(String path) {
        try (InputStream in = loader.getResourceAsStream(ROOT + path)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + ROOT + path, e);
        }
    }

    private CompilationUnit parse(String path, String text) {
        ParseResult<CompilationUnit> result = parser.parse(text);
        if (!result.isSuccessful() || result.getResult().isEmpty()) {
            // The shipped sources compiled, so a parse failure is this parser's limit, not the user's input.
            throw new IllegalStateException(ROOT + path + " does not parse: " + result.getProblems());
        }
        return result.getResult().get();
    }

    /**
     * The project type a dotted name means ({@code dev.slidebench.core.Square}, or a member type such as
     * {@code dev.slidebench.strategies.SubsetTables.MultiplyKey}), or null when no shipped source declares it.
     */
    SourceType type(String dottedName) {
        String[] parts = dottedName.split("\\.");
        for (int top = parts.length; top > 0; top--) {
            String path = String.join("/", List.of(parts).subList(0, top)) + ".java";
            if (!Character.isUpperCase(parts[top - 1].charAt(0)) && top < parts.length) {
                continue; // a package segment cannot be a type; skip the lookup
            }
            Optional<SourceUnit> unit = file(path);
            if (unit.isPresent()) {
                return member(unit.get(), parts, top);
            }
        }
        return null;
    }

    private static SourceType member(SourceUnit unit, String[] parts, int top) {
        String topName = parts[top - 1];
        SourceType type = unit.topLevelTypes().stream()
                .filter(t -> t.simpleName().equals(topName))
                .findFirst()
                .orElse(null);
        for (int i = top; i < parts.length && type != null; i++) {
            type = type.nested(parts[i]);
        }
        return type;
    }

    /** The path under {@link #ROOT} of the file that declares the class {@code type} (a member type's outer file). */
    static String pathOf(Class<?> type) {
        Class<?> top = type;
        while (top.getEnclosingClass() != null) {
            top = top.getEnclosingClass();
        }
        return top.getName().replace('.', '/') + ".java";
    }

    /**
     * The paths of every source under {@link #ROOT} in the jar or directory that {@code anchor} was loaded
     * from: the sources that ship with it, to search for the class it hands its work to.
     */
    static List<String> pathsBeside(Class<?> anchor) {
        CodeSource source = anchor.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return List.of();
        }
        try {
            Path location = Path.of(source.getLocation().toURI());
            return Files.isDirectory(location) ? pathsInDirectory(location.resolve(ROOT)) : pathsInJar(location);
        } catch (URISyntaxException | IllegalArgumentException | IOException e) {
            return List.of(); // not a file the JDK can open: nothing to search
        }
    }

    private static List<String> pathsInDirectory(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted()
                    .toList();
        }
    }

    private static List<String> pathsInJar(Path jar) throws IOException {
        List<String> paths = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            Enumeration<JarEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                String entry = entries.nextElement().getName();
                if (entry.startsWith(ROOT) && entry.endsWith(".java")) {
                    paths.add(entry.substring(ROOT.length()));
                }
            }
        }
        paths.sort(null);
        return paths;
    }
}
