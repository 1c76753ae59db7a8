//===- TileAADialect.cpp - nv_tileaa dialect registration -----------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#include "cuda-tile/Dialect/TileAA/IR/TileAADialect.cpp.inc"
#include "cuda-tile/Dialect/TileAA/IR/TileAAEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAAttrs.cpp.inc"

void TileAADialect::initialize() {
  registerTypes();
  registerAttributes();
  registerArithOps();
  registerCollectivesOps();
  registerShapeOps();
  registerPointersOps();
  registerMemoryOps();
  registerTokensOps();
  registerFunctionsOps();
  registerGridOps();
}

void TileAADialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAAttrs.cpp.inc"
      >();
}
