//===- CombiningRegion.cpp - rules of reduce and scan ---------------------===//
#include "cuda-tile/Utils/CombiningRegion.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

/// `(t0, t1)`, for diagnostics.
static std::string typeList(TypeRange types) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "(";
  llvm::interleaveComma(types, os);
  os << ")";
  return s;
}

LogicalResult mlir::cuda_tile::verifyCombiningOp(Operation *op, int64_t dim, ArrayAttr identities, Region &body,
                                                 const CombiningRules &rules) {
  ValueRange inputs = op->getOperands();
  if (inputs.empty())
    return op->emitOpError("expects at least one input tile");
  auto first = cast<ShapedType>(inputs[0].getType());
  for (auto [i, input] : llvm::enumerate(inputs))
    if (cast<ShapedType>(input.getType()).getShape() != first.getShape())
      return op->emitOpError("input #") << i << " of type " << input.getType()
                                        << " does not have the shape of input #0 " << first;
  int64_t rank = first.getShape().size();
  if (dim < 0 || dim >= rank)
    return op->emitOpError("dim ") << dim << " is out of range for inputs of rank " << rank;

  if (identities.size() != inputs.size())
    return op->emitOpError("has ") << identities.size() << " identities for " << inputs.size() << " inputs";
  SmallVector<Type> scalars;
  for (auto [i, input, identity] : llvm::enumerate(inputs, identities)) {
    Type elem = cast<ShapedType>(input.getType()).getElementType();
    auto typed = dyn_cast<TypedAttr>(identity);
    if (!isa<IntegerAttr, FloatAttr>(identity) || typed.getType() != elem)
      return op->emitOpError("identity #") << i << " must be an integer or float constant of input #" << i
                                          << "'s element type " << elem << ", got " << identity;
    scalars.push_back(rules.scalarOf(elem));
  }

  if (op->getNumResults() != inputs.size())
    return op->emitOpError("has ") << op->getNumResults() << " results for " << inputs.size() << " inputs";
  for (auto [i, input, result] : llvm::enumerate(inputs, op->getResultTypes())) {
    Type expected = rules.resultTypeOf(cast<ShapedType>(input.getType()));
    if (result != expected)
      return op->emitOpError("result #") << i << " must be " << expected << ", got " << result;
  }

  Block &block = body.front();
  if (block.getNumArguments() != 2 * inputs.size())
    return op->emitOpError("combining function must take ")
           << 2 * inputs.size() << " arguments, an element and an accumulator per input, got "
           << block.getNumArguments();
  for (BlockArgument arg : block.getArguments()) {
    Type expected = scalars[arg.getArgNumber() / 2];
    if (arg.getType() != expected)
      return op->emitOpError("combining function argument #")
             << arg.getArgNumber() << " must be " << expected << ", got " << arg.getType();
  }
  Operation *yield = block.empty() ? nullptr : &block.back();
  if (!yield || yield->getName().getStringRef() != rules.yieldOp)
    return op->emitOpError("combining function must end with ") << rules.yieldDescription;
  if (!llvm::equal(yield->getOperandTypes(), scalars)) {
    InFlightDiagnostic diag = op->emitOpError("combining function must yield one accumulator per input, ")
                              << typeList(scalars) << ", got " << typeList(yield->getOperandTypes());
    diag.attachNote(yield->getLoc()) << "yield here";
    return diag;
  }

  // The function combines single elements: every value it makes is a scalar.
  WalkResult walk = body.walk([&](Operation *nested) {
    for (Type type : nested->getResultTypes()) {
      if (!rules.isWholeTile(type))
        continue;
      InFlightDiagnostic diag = op->emitOpError("combining function works on ")
                                << rules.scalarDescription << ", but computes " << type;
      diag.attachNote(nested->getLoc()) << "computed here";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}
