package dev.slidebench.reports;

import java.util.List;
import java.util.function.Function;

/**
 * What a project's report says in its own words: the parameter whose values are the things compared
 * and described by {@code run.json}, the default reference for ratios, domain caveats, and how a user
 * gets the chosen value into their code, and what one operation of a benchmark is. This record is the
 * extension point through which a domain's words and rules enter the report (a project's own report
 * sections come in beside it, as {@link dev.slidebench.reports.render.ReportView}s in {@link
 * Reports.Options#views()}): the reports module itself knows no domain; bench passes slidebench's
 * profile in, and {@link #generic()} serves any other JMH project.
 *
 * @param parameter the JMH parameter the report compares by default and run.json describes
 * @param defaultReference the value ratios are taken against unless one is named, or null
 * @param caveats domain caveats for the Caveats section (Markdown-ish text, may use `code`)
 * @param usage lines that tell a user how to use the chosen value in code: prose first, the last line a
 *     command or a line of code ({@code recommend} prints them as they are; the report's verdict sets the
 *     last one as code)
 * @param focusWorkload the names (as {@code --workload} takes them) of the focus benchmark, which
 *     {@code recommend}'s {@link Words#focusOption} ranks on
 * @param focusHowTo how to measure that benchmark, for the message when the inputs lack it
 * @param rerun the exact command that measures again what a verdict could not settle (see {@link Rerun})
 * @param engine the project's engine-shaped workload and its rules for a fair verdict (see {@link Engine})
 * @param operation what one operation of a benchmark is, in the singular, for "ns per operation" and
 *     "operations per second" in thread scaling
 * @param words the verdict's sentences about the focus benchmark and two recorded traits (see {@link Words})
 */
public record ReportProfile(
        String parameter,
        String defaultReference,
        List<String> caveats,
        Function<String, List<String>> usage,
        List<String> focusWorkload,
        String focusHowTo,
        Function<Rerun, String> rerun,
        Engine engine,
        String operation,
        Words words) {

    /**
     * What a verdict says, in the project's words, about the focus benchmark ({@code recommend}'s
     * {@code focusOption}, which ranks on {@link #focusWorkload}) and about two yes/no traits run.json may
     * record per value: {@code stored} (whether the value answers the focus from stored tables) and
     * {@code stateful} (whether it keeps state its application updates; {@code statefulOption} asks for it).
     *
     * @param focusOption the option that ranks on the focus benchmark
     * @param focus one operation of the focus benchmark, in the singular
     * @param focusForms the ways a value may answer it, for the constraint line
     * @param stored the reason when the value answers from stored tables; {@code computed} when it does not
     * @param computed see {@code stored}
     * @param storedNote the note after the focus ranking for a stored value; {@code computedNote} otherwise
     * @param computedNote see {@code storedNote}
     * @param statefulOption the option that keeps only stateful values
     * @param stateful the reason for a stateful value; {@code stateless} for one without state
     * @param stateless see {@code stateful}
     * @param state what a stateful value keeps
     * @param holder what keeps it
     */
    public record Words(
            String focusOption,
            String focus,
            String focusForms,
            String stored,
            String computed,
            String storedNote,
            String computedNote,
            String statefulOption,
            String stateful,
            String stateless,
            String state,
            String holder) {

        /** For any JMH project (a command line names its own options with {@link #withOptions}). */
        public static final Words GENERIC = new Words(
                "--focus",
                "focus operation",
                "stored tables or computed",
                "Focus: answered from stored tables.",
                "Focus: computed, not stored.",
                "; from stored tables",
                "; computed",
                "--stateful",
                "Stateful: keeps state that every update changes.",
                "Stateless: nothing to update.",
                "state",
                "value");

        /** These words with a command line's own option names. */
        public Words withOptions(String focusOption, String statefulOption) {
            return new Words(
                    focusOption,
                    focus,
                    focusForms,
                    stored,
                    computed,
                    storedNote,
                    computedNote,
                    statefulOption,
                    stateful,
                    stateless,
                    state,
                    holder);
        }
    }

    /** The unit of a benchmark for a project that names none. */
    public static final String OPERATION = "operation";

    /**
     * What a verdict an engine can trust needs to know, in the project's words (reports knows no domain).
     *
     * @param workload the names (as {@code --workload} takes them) of the benchmark that measures the
     *     application itself (slidebench: an engine-like search); when the inputs hold it, the verdict
     *     ranks on it and uses the others as explanation
     * @param label what that benchmark is, in words for the verdict ("an engine-like search")
     * @param commonDefault the value most users have today, which the verdict states the choice against
     *     (or null)
     * @param statefulWorkloads the benchmarks that ask a stateful value through its state as the application
     *     does (slidebench: its search workloads); {@link Words#statefulOption} needs one of them
     * @param jumpWorkloads the benchmarks that move a stateful value's state in a way the application never
     *     does (slidebench: positions); stateful values are not ranked on them
     * @param statefulHowTo how to measure such a workload, for the message when the inputs lack one
     */
    public record Engine(
            List<String> workload,
            String label,
            String commonDefault,
            List<String> statefulWorkloads,
            List<String> jumpWorkloads,
            String statefulHowTo) {

        /** No engine workload: verdicts rank on every benchmark, as a generic JMH project wants. */
        public static final Engine NONE = new Engine(List.of(), null, null, List.of(), List.of(), null);

        public Engine {
            workload = List.copyOf(workload);
            statefulWorkloads = List.copyOf(statefulWorkloads);
            jumpWorkloads = List.copyOf(jumpWorkloads);
        }
    }

    public ReportProfile {
        caveats = List.copyOf(caveats);
        focusWorkload = List.copyOf(focusWorkload);
    }

    /** A profile without an engine workload ({@link Engine#NONE}). */
    public ReportProfile(
            String parameter,
            String defaultReference,
            List<String> caveats,
            Function<String, List<String>> usage,
            List<String> focusWorkload,
            String focusHowTo,
            Function<Rerun, String> rerun) {
        this(
                parameter,
                defaultReference,
                caveats,
                usage,
                focusWorkload,
                focusHowTo,
                rerun,
                Engine.NONE,
                OPERATION,
                Words.GENERIC);
    }

    /** This profile with an engine workload and its rules. */
    public ReportProfile withEngine(Engine engine) {
        return with(engine, operation, words);
    }

    /** This profile with the project's word for one operation. */
    public ReportProfile withOperation(String operation) {
        return with(engine, operation, words);
    }

    /** This profile with the verdict's sentences in the project's words. */
    public ReportProfile withWords(Words words) {
        return with(engine, operation, words);
    }

    private ReportProfile with(Engine engine, String operation, Words words) {
        return new ReportProfile(
                parameter,
                defaultReference,
                caveats,
                usage,
                focusWorkload,
                focusHowTo,
                rerun,
                engine,
                operation,
                words);
    }

    /** The plural of {@link #operation}. */
    public String operations() {
        return operation + "s";
    }

    /**
     * What to measure again: these values on these benchmarks (titles as the report prints them,
     * {@code Class.method}), on this JVM (its path or version, or null); {@code fastPath}: the point is to
     * measure the values' fast paths, which this JVM lacked (the command should pick a JVM that has them).
     */
    public record Rerun(
            List<String> values, List<String> benchmarks, String jvm, boolean fastPath, BudgetSpent budgetSpent) {
        public Rerun {
            values = List.copyOf(values);
            benchmarks = List.copyOf(benchmarks);
        }

        public Rerun(List<String> values, List<String> benchmarks, String jvm, boolean fastPath) {
            this(values, benchmarks, jvm, fastPath, null);
        }
    }

    /**
     * A raced run whose race stopped on its time budget before these values were separated: the firmer
     * answer is that run continued with a larger budget.
     *
     * @param runDirectory the run's directory (where its results.json is)
     * @param budget the budget it had, as recorded ({@code "4m"}), or null when not recorded
     */
    public record BudgetSpent(java.nio.file.Path runDirectory, String budget) {}

    /** For any JMH project: more forks of just these values and benchmarks. */
    public static String genericRerun(Rerun rerun) {
        if (rerun.budgetSpent() != null) {
            return "more time for the run in " + rerun.budgetSpent().runDirectory() + " (its budget was spent)";
        }
        return (rerun.fastPath() ? "run on a JVM with the fast path: " : "more forks of only ")
                + String.join(", ", rerun.values()) + " in " + String.join(", ", rerun.benchmarks());
    }

    /**
     * A profile whose focus benchmark is any benchmark or method named {@code focus}, with the generic
     * re-run advice ({@link #genericRerun}).
     */
    public ReportProfile(
            String parameter, String defaultReference, List<String> caveats, Function<String, List<String>> usage) {
        this(
                parameter,
                defaultReference,
                caveats,
                usage,
                List.of("focus"),
                "measure a benchmark named focus and give its JSON with the others",
                ReportProfile::genericRerun);
    }

    /** Any JMH project: compare by {@code strategy}, no reference, no caveats, no code line. */
    public static ReportProfile generic() {
        return generic("strategy");
    }

    /** Any JMH project: compare by this parameter, no reference, no caveats, no code line. */
    public static ReportProfile generic(String parameter) {
        return new ReportProfile(parameter, null, List.of(), value -> List.of());
    }
}
