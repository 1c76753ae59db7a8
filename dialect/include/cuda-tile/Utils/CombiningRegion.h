//===- CombiningRegion.h - rules of reduce and scan -------------*- C++ -*-===//
//
// cuda_tile.reduce/scan and nv_tileaa.reduce/scan share their contract; only
// the tile type, the scalar the combining function sees and the names in the
// messages differ.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_COMBININGREGION_H
#define CUDA_TILE_UTILS_COMBININGREGION_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Operation.h"

#include <functional>

namespace mlir::cuda_tile {

/// What differs between the dialects.
struct CombiningRules {
  /// The value the combining function takes for an element type.
  std::function<Type(Type element)> scalarOf;
  /// The result type for one input tile.
  std::function<Type(ShapedType input)> resultTypeOf;
  /// Values the combining function may not compute (whole tiles).
  std::function<bool(Type)> isWholeTile;
  /// The terminator's op name, and how messages name it and the scalars.
  StringRef yieldOp;
  StringRef yieldDescription;
  StringRef scalarDescription;
};

/// Inputs of one shape, `dim` within their rank, one identity per input of
/// its element type, results per `resultTypeOf`, and a combining function
/// taking (element, accumulator) per input and yielding the new accumulators.
LogicalResult verifyCombiningOp(Operation *op, int64_t dim, ArrayAttr identities, Region &body,
                                const CombiningRules &rules);

} // namespace mlir::cuda_tile

#endif
