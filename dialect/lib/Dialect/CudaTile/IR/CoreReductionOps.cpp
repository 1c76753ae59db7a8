//===- CoreReductionOps.cpp - reduce and scan ----------------------------------===//
//
// Both ops combine tiles along one dimension with a function given as a
// region: `reduce %x dim=0 identities=[...] : in -> out` (scan adds
// `reverse=`), then on the next line `(%elem: tile<f32>, %acc: tile<f32>) {...}`.
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

StringRef ReduceOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }
StringRef ScanOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }


//===----------------------------------------------------------------------===//
// Shared syntax
//===----------------------------------------------------------------------===//

/// Parses everything after the mnemonic; `reverseName` is null for reduce.
static ParseResult parseCombiningOp(OpAsmParser &parser, OperationState &result, StringAttr dimName,
                                    StringAttr reverseName, StringAttr identitiesName) {
  Builder &builder = parser.getBuilder();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  llvm::SMLoc operandsLoc = parser.getCurrentLocation();
  int32_t dim;
  if (parser.parseOperandList(operands) || parser.parseKeyword("dim") || parser.parseEqual() ||
      parser.parseInteger(dim))
    return failure();
  result.addAttribute(dimName, builder.getI32IntegerAttr(dim));

  if (reverseName) {
    if (parser.parseKeyword("reverse") || parser.parseEqual())
      return failure();
    StringRef reverse;
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&reverse))
      return failure();
    if (reverse != "true" && reverse != "false")
      return parser.emitError(loc, "expected `true` or `false` for reverse, got ") << reverse;
    result.addAttribute(reverseName, builder.getBoolAttr(reverse == "true"));
  }

  ArrayAttr identities;
  if (parser.parseKeyword("identities") || parser.parseEqual() || parser.parseAttribute(identities))
    return failure();
  result.addAttribute(identitiesName, identities);

  SmallVector<Type> operandTypes;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypes(parser, operandTypes) || parser.parseArrow() || parseCudaTileTypes(parser, result.types))
    return failure();

  // The combining function's arguments, written with NVIDIA's short types.
  SmallVector<OpAsmParser::Argument> args;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument &arg = args.emplace_back();
        return failure(parser.parseArgument(arg) || parser.parseColon() || parseCudaTileType(parser, arg.type));
      }))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  // Resolved after the body, where names it defines are out of scope.
  return parser.resolveOperands(operands, operandTypes, operandsLoc, result.operands);
}

static void printCombiningOp(OpAsmPrinter &p, Operation *op, IntegerAttr dim, BoolAttr reverse,
                             ArrayAttr identities, ArrayRef<StringRef> inherent, Region &body) {
  p << " ";
  p.printOperands(op->getOperands());
  p << " dim=" << dim.getInt();
  if (reverse)
    p << " reverse=" << (reverse.getValue() ? "true" : "false");
  p << " identities=";
  p.printAttribute(identities);
  p.printOptionalAttrDict(op->getAttrs(), inherent);
  p << " : ";
  printCudaTileTypes(p, op, op->getOperandTypes());
  p << " -> ";
  printCudaTileTypes(p, op, op->getResultTypes());
  // NVIDIA's printer leaves a space before the line break.
  p << " ";
  p.printNewline();
  p << "(";
  llvm::interleaveComma(body.getArguments(), p, [&](BlockArgument arg) {
    p << arg << ": ";
    printCudaTileType(p, arg.getType());
  });
  p << ") ";
  p.printRegion(body, /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
}

/// The rules reduce and scan share: inputs of one shape, `dim` within their
/// rank, one identity per input of its element type, results as
/// `resultTypeOf` says, and a combining function on rank-0 tiles taking
/// (element, accumulator) per input and yielding the new accumulators.
static LogicalResult verifyCombiningOp(Operation *op, int64_t dim, ArrayAttr identities, Region &body,
                                       function_ref<Type(TileType)> resultTypeOf) {
  ValueRange inputs = op->getOperands();
  if (inputs.empty())
    return op->emitOpError("expects at least one input tile");
  auto first = cast<TileType>(inputs[0].getType());
  for (auto [i, input] : llvm::enumerate(inputs))
    if (cast<TileType>(input.getType()).getShape() != first.getShape())
      return op->emitOpError("input #") << i << " of type " << input.getType()
                                        << " does not have the shape of input #0 " << first;
  int64_t rank = first.getShape().size();
  if (dim < 0 || dim >= rank)
    return op->emitOpError("dim ") << dim << " is out of range for inputs of rank " << rank;

  if (identities.size() != inputs.size())
    return op->emitOpError("has ") << identities.size() << " identities for " << inputs.size() << " inputs";
  SmallVector<Type> scalars;
  for (auto [i, input, identity] : llvm::enumerate(inputs, identities)) {
    Type elem = cast<TileType>(input.getType()).getElementType();
    auto typed = dyn_cast<TypedAttr>(identity);
    if (!isa<IntegerAttr, FloatAttr>(identity) || typed.getType() != elem)
      return op->emitOpError("identity #") << i << " must be an integer or float constant of input #" << i
                                          << "'s element type " << elem << ", got " << identity;
    scalars.push_back(TileType::get({}, elem));
  }

  if (op->getNumResults() != inputs.size())
    return op->emitOpError("has ") << op->getNumResults() << " results for " << inputs.size() << " inputs";
  for (auto [i, input, result] : llvm::enumerate(inputs, op->getResultTypes())) {
    Type expected = resultTypeOf(cast<TileType>(input.getType()));
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
  auto yield = block.empty() ? YieldOp() : dyn_cast<YieldOp>(block.back());
  if (!yield)
    return op->emitOpError("combining function must end with a yield");
  if (!llvm::equal(yield.getOperandTypes(), scalars)) {
    InFlightDiagnostic diag = op->emitOpError("combining function must yield one accumulator per input, ")
                              << formatTypes(scalars) << ", got " << formatTypes(yield.getOperandTypes());
    diag.attachNote(yield.getLoc()) << "yield here";
    return diag;
  }

  // The function combines single elements: every value it makes is rank 0.
  WalkResult walk = body.walk([&](Operation *nested) {
    for (Type type : nested->getResultTypes()) {
      auto tile = dyn_cast<TileType>(type);
      if (!tile || tile.getShape().empty())
        continue;
      InFlightDiagnostic diag = op->emitOpError("combining function works on rank-0 tiles, but computes ") << type;
      diag.attachNote(nested->getLoc()) << "computed here";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCombiningOp(parser, result, getDimAttrName(result.name), StringAttr(),
                          getIdentitiesAttrName(result.name));
}

void ReduceOp::print(OpAsmPrinter &p) {
  printCombiningOp(p, *this, getDimAttr(), BoolAttr(), getIdentities(),
                   {getDimAttrName(), getIdentitiesAttrName()}, getRegion());
}

LogicalResult ReduceOp::verify() {
  int64_t dim = getDimAttr().getInt();
  return verifyCombiningOp(*this, dim, getIdentities(), getRegion(), [&](TileType input) -> Type {
    SmallVector<int64_t> shape(input.getShape());
    shape.erase(shape.begin() + dim);
    return TileType::get(shape, input.getElementType());
  });
}

//===----------------------------------------------------------------------===//
// ScanOp
//===----------------------------------------------------------------------===//

ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCombiningOp(parser, result, getDimAttrName(result.name), getReverseAttrName(result.name),
                          getIdentitiesAttrName(result.name));
}

void ScanOp::print(OpAsmPrinter &p) {
  printCombiningOp(p, *this, getDimAttr(), getReverseAttr(), getIdentities(),
                   {getDimAttrName(), getReverseAttrName(), getIdentitiesAttrName()}, getRegion());
}

LogicalResult ScanOp::verify() {
  // The chapter restricts scan to a single input tile for now.
  if (getNumOperands() > 1)
    return emitOpError("supports a single input tile, got ") << getNumOperands();
  return verifyCombiningOp(*this, getDimAttr().getInt(), getIdentities(), getRegion(),
                           [](TileType input) -> Type { return input; });
}

//===----------------------------------------------------------------------===//
// Names, as NVIDIA's printer gives them
//===----------------------------------------------------------------------===//

/// `%reduce = reduce ... (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>)`.
/// Naming the first result names the group: `%reduce:3`.
static void nameCombiningOp(Operation *op, StringRef name, OpAsmSetValueNameFn setName) {
  if (op->getNumResults() > 0)
    setName(op->getResult(0), name);
}

static void nameCombiningArgs(StringRef name, Region &region, OpAsmSetValueNameFn setName) {
  for (BlockArgument arg : region.getArguments())
    setName(arg, (name + (arg.getArgNumber() % 2 == 0 ? "_lhs" : "_rhs")).str());
}

void ReduceOp::getAsmResultNames(OpAsmSetValueNameFn setName) { nameCombiningOp(*this, "reduce", setName); }
void ReduceOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setName) {
  nameCombiningArgs("reduce", region, setName);
}
void ScanOp::getAsmResultNames(OpAsmSetValueNameFn setName) { nameCombiningOp(*this, "scan", setName); }
void ScanOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setName) {
  nameCombiningArgs("scan", region, setName);
}
