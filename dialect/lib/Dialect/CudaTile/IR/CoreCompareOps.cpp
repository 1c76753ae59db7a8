//===- CoreCompareOps.cpp - cmpf and cmpi --------------------------------===//
//
// NVIDIA's syntax for the comparisons, with the predicate, ordering and
// signedness as bare keywords:
//   cmpf less_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
//   cmpi equal %a, %b, signed : tile<i16> -> tile<i1>
// The ops are generated with the rest of Core (CoreOps.cpp).
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// A bare keyword naming a value of `EnumT`.
template <typename EnumT>
static ParseResult parseEnumKeyword(OpAsmParser &parser, StringRef what, EnumT &value) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<EnumT> parsed = symbolizeEnum<EnumT>(keyword);
  if (!parsed)
    return parser.emitError(loc, "unknown ") << what << " '" << keyword << "'";
  value = *parsed;
  return success();
}

/// The attributes and `: type [-> type]` after the operands, which have that
/// type; without `-> type` the result is the i1 tile of the operands' shape.
static ParseResult parseCompareTypes(OpAsmParser &parser, OperationState &result,
                                     ArrayRef<OpAsmParser::UnresolvedOperand> operands) {
  Type operandType, resultType;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, operandType))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    if (parseCudaTileType(parser, resultType))
      return failure();
  } else {
    auto tile = dyn_cast<TileType>(operandType);
    if (!tile)
      return parser.emitError(typeLoc, "comparison operands must be tiles, got ") << operandType;
    resultType = TileType::get(tile.getShape(), IntegerType::get(parser.getContext(), 1));
  }
  result.addTypes(resultType);
  return parser.resolveOperands(operands, operandType, result.operands);
}

/// Always prints the result type, as NVIDIA does.
static void printCompareTypes(OpAsmPrinter &p, Operation *op, ArrayRef<StringRef> elided) {
  p.printOptionalAttrDict(op->getAttrs(), elided);
  p << " : ";
  printCudaTileType(p, op->getOperand(0).getType());
  p << " -> ";
  printCudaTileType(p, op->getResult(0).getType());
}

//===----------------------------------------------------------------------===//
// CmpFOp
//===----------------------------------------------------------------------===//

ParseResult CmpFOp::parse(OpAsmParser &parser, OperationState &result) {
  ComparisonPredicate predicate;
  ComparisonOrdering ordering;
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands(2);
  if (parseEnumKeyword(parser, "comparison predicate", predicate) ||
      parseEnumKeyword(parser, "comparison ordering (ordered or unordered)", ordering) ||
      parser.parseOperand(operands[0]) || parser.parseComma() || parser.parseOperand(operands[1]))
    return failure();
  MLIRContext *ctx = parser.getContext();
  result.addAttribute(getComparisonPredicateAttrName(result.name), ComparisonPredicateAttr::get(ctx, predicate));
  result.addAttribute(getComparisonOrderingAttrName(result.name), ComparisonOrderingAttr::get(ctx, ordering));
  return parseCompareTypes(parser, result, operands);
}

void CmpFOp::print(OpAsmPrinter &p) {
  p << " " << stringifyComparisonPredicate(getComparisonPredicate()) << " "
    << stringifyComparisonOrdering(getComparisonOrdering()) << " " << getLhs() << ", " << getRhs();
  printCompareTypes(p, *this, {getComparisonPredicateAttrName(), getComparisonOrderingAttrName()});
}

//===----------------------------------------------------------------------===//
// CmpIOp
//===----------------------------------------------------------------------===//

ParseResult CmpIOp::parse(OpAsmParser &parser, OperationState &result) {
  ComparisonPredicate predicate;
  Signedness signedness;
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands(2);
  if (parseEnumKeyword(parser, "comparison predicate", predicate) || parser.parseOperand(operands[0]) ||
      parser.parseComma() || parser.parseOperand(operands[1]) || parser.parseComma() ||
      parseEnumKeyword(parser, "signedness (signed or unsigned)", signedness))
    return failure();
  MLIRContext *ctx = parser.getContext();
  result.addAttribute(getComparisonPredicateAttrName(result.name), ComparisonPredicateAttr::get(ctx, predicate));
  result.addAttribute(getSignednessAttrName(result.name), SignednessAttr::get(ctx, signedness));
  return parseCompareTypes(parser, result, operands);
}

void CmpIOp::print(OpAsmPrinter &p) {
  p << " " << stringifyComparisonPredicate(getComparisonPredicate()) << " " << getLhs() << ", " << getRhs()
    << ", " << stringifySignedness(getSignedness());
  printCompareTypes(p, *this, {getComparisonPredicateAttrName(), getSignednessAttrName()});
}
