package dev.slidebench.reports.model;

import dev.slidebench.reports.ReportInputException;
import dev.slidebench.reports.input.BenchmarkResult;
import dev.slidebench.reports.input.JmhJsonReader;
import dev.slidebench.reports.record.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The first steps of {@link ResultSet#load}: the files read (each once), the run record beside each, the
 * compared parameter checked, and the results split into labelled runs (one per JVM, and per JVM arguments
 * where one JVM ran a benchmark twice).
 */
final class RunReader {

    private RunReader() {}

    /** Every file's results, by its absolute path; a file given twice is bad input. */
    static Map<Path, List<BenchmarkResult>> readAll(List<Path> files) {
        Map<Path, List<BenchmarkResult>> byFile = new LinkedHashMap<>();
        for (Path file : files) {
            Path normalized = file.toAbsolutePath().normalize();
            if (byFile.containsKey(normalized)) {
                throw new ReportInputException(file + ": given twice");
            }
            byFile.put(normalized, JmhJsonReader.read(file));
        }
        return byFile;
    }

    /** Bad input unless some result has the compared parameter; the message lists the parameters found. */
    static void requireParam(List<Path> files, Map<Path, List<BenchmarkResult>> byFile, String byParam) {
        boolean anyHasParam = byFile.values().stream()
                .flatMap(List::stream)
                .anyMatch(r -> r.params().containsKey(byParam));
        if (anyHasParam) {
            return;
        }
        Set<String> found = byFile.values().stream()
                .flatMap(List::stream)
                .flatMap(r -> r.params().keySet().stream())
                .collect(Collectors.toCollection(java.util.TreeSet::new));
        throw new ReportInputException("--by " + byParam + ": no benchmark in " + fileList(files)
                + " has the parameter '" + byParam + "'"
                + (found.isEmpty()
                        ? " (they have no parameters at all)"
                        : "; parameters found: " + String.join(", ", found) + " (choose one with --by)"));
    }

    /** The files' results split into runs (one per JVM and settings), labelled, each with its run record. */
    static List<ResultSet.Run> runs(
            List<Path> files,
            Map<Path, List<BenchmarkResult>> byFile,
            String byParam,
            Map<Path, RunRecord> metadata,
            Map<Path, String> metadataNotes,
            List<String> warnings) {
        Map<Path, String> fileLabels = RunLabels.fileLabels(new ArrayList<>(byFile.keySet()));
        List<RunDraft> drafts = new ArrayList<>();
        int fileIndex = 0;
        for (Map.Entry<Path, List<BenchmarkResult>> entry : byFile.entrySet()) {
            Path given = files.get(fileIndex++);
            drafts.addAll(splitIntoRuns(given, entry.getValue(), byParam, warnings));
        }
        List<String> labels = RunLabels.runLabels(drafts, fileLabels);
        List<ResultSet.Run> runs = new ArrayList<>();
        for (int i = 0; i < drafts.size(); i++) {
            RunDraft draft = drafts.get(i);
            Path key = draft.file.toAbsolutePath().normalize();
            runs.add(new ResultSet.Run(
                    i,
                    labels.get(i),
                    draft.file,
                    fileLabels.get(key),
                    draft.first().jdkVersion(),
                    draft.first().vmName(),
                    draft.first().vmVersion(),
                    draft.first().jvm(),
                    draft.jvmArgsVariant,
                    Collections.unmodifiableList(draft.results),
                    metadata.get(key),
                    metadataNotes.get(key)));
        }
        return runs;
    }

    static String fileList(List<Path> files) {
        return files.size() == 1 ? files.get(0).toString() : files.size() + " files";
    }

    /** run.json beside a results file describes it only when no other input shares that directory. */
    static void readSidecars(
            List<Path> files, Map<Path, RunRecord> metadata, Map<Path, String> notes, List<String> warnings) {
        Map<Path, List<Path>> byDirectory = new LinkedHashMap<>();
        for (Path file : files) {
            Path absolute = file.toAbsolutePath().normalize();
            byDirectory
                    .computeIfAbsent(absolute.getParent(), d -> new ArrayList<>())
                    .add(absolute);
        }
        for (Map.Entry<Path, List<Path>> entry : byDirectory.entrySet()) {
            Path sidecar = entry.getKey().resolve(RunRecord.FILE_NAME);
            for (Path file : entry.getValue()) {
                if (!Files.isRegularFile(sidecar)) {
                    notes.put(file, "no " + RunRecord.FILE_NAME + " beside " + file.getFileName());
                } else if (entry.getValue().size() > 1) {
                    notes.put(file, sidecar + " ignored: " + entry.getValue().size() + " inputs share its directory");
                } else {
                    metadata.put(file, RunRecord.read(sidecar));
                }
            }
            if (Files.isRegularFile(sidecar) && entry.getValue().size() > 1) {
                warnings.add(sidecar
                        + " was ignored: several inputs share its directory, so it is unclear which one it describes.");
            }
        }
    }

    static List<RunDraft> splitIntoRuns(
            Path file, List<BenchmarkResult> results, String byParam, List<String> warnings) {
        Map<List<String>, RunDraft> byJvm = new LinkedHashMap<>();
        int incomplete = 0;
        for (BenchmarkResult result : results) {
            List<String> key = java.util.Arrays.asList(result.jdkVersion(), result.vmName(), result.jvm());
            byJvm.computeIfAbsent(key, k -> new RunDraft(file)).results.add(result);
            if (key.contains(null)) {
                incomplete++;
            }
        }
        if (incomplete > 0) {
            // The same rule for report and recommend: what is missing is unknown, and such results form their own
            // run rather than being guessed into another.
            warnings.add(file + ": " + incomplete + " result(s) lack jdkVersion, vmName or jvm; they are reported as"
                    + " a run of their own with the JVM unknown.");
        }
        List<RunDraft> drafts = new ArrayList<>();
        for (RunDraft draft : byJvm.values()) {
            if (!hasDuplicates(draft.results, byParam)) {
                drafts.add(draft);
                continue;
            }
            Map<List<String>, RunDraft> byArgs = new LinkedHashMap<>();
            for (BenchmarkResult result : draft.results) {
                byArgs.computeIfAbsent(result.jvmArgs(), k -> {
                            RunDraft split = new RunDraft(file);
                            split.jvmArgsVariant = k.isEmpty() ? "no JVM args" : String.join(" ", k);
                            return split;
                        })
                        .results
                        .add(result);
            }
            if (byArgs.size() == 1) {
                byArgs.values().iterator().next().jvmArgsVariant = null;
            }
            for (RunDraft split : byArgs.values()) {
                if (hasDuplicates(split.results, byParam)) {
                    warnings.add(file
                            + " holds the same benchmark, parameters and JVM more than once; their forks were pooled.");
                }
                drafts.add(split);
            }
        }
        return drafts;
    }

    static boolean hasDuplicates(List<BenchmarkResult> results, String byParam) {
        Set<List<Object>> seen = new java.util.HashSet<>();
        for (BenchmarkResult result : results) {
            if (!seen.add(List.of(
                    ResultSet.caseKey(result, byParam), result.params().getOrDefault(byParam, ResultSet.NO_VALUE)))) {
                return true;
            }
        }
        return false;
    }
}
