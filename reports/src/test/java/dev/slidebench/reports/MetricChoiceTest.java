package dev.slidebench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.slidebench.reports.analysis.MetricChoice;
import dev.slidebench.reports.analysis.MetricKind;
import org.junit.jupiter.api.Test;

/** --metric: auto ranks on CPU time only where a fork was contended and CPU time is known. */
class MetricChoiceTest {

    @Test
    void autoFollowsContention() {
        assertEquals(MetricKind.CPU, MetricChoice.AUTO.decide(true, 1.8, true).metric());
        assertEquals(
                MetricKind.WALL, MetricChoice.AUTO.decide(false, 1.02, true).metric());
        assertEquals(MetricKind.WALL, MetricChoice.AUTO.decide(true, 1.8, false).metric(), "no CPU time recorded");
        assertTrue(MetricChoice.AUTO.decide(true, 1.8, true).reason().contains("up to 1.80"));
    }

    @Test
    void explicitChoices() {
        assertEquals(MetricKind.WALL, MetricChoice.WALL.decide(true, 3, true).metric());
        assertTrue(MetricChoice.WALL.decide(true, 3, true).reason().contains("include waiting for a core"));
        assertEquals(MetricKind.CPU, MetricChoice.CPU.decide(false, 1, true).metric());
        assertEquals(MetricKind.WALL, MetricChoice.CPU.decide(false, 1, false).metric());
        assertEquals(MetricChoice.CPU, MetricChoice.parse("Cpu"));
        ReportInputException e = assertThrows(ReportInputException.class, () -> MetricChoice.parse("gpu"));
        assertEquals("--metric gpu: expected auto, wall or cpu", e.getMessage());
    }
}
