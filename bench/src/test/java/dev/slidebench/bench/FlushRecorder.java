package dev.slidebench.bench;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * A terminal stand-in that keeps only what was flushed, and remembers what had been flushed at each
 * flush: so a test can check that a progress line reached the user before the slow step it announces
 * (a fork, a check, a file read), not only by the time the command returned.
 */
public final class FlushRecorder extends Writer {

    private final StringBuilder pending = new StringBuilder();
    private final StringBuilder flushed = new StringBuilder();
    private final List<String> snapshots = new ArrayList<>();

    /** A writer over this recorder that flushes only when told to. */
    public PrintWriter writer() {
        return new PrintWriter(this, false);
    }

    @Override
    public void write(char[] chars, int offset, int length) {
        pending.append(chars, offset, length);
    }

    @Override
    public void flush() {
        flushed.append(pending);
        pending.setLength(0);
        snapshots.add(flushed.toString());
    }

    @Override
    public void close() {}

    /** Everything flushed so far. */
    public String flushed() {
        return flushed.toString();
    }

    /** True when some flush left {@code line} as the last complete line the user had seen. */
    public boolean flushedRightAfter(String line) {
        String ending = line + System.lineSeparator();
        return snapshots.stream().anyMatch(s -> s.endsWith(ending));
    }

    /** True when some flush left the output ending in {@code text} (a line still being written, say). */
    public boolean flushedEndingWith(String text) {
        return snapshots.stream().anyMatch(s -> s.endsWith(text));
    }

    /** What had been flushed at each flush, in order. */
    public List<String> snapshots() {
        return List.copyOf(snapshots);
    }
}
