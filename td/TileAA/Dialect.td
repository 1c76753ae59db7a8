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
  let extraClassDeclaration = [{
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
  }];
}

class TileAA_Op<string mnemonic, list<Trait> traits = []> : Op<TileAA_Dialect, mnemonic, traits>;

#endif
