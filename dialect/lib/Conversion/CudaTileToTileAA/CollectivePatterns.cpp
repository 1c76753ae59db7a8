//===- CollectivePatterns.cpp - reduce, scan, mma ---------------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

/// Moves the combining function into `into`, its rank-0 tile arguments
/// becoming scalars; its `yield` becomes nv_tileaa's (YieldLowering).
static LogicalResult moveCombiner(Region &from, Region &into, const TypeConverter &converter,
                                  ConversionPatternRewriter &rewriter) {
  rewriter.inlineRegionBefore(from, into, into.end());
  return rewriter.convertRegionTypes(&into, converter);
}

struct ReduceLowering : Lowering<ct::ReduceOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return failure();
    auto reduce = aa::ReduceOp::create(rewriter, op.getLoc(), types, adaptor.getOperands(), op.getDimAttr(),
                                       op.getIdentities());
    if (failed(moveCombiner(op.getRegion(), reduce.getCombiner(), *getTypeConverter(), rewriter)))
      return failure();
    rewriter.replaceOp(op, reduce.getResults());
    return success();
  }
};

struct ScanLowering : Lowering<ct::ScanOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ScanOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return failure();
    auto scan = aa::ScanOp::create(rewriter, op.getLoc(), types, adaptor.getOperands(), op.getDimAttr(),
                                   op.getReverse() ? rewriter.getUnitAttr() : nullptr, op.getIdentities());
    if (failed(moveCombiner(op.getRegion(), scan.getCombiner(), *getTypeConverter(), rewriter)))
      return failure();
    rewriter.replaceOp(op, scan.getResults());
    return success();
  }
};

/// The yield of a combining function (an `if`'s yield is the structurizer's).
struct YieldLowering : Lowering<ct::YieldOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::YieldOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (!isa<aa::ReduceOp, aa::ScanOp>(op->getParentOp()))
      return failure();
    rewriter.replaceOpWithNewOp<aa::YieldOp>(op, adaptor.getOperands());
    return success();
  }
};

static Value fpToFp(ConversionPatternRewriter &rewriter, Location loc, Value tile, Type elem) {
  auto type = cast<RankedTensorType>(tile.getType());
  return aa::FpToFpOp::create(rewriter, loc, type.clone(elem), tile, /*rounding=*/nullptr);
}

struct MmaFLowering : Lowering<ct::MmaFOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MmaFOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Value a = adaptor.getLhs(), b = adaptor.getRhs(), c = adaptor.getAcc();
    Type in = op.getLhs().getType().getElementType();
    // nv_tileaa accumulates FP8 products in f32 only; widening FP8 to f16 is
    // exact, so an f16 accumulation of the same products is an f16 dot.
    if (isa<Float8E4M3FNType, Float8E5M2Type>(in) && op.getAcc().getType().getElementType().isF16()) {
      a = fpToFp(rewriter, op.getLoc(), a, rewriter.getF16Type());
      b = fpToFp(rewriter, op.getLoc(), b, rewriter.getF16Type());
    }
    auto dot = aa::DotOp::create(rewriter, op.getLoc(), c.getType(), a, b, c, /*sfa=*/Value(), /*sfb=*/Value(),
                                 /*signedness_a=*/nullptr, /*signedness_b=*/nullptr, /*propagate_nan=*/nullptr,
                                 op.getFastAcc() ? rewriter.getUnitAttr() : nullptr, /*use_c=*/Value(),
                                 /*is_async=*/nullptr);
    rewriter.replaceOp(op, dot.getResult());
    return success();
  }
};

static aa::SignednessAttr convertSignedness(MLIRContext *ctx, ct::Signedness s) {
  return aa::SignednessAttr::get(ctx, s == ct::Signedness::Signed ? aa::Signedness::Signed : aa::Signedness::Unsigned);
}

struct MmaILowering : Lowering<ct::MmaIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MmaIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    rewriter.replaceOpWithNewOp<aa::DotOp>(op, adaptor.getAcc().getType(), adaptor.getLhs(), adaptor.getRhs(),
                                           adaptor.getAcc(), /*sfa=*/Value(), /*sfb=*/Value(),
                                           convertSignedness(ctx, op.getSignednessLhs()),
                                           convertSignedness(ctx, op.getSignednessRhs()), /*propagate_nan=*/nullptr,
                                           /*fast_acc=*/nullptr, /*use_c=*/Value(), /*is_async=*/nullptr);
    return success();
  }
};

/// The SM number of the module's `nv_tileaa.target` ("sm_100", "sm_100a"),
/// or nothing.
static std::optional<unsigned> targetSm(Operation *op) {
  auto module = op->getParentOfType<ModuleOp>();
  auto name = module ? module->getAttrOfType<StringAttr>("nv_tileaa.target") : StringAttr();
  if (!name)
    return std::nullopt;
  StringRef rest = name.getValue();
  unsigned sm;
  if (!rest.consume_front("sm_") || rest.consumeInteger(10, sm))
    return std::nullopt;
  return sm;
}

/// Block-scaled MMA exists from sm_100 on, and nv_tileaa.dot requires the
/// module to say so: without it the result would not verify.
struct MmaFScaledLowering : Lowering<ct::MmaFScaledOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MmaFScaledOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<unsigned> sm = targetSm(op);
    if (!sm || *sm < 100)
      return op.emitOpError("needs sm_100 or newer: the enclosing module's nv_tileaa.target must name it "
                            "(block-scaled MMA)");
    rewriter.replaceOpWithNewOp<aa::DotOp>(op, adaptor.getAcc().getType(), adaptor.getLhs(), adaptor.getRhs(),
                                           adaptor.getAcc(), adaptor.getLhsScale(), adaptor.getRhsScale(),
                                           /*signedness_a=*/nullptr, /*signedness_b=*/nullptr,
                                           /*propagate_nan=*/nullptr, /*fast_acc=*/nullptr, /*use_c=*/Value(),
                                           /*is_async=*/nullptr);
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateCollectivePatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ReduceLowering, ScanLowering, YieldLowering, MmaFLowering, MmaILowering, MmaFScaledLowering>(
      converter, patterns.getContext());
}
