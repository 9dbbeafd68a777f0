/**
 * The statistics of a report as pure functions over replicate values; nothing here knows JMH, files or
 * strategies.
 *
 * <p>The replicate is the fork mean (a single fork's iterations when that is all there is). JMH's fork
 * noise on a shared machine is multiplicative (its spread grows with the mean), so everything is done on
 * the log scale: geometric means, and intervals that are factors and cannot go negative. Where each
 * fork's round is known, {@link dev.slidebench.reports.stats.LogLinearModel} fits strategy + round on
 * ln(fork mean) so a slow spell of the machine that hits one round is taken out of the comparison;
 * otherwise a one-way model. Either way one residual variance is pooled over all strategies of a table,
 * and {@link dev.slidebench.reports.stats.TableStatistics} turns it into all-pairs decisions (Holm at a
 * family-wise α), the best group, a compact letter display, ratios with intervals and the resolution.
 */
package dev.slidebench.reports.stats;
