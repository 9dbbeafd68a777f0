package dev.slidebench.reports.stats;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A compact letter display by Piepho's insert-and-absorb algorithm (Piepho 2004, "An algorithm for a
 * letter-based representation of all-pairwise comparisons", J. Comput. Graph. Stat. 13(2)). It is
 * consistent both ways: two items share a letter if and only if they were not separated. Letters are
 * named in the order given (best first), so the best item's first letter is "a".
 */
public final class LetterDisplay {

    private LetterDisplay() {}

    /**
     * Letters for groups given in any order: named on their positions in {@code order} (fastest first,
     * so the best's is "a"), mapped back to the groups.
     *
     * @param separated separated[i][j] when groups i and j were told apart, by group index
     */
    static String[] inRankOrder(int[] order, boolean[][] separated) {
        int k = order.length;
        boolean[][] sortedSeparated = new boolean[k][k];
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                sortedSeparated[a][b] = separated[order[a]][order[b]];
            }
        }
        String[] sortedLetters = letters(IntStream.range(0, k).toArray(), sortedSeparated);
        String[] letters = new String[k];
        for (int a = 0; a < k; a++) {
            letters[order[a]] = sortedLetters[a];
        }
        return letters;
    }

    /**
     * @param order the items best first
     * @param separated separated[i][j] when items i and j were told apart
     * @return per item, its letters ("a", "ab", ...)
     */
    public static String[] letters(int[] order, boolean[][] separated) {
        int k = order.length;
        List<BitSet> columns = new ArrayList<>();
        BitSet all = new BitSet();
        all.set(0, k);
        if (k > 0) {
            columns.add(all);
        }
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                if (!separated[i][j]) {
                    continue;
                }
                List<BitSet> next = new ArrayList<>();
                for (BitSet column : columns) {
                    if (column.get(i) && column.get(j)) {
                        BitSet withoutI = (BitSet) column.clone();
                        withoutI.clear(i);
                        BitSet withoutJ = (BitSet) column.clone();
                        withoutJ.clear(j);
                        next.add(withoutI);
                        next.add(withoutJ);
                    } else {
                        next.add(column);
                    }
                }
                columns = absorb(next);
            }
        }
        // Name the letters by the best item each covers, so reading down the sorted table gives a, b, c ...
        int[] position = new int[k];
        for (int p = 0; p < k; p++) {
            position[order[p]] = p;
        }
        columns.sort((a, b) -> {
            int firstA = firstByPosition(a, position);
            int firstB = firstByPosition(b, position);
            return firstA != firstB
                    ? Integer.compare(firstA, firstB)
                    : Integer.compare(a.cardinality(), b.cardinality());
        });
        StringBuilder[] letters = new StringBuilder[k];
        for (int i = 0; i < k; i++) {
            letters[i] = new StringBuilder();
        }
        for (int c = 0; c < columns.size(); c++) {
            String name = name(c);
            for (int i = columns.get(c).nextSetBit(0);
                    i >= 0;
                    i = columns.get(c).nextSetBit(i + 1)) {
                letters[i].append(name);
            }
        }
        String[] result = new String[k];
        for (int i = 0; i < k; i++) {
            result[i] = letters[i].toString();
        }
        return result;
    }

    private static int firstByPosition(BitSet column, int[] position) {
        int first = Integer.MAX_VALUE;
        for (int i = column.nextSetBit(0); i >= 0; i = column.nextSetBit(i + 1)) {
            first = Math.min(first, position[i]);
        }
        return first;
    }

    /** Drops every column contained in another (and duplicates, keeping one). */
    private static List<BitSet> absorb(List<BitSet> columns) {
        List<BitSet> kept = new ArrayList<>();
        for (int a = 0; a < columns.size(); a++) {
            BitSet column = columns.get(a);
            boolean absorbed = false;
            for (int b = 0; b < columns.size() && !absorbed; b++) {
                if (a == b) {
                    continue;
                }
                BitSet other = columns.get(b);
                BitSet rest = (BitSet) column.clone();
                rest.andNot(other);
                // Contained in another column; of two equal columns the later one goes.
                absorbed = rest.isEmpty() && (!column.equals(other) || b < a);
            }
            if (!absorbed) {
                kept.add(column);
            }
        }
        return kept;
    }

    /** "a".."z", then "A".."Z", then "a1", "b1", ... */
    static String name(int index) {
        if (index < 26) {
            return String.valueOf((char) ('a' + index));
        }
        if (index < 52) {
            return String.valueOf((char) ('A' + index - 26));
        }
        return name(index % 52) + (index / 52);
    }
}
