package dev.slidebench.bench.export;

/**
 * The JUnit test written beside an exported class: it checks the class's public lookups against a ray
 * walk of the test's own (not the one nested in the export) on every relevant occupancy and on seeded
 * random boards, and runs the export's self-check. It needs JUnit Jupiter (5 or later) and nothing of
 * slidebench, so an engine author can keep both files.
 */
final class ExportedTest {

    private ExportedTest() {}

    /** The test class's name for the exported class {@code className}. */
    static String className(String className) {
        return className + "Test";
    }

    static String render(String packageName, String className, String strategy) {
        String packageLine = packageName.isEmpty() ? "" : "package " + packageName + ";\n\n";
        return packageLine + TEMPLATE.replace("${CLASS}", className).replace("${STRATEGY}", strategy);
    }

    private static final String TEMPLATE = """
            import static org.junit.jupiter.api.Assertions.assertEquals;

            import java.util.SplittableRandom;
            import org.junit.jupiter.api.Test;

            /**
             * Checks {@link ${CLASS}} (slidebench's ${STRATEGY} strategy, exported) against a ray walk of this
             * test's own: on every relevant occupancy of every square (each subset of the squares between the
             * piece and the edge, alone, with the piece's own square, and with every other square occupied) and
             * on 2,000 seeded random boards, each on every square; then runs the class's own self-check.
             */
            class ${CLASS}Test {

                /** {file step, rank step} of each ray. */
                private static final int[][] ROOK_STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

                private static final int[][] BISHOP_STEPS = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

                @Test
                void everyRelevantOccupancy() {
                    long boards = 0;
                    for (int square = 0; square < 64; square++) {
                        boards += relevantOccupancies(square, ROOK_STEPS) + relevantOccupancies(square, BISHOP_STEPS);
                    }
                    assertEquals(3 * 107_648, boards, "boards checked: 3 for each of 107,648 relevant subsets");
                }

                @Test
                void seededRandomBoards() {
                    SplittableRandom random = new SplittableRandom(20_260_101L);
                    for (int i = 0; i < 2_000; i++) {
                        // about 16 pieces, as in a game, and about 32
                        long occupied = i % 2 == 0 ? random.nextLong() & random.nextLong() : random.nextLong();
                        for (int square = 0; square < 64; square++) {
                            check(square, occupied);
                        }
                    }
                }

                @Test
                void selfCheckPasses() {
                    assertEquals(645_888, ${CLASS}.selfCheck());
                }

                /** Checks each subset of the squares that can block the piece, on three boards; returns the boards. */
                private static long relevantOccupancies(int square, int[][] steps) {
                    long relevant = 0;
                    for (int[] step : steps) {
                        int file = square % 8 + step[0];
                        int rank = square / 8 + step[1];
                        // every square of the ray but the last: a piece on the edge blocks nothing behind it
                        while (onBoard(file + step[0], rank + step[1])) {
                            relevant |= 1L << (8 * rank + file);
                            file += step[0];
                            rank += step[1];
                        }
                    }
                    long boards = 0;
                    long subset = 0;
                    do {
                        check(square, subset);
                        check(square, subset | 1L << square);
                        check(square, subset | ~relevant);
                        boards += 3;
                        subset = (subset - relevant) & relevant;
                    } while (subset != 0);
                    return boards;
                }

                private static boolean onBoard(int file, int rank) {
                    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
                }

                private static void check(int square, long occupied) {
                    long rook = walk(square, occupied, ROOK_STEPS);
                    long bishop = walk(square, occupied, BISHOP_STEPS);
                    same("rook", square, occupied, rook, ${CLASS}.rookAttacks(square, occupied));
                    same("bishop", square, occupied, bishop, ${CLASS}.bishopAttacks(square, occupied));
                    same("queen", square, occupied, rook | bishop, ${CLASS}.queenAttacks(square, occupied));
                }

                /** Along each ray, every square up to and including the first occupied one. */
                private static long walk(int square, long occupied, int[][] steps) {
                    long attacks = 0;
                    for (int[] step : steps) {
                        int file = square % 8 + step[0];
                        int rank = square / 8 + step[1];
                        while (onBoard(file, rank)) {
                            long bit = 1L << (8 * rank + file);
                            attacks |= bit;
                            if ((occupied & bit) != 0) {
                                break;
                            }
                            file += step[0];
                            rank += step[1];
                        }
                    }
                    return attacks;
                }

                private static void same(String piece, int square, long occupied, long expected, long actual) {
                    if (actual != expected) {
                        assertEquals(expected, actual, String.format("%s on square %d, occupied 0x%016x", piece, square, occupied));
                    }
                }
            }
            """;
}
