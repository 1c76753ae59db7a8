//===- TensorMemory.h - a kernel's tensor memory for tcgen05 dots -*- C++ -*-===//
//
// sm_100's tcgen05.mma accumulates in tensor memory (TMEM), which a CTA
// allocates (tcgen05.alloc, by one warp, a power of two of 32 to 512
// columns) and must give back before it exits. One allocation serves every
// dot of a kernel: each dot runs to completion (its result read back into
// registers) before the next starts, so they take the same columns. The
// kernel allocates at its entry and frees before its returns; the dots
// find the address in a shared word. The tensor cores signal completion
// through one mbarrier (tcgen05.commit); each thread keeps the parity of
// the phase it waits for next in a shared word of its own, so that a dot
// in a loop needs no loop-carried state.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_TENSORMEMORY_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_TENSORMEMORY_H

#include "Patterns.h"

namespace mlir::nv_tileaa::to_nvvm {

/// What a tcgen05 dot uses of its kernel's tensor memory.
struct TensorMemory {
  Value address; // i32: lane 0, the first allocated column
  Value mbarrier; // !llvm.ptr<3>: tracks the tensor cores' completion
};

/// The kernel's tensor memory for the dot `op`, which needs `columns` of
/// it, in a CTA of `numThreads` threads.
TensorMemory useTensorMemory(OpBuilder &b, Location loc, Operation *op, int64_t columns, unsigned numThreads);

/// Every thread of the CTA waits until the tcgen05 operations committed to
/// `memory`'s mbarrier since the last wait have completed.
void waitForTensorCores(OpBuilder &b, Location loc, const TensorMemory &memory);

/// After the patterns: where dots used tensor memory, each kernel allocates
/// it at its entry (and initializes the mbarrier and the parities) and
/// gives it back before each return. Fails, naming the kernel, where a
/// return is not reached by the whole CTA.
LogicalResult allocateTensorMemory(mlir::ModuleOp module);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
