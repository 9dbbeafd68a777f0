package dev.slidebench.reports.render;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A report as a list of blocks (headings, paragraphs, lists, tables, figures), rendered once as
 * Markdown and once as one self-contained HTML page (styles inline, figures as base64 SVG data
 * URIs, no scripts, no external resource). Text may mark code spans with backticks.
 */
public final class Document {

    private final String title;
    private final List<Block> blocks = new ArrayList<>();
    private final java.util.Set<String> ids = new java.util.HashSet<>();

    /** One block of the document, in the order written; {@link MarkdownWriter} and {@link HtmlWriter} render them. */
    sealed interface Block permits Heading, Contents, DetailsStart, DetailsEnd, Paragraph, Bullets, Table, Figure {}

    record Heading(int level, String text, String id) implements Block {}

    record Contents() implements Block {}

    record DetailsStart(String summary) implements Block {}

    record DetailsEnd() implements Block {}

    record Paragraph(String text) implements Block {}

    record Bullets(List<String> items) implements Block {}

    /**
     * {@code roles[i]}: {@link #KEY} for a column that must stay in view on a narrow page, {@link #LESSER}
     * for one hidden there, null otherwise.
     */
    record Table(List<String> header, List<List<String>> rows, boolean[] numeric, String[] roles) implements Block {}

    /** A column a reader chooses by: never hidden, checked by scripts/check-report.sh. */
    public static final String KEY = "key";

    /** A column hidden below {@value #NARROW_PX} px of page width (the markdown keeps it). */
    public static final String LESSER = "lesser";

    static final int NARROW_PX = 1000;

    record Figure(Charts.ChartImage chart) implements Block {}

    public Document(String title) {
        this.title = title;
    }

    /** A heading with an anchor id made unique from its text; returns the id. */
    public String heading(int level, String text) {
        String base = slug(text);
        String id = base;
        for (int n = 2; !ids.add(id); n++) {
            id = base + "-" + n;
        }
        blocks.add(new Heading(level, text, id));
        return id;
    }

    /** A table of contents: links to every level-2 and level-3 heading of the document. */
    public Document contents() {
        blocks.add(new Contents());
        return this;
    }

    /** Starts a block a browser shows collapsed ({@code <details>}), with its one-line summary. */
    public Document startDetails(String summary) {
        blocks.add(new DetailsStart(summary));
        return this;
    }

    public Document endDetails() {
        blocks.add(new DetailsEnd());
        return this;
    }

    /** An anchor id from text: lower case, runs of other characters as '-'. */
    public static String slug(String text) {
        String slug = text.toLowerCase(java.util.Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-")
                .replaceAll("(^-+|-+$)", "");
        return slug.isEmpty() ? "section" : slug;
    }

    public Document paragraph(String text) {
        blocks.add(new Paragraph(text));
        return this;
    }

    public Document bullets(List<String> items) {
        if (!items.isEmpty()) {
            blocks.add(new Bullets(List.copyOf(items)));
        }
        return this;
    }

    /** A table; {@code numeric[i]} right-aligns column i. */
    public Document table(List<String> header, List<List<String>> rows, boolean[] numeric) {
        return table(header, rows, numeric, new String[header.size()]);
    }

    /** A table whose columns have roles ({@link #KEY}, {@link #LESSER} or null) for narrow pages. */
    public Document table(List<String> header, List<List<String>> rows, boolean[] numeric, String[] roles) {
        blocks.add(new Table(List.copyOf(header), List.copyOf(rows), numeric.clone(), roles.clone()));
        return this;
    }

    public Document figure(Charts.ChartImage chart) {
        if (chart != null) {
            blocks.add(new Figure(chart));
        }
        return this;
    }

    /** Markdown; figures refer to {@code chartDir/stem.png}. */
    public String markdown(String chartDir) {
        return MarkdownWriter.write(title, blocks, chartDir);
    }

    /** One self-contained HTML page. */
    public String html() {
        return HtmlWriter.write(title, blocks);
    }

    /** Escapes HTML and turns `code` spans into code elements, **bold** into strong and [text](url) into links. */
    public static String inline(String text) {
        // Bold first, so a bold span may hold a code span; then code spans; links outside code only.
        String escaped = escape(text).replaceAll("\\*\\*(.+?)\\*\\*", "<strong>$1</strong>");
        StringBuilder out = new StringBuilder();
        boolean code = false;
        for (String part : escaped.split("`", -1)) {
            if (code) {
                out.append("<code>").append(part).append("</code>");
            } else {
                out.append(part.replaceAll("\\[([^\\]]+)\\]\\(([^)\\s]+)\\)", "<a href=\"$2\">$1</a>"));
            }
            code = !code;
        }
        return out.toString();
    }

    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
