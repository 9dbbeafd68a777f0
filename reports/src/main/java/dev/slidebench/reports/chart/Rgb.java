package dev.slidebench.reports.chart;

import java.awt.Color;

/** An opaque sRGB colour, {@code 0xRRGGBB}; SVG writes it as {@code #rrggbb}, Java2D as a {@link Color}. */
public record Rgb(int value) {

    public static final Rgb BLACK = new Rgb(0x000000);
    public static final Rgb WHITE = new Rgb(0xFFFFFF);

    public Rgb {
        if ((value & ~0xFFFFFF) != 0) {
            throw new IllegalArgumentException("not a 24-bit RGB value: 0x" + Integer.toHexString(value));
        }
    }

    public String hex() {
        return String.format("#%06x", value);
    }

    Color toColor() {
        return new Color(value);
    }

    /** The colour {@code t} of the way from this one to {@code other} (0 = this, 1 = other), per channel in sRGB. */
    public Rgb mix(Rgb other, double t) {
        int r = channel(value >> 16, other.value >> 16, t);
        int g = channel(value >> 8, other.value >> 8, t);
        int b = channel(value, other.value, t);
        return new Rgb((r << 16) | (g << 8) | b);
    }

    private static int channel(int from, int to, double t) {
        int a = from & 0xFF;
        int b = to & 0xFF;
        return (int) Math.round(a + (b - a) * t);
    }

    /** Relative luminance (WCAG 2), 0 = black .. 1 = white: picks black or white text on a filled cell. */
    public double luminance() {
        return 0.2126 * linear(value >> 16) + 0.7152 * linear(value >> 8) + 0.0722 * linear(value);
    }

    private static double linear(int channel) {
        double c = (channel & 0xFF) / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}
