package dev.slidebench.reports.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two renderings of a report's blocks, each block's Markdown and HTML written out by hand from
 * CommonMark and HTML rules: anchors, the contents' nesting, collapsed details, tables with their
 * right-aligned columns, figures, and the inline markup (code spans, bold, links) with escaping.
 */
class DocumentTest {

    private static final byte[] SVG = "<svg>x</svg>".getBytes(StandardCharsets.UTF_8);

    private static Charts.ChartImage chart(String stem, String caption) {
        return new Charts.ChartImage(stem, caption, new byte[] {1, 2}, SVG);
    }

    @Test
    void slugsAreLowerCaseWordsJoinedByDashes() {
        assertEquals("randombenchmark-queen", Document.slug("RandomBenchmark.queen"));
        assertEquals("a-b-jdk-17-against-jdk-25", Document.slug("A/B: JDK 17 against JDK 25"));
        assertEquals("x", Document.slug("--x--"));
        assertEquals("section", Document.slug("***"));
        assertEquals("section", Document.slug(""));
    }

    @Test
    void headingsGetUniqueIdsInOrder() {
        Document doc = new Document("t");
        assertEquals("verdict", doc.heading(2, "Verdict"));
        assertEquals("verdict-2", doc.heading(3, "Verdict"));
        assertEquals("verdict-3", doc.heading(3, "verdict"));
        assertEquals("other", doc.heading(2, "Other"));
        String md = doc.markdown("charts");
        assertEquals(
                "# t\n\n<a id=\"verdict\"></a>\n\n## Verdict\n\n<a id=\"verdict-2\"></a>\n\n### Verdict\n\n"
                        + "<a id=\"verdict-3\"></a>\n\n### verdict\n\n<a id=\"other\"></a>\n\n## Other\n\n",
                md);
    }

    @Test
    void markdownOfEveryBlock() {
        Document doc = new Document("Report [x]");
        doc.contents();
        doc.heading(2, "A [b]");
        doc.heading(3, "Sub");
        doc.heading(4, "Deep");
        doc.startDetails("CPU & <OS>");
        doc.paragraph("Some `code` here.");
        doc.endDetails();
        doc.bullets(List.of("one", "two"));
        doc.bullets(List.of());
        doc.table(List.of("name", "time | ns"), List.of(List.of("`a|b`", "1\n2"), List.of("c", "3")), new boolean[] {
            false, true
        });
        doc.figure(chart("queen-forest", "Slowdown [log]"));
        doc.figure(null);
        String expected = "# Report [x]\n\n"
                // Contents: level 2 and 3 only, level 3 indented, brackets in link text turned to parentheses.
                + "- [A (b)](#a-b)\n"
                + "  - [Sub](#sub)\n"
                + "\n"
                + "<a id=\"a-b\"></a>\n\n## A [b]\n\n"
                + "<a id=\"sub\"></a>\n\n### Sub\n\n"
                + "<a id=\"deep\"></a>\n\n#### Deep\n\n"
                + "<details><summary>CPU &amp; &lt;OS&gt;</summary>\n\n"
                + "Some `code` here.\n\n"
                + "</details>\n\n"
                + "- one\n- two\n\n"
                // A pipe inside a cell is escaped, a line break becomes a space; numeric columns align right.
                + "| name | time \\| ns |\n"
                + "|---|---:|\n"
                + "| `a\\|b` | 1 2 |\n"
                + "| c | 3 |\n"
                + "\n"
                + "![Slowdown (log)](charts/queen-forest.png)\n\n"
                + "*Slowdown [log]* (SVG: `charts/queen-forest.svg`)\n\n";
        assertEquals(expected, doc.markdown("charts"));
    }

    @Test
    void htmlOfEveryBlock() {
        Document doc = new Document("A <b> & \"c\"");
        doc.contents();
        doc.heading(2, "First `x`");
        doc.heading(3, "Sub one");
        doc.heading(3, "Sub two");
        doc.heading(2, "Second");
        doc.heading(7, "Seventh");
        doc.startDetails("More **bold**");
        doc.paragraph("See [the file](summary.csv) and `a<b`.");
        doc.endDetails();
        doc.bullets(List.of("**x** y", "z"));
        doc.table(List.of("name", "ns"), List.of(List.of("`a`", "1.5")), new boolean[] {false, true});
        // Roles for narrow pages; a numeric cell breaks only between its estimate and its interval.
        doc.table(
                List.of("name", "ns", "bytes"),
                List.of(List.of("`a`", "1.5 [1.4, 1.6]", "2,048 B (2 KiB)")),
                new boolean[] {false, true, true},
                new String[] {Document.KEY, Document.LESSER, null});
        doc.figure(chart("stem", "Caption \"q\" `c`"));
        String html = doc.html();
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"), html);
        assertTrue(html.contains("<title>A &lt;b&gt; &amp; &quot;c&quot;</title>"), html);
        assertTrue(html.contains("</style>\n</head>\n<body>\n<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1>\n"), html);
        String body = html.substring(html.indexOf("</h1>\n") + "</h1>\n".length());
        String expected = "<nav class=\"toc\"><strong>Contents</strong>\n<ul>\n"
                + "<li><a href=\"#first-x\">First <code>x</code></a></li>\n"
                + "<ul>\n"
                + "<li><a href=\"#sub-one\">Sub one</a></li>\n"
                + "<li><a href=\"#sub-two\">Sub two</a></li>\n"
                + "</ul>\n"
                + "<li><a href=\"#second\">Second</a></li>\n"
                + "</ul></nav>\n"
                + "<h2 id=\"first-x\">First <code>x</code></h2>\n"
                + "<h3 id=\"sub-one\">Sub one</h3>\n"
                + "<h3 id=\"sub-two\">Sub two</h3>\n"
                + "<h2 id=\"second\">Second</h2>\n"
                // HTML has six heading levels; a deeper one is drawn as h6.
                + "<h6 id=\"seventh\">Seventh</h6>\n"
                + "<details><summary>More <strong>bold</strong></summary>\n"
                + "<p>See <a href=\"summary.csv\">the file</a> and <code>a&lt;b</code>.</p>\n"
                + "</details>\n"
                + "<ul>\n<li><strong>x</strong> y</li>\n<li>z</li>\n</ul>\n"
                + "<div class=\"scroll\"><table>\n<thead><tr><th>name</th><th>ns</th></tr></thead>\n<tbody>\n"
                + "<tr><td><code>a</code></td><td class=\"n\"><span class=\"u\">1.5</span></td></tr>\n"
                + "</tbody>\n</table></div>\n"
                + "<div class=\"scroll\"><table>\n<thead><tr><th class=\"key\">name</th><th class=\"lesser\">ns</th>"
                + "<th>bytes</th></tr></thead>\n<tbody>\n"
                + "<tr><td class=\"key\"><code>a</code></td><td class=\"n lesser\"><span class=\"u\">1.5</span>"
                + " <span class=\"ci\">[1.4, 1.6]</span></td><td class=\"n\"><span class=\"u\">2,048 B</span>"
                + " <span class=\"u\">(2 KiB)</span></td></tr>\n"
                + "</tbody>\n</table></div>\n"
                + "<figure><img alt=\"Caption &quot;q&quot; `c`\" src=\"data:image/svg+xml;base64,"
                + Base64.getEncoder().encodeToString(SVG)
                + "\"><figcaption>Caption &quot;q&quot; <code>c</code></figcaption></figure>\n"
                + "</body>\n</html>\n";
        assertEquals(expected, body);
    }

    @Test
    void blocksChainInOrder() {
        Document doc = new Document("t")
                .contents()
                .startDetails("s")
                .paragraph("p")
                .bullets(List.of("b"))
                .table(List.of("h"), List.of(List.of("c")), new boolean[] {false})
                .figure(chart("f", "F"))
                .endDetails()
                .paragraph("end");
        assertEquals(
                "# t\n\n\n<details><summary>s</summary>\n\np\n\n- b\n\n| h |\n|---|\n| c |\n\n"
                        + "![F](c/f.png)\n\n*F* (SVG: `c/f.svg`)\n\n</details>\n\nend\n\n",
                doc.markdown("c"));
    }

    @Test
    void contentsEndingInsideALevelThreeListCloseIt() {
        Document doc = new Document("t");
        doc.contents();
        doc.heading(2, "A");
        doc.heading(3, "B");
        String html = doc.html();
        assertTrue(
                html.contains("<ul>\n<li><a href=\"#a\">A</a></li>\n<ul>\n<li><a href=\"#b\">B</a></li>\n"
                        + "</ul>\n</ul></nav>\n"),
                html);
        Document flat = new Document("t");
        flat.contents();
        flat.heading(2, "A");
        flat.heading(4, "not listed");
        String flatHtml = flat.html();
        assertTrue(flatHtml.contains("<ul>\n<li><a href=\"#a\">A</a></li>\n</ul></nav>\n"), flatHtml);
        assertFalse(flat.markdown("c").contains("not-listed)"), "level 4 stays out of the contents");
    }

    @Test
    void theStyleSheetIsInlineAndThePageHasNoScript() {
        String html = new Document("t").html();
        for (String rule : List.of(
                "body{font-family:system-ui",
                ".scroll{overflow-x:auto;max-width:100%}",
                "table{border-collapse:collapse",
                "th,td{border:1px solid #bbb",
                "td.n{text-align:right",
                "tr:nth-child(even) td{background:#f8f9fb}",
                "code{background:#f1f1f1",
                "figure{margin:1em 0}",
                "figcaption{font-size:0.9em",
                "h2{border-bottom:2px solid #ccd",
                "nav.toc{background:#f6f8fa",
                "details{border:1px solid #dde",
                ".verdict{border-left:4px solid #2c7fb8",
                "@media print{body{max-width:none")) {
            assertTrue(html.contains(rule), rule);
        }
        assertTrue(html.endsWith("<h1>t</h1>\n</body>\n</html>\n"), html);
        assertFalse(html.contains("<script"));
    }

    @Test
    void inlineMarkup() {
        assertEquals("a &lt;b&gt; &amp; &quot;q&quot;", Document.inline("a <b> & \"q\""));
        assertEquals("<strong>bold <code>code</code></strong> end", Document.inline("**bold `code`** end"));
        // Code spans keep their text as written: no bold and no links inside.
        assertEquals("<code>[x](y)</code> <a href=\"y\">x</a>", Document.inline("`[x](y)` [x](y)"));
        assertEquals("[x](a b)", Document.inline("[x](a b)"), "a link target has no spaces");
        assertEquals("unclosed <code>code</code>", Document.inline("unclosed `code"));
        assertEquals("", Document.inline(""));
        assertEquals("plain", Document.escape("plain"));
        assertEquals("&lt;&gt;&amp;&quot;'", Document.escape("<>&\"'"));
        assertEquals("é", new String(Document.utf8("é"), StandardCharsets.UTF_8));
        assertEquals(2, Document.utf8("é").length, "UTF-8, not Latin-1");
    }
}
