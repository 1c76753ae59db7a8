//===- TileAAOps.cpp - nv_tileaa ops: syntax and verifiers ----------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildType = [](Builder &b, ArrayRef<Type> args, ArrayRef<Type> results, function_interface_impl::VariadicFlag,
                      std::string &) { return b.getFunctionType(args, results); };
  if (function_interface_impl::parseFunctionOp(parser, result, /*allowVariadic=*/false,
                                                getFunctionTypeAttrName(result.name), buildType,
                                                getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name)))
    return failure();
  Builder builder(parser.getContext());
  FuncOp::ensureTerminator(*result.regions.front(), builder, result.location);
  return success();
}

void FuncOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
                                           getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult FuncOp::verify() {
  if (getKernel() && getFunctionType().getNumResults() != 0)
    return emitOpError("is a kernel and cannot return values");
  return success();
}

LogicalResult ReturnOp::verify() {
  auto func = cast<FuncOp>((*this)->getParentOp());
  ArrayRef<Type> results = func.getFunctionType().getResults();
  if (getOperands().getTypes() != TypeRange(results))
    return emitOpError("operand types do not match the function's result types");
  return success();
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

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
  return success();
}

/// The contract every memory op shares (roster: verify_memory_op_common).
static LogicalResult verifyMemoryCommon(Operation *op, nv_tileaa::MemRefType memref, size_t numIndices,
                                        RankedTensorType tile, std::optional<ArrayRef<bool>> inBounds,
                                        MemSemantic semantic, std::optional<MemScope> scope) {
  if ((int64_t)numIndices != memref.getRank())
    return op->emitOpError("needs ") << memref.getRank() << " indices for a rank-" << memref.getRank()
                                     << " memref, got " << numIndices;
  if (tile.getRank() != memref.getRank())
    return op->emitOpError("tile rank ") << tile.getRank() << " does not match memref rank " << memref.getRank();
  if (tile.getElementType() != memref.getElementType())
    return op->emitOpError("tile element type ") << tile.getElementType() << " does not match memref element type "
                                                 << memref.getElementType();
  if (inBounds && (int64_t)inBounds->size() != memref.getRank())
    return op->emitOpError("in_bounds needs one entry per axis (") << memref.getRank() << "), got "
                                                                   << inBounds->size();
  if (semantic == MemSemantic::weak && scope)
    return op->emitOpError("weak memory ordering must not carry a scope");
  if (semantic != MemSemantic::weak && !scope)
    return op->emitOpError("non-weak memory ordering requires explicit scope");
  return success();
}

LogicalResult TiledLoadOp::verify() {
  if (getMemSemantic() == MemSemantic::release || getMemSemantic() == MemSemantic::acq_rel)
    return emitOpError("loads accept weak, relaxed or acquire ordering, got ")
           << stringifyMemSemantic(getMemSemantic());
  if (getPadding() && *getPadding() != Padding::zero && !isa<FloatType>(getResult().getType().getElementType()))
    return emitOpError("padding ") << stringifyPadding(*getPadding()) << " needs a float element type";
  return verifyMemoryCommon(*this, getMemref().getType(), getIndices().size(), getResult().getType(), getInBounds(),
                            getMemSemantic(), getMemScope());
}

LogicalResult TiledStoreOp::verify() {
  if (getMemSemantic() == MemSemantic::acquire || getMemSemantic() == MemSemantic::acq_rel)
    return emitOpError("stores accept weak, relaxed or release ordering, got ")
           << stringifyMemSemantic(getMemSemantic());
  return verifyMemoryCommon(*this, getMemref().getType(), getIndices().size(), getValue().getType(),
                            getInBounds(), getMemSemantic(), getMemScope());
}

//===----------------------------------------------------------------------===//
// Tokens and facts
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  // The facts are signed 64-bit values; read them as such.
  auto value = [](IntegerAttr attr) { return attr.getValue().getSExtValue(); };
  if (auto divBy = getDivByAttr(); divBy && (value(divBy) <= 0 || !llvm::isPowerOf2_64(value(divBy))))
    return emitOpError("div_by must be a positive power of two");
  if (getEvery().has_value() != getAlong().has_value())
    return emitOpError("needs 'every' and 'along' together");
  if (getEvery() && !getDivBy())
    return emitOpError("'every'/'along' qualify div_by, which is missing");
  if (getEvery() && (value(getEveryAttr()) <= 0 || value(getAlongAttr()) < 0))
    return emitOpError("'every' must be positive and 'along' a dimension index");
  if (getLowerBound() && getUpperBound() && value(getLowerBoundAttr()) > value(getUpperBoundAttr()))
    return emitOpError("lower_bound exceeds upper_bound");
  return success();
}
