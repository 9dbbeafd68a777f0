package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.bench.FlushRecorder;
import dev.slidebench.core.Echo;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The entry point's own rules: what {@code main} hands JMH after {@code jmh}, how the user's values in
 * picocli's messages are rendered, and that an internal error reaches stderr whole.
 */
class SlidebenchCliTest {

    @Test
    void jmhGetsEverythingAfterItsNameAndItsHelpAsDashH() {
        assertArrayEquals(new String[] {"-h"}, SlidebenchCli.jmhArguments(new String[] {"jmh", "--help"}));
        assertArrayEquals(new String[] {"-h"}, SlidebenchCli.jmhArguments(new String[] {"jmh", "-h"}));
        assertArrayEquals(new String[] {}, SlidebenchCli.jmhArguments(new String[] {"jmh"}));
        assertArrayEquals(
                new String[] {"-f", "1", "Random"},
                SlidebenchCli.jmhArguments(new String[] {"jmh", "-f", "1", "Random"}));
        // only --help alone is JMH's help: with more it is JMH's to refuse, as JMH's own line would
        assertArrayEquals(
                new String[] {"--help", "Random"},
                SlidebenchCli.jmhArguments(new String[] {"jmh", "--help", "Random"}));
        assertArrayEquals(new String[] {"Random"}, SlidebenchCli.jmhArguments(new String[] {"jmh", "Random"}));
    }

    @Test
    void aValueAfterAnEqualsSignIsRenderedEvenWhenTheArgumentStartsWithIt() {
        // the argument "=a<TAB>b": its value "a<TAB>b", quoted raw by picocli, is shown with the tab named
        assertEquals(
                "Unmatched argument at index 1: 'a\\tb'",
                SlidebenchCli.quotedThroughEcho(
                        "Unmatched argument at index 1: 'a\tb'", new String[] {"list", "=a\tb"}));
        assertEquals(
                "Invalid value for option '--depth': 'x\\ty' is not an int",
                SlidebenchCli.quotedThroughEcho(
                        "Invalid value for option '--depth': 'x\ty' is not an int", new String[] {"--depth=x\ty"}));
    }

    @Test
    void aLongerValueIsRenderedBeforeAShorterOneQuotedInsideIt() {
        String shorter = "a\tb";
        String longer = shorter + "'" + "x".repeat(90); // quoted, it starts with 'a<TAB>b'
        String message = "Unknown option: '" + longer + "'";
        // whatever order the arguments come in, the longer value is the one rendered (and capped)
        String expected = "Unknown option: " + Echo.quoted(longer);
        assertTrue(expected.contains("…"), expected);
        assertEquals(expected, SlidebenchCli.quotedThroughEcho(message, new String[] {shorter, longer}));
        assertEquals(expected, SlidebenchCli.quotedThroughEcho(message, new String[] {longer, shorter}));
    }

    @Test
    void anInternalErrorAndItsTraceReachStderrWithoutWaitingForExit() {
        CommandLine.IFactory defaults = CommandLine.defaultFactory();
        CommandLine cli = SlidebenchCli.newCommandLine(new CommandLine.IFactory() {
            @Override
            @SuppressWarnings("unchecked")
            public <K> K create(Class<K> type) throws Exception {
                return type == VerifyCommand.class
                        ? (K) new VerifyCommand(() -> {
                            throw new IllegalStateException("services unreadable");
                        })
                        : defaults.create(type);
            }
        });
        FlushRecorder err = new FlushRecorder();
        cli.setOut(new PrintWriter(new StringWriter(), true));
        cli.setErr(err.writer());
        assertEquals(1, cli.execute("verify"));
        List<String> flushed = err.flushed().lines().toList();
        assertEquals(
                "slidebench verify: internal error: java.lang.IllegalStateException: services unreadable",
                flushed.get(0),
                err.flushed());
        assertEquals("java.lang.IllegalStateException: services unreadable", flushed.get(1));
        assertTrue(flushed.get(flushed.size() - 1).startsWith("\tat "), "the whole trace: " + err.flushed());
    }
}
