package dev.slidebench.bench.export;

import com.github.javaparser.ast.Node;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an export holds, as {@link ClosureBuilder} found it: the project types it needs (in the order
 * they were first needed), the members of theirs that are used, the edits that names need once the
 * types are nested in one class, the simple names each file's kept code uses (to keep only the imports
 * it needs), and why the code cannot stand alone, if it cannot.
 *
 * @param types every type needed, member types included, strategy first
 * @param members the used fields, methods, constructors and initialisers (by identity)
 * @param edits qualifiers for statically imported names and simple names for fully qualified ones
 * @param names per file, the simple names its kept code uses
 * @param problems why the code cannot be exported (empty when it can)
 */
record Closure(
        List<SourceType> types,
        Set<Node> members,
        List<TextEdits.Edit> edits,
        Map<SourceUnit, Set<String>> names,
        List<String> problems) {

    boolean contains(SourceType type) {
        return types.contains(type);
    }

    boolean keeps(Node member) {
        return members.contains(member);
    }
}
