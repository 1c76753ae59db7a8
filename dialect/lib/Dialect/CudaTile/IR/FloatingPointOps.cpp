//===- FloatingPointOps.cpp - floating-point arithmetic and math ---------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileFloatingPointOps.cpp.inc"

void CudaTileDialect::registerFloatingPointOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileFloatingPointOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

/// The addf/subf/mulf modifier table: the four IEEE rounding modes for every
/// element type, flush_to_zero for f32 only.
static LogicalResult verifyFloatArithModifiers(Operation *op, Type type, std::optional<RoundingMode> rounding,
                                               bool flushToZero) {
  Type elem = elementTypeOf(type);
  if (rounding && !llvm::is_contained({RoundingMode::nearest_even, RoundingMode::zero, RoundingMode::negative_inf,
                                       RoundingMode::positive_inf},
                                      *rounding))
    return op->emitOpError("does not accept rounding<") << stringifyRoundingMode(*rounding) << ">";
  if (flushToZero && !elem.isF32())
    return op->emitOpError("accepts flush_to_zero only for f32, got ") << elem;
  return success();
}

LogicalResult AddFOp::verify() {
  return verifyFloatArithModifiers(*this, getType(), getRoundingMode(), getFlushToZero());
}

