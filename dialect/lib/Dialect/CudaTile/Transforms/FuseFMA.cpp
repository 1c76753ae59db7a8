//===- FuseFMA.cpp - fuse-fma: mulf feeding addf/subf becomes fma ---------===//
//
// NVIDIA's fuse-fma (13.3 addendum §5.1). Only a product on the left of the
// add or subtract is fused; addf's canonicalization moves it there first.
// Both ops must round alike, or the fused op could not honour either.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_CUDATILEFUSEFMA
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
/// The product on the left of `op`, if fusing it into one fma is allowed.
template <typename OpTy> MulFOp fusableProduct(OpTy op) {
  auto mul = op.getLhs().template getDefiningOp<MulFOp>();
  if (!mul || !mul->hasOneUse())
    return {};
  auto rounding = [](std::optional<RoundingMode> mode) { return mode.value_or(RoundingMode::nearest_even); };
  if (rounding(mul.getRoundingMode()) != rounding(op.getRoundingMode()) ||
      mul.getFlushToZero() != op.getFlushToZero())
    return {};
  return mul;
}

template <typename OpTy> void replaceByFma(OpTy op, MulFOp mul, Value acc, PatternRewriter &rewriter) {
  rewriter.replaceOpWithNewOp<FmaOp>(op, op.getType(), mul.getLhs(), mul.getRhs(), acc, op.getRoundingModeAttr(),
                                     op.getFlushToZeroAttr());
  rewriter.eraseOp(mul);
}

/// `addf (mulf a, b), c` -> `fma a, b, c`.
struct FuseMulAdd : OpRewritePattern<AddFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AddFOp op, PatternRewriter &rewriter) const override {
    MulFOp mul = fusableProduct(op);
    if (!mul)
      return failure();
    replaceByFma(op, mul, op.getRhs(), rewriter);
    return success();
  }
};

/// `subf (mulf a, b), c` -> `fma a, b, (negf c)`.
struct FuseMulSub : OpRewritePattern<SubFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SubFOp op, PatternRewriter &rewriter) const override {
    MulFOp mul = fusableProduct(op);
    if (!mul)
      return failure();
    Value negated = NegFOp::create(rewriter, op.getLoc(), op.getRhs());
    replaceByFma(op, mul, negated, rewriter);
    return success();
  }
};

struct FuseFMAPass : cuda_tile::impl::CudaTileFuseFMABase<FuseFMAPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    AddFOp::getCanonicalizationPatterns(patterns, context);
    patterns.add<FuseMulAdd, FuseMulSub>(context);
    // Only these rewrites: without folding, constants stay where they are.
    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
