//===- TokensOps.cpp - nv_tileaa tokens, assumptions and hints --------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAATokensOps.cpp.inc"

void TileAADialect::registerTokensOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAATokensOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Tokens and facts
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  // The facts are signed 64-bit values; read them as such.
  auto value = [](IntegerAttr attr) { return attr.getValue().getSExtValue(); };
  if (auto divBy = getDivByAttr(); divBy && (value(divBy) <= 0 || !llvm::isPowerOf2_64(value(divBy))))
    return emitOpError("div_by must be a positive power of two");
  if (getEvery().has_value() != getAlong().has_value())
    return emitOpError("needs 'every' and 'along' together");
  if (getEvery() && !getDivBy())
    return emitOpError("'every'/'along' qualify div_by, which is missing");
  if (getEvery() && (value(getEveryAttr()) <= 0 || value(getAlongAttr()) < 0))
    return emitOpError("'every' must be positive and 'along' a dimension index");
  if (getLowerBound() && getUpperBound() && value(getLowerBoundAttr()) > value(getUpperBoundAttr()))
    return emitOpError("lower_bound exceeds upper_bound");
  return success();
}
