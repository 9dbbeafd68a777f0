package dev.slidebench.tools.magic;

import java.util.Locale;

/**
 * Prints search results as Java constants in the form the strategy classes hold them, headed by the
 * command that found them, so they can be pasted in and a reader can re-run that command.
 */
public final class JavaConstantsPrinter {

    private JavaConstantsPrinter() {}

    /** Plain or fancy: the rook and bishop magics. */
    public static String magics(String command, long[] rookMagics, long[] bishopMagics) {
        StringBuilder text = header(command);
        appendArray(text, "ROOK_MAGICS", rookMagics);
        appendArray(text, "BISHOP_MAGICS", bishopMagics);
        return text.toString();
    }

    /** Black: the magics, the per-square offsets into the shared array and its length. */
    public static String blackMagics(String command, BlackMagicPacker.Result black) {
        StringBuilder text = header(command);
        appendArray(text, "ROOK_MAGICS", black.rookMagics());
        appendArray(text, "BISHOP_MAGICS", black.bishopMagics());
        appendArray(text, "ROOK_OFFSETS", black.rookOffsets());
        appendArray(text, "BISHOP_OFFSETS", black.bishopOffsets());
        text.append("    static final int TABLE_ENTRIES = ")
                .append(String.format(Locale.ROOT, "%,d", black.entries()).replace(',', '_'))
                .append(";\n");
        return text.toString();
    }

    private static StringBuilder header(String command) {
        return new StringBuilder("    // Found by ").append(command).append(" (see strategies/MAGICS.md).\n");
    }

    private static void appendArray(StringBuilder out, String name, long[] values) {
        out.append("    static final long[] ").append(name).append(" = {\n");
        for (int i = 0; i < values.length; i += 4) {
            out.append("       ");
            for (int j = i; j < i + 4; j++) {
                out.append(String.format(Locale.ROOT, " 0x%016xL", values[j])).append(j + 1 < values.length ? "," : "");
            }
            out.append('\n');
        }
        out.append("    };\n");
    }

    private static void appendArray(StringBuilder out, String name, int[] values) {
        out.append("    static final int[] ").append(name).append(" = {\n");
        for (int i = 0; i < values.length; i += 8) {
            out.append("       ");
            for (int j = i; j < i + 8; j++) {
                out.append(String.format(Locale.ROOT, " %6d", values[j])).append(j + 1 < values.length ? "," : "");
            }
            out.append('\n');
        }
        out.append("    };\n");
    }
}
