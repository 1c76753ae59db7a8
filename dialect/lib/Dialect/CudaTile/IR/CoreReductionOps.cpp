//===- CoreReductionOps.cpp - reduce and scan ----------------------------------===//
//
// Both ops combine tiles along one dimension with a function given as a
// region: `reduce %x dim=0 identities=[...] : in -> out` (scan adds
// `reverse=`), then on the next line `(%elem: tile<f32>, %acc: tile<f32>) {...}`.
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"
#include "cuda-tile/Utils/CombiningRegion.h"

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


/// The dialect's side of the combining rules: rank-0 tiles, cuda_tile.yield.
static LogicalResult verifyTileCombining(Operation *op, int64_t dim, ArrayAttr identities, Region &body,
                                       function_ref<Type(TileType)> resultTypeOf) {
  CombiningRules rules{
      [](Type elem) -> Type { return TileType::get({}, elem); },
      [&](ShapedType input) { return resultTypeOf(cast<TileType>(input)); },
      [](Type type) {
        auto tile = dyn_cast<TileType>(type);
        return tile && !tile.getShape().empty();
      },
      YieldOp::getOperationName(), "a yield", "rank-0 tiles"};
  if (failed(cuda_tile::verifyCombiningOp(op, dim, identities, body, rules)))
    return failure();
  // 13.3: the function may run any number of times, in any order, on any
  // elements: every op in it is free of effects and cannot trap (divi,
  // view queries, assume, control flow and memory ops are not).
  for (Operation &nested : body.front().without_terminator()) {
    if (isPure(&nested) && !isa<AssumeOp>(nested))
      continue;
    InFlightDiagnostic diag = op->emitOpError("combining function must be pure (free of memory effects and always "
                                              "speculatable), but '")
                              << nested.getName() << "' is not";
    diag.attachNote(nested.getLoc()) << "here";
    return diag;
  }
  return success();
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
  return verifyTileCombining(*this, dim, getIdentities(), getRegion(), [&](TileType input) -> Type {
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
  return verifyTileCombining(*this, getDimAttr().getInt(), getIdentities(), getRegion(),
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
