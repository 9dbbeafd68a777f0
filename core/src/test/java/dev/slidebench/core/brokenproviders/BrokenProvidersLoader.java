package dev.slidebench.core.brokenproviders;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * A class loader that adds {@code broken-providers/META-INF/services/…} (a missing class, a provider
 * whose initialiser throws, a duplicate name) to the services its parent sees, and defines this
 * package's classes itself, so every loader gets a fresh, not yet failed, class initialisation.
 */
public final class BrokenProvidersLoader extends ClassLoader {

    private static final String SERVICES = "META-INF/services/dev.slidebench.core.SlidingAttacks";
    private static final String PACKAGE = BrokenProvidersLoader.class.getPackageName() + ".";

    public BrokenProvidersLoader() {
        super(BrokenProvidersLoader.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith(PACKAGE) || name.equals(BrokenProvidersLoader.class.getName())) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> type = findLoadedClass(name);
            if (type == null) {
                String resource = name.replace('.', '/') + ".class";
                try (InputStream in = getParent().getResourceAsStream(resource)) {
                    if (in == null) {
                        throw new ClassNotFoundException(name);
                    }
                    byte[] bytes = in.readAllBytes();
                    type = defineClass(name, bytes, 0, bytes.length);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return type;
        }
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        List<URL> urls = new ArrayList<>(Collections.list(super.getResources(name)));
        if (name.equals(SERVICES)) {
            urls.add(getParent().getResource("broken-providers/" + SERVICES));
        }
        return Collections.enumeration(urls);
    }
}
