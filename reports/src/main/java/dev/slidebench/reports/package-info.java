/**
 * Reads JMH JSON; statistics, charts, the Markdown/HTML report, the summary export and the
 * recommendation. Works from JMH's JSON alone (any project's, not only slidebench's) and depends on no
 * other slidebench module; a project's own wording comes in as a {@link dev.slidebench.reports.ReportProfile}.
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
 * </ul>
 * {@link dev.slidebench.reports.Reports#generate} runs them and writes every file atomically.
 */
package dev.slidebench.reports;
