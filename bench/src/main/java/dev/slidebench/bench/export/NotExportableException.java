package dev.slidebench.bench.export;

/** A strategy that export cannot write as one self-contained file; the message says why, in one line. */
public final class NotExportableException extends Exception {
    private static final long serialVersionUID = 1L;

    public NotExportableException(String reason) {
        super(reason);
    }
}
