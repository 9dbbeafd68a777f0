package dev.slidebench.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The strategy parameter of the workloads that have no BASELINE row ({@code perft}, whose move
 * generator needs real answers, and {@code init}, which has nothing to build). Same defaults as
 * {@link StrategyState} less {@code BASELINE}; a test keeps both equal to the registry. Only the name:
 * {@code init} must find the class without initialising it.
 */
@State(Scope.Benchmark)
public class StrategyNameState {

    @Param({
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
}
