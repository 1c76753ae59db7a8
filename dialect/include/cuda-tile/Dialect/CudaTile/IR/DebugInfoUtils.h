//===- DebugInfoUtils.h - keeping debug info in step with the IR -*- C++ -*-===//
//
// CUDA Tile IR 13.3's debug-info utilities (spec addendum §5.4): renaming a
// function keeps its di_subprogram's linkage name, which the verifier checks
// against the symbol (§6.3 rule 2), in step.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_CUDATILE_IR_DEBUGINFOUTILS_H
#define CUDA_TILE_DIALECT_CUDATILE_IR_DEBUGINFOUTILS_H

#include "mlir/IR/SymbolTable.h"

namespace mlir::cuda_tile {

/// Renames `symbol` to `newName`. With `symbolTable` (the table `symbol` is
/// in), its uses in that table are renamed too and the table stays up to
/// date; without, only the symbol's name changes. If the symbol's location is
/// directly a `di_loc` in a `di_subprogram`, that subprogram is replaced,
/// everywhere in `scope` (attributes and locations of `scope` and every op in
/// it), by a copy whose `linkageName` is `newName`.
///
/// Fails, with an error and changing nothing, if `scope` neither is nor
/// encloses an attached `symbol`, or if its symbol table already has another
/// symbol named `newName`; fails also if the uses cannot all be found.
LogicalResult updateSymbolName(StringAttr newName, Operation *symbol, Operation *scope,
                               SymbolTable *symbolTable = nullptr);

} // namespace mlir::cuda_tile

#endif
