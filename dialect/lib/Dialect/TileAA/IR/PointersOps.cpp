//===- PointersOps.cpp - nv_tileaa pointers, memrefs and type conversion ----===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "cuda-tile/Utils/StorageWidth.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Intrinsics.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

/// A scalar whose type satisfies `isElement`, or a statically shaped ranked
/// tensor of such elements (the family's type constraints, in Pointers.td).
static bool isTileOf(Type type, llvm::function_ref<bool(Type)> isElement) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.hasStaticShape() && isElement(tensor.getElementType());
  return isElement(type);
}

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAPointersOps.cpp.inc"

void TileAADialect::registerPointersOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAPointersOps.cpp.inc"
      >();
}

/// The tile shape of a value: a tensor's shape, empty for a scalar.
static ArrayRef<int64_t> shapeOf(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getShape();
  return {};
}

/// Source and result of a conversion share their tile shape.
static LogicalResult verifySameShape(Operation *op, Type source, Type result) {
  if (isa<RankedTensorType>(source) != isa<RankedTensorType>(result) || shapeOf(source) != shapeOf(result))
    return op->emitOpError("source ") << source << " and result " << result << " must have the same shape";
  return success();
}

/// Every operand and result of an elementwise escape hatch has one shape.
static LogicalResult verifyElementwiseShapes(Operation *op) {
  SmallVector<Type> types(op->getOperandTypes());
  llvm::append_range(types, op->getResultTypes());
  for (Type type : types)
    if (isa<RankedTensorType>(type) != isa<RankedTensorType>(types.front()) ||
        shapeOf(type) != shapeOf(types.front()))
      return op->emitOpError("operands and results must all have the same shape, but ")
             << types.front() << " and " << type << " differ";
  return success();
}

//===----------------------------------------------------------------------===//
// addptr
//===----------------------------------------------------------------------===//

LogicalResult AddPtrOp::verify() {
  Type base = getBase().getType(), offset = getOffset().getType(), result = getResult().getType();
  ArrayRef<int64_t> baseShape = shapeOf(base), offsetShape = shapeOf(offset);
  bool baseTile = isa<RankedTensorType>(base), offsetTile = isa<RankedTensorType>(offset);
  SmallVector<int64_t> shape;
  if (baseTile && offsetTile) {
    if (baseShape.size() != offsetShape.size())
      return emitOpError("base ") << base << " and offset " << offset << " do not broadcast: ranks differ";
    for (auto [b, o] : llvm::zip_equal(baseShape, offsetShape)) {
      if (b != o && b != 1 && o != 1)
        return emitOpError("base ") << base << " and offset " << offset << " do not broadcast: extents "
                                    << b << " and " << o << " differ and neither is 1";
      shape.push_back(b == 1 ? o : b);
    }
  } else {
    shape.assign(baseTile ? baseShape.begin() : offsetShape.begin(), baseTile ? baseShape.end() : offsetShape.end());
  }
  Type pointer = getElementTypeOrSelf(base);
  Type expected = baseTile || offsetTile ? Type(RankedTensorType::get(shape, pointer)) : pointer;
  if (result != expected)
    return emitOpError("result must be ") << expected << " (the base's pointer type, broadcast with the offset), got "
                                          << result;
  return success();
}

OpFoldResult AddPtrOp::fold(FoldAdaptor) {
  if (getBase().getType() == getType() && matchPattern(getOffset(), m_Zero()))
    return getBase();
  return {};
}

namespace {
/// addptr(addptr(p, a), b) -> addptr(p, a + b) when a and b have one type (so
/// the sum needs no broadcast). The sum is an `arith.addi`: only done when the
/// arith dialect is loaded, since a pattern must not load dialects.
struct CombineAddPtrs : OpRewritePattern<AddPtrOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AddPtrOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getBase().getDefiningOp<AddPtrOp>();
    if (!inner || inner.getOffset().getType() != op.getOffset().getType())
      return failure();
    if (!op->getContext()->getLoadedDialect<arith::ArithDialect>())
      return rewriter.notifyMatchFailure(op, "arith is not loaded");
    Value sum = arith::AddIOp::create(rewriter, op.getLoc(), inner.getOffset(), op.getOffset());
    rewriter.replaceOpWithNewOp<AddPtrOp>(op, op.getType(), inner.getBase(), sum);
    return success();
  }
};
} // namespace

void AddPtrOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<CombineAddPtrs>(context);
}

//===----------------------------------------------------------------------===//
// int_to_ptr, ptr_to_int
//===----------------------------------------------------------------------===//

LogicalResult IntToPtrOp::verify() { return verifySameShape(*this, getSource().getType(), getType()); }
LogicalResult PtrToIntOp::verify() { return verifySameShape(*this, getSource().getType(), getType()); }

//===----------------------------------------------------------------------===//
// make_memref
//===----------------------------------------------------------------------===//

// `%base, [%offset,] %sizes..., %strides... attr-dict : (types) -> memref`:
// the result type fixes the number of sizes and strides, hence the segments.
ParseResult MakeMemRefOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  FunctionType fnType;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(fnType))
    return failure();
  if (fnType.getNumResults() != 1 || !isa<nv_tileaa::MemRefType>(fnType.getResult(0)))
    return parser.emitError(loc, "expected one !nv_tileaa.memref result");
  if (parser.resolveOperands(operands, fnType.getInputs(), loc, result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  if (result.attributes.get(getOperandSegmentSizesAttrName(result.name)))
    return success();
  auto type = cast<nv_tileaa::MemRefType>(fnType.getResult(0));
  int32_t sizes = llvm::count_if(type.getShape(), ShapedType::isDynamic);
  int32_t strides = llvm::count_if(type.getStrides(), ShapedType::isDynamic);
  int32_t offsets = int32_t(operands.size()) - 1 - sizes - strides;
  if (offsets != 0 && offsets != 1)
    return parser.emitError(loc, "expected the base, an optional offset, ")
           << sizes << " sizes and " << strides << " strides (from the result type), got " << operands.size()
           << " operands";
  result.getOrAddProperties<Properties>().operandSegmentSizes = {1, offsets, sizes, strides};
  return success();
}

void MakeMemRefOp::print(OpAsmPrinter &p) {
  p << ' ' << getOperands();
  p.printOptionalAttrDict((*this)->getAttrs(), {getOperandSegmentSizesAttrName()});
  p << " : ";
  p.printFunctionalType(*this);
}

LogicalResult MakeMemRefOp::verify() {
  nv_tileaa::MemRefType type = getType();
  PointerType base = getBase().getType();
  if (base.getPointeeType() != type.getElementType())
    return emitOpError("base points to ") << base.getPointeeType() << " but the memref holds "
                                          << type.getElementType();
  if (base.getAddressSpace() != type.getAddressSpace())
    return emitOpError("base is in address space ") << base.getAddressSpace() << " but the memref is in "
                                                    << type.getAddressSpace();
  unsigned dynSizes = llvm::count_if(type.getShape(), ShapedType::isDynamic);
  unsigned dynStrides = llvm::count_if(type.getStrides(), ShapedType::isDynamic);
  if (getSizes().size() != dynSizes)
    return emitOpError("has ") << getSizes().size() << " size operands for " << dynSizes << " dynamic extents";
  if (getStrides().size() != dynStrides)
    return emitOpError("has ") << getStrides().size() << " stride operands for " << dynStrides
                               << " dynamic strides";
  if (std::optional<uint64_t> scope = getAliasScope(); scope && !llvm::isUInt<32>(*scope))
    return emitOpError("alias_scope must be an unsigned 32-bit id, got ") << int64_t(*scope);
  return success();
}

//===----------------------------------------------------------------------===//
// bitcast, fp_to_fp
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  if (failed(verifySameShape(*this, getSource().getType(), getType())))
    return failure();
  Type from = getElementTypeOrSelf(getSource()), to = getElementTypeOrSelf(getType());
  if (cuda_tile::storageBitWidth(from) != cuda_tile::storageBitWidth(to))
    return emitOpError("element types ") << from << " and " << to << " must have the same bit width";
  return success();
}

OpFoldResult BitcastOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  // bitcast(bitcast(x)) is one bitcast of x: fold in place.
  if (auto inner = getSource().getDefiningOp<BitcastOp>()) {
    if (inner.getSource().getType() == getType())
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

LogicalResult FpToFpOp::verify() {
  if (failed(verifySameShape(*this, getSource().getType(), getType())))
    return failure();
  auto from = cast<FloatType>(getElementTypeOrSelf(getSource()));
  auto to = cast<FloatType>(getElementTypeOrSelf(getType()));
  if (from == to)
    return emitOpError("converts ") << from << " to itself";
  if (getRounding() && llvm::APFloat::isRepresentableBy(from.getFloatSemantics(), to.getFloatSemantics()))
    return emitOpError("rounding is meaningless for the exact conversion ") << from << " -> " << to;
  return success();
}

//===----------------------------------------------------------------------===//
// extern_elementwise, elementwise_inline_asm, call_elementwise_intrinsic
//===----------------------------------------------------------------------===//

/// Calls and assembly that are not marked pure may touch any memory.
static void impureEffects(bool pure, SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  if (pure)
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

LogicalResult ExternElementwiseOp::verify() {
  if (getSymbol().empty())
    return emitOpError("symbol must not be empty");
  return verifyElementwiseShapes(*this);
}

void ExternElementwiseOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  impureEffects(getPure(), effects);
}

LogicalResult ElementwiseInlineAsmOp::verify() {
  if (failed(verifyElementwiseShapes(*this)))
    return failure();
  if (getPure() && getNumResults() == 0)
    return emitOpError("is pure but has no results");
  int32_t pack = getPackedElement();
  if (pack < 1)
    return emitOpError("packed_element must be at least 1, got ") << pack;
  int64_t elements = 1;
  if (getNumOperands() + getNumResults() != 0) {
    Type shaped = getNumOperands() ? getOperand(0).getType() : getResult(0).getType();
    for (int64_t d : shapeOf(shaped))
      elements *= d;
  }
  if (elements % pack != 0)
    return emitOpError("packed_element ") << pack << " does not divide the " << elements << " elements";

  SmallVector<StringRef> entries;
  if (!getConstraints().empty())
    llvm::SplitString(getConstraints(), entries, ",");
  unsigned outputs = getNumResults(), inputs = getNumOperands();
  if (entries.size() < outputs + inputs)
    return emitOpError("constraints \"") << getConstraints() << "\" need " << outputs << " outputs and " << inputs
                                         << " inputs, got " << entries.size() << " entries";
  for (auto [i, entry] : llvm::enumerate(entries)) {
    StringRef e = entry.trim();
    if (i < outputs && !e.starts_with("="))
      return emitOpError("constraint ") << i << " (\"" << e << "\") must be an output (=...) for result " << i;
    if (i >= outputs && i < outputs + inputs && (e.starts_with("=") || e.starts_with("~")))
      return emitOpError("constraint ") << i << " (\"" << e << "\") must be an input for operand " << i - outputs;
    if (i >= outputs + inputs && !e.starts_with("~"))
      return emitOpError("constraint ") << i << " (\"" << e
                                        << "\") follows every output and input, so it must be a clobber (~{...})";
  }
  return success();
}

void ElementwiseInlineAsmOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  impureEffects(getPure(), effects);
}

LogicalResult CallElementwiseIntrinsicOp::verify() {
  if (llvm::Intrinsic::lookupIntrinsicID(getIntrinsic()) == llvm::Intrinsic::not_intrinsic)
    return emitOpError("unknown LLVM intrinsic \"") << getIntrinsic() << "\"";
  return verifyElementwiseShapes(*this);
}
