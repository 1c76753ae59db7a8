//===- OpUtils.cpp - helpers shared by the cuda_tile op sections ---------===//
#include "OpUtils.h"
#include "cuda-tile/Dialect/CudaTile/IR/HintDiagnostics.h"
#include "cuda-tile/Utils/OptimizationHints.h"

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

ParseResult mlir::cuda_tile::detail::parseIndexTypes(OpAsmParser &parser, size_t numIndices,
                                                    SmallVectorImpl<Type> &indexTypes) {
  if (numIndices == 0)
    return success();
  llvm::SMLoc loc = parser.getCurrentLocation();
  while (succeeded(parser.parseOptionalComma()))
    if (parseCudaTileType(parser, indexTypes.emplace_back()))
      return failure();
  if (indexTypes.size() == 1)
    indexTypes.assign(numIndices, indexTypes.front());
  if (indexTypes.size() != numIndices)
    return parser.emitError(loc, "expected one index type for all ")
           << numIndices << " indices or one per index, got " << indexTypes.size();
  return success();
}

void mlir::cuda_tile::detail::printIndexTypes(OpAsmPrinter &p, ValueRange indices) {
  if (indices.empty())
    return;
  Type first = indices.front().getType();
  if (llvm::all_of(indices.getTypes(), [&](Type t) { return t == first; })) {
    p << ", ";
    printCudaTileType(p, first);
    return;
  }
  for (Type t : indices.getTypes()) {
    p << ", ";
    printCudaTileType(p, t);
  }
}

LogicalResult mlir::cuda_tile::detail::verifyIndexCount(Operation *op, ValueRange indices,
                                                        TileViewTypeInterface view) {
  int64_t rank = view.getTileShape().size();
  if ((int64_t)indices.size() != rank)
    return op->emitOpError("needs ") << rank << " indices, one per dimension of the view's index space, got "
                                     << indices.size();
  return success();
}

LogicalResult mlir::cuda_tile::detail::verifyViewIndices(Operation *op, ValueRange indices,
                                                         TileViewTypeInterface view) {
  std::optional<unsigned> sparse;
  if (auto gather = dyn_cast<GatherScatterViewType>(view))
    sparse = gather.getSparseDim();
  Type scalarType;
  for (auto [i, index] : llvm::enumerate(indices)) {
    auto type = cast<TileType>(index.getType());
    if (sparse && i == *sparse) {
      int64_t rows = view.getTileShape()[i];
      if (type.getShape().size() != 1 || type.getShape()[0] != rows)
        return op->emitOpError("index ") << i << " (the sparse dimension of the gather_scatter_view) must be a "
                                         << "rank-1 tile of " << rows << " coordinates, got " << type;
      continue;
    }
    if (!type.getShape().empty())
      return op->emitOpError("index ") << i << " must be a rank-0 tile, got " << type;
    if (!scalarType)
      scalarType = type;
    else if (type != scalarType)
      return op->emitOpError("indices must all have one type, got ") << scalarType << " and " << type;
  }
  return success();
}

LogicalResult mlir::cuda_tile::detail::verifyHints(Operation *op, std::optional<OptimizationHintsAttr> hints,
                                 ArrayRef<StringRef> allowed) {
  HintDiagnostics report = getHintDiagnostics(op->getContext());
  if (!hints || !*hints || !report.warn)
    return success();
  unsigned problems = 0;
  // Not op->emitWarning(): its note prints the op, and printing verifies it
  // again, which warns again.
  auto warn = [&] {
    ++problems;
    return mlir::emitWarning(op->getLoc()) << "'" << op->getName() << "' op ";
  };
  for (NamedAttribute entry : hints->getHints()) {
    StringRef arch = entry.getName().getValue();
    if (!isKnownHintArchitecture(arch)) {
      warn() << "unknown optimization_hints architecture '" << arch << "'; its hints are not checked";
      continue;
    }
    for (NamedAttribute hint : cast<DictionaryAttr>(entry.getValue())) {
      StringRef key = hint.getName().getValue();
      if (!llvm::is_contained(allowed, key)) {
        auto diag = warn() << "unsupported optimization hint '" << key << "' for " << arch << " (allowed here: ";
        llvm::interleaveComma(allowed, diag);
        diag << ")";
      } else if (std::string why = invalidHintReason(arch, key, hint.getValue()); !why.empty()) {
        warn() << why;
      }
    }
  }
  if (problems && report.fail)
    return op->emitOpError("optimization hint verification failed (-Werr-hints)");
  return success();
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

std::optional<APInt> mlir::cuda_tile::detail::splatIntConstant(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  auto dense = dyn_cast<DenseIntElementsAttr>(constant.getValue());
  if (!dense || !(dense.isSplat() || dense.getNumElements() == 1))
    return std::nullopt;
  return *dense.value_begin<APInt>();
}

bool mlir::cuda_tile::detail::isBoolConstant(Value value, bool expected) {
  if (!elementTypeOf(value.getType()).isInteger(1))
    return false;
  std::optional<APInt> bit = splatIntConstant(value);
  return bit && bit->getBoolValue() == expected;
}

Value mlir::cuda_tile::detail::negatedOperand(Value value) {
  auto xori = value.getDefiningOp<XOrIOp>();
  if (xori && isBoolConstant(xori.getRhs(), true))
    return xori.getLhs();
  return {};
}
