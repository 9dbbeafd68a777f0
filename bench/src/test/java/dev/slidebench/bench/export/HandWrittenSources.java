package dev.slidebench.bench.export;

import com.github.javaparser.ast.body.BodyDeclaration;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Small Java sources written in a test, served as a plug-in jar would ship them (under {@link
 * SourceLibrary#ROOT}) and nothing else: the closure, resolver and writer tests see only the files they
 * wrote, so every expectation can be worked out by hand from those files.
 */
final class HandWrittenSources {

    private final Map<String, String> files = new HashMap<>();
    private SourceLibrary library;

    /** Adds the file at {@code path} (e.g. {@code p/Shape.java}); {@code text} is its whole content. */
    HandWrittenSources with(String path, String text) {
        files.put(path, text);
        return this;
    }

    SourceLibrary library() {
        if (library == null) {
            library = new SourceLibrary(new ClassLoader(null) {
                @Override
                public InputStream getResourceAsStream(String name) {
                    String text = name.startsWith(SourceLibrary.ROOT)
                            ? files.get(name.substring(SourceLibrary.ROOT.length()))
                            : null;
                    return text == null ? null : new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
                }
            });
        }
        return library;
    }

    /** The type of that canonical name, which the test wrote (fails loudly otherwise). */
    SourceType type(String name) {
        SourceType type = library().type(name);
        if (type == null) {
            throw new AssertionError("no hand-written type " + name);
        }
        return type;
    }

    SourceUnit unit(String path) {
        return library().file(path).orElseThrow(() -> new AssertionError("no hand-written file " + path));
    }

    /** Canonical names of the types, in order. */
    static List<String> names(List<SourceType> types) {
        return types.stream().map(SourceType::name).toList();
    }

    /**
     * The members of {@code type} that the closure keeps, each as {@code field NAME}, {@code method
     * name/arity}, {@code constructor/arity}, {@code annotation member name} or
     * {@code initializer}, in source order.
     */
    static List<String> kept(Closure closure, SourceType type) {
        return type.declaration().getMembers().stream()
                .filter(closure::keeps)
                .map(HandWrittenSources::describe)
                .toList();
    }

    static String describe(BodyDeclaration<?> member) {
        if (member.isFieldDeclaration()) {
            return "field "
                    + member.asFieldDeclaration().getVariables().stream()
                            .map(variable -> variable.getNameAsString())
                            .collect(Collectors.joining(","));
        }
        if (member.isMethodDeclaration()) {
            var method = member.asMethodDeclaration();
            return "method " + method.getNameAsString() + "/"
                    + method.getParameters().size();
        }
        if (member.isConstructorDeclaration()) {
            return "constructor/"
                    + member.asConstructorDeclaration().getParameters().size();
        }
        if (member.isAnnotationMemberDeclaration()) {
            return "annotation member " + member.asAnnotationMemberDeclaration().getNameAsString();
        }
        if (member.isInitializerDeclaration()) {
            return "initializer";
        }
        return member.getClass().getSimpleName();
    }

    /** The text of {@code unit} with the closure's edits for it applied (qualifiers, simple names). */
    static String edited(Closure closure, SourceUnit unit) {
        TextEdits edits = new TextEdits();
        closure.edits().stream().filter(edit -> edit.unit() == unit).forEach(edits::add);
        return edits.apply(unit.text(), 0, unit.text().length());
    }
}
