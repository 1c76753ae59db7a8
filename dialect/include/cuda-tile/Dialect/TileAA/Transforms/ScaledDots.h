//===- ScaledDots.h - block-scaled dots: tcgen05 or decomposed ---*- C++ -*-===//
//
// A block-scaled nv_tileaa.dot either goes on sm_100's
// tcgen05.mma.block_scale (tileaa-accelerate-matmul gives it a version-5
// accumulator, the lowering is DotTCGen05BlockScale.cpp), on sm_120's
// mma.sync.kind::mxf8f6f4.block_scale (MX-FP8 only: a version-2
// accumulator, the scale factors staged in shared memory, the lowering is
// DotMMAv2.cpp) or is decomposed
// into plain dots (tileaa-decompose-scaled-dots). The decomposition pass
// decides what it can from the dot and the target; tileaa-accelerate-matmul,
// which knows the warps and the tensor memory left, decomposes the rest.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_SCALEDDOTS_H
#define CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_SCALEDDOTS_H

#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include <string>

namespace mlir::nv_tileaa {

/// Tensor-memory columns the scale factors of a block-scaled M x N x K dot
/// with `blocks` scale blocks along K take on tcgen05 (four blocks to a
/// 32-bit column: rows of A, columns of B, 32 to a column).
int64_t blockScaleColumns(int64_t m, int64_t n, int64_t blocks);

/// Why the block-scaled `dot` does not go on tcgen05.mma.block_scale on a
/// target of compute capability `capability` (0: unknown), from the dot
/// alone; empty if it can (the warps and tensor memory left are
/// tileaa-accelerate-matmul's to check).
std::string whyNotBlockScaledTcgen05(DotOp dot, unsigned capability);

/// Why the block-scaled `dot` does not go whole on sm_120's and sm_121's
/// mma.sync.m16n8k32.kind::mxf8f6f4.block_scale (DotMMAv2.cpp) on a target
/// of compute capability `capability`; empty if it does.
std::string whyNotBlockScaledMmaSync(DotOp dot, unsigned capability);

/// Rewrites the block-scaled `dot` into one plain dot per scale block whose
/// f32 sums the scales multiply (tileaa-decompose-scaled-dots), with a
/// remark saying why it is not on tcgen05 (`whyNotTcgen05`) when `remarks`.
/// Returns the plain dots.
SmallVector<DotOp> decomposeScaledDot(DotOp dot, bool remarks, StringRef whyNotTcgen05);

} // namespace mlir::nv_tileaa

#endif
