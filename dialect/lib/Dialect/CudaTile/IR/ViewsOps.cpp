//===- ViewsOps.cpp - tensor and partition views -------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

/// A make_*_view's result type: a view of another kind is reported where it
/// is written, not at the next token.
template <typename ViewType>
static ParseResult parseViewResult(OpAsmParser &parser, Type &type, StringRef kind) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  if (!isa<ViewType>(type))
    return parser.emitError(loc, "expected a ") << kind << " result type, got " << type;
  return success();
}

static ParseResult parsePartitionViewResult(OpAsmParser &parser, Type &type) {
  return parseViewResult<PartitionViewType>(parser, type, "partition_view");
}
static ParseResult parseStridedViewResult(OpAsmParser &parser, Type &type) {
  return parseViewResult<StridedViewType>(parser, type, "strided_view");
}
static ParseResult parseGatherScatterViewResult(OpAsmParser &parser, Type &type) {
  return parseViewResult<GatherScatterViewType>(parser, type, "gather_scatter_view");
}
static void printPartitionViewResult(OpAsmPrinter &p, Operation *, Type type) { printCudaTileType(p, type); }
static void printStridedViewResult(OpAsmPrinter &p, Operation *, Type type) { printCudaTileType(p, type); }
static void printGatherScatterViewResult(OpAsmPrinter &p, Operation *, Type type) { printCudaTileType(p, type); }

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileViewsOps.cpp.inc"

void CudaTileDialect::registerViewsOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileViewsOps.cpp.inc"
      >();
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
    // INT64_MIN marks a dynamic entry: written as a number it is an error.
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parser.parseInteger(entries.emplace_back()))
      return failure();
    if (ShapedType::isDynamic(entries.back()))
      return parser.emitError(loc, "expected a value or a positive integer, got ") << entries.back();
    return success();
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
void MakeStridedViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "sview"); }
void MakeGatherScatterViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "gsview"); }

ParseResult LoadViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type viewType, tileType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parseViewAccess(parser, result, view, indices, token, getOptimizationHintsAttrName(result.name)) ||
      parser.parseColon() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) || parser.parseArrow() ||
      parseCudaTileType(parser, tileType) || parser.parseComma() || parseCudaTileType(parser, tokenType))
    return failure();
  Type tokType = TokenType::get(parser.getContext());
  if (parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getNameLoc(), result.operands) ||
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
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getTile().getType());
  p << ", ";
  printCudaTileType(p, getResultToken().getType());
}

// The order of the checks is NVIDIA's (13.3 addendum §2.3).
LogicalResult LoadViewTkoOp::verify() {
  TileViewTypeInterface view = getView().getType();
  if (failed(verifyIndexCount(*this, getIndex(), view)))
    return failure();
  if (getTile().getType() != view.getTileType())
    return emitOpError("result ") << getTile().getType() << " does not match the view's tile "
                                  << view.getTileType();
  if (failed(verifyViewIndices(*this, getIndex(), view)) ||
      failed(verifyHints(*this, getOptimizationHints(), {"allow_tma", "latency"})))
    return failure();
  return verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                        {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::acquire});
}

void LoadViewTkoOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getTile(), "tile");
  setName(getResultToken(), "result_token");
}

ParseResult StoreViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand tile, view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type tileType, viewType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(tile) || parser.parseComma() ||
      parseViewAccess(parser, result, view, indices, token, getOptimizationHintsAttrName(result.name)) ||
      parser.parseColon() || parseCudaTileType(parser, tileType) || parser.parseComma() ||
      parseCudaTileType(parser, viewType) || parseIndexTypes(parser, indices.size(), indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  Type tokType = TokenType::get(parser.getContext());
  if (parser.resolveOperand(tile, tileType, result.operands) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getNameLoc(), result.operands) ||
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
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult StoreViewTkoOp::verify() {
  TileViewTypeInterface view = getView().getType();
  if (failed(verifyIndexCount(*this, getIndex(), view)))
    return failure();
  if (getTile().getType() != view.getTileType())
    return emitOpError("stored ") << getTile().getType() << " does not match the view's tile "
                                  << view.getTileType();
  if (failed(verifyViewIndices(*this, getIndex(), view)) ||
      failed(verifyHints(*this, getOptimizationHints(), {"allow_tma", "latency"})))
    return failure();
  return verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                        {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::release});
}


//===----------------------------------------------------------------------===//
// Shape queries
//===----------------------------------------------------------------------===//

/// `%v : VIEW -> tile<iN>`: one result of that type per dimension of the
/// view (`rankOf` gives their number, or fails for the wrong kind of view).
static ParseResult parseShapeQuery(OpAsmParser &parser, OperationState &result, StringRef viewKind,
                                   llvm::function_ref<std::optional<int64_t>(Type)> rankOf) {
  OpAsmParser::UnresolvedOperand src;
  Type viewType, resultType;
  if (parser.parseOperand(src) || parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  llvm::SMLoc viewLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, viewType))
    return failure();
  std::optional<int64_t> rank = rankOf(viewType);
  if (!rank)
    return parser.emitError(viewLoc, "expected a ") << viewKind << ", got " << viewType;
  // A rank-0 view has no extents, hence no result and no result type to write.
  bool hasArrow = succeeded(parser.parseOptionalArrow());
  if (*rank > 0 && !hasArrow)
    return parser.emitError(viewLoc, "expected '->' and the type of the results after the view type");
  if (hasArrow && parseCudaTileType(parser, resultType))
    return failure();
  if (parser.resolveOperand(src, viewType, result.operands))
    return failure();
  result.addTypes(SmallVector<Type>(*rank, resultType));
  return success();
}

static void printShapeQuery(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  printCudaTileType(p, op->getOperand(0).getType());
  if (op->getNumResults()) {
    p << " -> ";
    printCudaTileType(p, op->getResult(0).getType());
  }
}

/// One result per dimension, all of one type.
static LogicalResult verifyShapeQuery(Operation *op, int64_t rank, StringRef what) {
  if ((int64_t)op->getNumResults() != rank)
    return op->emitOpError("needs ") << rank << " results, one per dimension of the " << what << ", got "
                                     << op->getNumResults();
  for (Type t : op->getResultTypes())
    if (t != op->getResult(0).getType())
      return op->emitOpError("results must all have one type, got ") << op->getResult(0).getType() << " and " << t;
  return success();
}

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseShapeQuery(parser, result, "partition_view, strided_view or gather_scatter_view",
                         [](Type t) -> std::optional<int64_t> {
                           if (auto view = dyn_cast<TileViewTypeInterface>(t))
                             return view.getTileShape().size();
                           return std::nullopt;
                         });
}

void GetIndexSpaceShapeOp::print(OpAsmPrinter &p) { printShapeQuery(p, *this); }

LogicalResult GetIndexSpaceShapeOp::verify() {
  return verifyShapeQuery(*this, getSrc().getType().getTileShape().size(), "view's index space");
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseShapeQuery(parser, result, "tensor_view", [](Type t) -> std::optional<int64_t> {
    if (auto view = dyn_cast<TensorViewType>(t))
      return view.getRank();
    return std::nullopt;
  });
}

void GetTensorShapeOp::print(OpAsmPrinter &p) { printShapeQuery(p, *this); }

LogicalResult GetTensorShapeOp::verify() { return verifyShapeQuery(*this, getSrc().getType().getRank(), "tensor"); }
