package dev.slidebench.strategies;

import dev.slidebench.core.SlidingAttacks;

/**
 * Loads the Vector API fills for the {@code Vector*} strategies. Their lane code
 * ({@code dev.slidebench.strategies.vector}, built from {@code src/main/vector}) needs the incubator
 * module {@code jdk.incubator.vector}, which a JVM only resolves when started with
 * {@code --add-modules jdk.incubator.vector}. These providers are plain Java 17, so they always load
 * (DESIGN: every provider loads on JDK 17); when the lanes cannot be used they answer with the
 * scalar fill of the same idea and {@link SlidingAttacks#degradedReason()} says so, so results of the
 * two paths are never confused.
 */
final class VectorSupport {

    static final String MODULE = "jdk.incubator.vector";

    /** The system property that forces the scalar path, to measure both paths in one JVM. */
    static final String EMULATE_PROPERTY = "slidebench.vector.emulate";

    private static final String LANES_PACKAGE = "dev.slidebench.strategies.vector.";

    /** What answers, and null or the reason it is not the vector path (or why that path is slow). */
    record Loaded(SlidingAttacks attacks, String degradedReason) {}

    private VectorSupport() {}

    /** The lanes class {@code lanesClass} when it can run here, else {@code scalar}. */
    static Loaded load(String lanesClass, SlidingAttacks scalar) {
        return load(
                lanesClass,
                scalar,
                Boolean.getBoolean(EMULATE_PROPERTY),
                ModuleLayer.boot().findModule(MODULE).isPresent());
    }

    /** As {@link #load(String, SlidingAttacks)}, for a JVM as described (a seam for the tests). */
    static Loaded load(String lanesClass, SlidingAttacks scalar, boolean forced, boolean moduleResolved) {
        String fallback = "emulated: scalar " + scalar.name() + "; ";
        if (forced) {
            return new Loaded(scalar, fallback + "forced by -D" + EMULATE_PROPERTY + "=true");
        }
        if (!moduleResolved) {
            return new Loaded(scalar, fallback + "the Vector API needs the JVM option --add-modules " + MODULE);
        }
        try {
            SlidingAttacks lanes = (SlidingAttacks) Class.forName(LANES_PACKAGE + lanesClass)
                    .getDeclaredConstructor()
                    .newInstance();
            return new Loaded(lanes, lanes.degradedReason());
        } catch (ClassNotFoundException e) {
            return new Loaded(scalar, fallback + "this build has no " + LANES_PACKAGE + lanesClass);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return new Loaded(scalar, fallback + lanesClass + " failed: " + cause);
        }
    }

    /**
     * What every Vector API strategy needs, for {@link SlidingAttacks#needs()} (a short column of
     * {@code list}): the incubator module, started with {@code --add-modules jdk.incubator.vector},
     * and AVX-512 for 8 native 64-bit lanes.
     */
    static String needs() {
        return "Vector API, AVX-512";
    }
}
