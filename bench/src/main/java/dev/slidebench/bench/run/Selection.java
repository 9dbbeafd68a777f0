package dev.slidebench.bench.run;

import dev.slidebench.core.Echo;
import dev.slidebench.reports.record.JvmRecord;
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

    private static Pattern compile(String option, String regex) throws BadSelectionException {
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new BadSelectionException(
                    option + ": " + Echo.quoted(regex) + " is not a valid regex: " + e.getDescription());
        }
    }
}
