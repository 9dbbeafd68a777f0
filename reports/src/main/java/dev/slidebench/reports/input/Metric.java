package dev.slidebench.reports.input;

/**
 * One JMH metric of one benchmark result: JMH's own score and error, the unit, and the raw
 * measurements arranged per fork, then per iteration.
 *
 * <p>For {@code rawData} the iteration values are JMH's own. For the {@code sample} mode JMH writes
 * {@code rawDataHistogram} instead (per fork, per iteration, a list of {@code [value, count]}
 * pairs); each iteration's value is then the count-weighted mean of its histogram, and a fork's mean
 * weights every sample equally, as JMH's own score does. The fork means are what every statistic
 * here is built on (the fork is the unit of replication).
 *
 * @param score JMH's score (NaN when JMH wrote "NaN")
 * @param scoreError JMH's error (NaN when JMH had too few values to compute one)
 * @param unit the score unit as JMH wrote it, e.g. {@code ops/us} or {@code ns/op}
 * @param iterations per fork, the finite iteration values
 * @param forkMeans per fork, its mean
 * @param fromHistogram whether the values came from {@code rawDataHistogram}
 * @param droppedValues how many non-finite iteration values ("NaN", "+INF", "-INF") were left out
 */
public record Metric(
        double score,
        double scoreError,
        String unit,
        double[][] iterations,
        double[] forkMeans,
        boolean fromHistogram,
        int droppedValues) {

    public int forks() {
        return forkMeans.length;
    }

    /** All iterations of all forks. */
    public int iterationCount() {
        int count = 0;
        for (double[] fork : iterations) {
            count += fork.length;
        }
        return count;
    }

    /** The same measurements in another unit: every value multiplied by {@code factor}. */
    public Metric scaled(double factor, String newUnit) {
        double[][] values = new double[iterations.length][];
        double[] means = new double[forkMeans.length];
        for (int f = 0; f < iterations.length; f++) {
            values[f] = iterations[f].clone();
            for (int i = 0; i < values[f].length; i++) {
                values[f][i] *= factor;
            }
            means[f] = forkMeans[f] * factor;
        }
        return new Metric(score * factor, scoreError * factor, newUnit, values, means, fromHistogram, droppedValues);
    }

    /** This metric's forks followed by {@code other}'s (used when one file holds the same result twice). */
    public Metric pooledWith(Metric other) {
        double[][] values = new double[iterations.length + other.iterations.length][];
        double[] means = new double[forkMeans.length + other.forkMeans.length];
        System.arraycopy(iterations, 0, values, 0, iterations.length);
        System.arraycopy(other.iterations, 0, values, iterations.length, other.iterations.length);
        System.arraycopy(forkMeans, 0, means, 0, forkMeans.length);
        System.arraycopy(other.forkMeans, 0, means, forkMeans.length, other.forkMeans.length);
        return new Metric(
                Double.NaN,
                Double.NaN,
                unit,
                values,
                means,
                fromHistogram || other.fromHistogram,
                droppedValues + other.droppedValues);
    }
}
