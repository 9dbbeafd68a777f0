package dev.slidebench.bench.export;

import com.github.javaparser.ast.body.AnnotationDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import java.util.ArrayList;
import java.util.List;

/** Text-level finishing of the exported source: indentation, blank lines, Javadoc links, non-ASCII characters. */
final class Layout {

    private Layout() {}

    /** Every non-blank line of {@code text} with {@code indent} in front; blank lines become empty. */
    static String indent(String text, String indent) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (!line.isBlank()) {
                out.append(indent).append(line);
            }
            out.append('\n');
        }
        out.setLength(out.length() - 1);
        return out.toString();
    }

    /** What removed members leave behind: no run of blank lines, no blank line before a closing brace. */
    static String tidyBlankLines(String text) {
        List<String> kept = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                kept.add(lines[i]);
                continue;
            }
            int next = i + 1;
            while (next < lines.length && lines[next].isBlank()) {
                next++;
            }
            boolean beforeClosing = next < lines.length && lines[next].strip().startsWith("}");
            boolean afterBlank = !kept.isEmpty() && kept.get(kept.size() - 1).isEmpty();
            if (!beforeClosing && !afterBlank) {
                kept.add("");
            }
        }
        return String.join("\n", kept);
    }

    /** {@code text} as lines of at most {@code width} columns, each with {@code prefix} in front. */
    static String wrap(String text, String prefix, int width) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(prefix);
        for (String word : text.split(" ")) {
            if (line.length() > prefix.length() && line.length() + 1 + word.length() > width) {
                out.append(line).append('\n');
                line = new StringBuilder(prefix);
            }
            if (line.length() > prefix.length()) {
                line.append(' ');
            }
            line.append(word);
        }
        return out.append(line).append('\n').toString();
    }

    /** {@code class}, {@code interface}, {@code enum}, {@code record} or {@code @interface}. */
    static String keyword(TypeDeclaration<?> declaration) {
        if (declaration instanceof ClassOrInterfaceDeclaration c) {
            return c.isInterface() ? "interface" : "class";
        }
        if (declaration instanceof EnumDeclaration) {
            return "enum";
        }
        if (declaration instanceof RecordDeclaration) {
            return "record";
        }
        if (declaration instanceof AnnotationDeclaration) {
            return "@interface";
        }
        throw new IllegalArgumentException(
                "unknown kind of type: " + declaration.getClass().getSimpleName());
    }

    /**
     * {@code {@link Target label}} and {@code {@linkplain ...}} as {@code {@code label}} (or the target
     * when there is no label): the targets may be left out of the export or renamed by it.
     */
    static String linksAsCode(String comment) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int open = comment.indexOf("{@link", at);
            if (open < 0) {
                return out.append(comment, at, comment.length()).toString();
            }
            int close = matchingBrace(comment, open);
            int tag = comment.startsWith("{@linkplain", open) ? 11 : 6;
            int nameStart = open + tag + 1;
            if (close < 0 || nameStart > close || !Character.isWhitespace(comment.charAt(open + tag))) {
                out.append(comment, at, open + 1); // not a link tag: keep as written
                at = open + 1;
                continue;
            }
            String inside = comment.substring(nameStart, close).strip();
            int split = labelStart(inside);
            String shown =
                    split < 0 ? reference(inside) : inside.substring(split).strip();
            out.append(comment, at, open).append("{@code ").append(shown).append('}');
            at = close + 1;
        }
    }

    /** A link target as javadoc shows it: {@code #rook} as {@code rook}, {@code Type#rook} as {@code Type.rook}. */
    private static String reference(String target) {
        return target.startsWith("#") ? target.substring(1) : target.replace('#', '.');
    }

    private static int matchingBrace(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** Where a link's label starts: after the reference, whose parentheses may hold spaces. */
    private static int labelStart(String inside) {
        int depth = 0;
        for (int i = 0; i < inside.length(); i++) {
            char c = inside.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (Character.isWhitespace(c) && depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Every character outside ASCII as a Unicode escape: javac reads the escape the same in any
     * encoding, so the file compiles with plain {@code javac} even where the platform encoding is not
     * UTF-8 (JDK 17's default is the platform's).
     */
    static String escapeNonAscii(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.toString();
    }
}
