package dev.slidebench.bench.cli;

import dev.slidebench.core.Echo;
import dev.slidebench.reports.ReportInputException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The one entry point, {@code ./slidebench <command>}. Exit codes: 0 success, 1 a failed check,
 * 2 bad input (one line on stderr naming the value and where it came from, never a stack trace).
 */
@Command(
        name = "slidebench",
        mixinStandardHelpOptions = true,
        versionProvider = SlidebenchCli.Version.class,
        description = "Chess sliding-piece attack strategies: list, check, and measure them with JMH.",
        subcommands = {
            ListCommand.class,
            AttacksCommand.class,
            VerifyCommand.class,
            RunCommand.class,
            JmhCommand.class,
            ReportCommand.class,
            RecommendCommand.class,
            ExportCommand.class,
            PerftCommand.class,
            BenchCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class SlidebenchCli implements Runnable {

    public static final int EXIT_OK = 0;
    public static final int EXIT_CHECK_FAILED = 1;
    public static final int EXIT_BAD_INPUT = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("jmh")) {
            // JMH's own line, untouched but for --help, which JMH calls unknown (exit 1): its help is -h
            org.openjdk.jmh.Main.main(jmhArguments(args));
            return;
        }
        System.exit(execute(args));
    }

    /** The arguments after {@code jmh}, with {@code --help} (alone) as JMH's {@code -h}. */
    static String[] jmhArguments(String[] args) {
        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
        return rest.length == 1 && rest[0].equals("--help") ? new String[] {"-h"} : rest;
    }

    /** Runs one command line and returns its exit code; used by {@link #main} and by the tests. */
    public static int execute(String... args) {
        return newCommandLine().execute(args);
    }

    public static CommandLine newCommandLine() {
        return newCommandLine(CommandLine.defaultFactory());
    }

    /** The command line with its commands made by {@code factory} (tests hand in commands with seams). */
    static CommandLine newCommandLine(CommandLine.IFactory factory) {
        CommandLine cli = new CommandLine(new SlidebenchCli(), factory);
        cli.setParameterExceptionHandler(SlidebenchCli::onParameterException);
        cli.setExecutionExceptionHandler(SlidebenchCli::onExecutionException);
        return cli;
    }

    /** Bare {@code slidebench}: the command list, as {@code --help} prints it. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    private static int onParameterException(CommandLine.ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        String message = e.getMessage();
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched
                && cli.getCommandSpec().parent() == null
                && !unmatched.getUnmatched().isEmpty()
                && !unmatched.getUnmatched().get(0).startsWith("-")) {
            message = "unknown command " + Echo.quoted(unmatched.getUnmatched().get(0)) + "; the commands are "
                    + String.join(", ", cli.getSubcommands().keySet()) + " (see 'slidebench --help')";
        }
        printError(cli, quotedThroughEcho(message, args));
        return EXIT_BAD_INPUT;
    }

    /**
     * Picocli's own messages quote the user's values raw ({@code Unknown option: '--qqq…'}, {@code '…' is
     * not an int}); each argument, and each value after an {@code =}, quoted in {@code message} is
     * rendered by {@link Echo#quoted} instead: capped at 80 characters, invisible characters escaped.
     */
    static String quotedThroughEcho(String message, String[] args) {
        List<String> values = new ArrayList<>();
        for (String arg : args) {
            values.add(arg);
            int equals = arg.indexOf('=');
            if (equals >= 0) {
                values.add(arg.substring(equals + 1));
            }
        }
        values.sort(Comparator.comparingInt(String::length).reversed()); // a longer value before its parts
        String result = message;
        for (String value : values) {
            String raw = "'" + value + "'";
            if (!value.isEmpty() && result.contains(raw)) {
                result = result.replace(raw, Echo.quoted(value));
            }
        }
        return result;
    }

    /**
     * The one error line: {@code slidebench: ...} or {@code slidebench perft: ...}, made safe for the
     * terminal by {@link Echo#line} whatever the message quotes (a value escaped and capped where it
     * was quoted stays as it is; a raw one from elsewhere, picocli's included, is escaped here).
     */
    private static void printError(CommandLine cli, String message) {
        PrintWriter err = cli.getErr();
        err.println(Echo.line(cli.getCommandSpec().qualifiedName() + ": " + message));
        err.flush();
    }

    private static int onExecutionException(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
        PrintWriter err = cli.getErr();
        int code;
        if (e instanceof CheckFailedException) {
            code = EXIT_CHECK_FAILED;
        } else if (e instanceof BadInputException || e instanceof ReportInputException) {
            code = EXIT_BAD_INPUT;
        } else {
            // Not the user's fault: a bug or an environment failure, so the trace is worth having.
            err.println(Echo.line(cli.getCommandSpec().qualifiedName() + ": internal error: " + e));
            e.printStackTrace(err);
            err.flush();
            return EXIT_CHECK_FAILED;
        }
        printError(cli, e.getMessage());
        return code;
    }

    /** The version from the jar manifest, or "dev" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = SlidebenchCli.class.getPackage().getImplementationVersion();
            return new String[] {
                "slidebench " + (version == null ? "dev" : version),
                "JVM " + System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.version")
            };
        }
    }
}
