//===- StructurizeControlFlow.cpp - cuda_tile control flow to scf ---------===//
//
// Runs before the dialect conversion: every cuda_tile `if`, `for` and `loop`
// becomes scf.if, scf.for or scf.while, and the early exits (`break`,
// `continue` and `return` inside `if`s) become structured.
//
// Each block being lowered has a signature: the exits that can leave it, each
// with its payload types. Fallthrough is the `yield` of the `if` the block
// belongs to; Continue and Break go to the innermost loop; Return ends the
// function. A block leaves through one tuple: the first exit's payload, then
// an i32 exit code when more than one exit is possible, then the other exits'
// payloads, those of the exits not taken being ub.poison. An `if` from which
// an exit other than its own `yield` can be reached becomes an scf.if that
// yields such a tuple; the ops after it move into `scf.if (code == 0)`
// (it fell through), whose else branch forwards the exit to the tuple of the
// enclosing block. A `loop` becomes an scf.while whose before region is the
// body and whose condition is "the body continued".
//
// Types stay cuda_tile (the conversion converts scf's types), except where
// an scf op needs builtin ones: conditions, `for` bounds and induction
// variables, placeholders. Those cross through unrealized casts between a
// cuda_tile type and its conversion, which the conversion folds away.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;

namespace {

/// The ways out of a block, in tuple order; the value is the exit code.
enum class Exit : int32_t { Fallthrough = 0, Continue = 1, Break = 2, Return = 3 };

struct Signature {
  /// By increasing Exit.
  SmallVector<std::pair<Exit, SmallVector<Type>>> exits;

  void add(Exit exit, TypeRange types) {
    auto *it = llvm::find_if(exits, [&](const auto &e) { return e.first >= exit; });
    if (it == exits.end() || it->first != exit)
      exits.insert(it, {exit, SmallVector<Type>(types)});
  }
  const SmallVector<Type> *payload(Exit exit) const {
    for (const auto &e : exits)
      if (e.first == exit)
        return &e.second;
    return nullptr;
  }
  bool hasCode() const { return exits.size() > 1; }
  /// Where the exit code sits in the tuple.
  unsigned codePosition() const { return exits.front().second.size(); }
  /// Where `exit`'s payload starts in the tuple.
  unsigned offset(Exit exit) const {
    unsigned position = 0;
    for (auto [i, e] : llvm::enumerate(exits)) {
      if (i == 1)
        ++position;
      if (e.first == exit)
        return position;
      position += e.second.size();
    }
    llvm_unreachable("exit not in the signature");
  }
  SmallVector<Type> tupleTypes(Type codeType) const {
    SmallVector<Type> types;
    for (auto [i, e] : llvm::enumerate(exits)) {
      if (i == 1)
        types.push_back(codeType);
      llvm::append_range(types, e.second);
    }
    return types;
  }
};

/// Builds the terminator that leaves a block with a tuple.
using Finisher = function_ref<void(OpBuilder &, Location, ValueRange)>;

void yieldTuple(OpBuilder &b, Location loc, ValueRange tuple) { scf::YieldOp::create(b, loc, tuple); }

/// The exits below `region` that leave through it: its terminators and those
/// of the `if`s nested in it (not those of nested loops, which stay inside).
void collectExits(Region &region, SmallVectorImpl<Exit> &exits) {
  for (Block &block : region)
    for (Operation &op : block) {
      if (auto nested = dyn_cast<ct::IfOp>(op)) {
        collectExits(nested.getThenRegion(), exits);
        collectExits(nested.getElseRegion(), exits);
      } else if (isa<ct::ContinueOp>(op)) {
        exits.push_back(Exit::Continue);
      } else if (isa<ct::BreakOp>(op)) {
        exits.push_back(Exit::Break);
      } else if (isa<ct::ReturnOp>(op)) {
        exits.push_back(Exit::Return);
      }
    }
}

class Structurizer {
public:
  explicit Structurizer(MLIRContext *ctx) : rewriter(ctx) {}

  LogicalResult lowerFunction(FunctionOpInterface func) {
    Signature signature;
    signature.add(Exit::Return, func.getResultTypes());
    return lowerBlock(&func.getFunctionBody().front(), &signature, [](OpBuilder &b, Location loc, ValueRange tuple) {
      ct::ReturnOp::create(b, loc, tuple);
    });
  }

private:
  /// Lowers the control flow in `block`. With a signature, its terminator
  /// (and every exit nested in its `if`s) becomes `finish` of a tuple;
  /// without (regions of other ops, such as reduce), terminators stay.
  LogicalResult lowerBlock(Block *block, const Signature *signature, Finisher finish) {
    for (Operation *op = block->empty() ? nullptr : &block->front(); op;) {
      Operation *next = op->getNextNode();
      if (!next && signature)
        return lowerTerminator(op, *signature, finish);
      if (auto ifOp = dyn_cast<ct::IfOp>(op)) {
        FailureOr<Signature> inner = ifSignature(ifOp, signature);
        if (failed(inner))
          return failure();
        if (inner->hasCode())
          return lowerExitingIf(ifOp, *inner, *signature, finish);
        if (failed(lowerIf(ifOp, *inner)))
          return failure();
      } else if (auto forOp = dyn_cast<ct::ForOp>(op)) {
        if (failed(lowerFor(forOp)))
          return failure();
      } else if (auto loopOp = dyn_cast<ct::LoopOp>(op)) {
        if (failed(lowerLoop(loopOp)))
          return failure();
      } else {
        for (Region &region : op->getRegions())
          for (Block &nested : region)
            if (failed(lowerBlock(&nested, nullptr, yieldTuple)))
              return failure();
      }
      op = next;
    }
    return success();
  }

  LogicalResult lowerTerminator(Operation *op, const Signature &signature, Finisher finish) {
    Exit exit;
    if (isa<ct::YieldOp>(op))
      exit = Exit::Fallthrough;
    else if (isa<ct::ContinueOp>(op))
      exit = Exit::Continue;
    else if (isa<ct::BreakOp>(op))
      exit = Exit::Break;
    else if (isa<ct::ReturnOp>(op))
      exit = Exit::Return;
    else
      return op->emitOpError("does not end a cuda_tile control-flow region");
    rewriter.setInsertionPoint(op);
    finish(rewriter, op->getLoc(), exitTuple(op->getLoc(), signature, exit, op->getOperands()));
    rewriter.eraseOp(op);
    return success();
  }

  /// Fallthrough with the `if`'s results, and the enclosing block's exits
  /// that can be reached from the `if`'s branches.
  FailureOr<Signature> ifSignature(ct::IfOp ifOp, const Signature *enclosing) {
    Signature inner;
    inner.add(Exit::Fallthrough, ifOp.getResultTypes());
    SmallVector<Exit> exits;
    collectExits(ifOp.getThenRegion(), exits);
    collectExits(ifOp.getElseRegion(), exits);
    for (Exit exit : exits) {
      const SmallVector<Type> *payload = enclosing ? enclosing->payload(exit) : nullptr;
      if (!payload)
        return ifOp.emitOpError("has a branch that leaves it with a break, continue or return that has no target");
      inner.add(exit, *payload);
    }
    return inner;
  }

  /// `tuple` for leaving a block of `signature` through `exit` with `payload`.
  SmallVector<Value> exitTuple(Location loc, const Signature &signature, Exit exit, ValueRange payload) {
    SmallVector<Value> tuple;
    for (auto [i, e] : llvm::enumerate(signature.exits)) {
      if (i == 1)
        tuple.push_back(exitCode(loc, exit));
      if (e.first == exit)
        llvm::append_range(tuple, payload);
      else
        for (Type type : e.second)
          tuple.push_back(poison(loc, type));
    }
    return tuple;
  }

  /// The tuple of `outer` that forwards what an `if` of signature `inner`
  /// produced (`results`) when it did not fall through.
  SmallVector<Value> forwardTuple(Location loc, const Signature &inner, ValueRange results, const Signature &outer) {
    SmallVector<Value> tuple;
    for (auto [i, e] : llvm::enumerate(outer.exits)) {
      if (i == 1)
        tuple.push_back(results[inner.codePosition()]);
      // The outer block's own fallthrough is not the `if`'s.
      if (e.first != Exit::Fallthrough && inner.payload(e.first))
        llvm::append_range(tuple, results.slice(inner.offset(e.first), e.second.size()));
      else
        for (Type type : e.second)
          tuple.push_back(poison(loc, type));
    }
    return tuple;
  }

  FailureOr<scf::IfOp> lowerIf(ct::IfOp ifOp, const Signature &signature) {
    rewriter.setInsertionPoint(ifOp);
    auto newIf = scf::IfOp::create(rewriter, ifOp.getLoc(), signature.tupleTypes(codeType()),
                                   toBuiltin(ifOp.getLoc(), ifOp.getCondition()), /*addThenBlock=*/false,
                                   /*addElseBlock=*/false);
    if (failed(lowerBranches(ifOp, newIf, signature)))
      return failure();
    rewriter.replaceOp(ifOp, newIf.getResults().take_front(ifOp.getNumResults()));
    return newIf;
  }

  LogicalResult lowerBranches(ct::IfOp ifOp, scf::IfOp newIf, const Signature &signature) {
    for (auto [from, to] : {std::pair{&ifOp.getThenRegion(), &newIf.getThenRegion()},
                            std::pair{&ifOp.getElseRegion(), &newIf.getElseRegion()}}) {
      if (!from->empty()) {
        to->takeBody(*from);
        if (failed(lowerBlock(&to->front(), &signature, yieldTuple)))
          return failure();
      } else if (newIf.getNumResults() != 0) {
        // No else branch: it falls through.
        rewriter.setInsertionPointToStart(rewriter.createBlock(to));
        yieldTuple(rewriter, ifOp.getLoc(), exitTuple(ifOp.getLoc(), signature, Exit::Fallthrough, {}));
      }
    }
    return success();
  }

  /// An `if` some of whose paths leave the enclosing block: the rest of the
  /// block runs only on the paths that fell through.
  LogicalResult lowerExitingIf(ct::IfOp ifOp, const Signature &inner, const Signature &outer, Finisher finish) {
    Location loc = ifOp.getLoc();
    Block *block = ifOp->getBlock();
    FailureOr<scf::IfOp> newIf = lowerIf(ifOp, inner);
    if (failed(newIf))
      return failure();
    rewriter.setInsertionPointAfter(*newIf);
    Value code = (*newIf)->getResult(inner.codePosition());
    Value fellThrough =
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, code, exitCode(loc, Exit::Fallthrough));
    auto rest = scf::IfOp::create(rewriter, loc, outer.tupleTypes(codeType()), fellThrough, /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    Block *restBlock = rewriter.createBlock(&rest.getThenRegion());
    restBlock->getOperations().splice(restBlock->end(), block->getOperations(), std::next(rest->getIterator()),
                                      block->end());
    // Without a tuple (a function without results), there is nothing to forward.
    if (rest.getNumResults() != 0) {
      rewriter.setInsertionPointToStart(rewriter.createBlock(&rest.getElseRegion()));
      yieldTuple(rewriter, loc, forwardTuple(loc, inner, (*newIf)->getResults(), outer));
    }
    rewriter.setInsertionPointAfter(rest);
    finish(rewriter, loc, rest.getResults());
    return lowerBlock(restBlock, &outer, yieldTuple);
  }

  LogicalResult lowerFor(ct::ForOp forOp) {
    Location loc = forOp.getLoc();
    rewriter.setInsertionPoint(forOp);
    auto newFor = scf::ForOp::create(
        rewriter, loc, toBuiltin(loc, forOp.getLowerBound()), toBuiltin(loc, forOp.getUpperBound()),
        toBuiltin(loc, forOp.getStep()), forOp.getInitValues(), [](OpBuilder &, Location, Value, ValueRange) {},
        forOp.getUnsignedCmp());
    Block *body = newFor.getBody();
    rewriter.setInsertionPointToStart(body);
    SmallVector<Value> arguments{fromBuiltin(loc, newFor.getInductionVar(), forOp.getInductionVar().getType())};
    llvm::append_range(arguments, newFor.getRegionIterArgs());
    rewriter.mergeBlocks(&forOp.getRegion().front(), body, arguments);
    rewriter.replaceOp(forOp, newFor.getResults());
    Signature signature;
    signature.add(Exit::Continue, newFor.getResultTypes());
    return lowerBlock(body, &signature, yieldTuple);
  }

  LogicalResult lowerLoop(ct::LoopOp loopOp) {
    Location loc = loopOp.getLoc();
    TypeRange carried = loopOp.getInitValues().getTypes();
    size_t numCarried = carried.size();
    SmallVector<Type> whileTypes(carried);
    llvm::append_range(whileTypes, loopOp.getResultTypes());
    Signature signature;
    signature.add(Exit::Continue, carried);
    signature.add(Exit::Break, loopOp.getResultTypes());
    rewriter.setInsertionPoint(loopOp);
    auto whileOp = scf::WhileOp::create(rewriter, loc, whileTypes, loopOp.getInitValues(), nullptr,
                                        [&](OpBuilder &b, Location l, ValueRange arguments) {
                                          scf::YieldOp::create(b, l, arguments.take_front(numCarried));
                                        });
    Block *before = whileOp.getBeforeBody();
    rewriter.mergeBlocks(loopOp.getBody(), before, whileOp.getBeforeArguments());
    rewriter.replaceOp(loopOp, whileOp.getResults().drop_front(numCarried));
    return lowerBlock(before, &signature, [&](OpBuilder &b, Location l, ValueRange tuple) {
      // Another iteration with the carried values, or the loop's results.
      Value continued = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, tuple[numCarried],
                                              exitCode(l, Exit::Continue));
      SmallVector<Value> forwarded(tuple.take_front(numCarried));
      llvm::append_range(forwarded, tuple.drop_front(numCarried + 1));
      scf::ConditionOp::create(b, l, continued, forwarded);
    });
  }

  Type codeType() { return rewriter.getI32Type(); }

  Value exitCode(Location loc, Exit exit) {
    return arith::ConstantOp::create(rewriter, loc, rewriter.getI32IntegerAttr(static_cast<int32_t>(exit)));
  }

  /// `value` as the builtin type it converts to.
  Value toBuiltin(Location loc, Value value) {
    Type converted = converter.convertType(value.getType());
    if (converted == value.getType())
      return value;
    return UnrealizedConversionCastOp::create(rewriter, loc, converted, value).getResult(0);
  }

  /// A builtin `value` as the cuda_tile type `type` that converts to it.
  Value fromBuiltin(Location loc, Value value, Type type) {
    if (value.getType() == type)
      return value;
    return UnrealizedConversionCastOp::create(rewriter, loc, type, value).getResult(0);
  }

  /// The payload of an exit not taken.
  Value poison(Location loc, Type type) {
    return fromBuiltin(loc, ub::PoisonOp::create(rewriter, loc, converter.convertType(type)), type);
  }

  IRRewriter rewriter;
  CudaTileTypeConverter converter;
};

} // namespace

LogicalResult mlir::cuda_tile::to_tileaa::structurizeControlFlow(Operation *root) {
  SmallVector<FunctionOpInterface> functions;
  root->walk([&](Operation *op) {
    if (isa<ct::EntryOp, ct::TestingFuncOp, ct::ExperimentalFuncOp>(op))
      functions.push_back(cast<FunctionOpInterface>(op));
  });
  Structurizer structurizer(root->getContext());
  for (FunctionOpInterface func : functions)
    if (failed(structurizer.lowerFunction(func)))
      return failure();
  return success();
}
