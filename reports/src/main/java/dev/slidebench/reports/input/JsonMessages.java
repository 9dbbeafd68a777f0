package dev.slidebench.reports.input;

/** Gson's messages as a user should read them. */
public final class JsonMessages {

    private JsonMessages() {}

    /**
     * Gson's message for malformed JSON in the user's words: its advice (setStrictness, the
     * troubleshooting link) cut away, as one line.
     */
    public static String clean(String message) {
        if (message == null) {
            return "malformed JSON";
        }
        String text = message;
        int see = text.indexOf("\nSee ");
        if (see >= 0) {
            text = text.substring(0, see);
        }
        text = text.replace(
                "Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON", "malformed JSON");
        if (text.startsWith("End of input")) {
            text = "end of input" + text.substring("End of input".length());
        }
        return text.replace('\n', ' ').trim();
    }
}
