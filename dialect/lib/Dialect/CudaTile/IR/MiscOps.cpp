//===- MiscOps.cpp - assume and print ------------------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMiscOps.cpp.inc"

void CudaTileDialect::registerMiscOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMiscOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// AssumeOp
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  return cast<AssumePredicateAttrInterface>(getPredicate())
      .verifyWithType(getValue().getType(), [&] { return emitOpError(); });
}

void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "assume"); }
