package dev.slidebench.reports.render;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * A report as a list of blocks (headings, paragraphs, lists, tables, figures), rendered once as
 * Markdown and once as one self-contained HTML page (styles inline, figures as base64 SVG data
 * URIs, no scripts, no external resource). Text may mark code spans with backticks.
 */
public final class Document {

    private final String title;
    private final List<Object> blocks = new ArrayList<>();
    private final java.util.Set<String> ids = new java.util.HashSet<>();

    private record Heading(int level, String text, String id) {}

    private record Contents() {}

    private record DetailsStart(String summary) {}

    private record DetailsEnd() {}

    private record Paragraph(String text) {}

    private record Bullets(List<String> items) {}

    /**
     * {@code roles[i]}: {@link #KEY} for a column that must stay in view on a narrow page, {@link #LESSER}
     * for one hidden there, null otherwise.
     */
    private record Table(List<String> header, List<List<String>> rows, boolean[] numeric, String[] roles) {}

    /** A column a reader chooses by: never hidden, checked by scripts/check-report.sh. */
    public static final String KEY = "key";

    /** A column hidden below {@value #NARROW_PX} px of page width (the markdown keeps it). */
    public static final String LESSER = "lesser";

    static final int NARROW_PX = 1000;

    private record Figure(Charts.ChartImage chart) {}

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

    // ---- Markdown ----

    /** Markdown; figures refer to {@code chartDir/stem.png}. */
    public String markdown(String chartDir) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(title).append("\n\n");
        for (Object block : blocks) {
            if (block instanceof Contents) {
                for (Object other : blocks) {
                    if (other instanceof Heading h && h.level() <= 3) {
                        md.append(h.level() == 3 ? "  " : "")
                                .append("- [")
                                .append(h.text().replace("]", ")").replace("[", "("))
                                .append("](#")
                                .append(h.id())
                                .append(")\n");
                    }
                }
                md.append('\n');
            } else if (block instanceof DetailsStart details) {
                md.append("<details><summary>")
                        .append(escape(details.summary()))
                        .append("</summary>\n\n");
            } else if (block instanceof DetailsEnd) {
                md.append("</details>\n\n");
            } else if (block instanceof Heading heading) {
                md.append("<a id=\"").append(heading.id()).append("\"></a>\n\n");
                md.append("#".repeat(heading.level()))
                        .append(' ')
                        .append(heading.text())
                        .append("\n\n");
            } else if (block instanceof Paragraph paragraph) {
                md.append(paragraph.text()).append("\n\n");
            } else if (block instanceof Bullets bullets) {
                for (String item : bullets.items()) {
                    md.append("- ").append(item).append('\n');
                }
                md.append('\n');
            } else if (block instanceof Table table) {
                md.append('|');
                for (String cell : table.header()) {
                    md.append(' ').append(mdCell(cell)).append(" |");
                }
                md.append("\n|");
                for (int i = 0; i < table.header().size(); i++) {
                    md.append(table.numeric()[i] ? "---:|" : "---|");
                }
                md.append('\n');
                for (List<String> row : table.rows()) {
                    md.append('|');
                    for (String cell : row) {
                        md.append(' ').append(mdCell(cell)).append(" |");
                    }
                    md.append('\n');
                }
                md.append('\n');
            } else if (block instanceof Figure figure) {
                Charts.ChartImage chart = figure.chart();
                md.append("![")
                        .append(chart.caption().replace("]", ")").replace("[", "("))
                        .append("](")
                        .append(chartDir)
                        .append('/')
                        .append(chart.stem())
                        .append(".png)\n\n")
                        .append('*')
                        .append(chart.caption())
                        .append("* (SVG: `")
                        .append(chartDir)
                        .append('/')
                        .append(chart.stem())
                        .append(".svg`)\n\n");
            }
        }
        return md.toString();
    }

    private static String mdCell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }

    // ---- HTML ----

    public String html() {
        StringBuilder html = new StringBuilder();
        html.append(
                        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
                .append(escape(title))
                .append("</title>\n<style>\n")
                // Text keeps a readable measure; tables get the page's width (up to 1360 px) so a benchmark
                // table fits at 1400 px; below 1000 px lesser columns hide and intervals wrap under estimates.
                .append("body{font-family:system-ui,-apple-system,\"Segoe UI\",sans-serif;max-width:1360px;"
                        + "margin:1.5em auto;padding:0 1em;color:#111;line-height:1.45;overflow-wrap:anywhere}\n")
                .append("p,ul,ol,h1,h2,h3,figure,nav,details{max-width:1100px}\n")
                .append(".scroll{overflow-x:auto;max-width:100%}\n")
                .append("table{border-collapse:collapse;margin:0.8em 0;font-size:0.85em}\n")
                .append(
                        "th,td{border:1px solid #bbb;padding:0.25em 0.6em;overflow-wrap:normal}td:nth-child(-n+2){white-space:nowrap}th{background:#eef2f7}\n")
                .append(
                        "td.n{text-align:right;font-variant-numeric:tabular-nums}td.n .ci,td.n .u{white-space:nowrap}\n")
                .append("@media (max-width:" + NARROW_PX + "px){th.lesser,td.lesser{display:none}"
                        + "th,td{padding:0.2em 0.35em}}\n")
                .append("tr:nth-child(even) td{background:#f8f9fb}\n")
                .append("code{background:#f1f1f1;padding:0 0.2em;border-radius:3px}\n")
                .append("figure{margin:1em 0}figure img{max-width:100%;height:auto;border:1px solid #ddd}\n")
                .append("figcaption{font-size:0.9em;color:#333}\n")
                .append("h2{border-bottom:2px solid #ccd;padding-bottom:0.2em;margin-top:1.8em}\n")
                .append("nav.toc{background:#f6f8fa;border:1px solid #dde;padding:0.4em 1em;margin:1em 0}\n")
                .append(
                        "details{border:1px solid #dde;padding:0.3em 0.8em;margin:1em 0}summary{cursor:pointer;font-weight:600}\n")
                .append(".verdict{border-left:4px solid #2c7fb8;padding-left:0.8em}\n")
                .append(
                        "@media print{body{max-width:none;margin:0}.scroll{overflow:visible}nav.toc{display:none}"
                                + "h2,h3{break-after:avoid}figure,table{break-inside:avoid}a{color:inherit;text-decoration:none}}\n")
                .append("</style>\n</head>\n<body>\n<h1>")
                .append(inline(title))
                .append("</h1>\n");
        for (Object block : blocks) {
            if (block instanceof Contents) {
                html.append("<nav class=\"toc\"><strong>Contents</strong>\n<ul>\n");
                boolean nested = false;
                for (Object other : blocks) {
                    if (other instanceof Heading h && h.level() <= 3) {
                        if (h.level() == 3 && !nested) {
                            html.append("<ul>\n");
                            nested = true;
                        } else if (h.level() == 2 && nested) {
                            html.append("</ul>\n");
                            nested = false;
                        }
                        html.append("<li><a href=\"#")
                                .append(h.id())
                                .append("\">")
                                .append(inline(h.text()))
                                .append("</a></li>\n");
                    }
                }
                html.append(nested ? "</ul>\n" : "").append("</ul></nav>\n");
            } else if (block instanceof DetailsStart details) {
                html.append("<details><summary>")
                        .append(inline(details.summary()))
                        .append("</summary>\n");
            } else if (block instanceof DetailsEnd) {
                html.append("</details>\n");
            } else if (block instanceof Heading heading) {
                int level = Math.min(6, heading.level());
                html.append("<h")
                        .append(level)
                        .append(" id=\"")
                        .append(heading.id())
                        .append("\">")
                        .append(inline(heading.text()))
                        .append("</h")
                        .append(level)
                        .append(">\n");
            } else if (block instanceof Paragraph paragraph) {
                html.append("<p>").append(inline(paragraph.text())).append("</p>\n");
            } else if (block instanceof Bullets bullets) {
                html.append("<ul>\n");
                for (String item : bullets.items()) {
                    html.append("<li>").append(inline(item)).append("</li>\n");
                }
                html.append("</ul>\n");
            } else if (block instanceof Table table) {
                html.append("<div class=\"scroll\"><table>\n<thead><tr>");
                for (int i = 0; i < table.header().size(); i++) {
                    String role = table.roles()[i];
                    html.append(role == null ? "<th>" : "<th class=\"" + role + "\">")
                            .append(inline(table.header().get(i)))
                            .append("</th>");
                }
                html.append("</tr></thead>\n<tbody>\n");
                for (List<String> row : table.rows()) {
                    html.append("<tr>");
                    for (int i = 0; i < row.size(); i++) {
                        String classes = ((table.numeric()[i] ? "n " : "")
                                        + (table.roles()[i] == null ? "" : table.roles()[i]))
                                .trim();
                        html.append(classes.isEmpty() ? "<td>" : "<td class=\"" + classes + "\">")
                                .append(table.numeric()[i] ? numericCell(row.get(i)) : inline(row.get(i)))
                                .append("</td>");
                    }
                    html.append("</tr>\n");
                }
                html.append("</tbody>\n</table></div>\n");
            } else if (block instanceof Figure figure) {
                Charts.ChartImage chart = figure.chart();
                html.append("<figure><img alt=\"")
                        .append(escape(chart.caption()))
                        // SVG: a third of the PNG's size, sharp at any zoom, and its text stays text.
                        .append("\" src=\"data:image/svg+xml;base64,")
                        .append(Base64.getEncoder().encodeToString(chart.svg()))
                        .append("\">")
                        .append("<figcaption>")
                        .append(inline(chart.caption()))
                        .append("</figcaption></figure>\n");
            }
        }
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    /** Escapes HTML and turns `code` spans into code elements and **bold** into strong. */
    /**
     * A numeric cell: the estimate, then its interval {@code [a, b]} (or a byte count's {@code (n KiB)})
     * in a span that does not break inside, so a narrow column wraps between the two and nowhere else.
     */
    static String numericCell(String text) {
        int open = text.indexOf(" [");
        String mark = "ci";
        if (open < 0) {
            open = text.indexOf(" (");
            mark = "u";
        }
        if (open < 0) {
            return "<span class=\"u\">" + inline(text) + "</span>";
        }
        return "<span class=\"u\">" + inline(text.substring(0, open)) + "</span> <span class=\"" + mark + "\">"
                + inline(text.substring(open + 1)) + "</span>";
    }

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
