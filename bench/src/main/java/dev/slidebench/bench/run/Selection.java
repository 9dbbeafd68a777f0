package dev.slidebench.bench.run;

import dev.slidebench.core.Echo;
import dev.slidebench.core.StrategyPreference;
import dev.slidebench.reports.record.JvmRecord;
import dev.slidebench.reports.record.StrategyRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** Which workloads and strategies a run measures: the profile's, narrowed by the regexes of the command line. */
public final class Selection {

    private Selection() {}

    /** A regex that selects nothing or does not compile; the message is one line naming the option. */
    public static final class BadSelectionException extends Exception {
        private static final long serialVersionUID = 1L;

        BadSelectionException(String message) {
            super(message);
        }
    }

    public static List<Workload> workloads(Profile profile, String regex) throws BadSelectionException {
        if (regex == null) {
            return List.copyOf(profile.workloads());
        }
        Pattern pattern = compile("--workloads", regex);
        List<Workload> selected = new ArrayList<>();
        for (Workload w : Workload.values()) {
            if (pattern.matcher(w.id()).find()) {
                selected.add(w);
            }
        }
        if (selected.isEmpty()) {
            throw new BadSelectionException("--workloads: " + Echo.quoted(regex) + " matches no workload; valid: "
                    + String.join(
                            ", ",
                            Arrays.stream(Workload.values()).map(Workload::id).toList()));
        }
        return selected;
    }

    /** Every strategy some JVM has whose name matches, in the first JVM's order, then the others'. */
    public static List<String> strategies(List<JvmRecord> jvms, String regex) throws BadSelectionException {
        Pattern pattern = regex == null ? null : compile("--strategies", regex);
        List<String> selected = new ArrayList<>();
        for (JvmRecord jvm : jvms) {
            for (String name : jvm.strategies().keySet()) {
                if ((pattern == null || pattern.matcher(name).find()) && !selected.contains(name)) {
                    selected.add(name);
                }
            }
        }
        if (selected.isEmpty()) {
            throw new BadSelectionException("--strategies: " + Echo.quoted(regex) + " matches no strategy; available: "
                    + String.join(", ", jvms.get(0).strategies().keySet()));
        }
        return selected;
    }

    /**
     * Every strategy that runs its own path (is not degraded to a fallback) on at least one of the JVMs, in
     * the order of {@link #strategies}: what a run measures when no strategy is named. A strategy on a
     * fallback path everywhere would be measured at another algorithm's speed, which says nothing of its own.
     */
    public static List<String> ownPath(List<JvmRecord> jvms) throws BadSelectionException {
        List<String> kept = new ArrayList<>();
        for (String name : strategies(jvms, null)) {
            if (jvms.stream().anyMatch(jvm -> {
                StrategyRecord info = jvm.strategies().get(name);
                return info != null && info.degraded() == null;
            })) {
                kept.add(name);
            }
        }
        if (kept.isEmpty()) {
            throw new BadSelectionException(
                    "every strategy runs a fallback path on these JVMs: name them with --strategies to measure them");
        }
        return kept;
    }

    /**
     * The first {@code count} names of {@link StrategyPreference#ORDER} (the fixed order of the methods
     * published comparisons find fastest: PEXT, the magics, then the table-light ones) that each JVM has
     * and runs on its intended path (a strategy emulated there is skipped), across the JVMs, in that order.
     * Nothing is measured to choose them and no earlier run is needed; the run then measures them.
     */
    public static List<String> fastest(List<JvmRecord> jvms, int count) throws BadSelectionException {
        if (count < 1) {
            throw new BadSelectionException(
                    "--beside-fastest: " + count + " is not a count of strategies; expected 1 or more");
        }
        List<String> chosen = new ArrayList<>();
        for (JvmRecord jvm : jvms) {
            int taken = 0;
            for (String name : StrategyPreference.ORDER) {
                StrategyRecord info = jvm.strategies().get(name);
                if (taken < count && info != null && info.degraded() == null) {
                    taken++;
                    if (!chosen.contains(name)) {
                        chosen.add(name);
                    }
                }
            }
        }
        return chosen;
    }

    /** {@code first}, then what {@code more} adds to it. */
    public static List<String> union(List<String> first, List<String> more) {
        List<String> all = new ArrayList<>(first);
        more.stream().filter(name -> !all.contains(name)).forEach(all::add);
        return all;
    }

    private static Pattern compile(String option, String regex) throws BadSelectionException {
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new BadSelectionException(
                    option + ": " + Echo.quoted(regex) + " is not a valid regex: " + e.getDescription());
        }
    }
}
