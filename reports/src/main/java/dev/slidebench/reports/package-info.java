/**
 * Reads JMH JSON; statistics, charts, the Markdown/HTML report and the recommendation. Works from
 * JMH's JSON alone (any project's, not only slidebench's) and depends on no other slidebench module.
 *
 * <h2>Input</h2>
 * One or many files written by JMH's {@code -rf json} ({@link dev.slidebench.reports.JmhJsonReader}).
 * Results are compared by the values of one parameter ({@code strategy} unless told otherwise)
 * within each benchmark method, mode and setting of the other parameters
 * ({@link dev.slidebench.reports.ResultSet}). Each (file, JDK version, VM name, JVM path) is a run.
 * A {@code run.json} beside a results file (written by slidebench's {@code run}) adds the platform,
 * date, table bytes, strategy capabilities and fork times ({@link dev.slidebench.reports.RunMetadata});
 * without it those are reported as unknown, never guessed. Bad input of any kind is a
 * {@link dev.slidebench.reports.ReportInputException} with one line, thrown before anything is written.
 *
 * <h2>Statistics</h2>
 * The fork is the unit of replication: per-fork means from {@code rawData}; a single fork falls back
 * to its iterations and is flagged. 99.9% t-intervals, Fieller intervals for ratios, Welch tests with
 * Holm's correction at α = 0.01 and the rule that turns pairwise ties into ranks are described in
 * {@link dev.slidebench.reports.Stats}.
 *
 * <h2>Report</h2>
 * {@link dev.slidebench.reports.Reports#generate} writes, by default into {@code report/} beside the
 * first input: {@code report.md}, one self-contained {@code report.html} (charts as base64 PNG, inline
 * styles, nothing external) and {@code charts/*.png|svg}. Sections: Platform (per run), Units and
 * direction, Overview (rank-1 table and a strategy × benchmark heat map), one section per benchmark
 * (table with mean, 99.9% CI, median, replicates, ratio to the reference with its interval, rank, tie
 * group, table bytes when known; bar chart; table bytes against speed with the Pareto front; fork
 * drift over time; runs side by side; A/B table with {@code --ab}; JMH's secondary metrics), Method,
 * Caveats. Every file is written to a temporary file in its directory and moved into place.
 *
 * <h2>Recommendation</h2>
 * {@link dev.slidebench.reports.Recommender}: a ranked shortlist with reasons and one choice. A
 * constraint the inputs cannot judge at all is bad input (exit 2 on the command line); constraints
 * that exclude every candidate give no choice (exit 1).
 */
package dev.slidebench.reports;
