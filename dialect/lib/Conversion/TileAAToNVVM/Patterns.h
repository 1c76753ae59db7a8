//===- Patterns.h - pieces of convert-tileaa-to-nvvm ------------*- C++ -*-===//
//
// One CTA runs one program (tile block). A tile value becomes, in each
// thread, an LLVM struct of the registers the layout (Layout.h) gives that
// thread; scalars stay scalars (every thread holds the same value). The
// patterns are split by family, one `<Family>Patterns.cpp` each, sharing the
// type converter and the helpers declared here.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_PATTERNS_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_PATTERNS_H

#include "cuda-tile/Conversion/Passes.h"
#include "cuda-tile/Conversion/TileAAToNVVM/Layout.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::nv_tileaa::to_nvvm {

/// Where each tile held in shared memory (a shared-encoded result of
/// nv_tileaa.convert_layout) lives: an internal shared array of its own,
/// numbered before the patterns run (TileAAToNVVM.cpp).
struct SharedTilePlan {
  /// A number per conversion to a shared tile, ring, tensor map and set of
  /// mbarriers, naming its arrays.
  llvm::DenseMap<Operation *, int64_t> names;
  /// Conversions right after another one (in the input) share its leading
  /// barrier, and leave the trailing one to the last of the run.
  llvm::DenseSet<Operation *> followsAnother, followedByAnother;
};

/// Converts nv_tileaa's types for a CTA of `numThreads` threads: pointers
/// to LLVM pointers, memrefs to {base, extents..., strides...}, tokens to
/// nothing, tiles to a struct of the registers their layout gives each
/// thread, tiles in shared memory to their address (!llvm.ptr<3>).
struct TileTypeConverter : LLVMTypeConverter {
  TileTypeConverter(MLIRContext *ctx, const LowerToLLVMOptions &options, unsigned numThreads,
                    const SharedTilePlan *sharedTiles = nullptr);

  /// The layout of `t`, whose encoding checkSupported has accepted.
  TileLayout layoutOf(RankedTensorType t) const;

  /// The layouts spread static tiles of a power-of-two number of elements.
  static bool isDistributable(RankedTensorType t) {
    return t.hasStaticShape() && llvm::isPowerOf2_64(t.getNumElements());
  }
  /// Whether `t` is a tile in shared memory.
  static bool isSharedTile(Type t);
  /// Whether `t` is a tile in tensor memory (an i32 tensor-memory address
  /// once converted).
  static bool isTensorMemoryTile(Type t);

  unsigned numThreads;
  const SharedTilePlan *sharedTiles;
  /// The first tensor-memory column after every tile in tensor memory of
  /// the module (set before the patterns run): a dot whose accumulator is
  /// in registers takes its columns from there.
  int64_t tensorMemoryTilesEnd = 0;
};

template <typename Op>
struct TilePattern : OpConversionPattern<Op> {
  TilePattern(const TileTypeConverter &converter, MLIRContext *ctx, PatternBenefit benefit = 1)
      : OpConversionPattern<Op>(converter, ctx, benefit), converter(converter) {}
  const TileTypeConverter &converter;
};

Value i64Const(OpBuilder &b, Location loc, int64_t v);
/// `attr` (an integer or float of the element type: a reduce or scan
/// identity) as a constant of the converted element type `llvmType`.
Value identityConstant(OpBuilder &b, Location loc, Attribute attr, Type llvmType);
/// threadIdx.x as i32; inside the region of producer warps, counted from
/// their first thread (WarpSpecialization.cpp).
Value threadId(OpBuilder &b, Location loc);
/// Whether code built at `b` runs on the producer warps
/// (WarpSpecialization.cpp), whose thread 0 issues all their copies.
bool inProducerWarps(OpBuilder &b);

/// Applies `fn` register by register to converted operands (structs) or
/// directly to scalars.
Value mapRegisters(OpBuilder &b, Location loc, Type resultType, ValueRange operands,
                   llvm::function_ref<Value(ValueRange)> fn);

// One per family: the diagnosis, before any rewriting, of what this backend
// cannot lower yet among the ops of the family (an error naming the op, then
// failure), so that nothing is lowered half-way or wrong.
LogicalResult checkArithmeticSupport(Operation *op);
LogicalResult checkMemorySupport(Operation *op);
LogicalResult checkShapeSupport(Operation *op);
LogicalResult checkCollectiveSupport(Operation *op);
LogicalResult checkDotMMAv2Support(Operation *op);
LogicalResult checkDotWGMMASupport(Operation *op);
LogicalResult checkDotTCGen05Support(Operation *op);
LogicalResult checkDotTCGen05BlockScaleSupport(Operation *op);
LogicalResult checkTensorMemorySupport(Operation *op);
LogicalResult checkTMASupport(Operation *op);

/// Puts CTA barriers (nvvm.barrier0) where accesses of one tile block done by
/// different threads must be ordered (CTABarriers.cpp); runs before the
/// patterns.
void insertCtaBarriers(mlir::ModuleOp module);

// One per family; each adds the patterns of the ops its file names.
void populateFunctionPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
void populateArithmeticPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
void populateShapePatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
void populateCollectivePatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// nv_tileaa.reduce in registers, warp shuffles and one shared-memory
/// exchange (ReducePatterns.cpp); it outranks the staged reduction of
/// CollectivePatterns.cpp, whose populate function adds it.
void populateReducePatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// nv_tileaa.scan in registers, warp shuffles and one shared-memory exchange
/// (ScanPatterns.cpp); it outranks the staged scan of CollectivePatterns.cpp,
/// whose populate function adds it.
void populateScanPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
void populateMemoryPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
void populateMiscPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
void populateLayoutConversionPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// nv_tileaa.dot with an mma accumulator on tensor cores (DotMMAv2.cpp); it
/// outranks the generic dot of CollectivePatterns.cpp.
void populateDotMMAv2Patterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// nv_tileaa.dot with a version-3 mma accumulator on sm_90's wgmma
/// (DotWGMMA.cpp).
void populateDotWGMMAPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// nv_tileaa.dot with a version-5 mma accumulator on sm_100's tcgen05.mma
/// (DotTCGen05.cpp).
void populateDotTCGen05Patterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// Block-scaled nv_tileaa.dot with a version-5 mma accumulator on
/// tcgen05.mma.block_scale (DotTCGen05BlockScale.cpp); it outranks
/// DotTCGen05.cpp's pattern.
void populateDotTCGen05BlockScalePatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// nv_tileaa.convert_layout into and out of tensor memory (TensorMemory.cpp).
void populateTensorMemoryPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// Tensor maps, TMA copies and mbarriers (TMAPatterns.cpp).
void populateTMAPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// nv_tileaa.warp_specialize (WarpSpecialization.cpp).
void populateWarpSpecializationPatterns(TileTypeConverter &converter, RewritePatternSet &patterns);
/// Before the patterns: every warp_specialize is for a kernel of `numThreads`.
LogicalResult checkWarpSpecialization(mlir::ModuleOp module, unsigned numThreads);
/// After them: the CTA size of warp-specialized kernels, and their
/// consumers' barriers as named barriers of the consumer threads.
LogicalResult finishWarpSpecialization(mlir::ModuleOp module);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
