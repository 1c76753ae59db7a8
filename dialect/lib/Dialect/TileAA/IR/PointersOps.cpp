//===- PointersOps.cpp - nv_tileaa pointers, memrefs and type conversion ----===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAPointersOps.cpp.inc"

void TileAADialect::registerPointersOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAPointersOps.cpp.inc"
      >();
}

LogicalResult MakeMemRefOp::verify() {
  nv_tileaa::MemRefType type = getType();
  PointerType base = getBase().getType();
  if (base.getPointeeType() != type.getElementType())
    return emitOpError("base points to ") << base.getPointeeType() << " but the memref holds "
                                          << type.getElementType();
  if (base.getAddressSpace() != type.getAddressSpace())
    return emitOpError("base is in address space ") << base.getAddressSpace() << " but the memref is in "
                                                    << type.getAddressSpace();
  unsigned dynSizes = llvm::count_if(type.getShape(), ShapedType::isDynamic);
  unsigned dynStrides = llvm::count_if(type.getStrides(), ShapedType::isDynamic);
  if (getSizes().size() != dynSizes)
    return emitOpError("has ") << getSizes().size() << " size operands for " << dynSizes << " dynamic extents";
  if (getStrides().size() != dynStrides)
    return emitOpError("has ") << getStrides().size() << " stride operands for " << dynStrides
                               << " dynamic strides";
  return success();
}

