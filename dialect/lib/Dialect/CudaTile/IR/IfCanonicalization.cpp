//===- IfCanonicalization.cpp - the fold and patterns of if ---------------===//
//
// NVIDIA's if rules (13.3 addendum §4.4). A branch "exits" when it ends in
// continue, break or return instead of yield: it never comes back to the if,
// so what follows the if in the block does not run after it.
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

/// The yield ending `region`, if it has one (an absent else has none).
static YieldOp yieldOf(Region &region) {
  return region.empty() ? YieldOp() : dyn_cast<YieldOp>(region.front().getTerminator());
}

static bool exits(Region &region) {
  return !region.empty() && isa<ContinueOp, BreakOp, ReturnOp>(region.front().getTerminator());
}

/// A block holding nothing but a yield.
static bool onlyYields(Region &region) {
  return !region.empty() && region.front().getOperations().size() == 1 && isa<YieldOp>(region.front().front());
}

static bool definedIn(Value value, Region &region) { return region.isAncestor(value.getParentRegion()); }

/// Erases the ops after `op` in its block, last first (each one's users come
/// after it).
static void eraseOpsAfter(Operation *op, PatternRewriter &rewriter) {
  Block *block = op->getBlock();
  while (&block->back() != op)
    rewriter.eraseOp(&block->back());
}

static IfOp createIf(PatternRewriter &rewriter, IfOp like, TypeRange types, Value cond) {
  auto ifOp = IfOp::create(rewriter, like.getLoc(), types, cond);
  ifOp->setDiscardableAttrs(like->getDiscardableAttrDictionary());
  return ifOp;
}

/// Replaces `op` by an if with only the results `kept`, the same branches, and
/// their yields trimmed to match. Results not kept must have no uses left.
static IfOp keepResults(PatternRewriter &rewriter, IfOp op, ArrayRef<unsigned> kept) {
  SmallVector<Type> types;
  for (unsigned i : kept)
    types.push_back(op.getResult(i).getType());
  IfOp trimmed = createIf(rewriter, op, types, op.getCondition());
  for (auto [from, to] : {std::pair{&op.getThenRegion(), &trimmed.getThenRegion()},
                          std::pair{&op.getElseRegion(), &trimmed.getElseRegion()}}) {
    rewriter.inlineRegionBefore(*from, *to, to->end());
    if (YieldOp yield = yieldOf(*to)) {
      SmallVector<Value> values;
      for (unsigned i : kept)
        values.push_back(yield.getOperand(i));
      rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(values); });
    }
  }
  for (auto [index, i] : llvm::enumerate(kept))
    rewriter.replaceAllUsesWith(op.getResult(i), trimmed.getResult(index));
  rewriter.eraseOp(op);
  return trimmed;
}

/// `cond` (a tile<i1>) shaped for a select between tiles of `type`.
static Value conditionFor(PatternRewriter &rewriter, Location loc, Value cond, Type type) {
  auto tile = cast<TileType>(type);
  if (tile.getShape().empty())
    return cond;
  Type i1 = rewriter.getI1Type();
  SmallVector<int64_t> ones(tile.getShape().size(), 1);
  Value reshaped = ReshapeOp::create(rewriter, loc, TileType::get(ones, i1), cond);
  return BroadcastOp::create(rewriter, loc, TileType::get(tile.getShape(), i1), reshaped);
}

static Value createSelect(PatternRewriter &rewriter, Location loc, Value cond, Value onTrue, Value onFalse) {
  if (onTrue == onFalse)
    return onTrue;
  Value shaped = conditionFor(rewriter, loc, cond, onTrue.getType());
  return SelectOp::create(rewriter, loc, onTrue.getType(), shaped, onTrue, onFalse);
}

/// `if (xori %c, true) {A} else {B}` -> `if %c {B} else {A}`.
LogicalResult IfOp::fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &) {
  if (getElseRegion().empty())
    return failure();
  Value positive = negatedOperand(getCondition());
  if (!positive)
    return failure();
  getConditionMutable().assign(positive);
  Region swap(getOperation());
  swap.takeBody(getThenRegion());
  getThenRegion().takeBody(getElseRegion());
  getElseRegion().takeBody(swap);
  return success();
}

namespace {
/// Drops the results nobody uses.
struct RemoveUnusedResults : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0 || (!yieldOf(op.getThenRegion()) && !yieldOf(op.getElseRegion())))
      return failure();
    SmallVector<unsigned> used;
    for (OpResult result : op.getResults())
      if (!result.use_empty())
        used.push_back(result.getResultNumber());
    if (used.size() == op.getNumResults())
      return failure();
    keepResults(rewriter, op, used);
    return success();
  }
};

/// A result both branches yield the same value for is that value; one that
/// is true/false (false/true) is the condition (its negation).
struct ReplaceKnownResults : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    YieldOp thenYield = yieldOf(op.getThenRegion()), elseYield = yieldOf(op.getElseRegion());
    if (!thenYield || !elseYield)
      return failure();
    Value cond = op.getCondition();
    bool changed = false;
    for (OpResult result : op.getResults()) {
      if (result.use_empty())
        continue;
      Value onTrue = thenYield.getOperand(result.getResultNumber());
      Value onFalse = elseYield.getOperand(result.getResultNumber());
      Value known;
      if (onTrue == onFalse) {
        known = onTrue;
      } else if (result.getType() == cond.getType() && isBoolConstant(onTrue, true) &&
                 isBoolConstant(onFalse, false)) {
        known = cond;
      } else if (result.getType() == cond.getType() && isBoolConstant(onTrue, false) &&
                 isBoolConstant(onFalse, true)) {
        rewriter.setInsertionPoint(op);
        auto trueAttr = DenseElementsAttr::get(RankedTensorType::get({}, rewriter.getI1Type()), true);
        Value allTrue = ConstantOp::create(rewriter, op.getLoc(), cond.getType(), trueAttr);
        known = XOrIOp::create(rewriter, op.getLoc(), cond.getType(), cond, allTrue);
      } else {
        continue;
      }
      rewriter.replaceAllUsesWith(result, known);
      changed = true;
    }
    return success(changed);
  }
};

/// A constant condition: the branch it takes, inlined.
struct StaticCondition : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    bool taken;
    if (isBoolConstant(op.getCondition(), true))
      taken = true;
    else if (isBoolConstant(op.getCondition(), false))
      taken = false;
    else
      return failure();
    Region &branch = taken ? op.getThenRegion() : op.getElseRegion();
    if (branch.empty()) {
      rewriter.eraseOp(op);
      return success();
    }
    Block *block = &branch.front();
    if (auto yield = dyn_cast<YieldOp>(block->getTerminator())) {
      SmallVector<Value> values(yield.getOperands());
      rewriter.eraseOp(yield);
      rewriter.inlineBlockBefore(block, op);
      rewriter.replaceOp(op, values);
      return success();
    }
    // The branch leaves the if: its terminator ends the enclosing block.
    eraseOpsAfter(op, rewriter);
    rewriter.inlineBlockBefore(block, op);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Results whose values come from outside both branches become selects
/// before the if.
struct ConvertToSelect : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0 || !llvm::all_of(op.getResultTypes(), llvm::IsaPred<TileType>))
      return failure();
    YieldOp thenYield = yieldOf(op.getThenRegion()), elseYield = yieldOf(op.getElseRegion());
    if (!thenYield && !elseYield)
      return failure();
    // A branch that exits gives no values: the other one's hold on both sides.
    OperandRange onTrue = (thenYield ? thenYield : elseYield).getOperands();
    OperandRange onFalse = (elseYield ? elseYield : thenYield).getOperands();
    SmallVector<unsigned> kept, hoisted;
    for (unsigned i = 0; i < op.getNumResults(); ++i) {
      if (definedIn(onTrue[i], op.getThenRegion()) || definedIn(onFalse[i], op.getElseRegion()))
        kept.push_back(i);
      else
        hoisted.push_back(i);
    }
    if (hoisted.empty())
      return failure();
    rewriter.setInsertionPoint(op);
    for (unsigned i : hoisted)
      rewriter.replaceAllUsesWith(op.getResult(i),
                                  createSelect(rewriter, op.getLoc(), op.getCondition(), onTrue[i], onFalse[i]));
    keepResults(rewriter, op, kept);
    return success();
  }
};

/// A result-less if loses an else that only yields.
struct DropEmptyElse : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (op.getNumResults() != 0 || !onlyYields(op.getElseRegion()))
      return failure();
    rewriter.eraseBlock(&op.getElseRegion().front());
    return success();
  }
};

/// `if A` right before `if B` on the same condition (or its negation): one if
/// whose branches run A's branch, then B's.
struct MergeAdjacentIfs : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp first, PatternRewriter &rewriter) const override {
    auto second = dyn_cast_or_null<IfOp>(first->getNextNode());
    if (!second)
      return failure();
    Value cond = first.getCondition();
    bool negated;
    if (second.getCondition() == cond)
      negated = false;
    else if (negatedOperand(second.getCondition()) == cond || negatedOperand(cond) == second.getCondition())
      negated = true;
    else
      return failure();
    // B's branch for A's then and else: the roles swap when B's condition is A's negation.
    Region *secondOnTrue = negated ? &second.getElseRegion() : &second.getThenRegion();
    Region *secondOnFalse = negated ? &second.getThenRegion() : &second.getElseRegion();
    // B never runs after a branch of A that exits.
    if (exits(first.getThenRegion()) && exits(first.getElseRegion()))
      return failure();

    SmallVector<Type> types(first.getResultTypes());
    llvm::append_range(types, second.getResultTypes());
    rewriter.setInsertionPoint(second);
    IfOp merged = createIf(rewriter, first, types, cond);
    unsigned numFirst = first.getNumResults();
    for (auto [firstRegion, secondRegion, mergedRegion] :
         {std::tuple{&first.getThenRegion(), secondOnTrue, &merged.getThenRegion()},
          std::tuple{&first.getElseRegion(), secondOnFalse, &merged.getElseRegion()}}) {
      if (firstRegion->empty()) {
        // A has no else (so no results): B's branch is all there is.
        if (!secondRegion->empty())
          rewriter.inlineRegionBefore(*secondRegion, *mergedRegion, mergedRegion->end());
        continue;
      }
      rewriter.inlineRegionBefore(*firstRegion, *mergedRegion, mergedRegion->end());
      YieldOp firstYield = yieldOf(*mergedRegion);
      if (!firstYield || secondRegion->empty())
        continue;
      Region *secondBranch = secondRegion;
      Block *secondBlock = &secondBranch->front();
      SmallVector<Value> firstValues(firstYield.getOperands());
      for (unsigned i = 0; i < numFirst; ++i)
        rewriter.replaceUsesWithIf(first.getResult(i), firstValues[i], [&](OpOperand &use) {
          return secondBranch->isAncestor(use.getOwner()->getParentRegion());
        });
      rewriter.eraseOp(firstYield);
      rewriter.mergeBlocks(secondBlock, &mergedRegion->front());
      if (auto secondYield = dyn_cast<YieldOp>(mergedRegion->front().getTerminator())) {
        llvm::append_range(firstValues, secondYield.getOperands());
        rewriter.modifyOpInPlace(secondYield, [&] { secondYield->setOperands(firstValues); });
      }
    }
    rewriter.replaceOp(second, merged.getResults().drop_front(numFirst));
    rewriter.replaceOp(first, merged.getResults().take_front(numFirst));
    return success();
  }
};

/// `if c1 { if c2 {X} ; yield } else { yield }` -> `if (andi c1, c2) {X} else { yield }`.
struct MergeNestedIfs : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp outer, PatternRewriter &rewriter) const override {
    Block &outerThen = outer.getThenRegion().front();
    if (outerThen.getOperations().size() != 2)
      return failure();
    auto inner = dyn_cast<IfOp>(outerThen.front());
    auto outerThenYield = dyn_cast<YieldOp>(outerThen.getTerminator());
    if (!inner || !outerThenYield)
      return failure();
    bool outerElse = !outer.getElseRegion().empty(), innerElse = !inner.getElseRegion().empty();
    if ((outerElse && !onlyYields(outer.getElseRegion())) || (innerElse && !onlyYields(inner.getElseRegion())))
      return failure();
    YieldOp innerThenYield = yieldOf(inner.getThenRegion());
    if (!innerThenYield && (outerElse || innerElse))
      return failure();
    YieldOp outerElseYield = yieldOf(outer.getElseRegion());
    YieldOp innerElseYield = yieldOf(inner.getElseRegion());

    // Outer results that are inner results stay results of the merged if; the
    // others are values from outside, chosen by c1 alone.
    SmallVector<unsigned> fromInner, fromOutside;
    for (unsigned i = 0; i < outer.getNumResults(); ++i) {
      Value value = outerThenYield.getOperand(i);
      Value onFalse = outerElseYield.getOperand(i);
      if (auto result = dyn_cast<OpResult>(value); result && result.getOwner() == inner) {
        if (!innerElseYield || innerElseYield.getOperand(result.getResultNumber()) != onFalse)
          return failure();
        fromInner.push_back(i);
      } else if (!definedIn(value, outer.getThenRegion()) && isa<TileType>(value.getType())) {
        fromOutside.push_back(i);
      } else {
        return failure();
      }
    }

    rewriter.setInsertionPoint(outer);
    Location loc = outer.getLoc();
    for (unsigned i : fromOutside)
      rewriter.replaceAllUsesWith(outer.getResult(i),
                                  createSelect(rewriter, loc, outer.getCondition(), outerThenYield.getOperand(i),
                                               outerElseYield.getOperand(i)));
    Value both = AndIOp::create(rewriter, loc, outer.getCondition().getType(), outer.getCondition(), inner.getCondition());
    SmallVector<Type> types;
    SmallVector<Value> thenValues, elseValues;
    for (unsigned i : fromInner) {
      types.push_back(outer.getResult(i).getType());
      thenValues.push_back(innerThenYield.getOperand(cast<OpResult>(outerThenYield.getOperand(i)).getResultNumber()));
      elseValues.push_back(outerElseYield.getOperand(i));
    }
    IfOp merged = createIf(rewriter, outer, types, both);
    rewriter.inlineRegionBefore(inner.getThenRegion(), merged.getThenRegion(), merged.getThenRegion().end());
    if (innerThenYield)
      rewriter.modifyOpInPlace(innerThenYield, [&] { innerThenYield->setOperands(thenValues); });
    if (outerElse) {
      rewriter.inlineRegionBefore(outer.getElseRegion(), merged.getElseRegion(), merged.getElseRegion().end());
      rewriter.modifyOpInPlace(outerElseYield, [&] { outerElseYield->setOperands(elseValues); });
    }
    for (auto [index, i] : llvm::enumerate(fromInner))
      rewriter.replaceAllUsesWith(outer.getResult(i), merged.getResult(index));
    rewriter.eraseOp(outer);
    return success();
  }
};

/// `if c {A; exit} else {B; exit}; rest` -> `if c {A; exit}; B; exit`.
struct BothBranchesExit : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (!exits(op.getThenRegion()) || !exits(op.getElseRegion()))
      return failure();
    rewriter.setInsertionPoint(op);
    IfOp thenOnly = createIf(rewriter, op, {}, op.getCondition());
    rewriter.inlineRegionBefore(op.getThenRegion(), thenOnly.getThenRegion(), thenOnly.getThenRegion().end());
    eraseOpsAfter(op, rewriter);
    rewriter.inlineBlockBefore(&op.getElseRegion().front(), op);
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<RemoveUnusedResults, ReplaceKnownResults, StaticCondition, ConvertToSelect, DropEmptyElse,
              MergeAdjacentIfs, MergeNestedIfs, BothBranchesExit>(context);
}
