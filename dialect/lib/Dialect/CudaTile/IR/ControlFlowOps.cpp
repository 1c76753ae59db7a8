//===- ControlFlowOps.cpp - kernels' control flow ------------------------------===//
//
// if, for, loop and their terminators yield, continue, break, return; assert.
// NVIDIA's text leaves out a region's terminator when it is a `yield` (in an
// `if`) or a `continue` (in a loop) without operands: the parsers add it back
// and the printers leave it out again.
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileControlFlowOps.cpp.inc"

void CudaTileDialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileControlFlowOps.cpp.inc"
      >();
}

StringRef ForOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }
StringRef IfOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }
StringRef LoopOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

/// Ends the region's block with `TermOp` without operands unless it already
/// ends with a terminator (adding the block if the region is `{}`).
template <typename TermOp>
static void ensureImplicitTerminator(Region &region, Builder &builder, Location loc) {
  ::mlir::impl::ensureRegionTerminator(region, builder, loc, [](OpBuilder &b, Location l) {
    OperationState state(l, TermOp::getOperationName());
    TermOp::build(b, state);
    return Operation::create(state);
  });
}

/// Prints a one-block region, leaving out its terminator when it is the
/// implicit `TermOp` (no operands, no attributes) the parser adds back.
template <typename TermOp>
static void printBody(OpAsmPrinter &p, Region &region) {
  bool implicit = false;
  if (!region.empty() && !region.front().empty())
    if (auto term = dyn_cast<TermOp>(region.front().back()))
      implicit = term->getNumOperands() == 0 && term->getAttrs().empty();
  p.printRegion(region, /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/!implicit);
}


/// Loop-carried values and results of control flow cannot be views.
static LogicalResult verifyNoViews(Operation *op, TypeRange types, StringRef what) {
  for (auto [i, type] : llvm::enumerate(types)) {
    if (isa<TensorViewType>(type))
      return op->emitOpError() << what << " #" << i << " is a tensor_view, which is not supported";
    if (isa<TileViewTypeInterface>(type))
      return op->emitOpError() << what << " #" << i << " is a tile view (" << type << "), which is not supported";
  }
  return success();
}

/// `(%a = %x, %b = %y)`.
static void printIterValues(OpAsmPrinter &p, ValueRange regionValues, ValueRange inits) {
  p << "(";
  llvm::interleaveComma(llvm::zip(regionValues, inits), p,
                        [&](auto pair) { p << std::get<0>(pair) << " = " << std::get<1>(pair); });
  p << ")";
}

/// The loop a `break` or `continue` hands control to: the nearest ancestor
/// that is not an `if`, which must be one of `Loops`. Reports the ancestor
/// in the way otherwise.
template <typename... Loops>
static Operation *enclosingLoop(Operation *op, StringRef loopNames) {
  Operation *ancestor = op->getParentOp();
  while (isa_and_nonnull<IfOp>(ancestor))
    ancestor = ancestor->getParentOp();
  if (isa_and_nonnull<Loops...>(ancestor))
    return ancestor;
  InFlightDiagnostic diag = op->emitOpError("must be nested in ")
                            << loopNames << " through `if` operations only, it returns control to the innermost loop";
  if (ancestor)
    diag.attachNote(ancestor->getLoc()) << "see unexpected ancestor operation";
  return nullptr;
}

/// The operand types of a `break`/`continue` against what its loop expects.
static LogicalResult verifyLoopOperands(Operation *op, TypeRange expected, StringRef what, Operation *loop) {
  if (llvm::equal(op->getOperandTypes(), expected))
    return success();
  return op->emitOpError("operand types ") << formatTypes(op->getOperandTypes()) << " must match the " << what
                                           << " " << formatTypes(expected) << " of the enclosing '"
                                           << loop->getName() << "'";
}

//===----------------------------------------------------------------------===//
// BreakOp
//===----------------------------------------------------------------------===//

LogicalResult BreakOp::verify() {
  Operation *loop = enclosingLoop<LoopOp>(*this, "a `loop`");
  if (!loop)
    return failure();
  return verifyLoopOperands(*this, loop->getResultTypes(), "result types", loop);
}

MutableOperandRange BreakOp::getMutableSuccessorOperands(RegionSuccessor) { return getOperandsMutable(); }

//===----------------------------------------------------------------------===//
// ContinueOp
//===----------------------------------------------------------------------===//

LogicalResult ContinueOp::verify() {
  Operation *loop = enclosingLoop<ForOp, LoopOp>(*this, "a `for` or a `loop`");
  if (!loop)
    return failure();
  // The loop's own verifier has matched its iter_values with its body's arguments.
  ValueRange inits = isa<ForOp>(loop) ? cast<ForOp>(loop).getInitValues() : cast<LoopOp>(loop).getInitValues();
  return verifyLoopOperands(*this, inits.getTypes(), "loop-carried types", loop);
}

MutableOperandRange ContinueOp::getMutableSuccessorOperands(RegionSuccessor) { return getOperandsMutable(); }

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute(getUnsignedCmpAttrName(result.name), builder.getUnitAttr());

  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  Type boundType;
  if (parser.parseArgument(iv) || parser.parseKeyword("in") || parser.parseLParen() || parser.parseOperand(lb) ||
      parser.parseKeyword("to") || parser.parseOperand(ub) || parser.parseComma() || parser.parseKeyword("step") ||
      parser.parseOperand(step) || parser.parseRParen() || parser.parseColon() ||
      parseCudaTileType(parser, boundType))
    return failure();
  iv.type = boundType;

  SmallVector<OpAsmParser::Argument> args{iv};
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  llvm::SMLoc initsLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parser.parseAssignmentList(args, inits) || parser.parseArrow() ||
        parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                       [&] { return parseCudaTileType(parser, result.types.emplace_back()); }))
      return failure();
    if (result.types.size() != inits.size())
      return parser.emitError(initsLoc, "found ")
             << inits.size() << " iter_values but " << result.types.size() << " result types";
    for (auto [arg, type] : llvm::zip(llvm::drop_begin(args), result.types))
      arg.type = type;
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, builder, result.location);
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  // Operands are resolved after the body, where names it defines are out of scope.
  return failure(parser.resolveOperand(lb, boundType, result.operands) ||
                 parser.resolveOperand(ub, boundType, result.operands) ||
                 parser.resolveOperand(step, boundType, result.operands) ||
                 parser.resolveOperands(inits, result.types, initsLoc, result.operands));
}

void ForOp::print(OpAsmPrinter &p) {
  if (getUnsignedCmp())
    p << " unsigned";
  p << " " << getInductionVar() << " in (" << getLowerBound() << " to " << getUpperBound() << ", step " << getStep()
    << ") : ";
  printCudaTileType(p, getLowerBound().getType());
  if (!getInitValues().empty()) {
    p << " iter_values";
    printIterValues(p, getRegionIterValues(), getInitValues());
    p << " -> (";
    printCudaTileTypes(p, *this, getResultTypes());
    p << ")";
  }
  p << " ";
  printBody<ContinueOp>(p, getRegion());
  p.printOptionalAttrDict((*this)->getAttrs(), {getUnsignedCmpAttrName()});
}

LogicalResult ForOp::verify() {
  Block &body = getRegion().front();
  if (body.getNumArguments() == 0)
    return emitOpError("body must take the induction variable as its first argument");
  Type ivType = body.getArgument(0).getType();
  if (ivType != getLowerBound().getType())
    return emitOpError("expected induction variable to be same type as bounds: ")
           << ivType << " vs " << getLowerBound().getType();

  TypeRange inits = getInitValues().getTypes();
  TypeRange iterValues{ValueRange(getRegionIterValues())};
  if (iterValues.size() != inits.size())
    return emitOpError("mismatch in number of region iterator values and loop iterator inits: ")
           << iterValues.size() << " vs " << inits.size();
  for (auto [i, init, iter] : llvm::enumerate(inits, iterValues))
    if (init != iter)
      return emitOpError("init value ") << i << " and region iter_value " << i << " have different type: " << init
                                        << " != " << iter;
  if (getNumResults() != inits.size())
    return emitOpError("has ") << getNumResults() << " results for " << inits.size() << " loop-carried values";
  for (auto [i, res, init] : llvm::enumerate(getResultTypes(), inits))
    if (res != init)
      return emitOpError("result ") << i << " has type " << res << " but loop-carried value " << i << " has type "
                                    << init;
  if (failed(verifyNoViews(*this, inits, "loop-carried value")))
    return failure();

  // The step must be positive; a constant step can be checked here. An i1
  // step of `true` counts as 1.
  DenseIntElementsAttr step;
  if (matchPattern(getStep(), m_Constant(&step)) && step.isSplat()) {
    APInt value = step.getSplatValue<APInt>();
    if (value.isZero() || (value.getBitWidth() > 1 && value.isNegative()))
      return emitOpError("step must be positive, got ") << value.getSExtValue();
  }
  return success();
}

OperandRange ForOp::getEntrySuccessorOperands(RegionSuccessor) { return getInitValues(); }

// For loop-invariant code motion (cuda-tile-optimize -O2).
SmallVector<Region *> ForOp::getLoopRegions() { return {&getRegion()}; }

void ForOp::getSuccessorRegions(RegionBranchPoint, SmallVectorImpl<RegionSuccessor> &regions) {
  // On entry and after each `continue`: another iteration, or the end of the
  // range with the loop-carried values as results.
  regions.push_back(RegionSuccessor(&getRegion(), getRegionIterValues()));
  regions.push_back(RegionSuccessor(getOperation(), getOperation()->getResults()));
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  OpAsmParser::UnresolvedOperand condition;
  if (parser.parseOperand(condition))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    bool paren = succeeded(parser.parseOptionalLParen());
    if (parseCudaTileTypes(parser, result.types) || (paren && parser.parseRParen()))
      return failure();
  }

  Region *thenRegion = result.addRegion();
  Region *elseRegion = result.addRegion();
  if (parser.parseRegion(*thenRegion))
    return failure();
  ensureImplicitTerminator<YieldOp>(*thenRegion, builder, result.location);
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (parser.parseRegion(*elseRegion))
      return failure();
    ensureImplicitTerminator<YieldOp>(*elseRegion, builder, result.location);
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  // Resolved after the branches, where names they define are out of scope.
  return parser.resolveOperand(condition, TileType::get({}, builder.getI1Type()), result.operands);
}

void IfOp::print(OpAsmPrinter &p) {
  p << " " << getCondition();
  if (getNumResults() != 0) {
    p << " -> (";
    printCudaTileTypes(p, *this, getResultTypes());
    p << ")";
  }
  p << " ";
  printBody<YieldOp>(p, getThenRegion());
  if (!getElseRegion().empty()) {
    p << " else ";
    printBody<YieldOp>(p, getElseRegion());
  }
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult IfOp::verify() {
  if (failed(verifyNoViews(*this, getResultTypes(), "result type")))
    return failure();
  if (getNumResults() != 0 && getElseRegion().empty())
    return emitOpError("has results ") << formatTypes(getResultTypes()) << ", so it must have an else branch";
  for (auto [name, region] : {std::pair<StringRef, Region *>{"then", &getThenRegion()}, {"else", &getElseRegion()}}) {
    if (region->empty() || region->front().empty())
      continue;
    // A branch ending in break, continue or return leaves the `if` and yields nothing to it.
    auto yield = dyn_cast<YieldOp>(region->front().back());
    if (!yield)
      continue;
    TypeRange yielded = yield.getOperandTypes();
    if (getNumResults() == 0 && !yielded.empty())
      return emitOpError("has no results, but the ") << name << " branch yields " << formatTypes(yielded);
    if (yielded.empty() && getNumResults() != 0)
      return emitOpError("has results ") << formatTypes(getResultTypes()) << " but the " << name
                                         << " branch does not yield anything";
    if (yielded.size() != getNumResults())
      return emitOpError("has ") << getNumResults() << " results but the " << name << " branch yields "
                                 << yielded.size() << " values";
    for (auto [i, res, value] : llvm::enumerate(getResultTypes(), yielded))
      if (res != value)
        return emitOpError("result ") << i << " has type " << res << " but the " << name << " branch yields "
                                      << value;
  }
  return success();
}

void IfOp::getSuccessorRegions(RegionBranchPoint point, SmallVectorImpl<RegionSuccessor> &regions) {
  if (!point.isParent()) {
    // Only a `yield` comes back to the `if`. break, continue and return leave
    // it for an enclosing loop or the kernel, which are not successors this
    // interface can name: analyses built on it do not see those edges.
    if (isa<YieldOp>(point.getTerminatorPredecessorOrNull()))
      regions.push_back(RegionSuccessor(getOperation(), getOperation()->getResults()));
    return;
  }
  regions.push_back(RegionSuccessor(&getThenRegion()));
  if (getElseRegion().empty())
    regions.push_back(RegionSuccessor(getOperation(), getOperation()->getResults()));
  else
    regions.push_back(RegionSuccessor(&getElseRegion()));
}

void IfOp::getRegionInvocationBounds(ArrayRef<Attribute>, SmallVectorImpl<InvocationBounds> &bounds) {
  // Each branch runs at most once.
  bounds.assign(2, InvocationBounds(0, 1));
}

//===----------------------------------------------------------------------===//
// LoopOp
//===----------------------------------------------------------------------===//

ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> iterTypes;
  llvm::SMLoc initsLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    // `iter_values(...) : iter types [-> result types]`.
    if (parser.parseAssignmentList(args, inits) || parser.parseColon())
      return failure();
    llvm::SMLoc typesLoc = parser.getCurrentLocation();
    if (parseCudaTileTypes(parser, iterTypes))
      return failure();
    if (iterTypes.size() != args.size())
      return parser.emitError(typesLoc, "found different number of iter_values and types: ")
             << args.size() << " vs " << iterTypes.size();
    for (auto [arg, type] : llvm::zip(args, iterTypes))
      arg.type = type;
    if (succeeded(parser.parseOptionalArrow()) && parseCudaTileTypes(parser, result.types))
      return failure();
  } else if (succeeded(parser.parseOptionalColon())) {
    // Without loop-carried values, the types are the results'.
    if (parseCudaTileTypes(parser, result.types))
      return failure();
  }

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, parser.getBuilder(), result.location);
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  // Resolved after the body, where names it defines are out of scope.
  return parser.resolveOperands(inits, iterTypes, initsLoc, result.operands);
}

void LoopOp::print(OpAsmPrinter &p) {
  if (!getInitValues().empty()) {
    p << " iter_values";
    printIterValues(p, getBody()->getArguments(), getInitValues());
    p << " : ";
    printCudaTileTypes(p, *this, getInitValues().getTypes());
    if (getNumResults() != 0) {
      p << " -> ";
      printCudaTileTypes(p, *this, getResultTypes());
    }
  } else if (getNumResults() != 0) {
    p << " : ";
    printCudaTileTypes(p, *this, getResultTypes());
  }
  p << " ";
  printBody<ContinueOp>(p, getRegion());
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult LoopOp::verify() {
  TypeRange inits = getInitValues().getTypes();
  TypeRange iterValues = getRegion().front().getArgumentTypes();
  if (iterValues.size() != inits.size())
    return emitOpError("mismatch in number of region iterator values and loop iterator inits: ")
           << iterValues.size() << " vs " << inits.size();
  for (auto [i, init, iter] : llvm::enumerate(inits, iterValues))
    if (init != iter)
      return emitOpError("init value ") << i << " and region iter_value " << i << " have different type: " << init
                                        << " != " << iter;
  if (failed(verifyNoViews(*this, inits, "loop-carried value")))
    return failure();
  return verifyNoViews(*this, getResultTypes(), "result type");
}

OperandRange LoopOp::getEntrySuccessorOperands(RegionSuccessor) { return getInitValues(); }

SmallVector<Region *> LoopOp::getLoopRegions() { return {&getRegion()}; }

void LoopOp::getSuccessorRegions(RegionBranchPoint point, SmallVectorImpl<RegionSuccessor> &regions) {
  // The body runs first and again after each `continue`; `break` leaves.
  if (!point.isParent() && isa<BreakOp>(point.getTerminatorPredecessorOrNull())) {
    regions.push_back(RegionSuccessor(getOperation(), getOperation()->getResults()));
    return;
  }
  regions.push_back(RegionSuccessor(&getRegion(), getBody()->getArguments()));
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  // A return may end the kernel from inside `if`s, but not from a loop or a
  // combining function.
  Operation *ancestor = (*this)->getParentOp();
  while (isa_and_nonnull<IfOp>(ancestor))
    ancestor = ancestor->getParentOp();
  if (isa_and_nonnull<ForOp, LoopOp, ReduceOp, ScanOp>(ancestor)) {
    InFlightDiagnostic diag = emitOpError("cannot return from inside '")
                              << ancestor->getName() << "'; only the kernel's body and `if`s in it can return";
    diag.attachNote(ancestor->getLoc()) << "see unexpected ancestor operation";
    return diag;
  }
  if (isa_and_nonnull<EntryOp>(ancestor)) {
    if (!getOperands().empty())
      return emitOpError("in a kernel returns no values, got ") << getOperands().size();
    return success();
  }
  if (auto function = dyn_cast_or_null<FunctionOpInterface>(ancestor)) {
    ArrayRef<Type> results = function.getResultTypes();
    if (!llvm::equal(getOperandTypes(), results))
      return emitOpError("operand types ") << formatTypes(getOperandTypes()) << " must match the function's results "
                                           << formatTypes(results);
  }
  return success();
}

/// `%for = for %loopIdx in (...) iter_values(%iterArg0 = ...)`, as NVIDIA's
/// printer names them.
void ForOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  // Naming the first result names the group: `%for:2`.
  if (getNumResults() > 0)
    setName(getResult(0), "for");
}

void ForOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setName) {
  for (BlockArgument arg : region.getArguments())
    setName(arg, arg.getArgNumber() == 0 ? std::string("loopIdx") : "iterArg" + std::to_string(arg.getArgNumber() - 1));
}
