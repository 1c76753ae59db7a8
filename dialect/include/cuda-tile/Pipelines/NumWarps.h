//===- NumWarps.h - warps per CTA from a kernel's tiles -----------*- C++ -*-===//
#ifndef CUDA_TILE_PIPELINES_NUMWARPS_H
#define CUDA_TILE_PIPELINES_NUMWARPS_H

#include "mlir/IR/Operation.h"

namespace mlir::cuda_tile {

/// Warps per CTA for a cuda_tile module when none is asked for: enough that
/// its largest tile (the accumulator of a dot, say) takes at most 128
/// 32-bit registers per thread, at least 4 and at most 16 (4 for a 128x128
/// f32 accumulator, 8 for 256x128).
unsigned suggestNumWarps(Operation *module);

} // namespace mlir::cuda_tile

#endif
