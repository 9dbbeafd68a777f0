package dev.slidebench.bench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code jmh ARGS...}: JMH's own command line, untouched (-l, -p, -rf json, -prof gc, ...).
 * {@link SlidebenchCli#main} hands {@code jmh} straight to JMH before picocli sees the arguments, so
 * that JMH's options keep their order and meaning; this class only gives the command its help entry.
 */
@Command(
        name = "jmh",
        description =
                "JMH's own command line, passed through untouched (e.g. 'jmh -l', 'jmh RandomLookups -p strategy=FancyMagic -prof gc').")
public final class JmhCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "ARGS", description = "Arguments for JMH; 'jmh -h' shows JMH's help.")
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        org.openjdk.jmh.Main.main(args.toArray(new String[0]));
        return 0;
    }
}
