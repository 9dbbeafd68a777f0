package dev.slidebench.reports;

import dev.slidebench.reports.ResultSet.BenchmarkCase;
import dev.slidebench.reports.ResultSet.Cell;
import dev.slidebench.reports.ResultSet.Run;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * The statistics of one benchmark case in one run (its table), and of one case across an A/B pair
 * of runs. Every number is derived from the cells' fork means with {@link Stats}.
 *
 * <p>"Speed" is oriented so that more is better in every mode: the score in throughput mode, and
 * its reciprocal in the time modes. A ratio "vs reference" is therefore a speed-up: 2 means twice
 * as fast as the reference, whatever the mode.
 */
public final class Analysis {

    /** The default reference, used where it was measured and no --baseline was given. */
    public static final String DEFAULT_REFERENCE = "RayLoop";

    private Analysis() {}

    /**
     * One value's line in a case table.
     *
     * @param speedVsReference speed relative to the reference with Fieller's interval, or null (no reference, or
     * this is it)
     * @param speedVsBest point estimate of speed relative to the fastest ranked value (1 for the fastest)
     * @param rank 1-based shared rank, 0 for a control row
     * @param group tie-group letter ("a", "b", ...), "" for a control row
     * @param alsoTiedWith values in other tie groups that this one cannot be told apart from either
     */
    public record Row(
            Cell cell,
            Stats.Summary summary,
            boolean control,
            boolean reference,
            Stats.Ratio speedVsReference,
            double speedVsBest,
            int rank,
            String group,
            List<String> alsoTiedWith) {

        public String value() {
            return cell.value();
        }
    }

    /**
     * Ranked rows best first, then control rows. {@code reference} is null when there is none; {@code notes} say
     * why.
     */
    public record CaseTable(
            Run run,
            BenchmarkCase benchmarkCase,
            List<Row> rows,
            String reference,
            Stats.Ranking ranking,
            List<Row> ranked,
            List<String> notes) {

        public Row row(String value) {
            for (Row row : rows) {
                if (row.value().equals(value)) {
                    return row;
                }
            }
            return null;
        }

        public boolean separable(Row a, Row b) {
            int i = ranked.indexOf(a);
            int j = ranked.indexOf(b);
            return i >= 0 && j >= 0 && ranking.separable(i, j, Stats.ALPHA);
        }

        public double adjustedP(Row a, Row b) {
            return ranking.adjusted()[ranked.indexOf(a)][ranked.indexOf(b)];
        }
    }

    /** Speed (more is better) from a score in the case's mode. */
    public static double speed(JmhMode mode, double score) {
        return mode.higherIsBetter() ? score : 1 / score;
    }

    /** The speed of {@code a} relative to {@code b}, with Fieller's interval. */
    public static Stats.Ratio speedRatio(JmhMode mode, Stats.Summary a, Stats.Summary b) {
        return mode.higherIsBetter()
                ? Stats.fieller(
                        a.mean(), a.varianceOfMean(), a.n(), b.mean(), b.varianceOfMean(), b.n(), Stats.CONFIDENCE)
                : Stats.fieller(
                        b.mean(), b.varianceOfMean(), b.n(), a.mean(), a.varianceOfMean(), a.n(), Stats.CONFIDENCE);
    }

    /**
     * The table of one case in one run.
     *
     * @param baseline the reference asked for, or null for the default ({@value #DEFAULT_REFERENCE} where measured)
     * @param only when not null, only these values take part (control rows never do then)
     */
    public static CaseTable table(
            ResultSet set, Run run, BenchmarkCase benchmarkCase, String baseline, Collection<String> only) {
        List<Row> ranked = new ArrayList<>();
        List<Cell> controls = new ArrayList<>();
        List<Cell> cells = new ArrayList<>();
        for (Cell cell : set.cells(run, benchmarkCase)) {
            if (only != null && !only.contains(cell.value())) {
                continue;
            }
            if (ResultSet.isControl(cell.value())) {
                controls.add(cell);
            } else {
                cells.add(cell);
            }
        }
        List<String> notes = new ArrayList<>();
        List<Stats.Summary> summaries = new ArrayList<>();
        List<double[]> samples = new ArrayList<>();
        for (Cell cell : cells) {
            Stats.Summary summary = Stats.summarize(cell.metric(), Stats.CONFIDENCE);
            summaries.add(summary);
            samples.add(summary.values());
        }
        Stats.Ranking ranking = Stats.rank(samples, benchmarkCase.mode().higherIsBetter(), Stats.ALPHA);

        String reference = baseline != null ? baseline : DEFAULT_REFERENCE;
        int referenceIndex = -1;
        for (int i = 0; i < cells.size(); i++) {
            if (cells.get(i).value().equals(reference)) {
                referenceIndex = i;
            }
        }
        if (referenceIndex < 0) {
            notes.add(
                    baseline != null
                            ? "No ratio column: the reference " + baseline + " was not measured here."
                            : "No ratio column: the default reference " + DEFAULT_REFERENCE
                                    + " was not measured here (name one with --baseline).");
            reference = null;
        }
        double bestSpeed = 0;
        for (Stats.Summary summary : summaries) {
            bestSpeed = Math.max(bestSpeed, speed(benchmarkCase.mode(), summary.mean()));
        }
        Row[] rows = new Row[cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            Stats.Summary summary = summaries.get(i);
            Stats.Ratio ratio = referenceIndex < 0 || i == referenceIndex
                    ? null
                    : speedRatio(benchmarkCase.mode(), summary, summaries.get(referenceIndex));
            List<String> alsoTied = new ArrayList<>();
            for (int j = 0; j < cells.size(); j++) {
                if (j != i && ranking.group()[j] != ranking.group()[i] && !ranking.separable(i, j, Stats.ALPHA)) {
                    alsoTied.add(cells.get(j).value());
                }
            }
            rows[i] = new Row(
                    cells.get(i),
                    summary,
                    false,
                    i == referenceIndex,
                    ratio,
                    speed(benchmarkCase.mode(), summary.mean()) / bestSpeed,
                    ranking.rank()[i],
                    groupLetter(ranking.group()[i]),
                    Collections.unmodifiableList(alsoTied));
        }
        List<Row> ordered = new ArrayList<>();
        for (int index : ranking.order()) {
            ordered.add(rows[index]);
        }
        for (int i = 0; i < rows.length; i++) {
            ranked.add(rows[i]);
        }
        for (Cell cell : controls) {
            ordered.add(new Row(
                    cell,
                    Stats.summarize(cell.metric(), Stats.CONFIDENCE),
                    true,
                    false,
                    null,
                    Double.NaN,
                    0,
                    "",
                    List.of()));
        }
        long singleFork =
                ordered.stream().filter(r -> r.summary().iterationLevel()).count();
        if (singleFork > 0) {
            notes.add(
                    singleFork == ordered.size()
                            ? "Single fork: intervals and tests use its iterations, which understates run-to-run noise."
                            : singleFork
                                    + " row(s) had a single fork (marked *): their intervals and tests use iterations,"
                                    + " which understates run-to-run noise.");
        }
        return new CaseTable(
                run,
                benchmarkCase,
                Collections.unmodifiableList(ordered),
                reference,
                ranking,
                Collections.unmodifiableList(ranked),
                Collections.unmodifiableList(notes));
    }

    /** "a", "b", ..., "z", "aa", ... */
    static String groupLetter(int group) {
        StringBuilder letters = new StringBuilder();
        int n = group;
        do {
            letters.insert(0, (char) ('a' + n % 26));
            n = n / 26 - 1;
        } while (n >= 0);
        return letters.toString();
    }

    /**
     * One value of an A/B comparison: test minus base with the 99.9% Welch interval half-width, the
     * speed-up of test over base with Fieller's interval, and Welch's p (raw and Holm-adjusted over the
     * values of the case).
     */
    public record AbRow(
            String value,
            Stats.Summary base,
            Stats.Summary test,
            double difference,
            double differenceError,
            Stats.Ratio speedup,
            double p,
            double adjustedP) {

        /** "faster", "slower", or "no detectable change" at α after Holm. */
        public String verdict() {
            if (Double.isNaN(adjustedP) || adjustedP > Stats.ALPHA) {
                return "no detectable change";
            }
            return speedup.estimate() > 1 ? "faster" : "slower";
        }
    }

    public record AbTable(BenchmarkCase benchmarkCase, Run base, Run test, List<AbRow> rows) {}

    public static AbTable compare(ResultSet set, BenchmarkCase benchmarkCase, Run base, Run test) {
        List<String> values = new ArrayList<>();
        List<Stats.Summary> bases = new ArrayList<>();
        List<Stats.Summary> tests = new ArrayList<>();
        for (Cell cell : set.cells(base, benchmarkCase)) {
            Cell other = set.cell(test, benchmarkCase, cell.value());
            if (other != null) {
                values.add(cell.value());
                bases.add(Stats.summarize(cell.metric(), Stats.CONFIDENCE));
                tests.add(Stats.summarize(other.metric(), Stats.CONFIDENCE));
            }
        }
        double[] p = new double[values.size()];
        for (int i = 0; i < p.length; i++) {
            p[i] = Stats.welch(tests.get(i).values(), bases.get(i).values()).p();
        }
        double[] adjusted = Stats.holm(p);
        List<AbRow> rows = new ArrayList<>();
        for (int i = 0; i < p.length; i++) {
            Stats.Summary b = bases.get(i);
            Stats.Summary t = tests.get(i);
            double difference = t.mean() - b.mean();
            double error = Stats.welchHalfWidth(t, b, Stats.CONFIDENCE);
            rows.add(new AbRow(
                    values.get(i),
                    b,
                    t,
                    difference,
                    error,
                    speedRatio(benchmarkCase.mode(), t, b),
                    p[i],
                    Double.isNaN(p[i]) ? Double.NaN : adjusted[i]));
        }
        return new AbTable(benchmarkCase, base, test, Collections.unmodifiableList(rows));
    }
}
