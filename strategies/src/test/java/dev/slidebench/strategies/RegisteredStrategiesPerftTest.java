package dev.slidebench.strategies;

import dev.slidebench.core.PerftChecks;
import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Shallow perft against published counts (CPW "Perft Results" positions, Martin Sedlak's special
 * cases) and make/unmake random games, on every strategy that {@link java.util.ServiceLoader} finds:
 * the move generator asks each strategy's {@code AttackBoard} for every slider attack and toggles it
 * on every move, so a wrong lookup or a board that does not follow its toggles changes a count.
 *
 * <p>Depths are capped by node count (published count at most {@link #MAX_NODES}), deterministic and
 * the same for every strategy. With bulk counting that is about half a second per strategy for the
 * reference RayLoop (measured with a dozen strategies in one JVM, where the board calls are
 * megamorphic), so a dozen strategies, some slower, stay well within a minute.
 */
class RegisteredStrategiesPerftTest {

    static final long MAX_NODES = 5_000_000;

    @TestFactory
    Stream<DynamicContainer> everyRegisteredStrategyCountsPerftRight() {
        List<SlidingAttacks> strategies = StrategyRegistry.load().strategies();
        return strategies.stream().map(s -> DynamicContainer.dynamicContainer(s.name(), nodes(s)));
    }

    private static List<DynamicNode> nodes(SlidingAttacks strategy) {
        Stream<DynamicNode> cpw =
                PerftChecks.perftTests(strategy, PerftChecks.CPW, MAX_NODES).map(t -> t);
        Stream<DynamicNode> sedlak =
                PerftChecks.perftTests(strategy, PerftChecks.SEDLAK, MAX_NODES).map(t -> t);
        Stream<DynamicNode> games = Stream.of(DynamicTest.dynamicTest(
                strategy.name() + " make/unmake random games",
                () -> PerftChecks.randomGamesRestore(strategy, 0x5EED_2024L, 1, 80)));
        return Stream.of(cpw, sedlak, games).flatMap(s -> s).collect(Collectors.toList());
    }
}
