package dev.slidebench.reports.render;

import dev.slidebench.reports.render.Document.Block;
import dev.slidebench.reports.render.Document.Bullets;
import dev.slidebench.reports.render.Document.Contents;
import dev.slidebench.reports.render.Document.DetailsEnd;
import dev.slidebench.reports.render.Document.DetailsStart;
import dev.slidebench.reports.render.Document.Figure;
import dev.slidebench.reports.render.Document.Heading;
import dev.slidebench.reports.render.Document.Paragraph;
import dev.slidebench.reports.render.Document.Table;
import java.util.List;

/**
 * Writes a {@link Document}'s blocks in order into one text, handing each block to the method for its
 * kind; {@link MarkdownWriter} and {@link HtmlWriter} say what each kind looks like.
 */
abstract class BlockWriter {

    /** The text written so far. */
    protected final StringBuilder out = new StringBuilder();

    /** Every block of the document (a table of contents reads the headings). */
    protected final List<Block> blocks;

    BlockWriter(List<Block> blocks) {
        this.blocks = blocks;
    }

    /** The document: its title, every block, then whatever closes it. */
    final String write(String title) {
        title(title);
        for (Block block : blocks) {
            if (block instanceof Contents) {
                contents();
            } else if (block instanceof DetailsStart details) {
                detailsStart(details.summary());
            } else if (block instanceof DetailsEnd) {
                detailsEnd();
            } else if (block instanceof Heading heading) {
                heading(heading);
            } else if (block instanceof Paragraph paragraph) {
                paragraph(paragraph.text());
            } else if (block instanceof Bullets bullets) {
                bullets(bullets.items());
            } else if (block instanceof Table table) {
                table(table);
            } else if (block instanceof Figure figure) {
                figure(figure.chart());
            }
        }
        end();
        return out.toString();
    }

    abstract void title(String title);

    abstract void contents();

    abstract void detailsStart(String summary);

    abstract void detailsEnd();

    abstract void heading(Heading heading);

    abstract void paragraph(String text);

    abstract void bullets(List<String> items);

    abstract void table(Table table);

    abstract void figure(Charts.ChartImage chart);

    /** Whatever closes the document; nothing by default. */
    void end() {}
}
