//===- ClusterUniformity.h - values every CTA of a cluster shares -*- C++ -*-===//
//
// Whether a scalar is provably the same in every CTA of a thread block
// cluster, from how the kernel computes it: what lets the CTAs of a
// cluster share one TMA copy (multicast) of a tile they all load.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_CLUSTERUNIFORMITY_H
#define CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_CLUSTERUNIFORMITY_H

#include "mlir/IR/Value.h"

#include <cstdint>
#include <string>

namespace mlir::nv_tileaa {

/// Empty if `v` is the same in the `ctas` CTAs of each cluster of the
/// kernel's launch (clusters of ctas x 1 x 1: program ids n*j .. n*j + n - 1
/// along x); else why not, naming the op that differs. Uniform: constants,
/// the kernel's arguments, program ids along y and z, program counts, the
/// x program id divided (towards zero or the floor) by a constant multiple
/// of `ctas`, induction variables of loops with uniform bounds, and pure
/// ops of uniform operands.
std::string whyNotClusterUniform(Value v, int64_t ctas);

} // namespace mlir::nv_tileaa

#endif
