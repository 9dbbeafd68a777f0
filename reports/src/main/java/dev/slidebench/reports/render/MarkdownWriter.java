package dev.slidebench.reports.render;

import dev.slidebench.reports.render.Document.Block;
import dev.slidebench.reports.render.Document.Heading;
import dev.slidebench.reports.render.Document.Table;
import java.util.List;

/** Writes a {@link Document}'s blocks as Markdown, each figure as a link to its PNG with the SVG named. */
final class MarkdownWriter extends BlockWriter {

    private final String chartDir;

    private MarkdownWriter(List<Block> blocks, String chartDir) {
        super(blocks);
        this.chartDir = chartDir;
    }

    /** The document as Markdown; figures refer to {@code chartDir/stem.png}. */
    static String write(String title, List<Block> blocks, String chartDir) {
        return new MarkdownWriter(blocks, chartDir).write(title);
    }

    @Override
    void title(String title) {
        out.append("# ").append(title).append("\n\n");
    }

    /** A nested list of links to every level-2 and level-3 heading. */
    @Override
    void contents() {
        for (Block other : blocks) {
            if (other instanceof Heading h && h.level() <= 3) {
                out.append(h.level() == 3 ? "  " : "")
                        .append("- [")
                        .append(bracketFree(h.text()))
                        .append("](#")
                        .append(h.id())
                        .append(")\n");
            }
        }
        out.append('\n');
    }

    @Override
    void detailsStart(String summary) {
        out.append("<details><summary>").append(Document.escape(summary)).append("</summary>\n\n");
    }

    @Override
    void detailsEnd() {
        out.append("</details>\n\n");
    }

    @Override
    void heading(Heading heading) {
        out.append("<a id=\"").append(heading.id()).append("\"></a>\n\n");
        out.append("#".repeat(heading.level()))
                .append(' ')
                .append(heading.text())
                .append("\n\n");
    }

    @Override
    void paragraph(String text) {
        out.append(text).append("\n\n");
    }

    @Override
    void bullets(List<String> items) {
        for (String item : items) {
            out.append("- ").append(item).append('\n');
        }
        out.append('\n');
    }

    @Override
    void table(Table table) {
        row(table.header());
        out.append('|');
        for (int i = 0; i < table.header().size(); i++) {
            out.append(table.numeric()[i] ? "---:|" : "---|");
        }
        out.append('\n');
        for (List<String> row : table.rows()) {
            row(row);
        }
        out.append('\n');
    }

    private void row(List<String> cells) {
        out.append('|');
        for (String cell : cells) {
            out.append(' ').append(cell(cell)).append(" |");
        }
        out.append('\n');
    }

    @Override
    void figure(Charts.ChartImage chart) {
        String path = chartDir + '/' + chart.stem();
        out.append("![")
                .append(bracketFree(chart.caption()))
                .append("](")
                .append(path)
                .append(".png)\n\n")
                .append('*')
                .append(chart.caption())
                .append("* (SVG: `")
                .append(path)
                .append(".svg`)\n\n");
    }

    /** Link text with its square brackets turned round, so that it cannot end the link early. */
    private static String bracketFree(String text) {
        return text.replace("]", ")").replace("[", "(");
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
