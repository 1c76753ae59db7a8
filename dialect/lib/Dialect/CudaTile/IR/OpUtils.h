//===- OpUtils.h - helpers shared by the cuda_tile op sections --*- C++ -*-===//
//
// Pieces of syntax and verification that several sections of the operation
// chapter use: memory orderings and scopes, view accesses, index lists,
// optimization hints.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_LIB_DIALECT_CUDATILE_IR_OPUTILS_H
#define CUDA_TILE_LIB_DIALECT_CUDATILE_IR_OPUTILS_H

#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

namespace mlir::cuda_tile::detail {

/// The element type of a tile, or the type itself.
Type elementTypeOf(Type type);

/// `weak`, `relaxed device`, ...: an ordering and, unless weak, its scope,
/// stored under `orderingName` / `scopeName`.
ParseResult parseOrdering(OpAsmParser &parser, OperationState &result, StringRef orderingName,
                          StringRef scopeName);
void printOrdering(OpAsmPrinter &p, MemoryOrdering ordering, std::optional<MemoryScope> scope);
/// Checks an op's ordering against the ones it accepts, and that it has a
/// scope iff the ordering is not weak.
LogicalResult verifyOrdering(Operation *op, MemoryOrdering ordering, std::optional<MemoryScope> scope,
                             ArrayRef<MemoryOrdering> allowed);

/// `%view[%i, %j]`, then `token = %t` and `optimization_hints = <...>` if present.
ParseResult parseViewAccess(OpAsmParser &parser, OperationState &result, OpAsmParser::UnresolvedOperand &view,
                            SmallVectorImpl<OpAsmParser::UnresolvedOperand> &indices,
                            std::optional<OpAsmParser::UnresolvedOperand> &token, StringRef hintsName);
void printViewAccess(OpAsmPrinter &p, Value view, ValueRange indices, Value token,
                     std::optional<OptimizationHintsAttr> hints);

/// `token=%t`, as NVIDIA prints it for pointer ops, atomics and print
/// (`token = %t` reads the same).
ParseResult parseOptionalToken(OpAsmParser &parser, std::optional<OpAsmParser::UnresolvedOperand> &token);
void printOptionalToken(OpAsmPrinter &p, Value token);

/// `optimization_hints = <...>`, stored under `name`.
ParseResult parseOptionalHints(OpAsmParser &parser, OperationState &result, StringRef name);
void printOptionalHints(OpAsmPrinter &p, OptimizationHintsAttr hints);

/// The types of a view access's indices: `, tile<i32>` once for all of
/// them, or `, tile<4xi32>, tile<i32>` one per index (13.3).
ParseResult parseIndexTypes(OpAsmParser &parser, size_t numIndices, SmallVectorImpl<Type> &indexTypes);
/// Once when they are all one type, else one per index.
void printIndexTypes(OpAsmPrinter &p, ValueRange indices);
/// One index per dimension of the view's index space (its tile rank).
LogicalResult verifyIndexCount(Operation *op, ValueRange indices, TileViewTypeInterface view);
/// A load or store's indices as the view takes them: rank-0 tiles of one type;
/// in a gather_scatter_view's sparse position, a rank-1 tile with one
/// coordinate per tile row along it.
LogicalResult verifyViewIndices(Operation *op, ValueRange indices, TileViewTypeInterface view);

/// `rounding<mode>`, optional: a custom directive, as in NVIDIA's syntax (so
/// that the printed spacing is theirs too). The `...Default<Mode>` printers
/// elide the mode an op means when it has none, as NVIDIA's printer does (its
/// bytecode always stores the mode, so a default can never print back).
ParseResult parseRoundingModifier(OpAsmParser &parser, RoundingModeAttr &mode);
void printRoundingModifier(OpAsmPrinter &p, Operation *, RoundingModeAttr mode);
template <RoundingMode Default>
ParseResult parseRoundingModifierDefault(OpAsmParser &parser, RoundingModeAttr &mode) {
  return parseRoundingModifier(parser, mode);
}
template <RoundingMode Default>
void printRoundingModifierDefault(OpAsmPrinter &p, Operation *op, RoundingModeAttr mode) {
  if (mode && mode.getValue() != Default)
    printRoundingModifier(p, op, mode);
}
#define CUDA_TILE_ROUNDING_DEFAULT(NAME, MODE)                                                                     \
  inline ParseResult parseRoundingModifier##NAME(OpAsmParser &parser, RoundingModeAttr &mode) {                    \
    return parseRoundingModifierDefault<RoundingMode::MODE>(parser, mode);                                         \
  }                                                                                                                \
  inline void printRoundingModifier##NAME(OpAsmPrinter &p, Operation *op, RoundingModeAttr mode) {                 \
    printRoundingModifierDefault<RoundingMode::MODE>(p, op, mode);                                                 \
  }
CUDA_TILE_ROUNDING_DEFAULT(DefaultZero, zero)
CUDA_TILE_ROUNDING_DEFAULT(DefaultNearestEven, nearest_even)
CUDA_TILE_ROUNDING_DEFAULT(DefaultNearestIntToZero, nearest_int_to_zero)
CUDA_TILE_ROUNDING_DEFAULT(DefaultFull, full)
#undef CUDA_TILE_ROUNDING_DEFAULT

/// `signed` / `unsigned`, a bare keyword (the attribute itself prints as
/// `<signed>`, which is not NVIDIA's op syntax).
ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &attr);
void printSignedness(OpAsmPrinter &p, Operation *, SignednessAttr attr);

/// `4x8` and `[4, 8]`, for diagnostics.
std::string shapeString(ArrayRef<int64_t> shape);
std::string shapeList(ArrayRef<int64_t> shape);

/// `(t0, t1)`, for diagnostics.
std::string formatTypes(TypeRange types);

/// The integer a `constant` fills its tile with (a splat, or its one
/// element): what the folds and canonicalizations read as `0`, `1`, `true`.
std::optional<APInt> splatIntConstant(Value value);
/// A `constant` of i1 elements that is `expected` in the sense above.
bool isBoolConstant(Value value, bool expected);
/// `%n` when `value` is `xori %n, true` (the constant on the right, where
/// xori's commutativity puts it), else null.
Value negatedOperand(Value value);

/// Checks hints on an op that takes the keys `allowed`, as the context's
/// HintDiagnostics says: nothing by default; with `warn`, a warning per
/// unknown architecture key (whose hints are then skipped), key not in
/// `allowed` and invalid value; with `fail` as well, then an error.
LogicalResult verifyHints(Operation *op, std::optional<OptimizationHintsAttr> hints, ArrayRef<StringRef> allowed);

} // namespace mlir::cuda_tile::detail

#endif
