package dev.slidebench.bench.export;

import java.util.List;
import java.util.Locale;

/**
 * The exported file around the nested classes: the licence header, the package, the imports, the class
 * Javadoc (what it is, the square numbering, what it needs, its tables), the public static lookups, and
 * a self-check against the reference ray walk that is nested with the rest.
 */
final class ExportedSource {

    /** Whom the licence names; as NOTICE at the repository's root. */
    static final String COPYRIGHT = "Copyright 2026 the slidebench authors";

    /**
     * What the file says about itself.
     *
     * @param strategy the strategy's name in slidebench, e.g. {@code Pext}
     * @param family its family as {@code list} prints it, e.g. {@code table lookup}
     * @param origin who published the idea and where, or empty
     * @param needs what its fast path needs, as {@code list} prints it, or empty
     * @param tableBytes the bytes of its tables, or -1 when not known here
     * @param version slidebench's version
     * @param modules JDK modules outside the default set that it needs ({@code jdk.incubator.vector})
     */
    record Facts(
            String strategy,
            String family,
            String origin,
            String needs,
            long tableBytes,
            String version,
            List<String> modules) {}

    /**
     * The parts to assemble.
     *
     * @param packageName the package, or empty for none
     * @param className the exported class
     * @param strategyType how the file names the nested class that answers
     * @param ownQueen true when that class has its own queen lookup (else rook | bishop)
     * @param imports the import lines the nested classes need
     * @param nestedTypes the nested classes' text, strategy first, then what it uses
     */
    record Parts(
            String packageName,
            String className,
            String strategyType,
            boolean ownQueen,
            List<String> imports,
            List<String> nestedTypes) {}

    private ExportedSource() {}

    static String render(Facts facts, Parts parts) {
        StringBuilder file = new StringBuilder(header(facts, parts.className()));
        if (!parts.packageName().isEmpty()) {
            file.append("package ").append(parts.packageName()).append(";\n\n");
        }
        if (!parts.imports().isEmpty()) {
            parts.imports().forEach(line -> file.append(line).append('\n'));
            file.append('\n');
        }
        file.append(classJavadoc(facts, parts));
        String body = BODY.replace("${TYPE}", parts.strategyType())
                .replace(
                        "${QUEEN}",
                        parts.ownQueen()
                                ? "STRATEGY.queenAttacks(square, occupied)"
                                : "STRATEGY.rookAttacks(square, occupied) | STRATEGY.bishopAttacks(square, occupied)")
                .replace("${RUN}", runCommand(facts, parts.className()));
        file.append("public final class ").append(parts.className()).append(" {\n\n");
        file.append(body.replace("${CLASS}", parts.className()));
        for (String nested : parts.nestedTypes()) {
            file.append('\n').append(nested).append('\n');
        }
        file.append("}\n");
        return Layout.escapeNonAscii(file.toString());
    }

    private static String header(Facts facts, String className) {
        String origin = facts.origin().isEmpty() ? "" : Layout.wrap("The idea: " + facts.origin(), " * ", 100);
        return "/*\n"
                + Layout.wrap(
                        className + ".java: rook, bishop and queen attacks on bitboards by the " + facts.strategy()
                                + " strategy, exported from slidebench " + facts.version() + ".",
                        " * ",
                        100)
                + origin
                + " *\n"
                + " * " + COPYRIGHT + "\n"
                + LICENCE;
    }

    private static String classJavadoc(Facts facts, Parts parts) {
        String tables = facts.tableBytes() == 0
                ? "No tables."
                : facts.tableBytes() < 0
                        ? "Tables built when this class initialises."
                        : String.format(
                                Locale.ROOT,
                                "Tables: %,d bytes, built when this class initialises.",
                                facts.tableBytes());
        String needs =
                facts.needs().isEmpty() ? "" : " Its fast path needs (as slidebench lists it): " + facts.needs() + ".";
        List<String> paragraphs = List.of(
                "Rook, bishop and queen attacks by slidebench's {@code " + facts.strategy() + "} strategy (family: "
                        + facts.family() + "), in one file that depends on the JDK alone.",
                "<p>Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63, and bit {@code i} of a"
                        + " {@code long} is square {@code i}. For any board {@code occupied} (with or without the piece's"
                        + " own square), an attack set holds, along each line of the piece, every square up to and"
                        + " including the first occupied one, or up to the edge; the piece's own square is never in it."
                        + " Own pieces are the caller's business: {@code rookAttacks(square, occupied) & ~own}.",
                "<p>Needs: " + compileNeeds(facts) + needs,
                "<p>" + tables + " {@link #selfCheck()} compares every lookup on every relevant occupancy with the"
                        + " reference ray walk nested below; {@code " + runCommand(facts, parts.className())
                        + "} runs it.",
                "<p>The nested classes are slidebench's own, as written there but for what this file does not use:"
                        + " {@code " + parts.strategyType()
                        + "} answers, {@code RayLoop} is the reference walk, and the"
                        + " rest is what they use.");
        StringBuilder javadoc = new StringBuilder("/**\n");
        for (int i = 0; i < paragraphs.size(); i++) {
            javadoc.append(i > 0 ? " *\n" : "").append(Layout.wrap(paragraphs.get(i), " * ", 100));
        }
        return javadoc.append(" */\n").toString();
    }

    /** How to compile the file, from the modules it imports. */
    static String compileNeeds(Facts facts) {
        if (facts.modules().isEmpty()) {
            return "JDK 17 or newer and nothing else: {@code javac --release 17} compiles it.";
        }
        String modules = String.join(",", facts.modules());
        return "JDK 17 or newer with the incubator module {@code " + modules + "}: compile with {@code javac"
                + " --add-modules " + modules + "} (without {@code --release}, which cannot see incubator modules)"
                + " and run with {@code java --add-modules " + modules + "}, or the class fails to load.";
    }

    private static String runCommand(Facts facts, String className) {
        return facts.modules().isEmpty()
                ? "java " + className + ".java"
                : "java --add-modules " + String.join(",", facts.modules()) + " " + className + ".java";
    }

    private static final String LICENCE = """
             *
             * Licensed under the Apache License, Version 2.0 (the "License"); you may not use this file except
             * in compliance with the License. You may obtain a copy of the License at
             *
             *     https://www.apache.org/licenses/LICENSE-2.0
             *
             * Unless required by applicable law or agreed to in writing, software distributed under the
             * License is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND,
             * either express or implied. See the License for the specific language governing permissions and
             * limitations under the License.
             */
            """;

    private static final String BODY = """
                /** The strategy; a constant, so the JIT inlines its lookups into the methods below. */
                private static final ${TYPE} STRATEGY = new ${TYPE}();

                /** {file step, rank step} of the rook's and the bishop's rays, for the self-check. */
                private static final int[][] SELF_CHECK_ROOK_STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

                private static final int[][] SELF_CHECK_BISHOP_STEPS = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

                private ${CLASS}() {}

                /** The squares a rook on {@code square} (0..63) attacks on the board {@code occupied}. */
                public static long rookAttacks(int square, long occupied) {
                    return STRATEGY.rookAttacks(square, occupied);
                }

                /** The squares a bishop on {@code square} (0..63) attacks on the board {@code occupied}. */
                public static long bishopAttacks(int square, long occupied) {
                    return STRATEGY.bishopAttacks(square, occupied);
                }

                /** The squares a queen on {@code square} (0..63) attacks: the rook's and the bishop's together. */
                public static long queenAttacks(int square, long occupied) {
                    return ${QUEEN};
                }

                /**
                 * Compares every lookup with the reference ray walk ({@code RayLoop} below) on every relevant
                 * occupancy of every square: each subset of the squares between the piece and the board's edge on
                 * its lines (107,648 in all), alone, with the piece's own square, and with every other square
                 * occupied; the rook's or bishop's lookup and the queen's each time.
                 *
                 * @return the number of attack sets compared, 645,888
                 * @throws IllegalStateException naming the first lookup that differs
                 */
                public static long selfCheck() {
                    long compared = 0;
                    for (int square = 0; square < 64; square++) {
                        compared += checkRelevantOccupancies(square, true) + checkRelevantOccupancies(square, false);
                    }
                    return compared;
                }

                /** Runs {@link #selfCheck()}: {@code ${RUN}}. */
                public static void main(String[] args) {
                    System.out.println(selfCheck() + " attack sets of ${CLASS} match the reference ray walk");
                }

                private static long checkRelevantOccupancies(int square, boolean rook) {
                    long relevant = 0;
                    for (int[] step : rook ? SELF_CHECK_ROOK_STEPS : SELF_CHECK_BISHOP_STEPS) {
                        long ray = RayLoop.ray(square, 0, step[0], step[1]);
                        boolean upward = step[1] > 0 || (step[1] == 0 && step[0] > 0);
                        // The ray's last square (at the edge) is attacked whether it is occupied or not.
                        relevant |= ray & ~(upward ? Long.highestOneBit(ray) : Long.lowestOneBit(ray));
                    }
                    long compared = 0;
                    long subset = 0;
                    do {
                        for (long occupied : new long[] {subset, subset | 1L << square, subset | ~relevant}) {
                            long rookExpected = RayLoop.INSTANCE.rookAttacks(square, occupied);
                            long bishopExpected = RayLoop.INSTANCE.bishopAttacks(square, occupied);
                            if (rook) {
                                compareWithReference("rook", square, occupied, rookExpected, rookAttacks(square, occupied));
                            } else {
                                compareWithReference(
                                        "bishop", square, occupied, bishopExpected, bishopAttacks(square, occupied));
                            }
                            compareWithReference(
                                    "queen", square, occupied, rookExpected | bishopExpected, queenAttacks(square, occupied));
                            compared += 2;
                        }
                        subset = (subset - relevant) & relevant; // the next subset of the relevant squares
                    } while (subset != 0);
                    return compared;
                }

                private static void compareWithReference(
                        String piece, int square, long occupied, long expected, long actual) {
                    if (actual != expected) {
                        throw new IllegalStateException(String.format(
                                "%s on square %d, occupied 0x%016x: the reference says 0x%016x, ${CLASS} 0x%016x",
                                piece, square, occupied, expected, actual));
                    }
                }
            """;
}
