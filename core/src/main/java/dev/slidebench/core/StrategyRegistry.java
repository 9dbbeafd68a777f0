package dev.slidebench.core;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The strategies on the class path, found with {@link ServiceLoader} (providers listed in
 * {@code META-INF/services/dev.slidebench.core.SlidingAttacks}). A user's own jar on the class path
 * joins every command with no code change.
 *
 * <p>Loading instantiates every provider once; the time each takes (mostly its table construction in
 * the static initialiser) is kept as {@link Entry#initNanos()}: CPU time of the loading thread where the
 * JVM measures it, so a busy machine does not inflate it (wall time waits for a core; the {@code init}
 * workload's {@code cpu.time} is the same measure in a fresh JVM), wall time otherwise.
 *
 * <p>A provider that fails is not fatal and does not vanish: a services line naming a missing class, a
 * class whose initialiser throws (a table check that failed), or a second strategy with a name already
 * taken is kept in {@link #failures()} with its root cause, so {@code list} shows it and {@code verify}
 * counts it as failed.
 */
public final class StrategyRegistry {

    /**
     * A loaded strategy and the time its construction (class initialisation included) took: thread CPU
     * time, or wall time on a JVM that cannot measure it.
     */
    public record Entry(SlidingAttacks strategy, long initNanos) {
        public String name() {
            return strategy.name();
        }
    }

    /**
     * A provider that could not be used: its class name as the services file gives it (or {@code "?"}
     * when even that is unknown) and the reason, e.g. {@code "IllegalStateException: table check failed: …"}.
     */
    public record Failure(String provider, String reason) {
        /** The provider's simple class name, which built-in strategies also use as their {@code name()}. */
        public String simpleName() {
            return provider.substring(provider.lastIndexOf('.') + 1);
        }
    }

    /**
     * Services lines that may fail in a row before the lookup is given up: the JDK's lookup moves past
     * a bad line, and this bound only keeps a loader that fails the same way forever from hanging us.
     */
    private static final int MAX_CONSECUTIVE_ERRORS = 1_000;

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
        Iterator<ServiceLoader.Provider<SlidingAttacks>> providers =
                ServiceLoader.load(SlidingAttacks.class, loader).stream().iterator();
        int consecutiveErrors = 0;
        while (consecutiveErrors < MAX_CONSECUTIVE_ERRORS) {
            ServiceLoader.Provider<SlidingAttacks> provider;
            try {
                if (!providers.hasNext()) {
                    break;
                }
                provider = providers.next();
                consecutiveErrors = 0;
            } catch (ServiceConfigurationError e) {
                // A services line whose class is missing or is no SlidingAttacks; the lookup goes on
                // with the next line.
                failures.add(new Failure(providerOf(e), reason(e)));
                consecutiveErrors++;
                continue;
            }
            String type = providerName(provider);
            try {
                long start = InitClock.now();
                SlidingAttacks strategy = provider.get();
                long initNanos = InitClock.now() - start;
                Optional<Entry> taken = entries.stream()
                        .filter(e -> e.name().equals(strategy.name()))
                        .findFirst();
                if (taken.isPresent()) {
                    failures.add(new Failure(
                            type,
                            "duplicate strategy name '" + strategy.name() + "', already provided by "
                                    + taken.get().strategy().getClass().getName()));
                } else {
                    entries.add(new Entry(strategy, initNanos));
                }
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                failures.add(new Failure(type, reason(e)));
            }
        }
        entries.sort(
                Comparator.comparing((Entry e) -> !e.name().equals("RayLoop")).thenComparing(Entry::name));
        return new StrategyRegistry(entries, failures);
    }

    /**
     * The root cause of a failed load in one line: {@code ServiceConfigurationError} and
     * {@code ExceptionInInitializerError} only wrap it (the latter's own message is null), so the
     * deepest cause is named with its message, e.g. {@code "IllegalStateException: table check failed"}.
     */
    static String reason(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        String line = cause.getClass().getSimpleName() + (message == null ? "" : ": " + message);
        int newline = line.indexOf('\n');
        return newline < 0 ? line : line.substring(0, newline);
    }

    /** The provider class a services-file error names ("Provider x.Y not found"), or "?". */
    private static String providerOf(ServiceConfigurationError e) {
        String message = String.valueOf(e.getMessage());
        String marker = "Provider ";
        int at = message.indexOf(marker);
        if (at < 0) {
            return "?";
        }
        int start = at + marker.length();
        int end = message.indexOf(' ', start);
        return end < 0 ? message.substring(start) : message.substring(start, end);
    }

    private static String providerName(ServiceLoader.Provider<SlidingAttacks> provider) {
        try {
            return provider.type().getName();
        } catch (ServiceConfigurationError | LinkageError e) {
            return "?";
        }
    }

    /**
     * The class of the strategy named {@code name}, loaded but not initialised, so a caller can time
     * its table construction (the {@code init} workload) or build only that one strategy. A provider
     * whose simple class name is {@code name} (the convention of every built-in strategy) is found
     * without touching any other provider; otherwise (a strategy whose {@code name()} differs from its
     * class name) the full registry is loaded and asked, which initialises every provider.
     *
     * @throws IllegalArgumentException naming the unknown name and listing the valid ones, or naming
     *     the cause when that strategy failed to load
     */
    public static Class<? extends SlidingAttacks> typeOf(String name) {
        Optional<ServiceLoader.Provider<SlidingAttacks>> provider = providerNamed(name);
        if (provider.isPresent()) {
            return provider.get().type();
        }
        return load().byName(name).getClass();
    }

    /**
     * The strategy named {@code name}, building only its own tables when it can (see {@link #typeOf}),
     * so a JMH fork that measures one strategy does not pay for initialising all the others.
     *
     * @throws IllegalArgumentException naming the unknown name and listing the valid ones, or naming
     *     the cause when that strategy failed to load
     */
    public static SlidingAttacks find(String name) {
        Optional<ServiceLoader.Provider<SlidingAttacks>> provider = providerNamed(name);
        if (provider.isPresent()) {
            try {
                SlidingAttacks strategy = provider.get().get();
                if (strategy.name().equals(name)) {
                    return strategy;
                }
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                throw new IllegalArgumentException("strategy '" + name + "' failed to load: " + reason(e));
            }
        }
        return load().byName(name);
    }

    /** The provider whose class's simple name is {@code name}, found without initialising any provider. */
    private static Optional<ServiceLoader.Provider<SlidingAttacks>> providerNamed(String name) {
        Iterator<ServiceLoader.Provider<SlidingAttacks>> providers =
                ServiceLoader.load(SlidingAttacks.class, StrategyRegistry.class.getClassLoader()).stream()
                        .iterator();
        for (int errors = 0; errors < MAX_CONSECUTIVE_ERRORS; ) {
            try {
                if (!providers.hasNext()) {
                    break;
                }
                ServiceLoader.Provider<SlidingAttacks> provider = providers.next();
                errors = 0;
                if (provider.type().getSimpleName().equals(name)) {
                    return Optional.of(provider);
                }
            } catch (ServiceConfigurationError | LinkageError e) {
                errors++; // a broken services line is the full load's to report; keep looking
            }
        }
        return Optional.empty();
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
     * @throws IllegalArgumentException naming the unknown name and listing the valid ones, or naming
     *     the cause when a provider of that name failed to load
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
        for (Failure failure : failures) {
            if (failure.simpleName().equalsIgnoreCase(name)) {
                throw new IllegalArgumentException(
                        "strategy '" + name + "' failed to load (" + failure.provider() + "): " + failure.reason());
            }
        }
        throw new IllegalArgumentException("unknown strategy '" + name + "'; valid: " + String.join(", ", names()));
    }

    /** The clock of {@link Entry#initNanos()}: the current thread's CPU time when supported, else wall. */
    private static final class InitClock {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
        private static final boolean CPU =
                THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

        static long now() {
            return CPU ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
        }
    }
}
