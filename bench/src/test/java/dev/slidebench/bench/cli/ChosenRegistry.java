package dev.slidebench.bench.cli;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.core.StrategyRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * A registry of exactly the providers a test names, loaded the way a user's plug-in jar is (a services
 * file, read by {@link java.util.ServiceLoader}), and the command line whose {@code list},
 * {@code verify} and {@code bench} use it in-process. The class loader shows only its own services file, so the
 * built-in strategies stay out unless named.
 */
final class ChosenRegistry {

    private static final String SERVICES = "META-INF/services/dev.slidebench.core.SlidingAttacks";

    private ChosenRegistry() {}

    static StrategyRegistry of(Path dir, String... providers) {
        try {
            Path services = dir.resolve(SERVICES);
            Files.createDirectories(services.getParent());
            Files.write(services, List.of(providers));
            URLClassLoader loader =
                    new URLClassLoader(new URL[] {dir.toUri().toURL()}, ChosenRegistry.class.getClassLoader()) {
                        @Override
                        public Enumeration<URL> getResources(String name) throws IOException {
                            return name.equals(SERVICES) ? findResources(name) : super.getResources(name);
                        }
                    };
            return StrategyRegistry.load(loader);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs {@code args} with {@code list} and {@code verify} reading {@code registry}. */
    static CliRun run(StrategyRegistry registry, String... args) {
        return run(() -> registry, args);
    }

    /** Runs {@code args} with {@code list} and {@code verify} asking {@code registries} for their registry. */
    static CliRun run(Supplier<StrategyRegistry> registries, String... args) {
        return run(registries, new FlushRecorder(), args);
    }

    /** As {@link #run(Supplier, String...)}, with stdout going to {@code out}; the run's out is what was flushed. */
    static CliRun run(Supplier<StrategyRegistry> registries, FlushRecorder out, String... args) {
        CommandLine.IFactory defaults = CommandLine.defaultFactory();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            @SuppressWarnings("unchecked")
            public <K> K create(Class<K> type) throws Exception {
                if (type == VerifyCommand.class) {
                    return (K) new VerifyCommand(registries);
                }
                if (type == ListCommand.class) {
                    return (K) new ListCommand(registries);
                }
                if (type == BenchCommand.class) {
                    return (K) new BenchCommand(registries);
                }
                return defaults.create(type);
            }
        };
        return run(SlidebenchCli.newCommandLine(factory), out, args);
    }

    /**
     * Runs {@code args} on {@code cli} with stdout going to {@code out}, which keeps only what the command
     * flushed (the run's out); stderr is kept whole.
     */
    static CliRun run(CommandLine cli, FlushRecorder out, String... args) {
        StringWriter err = new StringWriter();
        cli.setOut(out.writer());
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.flushed(), err.toString());
    }
}
