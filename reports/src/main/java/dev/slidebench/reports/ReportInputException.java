package dev.slidebench.reports;

/**
 * Bad input to a report or a recommendation: an unreadable, malformed or non-JMH file, or an option
 * the inputs cannot answer. The message is one line that names the file (with line and column, or
 * the JSON path, where there is one) or the option, and what is wrong with it. The command line
 * prints it and exits with code 2; nothing has been written by then.
 */
public final class ReportInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ReportInputException(String message) {
        super(message);
    }

    public ReportInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
