//===- MiscPatterns.cpp - facts, block ids, diagnostics ---------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

struct AssumeLowering : Lowering<ct::AssumeOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AssumeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto facts = aa::AssumeOp::create(rewriter, op.getLoc(), adaptor.getValue());
    Builder b(op.getContext());
    if (auto divBy = dyn_cast<ct::DivByAttr>(op.getPredicate())) {
      facts.setDivByAttr(b.getI64IntegerAttr(divBy.getDivisor()));
      if (divBy.getEvery()) {
        facts.setEveryAttr(b.getI64IntegerAttr(*divBy.getEvery()));
        facts.setAlongAttr(b.getI64IntegerAttr(*divBy.getAlong()));
      }
    } else if (auto bounded = dyn_cast<ct::BoundedAttr>(op.getPredicate())) {
      if (bounded.getLower())
        facts.setLowerBoundAttr(b.getI64IntegerAttr(*bounded.getLower()));
      if (bounded.getUpper())
        facts.setUpperBoundAttr(b.getI64IntegerAttr(*bounded.getUpper()));
    } else if (auto same = dyn_cast<ct::SameElementsAttr>(op.getPredicate())) {
      facts.setSameElementsAttr(b.getDenseI64ArrayAttr(same.getValues()));
    } else {
      return op.emitOpError("has a predicate convert-cuda-tile-to-tileaa does not know: ") << op.getPredicate();
    }
    rewriter.replaceOp(op, facts.getResult());
    return success();
  }
};

/// get_tile_block_id / get_num_tile_blocks: one program-grid query per axis.
template <typename SourceOp, typename QueryOp>
struct GridQueryLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> values;
    for (aa::ProgramDim dim : {aa::ProgramDim::x, aa::ProgramDim::y, aa::ProgramDim::z})
      values.push_back(QueryOp::create(rewriter, op.getLoc(), rewriter.getI32Type(), dim));
    rewriter.replaceOp(op, values);
    return success();
  }
};

struct PrintLowering : Lowering<ct::PrintTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::PrintTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::PrintOp>(op, aa::MemTokenType::get(op.getContext()), op.getStrAttr(),
                                             adaptor.getArgs(), adaptor.getToken());
    return success();
  }
};

struct AssertLowering : Lowering<ct::AssertOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AssertOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::AssertOp>(op, adaptor.getCondition(), op.getMessageAttr());
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateMiscPatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<AssumeLowering, GridQueryLowering<ct::GetTileBlockIdOp, aa::GetProgramIdOp>,
               GridQueryLowering<ct::GetNumTileBlocksOp, aa::GetNumProgramsOp>, PrintLowering, AssertLowering>(
      converter, patterns.getContext());
}
