//===- NumWarps.h - warps per CTA from a kernel's hints or tiles -*- C++ -*-===//
#ifndef CUDA_TILE_PIPELINES_NUMWARPS_H
#define CUDA_TILE_PIPELINES_NUMWARPS_H

#include "mlir/IR/Operation.h"

namespace mlir::cuda_tile {

/// Warps per CTA for a module holding cuda_tile modules when none is asked
/// for on the command line. Its entries' `num_worker_warps_per_cta` for the
/// module's `nv_tileaa.target` when one gives it, clamped to 4 or 8 (the
/// largest, when they differ: one CTA size serves the whole module).
/// Otherwise enough warps that the largest tile (the accumulator of a dot,
/// say) takes at most 128 32-bit registers per thread, at least 4 and at
/// most 16 (4 for a 128x128 f32 accumulator, 8 for 256x128).
unsigned suggestNumWarps(Operation *module);

} // namespace mlir::cuda_tile

#endif
