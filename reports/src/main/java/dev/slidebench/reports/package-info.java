/**
 * Reads JMH JSON; statistics, charts, the Markdown/HTML report, the summary export and the
 * recommendation. Works from JMH's JSON alone (any project's, not only slidebench's) and knows no domain:
 * a project's words and verdict rules come in through one extension point, a
 * {@link dev.slidebench.reports.ReportProfile}, and sections of its own as
 * {@link dev.slidebench.reports.render.ReportView}s in {@link dev.slidebench.reports.Reports.Options#views()};
 * {@link dev.slidebench.reports.ReportProfile#generic(String)} serves any JMH suite. bench's
 * {@code cli.ReportStep} and {@code bench.report} package hold slidebench's.
 *
 * <p>Of the other slidebench modules it uses core only, and of core two classes that know no chess:
 * {@code core.AtomicFiles} (write a file whole or not at all, and one line for an I/O error: every file
 * the report and the run record write) and {@code core.Echo} (the one rule for quoting a user's value in
 * an error message: JSON names and values in {@code input} and {@code record}). They live in core because
 * bench and strategies write files and echo values by the same rules.
 *
 * <p>The stages, one package each, in the one direction data flows:
 * <ul>
 * <li>{@code input}: JMH JSON ({@link dev.slidebench.reports.input.JmhJsonReader}) and the run record
 *     beside it ({@link dev.slidebench.reports.record.RunRecord}, read through
 *     the record package); bad input is a
 *     {@link dev.slidebench.reports.ReportInputException} with one line, before anything is written.</li>
 * <li>{@code model}: runs × benchmark cases × compared values ({@link dev.slidebench.reports.model.ResultSet});
 *     run selectors.</li>
 * <li>{@code stats}: pure statistics on replicate values — log-scale model with rounds, Holm, the best
 *     group, letters, ratios and resolution ({@link dev.slidebench.reports.stats.TableStatistics}).</li>
 * <li>{@code analysis}: the model's cells through the statistics, per (benchmark, run) and measure (wall
 *     and CPU time), with the metric choice ({@link dev.slidebench.reports.analysis.ReportModel}).</li>
 * <li>{@code recommend}: candidates, constraints, the choice and its explanation, one verdict per run
 *     ({@link dev.slidebench.reports.recommend.Recommender}); the report's Verdict uses the same code.</li>
 * <li>{@code render}: one class per report section and the document (Markdown and self-contained
 *     HTML); {@code export}: summary.json / summary.csv.</li>
 * <li>{@code text}: how numbers are written, shared by {@code recommend} and {@code render}; {@code chart}:
 *     the charts, from plain inputs (it imports no other package).</li>
 * </ul>
 * {@link dev.slidebench.reports.Reports#generate} runs them and writes every file atomically.
 */
package dev.slidebench.reports;
