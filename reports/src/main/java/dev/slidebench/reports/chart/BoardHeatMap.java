package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each strategy pays, square by square: one small 8×8 board per strategy (rank 1 at the
 * bottom, as in a diagram), each square coloured by its cost per lookup relative to that
 * strategy's own mean, on one shared diverging log scale (blue cheaper, red dearer, white the
 * mean). Relative colours show the pattern — a ray loop's long rays from the corners, a fill's
 * flat cost, a table's indifference — that absolute colours would hide behind the level; the
 * level is printed under each board.
 */
public final class BoardHeatMap {

    /** Everything the chart shows; {@code unit} is the cost's unit ("ns per lookup"). */
    public record Input(String title, String subtitle, String unit, List<Board> boards) {
        public Input {
            boards = List.copyOf(boards);
            if (boards.isEmpty()) {
                throw new IllegalArgumentException("a board heat map needs at least one board: " + title);
            }
        }
    }

    /** One strategy: 64 costs indexed by square (LERF: a1 = 0, h1 = 7, h8 = 63), NaN where unknown. */
    public record Board(String label, boolean emulated, List<Double> costs) {
        public Board {
            costs = List.copyOf(costs);
            if (costs.size() != 64) {
                throw new IllegalArgumentException("board \"" + label + "\" needs 64 costs, got " + costs.size());
            }
            boolean any = false;
            for (int square = 0; square < 64; square++) {
                double cost = costs.get(square);
                if (!Double.isNaN(cost)) {
                    Frame.requirePositive(cost, "cost of square " + squareName(square), label);
                    any = true;
                }
            }
            if (!any) {
                throw new IllegalArgumentException("board \"" + label + "\" has no known square");
            }
        }

        /** Mean cost over the known squares (each square made the same number of lookups). */
        public double mean() {
            return costs.stream()
                    .filter(c -> !Double.isNaN(c))
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElseThrow();
        }
    }

    private static final double GAP = 14;
    private static final double MAX_CELL = 22;
    private static final double MIN_SPREAD = 1.25;
    private static final double MAX_SPREAD = 4;
    private static final Rgb UNKNOWN = new Rgb(0xE0E0E0);

    private BoardHeatMap() {}

    public static RenderedChart render(Input input) {
        return scene(input).render();
    }

    /** "a1" for 0, "h8" for 63 (LERF: file = square mod 8, rank = square / 8). */
    static String squareName(int square) {
        return "" + (char) ('a' + square % 8) + (char) ('1' + square / 8);
    }

    /** The colour scale's reach: the largest ratio to a board's mean, clamped to 1.25..4. */
    static double spread(Input input) {
        double widest = MIN_SPREAD;
        for (Board board : input.boards()) {
            double mean = board.mean();
            for (double cost : board.costs()) {
                if (!Double.isNaN(cost)) {
                    widest = Math.max(widest, Math.max(cost / mean, mean / cost));
                }
            }
        }
        return Math.min(widest, MAX_SPREAD);
    }

    public static Scene scene(Input input) {
        int count = input.boards().size();
        int width = Frame.WIDTH;
        double rankColumn = 12;
        int columns = Math.min(6, count);
        double available = width - 2 * Frame.MARGIN - rankColumn;
        double cell = Math.min(MAX_CELL, Math.floor((available - (columns - 1) * GAP) / columns / 8));
        double boardSize = 8 * cell;
        double blockWidth = Math.max(boardSize, (available - (columns - 1) * GAP) / columns);
        double nameHeight = 16;
        double filesHeight = 12;
        double meanHeight = 14;
        double blockHeight = nameHeight + boardSize + filesHeight + meanHeight + 8;
        int gridRows = (count + columns - 1) / columns;
        double top = Frame.titleHeight(input.title(), input.subtitle(), width) + 4;
        double legendTop = top + gridRows * blockHeight + 4;
        int height = (int) Math.ceil(legendTop + 62);
        double spread = spread(input);

        Scene scene = new Scene(width, height, input.title(), description(input, spread));
        Frame.title(scene, input.title(), input.subtitle());
        for (int b = 0; b < count; b++) {
            Board board = input.boards().get(b);
            int gridRow = b / columns;
            int gridColumn = b % columns;
            double x = Frame.MARGIN + rankColumn + gridColumn * (blockWidth + GAP);
            double y = top + gridRow * blockHeight;
            double boardTop = y + nameHeight;
            // Long names drop to a smaller size before they are shortened: a shortened name is not searchable.
            String fullName = Frame.displayName(board.label(), board.emulated());
            double nameSize = TextMetrics.width(fullName, Frame.SMALL_SIZE, false, board.emulated()) <= blockWidth
                    ? Frame.SMALL_SIZE
                    : 9;
            String name = Frame.fit(fullName, nameSize, false, board.emulated(), blockWidth);
            scene.add(new Primitive.Text(
                    x,
                    y + 11,
                    name,
                    nameSize,
                    Anchor.START,
                    false,
                    board.emulated(),
                    Frame.labelColour(board.emulated(), false),
                    0,
                    "board-label"));
            scene.add(boardGroup(board, x, boardTop, cell, spread, input.unit()));
            scene.rect(x, boardTop, boardSize, boardSize, Style.stroke(Palette.MUTED, 0.8));
            if (gridColumn == 0) {
                for (int rank = 0; rank < 8; rank++) {
                    scene.add(Scene.label(
                            x - 4,
                            boardTop + (7 - rank) * cell + cell / 2 + 3.5,
                            Integer.toString(rank + 1),
                            9,
                            Anchor.END,
                            false,
                            Palette.MUTED));
                }
            }
            if (gridRow == gridRows - 1 || b + columns >= count) {
                for (int file = 0; file < 8; file++) {
                    scene.add(Scene.label(
                            x + file * cell + cell / 2,
                            boardTop + boardSize + 10,
                            String.valueOf((char) ('a' + file)),
                            9,
                            Anchor.MIDDLE,
                            false,
                            Palette.MUTED));
                }
            }
            scene.add(new Primitive.Text(
                    x,
                    boardTop + boardSize + filesHeight + 10,
                    "mean " + Axis.significant(board.mean()) + " " + input.unit(),
                    Frame.SMALL_SIZE,
                    Anchor.START,
                    false,
                    false,
                    Palette.MUTED,
                    0,
                    "board-mean"));
        }
        legend(scene, legendTop, spread);
        return scene;
    }

    private static Primitive boardGroup(Board board, double x, double y, double cell, double spread, String unit) {
        List<Rgb> colours = new ArrayList<>(64);
        double mean = board.mean();
        int dearest = -1;
        int cheapest = -1;
        // Grid rows run from the top: rank 8 first.
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                int square = 8 * rank + file;
                double cost = board.costs().get(square);
                colours.add(Double.isNaN(cost) ? UNKNOWN : colour(cost / mean, spread));
                if (!Double.isNaN(cost)) {
                    if (dearest < 0 || cost > board.costs().get(dearest)) {
                        dearest = square;
                    }
                    if (cheapest < 0 || cost < board.costs().get(cheapest)) {
                        cheapest = square;
                    }
                }
            }
        }
        String tooltip = Frame.displayName(board.label(), board.emulated()) + ": mean " + Axis.significant(mean) + " "
                + unit + "; dearest " + squareName(dearest) + " "
                + Axis.significant(board.costs().get(dearest))
                + ", cheapest " + squareName(cheapest) + " "
                + Axis.significant(board.costs().get(cheapest));
        return new Primitive.Group("board", tooltip, List.of(new Primitive.Grid(x, y, cell, 8, 8, colours)));
    }

    /** The diverging class of {@code ratio} (cost ÷ mean) on a log scale reaching ÷spread .. ×spread. */
    static Rgb colour(double ratio, double spread) {
        return Palette.diverging(Math.log(ratio) / Math.log(spread));
    }

    private static void legend(Scene scene, double top, double spread) {
        double x = Frame.MARGIN + 12;
        scene.add(Scene.label(
                Frame.MARGIN,
                top + 9,
                "cost of a square relative to its strategy's mean (log colour scale, " + Palette.divergingClasses()
                        + " classes):",
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                Palette.MUTED));
        int classes = Palette.divergingClasses();
        double swatch = 22;
        List<Rgb> colours = new ArrayList<>();
        for (int i = 0; i < classes; i++) {
            colours.add(Palette.diverging(-1 + 2.0 * i / (classes - 1)));
        }
        scene.add(new Primitive.Grid(x, top + 15, swatch, classes, 1, colours));
        scene.rect(x, top + 15, swatch * classes, swatch, Style.stroke(Palette.MUTED, 0.8));
        double labelY = top + 15 + swatch + 3 + TextMetrics.ascent(Frame.SMALL_SIZE);
        String reach = Axis.plain(Math.round(spread * 100) / 100.0);
        scene.add(Scene.label(
                x, labelY - 2, "\u00f7" + reach + " cheaper", Frame.SMALL_SIZE, Anchor.START, false, Palette.INK));
        scene.add(Scene.label(
                x + swatch * classes / 2, labelY - 2, "the mean", Frame.SMALL_SIZE, Anchor.MIDDLE, false, Palette.INK));
        scene.add(Scene.label(
                x + swatch * classes,
                labelY - 2,
                "\u00d7" + reach + " dearer",
                Frame.SMALL_SIZE,
                Anchor.END,
                false,
                Palette.INK));
        scene.rect(x + swatch * classes + 24, top + 15, 14, 14, Style.fill(UNKNOWN));
        scene.add(Scene.label(
                x + swatch * classes + 44,
                top + 26,
                "not measured",
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                Palette.MUTED));
    }

    private static String description(Input input, double spread) {
        return "Board heat maps, " + input.title() + ": for each of "
                + input.boards().size()
                + " strategies an 8x8 board (rank 1 at the bottom) coloured by each square's cost relative to the"
                + " strategy's own mean, blue cheaper and red dearer, up to "
                + Axis.plain(Math.round(spread * 100) / 100.0)
                + "x either way; each board's mean cost is printed under it.";
    }
}
