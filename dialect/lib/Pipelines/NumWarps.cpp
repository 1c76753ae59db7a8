//===- NumWarps.cpp - warps per CTA from a kernel's tiles -----------------===//
#include "cuda-tile/Pipelines/NumWarps.h"
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;

unsigned mlir::cuda_tile::suggestNumWarps(Operation *module) {
  // Bytes one thread of a warp holds of the largest tile at 128 registers.
  constexpr int64_t kBytesPerWarp = 32 * 128 * 4;
  int64_t largest = 0;
  module->walk([&](Operation *op) {
    for (Type t : op->getResultTypes())
      if (auto tile = dyn_cast<TileType>(t)) {
        Type elem = tile.getElementType();
        int64_t bits = elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 64;
        largest = std::max(largest, tile.getNumElements() * std::max<int64_t>(bits, 8) / 8);
      }
  });
  uint64_t warps = llvm::PowerOf2Ceil(llvm::divideCeil(largest, kBytesPerWarp));
  return std::clamp<uint64_t>(warps, 4, 16);
}
