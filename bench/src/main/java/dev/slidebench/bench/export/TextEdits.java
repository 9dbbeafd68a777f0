package dev.slidebench.bench.export;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Edits of one text by character ranges, applied together: deletions of whole members, replaced type
 * headers, inserted qualifiers. An edit inside a deleted range is dropped with it; two edits that
 * overlap otherwise are a bug in their maker and throw.
 */
final class TextEdits {

    /** Replace {@code [begin, end)} of the unit's text with {@code replacement} (insert when begin == end). */
    record Edit(SourceUnit unit, int begin, int end, String replacement) {
        Edit {
            if (begin > end) {
                throw new IllegalArgumentException("edit from " + begin + " to " + end);
            }
        }

        /** True when {@code other} deletes or replaces a range that holds this edit. */
        boolean within(Edit other) {
            if (other == this || other.begin == other.end) {
                return false;
            }
            return begin == end
                    ? other.begin <= begin && begin < other.end
                    : other.begin <= begin && end <= other.end && !(other.begin == begin && other.end == end);
        }
    }

    private final List<Edit> edits = new ArrayList<>();

    /** Adds an edit; the same range edited twice (found twice on the way) keeps the first edit. */
    void add(Edit edit) {
        boolean known = edits.stream().anyMatch(e -> e.begin() == edit.begin() && e.end() == edit.end());
        if (!known) {
            edits.add(edit);
        }
    }

    /** The slice {@code [from, to)} of {@code text} with the edits inside it applied. */
    String apply(String text, int from, int to) {
        List<Edit> inside = new ArrayList<>();
        for (Edit edit : edits) {
            if (edit.begin() >= from && edit.end() <= to && edits.stream().noneMatch(edit::within)) {
                inside.add(edit);
            }
        }
        inside.sort(Comparator.comparingInt(Edit::begin).thenComparingInt(Edit::end));
        StringBuilder out = new StringBuilder();
        int at = from;
        for (Edit edit : inside) {
            if (edit.begin() < at) {
                throw new IllegalStateException("overlapping edits at " + edit.begin() + " in "
                        + edit.unit().path());
            }
            out.append(text, at, edit.begin()).append(edit.replacement());
            at = edit.end();
        }
        return out.append(text, at, to).toString();
    }
}
