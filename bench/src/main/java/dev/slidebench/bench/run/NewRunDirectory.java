package dev.slidebench.bench.run;

import dev.slidebench.core.AtomicFiles;
import dev.slidebench.reports.record.RunRecord;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Brings a new run directory into existence complete: its plan, its first record and its empty
 * {@code parts/} are written into a sibling temporary directory, which is locked and then renamed into
 * place, so the directory never exists without its plan and record, nor unlocked before this process owns
 * it.
 */
final class NewRunDirectory {

    private NewRunDirectory() {}

    /**
     * Builds {@code dir} holding {@code plan} and {@code record}; returns the lock on it.
     *
     * @throws IllegalArgumentException when {@code dir} cannot take the run (see {@link RunTarget})
     */
    static FileLocks.Held build(Path dir, RunPlan plan, RunRecord record) throws IOException {
        Path target = dir.toAbsolutePath().normalize();
        String prefix = "." + target.getFileName() + ".creating-";
        Path building = target.resolveSibling(prefix + ProcessHandle.current().pid());
        Leftovers.deleteTree(building);
        Leftovers.removeAbandoned(target.getParent(), prefix);
        FileLocks.Held lock = null;
        try {
            Files.createDirectories(building.resolve(SuiteRunner.PARTS));
            AtomicFiles.writeString(building.resolve(SuiteRunner.PLAN), RunRecords.GSON.toJson(plan.toJson()) + "\n");
            record.write(building.resolve(SuiteRunner.RUN));
            // a lock is on the file, which the rename keeps: no one can resume the run before this process owns it
            lock = FileLocks.lockRunDirectory(building);
            moveIntoPlace(building, target, dir);
            return lock;
        } catch (FileLocks.InUseException e) {
            Leftovers.deleteTree(building);
            throw new IllegalStateException("a run directory being built is locked by another process", e);
        } catch (IOException | RuntimeException e) {
            if (lock != null) {
                lock.close();
            }
            Leftovers.deleteTree(building);
            if (e instanceof FileSystemException f) {
                throw underTargetName(f, building, target);
            }
            throw e;
        }
    }

    /** {@code e} naming its file under {@code target}, the name the user knows, instead of the temporary one. */
    private static FileSystemException underTargetName(FileSystemException e, Path building, Path target) {
        String file = e.getFile();
        if (file == null || !file.startsWith(building.toString())) {
            return e;
        }
        FileSystemException renamed = new FileSystemException(
                target + file.substring(building.toString().length()), null, e.getReason());
        renamed.initCause(e);
        return renamed;
    }

    private static void moveIntoPlace(Path building, Path target, Path shown) throws IOException {
        try {
            Files.move(building, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            Optional<String> taken = RunTarget.refusal(shown);
            if (taken.isPresent()) {
                throw new IllegalArgumentException(taken.get(), e);
            }
            throw e;
        }
    }
}
