package dev.slidebench.bench.cli;

import dev.slidebench.bench.export.Export;
import dev.slidebench.bench.export.Exporter;
import dev.slidebench.bench.export.NotExportableException;
import dev.slidebench.core.AtomicFiles;
import dev.slidebench.core.Echo;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code export}: one strategy as one Java source file that depends on the JDK alone (see {@link
 * Exporter}), with a JUnit test beside it. The last line printed is the path of the source written.
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = {
            "Write one strategy as a single Java source file that needs nothing but the JDK.",
            "",
            "The file holds a public final class with static rookAttacks, bishopAttacks and queenAttacks (int"
                    + " square, long occupied), the strategy's own code and what it uses nested inside it, and"
                    + " selfCheck(), which compares every relevant occupancy with the reference ray walk. Its"
                    + " Javadoc says what it needs: javac --release 17, or the incubator module for the Vector API"
                    + " strategies. Beside it goes a JUnit Jupiter test that checks it against a ray walk of its own."
                    + " Files go into the package's directory under --out (and --test-out); existing files are"
                    + " kept unless --force.",
            "",
            "A strategy whose point is the incremental state of its board, generated code, and a plug-in"
                    + " whose jar does not ship its sources under slidebench-sources/ are not exported: the command"
                    + " says why and exits with 2.",
            ""
        })
public final class ExportCommand extends SlidebenchCommand {

    @Parameters(paramLabel = "STRATEGY", description = "The strategy to export (see 'list'), e.g. Pext.")
    String strategyName;

    @Option(
            names = "--package",
            paramLabel = "P",
            defaultValue = "",
            description = "Package of the class, e.g. com.example.engine; default none.")
    String packageName;

    @Option(
            names = "--class",
            paramLabel = "NAME",
            description = "Name of the class; default the strategy's name and Attacks, e.g. PextAttacks.")
    String className;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = ".",
            description = "Source root the class is written under, in its package's directory, e.g."
                    + " src/main/java; default the current directory.")
    Path out;

    @Option(
            names = "--test-out",
            paramLabel = "DIR",
            description = "Source root of the JUnit test, e.g. src/test/java; default --out.")
    Path testOut;

    @Option(names = "--force", description = "Replace the files if they exist.")
    boolean force;

    @Override
    public Integer call() {
        SlidingAttacks strategy;
        try {
            strategy = StrategyRegistry.find(strategyName);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("STRATEGY: " + e.getMessage());
        }
        if (!Exporter.isPackageName(packageName)) {
            throw new BadInputException("--package: " + Echo.quoted(packageName) + " is not a Java package name");
        }
        String name = className != null ? className : Exporter.defaultClassName(strategy.name());
        if (!Exporter.isClassName(name)) {
            throw new BadInputException("--class: " + Echo.quoted(name) + " is not a Java class name");
        }
        Export export;
        try {
            export = new Exporter(strategy.getClass().getClassLoader()).export(strategy, packageName, name);
        } catch (NotExportableException e) {
            throw new BadInputException(e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--class: " + e.getMessage()); // taken by a class inside the export
        }
        Path source = target(out, "--out", export.className());
        Path test = target(
                testOut != null ? testOut : out, testOut != null ? "--test-out" : "--out", export.testClassName());
        write(test, export.testSource(), testOut != null ? "--test-out" : "--out");
        write(source, export.source(), "--out");
        PrintWriter stdout = stdout();
        stdout.println(summary(export));
        stdout.println("wrote " + test + " (its JUnit test)");
        stdout.println(source);
        stdout.flush();
        return SlidebenchCli.EXIT_OK;
    }

    private static String summary(Export export) {
        String compile = export.modules().isEmpty()
                ? "javac --release 17"
                : "javac --add-modules " + String.join(",", export.modules()) + " (no --release)";
        return String.format(
                Locale.ROOT,
                "exported %s as %s: %,d lines, %,d bytes; compiles with %s",
                export.strategy(),
                export.qualifiedName(),
                export.source().lines().count(),
                export.source().getBytes(StandardCharsets.UTF_8).length,
                compile);
    }

    /** {@code root/<package dirs>/name.java}, its directory made; refused when it exists, unless --force. */
    private Path target(Path root, String option, String name) {
        Path directory = root;
        if (!packageName.isEmpty()) {
            directory = root.resolve(packageName.replace('.', '/'));
        }
        if (Files.exists(root) && !Files.isDirectory(root)) {
            throw new BadInputException(option + " " + Echo.quoted(root.toString()) + ": not a directory");
        }
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new BadInputException(
                    option + " " + Echo.quoted(root.toString()) + ": cannot create " + directory + " (" + e + ")");
        }
        Path file = directory.resolve(name + ".java").toAbsolutePath().normalize();
        if (Files.exists(file) && !force) {
            throw new BadInputException(option + ": " + file + " exists; add --force to replace it");
        }
        return file;
    }

    private static void write(Path file, String text, String option) {
        try {
            AtomicFiles.writeString(file, text);
        } catch (IOException e) {
            throw new BadInputException(option + ": cannot write " + file + " (" + e.getMessage() + ")");
        }
    }
}
