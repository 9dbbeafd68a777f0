package dev.slidebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CpuInfoTest {

    @Test
    void readsTheFirstProcessorOnly() {
        CpuInfo cpu = CpuInfo.parse(List.of(
                "processor\t: 0",
                "vendor_id\t: AuthenticAMD",
                "cpu family\t: 23",
                "model name\t: AMD EPYC 7571",
                "flags\t\t: fpu avx2 bmi1 bmi2",
                "",
                "processor\t: 1",
                "vendor_id\t: GenuineIntel",
                "flags\t\t: fpu avx512f"));
        assertEquals("AuthenticAMD", cpu.vendor());
        assertEquals("AMD EPYC 7571", cpu.modelName());
        assertEquals(23, cpu.family());
        assertTrue(cpu.has("bmi2") && cpu.has("avx2"));
        assertFalse(cpu.has("avx512f"), "second processor's flags are not read");
    }

    @Test
    void missingFieldsAreUnknown() {
        CpuInfo cpu = CpuInfo.parse(List.of("", "processor : 0", "cpu family : x"));
        assertNull(cpu.vendor());
        assertNull(cpu.modelName());
        assertEquals(-1, cpu.family());
        assertTrue(cpu.flags().isEmpty());
    }
}
