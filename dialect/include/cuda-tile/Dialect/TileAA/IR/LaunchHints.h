//===- LaunchHints.h - a kernel's hints for its target ----------*- C++ -*-===//
//
// What the passes that shape a kernel's launch (tileaa-pipeline's cluster
// multicast and prefetch latency) and its lowering (the cluster shape, the
// CTAs per SM, TMA) read of `optimization_hints`: each hint resolved for the
// module's `nv_tileaa.target` (cuda-tile/Utils/OptimizationHints.h). Defined
// in GridOps.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_TILEAA_IR_LAUNCHHINTS_H
#define CUDA_TILE_DIALECT_TILEAA_IR_LAUNCHHINTS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

#include <cstdint>
#include <optional>

namespace mlir::nv_tileaa {

/// Hint `key` of `hints` (an optimization_hints dictionary of `op` or of its
/// kernel) for the module's target: its `nv_tileaa.target` without an `a`/`f`
/// suffix (the sm_90 entry for sm_90a), only `default` without a target;
/// null when absent or invalid there.
Attribute targetHint(Operation *op, DictionaryAttr hints, StringRef key);

/// The value of integer hint `key`, as targetHint picks it.
std::optional<int64_t> targetIntHint(Operation *op, DictionaryAttr hints, StringRef key);

/// Integer hint `key` of the kernel (an nv_tileaa.func) for the module's target.
std::optional<int64_t> kernelHint(Operation *kernel, StringRef key);

/// Whether a tiled load or store may go through TMA: its own `allow_tma`,
/// and its `allow_tma` hint for the module's target when it has one.
bool allowsTma(Operation *access);

/// The CTAs of the cluster the function around `op` launches in: its
/// `num_cta_in_cga` for the target (1 without one).
int64_t clusterCtas(Operation *op);

} // namespace mlir::nv_tileaa

#endif
