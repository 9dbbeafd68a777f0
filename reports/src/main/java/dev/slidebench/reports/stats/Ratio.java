package dev.slidebench.reports.stats;

/**
 * A ratio of two geometric means with its interval: {@code exp(d ± t·se)} for a log difference d, so
 * both ends are positive and the interval is symmetric as a factor. The bounds are NaN when the data
 * give no interval (no residual degrees of freedom).
 */
public record Ratio(double estimate, double low, double high) {

    public static final Ratio ONE = new Ratio(1, 1, 1);

    static Ratio ofLog(double logRatio, double error, double t) {
        if (!Double.isFinite(error)) {
            return new Ratio(Math.exp(logRatio), Double.NaN, Double.NaN);
        }
        return new Ratio(Math.exp(logRatio), Math.exp(logRatio - t * error), Math.exp(logRatio + t * error));
    }

    public boolean hasInterval() {
        return Double.isFinite(low) && Double.isFinite(high);
    }

    /** Whether the interval lies wholly above or wholly below 1. */
    public boolean excludesOne() {
        return hasInterval() && (low > 1 || high < 1);
    }

    public Ratio inverse() {
        return new Ratio(1 / estimate, 1 / high, 1 / low);
    }
}
