package dev.slidebench.reports.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** Parses rendered SVG with the JDK's XML parser and reads what a browser or a search would see. */
final class SvgAssertions {

    static final String SVG_NS = "http://www.w3.org/2000/svg";

    private SvgAssertions() {}

    /** The SVG as a DOM; fails the test when it is not well-formed XML or not an SVG root of the scene's size. */
    static Document parse(RenderedChart chart) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(chart.svg()));
            Element root = document.getDocumentElement();
            assertEquals("svg", root.getLocalName());
            assertEquals(SVG_NS, root.getNamespaceURI());
            assertEquals(Integer.toString(chart.width()), root.getAttribute("width"));
            assertEquals(Integer.toString(chart.height()), root.getAttribute("height"));
            return document;
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new AssertionError("not valid XML: " + e.getMessage(), e);
        }
    }

    /** The content of every {@code <text>} element, in document order. */
    static List<String> texts(Document document) {
        List<String> texts = new ArrayList<>();
        NodeList nodes = document.getElementsByTagNameNS(SVG_NS, "text");
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    /** The {@code class} of every {@code <g>} whose class starts with {@code prefix}. */
    static List<String> groupClasses(Document document, String prefix) {
        List<String> classes = new ArrayList<>();
        NodeList nodes = document.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < nodes.getLength(); i++) {
            String cssClass = ((Element) nodes.item(i)).getAttribute("class");
            if (cssClass.startsWith(prefix)) {
                classes.add(cssClass);
            }
        }
        return classes;
    }

    static void assertTextPresent(Document document, String expected) {
        assertTrue(texts(document).contains(expected), "no <text> element reads \"" + expected + "\"");
    }

    static void assertNoPaths(Document document) {
        // XChart's SVGs drew glyphs as <path> outlines; ours draw shapes as rect/line/circle/polygon, and
        // paths only for the cells of a grid (a board), inside <g class="grid">.
        NodeList paths = document.getElementsByTagNameNS(SVG_NS, "path");
        for (int i = 0; i < paths.getLength(); i++) {
            Element parent = (Element) paths.item(i).getParentNode();
            assertEquals("grid", parent.getAttribute("class"), "a <path> outside a grid");
        }
    }
}
