package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.export.fixture.AwkwardRays;
import dev.slidebench.core.RayLoop;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which sources the library finds through a class loader, which type a dotted name means, and which
 * source paths ship beside a class, on small hand-made directories and jars.
 */
class SourceLibraryTest {

    /** A class to load from a hand-made jar or directory: where it came from is where its sources are. */
    static final class Anchor {}

    private static final String ANCHOR_CLASS = "dev/slidebench/bench/export/SourceLibraryTest$Anchor.class";

    private static void write(Path root, String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static SourceLibrary libraryOver(Path directory) throws IOException {
        return new SourceLibrary(new URLClassLoader(new URL[] {directory.toUri().toURL()}, null));
    }

    @Test
    void readGivesTheShippedTextAndEmptyForAFileThatIsNotShipped(@TempDir Path classes) throws IOException {
        write(classes, "slidebench-sources/p/A.java", "package p;\n\nclass A {}\n");
        write(classes, "p/B.java", "package p;\n\nclass B {}\n"); // beside the classes, not under the root
        SourceLibrary library = libraryOver(classes);
        assertEquals(Optional.of("package p;\n\nclass A {}\n"), library.read("p/A.java"));
        assertEquals(Optional.empty(), library.read("p/B.java"));
        assertEquals(Optional.empty(), library.file("p/B.java"));
        SourceUnit unit = library.file("p/A.java").orElseThrow();
        assertEquals("p/A.java", unit.path());
        assertSame(unit, library.file("p/A.java").orElseThrow(), "parsed once");
    }

    @Test
    void aDottedNameMeansATopLevelTypeOrAMemberTypeDownToAnyDepth(@TempDir Path classes) throws IOException {
        write(
                classes,
                "slidebench-sources/p/q/Outer.java",
                "package p.q;\n\npublic class Outer {\n    static class Inner {\n        enum Deep { A }\n    }\n}\n");
        SourceLibrary library = libraryOver(classes);
        assertEquals("p.q.Outer", library.type("p.q.Outer").name());
        assertEquals("p.q.Outer.Inner", library.type("p.q.Outer.Inner").name());
        assertEquals(
                "p.q.Outer.Inner.Deep", library.type("p.q.Outer.Inner.Deep").name());
        assertNull(library.type("p.q.Outer.Missing"));
        assertNull(library.type("p.q.Missing"));
        assertNull(library.type("java.util.List"), "the JDK's types are not the project's");
    }

    @Test
    void aTypeNamedInLowerCaseIsFoundWhenTheNameEndsWithIt(@TempDir Path classes) throws IOException {
        write(classes, "slidebench-sources/p/q/magic.java", "package p.q;\n\nclass magic {}\n");
        assertEquals("p.q.magic", libraryOver(classes).type("p.q.magic").name());
    }

    @Test
    void theTypeOfAFileIsTheOneNamedLikeItNotTheFirstItDeclares(@TempDir Path classes) throws IOException {
        write(
                classes,
                "slidebench-sources/p/Main.java",
                "package p;\n\nclass Helper {}\n\npublic class Main {\n    static class Helper {}\n}\n");
        SourceLibrary library = libraryOver(classes);
        SourceType main = library.type("p.Main");
        assertEquals("p.Main", main.name());
        assertEquals("p.Main.Helper", library.type("p.Main.Helper").name());
    }

    @Test
    void aShippedFileThatDoesNotParseIsTheParsersLimitAndSaysWhichFile(@TempDir Path classes) throws IOException {
        write(classes, "slidebench-sources/p/Bad.java", "package p;\n\nclass Bad {\n");
        SourceLibrary library = libraryOver(classes);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> library.file("p/Bad.java"));
        assertTrue(e.getMessage().startsWith("slidebench-sources/p/Bad.java does not parse: "), e.getMessage());
    }

    @Test
    void pathOfAMemberClassIsItsOutermostClassesFile() {
        assertEquals("dev/slidebench/core/RayLoop.java", SourceLibrary.pathOf(RayLoop.class));
        assertEquals("dev/slidebench/bench/export/SourceLibraryTest.java", SourceLibrary.pathOf(Anchor.class));
    }

    @Test
    void theSourcesBesideAClassInAJarAreItsJavaFilesUnderTheRootSorted(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("plugin.jar");
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file)) {
            put(out, ANCHOR_CLASS, anchorBytes());
            put(out, "slidebench-sources/", new byte[0]);
            put(out, "slidebench-sources/z/Last.java", "class Last {}".getBytes(StandardCharsets.UTF_8));
            put(out, "slidebench-sources/README.txt", "not a source".getBytes(StandardCharsets.UTF_8));
            put(out, "other/Elsewhere.java", "class Elsewhere {}".getBytes(StandardCharsets.UTF_8));
            put(out, "slidebench-sources/a/b/First.java", "class First {}".getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(List.of("a/b/First.java", "z/Last.java"), SourceLibrary.pathsBeside(anchorFrom(jar)));
    }

    @Test
    void theSourcesBesideAClassInADirectoryAreItsJavaFilesUnderTheRootSorted(@TempDir Path classes) throws Exception {
        write(classes, ANCHOR_CLASS, "");
        Files.write(classes.resolve(ANCHOR_CLASS), anchorBytes());
        write(classes, "slidebench-sources/z/Last.java", "class Last {}");
        write(classes, "slidebench-sources/README.txt", "not a source");
        write(classes, "slidebench-sources/a/b/First.java", "class First {}");
        write(classes, "other/Elsewhere.java", "class Elsewhere {}");
        assertEquals(List.of("a/b/First.java", "z/Last.java"), SourceLibrary.pathsBeside(anchorFrom(classes)));
    }

    @Test
    void aDirectoryWithoutShippedSourcesHasNoneBeside(@TempDir Path classes) throws Exception {
        write(classes, ANCHOR_CLASS, "");
        Files.write(classes.resolve(ANCHOR_CLASS), anchorBytes());
        assertEquals(List.of(), SourceLibrary.pathsBeside(anchorFrom(classes)));
    }

    @Test
    void theJdksClassesHaveNoSourcesBeside() {
        assertEquals(List.of(), SourceLibrary.pathsBeside(String.class));
    }

    @Test
    void theTestFixturesSourcesShipBesideThem() {
        List<String> paths = SourceLibrary.pathsBeside(AwkwardRays.class);
        assertTrue(paths.contains("dev/slidebench/bench/export/fixture/AwkwardRays.java"), paths::toString);
        assertTrue(paths.contains("dev/slidebench/bench/export/fixture/help/Compass.java"), paths::toString);
    }

    private static void put(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(bytes);
        out.closeEntry();
    }

    private static byte[] anchorBytes() throws IOException {
        try (InputStream in = SourceLibraryTest.class.getClassLoader().getResourceAsStream(ANCHOR_CLASS)) {
            return in.readAllBytes();
        }
    }

    /** {@link Anchor} as loaded from {@code location} alone (the JDK as parent), so that it comes from there. */
    private static Class<?> anchorFrom(Path location) throws Exception {
        URLClassLoader loader =
                new URLClassLoader(new URL[] {location.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        Class<?> anchor = Class.forName(Anchor.class.getName(), false, loader);
        assertSame(loader, anchor.getClassLoader());
        return anchor;
    }
}
