//===- AtomicsOps.cpp - atomic read-modify-write -------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAtomicsOps.cpp.inc"

void CudaTileDialect::registerAtomicsOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAtomicsOps.cpp.inc"
      >();
}
