//===- SharedMemoryLimits.h - shared memory a CTA can have ------*- C++ -*-===//
//
// What the passes that size shared-memory buffers (tileaa-pipeline's rings)
// and the lowering that checks them agree on.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_SHAREDMEMORYLIMITS_H
#define CUDA_TILE_UTILS_SHAREDMEMORYLIMITS_H

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <optional>

namespace mlir::nv_tileaa {

/// The module's `nv_tileaa.target = "sm_NNN"` (an `a` or `f` suffix allowed)
/// as NNN; none when absent or malformed (Dialect/TileAA/IR/GridOps.cpp).
std::optional<unsigned> targetSmVersion(Operation *op);

/// Whether the module's target copies tiles into shared memory with the
/// Tensor Memory Accelerator (cp.async.bulk.tensor, mbarrier transaction
/// counts, tensor maps built in the kernel): the sm_90 and later chips whose
/// architecture-specific variant the PTX writer can pick (GridOps.cpp).
bool targetHasTMA(Operation *op);

/// The most shared memory (bytes) one CTA can have on SM `sm` once the
/// kernel opts in, from the CUDA C++ Programming Guide's
/// per-compute-capability table; none for an SM it does not list.
inline std::optional<int64_t> listedMaxSharedBytesPerBlock(unsigned sm) {
  switch (sm) {
  case 70:
  case 72:
    return 96 * 1024;
  case 75:
    return 64 * 1024;
  case 80:
  case 87:
    return 163 * 1024;
  case 86:
  case 89:
  case 120:
  case 121:
    return 99 * 1024;
  case 90:
  case 100:
  case 101:
  case 103:
  case 110:
    return 227 * 1024;
  default:
    return std::nullopt;
  }
}

/// As listedMaxSharedBytesPerBlock; 48 KiB, which every GPU allows, for an
/// SM the table does not list.
inline int64_t maxSharedBytesPerBlock(unsigned sm) { return listedMaxSharedBytesPerBlock(sm).value_or(48 * 1024); }

/// Without a target, the smallest maximum of the targets from sm_80 on
/// (sm_86, sm_89, sm_120), so that what compiles runs on any of them.
constexpr int64_t kMaxSharedBytesAnyTarget = 99 * 1024;

} // namespace mlir::nv_tileaa

#endif
