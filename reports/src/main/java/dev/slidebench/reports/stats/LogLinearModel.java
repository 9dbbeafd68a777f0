package dev.slidebench.reports.stats;

import java.util.Arrays;

/**
 * Ordinary least squares on ln(value) with one effect per group (strategy) and, optionally, one per
 * round: {@code ln y = β_group + ρ_round + ε}, ε independent with one variance σ² for every group.
 *
 * <p>The design matrix has an indicator column per group and one per round except the first (the
 * first round is the reference level, so the group coefficients are estimable on their own). It is
 * solved through the normal equations; for a few dozen columns that is exact enough and simple to check
 * by hand. A design whose rounds do not connect the groups (a singular {@code XᵀX}) is reported as not
 * {@link #fitted()}, and the caller falls back to the one-way model.
 *
 * <p>Differences of group coefficients are the log ratios of the groups' geometric means with the
 * round effect taken out; their standard errors come from {@code σ̂²·(XᵀX)⁻¹}.
 */
public final class LogLinearModel {

    private final int groups;
    private final int rounds;
    private final boolean fitted;
    private final double[] coefficients;
    private final double[][] inverse;
    private final double residualVariance;
    private final int residualDf;
    private final double[] residuals;
    private final double[] leverage;

    private LogLinearModel(
            int groups,
            int rounds,
            boolean fitted,
            double[] coefficients,
            double[][] inverse,
            double residualVariance,
            int residualDf,
            double[] residuals,
            double[] leverage) {
        this.groups = groups;
        this.rounds = rounds;
        this.fitted = fitted;
        this.coefficients = coefficients;
        this.inverse = inverse;
        this.residualVariance = residualVariance;
        this.residualDf = residualDf;
        this.residuals = residuals;
        this.leverage = leverage;
    }

    /**
     * Fits the model.
     *
     * @param group per observation, its group, 0 ≤ group &lt; groups; every group must have an observation
     * @param round per observation, its round (0-based), or null for the one-way model
     * @param value per observation, the positive value (a fork mean)
     */
    public static LogLinearModel fit(int groups, int[] group, int[] round, double[] value) {
        int n = value.length;
        int rounds = round == null ? 1 : Arrays.stream(round).max().orElse(0) + 1;
        int p = groups + rounds - 1;
        double[][] xtx = new double[p][p];
        double[] xty = new double[p];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            if (!(value[i] > 0) || !Double.isFinite(value[i])) {
                throw new IllegalArgumentException("observation " + i + " is not a positive finite value: " + value[i]);
            }
            y[i] = Math.log(value[i]);
            int[] columns = columns(groups, group[i], round == null ? 0 : round[i]);
            for (int a : columns) {
                xty[a] += y[i];
                for (int b : columns) {
                    xtx[a][b] += 1;
                }
            }
        }
        double[][] inverse = invert(xtx);
        if (inverse == null) {
            return new LogLinearModel(groups, rounds, false, null, null, Double.NaN, 0, null, null);
        }
        double[] beta = new double[p];
        for (int a = 0; a < p; a++) {
            for (int b = 0; b < p; b++) {
                beta[a] += inverse[a][b] * xty[b];
            }
        }
        double[] residuals = new double[n];
        double[] leverage = new double[n];
        double rss = 0;
        for (int i = 0; i < n; i++) {
            int[] columns = columns(groups, group[i], round == null ? 0 : round[i]);
            double fittedValue = 0;
            for (int a : columns) {
                fittedValue += beta[a];
                for (int b : columns) {
                    leverage[i] += inverse[a][b];
                }
            }
            residuals[i] = y[i] - fittedValue;
            rss += residuals[i] * residuals[i];
        }
        int df = n - p;
        double variance = df > 0 ? rss / df : Double.NaN;
        return new LogLinearModel(groups, rounds, true, beta, inverse, variance, df, residuals, leverage);
    }

    /** The columns of the design matrix that are 1 for an observation of {@code group} in {@code round}. */
    private static int[] columns(int groups, int group, int round) {
        return round == 0 ? new int[] {group} : new int[] {group, groups + round - 1};
    }

    /** Gauss–Jordan elimination with partial pivoting; null when the matrix is singular. */
    static double[][] invert(double[][] matrix) {
        int p = matrix.length;
        double[][] a = new double[p][2 * p];
        double scale = 0;
        for (int i = 0; i < p; i++) {
            System.arraycopy(matrix[i], 0, a[i], 0, p);
            a[i][p + i] = 1;
            for (int j = 0; j < p; j++) {
                scale = Math.max(scale, Math.abs(matrix[i][j]));
            }
        }
        for (int column = 0; column < p; column++) {
            int pivot = column;
            for (int row = column + 1; row < p; row++) {
                if (Math.abs(a[row][column]) > Math.abs(a[pivot][column])) {
                    pivot = row;
                }
            }
            if (Math.abs(a[pivot][column]) <= 1e-9 * Math.max(1, scale)) {
                return null;
            }
            double[] swap = a[pivot];
            a[pivot] = a[column];
            a[column] = swap;
            double divisor = a[column][column];
            for (int j = 0; j < 2 * p; j++) {
                a[column][j] /= divisor;
            }
            for (int row = 0; row < p; row++) {
                if (row != column && a[row][column] != 0) {
                    double factor = a[row][column];
                    for (int j = 0; j < 2 * p; j++) {
                        a[row][j] -= factor * a[column][j];
                    }
                }
            }
        }
        double[][] inverse = new double[p][p];
        for (int i = 0; i < p; i++) {
            System.arraycopy(a[i], p, inverse[i], 0, p);
        }
        return inverse;
    }

    /** Whether the design could be solved (false: the rounds do not connect the groups). */
    public boolean fitted() {
        return fitted;
    }

    public int groups() {
        return groups;
    }

    /** Rounds in the model; 1 for the one-way model. */
    public int rounds() {
        return rounds;
    }

    /** The pooled residual variance σ̂² of ln(value); NaN with no residual degrees of freedom. */
    public double residualVariance() {
        return residualVariance;
    }

    public int residualDf() {
        return residualDf;
    }

    /** β_a: ln of group a's geometric mean in the first round (the round effects' reference level). */
    public double coefficient(int a) {
        return coefficients[a];
    }

    /** The mean of the round effects, the first round's (0) included: adds to β to give a least-squares mean. */
    public double meanRoundEffect() {
        double sum = 0;
        for (int r = 1; r < rounds; r++) {
            sum += coefficients[groups + r - 1];
        }
        return sum / rounds;
    }

    /** β_a − β_b: the log ratio of group a's geometric mean to group b's, round effects taken out. */
    public double difference(int a, int b) {
        return coefficients[a] - coefficients[b];
    }

    /** The standard error of {@link #difference}: σ̂·√(c_aa + c_bb − 2c_ab) with C = (XᵀX)⁻¹. */
    public double differenceError(int a, int b) {
        double factor = inverse[a][a] + inverse[b][b] - 2 * inverse[a][b];
        return Math.sqrt(residualVariance * Math.max(0, factor));
    }

    /** The residual of observation i on the log scale. */
    public double residual(int i) {
        return residuals[i];
    }

    /**
     * The internally studentised residual of observation i: e_i / (σ̂·√(1 − h_ii)); NaN where it is not
     * defined (no residual degrees of freedom, or an observation the model fits exactly).
     */
    public double studentisedResidual(int i) {
        double room = 1 - leverage[i];
        if (!(residualVariance > 0) || room <= 1e-12) {
            return Double.NaN;
        }
        return residuals[i] / Math.sqrt(residualVariance * room);
    }
}
