/**
 * slidebench's part of the report: what the JMH-generic reports module cannot know. The words and rules
 * enter through {@link dev.slidebench.reports.ReportProfile} (built in {@code cli.ReportStep}); the cost by
 * square, decoded from the secondary metrics only the {@code squares} workload writes
 * ({@link dev.slidebench.bench.report.SquareCosts}), is a {@link dev.slidebench.reports.render.ReportView}
 * ({@link dev.slidebench.bench.report.SquareCostView}) drawn as the reports module's grid heat map with the
 * board's files and ranks from {@link dev.slidebench.core.Square}.
 */
package dev.slidebench.bench.report;
