//===- SelectCanonicalization.cpp - folds and patterns of select ----------===//
//
// NVIDIA's select rules (13.3 addendum §4.5): folds in their order, then the
// patterns that build a constant, an xori or an exti. The dialect has no
// constant materializer, so folds only return existing values or change the
// op in place.
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

OpFoldResult SelectOp::fold(FoldAdaptor) {
  Value cond = getCond(), onTrue = getValIfTrue(), onFalse = getValIfFalse();
  if (onTrue == onFalse)
    return onTrue;
  if (isBoolConstant(cond, true))
    return onTrue;
  if (isBoolConstant(cond, false))
    return onFalse;
  if (getType().getElementType().isInteger(1) && isBoolConstant(onTrue, true) && isBoolConstant(onFalse, false))
    return cond;
  // `select (a == b), a, b` is b either way; `select (a != b), a, b` is a.
  if (auto cmp = cond.getDefiningOp<CmpIOp>()) {
    Value a = cmp.getLhs(), b = cmp.getRhs();
    if ((onTrue == a && onFalse == b) || (onTrue == b && onFalse == a)) {
      if (cmp.getComparisonPredicate() == ComparisonPredicate::equal)
        return onFalse;
      if (cmp.getComparisonPredicate() == ComparisonPredicate::not_equal)
        return onTrue;
    }
  }
  if (Value positive = negatedOperand(cond)) {
    getCondMutable().assign(positive);
    getValIfTrueMutable().assign(onFalse);
    getValIfFalseMutable().assign(onTrue);
    return getResult();
  }
  // An arm that selects on the same condition again takes its own side.
  if (auto inner = onTrue.getDefiningOp<SelectOp>(); inner && inner.getCond() == cond) {
    getValIfTrueMutable().assign(inner.getValIfTrue());
    return getResult();
  }
  if (auto inner = onFalse.getDefiningOp<SelectOp>(); inner && inner.getCond() == cond) {
    getValIfFalseMutable().assign(inner.getValIfFalse());
    return getResult();
  }
  return {};
}

namespace {
/// `select %p, false, true` -> `xori %p, true`, reusing that true constant.
struct SelectNegation : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op, PatternRewriter &rewriter) const override {
    if (!isBoolConstant(op.getValIfTrue(), false) || !isBoolConstant(op.getValIfFalse(), true))
      return failure();
    rewriter.replaceOpWithNewOp<XOrIOp>(op, op.getType(), op.getCond(), op.getValIfFalse());
    return success();
  }
};

/// `select C, K1, K2` over three constants -> one constant, element by element.
struct SelectOfConstants : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op, PatternRewriter &rewriter) const override {
    auto cond = op.getCond().getDefiningOp<ConstantOp>();
    auto onTrue = op.getValIfTrue().getDefiningOp<ConstantOp>();
    auto onFalse = op.getValIfFalse().getDefiningOp<ConstantOp>();
    if (!cond || !onTrue || !onFalse)
      return failure();
    auto mask = dyn_cast<DenseIntElementsAttr>(cond.getValue());
    auto trueValues = dyn_cast<DenseElementsAttr>(onTrue.getValue());
    auto falseValues = dyn_cast<DenseElementsAttr>(onFalse.getValue());
    if (!mask || !trueValues || !falseValues)
      return failure();
    SmallVector<Attribute> chosen;
    chosen.reserve(mask.getNumElements());
    for (auto [bit, t, f] :
         llvm::zip_equal(mask.getValues<bool>(), trueValues.getValues<Attribute>(), falseValues.getValues<Attribute>()))
      chosen.push_back(bit ? t : f);
    rewriter.replaceOpWithNewOp<ConstantOp>(op, op.getType(),
                                            DenseElementsAttr::get(trueValues.getType(), chosen));
    return success();
  }
};

/// `select %c, 1, 0` -> `exti %c unsigned`; `select %c, 0, 1` -> `exti (xori
/// %c, true) unsigned`, for integers wider than i1.
struct SelectToExtension : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op, PatternRewriter &rewriter) const override {
    auto element = dyn_cast<IntegerType>(op.getType().getElementType());
    if (!element || element.getWidth() == 1)
      return failure();
    std::optional<APInt> onTrue = splatIntConstant(op.getValIfTrue());
    std::optional<APInt> onFalse = splatIntConstant(op.getValIfFalse());
    if (!onTrue || !onFalse)
      return failure();
    Value cond = op.getCond();
    if (onTrue->isZero() && onFalse->isOne()) {
      auto condType = cast<TileType>(cond.getType());
      auto trueAttr = DenseElementsAttr::get(RankedTensorType::get(condType.getShape(), rewriter.getI1Type()), true);
      Value allTrue = ConstantOp::create(rewriter, op.getLoc(), condType, trueAttr);
      cond = XOrIOp::create(rewriter, op.getLoc(), condType, cond, allTrue);
    } else if (!(onTrue->isOne() && onFalse->isZero())) {
      return failure();
    }
    rewriter.replaceOpWithNewOp<ExtIOp>(op, op.getType(), cond,
                                        SignednessAttr::get(getContext(), Signedness::Unsigned));
    return success();
  }
};
} // namespace

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<SelectNegation, SelectOfConstants, SelectToExtension>(context);
}
