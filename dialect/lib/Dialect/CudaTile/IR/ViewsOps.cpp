//===- ViewsOps.cpp - tensor and partition views -------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

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

