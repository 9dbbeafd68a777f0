package dev.slidebench.core;

/**
 * Where a strategy's idea comes from: who published it, when, and a page a reader can open. Unknown
 * parts are empty strings or 0, never invented.
 *
 * @param authors the people credited with the idea, e.g. {@code "Pradyumna Kannan"}
 * @param year the year of first publication, 0 when unknown
 * @param reference a URL or citation a reader can follow
 */
public record StrategyOrigin(String authors, int year, String reference) {

    /** For strategies that do not say. */
    public static final StrategyOrigin UNKNOWN = new StrategyOrigin("", 0, "");

    public StrategyOrigin {
        if (authors == null || reference == null) {
            throw new IllegalArgumentException("authors and reference must not be null (use \"\")");
        }
    }

    /** One line, e.g. {@code "Pradyumna Kannan, 2007 — https://…"}, or {@code ""} when unknown. */
    public String describe() {
        StringBuilder line = new StringBuilder(authors);
        if (year > 0) {
            line.append(line.length() > 0 ? ", " : "").append(year);
        }
        if (!reference.isEmpty()) {
            line.append(line.length() > 0 ? " — " : "").append(reference);
        }
        return line.toString();
    }
}
