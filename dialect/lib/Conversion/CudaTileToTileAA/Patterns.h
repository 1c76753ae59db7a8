//===- Patterns.h - pieces of convert-cuda-tile-to-tileaa -------*- C++ -*-===//
//
// The pass is split by op family: each `<Family>Patterns.cpp` adds the
// patterns of one family of the cuda_tile chapter; control flow is made
// structured (scf) before the dialect conversion runs, by
// StructurizeControlFlow.cpp. Helpers every family needs live here.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_CUDATILETOTILEAA_PATTERNS_H
#define CUDA_TILE_CONVERSION_CUDATILETOTILEAA_PATTERNS_H

#include "cuda-tile/Conversion/Passes.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::cuda_tile::to_tileaa {

/// Global memory: cuda_tile pointers and views all address it.
constexpr unsigned kGlobalAddressSpace = 1;

/// Tiles become ranked tensors (rank 0: their element), pointers nv_tileaa
/// pointers in global memory, tokens memory tokens, tensor views memrefs. A
/// partition, strided or gather/scatter view becomes its tensor view's
/// memref: tile shape, strides, padding, dim_map and sparse dimension are
/// read off the cuda_tile type by the ops that use it.
struct CudaTileTypeConverter : TypeConverter {
  CudaTileTypeConverter();
};

/// 4-bit elements (f4E2M1FN) lie two to a byte along one axis of their
/// tensor view (13.3 §1.1: element 2k in bits 3..0): the last axis of
/// static stride 1. nv_tileaa sees such a view as a memref of those bytes,
/// that axis half as long and the others' strides halved (PackedView); none
/// for views of other elements, and for 4-bit views without such an axis.
std::optional<int64_t> packedAxis(TensorViewType view);

template <typename Op>
struct Lowering : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;
};

/// An unsigned integer scalar (a cuda_tile index or extent) as an `index`.
Value toIndex(OpBuilder &b, Location loc, Value v);

/// nv_tileaa's rounding attribute for a cuda_tile rounding mode; null for
/// nearest_even, nv_tileaa's default.
nv_tileaa::RoundingModeAttr convertRounding(MLIRContext *ctx, std::optional<RoundingMode> mode);

nv_tileaa::MemSemantic convertOrdering(MemoryOrdering ordering);
nv_tileaa::MemScopeAttr convertScope(MLIRContext *ctx, std::optional<MemoryScope> scope);

/// `token` when the op had one, else a fresh token: an op without a token
/// is ordered only by the program's data dependences.
Value tokenOrFresh(OpBuilder &b, Location loc, Value token);

/// A rank-1 tile's bits as the bytes of `bytesType` (pack: sub-byte
/// elements two or more to a byte, element 0 in the lowest bits; wider ones
/// little-endian), and back (unpack).
Value packBytes(OpBuilder &b, Location loc, Value source, RankedTensorType bytesType);
Value unpackBytes(OpBuilder &b, Location loc, Value source, RankedTensorType resultType);

/// Rewrites every cuda_tile `if`, `for` and `loop` under `root` (and their
/// terminators, `return`s inside `if`s included) into scf, so that early
/// `break`, `continue` and `return` become structured. Types stay cuda_tile;
/// the dialect conversion converts them afterwards.
LogicalResult structurizeControlFlow(Operation *root);

// One per family; each adds the patterns of the ops its file names.
void populateFunctionPatterns(const TypeConverter &converter, RewritePatternSet &patterns);
void populateArithmeticPatterns(const TypeConverter &converter, RewritePatternSet &patterns);
void populateShapePatterns(const TypeConverter &converter, RewritePatternSet &patterns);
void populateCollectivePatterns(const TypeConverter &converter, RewritePatternSet &patterns);
void populateMemoryPatterns(const TypeConverter &converter, RewritePatternSet &patterns);
void populateMiscPatterns(const TypeConverter &converter, RewritePatternSet &patterns);

} // namespace mlir::cuda_tile::to_tileaa

#endif
