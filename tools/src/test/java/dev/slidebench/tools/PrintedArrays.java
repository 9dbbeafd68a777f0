package dev.slidebench.tools;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads back the Java constants a search prints ({@code static final TYPE[] NAME = {...};} and
 * {@code static final int NAME = N;}), so a test can compare what the command line printed with the
 * constants committed in the strategy classes, the way a reader pastes them.
 */
public final class PrintedArrays {

    private PrintedArrays() {}

    /** The values of array {@code name}: hex ({@code 0x…}, with or without {@code L}) or decimal. */
    public static long[] values(String source, String name) {
        Matcher array = Pattern.compile("static final \\w+\\[] " + Pattern.quote(name) + " = \\{([^}]*)};")
                .matcher(source);
        if (!array.find()) {
            throw new AssertionError("no array " + name + " in:\n" + source);
        }
        String body = array.group(1).strip();
        if (body.isEmpty()) {
            return new long[0];
        }
        return Arrays.stream(body.split(","))
                .map(String::strip)
                .mapToLong(PrintedArrays::parse)
                .toArray();
    }

    /** {@code values} as ints, for the arrays printed from {@code int[]}. */
    public static int[] ints(String source, String name) {
        return Arrays.stream(values(source, name)).mapToInt(Math::toIntExact).toArray();
    }

    /** The value of {@code static final int name = N;} (underscores allowed). */
    public static int intConstant(String source, String name) {
        Matcher constant = Pattern.compile("static final int " + Pattern.quote(name) + " = ([0-9_]+);")
                .matcher(source);
        if (!constant.find()) {
            throw new AssertionError("no int " + name + " in:\n" + source);
        }
        return Integer.parseInt(constant.group(1).replace("_", ""));
    }

    private static long parse(String literal) {
        String digits = literal.endsWith("L") ? literal.substring(0, literal.length() - 1) : literal;
        if (digits.startsWith("0x")) {
            // An int printed in hex (0x%08x) is a bit pattern: its sign comes from bit 31.
            long bits = Long.parseUnsignedLong(digits.substring(2), 16);
            return literal.endsWith("L") || digits.length() != 10 ? bits : (int) bits;
        }
        return Long.parseLong(digits);
    }
}
