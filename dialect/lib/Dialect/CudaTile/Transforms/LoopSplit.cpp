//===- LoopSplit.cpp - split a for loop where an if on its iv flips -------===//
//
// NVIDIA's `loop-split` (spec 13.3 §5.2): a `for` whose body holds an `if`
// on `cmpi iv, b` (b invariant) becomes two loops, one over the iterations
// before the condition flips and one over those after, each with the `if`
// replaced by the branch it takes there.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_CUDATILELOOPSPLIT
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// The per-site override of the pass option, on an `if`, a `for` or a function.
constexpr StringLiteral kThresholdAttrName = "cuda_tile.loop_split";

/// What a split is made from: the comparison, its loop-invariant side and
/// its predicate read with the induction variable on the left.
struct SplitSite {
  CmpIOp cmp;
  Value bound;
  ComparisonPredicate predicate;
};

/// `b pred iv` as `iv pred' b`.
static ComparisonPredicate mirror(ComparisonPredicate predicate) {
  switch (predicate) {
  case ComparisonPredicate::less_than:
    return ComparisonPredicate::greater_than;
  case ComparisonPredicate::less_than_or_equal:
    return ComparisonPredicate::greater_than_or_equal;
  case ComparisonPredicate::greater_than:
    return ComparisonPredicate::less_than;
  case ComparisonPredicate::greater_than_or_equal:
    return ComparisonPredicate::less_than_or_equal;
  default:
    return predicate;
  }
}

static Signedness loopSignedness(ForOp loop) {
  return loop.getUnsignedCmp() ? Signedness::Unsigned : Signedness::Signed;
}

static std::optional<int64_t> thresholdOverride(Operation *op) {
  auto attr = op->getAttrOfType<IntegerAttr>(kThresholdAttrName);
  if (!attr)
    return std::nullopt;
  // Any integer type may be written; values past int64 saturate.
  const APInt &value = attr.getValue();
  if (attr.getType().isUnsignedInteger())
    return static_cast<int64_t>(value.getLimitedValue(INT64_MAX));
  return value.trySExtValue().value_or(value.isNegative() ? INT64_MIN : INT64_MAX);
}

/// Ops whose presence alone makes a branch worth specializing.
static bool isHeavy(Operation &op) {
  return isa<LoadPtrTkoOp, LoadViewTkoOp, StorePtrTkoOp, StoreViewTkoOp, MmaFOp, MmaIOp, ReduceOp, IfOp, ForOp>(op);
}

/// A splat integer constant equal to 1.
static bool isConstantOne(Value value) {
  DenseIntElementsAttr attr;
  return matchPattern(value, m_Constant(&attr)) && attr.isSplat() && attr.getSplatValue<APInt>().isOne();
}

static Value makeIntConstant(OpBuilder &builder, Location loc, TileType type, const APInt &value) {
  auto tensorType = RankedTensorType::get(type.getShape(), type.getElementType());
  return ConstantOp::create(builder, loc, type, DenseElementsAttr::get(tensorType, value));
}

struct LoopSplit : cuda_tile::impl::CudaTileLoopSplitBase<LoopSplit> {
  using Base::Base;

  /// Whether `ifOp` is worth splitting under its effective threshold: its
  /// own override, else the loop's, else the function's, else the option.
  bool isProfitable(IfOp ifOp, ForOp loop) {
    int64_t threshold = thresholdOverride(ifOp)
                            .value_or(thresholdOverride(loop).value_or(
                                thresholdOverride(getOperation()).value_or(splitThreshold)));
    if (threshold == 0)
      return false;
    if (threshold <= 1)
      return true;
    for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()}) {
      if (region->empty())
        continue;
      Block &block = region->front();
      if (llvm::any_of(block, isHeavy))
        return true;
      int64_t size = llvm::count_if(block, [](Operation &op) { return !op.hasTrait<OpTrait::IsTerminator>(); });
      if (size >= threshold)
        return true;
    }
    return false;
  }

  /// The split `ifOp`'s condition allows in `loop`, if any.
  static std::optional<SplitSite> matchSite(IfOp ifOp, ForOp loop) {
    auto cmp = ifOp.getCondition().getDefiningOp<CmpIOp>();
    if (!cmp || cmp.getSignedness() != loopSignedness(loop))
      return std::nullopt;
    Value iv = loop.getInductionVar();
    SplitSite site{cmp, cmp.getRhs(), cmp.getComparisonPredicate()};
    if (cmp.getRhs() == iv && cmp.getLhs() != iv) {
      site.bound = cmp.getLhs();
      site.predicate = mirror(site.predicate);
    } else if (cmp.getLhs() != iv) {
      return std::nullopt;
    }
    if (site.predicate == ComparisonPredicate::equal || site.predicate == ComparisonPredicate::not_equal)
      return std::nullopt;
    // The flip point must be the same in every iteration: anything the loop
    // defines, loop-carried values included, may change between them.
    if (loop.getRegion().isAncestor(site.bound.getParentRegion()))
      return std::nullopt;
    return site;
  }

  /// Whether every `if` on `cmp` directly in the body can be replaced by
  /// either branch: the branch must end in `yield` or `continue` (a `for`
  /// admits no other, but an unexpected terminator is left alone).
  static bool branchesInlinable(CmpIOp cmp, ForOp loop) {
    for (Operation *user : cmp->getUsers()) {
      auto ifOp = dyn_cast<IfOp>(user);
      if (!ifOp || ifOp->getBlock() != loop.getBody())
        continue;
      for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
        if (!region->empty() && !isa<YieldOp, ContinueOp>(region->front().getTerminator()))
          return false;
    }
    return true;
  }

  /// The first `if` in `loop` (in program order) that qualifies, with at
  /// least one profitable `if` on its comparison.
  std::optional<SplitSite> findSite(ForOp loop) {
    std::optional<SplitSite> found;
    loop.getBody()->walk<WalkOrder::PreOrder>([&](IfOp ifOp) {
      std::optional<SplitSite> site = matchSite(ifOp, loop);
      if (!site || !branchesInlinable(site->cmp, loop))
        return WalkResult::advance();
      bool profitable = llvm::any_of(site->cmp->getUsers(), [&](Operation *user) {
        auto userIf = dyn_cast<IfOp>(user);
        return userIf && isProfitable(userIf, loop);
      });
      if (!profitable)
        return WalkResult::advance();
      found = site;
      return WalkResult::interrupt();
    });
    return found;
  }

  /// A copy of `loop` over [lb, ub) starting from `inits`, in which the
  /// comparison is known to be `known`: the `if`s on it directly in the body
  /// are replaced by the branch they take, its other uses by a constant.
  static ForOp cloneHalf(OpBuilder &builder, ForOp loop, SplitSite site, Value lb, Value ub,
                         ValueRange inits, bool known) {
    auto half = ForOp::create(builder, loop.getLoc(), loop.getResultTypes(), lb, ub, loop.getStep(), inits,
                              loop.getUnsignedCmp());
    Block *oldBody = loop.getBody();
    Block *body = new Block();
    half.getRegion().push_back(body);
    IRMapping mapping;
    for (BlockArgument arg : oldBody->getArguments())
      mapping.map(arg, body->addArgument(arg.getType(), arg.getLoc()));

    auto bodyBuilder = OpBuilder::atBlockEnd(body);
    for (Operation &op : *oldBody) {
      auto ifOp = dyn_cast<IfOp>(op);
      if (!ifOp || ifOp.getCondition() != site.cmp.getResult()) {
        bodyBuilder.clone(op, mapping);
        continue;
      }
      Region &taken = known ? ifOp.getThenRegion() : ifOp.getElseRegion();
      // An absent else runs nothing (and the `if` then has no results).
      if (taken.empty())
        continue;
      Block &branch = taken.front();
      for (Operation &inner : branch.without_terminator())
        bodyBuilder.clone(inner, mapping);
      Operation *terminator = branch.getTerminator();
      if (auto yield = dyn_cast<YieldOp>(terminator)) {
        for (auto [result, value] : llvm::zip_equal(ifOp.getResults(), yield.getOperands()))
          mapping.map(result, mapping.lookupOrDefault(value));
        continue;
      }
      // A `continue` ends every iteration of this half here: it becomes the
      // body's terminator and what follows the `if` never runs.
      bodyBuilder.clone(*terminator, mapping);
      break;
    }

    // The comparison's copy is dead once its `if`s are gone; where it still
    // has users, it is the constant it always is in this half.
    if (Value copy = mapping.lookupOrNull(site.cmp.getResult())) {
      Operation *copyOp = copy.getDefiningOp();
      if (!copy.use_empty()) {
        OpBuilder constBuilder(copyOp);
        auto type = cast<TileType>(copy.getType());
        copy.replaceAllUsesWith(makeIntConstant(constBuilder, copyOp->getLoc(), type, APInt(1, known)));
      }
      copyOp->erase();
    }
    return half;
  }

  void split(ForOp loop, SplitSite site) {
    OpBuilder builder(loop);
    Location loc = loop.getLoc();
    Signedness signedness = loopSignedness(loop);
    Value lb = loop.getLowerBound(), ub = loop.getUpperBound(), step = loop.getStep();

    // The first iteration value at which the condition flips.
    Value point = site.bound;
    ComparisonPredicate predicate = site.predicate;
    if (predicate == ComparisonPredicate::greater_than || predicate == ComparisonPredicate::less_than_or_equal) {
      auto type = cast<TileType>(point.getType());
      Value one = makeIntConstant(builder, loc, type, APInt(type.getElementType().getIntOrFloatBitWidth(), 1));
      point = AddIOp::create(builder, loc, point, one);
    }
    // Rounded up to the next iteration the loop actually runs, so that the
    // second loop stays on the original grid lb + k * step.
    if (!isConstantOne(step)) {
      // Unsigned, `point - lb` wraps for a point below lb, and the rounded
      // result can land past lb (lb = 5, point = 2, step 7 gives 8): start
      // from lb then. Signed differences below lb round correctly.
      if (signedness == Signedness::Unsigned)
        point = MaxIOp::create(builder, loc, point, lb, signedness);
      Value distance = SubIOp::create(builder, loc, point, lb);
      Value steps = DivIOp::create(builder, loc, distance, step, signedness, RoundingMode::positive_inf);
      Value offset = MulIOp::create(builder, loc, steps, step);
      point = AddIOp::create(builder, loc, lb, offset);
    }
    // Clamped to the range, so that neither loop runs iterations outside it.
    Value firstEnd = MinIOp::create(builder, loc, point, ub, signedness);
    Value secondBegin = MaxIOp::create(builder, loc, point, lb, signedness);

    // Before the flip point `iv < b` and `iv <= b` hold, `iv > b` and `iv >= b` do not.
    bool knownFirst = predicate == ComparisonPredicate::less_than || predicate == ComparisonPredicate::less_than_or_equal;
    ForOp first = cloneHalf(builder, loop, site, lb, firstEnd, loop.getInitValues(), knownFirst);
    ForOp second = cloneHalf(builder, loop, site, secondBegin, ub, first.getResults(), !knownFirst);
    loop.replaceAllUsesWith(second.getResults());
    loop.erase();
  }

  void runOnOperation() override {
    // Post-order puts inner loops first. A split erases only the loop and
    // the loops inside it, which come before it here, so every loop left to
    // visit is still alive; the new loops are not in the list.
    SmallVector<ForOp> loops;
    getOperation()->walk([&](ForOp loop) { loops.push_back(loop); });
    for (ForOp loop : loops)
      if (std::optional<SplitSite> site = findSite(loop))
        split(loop, *site);
  }
};

} // namespace
