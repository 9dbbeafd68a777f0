package dev.slidebench.reports.chart;

import dev.slidebench.reports.chart.Primitive.Anchor;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each strategy pays, square by square: one small 8×8 board per strategy (rank 1 at the
 * bottom, as in a diagram). Two colour scales, both shared by every board so the boards compare:
 * <ul>
 * <li>{@link Scale#RELATIVE}: each square's cost relative to that strategy's own mean, on one
 *     diverging log scale (blue cheaper, red dearer, white the mean). It shows the pattern — a ray
 *     loop's long rays, a fill's flat cost, a table's indifference — that absolute colours would hide
 *     behind the level; the level is printed under each board.</li>
 * <li>{@link Scale#ABSOLUTE}: the cost itself on one sequential log scale from the cheapest square of
 *     any board to the dearest (light cheap, dark dear), in nine classes whose edges the legend prints,
 *     with each square's cost written in its cell: level and pattern at once, read across boards.</li>
 * </ul>
 */
public final class BoardHeatMap {

    /** How squares are coloured; see the class comment. */
    public enum Scale {
        RELATIVE,
        ABSOLUTE
    }

    /** Everything the chart shows; {@code unit} is the cost's unit ("ns per lookup"). */
    public record Input(String title, String subtitle, String unit, List<Board> boards, Scale scale) {
        public Input {
            boards = List.copyOf(boards);
            if (boards.isEmpty()) {
                throw new IllegalArgumentException("a board heat map needs at least one board: " + title);
            }
            java.util.Objects.requireNonNull(scale, "scale");
        }

        /** Coloured relative to each board's mean. */
        public Input(String title, String subtitle, String unit, List<Board> boards) {
            this(title, subtitle, unit, boards, Scale.RELATIVE);
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
    /** Classes of the absolute scale: ColorBrewer's nine, so equal colours are equal bins. */
    static final int ABSOLUTE_CLASSES = 9;

    private static final double MAX_ABSOLUTE_CELL = 40;

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

    /** The absolute scale's reach: the cheapest and the dearest known square over every board. */
    static double[] range(Input input) {
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (Board board : input.boards()) {
            for (double cost : board.costs()) {
                if (!Double.isNaN(cost)) {
                    low = Math.min(low, cost);
                    high = Math.max(high, cost);
                }
            }
        }
        return new double[] {low, high};
    }

    /**
     * The absolute class (0 cheapest .. {@link #ABSOLUTE_CLASSES} - 1 dearest) of {@code cost} on a log scale
     * over {@code range}.
     */
    static int absoluteClass(double cost, double[] range) {
        if (!(range[1] > range[0])) {
            return 0;
        }
        double t = Math.log(cost / range[0]) / Math.log(range[1] / range[0]);
        return Math.max(0, Math.min(ABSOLUTE_CLASSES - 1, (int) Math.floor(t * ABSOLUTE_CLASSES)));
    }

    /** The lower edge of absolute class {@code k} ({@code k} = the class count gives the top edge). */
    static double classEdge(int k, double[] range) {
        return range[0] * Math.pow(range[1] / range[0], (double) k / ABSOLUTE_CLASSES);
    }

    static Rgb absoluteColour(double cost, double[] range) {
        return Palette.ramp(absoluteClass(cost, range) / (double) (ABSOLUTE_CLASSES - 1));
    }

    public static Scene scene(Input input) {
        int count = input.boards().size();
        int width = Frame.WIDTH;
        double rankColumn = 12;
        boolean absolute = input.scale() == Scale.ABSOLUTE;
        // Absolute boards carry their numbers, so they get fewer columns and bigger cells.
        int columns = absolute ? (count <= 4 ? Math.min(2, count) : count <= 9 ? 3 : 6) : Math.min(6, count);
        double available = width - 2 * Frame.MARGIN - rankColumn;
        double cell = Math.min(
                absolute ? MAX_ABSOLUTE_CELL : MAX_CELL, Math.floor((available - (columns - 1) * GAP) / columns / 8));
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
        double[] range = range(input);

        Scene scene = new Scene(
                width,
                height,
                input.title(),
                absolute ? absoluteDescription(input, range) : description(input, spread));
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
            scene.add(boardGroup(board, x, boardTop, cell, absolute ? range : null, spread, input.unit()));
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
        if (absolute) {
            absoluteLegend(scene, legendTop, range, input.unit());
        } else {
            legend(scene, legendTop, spread);
        }
        return scene;
    }

    /**
     * {@code range} null: colours relative to the board's mean; else the absolute scale, with each cost written
     * in its cell.
     */
    private static Primitive boardGroup(
            Board board, double x, double y, double cell, double[] range, double spread, String unit) {
        List<Rgb> colours = new ArrayList<>(64);
        List<Primitive> values = new ArrayList<>();
        double valueSize = Math.max(6, Math.min(10, cell * 0.27));
        double mean = board.mean();
        int dearest = -1;
        int cheapest = -1;
        // Grid rows run from the top: rank 8 first.
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                int square = 8 * rank + file;
                double cost = board.costs().get(square);
                Rgb colour = Double.isNaN(cost)
                        ? UNKNOWN
                        : range == null ? colour(cost / mean, spread) : absoluteColour(cost, range);
                colours.add(colour);
                if (range != null && !Double.isNaN(cost)) {
                    values.add(new Primitive.Text(
                            x + file * cell + cell / 2,
                            y + (7 - rank) * cell + cell / 2 + TextMetrics.ascent(valueSize) / 2,
                            Axis.significant(cost),
                            valueSize,
                            Anchor.MIDDLE,
                            false,
                            false,
                            Palette.textOn(colour),
                            0,
                            "square-cost"));
                }
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
        List<Primitive> children = new ArrayList<>();
        children.add(new Primitive.Grid(x, y, cell, 8, 8, colours));
        children.addAll(values);
        return new Primitive.Group("board", tooltip, children);
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

    private static void absoluteLegend(Scene scene, double top, double[] range, String unit) {
        double x = Frame.MARGIN + 12;
        scene.add(Scene.label(
                Frame.MARGIN,
                top + 9,
                unit + ", one log colour scale for every board (" + ABSOLUTE_CLASSES + " classes; class edges below):",
                Frame.SMALL_SIZE,
                Anchor.START,
                false,
                Palette.MUTED));
        // Wide, flat swatches: each class edge gets room for its number.
        double swatch = 64;
        double swatchHeight = 16;
        for (int i = 0; i < ABSOLUTE_CLASSES; i++) {
            scene.rect(
                    x + i * swatch,
                    top + 15,
                    swatch,
                    swatchHeight,
                    Style.fill(Palette.ramp(i / (double) (ABSOLUTE_CLASSES - 1))));
        }
        scene.rect(x, top + 15, swatch * ABSOLUTE_CLASSES, swatchHeight, Style.stroke(Palette.MUTED, 0.8));
        double labelY = top + 15 + swatchHeight + 3 + TextMetrics.ascent(9);
        for (int k = 0; k <= ABSOLUTE_CLASSES; k++) {
            scene.add(Scene.label(
                    x + k * swatch,
                    labelY,
                    Axis.significant(classEdge(k, range)),
                    9,
                    k == 0 ? Anchor.START : k == ABSOLUTE_CLASSES ? Anchor.END : Anchor.MIDDLE,
                    false,
                    Palette.INK));
        }
    }

    private static String absoluteDescription(Input input, double[] range) {
        return "Board heat maps, " + input.title() + ": for each of "
                + input.boards().size()
                + " strategies an 8x8 board (rank 1 at the bottom, a1 bottom left) with each square's cost in "
                + input.unit() + " written in its cell and coloured on one log scale shared by every board, from "
                + Axis.significant(range[0]) + " (lightest) to " + Axis.significant(range[1])
                + " (darkest); each board's mean cost is printed under it.";
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
