package dev.slidebench.reports.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Units, modes, names and metric arithmetic, each with values worked out by hand. */
class InputPiecesTest {

    @Test
    void unitFactorsBetweenJmhTimeUnits() {
        assertEquals(1.0, Units.factor("ns/op", "ns/op"));
        assertEquals(1.0, Units.factor("B/op", "B/op"), "an unknown unit still converts to itself");
        assertEquals(1e-3, Units.factor("ns/op", "us/op"), 1e-18);
        assertEquals(1e6, Units.factor("ms/op", "ns/op"), 1e-6);
        assertEquals(1.0, Units.factor("\u00b5s/op", "us/op"), 1e-15);
        assertEquals(60.0, Units.factor("min/op", "s/op"), 1e-12);
        assertEquals(1.0 / 24, Units.factor("hr/op", "day/op"), 1e-15);
        // 1 op/ns is 1000 ops/us.
        assertEquals(1000.0, Units.factor("ops/ns", "ops/us"), 1e-9);
        assertEquals(3600.0, Units.factor("ops/s", "ops/hr"), 1e-9);
        // Different kinds never convert.
        assertTrue(Double.isNaN(Units.factor("ops/s", "s/op")));
        assertTrue(Double.isNaN(Units.factor("ns/op", "ops/ns")));
        assertTrue(Double.isNaN(Units.factor("ops/week", "ops/s")));
        assertTrue(Double.isNaN(Units.factor("ops/s", "ops/fortnight")));
        assertTrue(Double.isNaN(Units.factor("week/op", "s/op")));
        assertTrue(Double.isNaN(Units.factor("ns/call", "ns/op")));
        assertTrue(Double.isNaN(Units.factor("calls/s", "ops/s")));
    }

    @Test
    void modesByLabelAndDirection() {
        assertEquals(JmhMode.THROUGHPUT, JmhMode.fromLabel("thrpt"));
        assertEquals(JmhMode.AVERAGE_TIME, JmhMode.fromLabel("AvgT"));
        assertEquals(JmhMode.SAMPLE_TIME, JmhMode.fromLabel("sample"));
        assertEquals(JmhMode.SINGLE_SHOT_TIME, JmhMode.fromLabel("SS"));
        assertNull(JmhMode.fromLabel("all"));
        assertEquals("thrpt", JmhMode.THROUGHPUT.label());
        assertTrue(JmhMode.THROUGHPUT.higherIsBetter());
        assertFalse(JmhMode.SINGLE_SHOT_TIME.higherIsBetter());
        assertEquals("higher is better", JmhMode.THROUGHPUT.direction());
        assertEquals("lower is better", JmhMode.AVERAGE_TIME.direction());
        assertEquals("sampled time", JmhMode.SAMPLE_TIME.description());
        assertEquals("single-shot time", JmhMode.SINGLE_SHOT_TIME.description());
    }

    @Test
    void benchmarkNamesSplitAtTheLastTwoDots() {
        assertEquals("queen", BenchmarkResult.methodOf("dev.slidebench.bench.RandomLookups.queen"));
        assertEquals("RandomLookups", BenchmarkResult.simpleClassNameOf("dev.slidebench.bench.RandomLookups.queen"));
        assertEquals("Lookups", BenchmarkResult.simpleClassNameOf("Lookups.queen"));
        assertEquals("queen", BenchmarkResult.methodOf("Lookups.queen"));
        assertEquals("queen", BenchmarkResult.methodOf("queen"));
        assertEquals("", BenchmarkResult.simpleClassNameOf("queen"));
    }

    private static Metric sample() {
        return new Metric(12, 0.5, "us/op", new double[][] {{10, 14}, {11}}, new double[] {12, 11}, false, 1);
    }

    @Test
    void scalingMultipliesEveryValueAndLeavesTheOriginal() {
        Metric metric = sample();
        Metric ns = metric.scaled(1000, "ns/op");
        assertEquals("ns/op", ns.unit());
        assertEquals(12000, ns.score(), 1e-9);
        assertEquals(500, ns.scoreError(), 1e-9);
        assertArrayEquals(new double[] {10000, 14000}, ns.iterations()[0], 1e-9);
        assertArrayEquals(new double[] {11000}, ns.iterations()[1], 1e-9);
        assertArrayEquals(new double[] {12000, 11000}, ns.forkMeans(), 1e-9);
        assertEquals(1, ns.droppedValues());
        assertFalse(ns.fromHistogram());
        assertArrayEquals(new double[] {10, 14}, metric.iterations()[0], "the original is unchanged");
        assertArrayEquals(new double[] {12, 11}, metric.forkMeans());
        assertNotSame(metric.iterations()[1], ns.iterations()[1]);
        assertEquals(2, ns.forks());
        assertEquals(3, ns.iterationCount());
    }

    @Test
    void poolingAppendsTheOtherForks() {
        Metric other = new Metric(7, 1, "us/op", new double[][] {{7, 7, 7}}, new double[] {7}, true, 2);
        Metric pooled = sample().pooledWith(other);
        assertEquals(3, pooled.forks());
        assertEquals(6, pooled.iterationCount());
        assertArrayEquals(new double[] {12, 11, 7}, pooled.forkMeans());
        assertArrayEquals(new double[] {7, 7, 7}, pooled.iterations()[2]);
        assertArrayEquals(new double[] {11}, pooled.iterations()[1]);
        assertTrue(pooled.fromHistogram(), "either side from a histogram");
        assertTrue(other.pooledWith(sample()).fromHistogram());
        assertFalse(sample().pooledWith(sample()).fromHistogram());
        assertEquals(3, pooled.droppedValues());
        assertTrue(Double.isNaN(pooled.score()), "JMH's score of one part is not the pooled score");
        assertTrue(Double.isNaN(pooled.scoreError()));
        assertEquals("us/op", pooled.unit());
    }
}
