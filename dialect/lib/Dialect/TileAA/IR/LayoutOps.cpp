//===- LayoutOps.cpp - nv_tileaa.convert_layout ----------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAALayoutOps.cpp.inc"

void TileAADialect::registerLayoutOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAALayoutOps.cpp.inc"
      >();
}

OpFoldResult ConvertLayoutOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  return {};
}

namespace {
/// convert(convert(x)) converts x once, unless the middle layout is a
/// staging in shared memory that a pass chose (an operand read by ldmatrix).
struct FoldConversionChain : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getSource().getDefiningOp<ConvertLayoutOp>();
    if (!inner || isa_and_present<SharedLayoutAttr>(inner.getType().getEncoding()))
      return failure();
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), inner.getSource());
    return success();
  }
};

/// A splat constant is the same constant in any layout: nothing moves.
struct ConvertSplatConstant : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    SplatElementsAttr splat;
    if (!matchPattern(op.getSource(), m_Constant(&splat)) || isa<SharedLayoutAttr>(op.getType().getEncoding()))
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, DenseElementsAttr::get(op.getType(), splat.getSplatValue<Attribute>()));
    return success();
  }
};
} // namespace

void ConvertLayoutOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<FoldConversionChain, ConvertSplatConstant>(context);
}
