//===- ConversionsOps.cpp - element type conversions ---------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileConversionsOps.cpp.inc"

void CudaTileDialect::registerConversionsOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileConversionsOps.cpp.inc"
      >();
}
