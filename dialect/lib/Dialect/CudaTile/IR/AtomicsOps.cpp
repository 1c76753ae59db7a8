//===- AtomicsOps.cpp - atomic compare-and-swap, read-modify-write, reduce -----===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAtomicsOps.cpp.inc"

void CudaTileDialect::registerAtomicsOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAtomicsOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shared syntax and rules
//===----------------------------------------------------------------------===//

/// Atomics need a concurrency assumption: every ordering but weak.
static constexpr MemoryOrdering kAtomicOrderings[] = {MemoryOrdering::relaxed, MemoryOrdering::acquire,
                                                      MemoryOrdering::release, MemoryOrdering::acq_rel};


/// `[, %mask] [token=%t] {attrs} : ptrs, value[, mask] -> result, token`,
/// after the pointers and value operands; `values` are the operands sharing
/// the value type (cmp and val, or arg).
static ParseResult parseAtomicTail(OpAsmParser &parser, OperationState &result, OpAsmParser::UnresolvedOperand pointers,
                                   ArrayRef<OpAsmParser::UnresolvedOperand> values, bool &hasMask, bool &hasToken) {
  OpAsmParser::UnresolvedOperand mask;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  hasMask = false;
  if (succeeded(parser.parseOptionalComma())) {
    // The chapter also writes the token after a comma: `%arg, token = %t`.
    if (failed(parser.parseOptionalKeyword("token"))) {
      hasMask = true;
      if (parser.parseOperand(mask))
        return failure();
    } else if (parser.parseEqual() || parser.parseOperand(token.emplace())) {
      return failure();
    }
  }
  Type pointersType, valueType, maskType, resultType, tokenType;
  if ((!token && parseOptionalToken(parser, token)) || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon() || parseCudaTileType(parser, pointersType) || parser.parseComma() ||
      parseCudaTileType(parser, valueType) ||
      (hasMask && (parser.parseComma() || parseCudaTileType(parser, maskType))) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType) || parser.parseComma() || parseCudaTileType(parser, tokenType))
    return failure();
  hasToken = token.has_value();
  if (parser.resolveOperand(pointers, pointersType, result.operands) ||
      parser.resolveOperands(values, valueType, result.operands) ||
      (hasMask && parser.resolveOperand(mask, maskType, result.operands)) ||
      (token && parser.resolveOperand(*token, TokenType::get(parser.getContext()), result.operands)))
    return failure();
  result.addTypes({resultType, tokenType});
  return success();
}

static void printAtomicTail(OpAsmPrinter &p, Operation *op, Value pointers, Value value, Value mask, Value token,
                            ArrayRef<StringRef> elided) {
  if (mask)
    p << ", " << mask;
  printOptionalToken(p, token);
  SmallVector<StringRef> all(elided);
  all.push_back("operandSegmentSizes");
  p.printOptionalAttrDict(op->getAttrs(), all);
  p << " : ";
  printCudaTileType(p, pointers.getType());
  p << ", ";
  printCudaTileType(p, value.getType());
  if (mask) {
    p << ", ";
    printCudaTileType(p, mask.getType());
  }
  p << " -> ";
  printCudaTileType(p, op->getResult(0).getType());
  p << ", ";
  printCudaTileType(p, op->getResult(1).getType());
}

/// The pointers and the mask have the value's shape; the pointers point to
/// its element type.
static LogicalResult verifyPointersAndMask(Operation *op, TileType pointers, TileType value, StringRef valueName,
                                           Value mask) {
  if (pointers.getShape() != value.getShape())
    return op->emitOpError("pointers shape ") << shapeList(pointers.getShape()) << " must match " << valueName
                                              << " shape " << shapeList(value.getShape());
  Type pointee = cast<PointerType>(pointers.getElementType()).getPointeeType();
  if (pointee != value.getElementType())
    return op->emitOpError("pointers point to ")
           << pointee << " but " << valueName << " holds " << value.getElementType();
  if (mask && cast<TileType>(mask.getType()).getShape() != pointers.getShape())
    return op->emitOpError("mask shape ") << shapeList(cast<TileType>(mask.getType()).getShape())
                                          << " must match the pointers shape " << shapeList(pointers.getShape());
  return success();
}

//===----------------------------------------------------------------------===//
// AtomicCasTkoOp
//===----------------------------------------------------------------------===//

ParseResult AtomicCasTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand pointers, cmp, val;
  bool hasMask, hasToken;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(pointers) || parser.parseComma() || parser.parseOperand(cmp) || parser.parseComma() ||
      parser.parseOperand(val) || parseAtomicTail(parser, result, pointers, {cmp, val}, hasMask, hasToken))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr({1, 1, 1, hasMask ? 1 : 0, hasToken ? 1 : 0}));
  return success();
}

void AtomicCasTkoOp::print(OpAsmPrinter &p) {
  printOrdering(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << " " << getPointers() << ", " << getCmp() << ", " << getVal();
  printAtomicTail(p, *this, getPointers(), getCmp(), getMask(), getToken(),
                  {getMemoryOrderingSemanticsAttrName(), getMemoryScopeAttrName()});
}

LogicalResult AtomicCasTkoOp::verify() {
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(), kAtomicOrderings)))
    return failure();
  TileType cmp = getCmp().getType();
  Type elem = cmp.getElementType();
  if (!elem.isInteger(32) && !elem.isInteger(64) && !elem.isF32() && !elem.isF64())
    return emitOpError("compares and swaps i32, i64, f32 or f64 elements, got ") << elem;
  return verifyPointersAndMask(*this, getPointers().getType(), cmp, "cmp", getMask());
}

//===----------------------------------------------------------------------===//
// AtomicRmwTkoOp
//===----------------------------------------------------------------------===//

ParseResult AtomicRmwTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand pointers, arg;
  StringRef modeKeyword;
  bool hasMask, hasToken;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(pointers) || parser.parseComma())
    return failure();
  llvm::SMLoc modeLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&modeKeyword))
    return failure();
  std::optional<AtomicRMWMode> mode = symbolizeAtomicRMWMode(modeKeyword);
  if (!mode)
    return parser.emitError(modeLoc, "unknown atomic mode '")
           << modeKeyword << "' (expected and, or, xor, add, addf, max, min, umax, umin or xchg)";
  result.addAttribute(getModeAttrName(result.name), AtomicRMWModeAttr::get(parser.getContext(), *mode));
  if (parser.parseComma() || parser.parseOperand(arg) ||
      parseAtomicTail(parser, result, pointers, {arg}, hasMask, hasToken))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr({1, 1, hasMask ? 1 : 0, hasToken ? 1 : 0}));
  return success();
}

void AtomicRmwTkoOp::print(OpAsmPrinter &p) {
  printOrdering(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << " " << getPointers() << ", " << stringifyAtomicRMWMode(getMode()) << ", " << getArg();
  printAtomicTail(p, *this, getPointers(), getArg(), getMask(), getToken(),
                  {getMemoryOrderingSemanticsAttrName(), getMemoryScopeAttrName(), getModeAttrName()});
}

LogicalResult AtomicRmwTkoOp::verify() {
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(), getMemoryScope(), kAtomicOrderings)))
    return failure();
  TileType arg = getArg().getType();
  Type elem = arg.getElementType();
  bool isInt = elem.isInteger(32) || elem.isInteger(64);
  bool isFloat32or64 = elem.isF32() || elem.isF64();
  AtomicRMWMode mode = getMode();
  switch (mode) {
  case AtomicRMWMode::ADDF:
    // The chapter lists f16, f32 and f64; NVIDIA's tools also take bf16.
    if (!isFloat32or64 && !elem.isF16() && !elem.isBF16())
      return emitOpError("mode 'addf' needs f16, bf16, f32 or f64 elements, got ") << elem;
    break;
  case AtomicRMWMode::XCHG:
    if (!isInt && !isFloat32or64)
      return emitOpError("mode 'xchg' needs i32, i64, f32 or f64 elements, got ") << elem;
    break;
  default:
    if (!isInt)
      return emitOpError("mode '") << stringifyAtomicRMWMode(mode) << "' needs i32 or i64 elements, got " << elem;
  }
  return verifyPointersAndMask(*this, getPointers().getType(), arg, "arg", getMask());
}

//===----------------------------------------------------------------------===//
// AtomicRedViewTkoOp
//===----------------------------------------------------------------------===//

ParseResult AtomicRedViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand view, value;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  StringRef modeKeyword;
  if (parseOrdering(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                    getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(view) || parser.parseOperandList(indices, OpAsmParser::Delimiter::Square) ||
      parser.parseComma())
    return failure();
  llvm::SMLoc modeLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&modeKeyword))
    return failure();
  std::optional<AtomicRMWMode> mode = symbolizeAtomicRMWMode(modeKeyword);
  if (!mode)
    return parser.emitError(modeLoc, "unknown atomic mode '")
           << modeKeyword << "' (expected and, or, xor, add, addf, max, min, umax or umin)";
  result.addAttribute(getModeAttrName(result.name), AtomicRMWModeAttr::get(parser.getContext(), *mode));
  Type valueType, viewType, tokenType;
  SmallVector<Type> indexTypes;
  if (parser.parseComma() || parser.parseOperand(value) || parseOptionalToken(parser, token) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, valueType) || parser.parseComma() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) || parser.parseArrow() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getNameLoc(), result.operands) ||
      parser.resolveOperand(value, valueType, result.operands) ||
      (token && parser.resolveOperand(*token, TokenType::get(parser.getContext()), result.operands)))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr({1, (int32_t)indices.size(), 1, token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void AtomicRedViewTkoOp::print(OpAsmPrinter &p) {
  printOrdering(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << " " << getView() << "[" << getIndex() << "], " << stringifyAtomicRMWMode(getMode()) << ", " << getValue();
  // NVIDIA spaces this op's `token = %t`, unlike the pointer atomics'.
  if (getToken())
    p << " token = " << getToken();
  p.printOptionalAttrDict((*this)->getAttrs(), {getOperandSegmentSizesAttrName(), getMemoryOrderingSemanticsAttrName(),
                                                getMemoryScopeAttrName(), getModeAttrName()});
  p << " : ";
  printCudaTileType(p, getValue().getType());
  p << ", ";
  printCudaTileType(p, getView().getType());
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

// The order of the checks is NVIDIA's (13.3 addendum §2.4).
LogicalResult AtomicRedViewTkoOp::verify() {
  TileViewTypeInterface view = getView().getType();
  if (isa<GatherScatterViewType>(view))
    return emitOpError("view must be a partition_view or strided_view: a gather_scatter_view takes no atomic "
                       "reductions");
  if (view.getPaddingValue())
    return emitOpError("view must not have a padding_value: an atomic reduction writes only elements inside the "
                       "tensor");
  TileType value = getValue().getType();
  Type elem = value.getElementType(), viewElem = view.getTensorView().getElementType();
  if (viewElem != elem)
    return emitOpError("value holds ") << elem << " but the view holds " << viewElem;
  if (value.getShape() != view.getTileShape())
    return emitOpError("value shape ") << shapeList(value.getShape()) << " must match the view's tile shape "
                                       << shapeList(view.getTileShape());
  AtomicRMWMode mode = getMode();
  if (mode == AtomicRMWMode::XCHG)
    return emitOpError("mode 'xchg' is not a reduction; use and, or, xor, add, addf, max, min, umax or umin");
  if (mode == AtomicRMWMode::ADDF) {
    if (!elem.isF16() && !elem.isBF16() && !elem.isF32() && !elem.isF64())
      return emitOpError("mode 'addf' needs f16, bf16, f32 or f64 elements, got ") << elem;
  } else if (!elem.isInteger(32) && !elem.isInteger(64)) {
    return emitOpError("mode '") << stringifyAtomicRMWMode(mode) << "' needs i32 or i64 elements, got " << elem;
  }
  // The reduction is meant to become a TMA reduction (cp.reduce.async.bulk),
  // which is relaxed and at most device-wide.
  if (getMemoryOrderingSemantics() != MemoryOrdering::relaxed)
    return emitOpError("memory ordering must be 'relaxed' for an atomic reduction into a view, got '")
           << stringifyMemoryOrdering(getMemoryOrderingSemantics()) << "'";
  if (getMemoryScope() == MemoryScope::sys)
    return emitOpError("memory scope 'sys' is not allowed for an atomic reduction into a view; use 'tl_blk' or "
                       "'device'");
  int64_t rank = view.getTileShape().size();
  ValueRange indices = getIndex();
  if ((int64_t)indices.size() != rank)
    return emitOpError("needs ") << rank << " indices, one per dimension of the view's tile (rank " << rank
                                 << "), got " << indices.size();
  // Unlike a load's, these indices need not share one type.
  for (auto [i, index] : llvm::enumerate(indices)) {
    auto type = cast<TileType>(index.getType());
    if (!type.getShape().empty())
      return emitOpError("index ") << i << " must be a rank-0 tile, got shape " << shapeList(type.getShape());
    if (!isa<IntegerType>(type.getElementType()))
      return emitOpError("index ") << i << " must be an integer tile, got " << type;
  }
  return success();
}
