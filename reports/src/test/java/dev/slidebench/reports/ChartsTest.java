package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.Analysis.CaseTable;
import dev.slidebench.reports.Analysis.Row;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Chart content that can be checked without looking at pixels: the Pareto front, the axis choice, the encodings. */
class ChartsTest {

    private static final Map<String, Long> BYTES = Map.of(
            "RayLoop",
            0L,
            "Kindergarten",
            9216L,
            "OliThinkKeys",
            524288L,
            "RotatedBitboards",
            524288L,
            "FancyMagic",
            861184L,
            "Pext",
            861184L);

    /**
     * Queen means (ops/us, higher is better) against table bytes: RayLoop 11 @ 0, Kindergarten 62 @
     * 9,216, OliThinkKeys 72 @ 524,288, RotatedBitboards 41 @ 524,288, FancyMagic 110 @ 861,184,
     * Pext 115 @ 861,184. By hand: RotatedBitboards is beaten by OliThinkKeys (same bytes, faster),
     * FancyMagic by Pext; the others are each the fastest at their size or below.
     */
    @Test
    void paretoFrontByHand() {
        CaseTable table = queenTable();
        List<Row> rows = table.ranked();
        List<String> front =
                Charts.paretoFront(rows, BYTES, true).stream().map(Row::value).toList();
        assertEquals(List.of("RayLoop", "Kindergarten", "OliThinkKeys", "Pext"), front);
        // Read as times (lower is better) the same numbers give the opposite front: only the smallest table,
        // RayLoop (11), since every larger table has a larger number.
        assertEquals(
                List.of("RayLoop"),
                Charts.paretoFront(rows, BYTES, false).stream().map(Row::value).toList());
    }

    @Test
    void logAxisOnlyWhenValuesSpanMoreThanTenTimes() {
        assertTrue(Charts.spanOver10(List.of(11.0, 115.0)));
        assertFalse(Charts.spanOver10(List.of(11.5, 115.0)));
    }

    @Test
    void chartsRenderHeadlessToPngAndSvgWithLabelledAxes() {
        assertEquals("true", System.getProperty("java.awt.headless", "true"));
        CaseTable table = queenTable();
        Charts.ChartImage bars = Charts.bars(table, "strategy", "queen-bars");
        assertEquals("true", System.getProperty("java.awt.headless"), "drawing must not need a display");
        assertPng(bars.png());
        String svg = new String(bars.svg(), StandardCharsets.UTF_8);
        assertTrue(svg.contains("<svg"), "SVG");
        assertEquals("ops/us (higher is better)", bars.yAxisTitle(), "value axis names unit and direction");
        assertEquals("strategy (best first)", bars.xAxisTitle());
        assertTrue(bars.caption().contains("99.9% interval"), bars.caption());
        Charts.ChartImage scatter = Charts.bytesVersusSpeed(table, BYTES, "queen-bytes");
        assertTrue(scatter.caption().contains("Pareto front"), "front is marked");
        assertEquals(
                "table bytes (KiB, log scale; 0 B drawn at 4.5 KiB)",
                scatter.xAxisTitle(),
                "zero-byte tables are explained");
        assertEquals("ops/us (higher is better)", scatter.yAxisTitle());
        assertPng(scatter.png());
    }

    @Test
    void timeModeAxisSaysLowerIsBetter() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("single-fork.json")), "impl");
        CaseTable table = Analysis.table(set, set.runs().get(0), set.cases().get(0), null, null);
        assertEquals("ns/op (lower is better)", Charts.bars(table, "impl", "x").yAxisTitle());
    }

    private static void assertPng(byte[] png) {
        assertTrue(png.length > 1000);
        assertEquals((byte) 0x89, png[0]);
        assertEquals("PNG", new String(png, 1, 3, StandardCharsets.US_ASCII));
    }

    private static CaseTable queenTable() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("slidebench/results.json")), "strategy");
        return Analysis.table(set, set.runs().get(0), set.cases().get(0), null, null);
    }
}
