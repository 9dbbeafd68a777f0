package dev.slidebench.bench.run;

import java.util.List;

/**
 * Ends a process together with everything it started. A {@code --jvm} may be a wrapper script whose
 * {@code java} is its child: killing the wrapper alone (all {@link Process#destroyForcibly} does) would
 * leave that child running, and holding the pipe a reader waits on.
 */
final class ProcessTrees {

    private ProcessTrees() {}

    /**
     * Kills {@code process} and its descendants. They are listed first: once the parent is gone its
     * children are re-parented and no longer its descendants. The parent goes next, so it starts nothing new.
     */
    static void destroy(Process process) {
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
    }
}
