//===- RemoveLayoutConversions.cpp - compute where the data already is ----===//
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAAREMOVELAYOUTCONVERSIONS
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

/// elementwise(convert(x : L), convert(y : L), splat) -> convert(elementwise_L(x, y, splat_L)),
/// a splat being a splat constant or an nv_tileaa.splat of a scalar.
struct ComputeInOperandLayout : RewritePattern {
  ComputeInOperandLayout(MLIRContext *ctx) : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() || op->getNumResults() == 0)
      return failure();
    Attribute layout;
    bool converted = false;
    for (Value operand : op->getOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      if (!type || type.getEncoding())
        return failure();
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        Attribute source = convert.getSource().getType().getEncoding();
        if (!source || isa<SharedLayoutAttr>(source) || (layout && layout != source))
          return failure();
        layout = source;
        converted = true;
      } else if (!matchPattern(operand, m_Constant<SplatElementsAttr>(nullptr)) && !operand.getDefiningOp<SplatOp>()) {
        return failure();
      }
    }
    for (Type t : op->getResultTypes()) {
      auto type = dyn_cast<RankedTensorType>(t);
      if (!type || type.getEncoding())
        return failure();
    }
    if (!converted)
      return failure();
    Location loc = op->getLoc();
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        operands.push_back(convert.getSource());
        continue;
      }
      auto type = cast<RankedTensorType>(operand.getType()).cloneWithEncoding(layout);
      // A splat of a scalar is made again in the layout: every thread holds the scalar.
      if (auto splatOp = operand.getDefiningOp<SplatOp>()) {
        operands.push_back(SplatOp::create(rewriter, loc, type, splatOp.getSource()));
        continue;
      }
      SplatElementsAttr splat;
      matchPattern(operand, m_Constant(&splat));
      operands.push_back(
          arith::ConstantOp::create(rewriter, loc, DenseElementsAttr::get(type, splat.getSplatValue<Attribute>())));
    }
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

/// reduce(convert(x : L)) -> convert(reduce_L(x) : slice<dim, L>): the
/// result stays where the reduction leaves it (no exchange when no warp
/// spans the reduced dimension).
struct ReduceInOperandLayout : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceOp op, PatternRewriter &rewriter) const override {
    Attribute layout;
    SmallVector<Value> sources;
    for (Value operand : op.getOperands()) {
      auto convert = operand.getDefiningOp<ConvertLayoutOp>();
      if (!convert || cast<RankedTensorType>(operand.getType()).getEncoding())
        return failure();
      Attribute source = convert.getSource().getType().getEncoding();
      if (!isa_and_present<BlockedLayoutAttr>(source) || (layout && layout != source))
        return failure();
      layout = source;
      sources.push_back(convert.getSource());
    }
    SmallVector<Type> resultTypes;
    for (Type t : op.getResultTypes()) {
      auto tensor = dyn_cast<RankedTensorType>(t);
      if (!tensor || tensor.getEncoding())
        return failure();
      resultTypes.push_back(
          tensor.cloneWithEncoding(SliceLayoutAttr::get(getContext(), op.getDim(), layout)));
    }
    auto inLayout = cast<ReduceOp>(rewriter.clone(*op));
    inLayout->setOperands(sources);
    for (auto [result, type] : llvm::zip_equal(inLayout->getResults(), resultTypes))
      result.setType(type);
    SmallVector<Value> results;
    for (auto [result, original] : llvm::zip_equal(inLayout->getResults(), op.getResultTypes()))
      results.push_back(ConvertLayoutOp::create(rewriter, op.getLoc(), original, result));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// view(convert(x : slice<d, L>)) inserting the unit dimension d ->
/// convert(view_L(x)): a blocked L on the shape with the unit dimension
/// holds the same registers (the lowering checks it).
struct ViewInSliceParent : OpRewritePattern<ViewOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ViewOp op, PatternRewriter &rewriter) const override {
    auto convert = op.getSource().getDefiningOp<ConvertLayoutOp>();
    auto result = cast<RankedTensorType>(op.getType());
    if (!convert || result.getEncoding())
      return failure();
    auto slice = dyn_cast_if_present<SliceLayoutAttr>(convert.getSource().getType().getEncoding());
    if (!slice || !isa<BlockedLayoutAttr>(slice.getParent()))
      return failure();
    ArrayRef<int64_t> from = convert.getSource().getType().getShape();
    SmallVector<int64_t> expected(from);
    expected.insert(expected.begin() + slice.getDim(), 1);
    if (ArrayRef<int64_t>(expected) != result.getShape())
      return failure();
    auto view = ViewOp::create(rewriter, op.getLoc(), result.cloneWithEncoding(slice.getParent()), convert.getSource());
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, result, view);
    return success();
  }
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
    auto blocked = dyn_cast_if_present<BlockedLayoutAttr>(convert.getSource().getType().getEncoding());
    if (!blocked)
      return failure();
    auto broadcast =
        BroadcastOp::create(rewriter, op.getLoc(), result.cloneWithEncoding(blocked), convert.getSource());
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, result, broadcast);
    return success();
  }
};

struct RemoveLayoutConversions
    : nv_tileaa::impl::TileAARemoveLayoutConversionsBase<RemoveLayoutConversions> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    patterns.add<ComputeInOperandLayout, PermuteInSourceLayout, ReduceInOperandLayout, ViewInSliceParent,
                 BroadcastInSourceLayout>(ctx);
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, ctx);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
