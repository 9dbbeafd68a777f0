package dev.slidebench.reports.record;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import dev.slidebench.core.Echo;
import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.input.JsonFiles;
import dev.slidebench.reports.input.JsonMessages;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One JSON object of a run record with the place it came from ({@code run.json: $.forks[3]}), so that
 * every error names the source and the JSON path. Absent and {@code null} members read as null: older
 * records lack the newer fields, and an unknown value is null, never guessed.
 */
final class RecordJson {

    private final String source;
    private final String path;
    private final JsonObject object;

    private RecordJson(String source, String path, JsonObject object) {
        this.source = source;
        this.path = path;
        this.object = object;
    }

    /** Parses {@code text} strictly; {@code source} names it in errors (a file, or "the probe of JVM X"). */
    static RecordJson parse(String source, String text) {
        try {
            JsonReader reader = new JsonReader(new StringReader(text));
            reader.setStrictness(Strictness.STRICT);
            JsonElement root = JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new ReportInputException(source + ": unexpected text after the JSON value");
            }
            return of(source, "$", root);
        } catch (JsonParseException | IOException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            String message = JsonMessages.clean(cause.getMessage());
            throw new ReportInputException(source + ": not valid JSON (" + message + ")", e);
        }
    }

    /**
     * Reads and parses a run record's file; {@code what} names the kind of file in the messages
     * ({@code run.json}).
     */
    static RecordJson read(Path file, String what) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ReportInputException(file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new ReportInputException(file + ": not UTF-8 text (is it a " + what + "?)", e);
        } catch (IOException e) {
            throw new ReportInputException(file + ": cannot read: " + e.getMessage(), e);
        }
        if (text.isBlank()) {
            throw new ReportInputException(file + ": empty file, expected a " + what + " object");
        }
        return parse(file.toString(), text);
    }

    static RecordJson of(String source, String path, JsonElement element) {
        if (element == null || !element.isJsonObject()) {
            throw new ReportInputException(
                    source + ": " + path + ": expected an object, found " + JsonFiles.kind(element));
        }
        return new RecordJson(source, path, element.getAsJsonObject());
    }

    ReportInputException error(String member, String what) {
        return new ReportInputException(source + ": " + path + (member == null ? "" : "." + member) + ": " + what);
    }

    boolean has(String member) {
        JsonElement e = object.get(member);
        return e != null && !e.isJsonNull();
    }

    RecordJson object(String member) {
        return has(member) ? of(source, path + "." + member, object.get(member)) : null;
    }

    /** An object member read by {@code reader}; null when absent (older records lack the newer parts). */
    <T> T object(String member, Function<RecordJson, T> reader) {
        RecordJson o = object(member);
        return o == null ? null : reader.apply(o);
    }

    /** The objects of an array member; empty when absent. */
    List<RecordJson> objects(String member) {
        List<RecordJson> list = new ArrayList<>();
        if (has(member)) {
            JsonArray array = array(member);
            for (int i = 0; i < array.size(); i++) {
                list.add(of(source, path + "." + member + "[" + i + "]", array.get(i)));
            }
        }
        return Collections.unmodifiableList(list);
    }

    /** The members of an object member, by name, in file order; empty when absent. */
    Map<String, RecordJson> members(String member) {
        Map<String, RecordJson> map = new LinkedHashMap<>();
        RecordJson o = object(member);
        if (o != null) {
            for (Map.Entry<String, JsonElement> e : o.object.entrySet()) {
                map.put(e.getKey(), of(source, o.path + "." + e.getKey(), e.getValue()));
            }
        }
        return Collections.unmodifiableMap(map);
    }

    private JsonArray array(String member) {
        JsonElement e = object.get(member);
        if (!e.isJsonArray()) {
            throw error(member, "expected an array, found " + JsonFiles.kind(e));
        }
        return e.getAsJsonArray();
    }

    /** A string array member; empty when absent. */
    List<String> strings(String member) {
        List<String> list = new ArrayList<>();
        if (has(member)) {
            JsonArray array = array(member);
            for (int i = 0; i < array.size(); i++) {
                JsonElement e = array.get(i);
                if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
                    throw error(member + "[" + i + "]", "expected a string, found " + JsonFiles.kind(e));
                }
                list.add(e.getAsString());
            }
        }
        return Collections.unmodifiableList(list);
    }

    /** The names of this object's members, in file order. */
    List<String> names() {
        return List.copyOf(object.keySet());
    }

    /** A map of string values (JMH parameters); empty when absent. */
    Map<String, String> stringMap(String member) {
        Map<String, String> map = new LinkedHashMap<>();
        RecordJson o = object(member);
        if (o != null) {
            for (String key : o.object.keySet()) {
                map.put(key, o.string(key));
            }
        }
        return Collections.unmodifiableMap(map);
    }

    /** A primitive member of the kind {@code is} accepts, or null when absent; else an error naming {@code kind}. */
    private JsonPrimitive primitive(String member, Predicate<JsonPrimitive> is, String kind) {
        if (!has(member)) {
            return null;
        }
        JsonElement e = object.get(member);
        if (!e.isJsonPrimitive() || !is.test(e.getAsJsonPrimitive())) {
            throw error(member, "expected " + kind + ", found " + JsonFiles.kind(e));
        }
        return e.getAsJsonPrimitive();
    }

    String string(String member) {
        JsonPrimitive p = primitive(member, JsonPrimitive::isString, "a string");
        return p == null ? null : p.getAsString();
    }

    String requiredString(String member) {
        return required(member, string(member));
    }

    int requiredInteger(String member) {
        return required(member, integer(member));
    }

    long requiredWhole(String member) {
        return required(member, whole(member));
    }

    private <T> T required(String member, T value) {
        if (value == null) {
            throw error(null, "missing \"" + member + "\"");
        }
        return value;
    }

    Boolean bool(String member) {
        JsonPrimitive p = primitive(member, JsonPrimitive::isBoolean, "true or false");
        return p == null ? null : p.getAsBoolean();
    }

    Double number(String member) {
        JsonPrimitive p = primitive(member, JsonPrimitive::isNumber, "a number");
        return p == null ? null : p.getAsDouble();
    }

    Long whole(String member) {
        if (!has(member)) {
            return null;
        }
        JsonElement e = object.get(member);
        try {
            if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
                return e.getAsJsonPrimitive().getAsBigDecimal().longValueExact();
            }
        } catch (ArithmeticException | NumberFormatException ignored) {
            // falls through to the error below
        }
        throw error(member, "expected a whole number, found " + JsonFiles.kind(e));
    }

    Integer integer(String member) {
        Long value = whole(member);
        if (value == null) {
            return null;
        }
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw error(member, "out of range: " + value);
        }
        return value.intValue();
    }

    Instant instant(String member) {
        String text = string(member);
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw error(
                    member,
                    "expected an ISO-8601 instant like 2026-11-30T03:00:00Z, found \"" + Echo.value(text) + "\"");
        }
    }

    // ---- writing ----

    static JsonElement value(String s) {
        return s == null ? JsonNull.INSTANCE : new JsonPrimitive(s);
    }

    static JsonElement value(Number n) {
        return n == null ? JsonNull.INSTANCE : new JsonPrimitive(n);
    }

    static JsonElement value(Boolean b) {
        return b == null ? JsonNull.INSTANCE : new JsonPrimitive(b);
    }

    static JsonElement value(Instant i) {
        return i == null ? JsonNull.INSTANCE : new JsonPrimitive(i.toString());
    }

    static JsonArray array(List<String> strings) {
        JsonArray a = new JsonArray();
        strings.forEach(a::add);
        return a;
    }

    static JsonObject object(Map<String, String> strings) {
        JsonObject o = new JsonObject();
        strings.forEach(o::addProperty);
        return o;
    }
}
