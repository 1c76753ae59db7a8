//===- ArithOps.cpp - nv_tileaa tile math -----------------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAArithOps.cpp.inc"

void TileAADialect::registerArithOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAArithOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Float ops
//===----------------------------------------------------------------------===//

/// The hardware flushes subnormals only in its f32 instructions (`.ftz`);
/// other widths have no such mode to select.
static LogicalResult verifyFlushToZero(Operation *op, bool flushToZero) {
  Type elem = getElementTypeOrSelf(op->getResult(0).getType());
  if (flushToZero && !elem.isF32())
    return op->emitOpError("accepts flush_to_zero only for f32, got ") << elem;
  return success();
}

LogicalResult AddFOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult SubFOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult MulFOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult DivFOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult FmaOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult SqrtOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }

/// rsqrt and exp2 approximate and clampf is exact: a `rounding` attribute on
/// them would be silently ignored, so it is an error.
static LogicalResult verifyNoRounding(Operation *op, bool flushToZero) {
  if (op->hasAttr("rounding"))
    return op->emitOpError("takes no rounding mode");
  return verifyFlushToZero(op, flushToZero);
}

LogicalResult RsqrtOp::verify() { return verifyNoRounding(*this, getFlushToZero()); }
LogicalResult Exp2Op::verify() { return verifyNoRounding(*this, getFlushToZero()); }
LogicalResult ClampFOp::verify() { return verifyNoRounding(*this, getFlushToZero()); }
