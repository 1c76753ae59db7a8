//===- MemoryOps.cpp - tokens and pointer loads and stores ---------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMemoryOps.cpp.inc"

void CudaTileDialect::registerMemoryOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMemoryOps.cpp.inc"
      >();
}
