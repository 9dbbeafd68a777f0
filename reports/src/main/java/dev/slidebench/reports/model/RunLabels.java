package dev.slidebench.reports.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How runs are named: each by the first scheme under which every run's label is distinct (the JDK
 * version, then with the VM name, then the file, then combinations), so two JDKs read as "JDK 17.0.15"
 * and "JDK 25.0.3", and two files of one JDK by their names.
 */
public final class RunLabels {

    private RunLabels() {}

    /** Each file's name, or enough of its path to tell it from the other inputs. */
    public static Map<Path, String> fileLabels(List<Path> files) {
        Map<Path, String> labels = new LinkedHashMap<>();
        for (int depth = 1; ; depth++) {
            labels.clear();
            Set<String> seen = new java.util.HashSet<>();
            boolean unique = true;
            boolean exhausted = true;
            for (Path file : files) {
                int count = file.getNameCount();
                int from = Math.max(0, count - depth);
                exhausted &= from == 0;
                String label = file.subpath(from, count).toString();
                unique &= seen.add(label);
                labels.put(file, label);
            }
            if (unique || exhausted) {
                return labels;
            }
        }
    }

    /** The first labelling scheme under which every run's label is distinct. */
    static List<String> runLabels(List<RunDraft> drafts, Map<Path, String> fileLabels) {
        List<java.util.function.Function<RunDraft, String>> schemes = new ArrayList<>();
        java.util.function.Function<RunDraft, String> jdk =
                d -> "JDK " + Objects.toString(d.first().jdkVersion(), "?");
        java.util.function.Function<RunDraft, String> vm =
                d -> jdk.apply(d) + " " + Objects.toString(d.first().vmName(), "");
        java.util.function.Function<RunDraft, String> file =
                d -> fileLabels.get(d.file.toAbsolutePath().normalize());
        java.util.function.Function<RunDraft, String> args =
                d -> d.jvmArgsVariant == null ? "" : " [" + d.jvmArgsVariant + "]";
        schemes.add(d -> jdk.apply(d) + args.apply(d));
        schemes.add(d -> vm.apply(d).trim() + args.apply(d));
        schemes.add(d -> file.apply(d) + args.apply(d));
        schemes.add(d -> file.apply(d) + " \u00b7 " + jdk.apply(d) + args.apply(d));
        schemes.add(d -> file.apply(d) + " \u00b7 " + vm.apply(d).trim() + args.apply(d));
        schemes.add(d -> file.apply(d) + " \u00b7 " + vm.apply(d).trim() + " \u00b7 "
                + d.first().jvm() + args.apply(d));
        for (java.util.function.Function<RunDraft, String> scheme : schemes) {
            List<String> labels = drafts.stream().map(scheme).collect(Collectors.toList());
            if (new java.util.HashSet<>(labels).size() == labels.size()) {
                return labels;
            }
        }
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < drafts.size(); i++) {
            labels.add(schemes.get(schemes.size() - 1).apply(drafts.get(i)) + " #" + (i + 1));
        }
        return labels;
    }
}
