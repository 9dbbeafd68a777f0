package dev.slidebench.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ByteSizeTest {

    @Test
    void multiplesAreBinary() {
        assertEquals(4096L, ByteSize.parse("4096"));
        assertEquals(65_536L, ByteSize.parse("64k"));
        assertEquals(2_097_152L, ByteSize.parse("2m"));
        assertEquals(3L * 1_073_741_824L, ByteSize.parse("3G"));
        assertEquals(65_536L, ByteSize.parse("64KB"));
        assertEquals(0L, ByteSize.parse("0"));
        assertEquals(Long.MAX_VALUE, ByteSize.parse("9223372036854775807"));
    }

    @Test
    void anythingElseIsRefusedNamingTheValue() {
        for (String bad : new String[] {"", "k", "-1", "1.5m", "64kk", "2t", "64 k k", "0x10"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ByteSize.parse(bad), bad);
            assertEquals(
                    "'" + bad + "' is not a size; expected " + ByteSize.FORMS + ", e.g. 4096, 64k, 2m", e.getMessage());
        }
        // 2^63 bytes and 8,589,934,592g (2^63) do not fit a long.
        assertEquals(
                "'9223372036854775808' is too large for a size in bytes",
                assertThrows(IllegalArgumentException.class, () -> ByteSize.parse("9223372036854775808"))
                        .getMessage());
        assertEquals(
                "'8589934592g' is too large for a size in bytes",
                assertThrows(IllegalArgumentException.class, () -> ByteSize.parse("8589934592g"))
                        .getMessage());
        assertEquals(8_589_934_591L << 30, ByteSize.parse("8589934591g"));
    }
}
