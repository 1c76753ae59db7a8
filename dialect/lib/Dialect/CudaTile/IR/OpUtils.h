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

/// Index operands share one type, written once: `, tile<i32>`.
ParseResult parseIndexType(OpAsmParser &parser, size_t numIndices, Type &indexType);
/// `rank` indices of one type.
LogicalResult verifyIndices(Operation *op, ValueRange indices, int64_t rank);

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

/// Every hint key is one of `allowed`.
LogicalResult verifyHints(Operation *op, std::optional<OptimizationHintsAttr> hints, ArrayRef<StringRef> allowed);

} // namespace mlir::cuda_tile::detail

#endif
