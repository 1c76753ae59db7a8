//===- ControlFlowOps.cpp - kernels' control flow ------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileControlFlowOps.cpp.inc"

void CudaTileDialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileControlFlowOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  if (getOperation()->getParentOfType<EntryOp>() && !getOperands().empty())
    return emitOpError("in a kernel returns no values, got ") << getOperands().size();
  return success();
}

