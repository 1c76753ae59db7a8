//===- ArithOps.cpp - nv_tileaa tile math -----------------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAArithOps.cpp.inc"

void TileAADialect::registerArithOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAArithOps.cpp.inc"
      >();
}
