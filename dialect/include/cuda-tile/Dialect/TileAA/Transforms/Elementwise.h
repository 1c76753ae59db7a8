//===- Elementwise.h - ops that map elements one to one ----------*- C++ -*-===//
#ifndef CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_ELEMENTWISE_H
#define CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_ELEMENTWISE_H

#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

namespace mlir::nv_tileaa {

/// Whether `op` computes each element of its results from the operand
/// elements at the same position, so that it can be computed in any layout
/// its operands share: ops with the Elementwise trait, and the element type
/// conversions `fp_to_fp` and `bitcast` (which verify their shapes
/// themselves, with their own diagnostics, and so do not carry the trait).
inline bool isElementwise(Operation *op) {
  return (op->hasTrait<OpTrait::Elementwise>() || isa<FpToFpOp, BitcastOp>(op)) && op->getNumRegions() == 0;
}

} // namespace mlir::nv_tileaa

#endif
