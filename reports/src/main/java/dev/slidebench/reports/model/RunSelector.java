package dev.slidebench.reports.model;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.model.ResultSet.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * A run selector ({@code recommend --jvm SEL}, {@code report --ab --base SEL --test SEL}), as DESIGN.md
 * defines it: a run's label, a JDK version prefix ({@code 17}, {@code 25.0}) or a substring of the JVM
 * path. Tried in that order; the first kind that matches decides, and more than one match there is
 * ambiguous (bad input).
 */
public final class RunSelector {

    private RunSelector() {}

    public static Run select(List<Run> runs, String selector, String option) {
        if (selector == null || selector.isBlank()) {
            throw new ReportInputException(option + ": empty run selector");
        }
        String wanted = selector.trim();
        List<Predicate<Run>> kinds = List.of(
                run -> run.label().equalsIgnoreCase(wanted),
                run -> run.jdkVersion() != null && versionPrefix(run.jdkVersion(), wanted),
                run -> run.jvm() != null && run.jvm().contains(wanted));
        for (Predicate<Run> kind : kinds) {
            List<Run> matched = runs.stream().filter(kind).toList();
            if (matched.size() == 1) {
                return matched.get(0);
            }
            if (matched.size() > 1) {
                throw new ReportInputException(option + " " + selector + ": ambiguous, matches "
                        + String.join("; ", matched.stream().map(Run::label).toList())
                        + " (name a run by its label)");
            }
        }
        throw new ReportInputException(option + " " + selector
                + ": matches no run (by label, JDK version prefix or JVM path); runs: " + labels(runs));
    }

    /** "17" matches 17.0.15 and 17, not 170; "25.0" matches 25.0.1. */
    private static boolean versionPrefix(String version, String prefix) {
        return version.equals(prefix)
                || version.startsWith(prefix + ".")
                || version.startsWith(prefix + "+")
                || version.startsWith(prefix + "-");
    }

    public static String labels(List<Run> runs) {
        List<String> labels = new ArrayList<>();
        for (Run run : runs) {
            labels.add(run.label());
        }
        return String.join("; ", labels);
    }

    /** The run with the newest JDK version (the last in input order among equals, or when versions are unknown). */
    public static Run newest(List<Run> runs) {
        Comparator<Run> byVersion = (a, b) -> compareVersions(a.jdkVersion(), b.jdkVersion());
        Run newest = runs.get(0);
        for (Run run : runs) {
            if (byVersion.compare(run, newest) >= 0) {
                newest = run;
            }
        }
        return newest;
    }

    static int compareVersions(String a, String b) {
        if (a == null || b == null) {
            return a == null ? (b == null ? 0 : -1) : 1;
        }
        try {
            return Runtime.Version.parse(a).compareTo(Runtime.Version.parse(b));
        } catch (IllegalArgumentException e) {
            return a.toLowerCase(Locale.ROOT).compareTo(b.toLowerCase(Locale.ROOT));
        }
    }
}
