package dev.slidebench.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Checks a strategy against the published counts of a {@link PerftSuite}: each (position, depth)
 * within the limits is searched with {@link Perft} on the strategy's board and compared. The
 * counterpart of {@link Verifier} at engine level: {@code Verifier} compares single answers with the
 * reference, this compares whole move trees with published numbers.
 *
 * <p>A wrong strategy is a failed check, never a crash. Its attack sets reach move generation, and
 * an impossible move list (a king captured, a piece taken by its own side, more moves than a move
 * list holds) leaves make/unmake with a position no chess rule allows; the next question about it
 * can fail anywhere, e.g. with an {@link ArrayIndexOutOfBoundsException} in
 * {@code Leapers.knightAttacks} when no king is left to find. So every depth runs on a position read
 * afresh from its FEN, a failure there is caught and reported as that depth's FAIL with its cause,
 * and the remaining depths and positions still run.
 */
public final class PerftSuiteCheck {

    /** What the check may run: depths up to {@code maxDepth}, expected counts up to {@code maxNodes}. */
    public record Limits(int maxDepth, long maxNodes) {
        public static final Limits NONE = new Limits(Integer.MAX_VALUE, Long.MAX_VALUE);

        boolean allow(int depth, long expected) {
            return depth <= maxDepth && expected <= maxNodes;
        }
    }

    /**
     * One depth that ran: the published count, the one found ({@code -1} when the search failed), and
     * the failure's cause or {@code null}.
     */
    public record DepthResult(int depth, long expected, long found, boolean stopped, String crash) {
        public boolean passed() {
            return crash == null && found == expected;
        }

        /**
         * {@code D2 expected 401, found 400}, {@code D8 expected 1, found more: counting stopped at 8,902} for a
         * search stopped once it passed the expected count, or {@code D3 failed: ...} for a search that
         * did not finish.
         */
        public String describe() {
            if (crash != null) {
                return "D" + depth + " expected " + expected + ", search failed: " + crash;
            }
            return stopped
                    ? String.format(
                            Locale.ROOT, "D%d expected %d, found more: counting stopped at %,d", depth, expected, found)
                    : "D" + depth + " expected " + expected + ", found " + found;
        }
    }

    /** One position: the depths that ran, how many were skipped by the limits, and the time taken. */
    public record PositionResult(PerftSuite.Entry entry, List<DepthResult> depths, int skipped, long nanos) {
        public boolean passed() {
            return depths.stream().allMatch(DepthResult::passed);
        }

        /**
         * One line: {@code ok    line 2   D1-D4 197,281 nodes at D4 0.120 s  FEN}, {@code FAIL  line 2
         * FEN: D2 expected 401, found 400}, or {@code skip  line 2   no depth within the limits  FEN}.
         */
        public String describe() {
            String where = String.format(Locale.ROOT, "line %-3d", entry.line());
            if (depths.isEmpty()) {
                return "skip  " + where + " no depth within the limits      " + entry.fen();
            }
            if (!passed()) {
                List<String> failures = new ArrayList<>();
                for (DepthResult d : depths) {
                    if (!d.passed()) {
                        failures.add(d.describe());
                    }
                }
                return "FAIL  " + where + " " + entry.fen() + ": " + String.join("; ", failures);
            }
            int first = depths.get(0).depth();
            DepthResult last = depths.get(depths.size() - 1);
            String range = first == last.depth() ? "D" + first : "D" + first + "-D" + last.depth();
            return String.format(
                    Locale.ROOT,
                    "ok    %s %-7s %,15d nodes at D%d %8.3f s  %s",
                    where,
                    range,
                    last.found(),
                    last.depth(),
                    nanos / 1e9,
                    entry.fen());
        }
    }

    /** Totals over (position, depth) pairs. */
    public record Summary(long passed, long failed, long skipped) {
        public boolean allPassed() {
            return failed == 0;
        }

        /** {@code 9 passed, 0 failed}: the last line of {@code perft --epd}. */
        public String describe() {
            return passed + " passed, " + failed + " failed";
        }
    }

    private PerftSuiteCheck() {}

    /**
     * Checks every entry with {@code strategy} within {@code limits}, handing each position's result
     * to {@code each} as soon as it is known (so a long suite shows progress).
     */
    public static Summary check(
            SlidingAttacks strategy, List<PerftSuite.Entry> entries, Limits limits, Consumer<PositionResult> each) {
        long passed = 0;
        long failed = 0;
        long skipped = 0;
        for (PerftSuite.Entry entry : entries) {
            PositionResult result = check(strategy, entry, limits);
            for (DepthResult d : result.depths()) {
                if (d.passed()) {
                    passed++;
                } else {
                    failed++;
                }
            }
            skipped += result.skipped();
            each.accept(result);
        }
        return new Summary(passed, failed, skipped);
    }

    /** One position of a suite; see {@link #check(SlidingAttacks, List, Limits, Consumer)}. */
    public static PositionResult check(SlidingAttacks strategy, PerftSuite.Entry entry, Limits limits) {
        List<DepthResult> depths = new ArrayList<>();
        int skipped = 0;
        long start = System.nanoTime();
        Perft perft = null;
        for (int depth : entry.depths()) {
            long expected = entry.expected(depth);
            if (!limits.allow(depth, expected)) {
                skipped++;
                continue;
            }
            try {
                if (perft == null) {
                    perft = new Perft(Position.fromFen(entry.fen(), strategy));
                }
                // stopped as soon as the count passes the expected one: it is wrong, however far it would go
                long found = perft.countUpTo(depth, expected);
                depths.add(new DepthResult(depth, expected, found, perft.stopped(), null));
            } catch (RuntimeException e) {
                depths.add(new DepthResult(depth, expected, -1, false, describeFailure(e)));
                perft = null; // the position may be left in any state: read it again for the next depth
            }
        }
        return new PositionResult(entry, depths, skipped, System.nanoTime() - start);
    }

    /**
     * One line for a search that threw: the exception, its message and the method it came from, e.g.
     * {@code ArrayIndexOutOfBoundsException: Index 64 out of bounds for length 64 in
     * Leapers.knightAttacks}.
     */
    public static String describeFailure(RuntimeException e) {
        StringBuilder text = new StringBuilder(e.getClass().getSimpleName());
        if (e.getMessage() != null) {
            text.append(": ").append(Echo.value(e.getMessage()));
        }
        StackTraceElement[] trace = e.getStackTrace();
        if (trace.length > 0) {
            String type = trace[0].getClassName();
            text.append(" in ")
                    .append(type.substring(type.lastIndexOf('.') + 1))
                    .append('.')
                    .append(trace[0].getMethodName());
        }
        return text.toString();
    }
}
