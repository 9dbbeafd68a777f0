package dev.slidebench.bench.export;

import com.github.javaparser.JavaToken;
import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.comments.Comment;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithTypeParameters;
import com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes one top-level type of a shipped source as a member of the exported class, keeping its text as
 * written (formatting and comments) except for: members the export does not use, removed with their
 * comments; headers made private and static, without the interfaces no one uses; {@code @Override}
 * where nothing is overridden any more; qualifiers for statically imported names; Javadoc links, which
 * would dangle, turned into code spans; and one more level of indentation.
 */
final class NestedTypeWriter {

    private static final String INDENT = "    ";

    private final Closure closure;
    private final TypeResolver resolver;

    NestedTypeWriter(Closure closure, TypeResolver resolver) {
        this.closure = closure;
        this.resolver = resolver;
    }

    /** The text of the top-level type {@code type}, its Javadoc included, ready to sit inside the exported class. */
    String write(SourceType type) {
        SourceUnit unit = type.unit();
        TextEdits edits = new TextEdits();
        closure.edits().stream().filter(e -> e.unit() == unit).forEach(edits::add);
        rewrite(type, true, edits);
        TypeDeclaration<?> declaration = type.declaration();
        int start = unit.lineStart(declaration.getComment().map(unit::begin).orElse(unit.begin(declaration)));
        int end = unit.end(declaration);
        convertLinks(unit, start, end, edits);
        String text = edits.apply(unit.text(), start, end);
        if (declaration.findFirst(TextBlockLiteralExpr.class).isEmpty()) {
            text = Layout.tidyBlankLines(text);
        }
        return Layout.indent(text, INDENT);
    }

    private void rewrite(SourceType type, boolean topLevel, TextEdits edits) {
        SourceUnit unit = type.unit();
        TypeDeclaration<?> declaration = type.declaration();
        List<BodyDeclaration<?>> removed = new ArrayList<>();
        for (BodyDeclaration<?> member : declaration.getMembers()) {
            if (member instanceof TypeDeclaration<?> nested && closure.contains(unit.typeOf(nested))) {
                rewrite(unit.typeOf(nested), false, edits);
            } else if (!(member instanceof TypeDeclaration<?>) && closure.keeps(member)) {
                if (member instanceof MethodDeclaration method) {
                    dropStaleOverride(type, method, edits);
                } else if (member instanceof ConstructorDeclaration constructor
                        && ClosureBuilder.registryOnly(resolver.superclass(type))) {
                    dropRegistrySuper(unit, constructor, namedInContract(resolver.superclass(type)), removed, edits);
                }
            } else {
                removed.add(member);
                edits.add(deletion(unit, member.getComment().orElse(null), member));
            }
        }
        dropOrphanComments(unit, declaration, removed, edits);
        if (topLevel || !droppedInterfaces(type).isEmpty()) {
            replaceHeader(type, topLevel, edits);
        }
    }

    /**
     * Whether the export keeps the contract's {@code name()} (code that checks a strategy names it in its
     * messages), which the registry-only superclass {@code parent} answered.
     */
    private boolean namedInContract(SourceType parent) {
        for (ClassOrInterfaceType written : TypeResolver.declaredSupertypes(parent)) {
            SourceType contract = resolver.typeOf(written, parent);
            if (contract != null
                    && closure.contains(contract)
                    && contract.methods("name", 0).stream().anyMatch(closure::keeps)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A constructor's {@code super(...)} to a registry-only superclass goes with that superclass; a
     * constructor left with nothing to do (no parameters, no other statement) goes whole. Where the export
     * keeps the contract's {@code name()}, a method returning the name the call passed takes its place.
     */
    private static void dropRegistrySuper(
            SourceUnit unit,
            ConstructorDeclaration constructor,
            boolean named,
            List<BodyDeclaration<?>> removed,
            TextEdits edits) {
        NodeList<Statement> statements = constructor.getBody().getStatements();
        for (Statement statement : statements) {
            if (statement instanceof ExplicitConstructorInvocationStmt call && !call.isThis()) {
                String name = named
                        ? "@Override\n    public String name() {\n        return " + unit.slice(call.getArgument(0))
                                + ";\n    }\n"
                        : "";
                if (statements.size() == 1 && constructor.getParameters().isEmpty()) {
                    removed.add(constructor);
                    TextEdits.Edit whole =
                            deletion(unit, constructor.getComment().orElse(null), constructor);
                    edits.add(
                            new TextEdits.Edit(unit, whole.begin(), whole.end(), name.isEmpty() ? "" : "    " + name));
                } else {
                    edits.add(deletion(unit, null, call));
                    if (!name.isEmpty()) {
                        int at = unit.lineStart(unit.begin(
                                constructor.getComment().map(c -> (Node) c).orElse(constructor)));
                        edits.add(new TextEdits.Edit(unit, at, at, "    " + name + "\n"));
                    }
                }
            }
        }
    }

    /** Removes {@code node} (and the comment above it), whole lines where it stands alone on them. */
    private static TextEdits.Edit deletion(SourceUnit unit, Comment comment, Node node) {
        int begin = comment != null ? Math.min(unit.begin(comment), unit.begin(node)) : unit.begin(node);
        int end = unit.end(node);
        String text = unit.text();
        int lineStart = unit.lineStart(begin);
        if (text.substring(lineStart, begin).isBlank()) {
            int lineEnd = text.indexOf('\n', end);
            if (lineEnd >= 0 && text.substring(end, lineEnd).isBlank()) {
                return new TextEdits.Edit(unit, lineStart, lineEnd + 1, "");
            }
        }
        return new TextEdits.Edit(unit, begin, end, "");
    }

    /**
     * Comments that stand between members (section titles, a comment of several {@code //} lines whose
     * last line the parser gave to the member) go with the member that follows them, if it goes.
     */
    private static void dropOrphanComments(
            SourceUnit unit, TypeDeclaration<?> declaration, List<BodyDeclaration<?>> removed, TextEdits edits) {
        List<BodyDeclaration<?>> members = new ArrayList<>(declaration.getMembers());
        members.sort(Comparator.comparingInt(unit::begin));
        for (Comment comment : declaration.getOrphanComments()) {
            int at = unit.begin(comment);
            members.stream()
                    .filter(member -> unit.begin(member) > at)
                    .findFirst()
                    .filter(removed::contains)
                    .ifPresent(next -> edits.add(deletion(unit, null, comment)));
        }
    }

    /** {@code @Override} stays only where a kept supertype, the JDK or {@code Object} still declares the method. */
    private void dropStaleOverride(SourceType type, MethodDeclaration method, TextEdits edits) {
        AnnotationExpr override = method.getAnnotationByName("Override").orElse(null);
        if (override == null) {
            return;
        }
        String name = method.getNameAsString();
        int parameters = method.getParameters().size();
        for (SourceType parent : resolver.hierarchy(type)) {
            if (parent == type) {
                continue;
            }
            boolean declares = parent.methods(name, -1).stream().anyMatch(closure::keeps);
            if (closure.contains(parent) && (declares || jdkDeclares(parent, name, parameters))) {
                return;
            }
        }
        if (jdkDeclares(type, name, parameters)
                || List.of("toString", "equals", "hashCode", "clone", "finalize")
                        .contains(name)) {
            return;
        }
        edits.add(deletion(type.unit(), null, override));
    }

    /**
     * Whether a supertype in {@code type}'s header that is not a project type may declare the method: a JDK
     * type that does ({@link JdkSupertypes}), or one this JVM does not know.
     */
    private boolean jdkDeclares(SourceType type, String name, int parameters) {
        for (ClassOrInterfaceType written : TypeResolver.declaredSupertypes(type)) {
            if (resolver.typeOf(written, type.outer() != null ? type.outer() : type) == null
                    && JdkSupertypes.mayDeclare(written, type.unit(), name, parameters)) {
                return true;
            }
        }
        return false;
    }

    /** The project interfaces in the type's header that the export leaves out. */
    private List<ClassOrInterfaceType> droppedInterfaces(SourceType type) {
        List<ClassOrInterfaceType> dropped = new ArrayList<>();
        for (ClassOrInterfaceType written : TypeResolver.declaredSupertypes(type)) {
            SourceType parent = resolver.typeOf(written, type.outer() != null ? type.outer() : type);
            if (parent != null && !closure.contains(parent)) {
                dropped.add(written);
            }
        }
        return dropped;
    }

    /** Rewrites everything from the first modifier to the opening brace of the body. */
    private void replaceHeader(SourceType type, boolean topLevel, TextEdits edits) {
        SourceUnit unit = type.unit();
        TypeDeclaration<?> declaration = type.declaration();
        List<Node> parts = new ArrayList<>(List.of(declaration.getName()));
        parts.addAll(TypeResolver.declaredSupertypes(type));
        if (declaration instanceof NodeWithTypeParameters<?> generic) {
            parts.addAll(generic.getTypeParameters());
        }
        if (declaration instanceof RecordDeclaration record) {
            parts.addAll(record.getParameters());
        }
        int headerEnd = parts.stream().mapToInt(unit::end).max().orElseThrow();
        int begin = declaration.getModifiers().stream()
                .mapToInt(unit::begin)
                .min()
                .orElseGet(() -> keywordOffset(unit, declaration));
        int brace = braceOffset(unit, declaration, headerEnd);
        edits.add(new TextEdits.Edit(unit, begin, brace, header(type, topLevel) + " "));
    }

    private String header(SourceType type, boolean topLevel) {
        TypeDeclaration<?> declaration = type.declaration();
        List<ClassOrInterfaceType> dropped = droppedInterfaces(type);
        StringBuilder header = new StringBuilder(modifiers(declaration, topLevel));
        header.append(Layout.keyword(declaration)).append(' ').append(declaration.getNameAsString());
        if (declaration instanceof NodeWithTypeParameters<?> generic
                && generic.getTypeParameters().isNonEmpty()) {
            header.append(generic.getTypeParameters().stream()
                    .map(type.unit()::slice)
                    .collect(Collectors.joining(", ", "<", ">")));
        }
        if (declaration instanceof RecordDeclaration record) {
            header.append(record.getParameters().stream()
                    .map(type.unit()::slice)
                    .collect(Collectors.joining(", ", "(", ")")));
        }
        if (declaration instanceof ClassOrInterfaceDeclaration c) {
            appendList(header, " extends ", c.getExtendedTypes(), dropped, type);
            List<String> implemented = new ArrayList<>(kept(c.getImplementedTypes(), dropped, type));
            SourceType parent = resolver.superclass(type);
            if (ClosureBuilder.registryOnly(parent)) {
                // its interfaces that the export keeps (the contract, where code uses a strategy as one) move here
                implemented.addAll(kept(TypeResolver.declaredSupertypes(parent), droppedInterfaces(parent), parent));
            }
            if (!implemented.isEmpty()) {
                header.append(" implements ").append(String.join(", ", implemented));
            }
        } else {
            appendList(header, " implements ", TypeResolver.declaredSupertypes(type), dropped, type);
        }
        return header.toString();
    }

    private static void appendList(
            StringBuilder header,
            String keyword,
            List<ClassOrInterfaceType> types,
            List<ClassOrInterfaceType> dropped,
            SourceType owner) {
        List<String> kept = kept(types, dropped, owner);
        if (!kept.isEmpty()) {
            header.append(keyword).append(String.join(", ", kept));
        }
    }

    private static List<String> kept(
            List<ClassOrInterfaceType> types, List<ClassOrInterfaceType> dropped, SourceType owner) {
        return types.stream()
                .filter(t -> dropped.stream().noneMatch(d -> d == t))
                .map(owner.unit()::slice)
                .toList();
    }

    /**
     * A top-level type becomes a private static member (an interface, enum or record is static
     * already); a member type keeps its modifiers.
     */
    private static String modifiers(TypeDeclaration<?> declaration, boolean topLevel) {
        List<String> kept = new ArrayList<>();
        boolean isClass = declaration instanceof ClassOrInterfaceDeclaration c && !c.isInterface();
        if (topLevel) {
            kept.add("private");
        }
        for (Modifier modifier : declaration.getModifiers()) {
            String keyword = modifier.getKeyword().asString();
            boolean access = keyword.equals("public") || keyword.equals("protected") || keyword.equals("private");
            if (!(topLevel && access)) {
                kept.add(keyword);
            }
        }
        if (topLevel && isClass) {
            kept.add(kept.contains("abstract") ? 2 : 1, "static");
        }
        return kept.isEmpty() ? "" : String.join(" ", kept) + " ";
    }

    /** Offset of {@code class}, {@code interface}, {@code enum}, {@code record} or {@code @interface}. */
    private static int keywordOffset(SourceUnit unit, TypeDeclaration<?> declaration) {
        int annotationsEnd =
                declaration.getAnnotations().stream().mapToInt(unit::end).max().orElse(unit.begin(declaration));
        for (JavaToken token : declaration.getTokenRange().orElseThrow()) {
            int at = unit.offset(token.getRange().orElseThrow().begin);
            if (at >= annotationsEnd && !token.getCategory().isWhitespaceOrComment()) {
                return at;
            }
        }
        throw new IllegalStateException("no keyword in the header of " + declaration.getNameAsString());
    }

    private static int braceOffset(SourceUnit unit, TypeDeclaration<?> declaration, int after) {
        for (JavaToken token : declaration.getTokenRange().orElseThrow()) {
            int at = unit.offset(token.getRange().orElseThrow().begin);
            if (at >= after
                    && token.getText().equals("{")
                    && token.getCategory().isSeparator()) {
                return at;
            }
        }
        throw new IllegalStateException("no body in " + declaration.getNameAsString());
    }

    /** Javadoc links to what the export leaves out (or renames) would break javadoc: they become code spans. */
    private static void convertLinks(SourceUnit unit, int start, int end, TextEdits edits) {
        for (Comment comment : unit.comments()) {
            int begin = unit.begin(comment);
            if (begin >= start && unit.end(comment) <= end) {
                String text = unit.slice(comment);
                String converted = Layout.linksAsCode(text);
                if (!converted.equals(text)) {
                    edits.add(new TextEdits.Edit(unit, begin, unit.end(comment), converted));
                }
            }
        }
    }
}
