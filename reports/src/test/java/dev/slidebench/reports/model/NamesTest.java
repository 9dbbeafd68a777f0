package dev.slidebench.reports.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How files, benchmarks and chart files are named: as short as still tells them apart. */
class NamesTest {

    @Test
    void fileLabelsGrowUntilDistinct() {
        Path a = Path.of("/runs/mon/results.json");
        Path b = Path.of("/runs/tue/results.json");
        Path c = Path.of("/runs/tue/other.json");
        Map<Path, String> labels = RunLabels.fileLabels(List.of(a, b, c));
        assertEquals("mon/results.json", labels.get(a));
        assertEquals("tue/results.json", labels.get(b));
        assertEquals("tue/other.json", labels.get(c), "every file at the depth the clash needed");
        assertEquals("results.json", RunLabels.fileLabels(List.of(a)).get(a));
        Map<Path, String> distinct = RunLabels.fileLabels(List.of(a, c));
        assertEquals("results.json", distinct.get(a));
        assertEquals("other.json", distinct.get(c));
        // Paths that never become distinct stop at the whole path.
        Path x = Path.of("x/r.json");
        Path y = Path.of("x/r.json");
        Map<Path, String> same = RunLabels.fileLabels(List.of(x, y));
        assertEquals("x/r.json", same.get(x));
    }

    @Test
    void shortNamesAndSlugs() {
        assertEquals("RandomLookups.queen", ResultSet.shortName("dev.slidebench.bench.RandomLookups.queen"));
        assertEquals("Lookups.queen", ResultSet.shortName("Lookups.queen"));
        assertEquals("queen", ResultSet.shortName("queen"));
        assertEquals("randomlookups-queen-size-64", ResultSet.slug("RandomLookups.queen (size=64)"));
        assertEquals("a-b", ResultSet.slug("--A__b--"));
        assertEquals("benchmark", ResultSet.slug("***"));
        assertEquals("benchmark", ResultSet.slug(""));
        String longTitle = "x".repeat(100);
        assertEquals("x".repeat(80), ResultSet.slug(longTitle));
        assertEquals("x".repeat(80), ResultSet.slug("x".repeat(80)));
        assertEquals("x".repeat(79), ResultSet.slug("x".repeat(79)));
    }

    @Test
    void controlsAreBaselineInAnyCase() {
        assertTrue(ResultSet.isControl("BASELINE"));
        assertTrue(ResultSet.isControl("baseline"));
        assertFalse(ResultSet.isControl("BASELINE2"));
        assertFalse(ResultSet.isControl("RayLoop"));
    }
}
