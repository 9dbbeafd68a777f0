package dev.slidebench.reports.chart;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Chart inputs modelled on a real run: per-fork means (ns/op) of RandomLookups.queen on JDK 17 from
 * docs/results/quick-jdk17-jdk25 (four forks, rounds 1..4), and the table bytes its run.json lists.
 * Pext ran its software fallback there (JDK 17), so it is flagged emulated. A 40-strategy variant
 * repeats the names with suffixes and scaled times, to test size and layout limits.
 */
final class SampleData {

    record Strategy(String name, long tableBytes, double[] forkMeans, boolean emulated, boolean control) {

        double geomean() {
            double sum = 0;
            for (double value : forkMeans) {
                sum += Math.log(value);
            }
            return Math.exp(sum / forkMeans.length);
        }

        /** Half-width of a rough 95% interval on the log scale (t with 3 df ≈ 3.18): enough for a chart fixture. */
        double logHalfWidth() {
            double mean = Math.log(geomean());
            double squares = 0;
            for (double value : forkMeans) {
                squares += (Math.log(value) - mean) * (Math.log(value) - mean);
            }
            double sd = Math.sqrt(squares / (forkMeans.length - 1));
            return 3.18 * sd / Math.sqrt(forkMeans.length);
        }
    }

    static final List<Strategy> QUEEN_JDK17 = List.of(
            new Strategy("BASELINE", 0, new double[] {0.41, 0.51, 0.37, 0.70}, false, true),
            new Strategy("BlackMagic", 1_186_016, new double[] {3.56, 5.74, 3.50, 5.51}, false, false),
            new Strategy("ClassicalRays", 4_096, new double[] {9.83, 13.3, 13.11, 9.09}, false, false),
            new Strategy("DamianiSlideIndices", 524_288, new double[] {22.77, 24.15, 22.63, 14.64}, false, false),
            new Strategy("Dumb7Fill", 0, new double[] {24.2, 23.87, 23.19, 32.89}, false, false),
            new Strategy("FancyMagic", 864_256, new double[] {5.57, 5.26, 5.49, 5.67}, false, false),
            new Strategy("HyperbolaQuintessence", 2_048, new double[] {4.46, 4.97, 7.21, 4.53}, false, false),
            new Strategy("Kindergarten", 9_216, new double[] {4.81, 8.89, 5.0, 5.06}, false, false),
            new Strategy("KoggeStone", 0, new double[] {26.0, 24.49, 23.53, 18.3}, false, false),
            new Strategy("ObstructionDifference", 2_048, new double[] {10.86, 9.98, 9.94, 9.41}, false, false),
            new Strategy("OliThinkKeys", 524_288, new double[] {8.09, 6.29, 7.88, 7.36}, false, false),
            new Strategy("Pext", 864_256, new double[] {39.27, 37.35, 39.98, 40.53}, true, false),
            new Strategy("PlainMagic", 2_359_296, new double[] {3.92, 5.23, 3.77, 3.64}, false, false),
            new Strategy("RayLoop", 0, new double[] {117.41, 113.51, 113.89, 108.64}, false, false),
            new Strategy("RotatedBitboards", 524_288, new double[] {89.36, 90.82, 65.05, 57.07}, false, false));

    static final List<String> HEAT_COLUMNS = List.of(
            "IncrementalReplay.replay JDK 17",
            "IncrementalReplay.replay JDK 25",
            "PositionLookups.slider JDK 17",
            "PositionLookups.slider JDK 25",
            "RandomLookups.queen JDK 17",
            "RandomLookups.queen JDK 25");
    // ns/op geometric means per strategy, in HEAT_COLUMNS order (same run, both JDKs).
    static final Map<String, double[]> HEAT_TIMES = new LinkedHashMap<>();

    static {
        HEAT_TIMES.put("BlackMagic", new double[] {47.497, 37.445, 3.124, 4.117, 4.455, 5.398});
        HEAT_TIMES.put("ClassicalRays", new double[] {67.167, 58.317, 8.264, 9.707, 11.173, 11.110});
        HEAT_TIMES.put("DamianiSlideIndices", new double[] {62.183, 52.111, 9.951, 13.024, 20.660, 18.561});
        HEAT_TIMES.put("Dumb7Fill", new double[] {106.972, 76.013, 16.950, 14.513, 25.764, 21.813});
        HEAT_TIMES.put("FancyMagic", new double[] {47.156, 42.908, 3.001, 3.590, 5.495, 5.035});
        HEAT_TIMES.put("HyperbolaQuintessence", new double[] {36.416, 33.292, 3.958, 4.695, 5.186, 5.076});
        HEAT_TIMES.put("Kindergarten", new double[] {37.200, 45.932, 4.806, 5.663, 5.737, 6.030});
        HEAT_TIMES.put("KoggeStone", new double[] {67.684, 85.544, 12.728, 17.334, 22.883, 22.844});
        HEAT_TIMES.put("ObstructionDifference", new double[] {51.449, 50.317, 6.965, 5.528, 10.034, 8.064});
        HEAT_TIMES.put("OliThinkKeys", new double[] {35.758, 43.047, 4.532, 5.288, 7.371, 8.371});
        HEAT_TIMES.put("Pext", new double[] {120.347, 39.981, 19.369, 3.386, 39.264, 3.189});
        HEAT_TIMES.put("PlainMagic", new double[] {51.791, 42.970, 3.182, 3.597, 4.096, 5.446});
        HEAT_TIMES.put("RayLoop", new double[] {171.296, 179.289, 37.094, 33.407, 113.318, 106.198});
        HEAT_TIMES.put("RotatedBitboards", new double[] {53.703, 53.702, 79.192, 81.142, 74.088, 72.272});
    }

    /** Fork means (ns/op) of the same benchmark on Temurin 25, where Pext runs PEXT in hardware. */
    static final Map<String, double[]> QUEEN_JDK25 = Map.ofEntries(
            Map.entry("BlackMagic", new double[] {11.66, 3.51, 6.32, 3.28}),
            Map.entry("ClassicalRays", new double[] {13.21, 13.17, 8.97, 9.76}),
            Map.entry("DamianiSlideIndices", new double[] {23.44, 21.79, 14.78, 15.72}),
            Map.entry("Dumb7Fill", new double[] {19.57, 22.93, 27.97, 18.04}),
            Map.entry("FancyMagic", new double[] {5.82, 3.06, 5.82, 6.2}),
            Map.entry("HyperbolaQuintessence", new double[] {5.09, 6.21, 4.3, 4.88}),
            Map.entry("Kindergarten", new double[] {8.36, 4.63, 7.02, 4.87}),
            Map.entry("KoggeStone", new double[] {21.01, 22.0, 27.82, 21.18}),
            Map.entry("ObstructionDifference", new double[] {7.44, 9.1, 9.25, 6.75}),
            Map.entry("OliThinkKeys", new double[] {10.56, 7.59, 7.92, 7.73}),
            Map.entry("Pext", new double[] {3.33, 3.86, 2.2, 3.66}),
            Map.entry("PlainMagic", new double[] {5.85, 6.08, 3.87, 6.38}),
            Map.entry("RayLoop", new double[] {105.77, 104.68, 105.26, 109.14}),
            Map.entry("RotatedBitboards", new double[] {64.01, 84.91, 84.37, 59.5}));

    private SampleData() {}

    /** The 14 real strategies (no control), or {@code count} strategies made from them (count > 14). */
    static List<Strategy> strategies(int count) {
        List<Strategy> real = QUEEN_JDK17.stream().filter(s -> !s.control()).toList();
        List<Strategy> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Strategy base = real.get(i % real.size());
            int copy = i / real.size();
            if (copy == 0) {
                out.add(base);
                continue;
            }
            double factor = 1 + 0.37 * copy;
            double[] forks = base.forkMeans().clone();
            for (int f = 0; f < forks.length; f++) {
                forks[f] *= factor;
            }
            out.add(new Strategy(
                    base.name() + "V" + (copy + 1),
                    base.tableBytes() * (copy + 1) + 512L * copy,
                    forks,
                    base.emulated(),
                    false));
        }
        return out;
    }

    /** Forest rows, best first, from the given strategies (controls dropped: they are not compared). */
    static ForestPlot.Input forest(List<Strategy> strategies) {
        List<Strategy> sorted =
                new ArrayList<>(strategies.stream().filter(s -> !s.control()).toList());
        sorted.sort(Comparator.comparingDouble(Strategy::geomean));
        double best = sorted.get(0).geomean();
        List<ForestPlot.Row> rows = new ArrayList<>();
        for (Strategy s : sorted) {
            double slowdown = s.geomean() / best;
            double factor = Math.exp(s.logHalfWidth());
            List<ForestPlot.Fork> forks = new ArrayList<>();
            for (int f = 0; f < s.forkMeans().length; f++) {
                forks.add(new ForestPlot.Fork(s.forkMeans()[f] / best, f + 1));
            }
            double low = Math.max(1, slowdown / factor);
            rows.add(new ForestPlot.Row(
                    s.name(),
                    slowdown,
                    Math.min(low, slowdown),
                    slowdown * factor,
                    low <= 1.0001 || s == sorted.get(0),
                    s.emulated(),
                    false,
                    forks));
        }
        return new ForestPlot.Input(
                "RandomLookups.queen \u2014 JDK 17.0.15",
                "ns/op, lower is better; 4 forks in 4 rounds",
                "slowdown vs the best (log scale)",
                0.95,
                rows);
    }

    /** Bars in ns/op, fastest first, control last. */
    static BarChart.Input bars(List<Strategy> strategies) {
        List<Strategy> sorted = new ArrayList<>(strategies);
        sorted.sort(Comparator.comparing(Strategy::control).thenComparingDouble(Strategy::geomean));
        ForestPlot.Input forest = forest(strategies);
        List<BarChart.Bar> bars = new ArrayList<>();
        for (Strategy s : sorted) {
            double factor = Math.exp(s.logHalfWidth());
            boolean best = !s.control()
                    && forest.rows().stream().anyMatch(r -> r.label().equals(s.name()) && r.inBestGroup());
            bars.add(new BarChart.Bar(
                    s.name(),
                    s.geomean(),
                    s.geomean() / factor,
                    s.geomean() * factor,
                    best,
                    s.emulated(),
                    s.control()));
        }
        return new BarChart.Input(
                "RandomLookups.queen \u2014 JDK 17.0.15",
                "geometric mean of 4 forks per strategy",
                "ns/op, lower is better",
                0.95,
                bars);
    }

    /** Table bytes against ns/op (lower is better), controls dropped. */
    static BytesSpeedChart.Input bytesSpeed(List<Strategy> strategies) {
        List<BytesSpeedChart.Point> points = new ArrayList<>();
        for (Strategy s : strategies) {
            if (!s.control()) {
                double factor = Math.exp(s.logHalfWidth());
                points.add(new BytesSpeedChart.Point(
                        s.name(),
                        s.tableBytes(),
                        s.geomean(),
                        s.geomean() / factor,
                        s.geomean() * factor,
                        s.emulated()));
            }
        }
        return new BytesSpeedChart.Input(
                "RandomLookups.queen \u2014 JDK 17.0.15: table size against speed",
                "geometric mean of 4 forks; bytes as the strategy reports them",
                "ns/op, lower is better",
                false,
                points);
    }

    /** The heat map of the real run: speed relative to each column's fastest; "best group" = within 15% (fixture rule). */
    static HeatMap.Input heatMap() {
        double[] fastest = new double[HEAT_COLUMNS.size()];
        java.util.Arrays.fill(fastest, Double.POSITIVE_INFINITY);
        for (double[] times : HEAT_TIMES.values()) {
            for (int c = 0; c < times.length; c++) {
                fastest[c] = Math.min(fastest[c], times[c]);
            }
        }
        List<HeatMap.Row> rows = new ArrayList<>();
        for (Map.Entry<String, double[]> entry : HEAT_TIMES.entrySet()) {
            List<HeatMap.Cell> cells = new ArrayList<>();
            boolean pext = entry.getKey().equals("Pext");
            for (int c = 0; c < HEAT_COLUMNS.size(); c++) {
                double relative = fastest[c] / entry.getValue()[c];
                cells.add(new HeatMap.Cell(
                        relative,
                        relative >= 1 / 1.15,
                        pext && HEAT_COLUMNS.get(c).endsWith("17")));
            }
            rows.add(new HeatMap.Row(entry.getKey(), false, cells));
        }
        rows.sort(Comparator.comparingDouble(
                r -> -r.cells().stream().mapToDouble(c -> Math.log(c.value())).sum()));
        return new HeatMap.Input(
                "Speed relative to the fastest strategy of each benchmark",
                "quick profile; JDK 17.0.15" + " and Temurin 25; Pext is emulated on JDK 17 (no Long.compress)",
                HEAT_COLUMNS,
                rows);
    }

    /**
     * Drift of a made-up run with the real fork means: four rounds of 14 forks in a seeded shuffled
     * order, 30 s each, and a busy spell (contention ≈ 1.4) during round 3.
     */
    static DriftChart.Input drift(List<Strategy> strategies) {
        Random random = new Random(20261201);
        List<List<DriftChart.Fork>> forks = new ArrayList<>();
        for (int s = 0; s < strategies.size(); s++) {
            forks.add(new ArrayList<>());
        }
        double minute = 0;
        for (int round = 1; round <= 4; round++) {
            List<Integer> order = new ArrayList<>();
            for (int s = 0; s < strategies.size(); s++) {
                order.add(s);
            }
            java.util.Collections.shuffle(order, random);
            for (int s : order) {
                Strategy strategy = strategies.get(s);
                double ratio = strategy.forkMeans()[round - 1] / strategy.geomean();
                double contention = (round == 3 ? 1.35 : 1.02) + random.nextDouble() * 0.08;
                forks.get(s).add(new DriftChart.Fork(minute, ratio, contention, round));
                minute += 0.5;
            }
        }
        List<DriftChart.Series> series = new ArrayList<>();
        for (int s = 0; s < strategies.size(); s++) {
            series.add(new DriftChart.Series(
                    strategies.get(s).name(), strategies.get(s).emulated(), forks.get(s)));
        }
        return new DriftChart.Input(
                "RandomLookups.queen \u2014 JDK 17.0.15: forks over time",
                "fork means from the real run; times and contention simulated (busy spell in round 3)",
                1.10,
                series);
    }

    /** The two JDKs side by side, JDK 17's order (fastest first); Pext emulated on 17 only. */
    static RunsChart.Input runs() {
        List<Strategy> sorted =
                new ArrayList<>(QUEEN_JDK17.stream().filter(s -> !s.control()).toList());
        sorted.sort(Comparator.comparingDouble(Strategy::geomean));
        List<RunsChart.Row> rows = new ArrayList<>();
        for (Strategy s17 : sorted) {
            Strategy s25 = new Strategy(s17.name(), s17.tableBytes(), QUEEN_JDK25.get(s17.name()), false, false);
            rows.add(new RunsChart.Row(s17.name(), List.of(value(s17), value(s25))));
        }
        return new RunsChart.Input(
                "RandomLookups.queen: runs side by side",
                "geometric mean of 4 forks per run",
                "ns/op, lower is better",
                List.of("JDK 17.0.15", "Temurin 25.0.3"),
                rows);
    }

    private static RunsChart.Value value(Strategy s) {
        double factor = Math.exp(s.logHalfWidth());
        return new RunsChart.Value(s.geomean(), s.geomean() / factor, s.geomean() * factor, s.emulated());
    }

    /** Two made-up runs of the given strategies: the real forks, and the same 12% slower. */
    static RunsChart.Input runs(List<Strategy> strategies) {
        List<RunsChart.Row> rows = new ArrayList<>();
        for (Strategy s : strategies) {
            double[] slower = s.forkMeans().clone();
            for (int f = 0; f < slower.length; f++) {
                slower[f] *= 1.12;
            }
            Strategy other = new Strategy(s.name(), s.tableBytes(), slower, s.emulated(), false);
            rows.add(new RunsChart.Row(s.name(), List.of(value(s), value(other))));
        }
        return new RunsChart.Input("runs side by side", null, "ns/op, lower is better", List.of("A", "B"), rows);
    }

    /**
     * Per-square costs modelled on each family's known behaviour (not measured): ray walkers pay per
     * square of the rays (more from the centre, where a queen's rays are longest in total), fills
     * pay a flat seven steps, table lookups a flat cost with a little noise. Scaled to the real means.
     */
    /** An 8x8 grid, columns a..h, rows 1..8 from the bottom (cell 0 bottom left, 63 top right). */
    static final GridHeatMap.Layout EIGHT = new GridHeatMap.Layout(
            List.of("a", "b", "c", "d", "e", "f", "g", "h"),
            List.of("1", "2", "3", "4", "5", "6", "7", "8"),
            "an 8x8 grid (row 1 at the bottom)");

    static GridHeatMap.Input boards(List<Strategy> strategies) {
        Random random = new Random(64);
        List<GridHeatMap.Panel> boards = new ArrayList<>();
        for (Strategy s : strategies) {
            boolean walker = s.name().startsWith("RayLoop") || s.name().startsWith("ClassicalRays");
            boolean fill = s.name().startsWith("KoggeStone") || s.name().startsWith("Dumb7Fill");
            List<Double> costs = new ArrayList<>();
            for (int square = 0; square < 64; square++) {
                int file = square % 8;
                int rank = square / 8;
                // Queen mobility on an empty board: 21 in a corner, 27 in the centre.
                double centrality = 3.5 - Math.max(Math.abs(file - 3.5), Math.abs(rank - 3.5));
                double shape = walker ? 1 + 0.12 * centrality : fill ? 1 : 1 + 0.04 * (random.nextDouble() - 0.5);
                costs.add(s.geomean() * shape * (1 + 0.03 * random.nextGaussian()));
            }
            boards.add(new GridHeatMap.Panel(s.name(), s.emulated(), costs));
        }
        return new GridHeatMap.Input(
                "Cost per queen lookup by source square \u2014 JDK 17.0.15",
                "modelled sample data: ray walkers grow towards the centre, fills and tables stay flat",
                "ns",
                EIGHT,
                boards);
    }

    /**
     * Made-up scaling on a 4-core machine measured up to 8 threads: small tables scale nearly
     * ideally, big tables flatten as they share the cache (more bytes, less speed-up).
     */
    static ScalingChart.Input scaling(List<Strategy> strategies) {
        List<ScalingChart.Series> series = new ArrayList<>();
        for (Strategy s : strategies) {
            double single = 1000 / s.geomean();
            double efficiency = 0.97 - 0.05 * Math.log10(1 + s.tableBytes() / 1000.0);
            List<ScalingChart.Point> points = new ArrayList<>();
            for (int threads : new int[] {1, 2, 4, 8}) {
                double parallel = Math.min(threads, 4) * Math.pow(efficiency, Math.log(threads) / Math.log(2));
                points.add(new ScalingChart.Point(threads, single * parallel * (threads > 4 ? 1.05 : 1)));
            }
            series.add(new ScalingChart.Series(s.name(), s.emulated(), points));
        }
        return new ScalingChart.Input(
                "Threads sharing the tables: random queen lookups", "modelled sample data", 4, series);
    }
}
