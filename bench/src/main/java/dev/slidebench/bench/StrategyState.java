package dev.slidebench.bench;

import dev.slidebench.core.SlidingAttacks;
import dev.slidebench.core.StrategyRegistry;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The strategy under test, the one JMH parameter every workload shares. The default values are the
 * built-in strategies' {@code name()}s plus {@code BASELINE} (a test keeps this list equal to the
 * registry); {@code ./slidebench run} always passes the values explicitly, so a user's own strategy
 * on the class path is measured too ({@code -p strategy=MyStrategy} with plain JMH).
 *
 * <p>Each fork measures one strategy, so the interface call sites in the workloads stay monomorphic
 * and the JIT inlines the lookup, as it would in an engine built on one strategy.
 */
@State(Scope.Benchmark)
public class StrategyState {

    @Param({
        "BASELINE",
        "RayLoop",
        "Bitrotation",
        "AdvancedBobMike",
        "BlackMagic",
        "ClassicalRays",
        "ClassicalRaysBranchy",
        "CorrelationMagic",
        "DamianiSlideIndices",
        "Dumb7Fill",
        "ExplodingBitboards",
        "FancyMagic",
        "FoldingHash",
        "Genetic8Ray",
        "GeneticObstructionDifference",
        "GeneticObstructionDifferenceV2",
        "HyperbolaQuintessence",
        "HyperbolaQuintessenceInline",
        "Kindergarten",
        "KoggeStone",
        "Leorik",
        "LeorikInline",
        "ObstructionDifference",
        "ObstructionDifferenceInline",
        "OliThinkKeys",
        "Pext",
        "PlainMagic",
        "QBBEngine",
        "QBBEngineShiftedMask",
        "RotatedBitboards",
        "SplitPext",
        "KindergartenSuperSissy",
        "Sissy",
        "HyperCube",
        "SBAMG",
        "SBAMGInline",
        "SlideArithmetic",
        "SlideArithmeticInline",
        "SwitchLookup",
        "VectorBranchlessShift",
        "VectorDumb7Fill",
        "VectorHyperbolaQuintessence",
        "VectorKoggeStone",
        "VectorObstructionDifference",
        "VectorQBBEngine",
        "VectorQBBEngineShiftedMask",
        "VectorLeorik",
        "VectorSBAMG",
        "PreSchoolBitboards",
        "SpectralMagic",
        "SpectralMagicSwitched",
    })
    public String strategy;

    /** Non-final on purpose: the JIT must not treat the strategy as a compile-time constant. */
    public SlidingAttacks attacks;

    @Setup
    public void resolve() {
        attacks = forName(strategy);
    }

    /** The registered strategy of that name (only its tables are built), or {@link Control} for {@code BASELINE}. */
    public static SlidingAttacks forName(String name) {
        return Control.PARAM_VALUE.equals(name) ? new Control() : StrategyRegistry.find(name);
    }
}
