package dev.slidebench.bench.cli;

/**
 * Bad input from the user (an argument, a file, its contents): printed as one line on stderr, exit
 * code 2, no stack trace. The message names the bad value and where it came from.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
