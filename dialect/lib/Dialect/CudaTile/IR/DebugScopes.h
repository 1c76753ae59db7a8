//===- DebugScopes.h - how debug scopes relate to functions ------*- C++ -*-===//
//
// NVIDIA's verifier rules for debug scopes (13.3 additions §6.2-6.3): a
// kernel's location names its subprogram, and everything in its body stays in
// that subprogram.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_CUDATILE_IR_DEBUGSCOPES_H
#define CUDA_TILE_DIALECT_CUDATILE_IR_DEBUGSCOPES_H

#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

namespace mlir::cuda_tile::detail {

/// Rules 1-5: the kernel's own location and those of every op in its body.
LogicalResult verifyEntryDebugScopes(EntryOp entry);

/// Rule 6: ops directly in the module other than functions (globals) carry
/// no debug scope.
LogicalResult verifyModuleDebugScopes(ModuleOp module);

} // namespace mlir::cuda_tile::detail

#endif
