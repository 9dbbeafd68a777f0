package dev.slidebench.reports.render;

import dev.slidebench.reports.ReportProfile;
import dev.slidebench.reports.analysis.CaseAnalysis;
import dev.slidebench.reports.analysis.ReportModel;
import dev.slidebench.reports.analysis.Settings;
import dev.slidebench.reports.model.ResultSet;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.recommend.Recommender;
import dev.slidebench.reports.recommend.Request;
import dev.slidebench.reports.recommend.Verdict;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's inputs for the render tests, from the JMH fixtures under {@code src/test/resources/jmh}.
 *
 * <p>The slidebench fixture ({@code slidebench/results.json} with its run.json): one JVM (JDK 17.0.15),
 * three rounds, each strategy's three fork means (ops/us, higher is better) are queen: Pext 113, 115, 117;
 * FancyMagic 108, 110, 112; OliThinkKeys 70, 72, 74; Kindergarten 60, 62, 64; RotatedBitboards 40, 41, 42;
 * RayLoop 10, 11, 12; BASELINE 400, 410, 420. Geometric means by hand: Pext 114.988, FancyMagic 109.988,
 * RayLoop 10.970. Every strategy ran once in every round, so the strategy + round model's difference of
 * two strategies is the difference of their mean logs: slowdowns are ratios of geometric means.
 */
final class RenderFixtures {

    /** The slidebench wording in small: RayLoop is the default reference; one domain caveat. */
    static final ReportProfile PROFILE = new ReportProfile(
            "strategy", "RayLoop", List.of("**Domain.** a caveat of the profile."), v -> List.of("use " + v));

    private RenderFixtures() {}

    static Path path(String relative) {
        try {
            return Path.of(RenderFixtures.class.getResource("/jmh/" + relative).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("missing fixture " + relative, e);
        }
    }

    static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(String relative) {
        return read(path(relative));
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * JMH JSON with a {@code cpu.time} secondary metric added to every result: each iteration's wall value
     * divided by {@code contention}, so every fork waited that many times its CPU time.
     */
    static String withCpuTime(String json, double contention) {
        com.google.gson.JsonArray all =
                com.google.gson.JsonParser.parseString(json).getAsJsonArray();
        for (com.google.gson.JsonElement element : all) {
            com.google.gson.JsonObject result = element.getAsJsonObject();
            com.google.gson.JsonArray cpuRaw = new com.google.gson.JsonArray();
            for (com.google.gson.JsonElement fork :
                    result.getAsJsonObject("primaryMetric").getAsJsonArray("rawData")) {
                com.google.gson.JsonArray values = new com.google.gson.JsonArray();
                fork.getAsJsonArray().forEach(v -> values.add(v.getAsDouble() / contention));
                cpuRaw.add(values);
            }
            com.google.gson.JsonObject cpu = new com.google.gson.JsonObject();
            cpu.addProperty("scoreUnit", "ns/op");
            cpu.add("rawData", cpuRaw);
            result.getAsJsonObject("secondaryMetrics").add("cpu.time", cpu);
        }
        return all.toString();
    }

    /**
     * An avgt benchmark ({@code sim.Outlier.get}, ns/op) of two values, ten one-iteration forks each: Steady
     * 50 ns in every fork; Spiky 100 ns in nine forks and 200 ns in the last. On ln(fork mean), with d = ln 2,
     * Spiky's last residual is 0.9 d and the other nine -0.1 d, so the pooled s^2 = 0.9 d^2 / 18 = 0.05 d^2 and
     * the last fork's internally studentised residual is 0.9 / (sqrt(0.05) sqrt(1 - 1/10)) = 4.24 > 3.5.
     */
    static String outlierJson() {
        StringBuilder json = new StringBuilder("[");
        for (String value : List.of("Steady", "Spiky")) {
            StringBuilder raw = new StringBuilder();
            for (int fork = 0; fork < 10; fork++) {
                double ns = value.equals("Steady") ? 50 : fork == 9 ? 200 : 100;
                raw.append(fork == 0 ? "" : ",").append("[").append(ns).append("]");
            }
            json.append(value.equals("Steady") ? "" : ",")
                    .append("{\"jmhVersion\":\"1.37\",\"benchmark\":\"sim.Outlier.get\",\"mode\":\"avgt\","
                            + "\"threads\":1,\"forks\":10,\"jvm\":\"/sim/bin/java\",\"jdkVersion\":\"21.0.2\","
                            + "\"params\":{\"strategy\":\"")
                    .append(value)
                    .append("\"},\"primaryMetric\":{\"scoreUnit\":\"ns/op\",\"rawData\":[")
                    .append(raw)
                    .append("]},\"secondaryMetrics\":{}}");
        }
        return json.append("]").toString();
    }

    static ReportModel model(List<Path> inputs, String by, Settings settings, ReportProfile profile) {
        return ReportModel.of(ResultSet.load(inputs, by), settings, profile, null);
    }

    /**
     * The slidebench fixture run copied to {@code dir} with its run.json changed by {@code edit} first (a
     * member added or taken away), as a model.
     */
    static ReportModel slidebenchWithRecord(Path dir, java.util.function.Consumer<com.google.gson.JsonObject> edit) {
        write(dir.resolve("results.json"), read("slidebench/results.json"));
        com.google.gson.JsonObject record = com.google.gson.JsonParser.parseString(read("slidebench/run.json"))
                .getAsJsonObject();
        edit.accept(record);
        write(dir.resolve("run.json"), record.toString());
        return model(List.of(dir.resolve("results.json")), "strategy", Settings.defaults(), PROFILE);
    }

    static ReportModel slidebench() {
        return model(List.of(path("slidebench/results.json")), "strategy", Settings.defaults(), PROFILE);
    }

    /** The context the report builds: verdicts by the recommender, the two exports linked. */
    static ReportContext context(ReportModel model, Run base, Run test) {
        List<Verdict> verdicts = Recommender.verdicts(
                model.results(), Request.unconstrained(model.results().byParam(), model.settings()), model.profile());
        return new ReportContext(
                model, verdicts, base, test, List.of("summary.csv", "summary.json"), new ArrayList<>());
    }

    static ReportContext context(ReportModel model) {
        return context(model, null, null);
    }

    static CaseAnalysis analysis(ReportModel model, int run, int benchmarkCase) {
        return model.analysis(model.runs().get(run), model.cases().get(benchmarkCase));
    }

    /** One section rendered alone, as Markdown, without the document's title line. */
    static String markdown(Section section, ReportContext context) {
        Document doc = new Document("t");
        section.render(context, doc);
        return doc.markdown("charts").substring("# t\n\n".length());
    }
}
