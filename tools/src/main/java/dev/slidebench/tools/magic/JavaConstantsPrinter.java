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
        String[] cells = new String[values.length];
        for (int i = 0; i < values.length; i++) {
            cells[i] = String.format(Locale.ROOT, " 0x%016xL", values[i]);
        }
        appendArray(out, "long[]", name, cells, 4);
    }

    private static void appendArray(StringBuilder out, String name, int[] values) {
        String[] cells = new String[values.length];
        for (int i = 0; i < values.length; i++) {
            cells[i] = String.format(Locale.ROOT, " %6d", values[i]);
        }
        appendArray(out, "int[]", name, cells, 8);
    }

    /** {@code static final TYPE NAME = {…};} with {@code perRow} formatted cells a row, comma-separated. */
    private static void appendArray(StringBuilder out, String type, String name, String[] cells, int perRow) {
        out.append("    static final ").append(type).append(' ').append(name).append(" = {\n");
        for (int i = 0; i < cells.length; i += perRow) {
            out.append("       ");
            for (int j = i; j < i + perRow; j++) {
                out.append(cells[j]).append(j + 1 < cells.length ? "," : "");
            }
            out.append('\n');
        }
        out.append("    };\n");
    }
}
