//===- IntegerOps.cpp - integer arithmetic -------------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileIntegerOps.cpp.inc"

void CudaTileDialect::registerIntegerOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileIntegerOps.cpp.inc"
      >();
}
