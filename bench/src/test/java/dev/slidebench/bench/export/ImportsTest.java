package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which import lines an export keeps, in which order, which modules they need and which imports it
 * cannot satisfy, for hand-written project files whose kept code uses the names given with them.
 */
class ImportsTest {

    @TempDir
    Path classes;

    private SourceLibrary library;

    private SourceUnit ship(String path, String text) throws IOException {
        Path file = classes.resolve("slidebench-sources").resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        if (library == null) {
            library = new SourceLibrary(
                    new URLClassLoader(new URL[] {classes.toUri().toURL()}, null));
        }
        return library.file(path).orElseThrow();
    }

    /** The imports of the files' top-level types, each file's kept code using the names given with it. */
    private Imports importsOf(Map<SourceUnit, Set<String>> used) {
        List<SourceType> types = used.keySet().stream()
                .flatMap(unit -> unit.topLevelTypes().stream())
                .toList();
        return Imports.of(new Closure(types, Set.of(), List.of(), used, List.of()), library);
    }

    @Test
    void theJdkImportsTheKeptCodeUsesStayStaticOnesFirstEachSorted() throws IOException {
        ship("p/Helper.java", "package p;\n\npublic class Helper {\n    public static int help() { return 1; }\n}\n");
        SourceUnit strategy = ship("p/Strategy.java", """
                package p;

                import static java.lang.Math.max;
                import static p.Helper.help;
                import static java.lang.Long.*;

                import java.util.Map;
                import java.util.function.*;
                import java.util.List;
                import java.util.Arrays;
                import p.Helper;
                import org.example.*;

                public class Strategy {}
                """);
        Imports imports = importsOf(Map.of(strategy, Set.of("max", "help", "List", "Arrays", "Helper")));
        assertEquals(
                List.of(
                        "import static java.lang.Long.*;",
                        "import static java.lang.Math.max;",
                        "import java.util.Arrays;",
                        "import java.util.List;",
                        "import java.util.function.*;"),
                imports.lines(),
                "Map is unused; p.Helper and its member are nested now; org.example.* may be unused");
        assertEquals(List.of(), imports.modules());
        assertEquals(List.of(), imports.problems());
    }

    @Test
    void anIncubatorImportNamesItsModule() throws IOException {
        SourceUnit lanes = ship("p/Lanes.java", """
                package p;

                import java.util.Arrays;
                import jdk.incubator.vector.LongVector;
                import jdk.incubator.vector.VectorSpecies;

                class Lanes {}
                """);
        Imports imports = importsOf(Map.of(lanes, Set.of("Arrays", "LongVector", "VectorSpecies")));
        assertEquals(
                List.of(
                        "import java.util.Arrays;",
                        "import jdk.incubator.vector.LongVector;",
                        "import jdk.incubator.vector.VectorSpecies;"),
                imports.lines());
        assertEquals(List.of("jdk.incubator.vector"), imports.modules());
    }

    @Test
    void aUsedImportOfALibraryIsAProblemThatNamesTheFileAndTheType() throws IOException {
        SourceUnit strategy = ship("p/Strategy.java", """
                package p;

                import org.example.Lib;
                import org.example.Unused;
                import java.util.List;

                class Strategy {}
                """);
        Imports imports = importsOf(Map.of(strategy, Set.of("Lib", "List")));
        assertEquals(
                List.of("p/Strategy.java uses org.example.Lib, which is neither the JDK's nor shipped as source"),
                imports.problems());
        assertEquals(List.of("import java.util.List;"), imports.lines());
    }

    @Test
    void twoFilesImportingDifferentTypesOfOneNameAreAProblemTheSameTypeIsNot() throws IOException {
        SourceUnit first = ship("p/First.java", "package p;\n\nimport java.util.List;\n\nclass First {}\n");
        SourceUnit second = ship("p/Second.java", "package p;\n\nimport java.awt.List;\n\nclass Second {}\n");
        SourceUnit third = ship("p/Third.java", "package p;\n\nimport java.util.List;\n\nclass Third {}\n");
        Map<SourceUnit, Set<String>> used = new LinkedHashMap<>();
        used.put(first, Set.of("List"));
        used.put(third, Set.of("List"));
        assertEquals(List.of(), importsOf(used).problems());
        assertEquals(List.of("import java.util.List;"), importsOf(used).lines());
        used.put(second, Set.of("List"));
        Imports clash = importsOf(used);
        assertEquals(List.of("two imports share the name List: java.util.List and java.awt.List"), clash.problems());
        assertEquals(List.of("import java.awt.List;", "import java.util.List;"), clash.lines());
    }
}
