//===- NumWarps.cpp - warps per CTA from a kernel's hints or tiles --------===//
#include "cuda-tile/Pipelines/NumWarps.h"
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"
#include "cuda-tile/Dialect/TileAA/IR/LaunchHints.h"
#include "cuda-tile/Utils/OptimizationHints.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;

/// The warps the module's entries ask for with `num_worker_warps_per_cta`
/// for the target, as honoured (4 or 8): the largest, since the module is
/// compiled with one CTA size; none when no entry asks.
static std::optional<unsigned> hintedNumWarps(Operation *module) {
  std::optional<unsigned> warps;
  module->walk([&](cuda_tile::EntryOp entry) {
    auto hints = entry.getOptimizationHintsAttr();
    if (!hints)
      return;
    if (std::optional<int64_t> asked =
            nv_tileaa::targetIntHint(entry, hints.getHints(), "num_worker_warps_per_cta"))
      warps = std::max<unsigned>(warps.value_or(0), cuda_tile::honouredWorkerWarps(*asked));
  });
  return warps;
}

unsigned mlir::cuda_tile::suggestNumWarps(Operation *module) {
  if (std::optional<unsigned> hinted = hintedNumWarps(module))
    return *hinted;
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
