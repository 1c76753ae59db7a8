//===- ArithmeticPatterns.cpp - floating-point, integer, bitwise, compare, conversions ===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

template <typename SourceOp, typename TargetOp>
struct FloatBinaryLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    aa::RoundingModeAttr rounding = convertRounding(op.getContext(), op.getRoundingMode());
    UnitAttr ftz = op.getFlushToZero() ? rewriter.getUnitAttr() : UnitAttr();
    rewriter.replaceOpWithNewOp<TargetOp>(op, adaptor.getLhs().getType(), adaptor.getLhs(), adaptor.getRhs(),
                                          rounding, ftz);
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateArithmeticPatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<FloatBinaryLowering<ct::AddFOp, aa::AddFOp>>(converter, patterns.getContext());
}
