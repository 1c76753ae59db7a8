//===- MiscOps.cpp - assume and print_tko ---------------------------------===//
#include "OpUtils.h"
#include "cuda-tile/Utils/PrintfFormat.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMiscOps.cpp.inc"

void CudaTileDialect::registerMiscOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMiscOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// AssumeOp
//===----------------------------------------------------------------------===//

// The same fact twice says nothing new; different predicates stay apart.
OpFoldResult AssumeOp::fold(FoldAdaptor) {
  if (auto inner = getValue().getDefiningOp<AssumeOp>())
    if (inner.getPredicate() == getPredicate())
      return getValue();
  return {};
}

//===----------------------------------------------------------------------===//
// AssumeOp
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  return cast<AssumePredicateAttrInterface>(getPredicate())
      .verifyWithType(getValue().getType(), [&] { return emitOpError(); });
}

/// NVIDIA's printer names a fact on a fact after both: `%assume_assume`.
static std::string assumeName(AssumeOp op) {
  if (auto inner = op.getValue().getDefiningOp<AssumeOp>())
    return "assume_" + assumeName(inner);
  return "assume";
}

void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), assumeName(*this)); }

//===----------------------------------------------------------------------===//
// PrintTkoOp
//===----------------------------------------------------------------------===//

ParseResult PrintTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  StringAttr str;
  SmallVector<OpAsmParser::UnresolvedOperand> args;
  SmallVector<Type> argTypes;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type tokenType;
  if (parser.parseAttribute(str, getStrAttrName(result.name), result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalComma()) &&
      parser.parseCommaSeparatedList([&] { return parser.parseOperand(args.emplace_back()); }))
    return failure();
  if (parseOptionalToken(parser, token) || parser.parseOptionalAttrDict(result.attributes))
    return failure();
  llvm::SMLoc typesLoc = parser.getCurrentLocation();
  if (!args.empty() && (parser.parseColon() || parseCudaTileTypes(parser, argTypes)))
    return failure();
  if (parser.parseArrow() || parseCudaTileType(parser, tokenType) ||
      parser.resolveOperands(args, argTypes, typesLoc, result.operands) ||
      (token && parser.resolveOperand(*token, TokenType::get(ctx), result.operands)))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr({(int32_t)args.size(), token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void PrintTkoOp::print(OpAsmPrinter &p) {
  p << " ";
  p.printAttribute(getStrAttr());
  if (!getArgs().empty())
    p << ", " << getArgs();
  printOptionalToken(p, getToken());
  p.printOptionalAttrDict((*this)->getAttrs(), {getStrAttrName(), getOperandSegmentSizesAttrName()});
  if (!getArgs().empty()) {
    p << " : ";
    printCudaTileTypes(p, *this, getArgs().getTypes());
  }
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}


LogicalResult PrintTkoOp::verify() {
  FailureOr<unsigned> conversions = countPrintfConversions(*this, getStr());
  if (failed(conversions))
    return failure();
  if (*conversions != getArgs().size())
    return emitOpError("format string has ") << *conversions << " conversions but " << getArgs().size()
                                             << " operands are given; each conversion prints one operand";
  return success();
}
