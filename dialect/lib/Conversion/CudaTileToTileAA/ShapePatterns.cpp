//===- ShapePatterns.cpp - constants and shape ops --------------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

struct ConstantLowering : Lowering<ct::ConstantOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto value = cast<DenseElementsAttr>(op.getValue());
    TypedAttr attr = value;
    if (op.getType().getShape().empty())
      attr = cast<TypedAttr>(*value.value_begin<Attribute>());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, attr);
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateShapePatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ConstantLowering>(converter, patterns.getContext());
}
