package dev.slidebench.reports.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Small JMH result files written by hand for tests: one element per {@link #element}, with only the
 * members a test names (a JVM, a mode, parameters, raw data per fork, secondary metrics), so every
 * number a test expects can be worked out from the few numbers it wrote.
 */
public final class JmhText {

    private final Map<String, String> members = new LinkedHashMap<>();
    private final Map<String, String> params = new LinkedHashMap<>();
    private final Map<String, String> secondary = new LinkedHashMap<>();
    private String unit = "ns/op";
    private String rawData = "[[1.0]]";

    private JmhText(String benchmark) {
        members.put("benchmark", quote(benchmark));
        members.put("mode", quote("avgt"));
        members.put("threads", "1");
        members.put("jvm", quote("/usr/lib/jvm/17/bin/java"));
        members.put("jdkVersion", quote("17.0.15"));
        members.put("vmName", quote("OpenJDK 64-Bit Server VM"));
    }

    /** An average-time result of {@code benchmark} on /usr/lib/jvm/17/bin/java, JDK 17.0.15, one thread. */
    public static JmhText element(String benchmark) {
        return new JmhText(benchmark);
    }

    /** Sets a top-level member to raw JSON text ({@code null} leaves it out). */
    public JmhText member(String name, String json) {
        if (json == null) {
            members.remove(name);
        } else {
            members.put(name, json);
        }
        return this;
    }

    public JmhText string(String name, String value) {
        return member(name, value == null ? null : quote(value));
    }

    public JmhText mode(String mode) {
        return string("mode", mode);
    }

    public JmhText threads(int threads) {
        return member("threads", Integer.toString(threads));
    }

    public JmhText jvm(String jvm, String jdkVersion, String vmName) {
        return string("jvm", jvm).string("jdkVersion", jdkVersion).string("vmName", vmName);
    }

    public JmhText jvmArgs(String... args) {
        return member("jvmArgs", Arrays.stream(args).map(JmhText::quote).collect(Collectors.joining(",", "[", "]")));
    }

    public JmhText param(String name, String value) {
        params.put(name, value);
        return this;
    }

    public JmhText strategy(String value) {
        return param("strategy", value);
    }

    /** The primary metric's unit and its values, per fork, per iteration. */
    public JmhText primary(String unit, double[]... forks) {
        this.unit = unit;
        this.rawData = raw(forks);
        return this;
    }

    /** One value per fork. */
    public JmhText forks(double... means) {
        double[][] forks = new double[means.length][];
        for (int f = 0; f < means.length; f++) {
            forks[f] = new double[] {means[f]};
        }
        return primary(unit, forks);
    }

    public JmhText secondary(String name, String unit, double[]... forks) {
        secondary.put(name, metric(unit, raw(forks)));
        return this;
    }

    public String json() {
        List<String> parts = new ArrayList<>();
        members.forEach((name, value) -> parts.add(quote(name) + ":" + value));
        parts.add("\"params\":"
                + params.entrySet().stream()
                        .map(e -> quote(e.getKey()) + ":" + quote(e.getValue()))
                        .collect(Collectors.joining(",", "{", "}")));
        parts.add("\"primaryMetric\":" + metric(unit, rawData));
        parts.add("\"secondaryMetrics\":"
                + secondary.entrySet().stream()
                        .map(e -> quote(e.getKey()) + ":" + e.getValue())
                        .collect(Collectors.joining(",", "{", "}")));
        return String.join(",", parts).transform(s -> "{" + s + "}");
    }

    /** Writes {@code elements} as a JMH JSON array to {@code file}, creating its directory. */
    public static Path write(Path file, JmhText... elements) {
        return writeText(file, Arrays.stream(elements).map(JmhText::json).collect(Collectors.joining(",\n", "[", "]")));
    }

    /** Writes {@code text} to {@code file}, creating its directory. */
    public static Path writeText(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String metric(String unit, String rawData) {
        return "{\"score\":1,\"scoreError\":\"NaN\",\"scoreUnit\":" + quote(unit) + ",\"rawData\":" + rawData + "}";
    }

    private static String raw(double[][] forks) {
        return Arrays.stream(forks)
                .map(f -> Arrays.stream(f).mapToObj(Double::toString).collect(Collectors.joining(",", "[", "]")))
                .collect(Collectors.joining(",", "[", "]"));
    }

    private static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
