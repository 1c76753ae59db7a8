//===- CollectivesOps.cpp - nv_tileaa dot, convolution and collectives ------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAACollectivesOps.cpp.inc"

void TileAADialect::registerCollectivesOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAACollectivesOps.cpp.inc"
      >();
}
