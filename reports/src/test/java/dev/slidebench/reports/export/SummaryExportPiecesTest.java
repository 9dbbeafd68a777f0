package dev.slidebench.reports.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.slidebench.reports.input.JmhMode;
import dev.slidebench.reports.model.ResultSet.BenchmarkCase;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The parts of summary.csv/json a spreadsheet or script relies on: ids, RFC 4180 quoting, nulls. */
class SummaryExportPiecesTest {

    private static BenchmarkCase benchmarkCase(Map<String, String> others, Integer threads) {
        return new BenchmarkCase(0, "b.Lookups.queen", JmhMode.THROUGHPUT, threads, others, "t", "s", "ops/us");
    }

    @Test
    void benchmarkIdsNameTheOtherParametersAndThreads() {
        assertEquals("b.Lookups.queen", SummaryExport.benchmarkId(benchmarkCase(Map.of(), null)));
        assertEquals("b.Lookups.queen", SummaryExport.benchmarkId(benchmarkCase(Map.of(), 1)));
        assertEquals("b.Lookups.queen@2t", SummaryExport.benchmarkId(benchmarkCase(Map.of(), 2)));
        Map<String, String> others = new TreeMap<>(Map.of("size", "64", "density", "0.5"));
        assertEquals("b.Lookups.queen{density=0.5,size=64}@4t", SummaryExport.benchmarkId(benchmarkCase(others, 4)));
    }

    @Test
    void csvFieldsAreQuotedOnlyWhenTheyMustBe() {
        assertEquals("plain", SummaryExport.quote("plain"));
        assertEquals("", SummaryExport.quote(""));
        assertEquals("\"a,b\"", SummaryExport.quote("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", SummaryExport.quote("say \"hi\""));
        assertEquals("\"two\nlines\"", SummaryExport.quote("two\nlines"));
        assertEquals("\"cr\rhere\"", SummaryExport.quote("cr\rhere"));
    }

    @Test
    void csvRowsFollowTheHeaderWithNullsEmptyAndFlagsJoined() {
        Map<String, Object> row = new LinkedHashMap<>();
        for (String field : SummaryExport.FIELDS) {
            row.put(field, null);
        }
        row.put("benchmark", "b.X.y{size=1,2}");
        row.put("forks", 3);
        row.put("ranked", true);
        row.put("flags", List.of("emulated", "contended"));
        String csv = SummaryExport.csv(List.of(row));
        String[] lines = csv.split("\n", -1);
        assertEquals(3, lines.length, csv);
        assertEquals(String.join(",", SummaryExport.FIELDS), lines[0]);
        String[] expected = new String[SummaryExport.FIELDS.size()];
        Arrays.fill(expected, "");
        expected[SummaryExport.FIELDS.indexOf("benchmark")] = "\"b.X.y{size=1,2}\"";
        expected[SummaryExport.FIELDS.indexOf("forks")] = "3";
        expected[SummaryExport.FIELDS.indexOf("ranked")] = "true";
        expected[SummaryExport.FIELDS.indexOf("flags")] = "emulated;contended";
        assertEquals(String.join(",", expected), lines[1]);
        assertEquals("", lines[2], "the file ends with a line break");
    }

    @Test
    void jsonKeepsTypesAndWritesNullsAndTheSchema() {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("benchmark", "b.X.y");
        row.put("forks", 3);
        row.put("geomean", 1.5);
        row.put("ranked", false);
        row.put("flags", List.of("control"));
        String json = SummaryExport.json(List.of(row));
        com.google.gson.JsonObject root =
                com.google.gson.JsonParser.parseString(json).getAsJsonObject();
        assertEquals(1, root.get("schema").getAsInt());
        com.google.gson.JsonObject first = root.getAsJsonArray("rows").get(0).getAsJsonObject();
        assertEquals(SummaryExport.FIELDS, List.copyOf(first.keySet()), "every field, in order");
        assertEquals("b.X.y", first.get("benchmark").getAsString());
        assertEquals(3, first.get("forks").getAsInt());
        assertEquals(1.5, first.get("geomean").getAsDouble());
        assertEquals(false, first.get("ranked").getAsBoolean());
        assertEquals("control", first.getAsJsonArray("flags").get(0).getAsString());
        assertEquals(true, first.get("rank").isJsonNull());
        assertEquals(true, first.get("run").isJsonNull());
        assertEquals(true, json.endsWith("}\n"));
    }
}
