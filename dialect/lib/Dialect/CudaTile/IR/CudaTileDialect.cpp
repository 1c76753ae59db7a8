//===- CudaTileDialect.cpp - cuda_tile dialect registration ---------------===//
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "cuda-tile/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerCoreOps();
  registerConversionsOps();
  registerControlFlowOps();
  registerMemoryOps();
  registerFloatingPointOps();
  registerIntegerOps();
  registerBitwiseOps();
  registerAtomicsOps();
  registerViewsOps();
  registerMiscOps();
}
