package dev.slidebench.tools;

import java.io.PrintStream;

/** The command line every search shares ({@code [--seed N]}) and the Java source it prints. */
public final class SearchArguments {

    private SearchArguments() {}

    /**
     * The value of {@code --seed}, or {@code defaultSeed} without one; null after printing one line to
     * {@code err} when an argument is unknown or the seed is not an integer.
     */
    public static Long seed(String tool, String[] args, long defaultSeed, PrintStream err) {
        long seed = defaultSeed;
        for (int i = 0; i < args.length; i++) {
            if (!args[i].equals("--seed")) {
                err.println(tool + ": unknown argument '" + args[i] + "' (usage: " + tool + " [--seed N])");
                return null;
            }
            if (i + 1 == args.length) {
                err.println(tool + ": --seed needs a value");
                return null;
            }
            try {
                seed = Long.parseLong(args[++i]);
            } catch (NumberFormatException e) {
                err.println(tool + ": --seed needs an integer, got '" + args[i] + "'");
                return null;
            }
        }
        return seed;
    }

    /**
     * {@code static final TYPE[] NAME = {...};} as the strategies hold it: {@code long} values in hex
     * (4 a line), {@code int} values in hex when {@code hex} (8 a line) or decimal (16 a line), {@code byte}
     * values in decimal (15 a line, five triples).
     */
    public static String javaArray(String type, String name, long[] values, boolean hex) {
        StringBuilder out = new StringBuilder("    static final " + type + "[] " + name + " = {");
        boolean isLong = type.equals("long");
        int perLine = isLong ? 4 : hex ? 8 : type.equals("byte") ? 15 : 16;
        for (int i = 0; i < values.length; i++) {
            out.append(i % perLine == 0 ? "\n        " : " ");
            String value = !hex
                    ? Long.toString(values[i])
                    : isLong ? String.format("0x%016xL", values[i]) : String.format("0x%08x", (int) values[i]);
            out.append(value).append(i + 1 < values.length ? "," : "");
        }
        return out.append("\n    };").toString();
    }
}
