//===- StorageWidth.h - bits an element occupies ----------------*- C++ -*-===//
//
// cuda_tile.bitcast and nv_tileaa.bitcast compare elements by the bits they
// occupy, which differs from their precision for tf32.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_STORAGEWIDTH_H
#define CUDA_TILE_UTILS_STORAGEWIDTH_H

#include "mlir/IR/BuiltinTypes.h"

namespace mlir::cuda_tile {

/// Bits an element occupies in registers and memory: tf32 fills a 32-bit
/// word although only 19 of its bits are significant.
inline unsigned storageBitWidth(Type elem) {
  return isa<FloatTF32Type>(elem) ? 32 : elem.getIntOrFloatBitWidth();
}

} // namespace mlir::cuda_tile

#endif // CUDA_TILE_UTILS_STORAGEWIDTH_H
