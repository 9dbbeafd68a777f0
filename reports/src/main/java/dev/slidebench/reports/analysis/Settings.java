package dev.slidebench.reports.analysis;

import dev.slidebench.reports.ReportInputException;

/**
 * How the statistics are computed.
 *
 * @param confidence level of every interval (default 0.95)
 * @param alpha family-wise error rate of the pair decisions (0.05)
 * @param metric which measure the tables rank on
 * @param reference the value ratios are taken against, or null for the profile's default
 */
public record Settings(double confidence, double alpha, MetricChoice metric, String reference) {

    public static final double DEFAULT_CONFIDENCE = 0.95;
    public static final double ALPHA = 0.05;

    public Settings {
        if (!(confidence > 0.5 && confidence < 1)) {
            throw new ReportInputException(
                    "--confidence " + confidence + ": expected a level between 0.5 and 1, e.g. 0.95");
        }
    }

    public static Settings defaults() {
        return new Settings(DEFAULT_CONFIDENCE, ALPHA, MetricChoice.AUTO, null);
    }
}
