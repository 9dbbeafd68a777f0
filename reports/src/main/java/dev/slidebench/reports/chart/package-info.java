/**
 * The report's charts: pure renderers from plain input records to SVG and PNG, with no dependency on
 * the rest of the reports module (callers translate their model into these records).
 *
 * <h2>Design</h2>
 * Each chart kind is one class with a nested {@code Input} record; it lays the chart out as a
 * {@link dev.slidebench.reports.chart.Scene} of a few primitives (rect, line, circle, polygon, text
 * with a font size, groups), which two backends draw: {@link dev.slidebench.reports.chart.SvgRenderer}
 * (a plain SVG string; text stays {@code <text>}, so it is searchable and small) and
 * {@link dev.slidebench.reports.chart.PngRenderer} (Java2D, headless). Both draw the same scene, so the
 * formats agree; the same input gives the same bytes. Charts are 800 px wide, the narrowest report
 * layout, and use colour-blind-safe colours ({@link dev.slidebench.reports.chart.Palette}); every
 * distinction that colour carries is also carried by shape, outline or text.
 *
 * <ul>
 *   <li>{@link dev.slidebench.reports.chart.ForestPlot}: slowdown vs the best per strategy, log axis,
 *       interval, per-fork dots by round, best group shaded.
 *   <li>{@link dev.slidebench.reports.chart.BarChart}: horizontal bars with intervals, log axis when the
 *       values span more than 10×, never below zero.
 *   <li>{@link dev.slidebench.reports.chart.BytesSpeedChart}: table bytes (log) against speed, a distinct
 *       marker and a label per point, 0-byte strategies in their own column, the Pareto front.
 *   <li>{@link dev.slidebench.reports.chart.DriftChart}: each fork's mean ÷ its strategy's mean and its
 *       contention (wall ÷ CPU) over wall-clock time, rounds shaded.
 *   <li>{@link dev.slidebench.reports.chart.HeatMap}: strategy × workload relative speed, best group
 *       outlined, emulated cells hatched.
 *   <li>{@link dev.slidebench.reports.chart.RunsChart}: several runs (JDKs, machines, A/B) side by side,
 *       one marker and interval per run and strategy.
 *   <li>{@link dev.slidebench.reports.chart.GridHeatMap}: a grid per compared value (small multiples), each
 *       cell's cost on one shared colour scale; the caller names the grid's columns and rows.
 *   <li>{@link dev.slidebench.reports.chart.ScalingChart}: speed-up of total throughput over one thread,
 *       against threads, with the ideal diagonal.
 * </ul>
 *
 * <h2>Use</h2>
 * Build the input, call {@code render}, write the two byte arrays (the caller owns file writing, e.g.
 * atomically):
 * <pre>{@code
 * ForestPlot.Input input = new ForestPlot.Input(
 *         "Hashing.shortKeys — JDK 17.0.15",            // title
 *         "ns/op, lower is better; 4 forks in 4 rounds", // subtitle, may be null
 *         "slowdown vs the best (log scale)",            // axis title
 *         0.95,                                          // confidence of the intervals, for the legend
 *         List.of(new ForestPlot.Row("xxhash", 1.00, 1.00, 1.08, true, false, false,
 *                         List.of(new ForestPlot.Fork(0.97, 1), new ForestPlot.Fork(1.04, 2))),
 *                 new ForestPlot.Row("fnv1a", 7.2, 6.8, 7.7, false, true, false, List.of())));
 * RenderedChart chart = ForestPlot.render(input);
 * Files.write(dir.resolve(stem + ".svg"), chart.svg());
 * Files.write(dir.resolve(stem + ".png"), chart.png());
 * String alt = chart.description();   // figure caption / alt text; says which axis scale was used
 * }</pre>
 * Rules every chart applies: a row flagged {@code emulated} is shown as {@code Name (emulated)} (do
 * not add the suffix yourself; an existing suffix is not doubled); controls ({@code BASELINE}) are
 * shown as {@code Name (control)} in grey; interval bounds are {@code Double.NaN} when there is none.
 * Values a chart cannot show (zero or negative on a log axis, a bound outside its interval, a
 * ragged heat-map row) throw {@link java.lang.IllegalArgumentException} naming the row — the caller's
 * bug, not bad user input. Pass strategies in the same order to the scatter and the drift chart and
 * each strategy keeps its marker ({@link dev.slidebench.reports.chart.Marker#forIndex}). For a
 * high-density PNG use {@code PngRenderer.render(ForestPlot.scene(input), 2)}.
 */
package dev.slidebench.reports.chart;
