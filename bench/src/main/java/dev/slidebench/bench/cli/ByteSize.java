package dev.slidebench.bench.cli;

import dev.slidebench.core.Echo;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Sizes in bytes as users type them: {@code 4096}, {@code 64k}, {@code 2m}, {@code 1g} (binary
 * multiples: k = 1,024, m = 1,048,576, g = 1,073,741,824; a trailing {@code b}, as in {@code 64kb}, and
 * upper case are accepted). The one parser of every size-like option, as its picocli converter.
 */
public final class ByteSize implements CommandLine.ITypeConverter<Long> {

    /** For option help: how a size may be written. */
    public static final String FORMS = "bytes, or with k, m or g (binary: 64k = 65,536)";

    private static final Pattern FORM = Pattern.compile("(\\d{1,19})([kmg])?b?");

    /**
     * Parses a size.
     *
     * @throws IllegalArgumentException naming the text when it is not a size or does not fit a long
     */
    public static long parse(String text) {
        Matcher m = FORM.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    Echo.quoted(text) + " is not a size; expected " + FORMS + ", e.g. 4096, 64k, 2m");
        }
        int shift = m.group(2) == null ? 0 : 10 * (" kmg".indexOf(m.group(2)));
        try {
            long number = Long.parseLong(m.group(1));
            if (number > Long.MAX_VALUE >> shift) {
                throw new NumberFormatException();
            }
            return number << shift;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Echo.quoted(text) + " is too large for a size in bytes");
        }
    }

    @Override
    public Long convert(String value) {
        try {
            return parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
