package dev.slidebench.bench.export;

import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.PackageDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.comments.Comment;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * One parsed source file: its text, its syntax tree, and its named types (top-level and member types),
 * with the character offsets of the tree's nodes in the text, which the rewrite edits by.
 */
final class SourceUnit {

    private final String path;
    private final String text;
    private final CompilationUnit tree;
    private final int[] lineStarts;
    private final List<SourceType> topLevel = new ArrayList<>();
    private final Map<TypeDeclaration<?>, SourceType> byDeclaration = new IdentityHashMap<>();
    private List<Comment> comments;

    SourceUnit(String path, String text, CompilationUnit tree) {
        this.path = path;
        this.text = text;
        this.tree = tree;
        this.lineStarts = lineStarts(text);
        String prefix = tree.getPackageDeclaration()
                .map(PackageDeclaration::getNameAsString)
                .map(name -> name + ".")
                .orElse("");
        for (TypeDeclaration<?> type : tree.getTypes()) {
            topLevel.add(register(type, prefix + type.getNameAsString(), null));
        }
    }

    private SourceType register(TypeDeclaration<?> declaration, String name, SourceType outer) {
        SourceType type = new SourceType(this, declaration, name, outer);
        byDeclaration.put(declaration, type);
        for (var member : declaration.getMembers()) {
            if (member instanceof TypeDeclaration<?> nested) {
                type.addNested(register(nested, name + "." + nested.getNameAsString(), type));
            }
        }
        return type;
    }

    private static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The file's path under {@code slidebench-sources/}, e.g. {@code dev/slidebench/core/Square.java}. */
    String path() {
        return path;
    }

    String text() {
        return text;
    }

    CompilationUnit tree() {
        return tree;
    }

    String packageName() {
        return tree.getPackageDeclaration()
                .map(PackageDeclaration::getNameAsString)
                .orElse("");
    }

    List<SourceType> topLevelTypes() {
        return Collections.unmodifiableList(topLevel);
    }

    /** The named type that {@code declaration} is, or null (a local or anonymous class). */
    SourceType typeOf(TypeDeclaration<?> declaration) {
        return byDeclaration.get(declaration);
    }

    /** The innermost named type around {@code node} (the node itself if it is one). */
    SourceType enclosingType(Node node) {
        for (Node at = node; at != null; at = at.getParentNode().orElse(null)) {
            if (at instanceof TypeDeclaration<?> declaration && byDeclaration.containsKey(declaration)) {
                return byDeclaration.get(declaration);
            }
        }
        return null;
    }

    /** Every comment in the file, attached or not, in order. */
    List<Comment> comments() {
        if (comments == null) {
            comments = List.copyOf(tree.getAllContainedComments());
        }
        return comments;
    }

    /** Offset of a parser position (1-based line and column) in {@link #text()}. */
    int offset(Position position) {
        return lineStarts[position.line - 1] + position.column - 1;
    }

    /** Offset of the node's first character. */
    int begin(Node node) {
        return offset(node.getRange().orElseThrow().begin);
    }

    /** Offset just past the node's last character. */
    int end(Node node) {
        return offset(node.getRange().orElseThrow().end) + 1;
    }

    /** The node's text as written. */
    String slice(Node node) {
        return text.substring(begin(node), end(node));
    }

    /** Offset of the start of the line that holds {@code offset}. */
    int lineStart(int offset) {
        int start = offset;
        while (start > 0 && text.charAt(start - 1) != '\n') {
            start--;
        }
        return start;
    }
}
