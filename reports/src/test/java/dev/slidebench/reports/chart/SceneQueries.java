package dev.slidebench.reports.chart;

import java.util.ArrayList;
import java.util.List;

/** Lookups on a scene's primitives that the layout tests share. */
final class SceneQueries {

    private SceneQueries() {}

    /** The top-level groups whose class starts with {@code prefix}, in drawing order. */
    static List<Primitive.Group> groups(Scene scene, String prefix) {
        List<Primitive.Group> groups = new ArrayList<>();
        for (Primitive p : scene.primitives()) {
            if (p instanceof Primitive.Group g && g.cssClass().startsWith(prefix)) {
                groups.add(g);
            }
        }
        return groups;
    }

    /** The first text of the scene that reads exactly {@code text}; fails when there is none. */
    static Primitive.Text textReading(Scene scene, String text) {
        return scene.texts().stream()
                .filter(t -> t.text().equals(text))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no text reads \"" + text + "\""));
    }
}
