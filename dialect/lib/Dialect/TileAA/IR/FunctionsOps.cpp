//===- FunctionsOps.cpp - nv_tileaa functions, plugins and launch -----------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAFunctionsOps.cpp.inc"

void TileAADialect::registerFunctionsOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAFunctionsOps.cpp.inc"
      >();
}

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

