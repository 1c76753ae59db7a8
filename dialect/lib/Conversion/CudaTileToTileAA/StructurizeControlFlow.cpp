//===- StructurizeControlFlow.cpp - cuda_tile control flow to scf ---------===//
#include "Patterns.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;

LogicalResult mlir::cuda_tile::to_tileaa::structurizeControlFlow(Operation *root) {
  WalkResult result = root->walk([](Operation *op) {
    if (isa<ct::IfOp, ct::ForOp, ct::LoopOp>(op)) {
      op->emitOpError("is not lowered by convert-cuda-tile-to-tileaa yet");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
