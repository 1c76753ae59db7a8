//===- OpUtils.cpp - helpers shared by the cuda_tile op sections ---------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

/// The element type of a tile, or the type itself.
Type mlir::cuda_tile::detail::elementTypeOf(Type type) {
  if (auto tile = dyn_cast<TileType>(type))
    return tile.getElementType();
  return type;
}

/// `weak`, `relaxed device`, ...: an ordering and, unless weak, its scope.
ParseResult mlir::cuda_tile::detail::parseOrdering(OpAsmParser &parser, OperationState &result, StringRef orderingName,
                                 StringRef scopeName) {
  StringRef keyword;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  auto ordering = symbolizeMemoryOrdering(keyword);
  if (!ordering)
    return parser.emitError(loc, "unknown memory ordering '")
           << keyword << "' (expected weak, relaxed, acquire, release or acq_rel)";
  MLIRContext *ctx = parser.getContext();
  result.addAttribute(orderingName, MemoryOrderingAttr::get(ctx, *ordering));
  StringRef scopeKeyword;
  if (succeeded(parser.parseOptionalKeyword(&scopeKeyword, {"tl_blk", "device", "sys"})))
    result.addAttribute(scopeName, MemoryScopeAttr::get(ctx, *symbolizeMemoryScope(scopeKeyword)));
  return success();
}

void mlir::cuda_tile::detail::printOrdering(OpAsmPrinter &p, MemoryOrdering ordering, std::optional<MemoryScope> scope) {
  p << " " << stringifyMemoryOrdering(ordering);
  if (scope)
    p << " " << stringifyMemoryScope(*scope);
}

/// Checks an op's ordering against the ones it accepts, and its scope.
LogicalResult mlir::cuda_tile::detail::verifyOrdering(Operation *op, MemoryOrdering ordering, std::optional<MemoryScope> scope,
                                    ArrayRef<MemoryOrdering> allowed) {
  if (!llvm::is_contained(allowed, ordering))
    return op->emitOpError("does not accept memory ordering '") << stringifyMemoryOrdering(ordering) << "'";
  if (ordering == MemoryOrdering::weak && scope)
    return op->emitOpError("with weak ordering takes no memory scope");
  if (ordering != MemoryOrdering::weak && !scope)
    return op->emitOpError("with '") << stringifyMemoryOrdering(ordering)
                                     << "' ordering needs a memory scope (tl_blk, device or sys)";
  return success();
}

/// `%view[%i, %j]`, then `token = %t` and `optimization_hints = <...>` if present.
ParseResult mlir::cuda_tile::detail::parseViewAccess(OpAsmParser &parser, OperationState &result,
                                   OpAsmParser::UnresolvedOperand &view,
                                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &indices,
                                   std::optional<OpAsmParser::UnresolvedOperand> &token, StringRef hintsName) {
  if (parser.parseOperand(view) || parser.parseOperandList(indices, OpAsmParser::Delimiter::Square))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("token"))) {
    token.emplace();
    if (parser.parseEqual() || parser.parseOperand(*token))
      return failure();
  }
  if (parseOptionalHints(parser, result, hintsName))
    return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void mlir::cuda_tile::detail::printViewAccess(OpAsmPrinter &p, Value view, ValueRange indices, Value token,
                            std::optional<OptimizationHintsAttr> hints) {
  p << view << "[" << indices << "]";
  if (token)
    p << " token = " << token;
  printOptionalHints(p, hints.value_or(OptimizationHintsAttr()));
}

/// Index operands share one type, written once: `, tile<i32>`.
ParseResult mlir::cuda_tile::detail::parseIndexType(OpAsmParser &parser, size_t numIndices, Type &indexType) {
  if (numIndices == 0)
    return success();
  return failure(parser.parseComma() || parseCudaTileType(parser, indexType));
}

LogicalResult mlir::cuda_tile::detail::verifyIndices(Operation *op, ValueRange indices, int64_t rank) {
  if ((int64_t)indices.size() != rank)
    return op->emitOpError("needs ") << rank << " indices, one per dimension of the view's index space, got "
                                     << indices.size();
  for (Value index : indices)
    if (index.getType() != indices.front().getType())
      return op->emitOpError("indices must all have one type, got ")
             << indices.front().getType() << " and " << index.getType();
  return success();
}

LogicalResult mlir::cuda_tile::detail::verifyHints(Operation *op, std::optional<OptimizationHintsAttr> hints,
                                 ArrayRef<StringRef> allowed) {
  if (!hints || !*hints)
    return success();
  return hints->verifyKeys(allowed, [&] { return op->emitOpError(); });
}


ParseResult mlir::cuda_tile::detail::parseRoundingModifier(OpAsmParser &parser, RoundingModeAttr &mode) {
  if (failed(parser.parseOptionalKeyword("rounding")))
    return success();
  Attribute attr = RoundingModeAttr::parse(parser, Type());
  mode = dyn_cast_or_null<RoundingModeAttr>(attr);
  return success(static_cast<bool>(mode));
}

void mlir::cuda_tile::detail::printRoundingModifier(OpAsmPrinter &p, Operation *, RoundingModeAttr mode) {
  if (!mode)
    return;
  p << "rounding";
  mode.print(p);
}

ParseResult mlir::cuda_tile::detail::parseSignedness(OpAsmParser &parser, SignednessAttr &attr) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword, {"signed", "unsigned"})))
    return parser.emitError(loc, "expected 'signed' or 'unsigned'");
  attr = SignednessAttr::get(parser.getContext(), *symbolizeSignedness(keyword));
  return success();
}

void mlir::cuda_tile::detail::printSignedness(OpAsmPrinter &p, Operation *, SignednessAttr attr) {
  p << stringifySignedness(attr.getValue());
}

std::string mlir::cuda_tile::detail::formatTypes(TypeRange types) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "(";
  llvm::interleaveComma(types, os);
  os << ")";
  return text;
}

ParseResult mlir::cuda_tile::detail::parseOptionalToken(OpAsmParser &parser,
                                                        std::optional<OpAsmParser::UnresolvedOperand> &token) {
  if (failed(parser.parseOptionalKeyword("token")))
    return success();
  token.emplace();
  return failure(parser.parseEqual() || parser.parseOperand(*token));
}

void mlir::cuda_tile::detail::printOptionalToken(OpAsmPrinter &p, Value token) {
  if (token)
    p << " token=" << token;
}

ParseResult mlir::cuda_tile::detail::parseOptionalHints(OpAsmParser &parser, OperationState &result,
                                                        StringRef name) {
  if (failed(parser.parseOptionalKeyword("optimization_hints")))
    return success();
  Attribute hints;
  if (parser.parseEqual() || !(hints = OptimizationHintsAttr::parse(parser, Type())))
    return failure();
  result.addAttribute(name, hints);
  return success();
}

void mlir::cuda_tile::detail::printOptionalHints(OpAsmPrinter &p, OptimizationHintsAttr hints) {
  if (hints) {
    p << " optimization_hints = ";
    hints.print(p);
  }
}

std::string mlir::cuda_tile::detail::shapeString(ArrayRef<int64_t> shape) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleave(shape, os, "x");
  return s;
}

std::string mlir::cuda_tile::detail::shapeList(ArrayRef<int64_t> shape) {
  std::string s = "[";
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(shape, os);
  os << "]";
  return s;
}
