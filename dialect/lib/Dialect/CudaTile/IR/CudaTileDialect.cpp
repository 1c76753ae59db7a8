//===- CudaTileDialect.cpp - cuda_tile dialect registration ---------------===//
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "cuda-tile/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
      >();
}
