package dev.slidebench.reports.render;

import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.model.ResultSet.Run;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.StrategyRecord;
import dev.slidebench.reports.text.Format;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The strategies measured, collapsed in HTML after the platform: each one's family, table bytes and
 * origin (who published the idea, when, where to read about it) as run.json records them, each run's
 * own JVM first. Left out when no run has a record: JMH's JSON alone does not say.
 */
final class StrategiesSection implements Section {

    @Override
    public void render(ReportContext context, Document doc) {
        Map<String, StrategyRecord> measured = measured(context);
        if (measured.isEmpty()) {
            return;
        }
        doc.heading(2, "Strategies");
        doc.startDetails("Family, table bytes and origin of the " + measured.size() + " measured");
        List<List<String>> rows = new ArrayList<>();
        measured.forEach((name, info) -> rows.add(List.of(
                "`" + name + "`",
                info.family() == null ? "\u2014" : info.family(),
                info.tableBytes() == null ? "unknown" : Format.bytes(info.tableBytes()),
                info.origin() == null ? "not recorded" : linked(info.origin()))));
        doc.table(List.of(context.noun(), "family", "table bytes", "origin"), rows, new boolean[] {
            false, false, true, false
        });
        doc.endDetails();
    }

    /** Every value the runs measured that a run's record describes, in the order first met. */
    static Map<String, StrategyRecord> measured(ReportContext context) {
        Map<String, StrategyRecord> measured = new LinkedHashMap<>();
        for (Run run : context.model().runs()) {
            if (run.metadata() == null) {
                continue;
            }
            JvmRecord jvm = run.jvmRecord();
            for (BenchmarkResult result : run.results()) {
                String value = result.params().get(context.noun());
                if (value == null || measured.containsKey(value)) {
                    continue;
                }
                StrategyRecord info = jvm != null && jvm.strategies().containsKey(value)
                        ? jvm.strategies().get(value)
                        : run.metadata().strategies().get(value);
                if (info != null) {
                    measured.put(value, info);
                }
            }
        }
        return measured;
    }

    /**
     * The origin with each web address as a link named by its host ({@code example.org}), so a
     * long address neither widens the table nor hides the authors.
     */
    static String linked(String origin) {
        return origin.replaceAll("(https?://(?:www\\.)?([^/\\s\\[\\]()]+)[^\\s\\[\\]()]*)", "[$2]($1)");
    }
}
