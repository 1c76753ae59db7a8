//===- LaunchHints.h - a kernel's launch-shape hints for its target -*- C++ -*-===//
//
// What the passes that shape a kernel's launch (tileaa-pipeline's cluster
// multicast) and its lowering (the cluster shape, the CTAs per SM) read of
// a kernel's `optimization_hints`: the entry for the module's
// `nv_tileaa.target`. Defined in GridOps.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_TILEAA_IR_LAUNCHHINTS_H
#define CUDA_TILE_DIALECT_TILEAA_IR_LAUNCHHINTS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

#include <cstdint>

namespace mlir::nv_tileaa {

/// The hints of the kernel (an nv_tileaa.func) for the module's target:
/// its `nv_tileaa.target` entry (exact, or without an `a`/`f` suffix), else
/// `default`; null when there is none (or no target: then only `default`).
DictionaryAttr targetLaunchHints(Operation *kernel);

/// The CTAs of the cluster the function around `op` launches in: its
/// `num_cta_in_cga` for the target (1 without one).
int64_t clusterCtas(Operation *op);

} // namespace mlir::nv_tileaa

#endif
