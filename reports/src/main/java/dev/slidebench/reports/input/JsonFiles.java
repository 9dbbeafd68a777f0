package dev.slidebench.reports.input;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;
import dev.slidebench.core.Echo;
import dev.slidebench.reports.ReportInputException;
import java.io.EOFException;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Strict JSON reading with one-line errors: syntax errors carry Gson's line and column, and errors in
 * the content name the JSON path ({@code $[3].primaryMetric.rawData[0][2]}), always prefixed with the
 * file. Numbers may also be JMH's strings for special values: {@code "NaN"}, {@code "+INF"},
 * {@code "-INF"} (JMH writes non-finite doubles that way because JSON has no literal for them).
 */
public final class JsonFiles {

    private JsonFiles() {}
    /** Reads a file through {@code body}, which consumes one value; then checks nothing follows it. */
    interface Body<T> {
        T read(JsonReader json) throws IOException;
    }

    /**
     * Opens {@code file} as strict UTF-8 JSON and hands the reader to {@code body} (which may stream),
     * mapping every failure to one line naming the file: missing, a directory, empty, not UTF-8,
     * malformed (with Gson's line and column), truncated, or text after the value.
     */
    static <T> T read(Path file, Body<T> body) {
        String name = file.toString();
        if (Files.isDirectory(file)) {
            throw new ReportInputException(name + ": is a directory, expected a JSON file");
        }
        try {
            if (!Files.isRegularFile(file) && Files.exists(file)) {
                throw new ReportInputException(name + ": not a regular file, expected a JSON file");
            }
            if (Files.size(file) == 0) {
                throw new ReportInputException(name + ": empty file, expected JSON");
            }
        } catch (NoSuchFileException e) {
            throw new ReportInputException(name + ": no such file");
        } catch (IOException e) {
            throw new ReportInputException(name + ": cannot read: " + e.getMessage());
        }
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            JsonReader json = new JsonReader(reader);
            json.setStrictness(Strictness.STRICT);
            T value = body.read(json);
            boolean trailing;
            try {
                trailing = json.peek() != JsonToken.END_DOCUMENT;
            } catch (MalformedJsonException e) {
                trailing = true;
            }
            if (trailing) {
                throw new ReportInputException(name + ": unexpected text after the JSON value, at " + position(json));
            }
            return value;
        } catch (JsonParseException e) {
            if (e.getCause() instanceof CharacterCodingException) {
                throw new ReportInputException(
                        name + ": not UTF-8 text (a JSON file must be UTF-8; UTF-16 or binary?)", e);
            }
            throw new ReportInputException(name + ": " + describe(e), e);
        } catch (CharacterCodingException e) {
            throw new ReportInputException(name + ": not UTF-8 text (a JSON file must be UTF-8; UTF-16 or binary?)", e);
        } catch (AccessDeniedException e) {
            throw new ReportInputException(name + ": cannot read: permission denied", e);
        } catch (EOFException e) {
            throw new ReportInputException(name + ": truncated: " + clean(e.getMessage()), e);
        } catch (IOException e) {
            throw new ReportInputException(name + ": " + describe(e), e);
        }
    }

    /** What a token starts, in the words of {@link #kind}. */
    static String kind(JsonToken token) {
        return switch (token) {
            case BEGIN_ARRAY -> "an array";
            case BEGIN_OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> "nothing";
        };
    }

    private static String position(JsonReader json) {
        // JsonReader.toString() is "JsonReader at line L column C path P".
        String text = json.toString();
        int at = text.indexOf(" at ");
        return at < 0 ? text : text.substring(at + 4);
    }

    private static String describe(Exception e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        if (cause instanceof EOFException) {
            return "truncated: " + clean(cause.getMessage());
        }
        return clean(cause.getMessage());
    }

    /** Gson's message without its advice to switch to lenient parsing and its troubleshooting link. */
    private static String clean(String message) {
        return JsonMessages.clean(message);
    }

    // ---- typed access with a path for the error message ----

    static ReportInputException error(Path file, String path, String what) {
        return new ReportInputException(file + ": " + path + ": " + what);
    }

    /**
     * What a JSON value is, for an error message: "an array", "the number 3", "the string "…"" (the string
     * echoed by {@link Echo#value}, the one rule for quoting a value in a message).
     */
    public static String kind(JsonElement element) {
        if (element == null || element.isJsonNull()) {
            return "null";
        }
        if (element.isJsonArray()) {
            return "an array";
        }
        if (element.isJsonObject()) {
            return "an object";
        }
        JsonPrimitive primitive = element.getAsJsonPrimitive();
        if (primitive.isString()) {
            String text = primitive.getAsString();
            return "the string \"" + Echo.value(text) + "\"";
        }
        return primitive.isBoolean() ? "the boolean " + primitive : "the number " + primitive;
    }

    static JsonObject object(Path file, String path, JsonElement element) {
        if (element == null || !element.isJsonObject()) {
            throw error(file, path, "expected an object, found " + kind(element));
        }
        return element.getAsJsonObject();
    }

    static JsonArray array(Path file, String path, JsonElement element) {
        if (element == null || !element.isJsonArray()) {
            throw error(file, path, "expected an array, found " + kind(element));
        }
        return element.getAsJsonArray();
    }

    /** A required string member. */
    static String string(Path file, String path, JsonObject object, String member) {
        String value = optionalString(file, path, object, member);
        if (value == null) {
            throw error(file, path, "missing \"" + member + "\"");
        }
        return value;
    }

    /** An optional string member: null when absent or null. Numbers and booleans are taken as their text. */
    static String optionalString(Path file, String path, JsonObject object, String member) {
        JsonElement element = object.get(member);
        if (element == null || element.isJsonNull()) {
            return null;
        }
        if (!element.isJsonPrimitive()) {
            throw error(file, path + "." + member, "expected a string, found " + kind(element));
        }
        return element.getAsString();
    }

    static Integer optionalInt(Path file, String path, JsonObject object, String member) {
        JsonElement element = object.get(member);
        if (element == null || element.isJsonNull()) {
            return null;
        }
        double value = number(file, path + "." + member, element);
        if (value != Math.rint(value) || Math.abs(value) > Integer.MAX_VALUE) {
            throw error(file, path + "." + member, "expected a whole number, found " + kind(element));
        }
        return (int) value;
    }

    /** A JSON number, or one of JMH's special-value strings. */
    static double number(Path file, String path, JsonElement element) {
        if (element != null && element.isJsonPrimitive()) {
            JsonPrimitive primitive = element.getAsJsonPrimitive();
            if (primitive.isNumber()) {
                return primitive.getAsDouble();
            }
            if (primitive.isString()) {
                switch (primitive.getAsString()) {
                    case "NaN":
                        return Double.NaN;
                    case "+INF":
                    case "INF":
                    case "Infinity":
                    case "+Infinity":
                        return Double.POSITIVE_INFINITY;
                    case "-INF":
                    case "-Infinity":
                        return Double.NEGATIVE_INFINITY;
                    default:
                        break;
                }
            }
        }
        throw error(file, path, "expected a number (or \"NaN\", \"+INF\", \"-INF\"), found " + kind(element));
    }
}
