package dev.slidebench.reports.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.reports.stats.Ratio;
import org.junit.jupiter.api.Test;

/** Every number a reader sees in a table goes through Format; each rule by a value worked out by hand. */
class FormatTest {

    @Test
    void fourSignificantDigitsBelowTenThousandGroupedAbove() {
        assertEquals("n/a", Format.number(Double.NaN));
        assertEquals("\u221e", Format.number(Double.POSITIVE_INFINITY));
        assertEquals("-\u221e", Format.number(Double.NEGATIVE_INFINITY));
        assertEquals("0", Format.number(0));
        assertEquals("115.0", Format.number(114.99));
        assertEquals("9999", Format.number(9999.0));
        assertEquals("1.235", Format.number(1.23456));
        assertEquals("0.0001235", Format.number(0.00012346));
        // 10,000 and more: whole numbers with thousands grouped, whatever their size.
        assertEquals("10,000", Format.number(10000));
        assertEquals("1,234,568", Format.number(1234567.8));
        assertEquals("-12,346", Format.number(-12345.6));
        assertEquals("-9.877", Format.number(-9.8766));
    }

    @Test
    void intervalsAndRatios() {
        assertEquals("[108.9, 121.5]", Format.interval(108.87, 121.54));
        assertEquals("n/a", Format.interval(Double.NaN, 2));
        assertEquals("n/a", Format.interval(1, Double.NaN));
        assertEquals("1.045\u00d7 [0.994, 1.100]", Format.ratio(new Ratio(1.0454, 0.99351, 1.10009)));
        assertEquals("2.000\u00d7 [n/a]", Format.ratio(new Ratio(2, Double.NaN, Double.NaN)));
        assertEquals("2.000\u00d7 [n/a]", Format.ratio(new Ratio(2, 1.5, Double.NaN)));
        assertEquals("10.48\u00d7", Format.times(10.4839));
    }

    @Test
    void fixedHasThreeDecimalsBelowTen() {
        assertEquals("9.999", Format.fixed(9.9991));
        assertEquals("-9.500", Format.fixed(-9.5));
        assertEquals("10", Format.fixed(10.0));
        assertEquals("-10.5", Format.fixed(-10.5));
        assertEquals("n/a", Format.fixed(Double.NaN));
        assertEquals("\u221e", Format.fixed(Double.POSITIVE_INFINITY));
    }

    @Test
    void pValuesAndBytes() {
        assertEquals("n/a", Format.p(Double.NaN));
        assertEquals("<0.0001", Format.p(0.00009));
        assertEquals("0.0001", Format.p(0.0001));
        assertEquals("0.0390", Format.p(0.039));
        assertEquals("1023 B", Format.bytes(1023));
        assertEquals("1,024 B (1 KiB)", Format.bytes(1024));
        assertEquals("861,184 B (841 KiB)", Format.bytes(861_184));
        assertEquals("1,536 B (1.5 KiB)", Format.bytes(1536));
    }
}
