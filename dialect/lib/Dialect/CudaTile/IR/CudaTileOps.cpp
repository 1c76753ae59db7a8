//===- CudaTileOps.cpp - cuda_tile ops: syntax and verifiers --------------===//
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

StringRef cuda_tile::ModuleOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }
StringRef EntryOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

/// The element type of a tile, or the type itself.
static Type elementTypeOf(Type type) {
  if (auto tile = dyn_cast<TileType>(type))
    return tile.getElementType();
  return type;
}

/// `weak`, `relaxed device`, ...: an ordering and, unless weak, its scope.
static ParseResult parseOrdering(OpAsmParser &parser, OperationState &result, StringRef orderingName,
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

static void printOrdering(OpAsmPrinter &p, MemoryOrdering ordering, std::optional<MemoryScope> scope) {
  p << " " << stringifyMemoryOrdering(ordering);
  if (scope)
    p << " " << stringifyMemoryScope(*scope);
}

/// Checks an op's ordering against the ones it accepts, and its scope.
static LogicalResult verifyOrdering(Operation *op, MemoryOrdering ordering, std::optional<MemoryScope> scope,
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
static ParseResult parseViewAccess(OpAsmParser &parser, OperationState &result,
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
  if (succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    Attribute hints;
    if (parser.parseEqual() || !(hints = OptimizationHintsAttr::parse(parser, Type())))
      return failure();
    result.addAttribute(hintsName, hints);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

static void printViewAccess(OpAsmPrinter &p, Value view, ValueRange indices, Value token,
                            std::optional<OptimizationHintsAttr> hints) {
  p << view << "[" << indices << "]";
  if (token)
    p << " token = " << token;
  if (hints && *hints) {
    p << " optimization_hints = ";
    hints->print(p);
  }
}

/// Index operands share one type, written once: `, tile<i32>`.
static ParseResult parseIndexType(OpAsmParser &parser, size_t numIndices, Type &indexType) {
  if (numIndices == 0)
    return success();
  return failure(parser.parseComma() || parseCudaTileType(parser, indexType));
}

static LogicalResult verifyIndices(Operation *op, ValueRange indices, int64_t rank) {
  if ((int64_t)indices.size() != rank)
    return op->emitOpError("needs ") << rank << " indices, one per dimension of the view's index space, got "
                                     << indices.size();
  for (Value index : indices)
    if (index.getType() != indices.front().getType())
      return op->emitOpError("indices must all have one type, got ")
             << indices.front().getType() << " and " << index.getType();
  return success();
}

static LogicalResult verifyHints(Operation *op, std::optional<OptimizationHintsAttr> hints,
                                 ArrayRef<StringRef> allowed) {
  if (!hints || !*hints)
    return success();
  return hints->verifyKeys(allowed, [&] { return op->emitOpError(); });
}

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

LogicalResult cuda_tile::ModuleOp::verify() {
  WalkResult walk = getBody().walk<WalkOrder::PreOrder>([](Operation *op) {
    Dialect *dialect = op->getDialect();
    if (dialect && isa<CudaTileDialect>(dialect))
      return WalkResult::advance();
    op->emitOpError("is not a cuda_tile operation; a cuda_tile.module holds only cuda_tile operations");
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name), result.attributes))
    return failure();

  SmallVector<OpAsmParser::Argument> args;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument &arg = args.emplace_back();
        NamedAttrList attrs;
        if (parser.parseArgument(arg, /*allowType=*/false, /*allowAttrs=*/false) || parser.parseColon() ||
            parseCudaTileType(parser, arg.type) || parser.parseOptionalAttrDict(attrs))
          return failure();
        if (!attrs.empty())
          arg.attrs = attrs.getDictionary(ctx);
        return parser.parseOptionalLocationSpecifier(arg.sourceLoc);
      }))
    return failure();

  if (succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    Attribute hints;
    if (parser.parseEqual() || !(hints = OptimizationHintsAttr::parse(parser, Type())))
      return failure();
    result.addAttribute(getOptimizationHintsAttrName(result.name), hints);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  SmallVector<Type> argTypes = llvm::map_to_vector(args, [](auto &a) { return a.type; });
  result.addAttribute(getFunctionTypeAttrName(result.name), TypeAttr::get(FunctionType::get(ctx, argTypes, {})));
  Builder builder(ctx);
  call_interface_impl::addArgAndResultAttrs(builder, result, args, /*resultAttrs=*/{},
                                            getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  EntryOp::ensureTerminator(*body, builder, result.location);
  return success();
}

void EntryOp::print(OpAsmPrinter &p) {
  p << " ";
  p.printSymbolName(getSymName());
  p << "(";
  ArrayAttr argAttrs = getArgAttrsAttr();
  llvm::interleaveComma(llvm::enumerate(getBody().getArguments()), p, [&](auto it) {
    p << it.value() << ": ";
    printCudaTileType(p, it.value().getType());
    if (argAttrs)
      p.printOptionalAttrDict(cast<DictionaryAttr>(argAttrs[it.index()]).getValue());
  });
  p << ")";
  if (auto hints = getOptimizationHintsAttr()) {
    p << " optimization_hints=";
    hints.print(p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {getSymNameAttrName(), getFunctionTypeAttrName(), getArgAttrsAttrName(),
                                      getResAttrsAttrName(), getOptimizationHintsAttrName()});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
}

LogicalResult EntryOp::verify() {
  FunctionType type = getFunctionType();
  if (type.getNumResults() != 0)
    return emitOpError("is a kernel and cannot return values, got ") << type.getNumResults() << " results";
  for (auto [i, t] : llvm::enumerate(type.getInputs()))
    if (!isa<CudaTileDialect>(t.getDialect()) || isa<TokenType>(t))
      return emitOpError("argument #") << i << " must be a tile or a view, got " << t;
  if (getBody().getNumArguments() != type.getNumInputs())
    return emitOpError("has ") << getBody().getNumArguments() << " block arguments for " << type.getNumInputs()
                               << " kernel arguments";
  return verifyHints(*this, getOptimizationHints(), {"num_cta_in_cga", "occupancy"});
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  if (getOperation()->getParentOfType<EntryOp>() && !getOperands().empty())
    return emitOpError("in a kernel returns no values, got ") << getOperands().size();
  return success();
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

namespace {
/// Parses the value of `<D: ...>`: one scalar, or nested lists whose shape is
/// recorded as they are read.
struct ConstantLiteralParser {
  OpAsmParser &parser;
  Type elemType;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  SmallVector<int64_t> shape;
  bool sawList = false;

  ParseResult parseScalar() {
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (auto floatType = dyn_cast<FloatType>(elemType)) {
      APFloat value(floatType.getFloatSemantics());
      if (parser.parseFloat(floatType.getFloatSemantics(), value))
        return failure();
      floats.push_back(value);
      return success();
    }
    auto intType = dyn_cast<IntegerType>(elemType);
    if (!intType)
      return parser.emitError(loc, "constants must have a number element type, got ") << elemType;
    unsigned width = intType.getWidth();
    if (succeeded(parser.parseOptionalKeyword("true"))) {
      ints.push_back(APInt(width, 1));
      return success();
    }
    if (succeeded(parser.parseOptionalKeyword("false"))) {
      ints.push_back(APInt(width, 0));
      return success();
    }
    APInt value;
    if (parser.parseInteger(value))
      return failure();
    // Accept any value that fits the width read as signed or as unsigned.
    bool negative = value.isNegative();
    unsigned needed = negative ? value.getSignificantBits() : value.getActiveBits();
    if (needed > width && !(width == 1 && !negative && value.getActiveBits() <= 1))
      return parser.emitError(loc, "integer constant ")
             << llvm::toString(value, 10, /*Signed=*/true) << " does not fit in " << elemType;
    ints.push_back(value.sextOrTrunc(width));
    return success();
  }

  ParseResult parseValue(unsigned depth) {
    if (failed(parser.parseOptionalLSquare()))
      return parseScalar();
    sawList = true;
    llvm::SMLoc loc = parser.getCurrentLocation();
    int64_t count = 0;
    auto each = [&]() -> ParseResult {
      ++count;
      return parseValue(depth + 1);
    };
    if (failed(parser.parseOptionalRSquare())) {
      if (parser.parseCommaSeparatedList(each) || parser.parseRSquare())
        return failure();
    }
    if (shape.size() <= depth)
      shape.resize(depth + 1, -1);
    if (shape[depth] == -1)
      shape[depth] = count;
    else if (shape[depth] != count)
      return parser.emitError(loc, "constant lists at depth ")
             << depth << " have different lengths (" << shape[depth] << " and " << count << ")";
    return success();
  }
};
} // namespace

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  Type elemType, type;
  if (parser.parseLess() || parser.parseType(elemType) || parser.parseColon())
    return failure();
  ConstantLiteralParser literal{parser, elemType};
  llvm::SMLoc valueLoc = parser.getCurrentLocation();
  if (literal.parseValue(0) || parser.parseGreater() || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return parser.emitError(typeLoc, "constant result must be a tile, got ") << type;
  if (tile.getElementType() != elemType)
    return parser.emitError(valueLoc, "constant element type ")
           << elemType << " does not match the tile's " << tile.getElementType();
  if (literal.sawList && ArrayRef<int64_t>(literal.shape) != tile.getShape())
    return parser.emitError(valueLoc, "constant value shape does not match the tile shape");
  auto tensorType = RankedTensorType::get(tile.getShape(), elemType);
  DenseElementsAttr value = literal.floats.empty() ? DenseElementsAttr::get(tensorType, literal.ints)
                                                   : DenseElementsAttr::get(tensorType, literal.floats);
  result.addAttribute(getValueAttrName(result.name), value);
  result.addTypes(tile);
  return success();
}

/// One element of a constant, as NVIDIA's printer writes it.
static void printConstantElement(OpAsmPrinter &p, DenseElementsAttr value, int64_t index) {
  if (isa<FloatType>(value.getElementType())) {
    p.printFloat(*(value.value_begin<APFloat>() + index));
    return;
  }
  APInt v = *(value.value_begin<APInt>() + index);
  if (v.getBitWidth() == 1)
    p << (v.isOne() ? "true" : "false");
  else
    p << v.getSExtValue();
}

void ConstantOp::print(OpAsmPrinter &p) {
  auto value = cast<DenseElementsAttr>(getValue());
  p << " <" << value.getElementType() << ": ";
  ArrayRef<int64_t> shape = getType().getShape();
  if (value.isSplat() || shape.empty()) {
    printConstantElement(p, value, 0);
  } else {
    int64_t index = 0;
    std::function<void(unsigned)> printLevel = [&](unsigned depth) {
      p << "[";
      for (int64_t i = 0; i < shape[depth]; ++i) {
        if (i)
          p << ", ";
        if (depth + 1 == shape.size())
          printConstantElement(p, value, index++);
        else
          printLevel(depth + 1);
      }
      p << "]";
    };
    printLevel(0);
  }
  p << ">";
  p.printOptionalAttrDict((*this)->getAttrs(), {getValueAttrName()});
  p << " : ";
  printCudaTileType(p, getType());
}

LogicalResult ConstantOp::verify() {
  auto value = dyn_cast<DenseElementsAttr>(getValue());
  if (!value)
    return emitOpError("value must be dense elements");
  TileType tile = getType();
  if (value.getType().getShape() != tile.getShape() || value.getElementType() != tile.getElementType())
    return emitOpError("value of type ") << value.getType() << " does not match the result " << tile;
  if (!isTileNumberType(tile.getElementType()))
    return emitOpError("constants must have a number element type, got ") << tile.getElementType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  auto value = cast<DenseElementsAttr>(getValue());
  std::string name = "cst";
  if (value.isSplat() && isa<IntegerType>(value.getElementType())) {
    APInt v = value.getSplatValue<APInt>();
    name += "_" + (v.getBitWidth() == 1 ? std::string(v.isOne() ? "true" : "false")
                                        : std::to_string(v.getSExtValue()));
    llvm::raw_string_ostream os(name);
    os << "_" << value.getElementType();
  }
  setName(getResult(), name);
}

//===----------------------------------------------------------------------===//
// GetTileBlockIdOp
//===----------------------------------------------------------------------===//

void GetTileBlockIdOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getBlockIdX(), "blockId_x");
  setName(getBlockIdY(), "blockId_y");
  setName(getBlockIdZ(), "blockId_z");
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

/// The addf/subf/mulf modifier table: the four IEEE rounding modes for every
/// element type, flush_to_zero for f32 only.
static LogicalResult verifyFloatArithModifiers(Operation *op, Type type, std::optional<RoundingMode> rounding,
                                               bool flushToZero) {
  Type elem = elementTypeOf(type);
  if (rounding && !llvm::is_contained({RoundingMode::nearest_even, RoundingMode::zero, RoundingMode::negative_inf,
                                       RoundingMode::positive_inf},
                                      *rounding))
    return op->emitOpError("does not accept rounding<") << stringifyRoundingMode(*rounding) << ">";
  if (flushToZero && !elem.isF32())
    return op->emitOpError("accepts flush_to_zero only for f32, got ") << elem;
  return success();
}

LogicalResult AddFOp::verify() {
  return verifyFloatArithModifiers(*this, getType(), getRoundingMode(), getFlushToZero());
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

/// `[%n, 32]`: operands for dynamic entries, integers for static ones.
static ParseResult parseMixedList(OpAsmParser &parser, SmallVectorImpl<OpAsmParser::UnresolvedOperand> &dynamic,
                                  SmallVectorImpl<int64_t> &entries) {
  return parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult isOperand = parser.parseOptionalOperand(operand);
    if (isOperand.has_value()) {
      if (failed(*isOperand))
        return failure();
      dynamic.push_back(operand);
      entries.push_back(ShapedType::kDynamic);
      return success();
    }
    return parser.parseInteger(entries.emplace_back());
  });
}

static void printMixedList(OpAsmPrinter &p, ArrayRef<int64_t> entries, OperandRange dynamic) {
  p << "[";
  unsigned next = 0;
  llvm::interleaveComma(entries, p, [&](int64_t e) {
    if (ShapedType::isDynamic(e))
      p << dynamic[next++];
    else
      p << e;
  });
  p << "]";
}

ParseResult MakeTensorViewOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand base;
  SmallVector<OpAsmParser::UnresolvedOperand> shapeOperands, strideOperands;
  SmallVector<int64_t> shapeEntries, strideEntries;
  Type first, resultType, dynamicType;
  llvm::SMLoc listLoc;
  if (parser.parseOperand(base) || parser.parseComma() || parser.parseKeyword("shape") || parser.parseEqual())
    return failure();
  listLoc = parser.getCurrentLocation();
  if (parseMixedList(parser, shapeOperands, shapeEntries) || parser.parseComma() ||
      parser.parseKeyword("strides") || parser.parseEqual() || parseMixedList(parser, strideOperands, strideEntries) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, first))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    dynamicType = first;
    typeLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, resultType))
      return failure();
  } else {
    resultType = first;
  }
  auto view = dyn_cast<TensorViewType>(resultType);
  if (!view)
    return parser.emitError(typeLoc, "expected a tensor_view result, got ") << resultType;
  if (ArrayRef<int64_t>(shapeEntries) != view.getShape() || ArrayRef<int64_t>(strideEntries) != view.getStrides())
    return parser.emitError(listLoc, "shape and strides must match the result type ")
           << view << " (a '?' there for each operand here, the same number elsewhere)";
  if ((!shapeOperands.empty() || !strideOperands.empty()) && !dynamicType)
    return parser.emitError(typeLoc, "dynamic shape or strides need their type: ': tile<iN> -> tensor_view<...>'");
  Type baseType = TileType::get({}, PointerType::get(parser.getContext(), view.getElementType()));
  if (parser.resolveOperand(base, baseType, result.operands) ||
      parser.resolveOperands(shapeOperands, dynamicType, result.operands) ||
      parser.resolveOperands(strideOperands, dynamicType, result.operands))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, (int32_t)shapeOperands.size(), (int32_t)strideOperands.size()}));
  result.addTypes(view);
  return success();
}

void MakeTensorViewOp::print(OpAsmPrinter &p) {
  TensorViewType view = getType();
  p << " " << getBase() << ", shape = ";
  printMixedList(p, view.getShape(), getDynamicShape());
  p << ", strides = ";
  printMixedList(p, view.getStrides(), getDynamicStrides());
  p.printOptionalAttrDict((*this)->getAttrs(), {getOperandSegmentSizesAttrName()});
  p << " : ";
  if (!getDynamicShape().empty() || !getDynamicStrides().empty()) {
    Value any = getDynamicShape().empty() ? getDynamicStrides().front() : getDynamicShape().front();
    printCudaTileType(p, any.getType());
    p << " -> ";
  }
  printCudaTileType(p, view);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType view = getType();
  Type pointee = cast<PointerType>(getBase().getType().getElementType()).getPointeeType();
  if (pointee != view.getElementType())
    return emitOpError("base points to ") << pointee << " but the view holds " << view.getElementType();
  if (getDynamicShape().size() != view.getNumDynamicShape())
    return emitOpError("has ") << getDynamicShape().size() << " dynamic extents for " << view.getNumDynamicShape()
                               << " '?' in the result shape";
  if (getDynamicStrides().size() != view.getNumDynamicStrides())
    return emitOpError("has ") << getDynamicStrides().size() << " dynamic strides for "
                               << view.getNumDynamicStrides() << " '?' in the result strides";
  Type common;
  for (Value v : llvm::concat<Value>(getDynamicShape(), getDynamicStrides())) {
    if (common && v.getType() != common)
      return emitOpError("dynamic shape and strides must all have one type, got ") << common << " and "
                                                                                   << v.getType();
    common = v.getType();
  }
  return success();
}

void MakeTensorViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "tview"); }
void MakePartitionViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "pview"); }

ParseResult LoadViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type viewType, indexType, tileType, tokenType;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parseViewAccess(parser, result, view, indices, token, getOptimizationHintsAttrName(result.name)) ||
      parser.parseColon() || parseCudaTileType(parser, viewType) ||
      parseIndexType(parser, indices.size(), indexType) || parser.parseArrow() ||
      parseCudaTileType(parser, tileType) || parser.parseComma() || parseCudaTileType(parser, tokenType))
    return failure();
  Type tokType = TokenType::get(parser.getContext());
  if (parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexType, result.operands) ||
      (token && parser.resolveOperand(*token, tokType, result.operands)))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr({1, (int32_t)indices.size(), token ? 1 : 0}));
  result.addTypes({tileType, tokenType});
  return success();
}

void LoadViewTkoOp::print(OpAsmPrinter &p) {
  printOrdering(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << " ";
  printViewAccess(p, getView(), getIndex(), getToken(), getOptimizationHintsAttr());
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getOperandSegmentSizesAttrName(), getMemoryOrderingSemanticsAttrName(),
                           getMemoryScopeAttrName(), getOptimizationHintsAttrName()});
  p << " : ";
  printCudaTileType(p, getView().getType());
  if (!getIndex().empty()) {
    p << ", ";
    printCudaTileType(p, getIndex().front().getType());
  }
  p << " -> ";
  printCudaTileType(p, getTile().getType());
  p << ", ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult LoadViewTkoOp::verify() {
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                            {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::acquire})))
    return failure();
  PartitionViewType view = getView().getType();
  if (failed(verifyIndices(*this, getIndex(), view.getTensorView().getRank())))
    return failure();
  if (getTile().getType() != view.getTileType())
    return emitOpError("result ") << getTile().getType() << " does not match the view's tile "
                                  << view.getTileType();
  return verifyHints(*this, getOptimizationHints(), {"allow_tma", "latency"});
}

void LoadViewTkoOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getTile(), "tile");
  setName(getResultToken(), "result_token");
}

ParseResult StoreViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand tile, view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type tileType, viewType, indexType, tokenType;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(tile) || parser.parseComma() ||
      parseViewAccess(parser, result, view, indices, token, getOptimizationHintsAttrName(result.name)) ||
      parser.parseColon() || parseCudaTileType(parser, tileType) || parser.parseComma() ||
      parseCudaTileType(parser, viewType) || parseIndexType(parser, indices.size(), indexType) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  Type tokType = TokenType::get(parser.getContext());
  if (parser.resolveOperand(tile, tileType, result.operands) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexType, result.operands) ||
      (token && parser.resolveOperand(*token, tokType, result.operands)))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr({1, 1, (int32_t)indices.size(), token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void StoreViewTkoOp::print(OpAsmPrinter &p) {
  printOrdering(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << " " << getTile() << ", ";
  printViewAccess(p, getView(), getIndex(), getToken(), getOptimizationHintsAttr());
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getOperandSegmentSizesAttrName(), getMemoryOrderingSemanticsAttrName(),
                           getMemoryScopeAttrName(), getOptimizationHintsAttrName()});
  p << " : ";
  printCudaTileType(p, getTile().getType());
  p << ", ";
  printCudaTileType(p, getView().getType());
  if (!getIndex().empty()) {
    p << ", ";
    printCudaTileType(p, getIndex().front().getType());
  }
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult StoreViewTkoOp::verify() {
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                            {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::release})))
    return failure();
  PartitionViewType view = getView().getType();
  if (failed(verifyIndices(*this, getIndex(), view.getTensorView().getRank())))
    return failure();
  if (getTile().getType() != view.getTileType())
    return emitOpError("stored ") << getTile().getType() << " does not match the view's tile "
                                  << view.getTileType();
  return verifyHints(*this, getOptimizationHints(), {"allow_tma", "latency"});
}

//===----------------------------------------------------------------------===//
// AssumeOp
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  return cast<AssumePredicateAttrInterface>(getPredicate())
      .verifyWithType(getValue().getType(), [&] { return emitOpError(); });
}

void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "assume"); }
