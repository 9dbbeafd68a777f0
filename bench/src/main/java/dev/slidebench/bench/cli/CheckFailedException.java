package dev.slidebench.bench.cli;

/** A check the user asked for failed (verify, perft against expected counts): one line, exit code 1. */
public class CheckFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CheckFailedException(String message) {
        super(message);
    }
}
