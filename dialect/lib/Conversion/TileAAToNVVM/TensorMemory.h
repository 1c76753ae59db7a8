//===- TensorMemory.h - a kernel's tensor memory for tcgen05 dots -*- C++ -*-===//
//
// sm_100's tcgen05.mma accumulates in tensor memory (TMEM), which a CTA
// allocates (tcgen05.alloc, by one warp, a power of two of 32 to 512
// columns) and must give back before it exits. One allocation serves the
// module: each tile in tensor memory (#nv_tileaa.tensor_memory) has columns
// of its own, and a dot whose accumulator is in registers passes it
// through the columns after them (each such dot runs to completion before
// the next starts, so they share those). The kernel allocates at its entry
// and frees before its returns; the dots find the address in a shared
// word. The tensor cores signal completion through one mbarrier
// (tcgen05.commit); each thread keeps the parity of the phase it waits for
// next in a shared word of its own, so that a dot in a loop needs no
// loop-carried state. A tile in tensor memory is its address (i32) once
// converted; convert_layout moves it in and out (TensorMemoryConversion).
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

/// Whether the accumulator `c` is zero (a splat constant, through layout
/// conversions): a dot's first K step then ignores tensor memory instead.
bool isZeroAccumulator(Value c);

/// Tensor-memory columns an accumulator of tile type `type` (a version-5
/// mma layout, or in tensor memory) takes: N per 128-row block; a 64-row
/// tile its column halves side by side in the two halves of the lanes.
int64_t tensorMemoryColumns(RankedTensorType type);

/// The first column after every tile in tensor memory of `module`.
int64_t tensorMemoryTilesEnd(mlir::ModuleOp module);

/// Each thread stores its row of the accumulator `regs` (tile `type`, a
/// version-5 mma layout) into tensor memory at `address` (i32: lane 0 of
/// the accumulator's first column) with tcgen05.st .32x32b, and waits for
/// the stores.
void storeAccumulator(OpBuilder &b, Location loc, const TileTypeConverter &converter, RankedTensorType type,
                      Value regs, Value address);

/// The accumulator of tile `type` (a version-5 mma layout) at `address`,
/// each thread's row loaded with tcgen05.ld .32x32b.
Value loadAccumulator(OpBuilder &b, Location loc, const TileTypeConverter &converter, RankedTensorType type,
                      Value address);

/// After the patterns: where dots used tensor memory, each kernel allocates
/// it at its entry (and initializes the mbarrier and the parities) and
/// gives it back before each return. Fails, naming the kernel, where a
/// return is not reached by the whole CTA.
LogicalResult allocateTensorMemory(mlir::ModuleOp module);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
