//===- MemoryOps.cpp - nv_tileaa memory effects -----------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAMemoryOps.cpp.inc"

void TileAADialect::registerMemoryOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAMemoryOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// The contract every memory op shares (roster: verify_memory_op_common).
static LogicalResult verifyMemoryCommon(Operation *op, nv_tileaa::MemRefType memref, size_t numIndices,
                                        RankedTensorType tile, std::optional<ArrayRef<bool>> inBounds,
                                        MemSemantic semantic, std::optional<MemScope> scope) {
  if ((int64_t)numIndices != memref.getRank())
    return op->emitOpError("needs ") << memref.getRank() << " indices for a rank-" << memref.getRank()
                                     << " memref, got " << numIndices;
  if (tile.getRank() != memref.getRank())
    return op->emitOpError("tile rank ") << tile.getRank() << " does not match memref rank " << memref.getRank();
  if (tile.getElementType() != memref.getElementType())
    return op->emitOpError("tile element type ") << tile.getElementType() << " does not match memref element type "
                                                 << memref.getElementType();
  if (inBounds && (int64_t)inBounds->size() != memref.getRank())
    return op->emitOpError("in_bounds needs one entry per axis (") << memref.getRank() << "), got "
                                                                   << inBounds->size();
  if (semantic == MemSemantic::weak && scope)
    return op->emitOpError("weak memory ordering must not carry a scope");
  if (semantic != MemSemantic::weak && !scope)
    return op->emitOpError("non-weak memory ordering requires explicit scope");
  return success();
}

LogicalResult TiledLoadOp::verify() {
  if (getMemSemantic() == MemSemantic::release || getMemSemantic() == MemSemantic::acq_rel)
    return emitOpError("loads accept weak, relaxed or acquire ordering, got ")
           << stringifyMemSemantic(getMemSemantic());
  if (getPadding() && *getPadding() != Padding::zero && !isa<FloatType>(getResult().getType().getElementType()))
    return emitOpError("padding ") << stringifyPadding(*getPadding()) << " needs a float element type";
  return verifyMemoryCommon(*this, getMemref().getType(), getIndices().size(), getResult().getType(), getInBounds(),
                            getMemSemantic(), getMemScope());
}

LogicalResult TiledStoreOp::verify() {
  if (getMemSemantic() == MemSemantic::acquire || getMemSemantic() == MemSemantic::acq_rel)
    return emitOpError("stores accept weak, relaxed or release ordering, got ")
           << stringifyMemSemantic(getMemSemantic());
  return verifyMemoryCommon(*this, getMemref().getType(), getIndices().size(), getValue().getType(),
                            getInBounds(), getMemSemantic(), getMemScope());
}

