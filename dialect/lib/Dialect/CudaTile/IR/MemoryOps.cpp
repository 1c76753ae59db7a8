//===- MemoryOps.cpp - tokens, pointer loads and stores, alloca ----------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMemoryOps.cpp.inc"

void CudaTileDialect::registerMemoryOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMemoryOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Syntax shared by the pointer loads and stores
//===----------------------------------------------------------------------===//



/// `%a, %b, ...`: between `min` and `max` operands (what the op's optional
/// operands allow); `what` says which they are.
static ParseResult parseOperands(OpAsmParser &parser, SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
                                 size_t min, size_t max, StringRef what) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands))
    return failure();
  if (operands.size() < min || operands.size() > max)
    return parser.emitError(loc, "expected ") << what << ", got " << operands.size() << " operands";
  return success();
}

/// `: T1, T2, ...`, one type per operand, each resolving its operand.
static ParseResult parseOperandTypes(OpAsmParser &parser, ArrayRef<OpAsmParser::UnresolvedOperand> operands,
                                     OperationState &result) {
  if (parser.parseColon())
    return failure();
  for (auto [i, operand] : llvm::enumerate(operands)) {
    Type type;
    if ((i && parser.parseComma()) || parseCudaTileType(parser, type) ||
        parser.resolveOperand(operand, type, result.operands))
      return failure();
  }
  return success();
}

static void printTypes(OpAsmPrinter &p, TypeRange types) {
  llvm::interleaveComma(types, p, [&](Type t) { printCudaTileType(p, t); });
}

static void printPtrOpAttrDict(OpAsmPrinter &p, Operation *op, ArrayRef<StringRef> elided) {
  SmallVector<StringRef> all(elided);
  all.push_back("operandSegmentSizes");
  p.printOptionalAttrDict(op->getAttrs(), all);
}

/// The pointee type of a tile of pointers.
static Type pointeeOf(TileType pointers) {
  return cast<PointerType>(pointers.getElementType()).getPointeeType();
}

/// A mask has the pointers' shape.
static LogicalResult verifyMask(Operation *op, Value mask, TileType pointers, StringRef pointersName) {
  if (!mask)
    return success();
  ArrayRef<int64_t> shape = cast<TileType>(mask.getType()).getShape();
  if (shape != pointers.getShape())
    return op->emitOpError("mask shape ") << shapeList(shape) << " must match the " << pointersName << " shape "
                                          << shapeList(pointers.getShape());
  return success();
}

//===----------------------------------------------------------------------===//
// JoinTokensOp
//===----------------------------------------------------------------------===//

LogicalResult JoinTokensOp::verify() {
  if (getTokens().empty())
    return emitOpError("needs at least one token to join");
  return success();
}

//===----------------------------------------------------------------------===//
// LoadPtrTkoOp
//===----------------------------------------------------------------------===//

ParseResult LoadPtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type resultType, tokenType;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parseOperands(parser, operands, 1, 3, "pointers, then optionally a mask and a padding value") ||
      parseOptionalToken(parser, token) ||
      parseOptionalHints(parser, result, getOptimizationHintsAttrName(result.name)) ||
      parser.parseOptionalAttrDict(result.attributes) || parseOperandTypes(parser, operands, result) ||
      parser.parseArrow() || parseCudaTileType(parser, resultType) || parser.parseComma() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (token && parser.resolveOperand(*token, TokenType::get(parser.getContext()), result.operands))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, operands.size() > 1 ? 1 : 0, operands.size() > 2 ? 1 : 0, token ? 1 : 0}));
  result.addTypes({resultType, tokenType});
  return success();
}

void LoadPtrTkoOp::print(OpAsmPrinter &p) {
  printOrdering(p, getMemoryOrderingSemantics(), getMemoryScope());
  SmallVector<Value, 3> operands{getSource()};
  if (getMask())
    operands.push_back(getMask());
  if (getPaddingValue())
    operands.push_back(getPaddingValue());
  p << " " << operands;
  printOptionalToken(p, getToken());
  printOptionalHints(p, getOptimizationHintsAttr());
  printPtrOpAttrDict(p, *this,
                     {getMemoryOrderingSemanticsAttrName(), getMemoryScopeAttrName(), getOptimizationHintsAttrName()});
  p << " : ";
  printTypes(p, ValueRange(operands).getTypes());
  p << " -> ";
  printTypes(p, getResultTypes());
}

LogicalResult LoadPtrTkoOp::verify() {
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                            {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::acquire})))
    return failure();
  TileType source = getSource().getType();
  auto expected = TileType::get(source.getShape(), pointeeOf(source));
  if (getResult().getType() != expected)
    return emitOpError("result must be ") << expected << ", a tile of what the source points to in its shape, got "
                                          << getResult().getType();
  if (failed(verifyMask(*this, getMask(), source, "source")))
    return failure();
  if (getPaddingValue()) {
    if (!getMask())
      return emitOpError("takes a padding value only with a mask");
    if (getPaddingValue().getType() != expected)
      return emitOpError("padding value must have the result's type ")
             << expected << ", got " << getPaddingValue().getType();
  }
  return verifyHints(*this, getOptimizationHints(), {"latency"});
}

//===----------------------------------------------------------------------===//
// StorePtrTkoOp
//===----------------------------------------------------------------------===//

ParseResult StorePtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type tokenType;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parseOperands(parser, operands, 2, 3, "pointers and a value, then optionally a mask") ||
      parseOptionalToken(parser, token) ||
      parseOptionalHints(parser, result, getOptimizationHintsAttrName(result.name)) ||
      parser.parseOptionalAttrDict(result.attributes) || parseOperandTypes(parser, operands, result) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  if (token && parser.resolveOperand(*token, TokenType::get(parser.getContext()), result.operands))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr({1, 1, operands.size() > 2 ? 1 : 0, token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void StorePtrTkoOp::print(OpAsmPrinter &p) {
  printOrdering(p, getMemoryOrderingSemantics(), getMemoryScope());
  SmallVector<Value, 3> operands{getDestination(), getValue()};
  if (getMask())
    operands.push_back(getMask());
  p << " " << operands;
  printOptionalToken(p, getToken());
  printOptionalHints(p, getOptimizationHintsAttr());
  printPtrOpAttrDict(p, *this,
                     {getMemoryOrderingSemanticsAttrName(), getMemoryScopeAttrName(), getOptimizationHintsAttrName()});
  p << " : ";
  printTypes(p, ValueRange(operands).getTypes());
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult StorePtrTkoOp::verify() {
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                            {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::release})))
    return failure();
  TileType destination = getDestination().getType();
  TileType value = getValue().getType();
  if (destination.getShape() != value.getShape())
    return emitOpError("destination shape ") << shapeList(destination.getShape())
                                             << " must match the value's shape " << shapeList(value.getShape());
  if (pointeeOf(destination) != value.getElementType())
    return emitOpError("destination points to ")
           << pointeeOf(destination) << " but the value holds " << value.getElementType();
  if (failed(verifyMask(*this, getMask(), destination, "destination")))
    return failure();
  return verifyHints(*this, getOptimizationHints(), {"latency"});
}

//===----------------------------------------------------------------------===//
// AllocaOp
//===----------------------------------------------------------------------===//

/// The element size the 13.3 verifier compares the alignment with (addendum
/// §2.5): 1 for i1, else the bit width divided by 8, rounded down (tf32: 2,
/// i4 and f4E2M1FN: 0, so any alignment passes).
static uint64_t naturalSize(Type element) {
  if (element.isInteger(1))
    return 1;
  return element.getIntOrFloatBitWidth() / 8;
}

LogicalResult AllocaOp::verify() {
  uint64_t alignment = getAlignment();
  if (!llvm::isPowerOf2_64(alignment))
    return emitOpError("'alignment' must be power of two, got ") << alignment;
  Type pointee = pointeeOf(getResult().getType());
  if (alignment < naturalSize(pointee))
    return emitOpError("'alignment' (") << alignment << ") must be at least the natural size ("
                                        << naturalSize(pointee) << " bytes) for element type " << pointee;
  return success();
}
