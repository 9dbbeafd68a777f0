package dev.slidebench.reports.render;

import static dev.slidebench.reports.render.Document.escape;
import static dev.slidebench.reports.render.Document.inline;

import dev.slidebench.reports.render.Document.Block;
import dev.slidebench.reports.render.Document.Heading;
import dev.slidebench.reports.render.Document.Table;
import java.util.Base64;
import java.util.List;

/**
 * Writes a {@link Document}'s blocks as one self-contained HTML page: styles inline, figures as base64
 * SVG data URIs, no scripts, no external resource.
 */
final class HtmlWriter extends BlockWriter {

    // Text keeps a readable measure; tables get the page's width (up to 1360 px) so a benchmark
    // table fits at 1400 px; below 1000 px lesser columns hide and intervals wrap under estimates.
    private static final String STYLE = "body{font-family:system-ui,-apple-system,\"Segoe UI\",sans-serif;"
            + "max-width:1360px;margin:1.5em auto;padding:0 1em;color:#111;line-height:1.45;overflow-wrap:anywhere}\n"
            + "p,ul,ol,h1,h2,h3,figure,nav,details{max-width:1100px}\n"
            + ".scroll{overflow-x:auto;max-width:100%}\n"
            + "table{border-collapse:collapse;margin:0.8em 0;font-size:0.85em}\n"
            + "th,td{border:1px solid #bbb;padding:0.25em 0.6em;overflow-wrap:normal}"
            + "td:nth-child(-n+2){white-space:nowrap}th{background:#eef2f7}\n"
            + "td.n{text-align:right;font-variant-numeric:tabular-nums}td.n .ci,td.n .u{white-space:nowrap}\n"
            + "@media (max-width:" + Document.NARROW_PX + "px){th.lesser,td.lesser{display:none}"
            + "th,td{padding:0.2em 0.35em}}\n"
            + "tr:nth-child(even) td{background:#f8f9fb}\n"
            + "code{background:#f1f1f1;padding:0 0.2em;border-radius:3px}\n"
            + "figure{margin:1em 0}figure img{max-width:100%;height:auto;border:1px solid #ddd}\n"
            + "figcaption{font-size:0.9em;color:#333}\n"
            + "h2{border-bottom:2px solid #ccd;padding-bottom:0.2em;margin-top:1.8em}\n"
            + "nav.toc{background:#f6f8fa;border:1px solid #dde;padding:0.4em 1em;margin:1em 0}\n"
            + "details{border:1px solid #dde;padding:0.3em 0.8em;margin:1em 0}summary{cursor:pointer;font-weight:600}\n"
            + ".verdict{border-left:4px solid #2c7fb8;padding-left:0.8em}\n"
            + "@media print{body{max-width:none;margin:0}.scroll{overflow:visible}nav.toc{display:none}"
            + "h2,h3{break-after:avoid}figure,table{break-inside:avoid}a{color:inherit;text-decoration:none}}\n";

    private HtmlWriter(List<Block> blocks) {
        super(blocks);
    }

    /** The document as one page. */
    static String write(String title, List<Block> blocks) {
        return new HtmlWriter(blocks).write(title);
    }

    @Override
    void title(String title) {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
                .append(escape(title))
                .append("</title>\n<style>\n")
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<h1>")
                .append(inline(title))
                .append("</h1>\n");
    }

    @Override
    void end() {
        out.append("</body>\n</html>\n");
    }

    @Override
    void detailsStart(String summary) {
        out.append("<details><summary>").append(inline(summary)).append("</summary>\n");
    }

    @Override
    void detailsEnd() {
        out.append("</details>\n");
    }

    @Override
    void heading(Heading heading) {
        int level = Math.min(6, heading.level());
        out.append("<h").append(level).append(" id=\"").append(heading.id()).append("\">");
        out.append(inline(heading.text())).append("</h").append(level).append(">\n");
    }

    @Override
    void paragraph(String text) {
        out.append("<p>").append(inline(text)).append("</p>\n");
    }

    @Override
    void bullets(List<String> items) {
        out.append("<ul>\n");
        for (String item : items) {
            out.append("<li>").append(inline(item)).append("</li>\n");
        }
        out.append("</ul>\n");
    }

    /** A box of links to every level-2 heading, with each one's level-3 headings in a list under it. */
    @Override
    void contents() {
        out.append("<nav class=\"toc\"><strong>Contents</strong>\n<ul>\n");
        boolean nested = false;
        for (Block other : blocks) {
            if (other instanceof Heading h && h.level() <= 3) {
                if (h.level() == 3 && !nested) {
                    out.append("<ul>\n");
                    nested = true;
                } else if (h.level() == 2 && nested) {
                    out.append("</ul>\n");
                    nested = false;
                }
                out.append("<li><a href=\"#").append(h.id()).append("\">");
                out.append(inline(h.text())).append("</a></li>\n");
            }
        }
        out.append(nested ? "</ul>\n" : "").append("</ul></nav>\n");
    }

    @Override
    void table(Table table) {
        out.append("<div class=\"scroll\"><table>\n<thead><tr>");
        for (int i = 0; i < table.header().size(); i++) {
            String role = table.roles()[i];
            out.append(role == null ? "<th>" : "<th class=\"" + role + "\">")
                    .append(inline(table.header().get(i)))
                    .append("</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : table.rows()) {
            out.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                String classes =
                        ((table.numeric()[i] ? "n " : "") + (table.roles()[i] == null ? "" : table.roles()[i])).trim();
                out.append(classes.isEmpty() ? "<td>" : "<td class=\"" + classes + "\">")
                        .append(table.numeric()[i] ? numericCell(row.get(i)) : inline(row.get(i)))
                        .append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table></div>\n");
    }

    @Override
    void figure(Charts.ChartImage chart) {
        out.append("<figure><img alt=\"")
                .append(escape(chart.caption()))
                // SVG: a third of the PNG's size, sharp at any zoom, and its text stays text.
                .append("\" src=\"data:image/svg+xml;base64,")
                .append(Base64.getEncoder().encodeToString(chart.svg()))
                .append("\">")
                .append("<figcaption>")
                .append(inline(chart.caption()))
                .append("</figcaption></figure>\n");
    }

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
}
