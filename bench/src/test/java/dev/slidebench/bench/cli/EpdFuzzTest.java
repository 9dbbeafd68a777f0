package dev.slidebench.bench.cli;

import static dev.slidebench.bench.cli.BadInputAssert.assertBadInput;
import static dev.slidebench.bench.cli.BadInputAssert.assertOneErrorLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.slidebench.core.PerftSuite;
import dev.slidebench.core.TextFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded mutations of a perft EPD file through {@code perft --epd FILE}, in-process. The base file is
 * a comment line and the six CPW positions with their published depth-1 and depth-2 counts, so an
 * untouched file gives {@code 12 passed, 0 failed}. Each mutation knows its verdict from what it
 * changed: bad input (exit 2, one line naming FILE:LINE and the value), a failed check (a count
 * changed or cut short: exit 1, a FAIL line for that line), or still valid (a byte-order mark, CRLF
 * line ends, a character in a comment, a cut at a line end). Random byte flips have no verdict and
 * are held to the invariants only.
 */
class EpdFuzzTest {

    private static final long SEED = 20261202L;
    private static final int CASES = 500;
    private static final String COMMENT = "# CPW perft positions 1-6, depths 1 and 2";
    private static final List<String> ENTRIES = entries();
    /** Byte sequences that are not UTF-8: a byte never used, an overlong '/', a lone continuation,
     * a sequence cut short, an encoded surrogate. */
    private static final byte[][] NOT_UTF8 = {
        {(byte) 0xff},
        {(byte) 0xc0, (byte) 0xaf},
        {(byte) 0x80},
        {(byte) 0xe2, (byte) 0x82},
        {(byte) 0xed, (byte) 0xa0, (byte) 0x80}
    };

    private static final String[] BROKEN_ENTRIES = {
        "D1 2O", "D 20", "D1", "X1 20", "D99 20", "D1 -20", "D1 20 30", "d1 20", "D1 99999999999999999999"
    };

    @TempDir
    Path dir;

    private final ReusedCli cli = new ReusedCli();

    private static List<String> entries() {
        List<String> lines = new ArrayList<>();
        for (PerftSuite.Entry e : PerftSuite.cpw()) {
            lines.add(e.fen() + " ;D1 " + e.expected(1) + " ;D2 " + e.expected(2));
        }
        return lines;
    }

    /** What the run must show: exit 0 with a summary, exit 1 with a FAIL line, exit 2 naming things. */
    record Verdict(int exit, String summary, int failLine, List<String> named) {
        static Verdict valid(String summary) {
            return new Verdict(0, summary, 0, List.of());
        }

        static Verdict failed(String summary, int line) {
            return new Verdict(1, summary, line, List.of());
        }

        /** Bad input: the message holds {@code where} and at least one of {@code anyOf}. */
        static Verdict bad(String where, String... anyOf) {
            List<String> named = new ArrayList<>();
            named.add(where);
            named.addAll(List.of(anyOf));
            return new Verdict(2, null, 0, named);
        }
    }

    /** A mutated file, what was done, and the verdict (null: none). */
    record Case(String kind, byte[] bytes, Verdict verdict) {}

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] join(List<String> lines, String end) {
        return utf8(String.join(end, lines) + end);
    }

    private static List<String> baseLines() {
        List<String> lines = new ArrayList<>();
        lines.add(COMMENT);
        lines.addAll(ENTRIES);
        return lines;
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    /** {@code :LINE: } as a message shows it after the file name; lines count from 1, the comment is 1. */
    private static String at(int line) {
        return ":" + line + ": ";
    }

    Case generate(SplittableRandom random, String file) {
        List<String> lines = baseLines();
        int entry = 1 + random.nextInt(ENTRIES.size()); // index into lines; file line = entry + 1
        int lineNumber = entry + 1;
        String line = lines.get(entry);
        switch (random.nextInt(12)) {
            case 0: {
                boolean keepComment = random.nextBoolean();
                List<String> body = keepComment ? lines : lines.subList(1, lines.size());
                byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
                return new Case(
                        keepComment ? "BOM before a comment" : "BOM before a FEN",
                        concat(bom, join(body, "\n")),
                        Verdict.valid("12 passed, 0 failed"));
            }
            case 1:
                return new Case("CRLF line ends", join(lines, "\r\n"), Verdict.valid("12 passed, 0 failed"));
            case 2: {
                int c = pickInvisible(random);
                int col = random.nextInt(line.length() + 1);
                lines.set(entry, line.substring(0, col) + Character.toString(c) + line.substring(col));
                return new Case(
                        "control character in a line",
                        join(lines, "\n"),
                        Verdict.bad(file + at(lineNumber), String.format("U+%04X", c)));
            }
            case 3: {
                int c = pickInvisible(random);
                int col = 1 + random.nextInt(COMMENT.length());
                lines.set(0, COMMENT.substring(0, col) + Character.toString(c) + COMMENT.substring(col));
                return new Case(
                        "control character in a comment", join(lines, "\n"), Verdict.valid("12 passed, 0 failed"));
            }
            case 4: {
                byte[] whole = join(lines, "\n");
                int target = random.nextInt(lines.size());
                int start = offsetOfLine(lines, target);
                int at = start + random.nextInt(lines.get(target).length() + 1);
                byte[] bad = NOT_UTF8[random.nextInt(NOT_UTF8.length)];
                byte[] mutated = concat(slice(whole, 0, at), bad, slice(whole, at, whole.length));
                return new Case(
                        "bytes that are not UTF-8", mutated, Verdict.bad(file + at(target + 1) + "not UTF-8 text"));
            }
            case 5: {
                long published = PerftSuite.cpw().get(entry - 1).expected(2);
                long wrong = published + 1 + random.nextInt(1000);
                lines.set(entry, line.replace(";D2 " + published, ";D2 " + wrong));
                return new Case("count changed", join(lines, "\n"), Verdict.failed("11 passed, 1 failed", lineNumber));
            }
            case 6: {
                if (random.nextInt(BROKEN_ENTRIES.length + 1) == 0) {
                    String d1 = line.substring(line.indexOf(";D1"), line.indexOf(" ;D2"));
                    lines.set(entry, line + " " + d1);
                    return new Case(
                            "entry broken",
                            join(lines, "\n"),
                            Verdict.bad(file + at(lineNumber), "depth 1 given twice"));
                }
                String broken = BROKEN_ENTRIES[random.nextInt(BROKEN_ENTRIES.length)];
                String target = random.nextBoolean() ? line.substring(line.indexOf(";D1"), line.indexOf(" ;D2")) : null;
                String replaced = target != null
                        ? line.replace(target, ";" + broken)
                        : line.substring(0, line.indexOf(";D2")) + ";" + broken;
                lines.set(entry, replaced);
                return new Case(
                        "entry broken",
                        join(lines, "\n"),
                        Verdict.bad(file + at(lineNumber), "entry '" + broken + "'"));
            }
            case 7: {
                FenFuzzTest.Case fen;
                do {
                    fen = FenFuzzTest.generate(random);
                } while (fen.valid() == null
                        || fen.valid()
                        || fen.fen().contains("\n")
                        || fen.fen().contains("\r")
                        || fen.kind().contains("huge"));
                lines.set(entry, fen.fen() + line.substring(line.indexOf(" ;D1")));
                return new Case(
                        "FEN broken: " + fen.kind(),
                        join(lines, "\n"),
                        Verdict.bad(file + at(lineNumber), fen.named().toArray(new String[0])));
            }
            case 8: {
                // Cut inside the placement of a line: that line is bad; inside its last count: a wrong count;
                // at the end of a line: a shorter, valid file.
                byte[] whole = join(lines, "\n");
                int start = offsetOfLine(lines, entry);
                int kind = random.nextInt(3);
                if (kind == 0) {
                    int cut = start + 1 + random.nextInt(line.indexOf(' ') - 1);
                    return new Case(
                            "cut inside a placement", slice(whole, 0, cut), Verdict.bad(file + at(lineNumber), "FEN"));
                }
                if (kind == 1) {
                    int digitsStart = line.lastIndexOf(' ') + 1;
                    int keep = 1 + random.nextInt(line.length() - digitsStart - 1);
                    int passed = 2 * (entry - 1) + 1;
                    return new Case(
                            "cut inside a count",
                            slice(whole, 0, start + digitsStart + keep),
                            Verdict.failed(passed + " passed, 1 failed", lineNumber));
                }
                return new Case(
                        "cut at a line end",
                        slice(whole, 0, start + line.length() + random.nextInt(2)),
                        Verdict.valid(2 * entry + " passed, 0 failed"));
            }
            case 9: {
                int length = TextFile.MAX_LINE_BYTES + 1 + random.nextInt(200_000);
                lines.add(entry, "r".repeat(length));
                return new Case(
                        "huge line", join(lines, "\n"), Verdict.bad(file + at(lineNumber) + "line is longer than"));
            }
            case 10: {
                if (random.nextBoolean()) {
                    byte[] utf16 = concat(
                            new byte[] {(byte) 0xff, (byte) 0xfe},
                            String.join("\n", lines).getBytes(StandardCharsets.UTF_16LE));
                    return new Case("UTF-16", utf16, Verdict.bad(file + at(1) + "not UTF-8 text"));
                }
                return new Case(
                        "no positions",
                        join(List.of(COMMENT, "", "# nothing else"), "\n"),
                        Verdict.bad(file + ": no positions"));
            }
            default: {
                byte[] whole = join(lines, "\n");
                whole[random.nextInt(whole.length)] = (byte) random.nextInt(256);
                return new Case("random byte flip (no verdict)", whole, null);
            }
        }
    }

    private static int pickInvisible(SplittableRandom random) {
        while (true) {
            int c = random.nextBoolean()
                    ? random.nextInt(0x20)
                    : BadInputAssert.INVISIBLE_EXTRAS[random.nextInt(BadInputAssert.INVISIBLE_EXTRAS.length)];
            if (c != '\n' && c != '\r') {
                return c; // a line break makes two lines, a case of its own (CRLF, cuts)
            }
        }
    }

    private static int offsetOfLine(List<String> lines, int index) {
        int offset = 0;
        for (int i = 0; i < index; i++) {
            offset += utf8(lines.get(i)).length + 1;
        }
        return offset;
    }

    private static byte[] slice(byte[] bytes, int from, int to) {
        return java.util.Arrays.copyOfRange(bytes, from, to);
    }

    @Test
    void mutatedEpdFiles() throws IOException {
        SplittableRandom random = new SplittableRandom(SEED);
        Path file = dir.resolve("suite.epd");
        Map<String, Integer> seen = new TreeMap<>();
        for (int i = 0; i < CASES; i++) {
            Case c = generate(random, file.toString());
            Files.write(file, c.bytes());
            CliRun run = cli.run("perft", "--epd", file.toString(), "--strategy", "RayLoop");
            String label = "case " + i + " (" + c.kind() + ", seed " + SEED + ")";
            seen.merge(c.kind().replaceAll(":.*", ""), 1, Integer::sum);
            Verdict v = c.verdict();
            if (v == null) {
                if (run.exitCode() == 2) {
                    assertOneErrorLine(label, run);
                } else {
                    assertTrue(run.exitCode() == 0 || run.exitCode() == 1, label + ": " + run.err());
                    assertTrue(run.lastLine().matches("\\d+ passed, \\d+ failed"), label + ": " + run.out());
                }
                continue;
            }
            if (v.exit() == 2) {
                assertBadInput(label, run, v.named().subList(0, 1)); // FILE:LINE, always
                if (v.named().size() > 1) {
                    assertBadInput(label, run, v.named().subList(1, v.named().size())); // and the value
                }
                continue;
            }
            assertEquals(v.exit(), run.exitCode(), label + ": " + run.err() + run.out());
            assertEquals(v.summary(), run.lastLine(), label + ": " + run.out());
            if (v.exit() == 1) {
                assertOneErrorLine(label, run);
                assertTrue(run.out().contains("\nFAIL  line " + v.failLine() + " "), label + ": " + run.out());
            } else {
                assertEquals("", run.err(), label);
            }
        }
        assertEquals(16, seen.size(), seen.toString());
        seen.forEach((kind, count) -> {
            if (count < 10) {
                fail(kind + " came up only " + count + " times: " + seen);
            }
        });
    }
}
