package dev.slidebench.bench.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * What a run will do, fixed before the first fork and saved as {@code plan.json}, so that
 * {@code --resume} runs exactly the forks that are missing. Tasks are ordered round by round; inside
 * a round, the (benchmark, strategy, JVM) triples are shuffled with {@code seed + round}.
 */
public record RunPlan(
        Profile profile,
        long seed,
        List<String> strategies,
        List<Workload> workloads,
        JsonArray jvms,
        List<Task> tasks) {

    public static final String FORMAT = "slidebench-plan/1";

    /** One fork: one benchmark method, one strategy, one JVM, in one round. */
    public record Task(int round, Workload workload, String benchmark, String strategy, int jvm) {
        /** A file-name-safe id, unique in the plan. */
        public String key() {
            String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            return String.format("r%02d-%s-%s-%s-j%d", round, workload.id(), method, strategy, jvm);
        }

        public String label() {
            return workload.id() + "/" + benchmark.substring(benchmark.lastIndexOf('.') + 1);
        }
    }

    public static RunPlan create(
            Profile profile,
            long seed,
            List<String> strategies,
            List<Workload> workloads,
            JsonArray jvms,
            List<List<String>> strategiesPerJvm) {
        List<Task> tasks = new ArrayList<>();
        for (int round = 0; round < profile.rounds(); round++) {
            List<Task> roundTasks = new ArrayList<>();
            for (Workload workload : workloads) {
                for (String benchmark : workload.benchmarks(profile.allMethods())) {
                    for (int jvm = 0; jvm < jvms.size(); jvm++) {
                        List<String> names = new ArrayList<>();
                        if (workload.hasBaseline()) {
                            names.add(dev.slidebench.bench.Baseline.NAME);
                        }
                        for (String s : strategies) {
                            if (strategiesPerJvm.get(jvm).contains(s)) {
                                names.add(s);
                            }
                        }
                        for (String name : names) {
                            roundTasks.add(new Task(round, workload, benchmark, name, jvm));
                        }
                    }
                }
            }
            Collections.shuffle(roundTasks, new Random(seed + round));
            tasks.addAll(roundTasks);
        }
        return new RunPlan(profile, seed, List.copyOf(strategies), List.copyOf(workloads), jvms, List.copyOf(tasks));
    }

    public JsonObject toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("format", FORMAT);
        o.addProperty("profile", profile.id());
        o.addProperty("seed", seed);
        JsonArray s = new JsonArray();
        strategies.forEach(s::add);
        o.add("strategies", s);
        JsonArray w = new JsonArray();
        workloads.forEach(x -> w.add(x.id()));
        o.add("workloads", w);
        o.add("jvms", jvms);
        JsonArray t = new JsonArray();
        for (Task task : tasks) {
            JsonObject j = new JsonObject();
            j.addProperty("round", task.round());
            j.addProperty("workload", task.workload().id());
            j.addProperty("benchmark", task.benchmark());
            j.addProperty("strategy", task.strategy());
            j.addProperty("jvm", task.jvm());
            t.add(j);
        }
        o.add("tasks", t);
        return o;
    }

    /**
     * Reads a plan written by {@link #toJson}.
     *
     * @throws IllegalArgumentException when the object is not a slidebench plan
     */
    public static RunPlan fromJson(JsonObject o) {
        JsonElement format = o.get("format");
        if (format == null || !format.isJsonPrimitive() || !FORMAT.equals(format.getAsString())) {
            throw new IllegalArgumentException("format is not '" + FORMAT + "'");
        }
        Profile profile = Profile.byId(o.get("profile").getAsString());
        List<String> strategies = new ArrayList<>();
        o.getAsJsonArray("strategies").forEach(e -> strategies.add(e.getAsString()));
        List<Workload> workloads = new ArrayList<>();
        o.getAsJsonArray("workloads").forEach(e -> workloads.add(Workload.byId(e.getAsString())));
        List<Task> tasks = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("tasks")) {
            JsonObject j = e.getAsJsonObject();
            tasks.add(new Task(
                    j.get("round").getAsInt(),
                    Workload.byId(j.get("workload").getAsString()),
                    j.get("benchmark").getAsString(),
                    j.get("strategy").getAsString(),
                    j.get("jvm").getAsInt()));
        }
        return new RunPlan(profile, o.get("seed").getAsLong(), strategies, workloads, o.getAsJsonArray("jvms"), tasks);
    }

    public String javaOf(int jvm) {
        return jvms.get(jvm).getAsJsonObject().get("path").getAsString();
    }

    public String jvmLabel(int jvm) {
        JsonObject j = jvms.get(jvm).getAsJsonObject();
        return "JDK " + j.get("version").getAsString();
    }
}
