package dev.slidebench.bench.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.slidebench.core.Bitboards;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.Square;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/** What the export tests check of a compiled export: its answers, its own JUnit test. */
final class ExportChecks {

    private static final MethodType LOOKUP = MethodType.methodType(long.class, int.class, long.class);

    private ExportChecks() {}

    /** The exported class's public static lookups. */
    record Lookups(MethodHandle rook, MethodHandle bishop, MethodHandle queen) {
        static Lookups of(Class<?> exported) {
            try {
                MethodHandles.Lookup lookup = MethodHandles.publicLookup();
                return new Lookups(
                        lookup.findStatic(exported, "rookAttacks", LOOKUP),
                        lookup.findStatic(exported, "bishopAttacks", LOOKUP),
                        lookup.findStatic(exported, "queenAttacks", LOOKUP));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(exported + " lacks a public static lookup", e);
            }
        }
    }

    /**
     * Compares the export with the registry's strategy on every relevant occupancy of every square
     * (alone, with the own square, with every square outside the lines occupied) and on seeded random
     * boards: rook, bishop and queen each time.
     *
     * @return the number of boards compared
     */
    static long assertSameAnswers(SlidingAttacks registered, Lookups exported) throws Throwable {
        long boards = 0;
        for (int square = 0; square < 64; square++) {
            for (long mask : new long[] {Bitboards.rookRelevantMask(square), Bitboards.bishopRelevantMask(square)}) {
                long subset = 0;
                do {
                    compare(registered, exported, square, subset);
                    compare(registered, exported, square, subset | 1L << square);
                    compare(registered, exported, square, subset | ~mask);
                    boards += 3;
                    subset = Bitboards.nextSubset(subset, mask);
                } while (subset != 0);
            }
        }
        SplittableRandom random = new SplittableRandom(25);
        for (int i = 0; i < 500; i++) {
            long occupied = i % 2 == 0 ? random.nextLong() & random.nextLong() : random.nextLong();
            for (int square = 0; square < 64; square++) {
                compare(registered, exported, square, occupied);
                boards++;
            }
        }
        return boards;
    }

    private static void compare(SlidingAttacks registered, Lookups exported, int square, long occupied)
            throws Throwable {
        long rook = (long) exported.rook().invokeExact(square, occupied);
        long bishop = (long) exported.bishop().invokeExact(square, occupied);
        long queen = (long) exported.queen().invokeExact(square, occupied);
        if (rook != registered.rookAttacks(square, occupied)
                || bishop != registered.bishopAttacks(square, occupied)
                || queen != registered.queenAttacks(square, occupied)) {
            fail(registered.name() + "'s export differs on " + Square.name(square) + " with occupied "
                    + Bitboards.hex(occupied) + ": rook " + Bitboards.hex(rook) + ", bishop " + Bitboards.hex(bishop)
                    + ", queen " + Bitboards.hex(queen));
        }
    }

    /** Runs the JUnit tests written beside the exports, in this JVM, and expects each of their tests to pass. */
    static void assertWrittenTestsPass(Map<Export, ClassLoader> exports) throws ClassNotFoundException {
        List<Class<?>> tests = new ArrayList<>();
        for (Map.Entry<Export, ClassLoader> entry : exports.entrySet()) {
            tests.add(Class.forName(entry.getKey().testQualifiedName(), false, entry.getValue()));
        }
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(tests.stream().map(DiscoverySelectors::selectClass).toList())
                .build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        launcher.execute(request, listener);
        TestExecutionSummary summary = listener.getSummary();
        List<String> failures = summary.getFailures().stream()
                .map(f -> f.getTestIdentifier().getDisplayName() + ": " + f.getException())
                .toList();
        assertTrue(failures.isEmpty(), failures::toString);
        assertEquals(3L * tests.size(), summary.getTestsSucceededCount(), "three tests in each written test class");
    }
}
