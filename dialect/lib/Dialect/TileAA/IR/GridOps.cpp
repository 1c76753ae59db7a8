//===- GridOps.cpp - nv_tileaa grid and queue flow --------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAGridOps.cpp.inc"

void TileAADialect::registerGridOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAGridOps.cpp.inc"
      >();
}
