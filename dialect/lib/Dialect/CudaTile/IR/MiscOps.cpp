//===- MiscOps.cpp - assume and print_tko ---------------------------------===//
#include "OpUtils.h"
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

/// Counts the conversions of a printf format string:
/// `%[flags][width][.precision][length]conversion`, with `%%` a literal percent
/// sign. Each conversion prints one operand; there is no string to print with
/// `%s`, `%n` would write memory, and `*` would take a width from an operand.
static FailureOr<unsigned> countConversions(Operation *op, StringRef format) {
  unsigned count = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    size_t start = i++;
    if (i < format.size() && format[i] == '%')
      continue;
    while (i < format.size() && StringRef("-+ #0").contains(format[i]))
      ++i;
    while (i < format.size() && llvm::isDigit(format[i]))
      ++i;
    if (i < format.size() && format[i] == '.') {
      ++i;
      while (i < format.size() && llvm::isDigit(format[i]))
        ++i;
    }
    for (StringRef length : {"hh", "h", "ll", "l", "j", "z", "t", "L"})
      if (format.substr(i).starts_with(length)) {
        i += length.size();
        break;
      }
    if (i >= format.size())
      return op->emitOpError("format string ends inside the conversion '") << format.substr(start) << "'";
    if (!StringRef("diouxXcpeEfFgGaA").contains(format[i]))
      return op->emitOpError("format conversion '")
             << format.substr(start, i + 1 - start)
             << "' is not one printf prints a tile element with (d i o u x X c p e E f F g G a A)";
    ++count;
  }
  return count;
}

LogicalResult PrintTkoOp::verify() {
  FailureOr<unsigned> conversions = countConversions(*this, getStr());
  if (failed(conversions))
    return failure();
  if (*conversions != getArgs().size())
    return emitOpError("format string has ") << *conversions << " conversions but " << getArgs().size()
                                             << " operands are given; each conversion prints one operand";
  return success();
}
