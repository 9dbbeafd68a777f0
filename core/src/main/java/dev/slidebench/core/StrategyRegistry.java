package dev.slidebench.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The strategies on the class path, found with {@link ServiceLoader} (providers listed in
 * {@code META-INF/services/dev.slidebench.core.SlidingAttacks}). A user's own jar on the class path
 * joins every command with no code change.
 *
 * <p>Loading instantiates every provider once; the time each takes (mostly its table construction in
 * the static initialiser) is kept as {@link Entry#initNanos()}. A provider that fails to load is not
 * fatal: it is kept in {@link #failures()} with the reason, so {@code list} can show it.
 */
public final class StrategyRegistry {

    /** A loaded strategy and the time its construction (class initialisation included) took. */
    public record Entry(SlidingAttacks strategy, long initNanos) {
        public String name() {
            return strategy.name();
        }
    }

    /** A provider that could not be loaded, with the loader's reason. */
    public record Failure(String provider, String reason) {}

    private static volatile StrategyRegistry defaultRegistry;

    private final List<Entry> entries;
    private final List<Failure> failures;

    private StrategyRegistry(List<Entry> entries, List<Failure> failures) {
        this.entries = Collections.unmodifiableList(entries);
        this.failures = Collections.unmodifiableList(failures);
    }

    /** The registry of this class's class loader, loaded once. */
    public static StrategyRegistry load() {
        StrategyRegistry registry = defaultRegistry;
        if (registry == null) {
            synchronized (StrategyRegistry.class) {
                registry = defaultRegistry;
                if (registry == null) {
                    registry = load(StrategyRegistry.class.getClassLoader());
                    defaultRegistry = registry;
                }
            }
        }
        return registry;
    }

    /** Loads every provider visible to {@code loader}, in name order with {@code RayLoop} first. */
    public static StrategyRegistry load(ClassLoader loader) {
        List<Entry> entries = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        ServiceLoader<SlidingAttacks> serviceLoader = ServiceLoader.load(SlidingAttacks.class, loader);
        for (ServiceLoader.Provider<SlidingAttacks> provider :
                (Iterable<ServiceLoader.Provider<SlidingAttacks>>) serviceLoader.stream()::iterator) {
            String type = providerName(provider);
            try {
                long start = System.nanoTime();
                SlidingAttacks strategy = provider.get();
                long initNanos = System.nanoTime() - start;
                if (entries.stream().anyMatch(e -> e.name().equals(strategy.name()))) {
                    failures.add(new Failure(type, "duplicate strategy name '" + strategy.name() + "'"));
                } else {
                    entries.add(new Entry(strategy, initNanos));
                }
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                Throwable cause = e.getCause() != null ? e.getCause() : e;
                failures.add(new Failure(type, cause.getClass().getSimpleName() + ": " + cause.getMessage()));
            }
        }
        entries.sort(
                Comparator.comparing((Entry e) -> !e.name().equals("RayLoop")).thenComparing(Entry::name));
        return new StrategyRegistry(entries, failures);
    }

    private static String providerName(ServiceLoader.Provider<SlidingAttacks> provider) {
        try {
            return provider.type().getName();
        } catch (ServiceConfigurationError | LinkageError e) {
            return "?";
        }
    }

    /**
     * The strategy named {@code name}, building only its own tables when it can: a provider whose class
     * has that simple name (the convention of every built-in strategy) is instantiated alone, so a JMH
     * fork that measures one strategy does not pay for initialising all the others. Otherwise (a
     * strategy whose {@code name()} differs from its class name) the full registry is loaded.
     *
     * @throws IllegalArgumentException naming the unknown name and listing the valid ones
     */
    public static SlidingAttacks find(String name) {
        ServiceLoader<SlidingAttacks> serviceLoader =
                ServiceLoader.load(SlidingAttacks.class, StrategyRegistry.class.getClassLoader());
        for (ServiceLoader.Provider<SlidingAttacks> provider :
                (Iterable<ServiceLoader.Provider<SlidingAttacks>>) serviceLoader.stream()::iterator) {
            try {
                if (provider.type().getSimpleName().equals(name)) {
                    SlidingAttacks strategy = provider.get();
                    if (strategy.name().equals(name)) {
                        return strategy;
                    }
                }
            } catch (ServiceConfigurationError | LinkageError e) {
                break; // let the full load report it
            }
        }
        return load().byName(name);
    }

    public List<Entry> entries() {
        return entries;
    }

    public List<SlidingAttacks> strategies() {
        return entries.stream().map(Entry::strategy).collect(Collectors.toList());
    }

    public List<String> names() {
        return entries.stream().map(Entry::name).collect(Collectors.toList());
    }

    public List<Failure> failures() {
        return failures;
    }

    /**
     * The strategy with this {@code name()} (exact, or ignoring case when that is unambiguous).
     *
     * @throws IllegalArgumentException naming the unknown name and listing the valid ones
     */
    public SlidingAttacks byName(String name) {
        return entry(name).strategy();
    }

    /** As {@link #byName}, with the init time. */
    public Entry entry(String name) {
        for (Entry e : entries) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        List<Entry> caseInsensitive =
                entries.stream().filter(e -> e.name().equalsIgnoreCase(name)).collect(Collectors.toList());
        if (caseInsensitive.size() == 1) {
            return caseInsensitive.get(0);
        }
        throw new IllegalArgumentException("unknown strategy '" + name + "'; valid: " + String.join(", ", names()));
    }
}
