package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.chart.BytesSpeedChart;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.render.Charts;
import dev.slidebench.reports.render.ChartsAccess;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Chart content that can be checked without looking at pixels: the Pareto front, the encodings, the names. */
class ChartsTest {

    static final ReportProfile PROFILE = new ReportProfile("strategy", "RayLoop", List.of(), v -> List.of());

    /**
     * Queen means (ops/us, higher is better) against table bytes from the fixture's run.json: RayLoop 11 @
     * 0, Kindergarten 62 @ 9,216, OliThinkKeys 72 @ 524,288, RotatedBitboards 41 @ 524,288, FancyMagic 110 @
     * 861,184, Pext 115 @ 861,184. By hand: RotatedBitboards is beaten by OliThinkKeys (same bytes, faster),
     * FancyMagic by Pext; the others are each the fastest at their size or below.
     */
    @Test
    void paretoFrontByHand() {
        CaseAnalysis queen = queen();
        List<BytesSpeedChart.Point> points = ChartsAccess.points(queen);
        assertEquals(
                List.of("RayLoop", "Kindergarten", "OliThinkKeys", "Pext"),
                BytesSpeedChart.paretoFront(points, true).stream()
                        .map(i -> points.get(i).label())
                        .toList());
    }

    @Test
    void chartsRenderHeadlessToPngAndSvgWithEmulatedNames() {
        CaseAnalysis queen = queen();
        Charts.ChartImage forest = Charts.forest(queen, "queen-forest");
        assertPng(forest.png());
        String svg = new String(forest.svg(), StandardCharsets.UTF_8);
        assertTrue(svg.contains("<svg"), "SVG");
        assertTrue(svg.contains("Pext (emulated)"), "emulated named in the chart, as text");
        Charts.ChartImage scatter = Charts.bytesVersusSpeed(queen, "queen-bytes");
        assertTrue(new String(scatter.svg(), StandardCharsets.UTF_8).contains("Pext (emulated)"));
        assertPng(scatter.png());
    }

    private static void assertPng(byte[] png) {
        assertTrue(png.length > 1000);
        assertEquals((byte) 0x89, png[0]);
        assertEquals("PNG", new String(png, 1, 3, StandardCharsets.US_ASCII));
    }

    static CaseAnalysis queen() {
        ResultSet set = ResultSet.load(List.of(Fixtures.path("slidebench/results.json")), "strategy");
        ReportModel model = ReportModel.of(set, Settings.defaults(), PROFILE, null);
        return model.analysis(set.runs().get(0), set.cases().get(0));
    }
}
