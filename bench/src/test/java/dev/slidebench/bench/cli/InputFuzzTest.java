package dev.slidebench.bench.cli;

import static dev.slidebench.bench.cli.BadInputAssert.assertOneErrorLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.slidebench.core.Echo;
import dev.slidebench.core.Pgn;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fuzz round of issue 21, seeded and bounded: option values built from the characters that broke
 * echoes (long runs, invisible letters and marks, emoji, controls), PGN files with stray braces,
 * parentheses and tokens, and JMH JSON with values and names no benchmark has. Every case ends in a
 * result or in one error line (exit 2, no trace, no raw invisible character, a capped echo whose length
 * counts characters); a PGN brace left open is always refused.
 */
class InputFuzzTest {

    private static final long SEED = 20261202L;

    @TempDir
    Path dir;

    private final ReusedCli cli = new ReusedCli();

    /** Pieces values are built from: plain text, digits, spaces, invisibles, an emoji, a long run. */
    private static String value(SplittableRandom random) {
        String[] pieces = {
            "e4",
            "rook",
            "0x",
            "ff",
            "7",
            "-",
            " ",
            "\t",
            "\u034f",
            "\u3164",
            "\u2800",
            "\ufe0f",
            "\ud83d\ude00",
            "\u001b[31m",
            "\u200b",
            "é",
            "'",
            "{",
            "\\"
        };
        StringBuilder text = new StringBuilder();
        int parts = 1 + random.nextInt(6);
        for (int i = 0; i < parts; i++) {
            String piece = pieces[random.nextInt(pieces.length)];
            text.append(random.nextInt(8) == 0 ? piece.repeat(1 + random.nextInt(300)) : piece);
        }
        return text.toString();
    }

    private static final String[][] COMMANDS = {
        {"attacks", "--square", "e4", "--occupied", "0", "--piece"},
        {"attacks", "--piece", "rook", "--occupied", "0", "--square"},
        {"attacks", "--piece", "rook", "--square", "e4", "--occupied"},
        {"attacks", "--piece", "rook", "--square", "e4", "--fen"},
        {"perft", "--depth", "1", "--fen"},
        {"perft", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "--depth"},
        {"verify", "--random", "0", "--strategy"},
        {"list", "--unknown-option"},
    };

    @Test
    void optionValuesEndInAResultOrOneCappedLine() {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < 300; i++) {
            String[] command = COMMANDS[random.nextInt(COMMANDS.length)];
            String value = value(random);
            List<String> args = new ArrayList<>(List.of(command));
            if (command[0].equals("list")) {
                args.set(1, "--" + value);
            } else {
                args.add(value);
            }
            String label = "case " + i + " " + Echo.quoted(String.join(" ", args));
            CliRun run = cli.run(args.toArray(new String[0]));
            if (run.exitCode() == 0) {
                continue; // a value that happens to be valid
            }
            assertEquals(2, run.exitCode(), label + ": " + run.err());
            assertOneErrorLine(label, run);
            String line = run.err().strip();
            String shown = args.get(args.size() - 1);
            if (shown.length() > Echo.MAX_CHARS && line.contains("…' (")) {
                // a capped echo gives the length in characters (code points), never in UTF-16 units
                int characters = shown.codePointCount(0, shown.length());
                String counted = String.format(Locale.ROOT, "(%,d characters)", characters);
                String dashed = String.format(Locale.ROOT, "(%,d characters)", characters - 2);
                assertTrue(line.contains(counted) || line.contains(dashed), label + ": " + line);
            }
        }
    }

    private static final List<String> GAME = List.of(
            "[Event \"a\"]",
            "",
            "1. e4 e5 2. Nf3 Nc6 {a comment} 3. Bb5 (3. Bc4 Bc5) a6 1-0",
            "",
            "[Event \"b\"]",
            "",
            "1. d4 d5 2. c4 e6 0-1");

    @Test
    void pgnMutationsAreReadOrRefusedInOneLineAndAnOpenBraceIsAlwaysRefused() {
        SplittableRandom random = new SplittableRandom(SEED + 1);
        String[] inserts = {"{", "}", "(", ")", ";", "$1", "Zz9", "[Event", "\"", "%", "1.", "\u3164", "x".repeat(500)};
        for (int i = 0; i < 400; i++) {
            List<String> lines = new ArrayList<>(GAME);
            int line = random.nextInt(lines.size());
            String text = lines.get(line);
            int at = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
            String insert = inserts[random.nextInt(inserts.length)];
            lines.set(line, text.substring(0, at) + insert + text.substring(at));
            String all = String.join("\n", lines);
            // a brace opened in movetext that no later brace closes: the rest of the file would be a comment
            boolean openBrace = opensUnclosedBrace(lines);
            String label = "case " + i + ": " + Echo.quoted(all);
            try {
                Pgn.parse("fuzz.pgn", lines);
                assertFalse(openBrace, label + ": an open '{' swallowed the rest of the file");
            } catch (IllegalArgumentException e) {
                String message = e.getMessage();
                assertTrue(message.startsWith("fuzz.pgn:"), label + ": " + message);
                assertEquals(1, message.lines().count(), label + ": " + message);
                assertTrue(message.length() < 400, label + ": " + message.length());
                assertTrue(message.codePoints().noneMatch(BadInputAssert::isInvisible), label + ": " + message);
            } catch (RuntimeException e) {
                fail(label + ": " + e);
            }
        }
    }

    /** True when, reading as the parser does (tag lines and ';' comments aside), a '{' is never closed. */
    private static boolean opensUnclosedBrace(List<String> lines) {
        boolean open = false;
        for (String raw : lines) {
            String text = raw.strip();
            int i = 0;
            if (open) {
                int close = text.indexOf('}');
                if (close < 0) {
                    continue;
                }
                open = false;
                i = close + 1;
            }
            if (text.startsWith("%") || text.startsWith("[")) {
                continue;
            }
            for (; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == ';') {
                    break;
                }
                if (c == '{') {
                    int close = text.indexOf('}', i);
                    if (close < 0) {
                        open = true;
                        break;
                    }
                    i = close;
                }
            }
        }
        return open;
    }

    @Test
    void jmhJsonWithExtremeValuesAndNamesIsRecommendedOrRefusedInOneLine() throws IOException {
        String base;
        try (InputStream in = getClass().getResourceAsStream("/jmh/two-jdks.json")) {
            base = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String[] values = {
            "1e308",
            "1.7e308",
            "1e-320",
            "4.9e-324",
            "0",
            "-1",
            "1e30",
            "1e-30",
            "\"NaN\"",
            "\"+INF\"",
            "null",
            "\"x\"",
            "{}",
            "[]",
            "123456789012345678901234567890"
        };
        SplittableRandom random = new SplittableRandom(SEED + 2);
        for (int i = 0; i < 40; i++) {
            String text = base;
            int kind = random.nextInt(3);
            if (kind == 0) {
                // one number of the file replaced
                List<int[]> numbers = new ArrayList<>();
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<=[\\[ ,])\\d+\\.\\d+")
                        .matcher(text);
                while (m.find()) {
                    numbers.add(new int[] {m.start(), m.end()});
                }
                int[] pick = numbers.get(random.nextInt(numbers.size()));
                text = text.substring(0, pick[0]) + values[random.nextInt(values.length)] + text.substring(pick[1]);
            } else if (kind == 1) {
                String name = "n".repeat(1 + random.nextInt(2_000_000)) + value(random);
                text = text.replaceFirst(
                        "RandomBenchmark\\.queen",
                        java.util.regex.Matcher.quoteReplacement(
                                name.replace("\\", "\\\\").replace("\"", "\\\"")));
            } else {
                text = text.substring(0, random.nextInt(text.length()));
            }
            Path file = Files.writeString(dir.resolve("fuzz" + i + ".json"), text);
            String label = "case " + i + " kind " + kind;
            CliRun run = cli.run("recommend", file.toString());
            if (run.exitCode() == 0) {
                continue;
            }
            assertEquals(2, run.exitCode(), label + ": " + run.err());
            assertOneErrorLine(label, run);
        }
    }
}
