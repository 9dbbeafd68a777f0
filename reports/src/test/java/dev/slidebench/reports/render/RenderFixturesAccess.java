package dev.slidebench.reports.render;

/** Opens the render tests' simulated inputs to the export tests. */
public final class RenderFixturesAccess {

    private RenderFixturesAccess() {}

    /** See {@link RenderFixtures#outlierJson()}. */
    public static String outlierJson() {
        return RenderFixtures.outlierJson();
    }
}
