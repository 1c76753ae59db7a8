//===- BitwiseOps.cpp - bitwise operations -------------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileBitwiseOps.cpp.inc"

void CudaTileDialect::registerBitwiseOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileBitwiseOps.cpp.inc"
      >();
}
