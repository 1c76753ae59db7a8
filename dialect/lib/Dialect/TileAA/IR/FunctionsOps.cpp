//===- FunctionsOps.cpp - nv_tileaa functions, plugins and launch -----------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/StringExtras.h"

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
  // The roster's first invariant: nothing of cuda_tile is left at this level.
  WalkResult walk = getBody().walk([&](Operation *op) {
    if (op->getName().getDialectNamespace() != "cuda_tile")
      return WalkResult::advance();
    op->emitOpError("is a cuda_tile operation inside an nv_tileaa function; nv_tileaa holds no cuda_tile operations");
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult ReturnOp::verify() {
  auto func = cast<FuncOp>((*this)->getParentOp());
  ArrayRef<Type> results = func.getFunctionType().getResults();
  if (getOperands().getTypes() != TypeRange(results))
    return emitOpError("operand types do not match the function's result types");
  return success();
}

/// Checks `operands -> results` against the signature of `callee`, a `what`.
static LogicalResult checkSignature(Operation *op, StringRef what, FlatSymbolRefAttr callee, TypeRange operands,
                                    TypeRange results, FunctionType type) {
  if (operands.size() != type.getNumInputs())
    return op->emitOpError("passes ") << operands.size() << " operands but " << what << " " << callee << " takes "
                                      << type.getNumInputs();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(operands, type.getInputs())))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError("operand #") << i << " has type " << std::get<0>(pair) << " but " << what << " "
                                          << callee << " takes " << std::get<1>(pair);
  if (results.size() != type.getNumResults())
    return op->emitOpError("has ") << results.size() << " results but " << what << " " << callee << " returns "
                                   << type.getNumResults();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(results, type.getResults())))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError("result #") << i << " has type " << std::get<0>(pair) << " but " << what << " "
                                         << callee << " returns " << std::get<1>(pair);
  return success();
}

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto callee = symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, getCalleeAttr());
  if (!callee)
    return emitOpError("callee ") << getCalleeAttr() << " is not an nv_tileaa.func of the enclosing module";
  if (callee.getKernel())
    return emitOpError("cannot call the kernel ") << getCalleeAttr() << "; kernels are started by launch_func";
  return checkSignature(*this, "function", getCalleeAttr(), getOperandTypes(), getResultTypes(),
                        callee.getFunctionType());
}

LogicalResult GlobalOp::verify() {
  Type type = getType();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!(tensor ? tensor.hasStaticShape() && tensor.getElementType().isIntOrFloat() : type.isIntOrFloat()))
    return emitOpError("type must be an integer or float, or a statically shaped tensor of them, got ") << type;
  if (auto init = getInitialValueAttr()) {
    auto initType = cast<ShapedType>(init.getType());
    ArrayRef<int64_t> shape = tensor ? tensor.getShape() : ArrayRef<int64_t>();
    if (initType.getShape() != shape || initType.getElementType() != getElementTypeOrSelf(type))
      return emitOpError("initial value of type ")
             << initType << " does not have the global's shape and element type " << type;
  } else if (getConstant()) {
    return emitOpError("is constant and needs an initial value");
  }
  if (auto align = getAlignment(); align && (*align <= 0 || !llvm::isPowerOf2_64(*align)))
    return emitOpError("alignment must be a positive power of two, got ") << *align;
  return success();
}

LogicalResult LaunchFuncOp::verify() {
  if (getGrid().empty() || getGrid().size() > 3)
    return emitOpError("needs one to three grid extents, got ") << getGrid().size();
  return success();
}

LogicalResult LaunchFuncOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto kernel = symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, getKernelAttr());
  if (!kernel)
    return emitOpError("kernel ") << getKernelAttr() << " is not an nv_tileaa.func of the enclosing module";
  if (!kernel.getKernel())
    return emitOpError("launches ") << getKernelAttr() << ", which is not a kernel; functions are called with call";
  return checkSignature(*this, "kernel", getKernelAttr(), getArgs().getTypes(), TypeRange(),
                        kernel.getFunctionType());
}

namespace mlir::nv_tileaa {
/// Defined with the grid ops; the SM version of the module's `nv_tileaa.target`.
std::optional<unsigned> targetSmVersion(Operation *op);
} // namespace mlir::nv_tileaa

LogicalResult PluginOp::verify() {
  FunctionType type = getFunctionType();
  Region &body = getBody();
  if (body.empty() == !getImplementation().has_value())
    return emitOpError("needs exactly one of a body and an 'implementation'");
  if (!body.empty()) {
    Block &block = body.front();
    if (block.getArgumentTypes() != TypeRange(type.getInputs()))
      return emitOpError("body arguments do not match the plugin's inputs ") << type;
    auto yield = dyn_cast_if_present<YieldOp>(block.empty() ? nullptr : &block.back());
    if (!yield)
      return emitOpError("body must end with nv_tileaa.yield");
    if (yield.getOperandTypes() != TypeRange(type.getResults()))
      return yield.emitOpError("operand types do not match the plugin's results ") << type;
  }
  if (auto regs = getRegisters(); regs && (*regs < 1 || *regs > 255))
    return emitOpError("registers must be between 1 and 255 per thread, got ") << *regs;
  if (auto smem = getSharedMemory(); smem && (*smem < 0 || *smem > 232448))
    return emitOpError("shared_memory must be between 0 and 232448 bytes, got ") << *smem;
  if (auto bars = getNamedBarriers(); bars && (*bars < 0 || *bars > 16))
    return emitOpError("named_barriers must be between 0 and 16, got ") << *bars;
  if (auto tmem = getTensorMemory(); tmem && *tmem != 0) {
    if (*tmem < 32 || *tmem > 512 || !llvm::isPowerOf2_64(*tmem))
      return emitOpError("tensor_memory must be 0 or a power of two from 32 to 512 columns, got ") << *tmem;
    std::optional<unsigned> sm = targetSmVersion(*this);
    if (!sm || *sm < 100 || *sm > 110)
      return emitOpError("tensor_memory needs a target with tensor memory (sm_100 to sm_110) in the module's "
                         "nv_tileaa.target");
  }
  if (auto layouts = getOperandLayouts(); layouts && layouts->size() != type.getNumInputs())
    return emitOpError("has ") << layouts->size() << " operand_layouts for " << type.getNumInputs() << " inputs";
  if (auto layouts = getResultLayouts(); layouts && layouts->size() != type.getNumResults())
    return emitOpError("has ") << layouts->size() << " result_layouts for " << type.getNumResults() << " results";
  return success();
}

LogicalResult ExecuteOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto plugin = symbolTable.lookupNearestSymbolFrom<PluginOp>(*this, getPluginAttr());
  if (!plugin)
    return emitOpError("plugin ") << getPluginAttr() << " is not an nv_tileaa.plugin of the enclosing module";
  return checkSignature(*this, "plugin", getPluginAttr(), getOperandTypes(), getResultTypes(),
                        plugin.getFunctionType());
}

LogicalResult InjectIrOp::verify() {
  if (getKind() != "ptx" && getKind() != "llvm")
    return emitOpError("kind must be 'ptx' or 'llvm', got '") << getKind() << "'";
  if (getCode().empty())
    return emitOpError("code must not be empty");
  for (Type type : llvm::concat<const Type>(getOperandTypes(), getResultTypes()))
    if (!type.isIntOrIndexOrFloat() && !isa<PointerType>(type))
      return emitOpError("operands and results must be scalars (integer, float, index or pointer), got ") << type;
  if (getKind() != "ptx")
    return success();
  // `$N` names a result, then an operand; `$$` is a literal dollar sign.
  StringRef code = getCode();
  unsigned values = getNumResults() + getNumOperands();
  for (size_t i = code.find('$'); i != StringRef::npos; i = code.find('$', i + 1)) {
    if (i + 1 < code.size() && code[i + 1] == '$') {
      ++i;
      continue;
    }
    size_t end = i + 1;
    while (end < code.size() && llvm::isDigit(code[end]))
      ++end;
    unsigned n;
    if (end > i + 1 && !code.slice(i + 1, end).getAsInteger(10, n) && n >= values)
      return emitOpError("code refers to $") << n << " but there are only " << values << " results and operands";
  }
  return success();
}
