#ifndef TILEAA_DIALECT_TD
#define TILEAA_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def TileAA_Dialect : Dialect {
  let name = "nv_tileaa";
  let cppNamespace = "::mlir::nv_tileaa";
  let summary = "alias-aware tile IR: explicit pointers, memrefs, tokens and program ids";
  let description = [{
    The level beneath cuda_tile. Tile values are builtin ranked tensors (rank-0
    tiles become scalars), so upstream arith/math/scf apply to them; pointers,
    memrefs (base, sizes, strides), memory tokens and grid queries are explicit.
  }];
  // Canonicalization patterns build arith ops (addptr offsets).
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  // Checks the discardable `nv_tileaa.*` attributes that keep a cuda_tile
  // modifier on an upstream op that cannot carry it (see TileAADialect.cpp).
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    // Discardable attributes on upstream (arith, math) ops and on nv_tileaa
    // ops whose own attributes lack the modifier. flush_to_zero: subnormal
    // inputs and results become sign-preserving zero (f32 only). rounding: a
    // #nv_tileaa.rounding. approx: the fast hardware approximation. full: the
    // scaled full-range approximation (2 ulp).
    static constexpr ::llvm::StringLiteral kFlushToZeroAttrName = "nv_tileaa.flush_to_zero";
    static constexpr ::llvm::StringLiteral kRoundingAttrName = "nv_tileaa.rounding";
    static constexpr ::llvm::StringLiteral kApproxAttrName = "nv_tileaa.approx";
    static constexpr ::llvm::StringLiteral kFullAttrName = "nv_tileaa.full";
    // Per-architecture hints of a cuda_tile memory op (latency, allow_tma), a
    // dictionary keyed by SM name as in cuda_tile's optimization_hints.
    static constexpr ::llvm::StringLiteral kOptimizationHintsAttrName = "nv_tileaa.optimization_hints";
    // The module's target SM ("sm_100a"), checked by the ops that read it.
    static constexpr ::llvm::StringLiteral kTargetAttrName = "nv_tileaa.target";

    void registerTypes();
    void registerAttributes();
    // One per family of the roster, in <Family>Ops.cpp.
    void registerArithOps();
    void registerCollectivesOps();
    void registerShapeOps();
    void registerPointersOps();
    void registerMemoryOps();
    void registerTokensOps();
    void registerFunctionsOps();
    void registerGridOps();
    void registerLayoutOps();
  }];
}

class TileAA_Op<string mnemonic, list<Trait> traits = []> : Op<TileAA_Dialect, mnemonic, traits>;

#endif
