//===- RemoveLayoutConversions.cpp - compute where the data already is ----===//
#include "cuda-tile/Dialect/TileAA/Transforms/Elementwise.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <functional>

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAAREMOVELAYOUTCONVERSIONS
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

/// Whether every element of `v` is the same value, which any layout holds
/// in every register without moving data: a splat constant, a splat of a
/// scalar, or a broadcast of a one-element tile (every thread holds that
/// element).
bool isUniform(Value v) {
  if (matchPattern(v, m_Constant<SplatElementsAttr>(nullptr)) || v.getDefiningOp<SplatOp>())
    return true;
  auto broadcast = v.getDefiningOp<BroadcastOp>();
  return broadcast && broadcast.getSource().getType().getNumElements() == 1;
}

/// The uniform value `v` (see isUniform) made again in `layout`.
Value uniformIn(OpBuilder &b, Location loc, Value v, Attribute layout) {
  auto type = cast<RankedTensorType>(v.getType()).cloneWithEncoding(layout);
  if (auto splatOp = v.getDefiningOp<SplatOp>())
    return SplatOp::create(b, loc, type, splatOp.getSource());
  if (auto broadcast = v.getDefiningOp<BroadcastOp>())
    return BroadcastOp::create(b, loc, type, broadcast.getSource());
  SplatElementsAttr splat;
  matchPattern(v, m_Constant(&splat));
  return arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, splat.getSplatValue<Attribute>()));
}

/// The blocked layout on shape `to` that holds the elements of a tile of
/// shape `from` in `layout` in the same registers of the same threads, when
/// `to` only inserts or removes unit dimensions (one element, one thread,
/// one warp along each); null otherwise.
BlockedLayoutAttr viewLayout(BlockedLayoutAttr layout, ArrayRef<int64_t> from, ArrayRef<int64_t> to) {
  // The source dimensions that stay, in order, and where each lands.
  SmallVector<int64_t> kept, sourceOf(to.size(), -1);
  for (auto [d, extent] : llvm::enumerate(from)) {
    if (extent != 1) {
      kept.push_back(d);
      continue;
    }
    if (layout.getSizePerThread()[d] != 1 || layout.getThreadsPerWarp()[d] != 1 || layout.getWarpsPerCTA()[d] != 1)
      return {};
  }
  size_t next = 0;
  for (auto [d, extent] : llvm::enumerate(to)) {
    if (extent == 1)
      continue;
    if (next == kept.size() || from[kept[next]] != extent)
      return {};
    sourceOf[d] = kept[next++];
  }
  if (next != kept.size())
    return {};
  SmallVector<unsigned> spt, tpw, wpc, order;
  for (int64_t s : sourceOf) {
    spt.push_back(s < 0 ? 1 : layout.getSizePerThread()[s]);
    tpw.push_back(s < 0 ? 1 : layout.getThreadsPerWarp()[s]);
    wpc.push_back(s < 0 ? 1 : layout.getWarpsPerCTA()[s]);
  }
  for (unsigned s : layout.getOrder())
    if (auto it = llvm::find(sourceOf, int64_t(s)); it != sourceOf.end())
      order.push_back(it - sourceOf.begin());
  for (auto [d, s] : llvm::enumerate(sourceOf))
    if (s < 0)
      order.push_back(d);
  return BlockedLayoutAttr::get(layout.getContext(), spt, tpw, wpc, order);
}

/// A layout of registers that element-wise ops, reductions and broadcasts
/// can be computed in (not a shared tile, not a dot operand).
bool isComputeLayout(Attribute layout) { return isa_and_present<BlockedLayoutAttr, MmaLayoutAttr>(layout); }

/// The layout a view from `from` to the shape of `to` (in `layout`) reads
/// its source in so that each element stays in its register: for a blocked
/// layout, the blocked one with the unit dimensions moved; otherwise, for a
/// view inserting one unit dimension d, the slice of `layout` along d. Null
/// if neither applies.
Attribute viewSourceLayout(Attribute layout, ArrayRef<int64_t> to, ArrayRef<int64_t> from);

/// The slice of `layout` along the one unit dimension a view from `from`
/// to `to` inserts; null for any other view.
Attribute sliceSourceLayout(Attribute layout, ArrayRef<int64_t> to, ArrayRef<int64_t> from) {
  if (to.size() != from.size() + 1)
    return {};
  for (size_t d = 0; d < to.size(); ++d) {
    SmallVector<int64_t> without(to);
    without.erase(without.begin() + d);
    if (to[d] == 1 && ArrayRef<int64_t>(without) == from)
      return SliceLayoutAttr::get(layout.getContext(), d, layout);
  }
  return {};
}

Attribute viewSourceLayout(Attribute layout, ArrayRef<int64_t> to, ArrayRef<int64_t> from) {
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout))
    return viewLayout(blocked, to, from);
  return sliceSourceLayout(layout, to, from);
}

/// How deep a chain of cheap ops is recomputed in another layout.
constexpr unsigned kRematerializeDepth = 6;

/// Whether a broadcast's source is small enough (at most an eighth of the
/// result's elements) that converting it, rather than the result, is the
/// cheaper way to have the result in another layout: a row of scales
/// broadcast over a dot's result.
bool isSmallSource(BroadcastOp broadcast) {
  auto source = cast<RankedTensorType>(broadcast.getSource().getType());
  return !source.getEncoding() && source.getNumElements() * 8 <= broadcast.getType().getNumElements();
}

/// Whether the default-layout tile `v` can be had in `layout` without
/// moving more than a small part of it: it is a conversion from that
/// layout, uniform, a range (each thread computes its own elements), a view
/// that only inserts or removes unit dimensions, a broadcast of such a value
/// or of a small source (isSmallSource, converted), or an element-wise op of
/// such values, at most kRematerializeDepth ops deep. Only `v` itself may be a conversion: an
/// op on converted values is moved into the layout by the patterns below,
/// not computed twice.
bool canRematerialize(Value v, Attribute layout, unsigned depth = kRematerializeDepth) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getEncoding())
    return false;
  if (auto convert = v.getDefiningOp<ConvertLayoutOp>())
    return depth == kRematerializeDepth && convert.getSource().getType().getEncoding() == layout;
  if (isUniform(v) || v.getDefiningOp<MakeRangeOp>())
    return true;
  if (depth == 0)
    return false;
  if (auto view = v.getDefiningOp<ViewOp>()) {
    Attribute source = viewSourceLayout(layout, type.getShape(), view.getSource().getType().getShape());
    return source && canRematerialize(view.getSource(), source, depth - 1);
  }
  // A broadcast's source in the same layout on its narrower shape holds, in
  // each thread, the elements the result repeats; a source of at most an
  // eighth of the result's elements is worth converting to get there.
  if (auto broadcast = v.getDefiningOp<BroadcastOp>())
    return isComputeLayout(layout) &&
           (canRematerialize(broadcast.getSource(), layout, depth - 1) || isSmallSource(broadcast));
  Operation *op = v.getDefiningOp();
  if (!op || !isElementwise(op) || op->getNumResults() != 1 || !isPure(op))
    return false;
  return llvm::all_of(op->getOperands(), [&](Value operand) { return canRematerialize(operand, layout, depth - 1); });
}

/// `v` in `layout`, for a `v` that canRematerialize accepts.
Value rematerialize(OpBuilder &b, Value v, Attribute layout) {
  Location loc = v.getLoc();
  auto type = cast<RankedTensorType>(v.getType());
  if (auto convert = v.getDefiningOp<ConvertLayoutOp>())
    return convert.getSource();
  if (isUniform(v))
    return uniformIn(b, loc, v, layout);
  if (auto range = v.getDefiningOp<MakeRangeOp>())
    return MakeRangeOp::create(b, loc, type.cloneWithEncoding(layout), range.getStartAttr(), range.getEndAttr());
  if (auto view = v.getDefiningOp<ViewOp>()) {
    Attribute source = viewSourceLayout(layout, type.getShape(), view.getSource().getType().getShape());
    return ViewOp::create(b, loc, type.cloneWithEncoding(layout), rematerialize(b, view.getSource(), source));
  }
  if (auto broadcast = v.getDefiningOp<BroadcastOp>()) {
    Value source = broadcast.getSource();
    source = canRematerialize(source, layout, kRematerializeDepth - 1)
                 ? rematerialize(b, source, layout)
                 : ConvertLayoutOp::create(b, loc, cast<RankedTensorType>(source.getType()).cloneWithEncoding(layout),
                                           source)
                       .getResult();
    return BroadcastOp::create(b, loc, type.cloneWithEncoding(layout), source);
  }
  Operation *op = v.getDefiningOp();
  SmallVector<Value> operands =
      llvm::map_to_vector(op->getOperands(), [&](Value operand) { return rematerialize(b, operand, layout); });
  Operation *inLayout =
      b.create(loc, op->getName().getIdentifier(), operands, {type.cloneWithEncoding(layout)}, op->getAttrs());
  return inLayout->getResult(0);
}

/// elementwise(convert(x : L), y) -> convert(elementwise_L(x, y_L)), every
/// other operand y being one that canRematerialize accepts in L (so that
/// ranges, masks and broadcast scalars follow a load's layout too).
struct ComputeInOperandLayout : RewritePattern {
  ComputeInOperandLayout(MLIRContext *ctx) : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    if (!isElementwise(op) || op->getNumResults() == 0)
      return failure();
    Attribute layout;
    for (Value operand : op->getOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      if (!type || type.getEncoding())
        return failure();
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        Attribute source = convert.getSource().getType().getEncoding();
        if (!source || isa<SharedLayoutAttr>(source) || (layout && layout != source))
          return failure();
        layout = source;
      }
    }
    for (Type t : op->getResultTypes()) {
      auto type = dyn_cast<RankedTensorType>(t);
      if (!type || type.getEncoding())
        return failure();
    }
    if (!layout ||
        !llvm::all_of(op->getOperands(), [&](Value operand) { return canRematerialize(operand, layout); }))
      return failure();
    Location loc = op->getLoc();
    SmallVector<Value> operands =
        llvm::map_to_vector(op->getOperands(), [&](Value operand) { return rematerialize(rewriter, operand, layout); });
    SmallVector<Type> resultTypes = llvm::map_to_vector(
        op->getResultTypes(), [&](Type t) -> Type { return cast<RankedTensorType>(t).cloneWithEncoding(layout); });
    Operation *inLayout = rewriter.create(loc, op->getName().getIdentifier(), operands, resultTypes, op->getAttrs());
    SmallVector<Value> results;
    for (auto [result, original] : llvm::zip_equal(inLayout->getResults(), op->getResultTypes()))
      results.push_back(ConvertLayoutOp::create(rewriter, loc, original, result));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// permute(convert(x : blocked L)) -> convert(permute(x) : L with its axes
/// permuted): a permutation of a blocked layout only renames the axes, so
/// the permute moves nothing and one conversion is left, after it.
struct PermuteInSourceLayout : OpRewritePattern<PermuteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PermuteOp op, PatternRewriter &rewriter) const override {
    auto convert = op.getSource().getDefiningOp<ConvertLayoutOp>();
    if (!convert || op.getType().getEncoding())
      return failure();
    auto blocked = dyn_cast_if_present<BlockedLayoutAttr>(convert.getSource().getType().getEncoding());
    if (!blocked)
      return failure();
    ArrayRef<int64_t> perm = op.getPermutation();
    SmallVector<unsigned> spt, tpw, wpc, order;
    for (int64_t axis : perm) {
      spt.push_back(blocked.getSizePerThread()[axis]);
      tpw.push_back(blocked.getThreadsPerWarp()[axis]);
      wpc.push_back(blocked.getWarpsPerCTA()[axis]);
    }
    for (unsigned axis : blocked.getOrder())
      order.push_back(llvm::find(perm, axis) - perm.begin());
    auto layout = BlockedLayoutAttr::get(getContext(), spt, tpw, wpc, order);
    auto permuted = PermuteOp::create(rewriter, op.getLoc(), op.getType().cloneWithEncoding(layout), convert.getSource(),
                                               op.getPermutationAttr());
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), permuted);
    return success();
  }
};

/// convert(permute(x) -> #shared S) -> permute(convert(x -> #shared S')),
/// S' being S with its order renamed through the permutation: the same
/// bytes, written as x is held (a transposed operand's staging becomes a
/// copy of the loaded tile, which tileaa-pipeline can make asynchronous);
/// the permute only renames the shared tile's axes.
struct StageBeforePermute : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    auto shared = dyn_cast_if_present<SharedLayoutAttr>(op.getType().getEncoding());
    auto permute = op.getSource().getDefiningOp<PermuteOp>();
    if (!shared || !permute || !permute->hasOneUse())
      return failure();
    ArrayRef<int64_t> perm = permute.getPermutation();
    SmallVector<unsigned> order = llvm::map_to_vector(shared.getOrder(), [&](unsigned d) { return (unsigned)perm[d]; });
    auto sourceShared =
        SharedLayoutAttr::get(getContext(), shared.getVec(), shared.getPerPhase(), shared.getMaxPhase(), order);
    RankedTensorType source = permute.getSource().getType();
    auto staged = ConvertLayoutOp::create(rewriter, op.getLoc(), source.cloneWithEncoding(sourceShared),
                                          permute.getSource());
    rewriter.replaceOpWithNewOp<PermuteOp>(op, op.getType(), staged, permute.getPermutationAttr());
    return success();
  }
};

/// collective(convert(x : L), ...) -> convert(collective_L(x, ...)) for a
/// reduce or scan whose operands all come from one register layout L; the
/// results take the layout `resultLayout(op, L)`.
template <typename OpT> struct CollectiveInOperandLayout : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  virtual Attribute resultLayout(OpT op, Attribute layout) const = 0;

  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const override {
    Attribute layout;
    SmallVector<Value> sources;
    for (Value operand : op->getOperands()) {
      auto convert = operand.getDefiningOp<ConvertLayoutOp>();
      if (!convert || cast<RankedTensorType>(operand.getType()).getEncoding())
        return failure();
      Attribute source = convert.getSource().getType().getEncoding();
      if (!isComputeLayout(source) || (layout && layout != source))
        return failure();
      layout = source;
      sources.push_back(convert.getSource());
    }
    for (Type t : op->getResultTypes())
      if (!isa<RankedTensorType>(t) || cast<RankedTensorType>(t).getEncoding())
        return failure();
    Attribute results = resultLayout(op, layout);
    auto inLayout = cast<OpT>(rewriter.clone(*op));
    inLayout->setOperands(sources);
    for (OpResult result : inLayout->getResults())
      result.setType(cast<RankedTensorType>(result.getType()).cloneWithEncoding(results));
    SmallVector<Value> converted;
    for (auto [result, original] : llvm::zip_equal(inLayout->getResults(), op->getResultTypes()))
      converted.push_back(ConvertLayoutOp::create(rewriter, op.getLoc(), original, result));
    rewriter.replaceOp(op, converted);
    return success();
  }
};

/// reduce(convert(x : L)) -> convert(reduce_L(x) : slice<dim, L>): the
/// result stays where the reduction leaves it (no exchange when no warp
/// spans the reduced dimension).
struct ReduceInOperandLayout : CollectiveInOperandLayout<ReduceOp> {
  using CollectiveInOperandLayout::CollectiveInOperandLayout;
  Attribute resultLayout(ReduceOp op, Attribute layout) const override {
    return SliceLayoutAttr::get(op.getContext(), op.getDim(), layout);
  }
};

/// scan(convert(x : L)) -> convert(scan_L(x)): a scan's results are in its
/// operands' layout, where the lowering scans within threads, then across
/// lanes and warps.
struct ScanInOperandLayout : CollectiveInOperandLayout<ScanOp> {
  using CollectiveInOperandLayout::CollectiveInOperandLayout;
  Attribute resultLayout(ScanOp, Attribute layout) const override { return layout; }
};

/// broadcast(convert(x : blocked L)) -> convert(broadcast_L(x)): the
/// blocked layout on the broadcast shape holds, in each thread, the
/// elements that repeat what it holds (the lowering checks it).
struct BroadcastInSourceLayout : OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BroadcastOp op, PatternRewriter &rewriter) const override {
    auto convert = op.getSource().getDefiningOp<ConvertLayoutOp>();
    auto result = cast<RankedTensorType>(op.getType());
    if (!convert || result.getEncoding())
      return failure();
    Attribute layout = convert.getSource().getType().getEncoding();
    if (!isComputeLayout(layout))
      return failure();
    auto broadcast =
        BroadcastOp::create(rewriter, op.getLoc(), result.cloneWithEncoding(layout), convert.getSource());
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, result, broadcast);
    return success();
  }
};

/// The layout a view from `from` to `to` takes for a source in `source` so
/// that every element stays in its register: a slice<d, L> source, viewed
/// with the unit dimension d put back, is L (the dimension a reduction took
/// away); a blocked source that only gains or loses unit dimensions is the
/// blocked layout with them moved (viewLayout). Null otherwise.
Attribute viewResultLayout(Attribute source, ArrayRef<int64_t> from, ArrayRef<int64_t> to) {
  if (auto slice = dyn_cast_if_present<SliceLayoutAttr>(source)) {
    SmallVector<int64_t> expected(from);
    expected.insert(expected.begin() + slice.getDim(), 1);
    return isComputeLayout(slice.getParent()) && ArrayRef<int64_t>(expected) == to ? slice.getParent() : Attribute();
  }
  if (auto blocked = dyn_cast_if_present<BlockedLayoutAttr>(source))
    return viewLayout(blocked, from, to);
  return {};
}

/// view(convert(x : L)) -> convert(view_L'(x)), L' being viewResultLayout:
/// the lowering keeps every register where it is (it checks).
struct ViewInSourceLayout : OpRewritePattern<ViewOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ViewOp op, PatternRewriter &rewriter) const override {
    auto convert = op.getSource().getDefiningOp<ConvertLayoutOp>();
    auto result = cast<RankedTensorType>(op.getType());
    if (!convert || result.getEncoding())
      return failure();
    RankedTensorType source = convert.getSource().getType();
    Attribute layout = viewResultLayout(source.getEncoding(), source.getShape(), result.getShape());
    if (!layout)
      return failure();
    auto view = ViewOp::create(rewriter, op.getLoc(), result.cloneWithEncoding(layout), convert.getSource());
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, result, view);
    return success();
  }
};

/// Whether `v` is the loop-carried `arg`, a value canRematerialize accepts
/// in `layout`, or an element-wise op of such values: once `arg` is carried
/// in `layout`, all of it can be computed there (a running sum scaled by a
/// factor, `l * alpha + x`, as an online softmax keeps it).
bool followsCarried(Value v, BlockArgument arg, Attribute layout, unsigned depth = kRematerializeDepth) {
  if (v == arg || canRematerialize(v, layout))
    return true;
  Operation *op = v.getDefiningOp();
  if (depth == 0 || !op || !isElementwise(op) ||
      op->getNumResults() != 1 || !isPure(op))
    return false;
  return llvm::all_of(op->getOperands(), [&](Value operand) { return followsCarried(operand, arg, layout, depth - 1); });
}

/// The register layout a loop should carry its iter_arg `arg` in, from the
/// value `yielded` for it: the source layout of a conversion, or of one of
/// the conversion operands of an element-wise op whose other operands
/// follow the carried value (see followsCarried: an accumulation
/// `acc + convert(x)`); null if none.
Attribute carriedLayout(Value yielded, BlockArgument arg) {
  // The layout of the first conversion found among the element-wise ops
  // that compute `yielded`.
  std::function<Attribute(Value, unsigned)> find = [&](Value v, unsigned depth) -> Attribute {
    if (auto convert = v.getDefiningOp<ConvertLayoutOp>()) {
      Attribute layout = convert.getSource().getType().getEncoding();
      return isComputeLayout(layout) || isa_and_present<SliceLayoutAttr>(layout) ? layout : Attribute();
    }
    Operation *op = v.getDefiningOp();
    if (depth == 0 || !op || !isElementwise(op))
      return {};
    for (Value operand : op->getOperands())
      if (Attribute layout = find(operand, depth - 1))
        return layout;
    return {};
  };
  Attribute layout = find(yielded, kRematerializeDepth);
  if (!layout || yielded.getDefiningOp<ConvertLayoutOp>())
    return layout;
  return followsCarried(yielded, arg, layout) ? layout : Attribute();
}

/// A loop-carried tile whose iterations compute it in a register layout L
/// (see carriedLayout) is carried in L: the conversion moves to the loop's
/// entry and exit (where it runs once), and the iteration's users see the
/// converted argument, which the other patterns then fold away. A uniform
/// initial value is made in L directly.
struct CarryInYieldedLayout : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(scf::ForOp loop, PatternRewriter &rewriter) const override {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (unsigned i = 0, e = yield.getNumOperands(); i < e; ++i) {
      Value yielded = yield.getOperand(i);
      auto type = dyn_cast<RankedTensorType>(yielded.getType());
      BlockArgument arg = loop.getRegionIterArgs()[i];
      if (!type || type.getEncoding())
        continue;
      Attribute layout = carriedLayout(yielded, arg);
      if (!layout)
        continue;
      RankedTensorType carried = type.cloneWithEncoding(layout);
      Location loc = loop.getLoc();
      Value init = loop.getInitArgs()[i];
      rewriter.setInsertionPoint(loop);
      Value newInit = isUniform(init) ? uniformIn(rewriter, loc, init, layout)
                                      : ConvertLayoutOp::create(rewriter, loc, carried, init).getResult();
      OpResult result = loop->getResult(i);
      rewriter.modifyOpInPlace(loop, [&] {
        loop.getInitArgsMutable()[i].set(newInit);
        arg.setType(carried);
        result.setType(carried);
      });
      rewriter.setInsertionPointToStart(loop.getBody());
      auto inBody = ConvertLayoutOp::create(rewriter, loc, type, arg);
      rewriter.replaceAllUsesExcept(arg, inBody, inBody);
      rewriter.setInsertionPoint(yield);
      auto toCarried = ConvertLayoutOp::create(rewriter, loc, carried, yielded);
      rewriter.modifyOpInPlace(yield, [&] { yield->setOperand(i, toCarried); });
      rewriter.setInsertionPointAfter(loop);
      auto after = ConvertLayoutOp::create(rewriter, loc, type, result);
      rewriter.replaceAllUsesExcept(result, after, after);
      return success();
    }
    return failure();
  }
};

/// `v` made in `layout` for an access that addresses by it (a gather's or
/// scatter's coordinates): constants, splats and ranges made there;
/// broadcasts, unit-dimension views (into a slice where the blocked form
/// cannot hold the source) and element-wise ops computed there from their
/// operands, through conversions; anything else converted, so that the
/// conversion lands where the fewest elements move: on a gather's row
/// coordinates before they are broadcast along the rows. Null where `v`
/// itself would be converted and `orConvert` is false.
Value computeIn(OpBuilder &b, Value v, Attribute layout, bool orConvert, unsigned depth = kRematerializeDepth) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getEncoding() == layout)
    return v;
  Location loc = v.getLoc();
  RankedTensorType inLayout = type.cloneWithEncoding(layout);
  if (auto convert = v.getDefiningOp<ConvertLayoutOp>())
    return computeIn(b, convert.getSource(), layout, orConvert, depth);
  Operation *op = v.getDefiningOp();
  if (op && depth > 0) {
    DenseElementsAttr constant;
    if (matchPattern(v, m_Constant(&constant)))
      return arith::ConstantOp::create(b, loc, constant.reshape(inLayout));
    if (auto splat = dyn_cast<SplatOp>(op))
      return SplatOp::create(b, loc, inLayout, splat.getSource());
    if (auto range = dyn_cast<MakeRangeOp>(op))
      return MakeRangeOp::create(b, loc, inLayout, range.getStartAttr(), range.getEndAttr());
    if (auto broadcast = dyn_cast<BroadcastOp>(op); broadcast && isa<BlockedLayoutAttr>(layout))
      return BroadcastOp::create(b, loc, inLayout, computeIn(b, broadcast.getSource(), layout, true, depth - 1));
    if (auto view = dyn_cast<ViewOp>(op)) {
      ArrayRef<int64_t> from = view.getSource().getType().getShape();
      Attribute source = viewSourceLayout(layout, type.getShape(), from);
      if (!source && isa<BlockedLayoutAttr>(layout))
        source = sliceSourceLayout(layout, type.getShape(), from);
      if (source)
        return ViewOp::create(b, loc, inLayout, computeIn(b, view.getSource(), source, true, depth - 1));
    }
    if (isElementwise(op) && op->getNumResults() == 1 && isPure(op) &&
        llvm::all_of(op->getOperandTypes(), [](Type t) { return isa<RankedTensorType>(t); })) {
      SmallVector<Value> operands = llvm::map_to_vector(
          op->getOperands(), [&](Value operand) { return computeIn(b, operand, layout, true, depth - 1); });
      return b.create(loc, op->getName().getIdentifier(), operands, {inLayout}, op->getAttrs())->getResult(0);
    }
  }
  return orConvert ? ConvertLayoutOp::create(b, loc, inLayout, v).getResult() : Value();
}

/// gather_load / scatter_store in a register layout (tileaa-coalesce's)
/// with coordinates converted into it: the coordinates computed there
/// (computeIn).
template <typename OpT> struct CoordinatesInAccessLayout : OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const override {
    Attribute layout = cast<RankedTensorType>(op.getIndices().front().getType()).getEncoding();
    if (!isComputeLayout(layout))
      return failure();
    rewriter.setInsertionPoint(op);
    bool changed = false;
    for (OpOperand &index : op.getIndicesMutable()) {
      auto convert = index.get().template getDefiningOp<ConvertLayoutOp>();
      if (!convert)
        continue;
      if (Value made = computeIn(rewriter, convert.getSource(), layout, /*orConvert=*/false)) {
        rewriter.modifyOpInPlace(op, [&] { index.set(made); });
        changed = true;
      }
    }
    return success(changed);
  }
};

struct RemoveLayoutConversions
    : nv_tileaa::impl::TileAARemoveLayoutConversionsBase<RemoveLayoutConversions> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    patterns.add<ComputeInOperandLayout, PermuteInSourceLayout, ReduceInOperandLayout, ScanInOperandLayout,
                 ViewInSourceLayout, BroadcastInSourceLayout, CarryInYieldedLayout, StageBeforePermute,
                 CoordinatesInAccessLayout<GatherLoadOp>, CoordinatesInAccessLayout<ScatterStoreOp>>(ctx);
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, ctx);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
