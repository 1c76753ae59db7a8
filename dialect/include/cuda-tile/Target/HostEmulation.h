//===- HostEmulation.h - run GPU kernels on the host's CPU ------*- C++ -*-===//
//
// A check of the GPU lowering where no GPU is: the kernels of a module in
// the LLVM and NVVM dialects (what lower-to-nvvm produces) are compiled for
// the host and run with one host thread per GPU thread, a bounded number
// of CTAs at once. Thread and block ids, barriers and the NVVM intrinsics the
// lowering uses become calls into this file; shared memory is host memory.
// Warps are threads 32w..32w+31 of a CTA: the warp-wide instructions
// (shfl.sync, ldmatrix, mma.sync, bar.warp.sync) meet their lanes, and
// cp.async copies land only when their group is waited for, TMA copies only
// when a wait on their mbarrier needs them. A kernel with a cluster shape
// (nvvm.cluster_dim) runs its clusters' CTAs together, each with its own
// shared memory that the others reach through mapa, multicast TMA and
// remote mbarrier arrivals; %smid numbers the emulated SMs (the slots of
// concurrentCtas clusters, one per CTA of a cluster).
// What it does not model: PTX and ptxas, memory ordering weaker than the
// host's, and timing.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_TARGET_HOSTEMULATION_H
#define CUDA_TILE_TARGET_HOSTEMULATION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>
#include <string>

namespace mlir::cuda_tile {

/// Runs `kernel` of the module `moduleText` (LLVM + NVVM dialects) on a grid
/// of `grid` CTAs of `threads` threads each, up to `concurrentCtas` CTAs (or
/// clusters) at once; every thread but each CTA's first waits `storeDelayMicros` before
/// each write to global memory, which makes a write that nothing orders
/// after another thread's access show. `args` point at the kernel's
/// parameter values, in order (a pointer
/// parameter: a pointer to the host pointer). What the kernel printed goes to
/// `output`. Returns false and sets `error` when the module cannot run here
/// (naming the intrinsic or function it lacks) or a thread trapped.
bool emulateKernel(llvm::StringRef moduleText, llvm::StringRef kernel, std::array<uint32_t, 3> grid,
                   uint32_t threads, uint32_t concurrentCtas, uint32_t storeDelayMicros, llvm::ArrayRef<void *> args,
                   std::string &output,
                   std::string &error);

/// The host function standing for the NVVM intrinsic or device runtime
/// function `name` (e.g. "llvm.nvvm.div.approx.f", "vprintf"), or null: for
/// testing each emulated instruction on its own.
void *emulationOf(llvm::StringRef name);

} // namespace mlir::cuda_tile

#endif
