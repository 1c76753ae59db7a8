//===- ShapeOps.cpp - nv_tileaa shape and tile construction -----------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAShapeOps.cpp.inc"

void TileAADialect::registerShapeOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAShapeOps.cpp.inc"
      >();
}
