package dev.slidebench.reports.chart;

import java.util.List;

/**
 * Colours readable by people with the common colour-vision deficiencies. Categories use Okabe and
 * Ito's eight colours ("Color Universal Design", 2008), ordered so the first few differ most in
 * lightness as well as hue; magnitudes use ColorBrewer's YlGnBu ramp (Brewer, colorbrewer2.org),
 * which stays monotone in lightness, so it also reads in greyscale.
 */
public final class Palette {

    /** Okabe–Ito, in the order charts hand them out. Yellow is last: it needs an outline on white. */
    public static final List<Rgb> CATEGORIES = List.of(
            new Rgb(0x0072B2), // blue
            new Rgb(0xE69F00), // orange
            new Rgb(0x009E73), // bluish green
            new Rgb(0xD55E00), // vermillion
            new Rgb(0xCC79A7), // reddish purple
            new Rgb(0x56B4E9), // sky blue
            new Rgb(0x000000), // black
            new Rgb(0xF0E442)); // yellow

    // YlGnBu, 9 classes, light to dark.
    private static final List<Rgb> RAMP = List.of(
            new Rgb(0xFFFFD9),
            new Rgb(0xEDF8B1),
            new Rgb(0xC7E9B4),
            new Rgb(0x7FCDBB),
            new Rgb(0x41B6C4),
            new Rgb(0x1D91C0),
            new Rgb(0x225EA8),
            new Rgb(0x253494),
            new Rgb(0x081D58));

    // RdBu, 11 classes, from red (t = 1, dearer) through white to blue (t = -1, cheaper).
    private static final List<Rgb> DIVERGING = List.of(
            new Rgb(0x053061),
            new Rgb(0x2166AC),
            new Rgb(0x4393C3),
            new Rgb(0x92C5DE),
            new Rgb(0xD1E5F0),
            new Rgb(0xF7F7F7),
            new Rgb(0xFDDBC7),
            new Rgb(0xF4A582),
            new Rgb(0xD6604D),
            new Rgb(0xB2182B),
            new Rgb(0x67001F));

    /** Text, axes. */
    public static final Rgb INK = new Rgb(0x222222);
    /** Secondary text (captions, controls). */
    public static final Rgb MUTED = new Rgb(0x666666);
    /** Grid lines. */
    public static final Rgb GRID = new Rgb(0xDDDDDD);
    /** Background band of the best group. */
    public static final Rgb BEST_BAND = new Rgb(0xDCEBF7);
    /** Bars and estimates in the best group (Okabe–Ito blue). */
    public static final Rgb BEST = new Rgb(0x0072B2);
    /** Bars and estimates outside the best group. */
    public static final Rgb OTHER = new Rgb(0x8E9BAA);
    /** Emulated (fallback-path) results: Okabe–Ito vermillion, always with a text mark too. */
    public static final Rgb EMULATED = new Rgb(0xD55E00);
    /** Control rows (BASELINE). */
    public static final Rgb CONTROL = new Rgb(0xBBBBBB);

    private Palette() {}

    /** The {@code index}-th category colour, cycling. */
    public static Rgb category(int index) {
        return CATEGORIES.get(Math.floorMod(index, CATEGORIES.size()));
    }

    /** The ramp at {@code t} in 0..1 (0 = lightest), interpolated between ColorBrewer's classes. */
    public static Rgb ramp(double t) {
        double clamped = Math.max(0, Math.min(1, Double.isNaN(t) ? 0 : t));
        double position = clamped * (RAMP.size() - 1);
        int low = (int) Math.floor(position);
        if (low >= RAMP.size() - 1) {
            return RAMP.get(RAMP.size() - 1);
        }
        return RAMP.get(low).mix(RAMP.get(low + 1), position - low);
    }

    /**
     * ColorBrewer's RdBu class for {@code t} in -1..1 (clamped): blue below zero, white at zero, red
     * above. Discrete classes, so equal colours mean equal bins and a legend can list them.
     */
    public static Rgb diverging(double t) {
        double clamped = Math.max(-1, Math.min(1, Double.isNaN(t) ? 0 : t));
        int index = (int) Math.round((clamped + 1) / 2 * (DIVERGING.size() - 1));
        return DIVERGING.get(index);
    }

    /** Number of classes {@link #diverging} hands out. */
    static int divergingClasses() {
        return DIVERGING.size();
    }

    /** Black or white, whichever reads better on {@code background}. */
    public static Rgb textOn(Rgb background) {
        return background.luminance() > 0.33 ? Rgb.BLACK : Rgb.WHITE;
    }
}
