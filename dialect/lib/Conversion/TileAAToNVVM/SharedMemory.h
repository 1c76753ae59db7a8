//===- SharedMemory.h - moving tile elements between threads ----*- C++ -*-===//
//
// A thread holds only the elements the layout gives it; ops that need other
// elements (broadcast, permute, reduce, dot, ...) stage their sources in a
// per-kernel shared scratch buffer: barrier, every owner writes its registers
// at their row-major index, barrier, then each thread reads what it needs.
// The leading barrier keeps a write from overtaking the previous staging's
// reads, so one buffer, sized to the kernel's largest need, serves every op.
// A buffer of at most 48 KiB is static; a larger one is dynamic shared memory
// (static declarations cannot exceed 48 KiB), whose size the launch supplies.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_SHAREDMEMORY_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_SHAREDMEMORY_H

#include "Patterns.h"

namespace mlir::nv_tileaa::to_nvvm {

/// The static shared memory a kernel may declare.
constexpr int64_t kMaxStaticSharedBytes = 48 * 1024;

/// The llvm.func attribute (i32) of a kernel whose scratch buffer is dynamic:
/// the dynamic shared memory bytes its launch must supply.
constexpr llvm::StringLiteral kDynamicSharedBytesAttrName = "dynamic_shared_bytes";

Value i32Const(OpBuilder &b, Location loc, int64_t v);

/// Bytes one element of (nv_tileaa) element type `t` takes in shared memory.
int64_t sharedElementBytes(Type t);

/// Byte offsets of `tiles` staged one after the other, each region 16-byte
/// aligned, and the bytes they need in all.
struct SharedRegions {
  SmallVector<int64_t> offsets;
  int64_t bytes = 0;
};
SharedRegions planSharedRegions(TypeRange tiles);

/// Diagnoses, naming `op`, a staging of more than a CTA of the module's
/// nv_tileaa.target can have (without a target, of the smallest such
/// maximum), or of more than kMaxStaticSharedBytes outside a kernel (a
/// function has no launch to supply dynamic shared memory).
LogicalResult checkSharedBytes(Operation *op, int64_t bytes);

/// After conversion: each kernel scratch buffer above kMaxStaticSharedBytes
/// becomes an external zero-sized array (dynamic shared memory) and its
/// kernel records the bytes in kDynamicSharedBytesAttrName. Fails, naming
/// the kernel, where they are more than a CTA of the target can have.
LogicalResult useDynamicSharedMemory(mlir::ModuleOp module);

/// The scratch buffer (!llvm.ptr<3>) of the kernel around `op`, grown to at
/// least `bytes` and aligned to at least `alignment` bytes.
Value sharedScratch(ConversionPatternRewriter &rewriter, Operation *op, int64_t bytes, int64_t alignment = 16);

/// Whether `op` is in the top-level block of a kernel: it runs once per
/// thread (not in a loop or branch, not in a function called many times).
bool isKernelTopLevel(Operation *op);

/// Whether `op`, in its kernel's top-level block (run once per thread, not
/// in a loop or branch), is the first to use the kernel's scratch buffer:
/// the ops are converted in program order, so no scratch exists yet. Such
/// a staging needs no barrier before its writes (nobody read it before).
bool isFirstScratchUse(Operation *op);

/// Every thread of the CTA waits here (all must reach it: only uniform code).
void ctaBarrier(OpBuilder &b, Location loc);

/// Barrier `index` (i32, or a converted index) of the mbarrier array at
/// `barriers` (an nv_tileaa.alloc_mbarriers, converted).
Value barrierAt(OpBuilder &b, Location loc, Value barriers, Value index);

/// The owners of `tile`'s elements (converted value `regs`) write each at its
/// row-major index into the region of `base` at `byteOffset`.
void writeTile(OpBuilder &b, Location loc, const TileTypeConverter &converter, Value base, int64_t byteOffset,
               Value regs, RankedTensorType tile, Value tid);

/// Element `index` (i32) of a region holding (nv_tileaa) element type
/// `elem`, read as `llvmElem`.
Value readElement(OpBuilder &b, Location loc, Value base, int64_t byteOffset, Value index, Type elem,
                  Type llvmElem);

/// Row-major index (i32) of i32 coordinates `coords` in `shape`.
Value linearize(OpBuilder &b, Location loc, ValueRange coords, ArrayRef<int64_t> shape);

/// A value of `type` (a tile or a scalar) built element by element: each
/// register is `element` of its coordinates (i32, one per axis; none for a
/// scalar, which every thread computes).
Value buildFromCoords(OpBuilder &b, Location loc, const TileTypeConverter &converter, Type type, Value tid,
                      llvm::function_ref<Value(ValueRange coords)> element);

/// Stages `sources` (converted values of `sourceTypes`, one element type)
/// back to back, then builds `resultType`, each element read at the index
/// `sourceIndex` gives for its coordinates: an index into the sources'
/// concatenation, source 1's elements following source 0's.
Value gatherThroughShared(ConversionPatternRewriter &rewriter, Operation *op, const TileTypeConverter &converter,
                          ValueRange sources, TypeRange sourceTypes, Type resultType,
                          llvm::function_ref<Value(OpBuilder &, ValueRange coords)> sourceIndex);

/// Element types whose values cross a region boundary as they are, or (index)
/// through a cast that arith-to-llvm folds away.
bool isInlinableScalar(Type t);

/// `v` as type `t` (index and its converted i64, either way).
Value castTo(OpBuilder &b, Location loc, Value v, Type t);

/// Clones the body of a single-block region ending in nv_tileaa.yield with
/// its arguments bound to `args` and returns the yielded values as
/// `resultTypes` (converted types); the clones are lowered by their own
/// patterns. Arguments and results must be isInlinableScalar.
SmallVector<Value> inlineBody(OpBuilder &b, Location loc, Region &region, ValueRange args, TypeRange resultTypes);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
