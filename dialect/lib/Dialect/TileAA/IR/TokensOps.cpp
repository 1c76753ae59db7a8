//===- TokensOps.cpp - nv_tileaa tokens, assumptions and hints --------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "cuda-tile/Utils/PrintfFormat.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAATokensOps.cpp.inc"

void TileAADialect::registerTokensOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAATokensOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Tokens and facts
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  // The facts are signed 64-bit values; read them as such.
  auto value = [](IntegerAttr attr) { return attr.getValue().getSExtValue(); };
  if (auto divBy = getDivByAttr(); divBy && (value(divBy) <= 0 || !llvm::isPowerOf2_64(value(divBy))))
    return emitOpError("div_by must be a positive power of two");
  if (getEvery().has_value() != getAlong().has_value())
    return emitOpError("needs 'every' and 'along' together");
  if (getEvery() && !getDivBy())
    return emitOpError("'every'/'along' qualify div_by, which is missing");
  if (getEvery() && (value(getEveryAttr()) <= 0 || value(getAlongAttr()) < 0))
    return emitOpError("'every' must be positive and 'along' a dimension index");
  if (getLowerBound() && getUpperBound() && value(getLowerBoundAttr()) > value(getUpperBoundAttr()))
    return emitOpError("lower_bound exceeds upper_bound");
  return success();
}

OpFoldResult JoinMemTokenOp::fold(FoldAdaptor) {
  if (getTokens().size() == 1)
    return getTokens().front();
  // Ordering after a token twice is ordering after it once.
  llvm::SetVector<Value> unique(getTokens().begin(), getTokens().end());
  if (unique.size() == getTokens().size())
    return {};
  getTokensMutable().assign(unique.getArrayRef());
  return getResult();
}

namespace {
/// A join of no tokens orders after nothing: the initial token.
struct EmptyJoinIsInitialToken : OpRewritePattern<JoinMemTokenOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(JoinMemTokenOp op, PatternRewriter &rewriter) const override {
    if (!op.getTokens().empty())
      return failure();
    rewriter.replaceOpWithNewOp<CreateMemTokenOp>(op, op.getType());
    return success();
  }
};

/// Joining is associative: a joined input contributes its own inputs.
struct FlattenNestedJoin : OpRewritePattern<JoinMemTokenOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(JoinMemTokenOp op, PatternRewriter &rewriter) const override {
    SmallVector<Value> flat;
    bool changed = false;
    for (Value token : op.getTokens()) {
      if (auto inner = token.getDefiningOp<JoinMemTokenOp>(); inner && inner != op) {
        llvm::append_range(flat, inner.getTokens());
        changed = true;
      } else {
        flat.push_back(token);
      }
    }
    if (!changed)
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getTokensMutable().assign(flat); });
    return success();
  }
};
} // namespace

void JoinMemTokenOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<EmptyJoinIsInitialToken, FlattenNestedJoin>(context);
}

LogicalResult MarkForReuseOp::verify() {
  if (getValues().empty())
    return emitOpError("needs at least one value");
  for (auto [i, value] : llvm::enumerate(getValues())) {
    auto tensor = dyn_cast<RankedTensorType>(value.getType());
    if (!(tensor && tensor.hasStaticShape()) && !isa<nv_tileaa::MemRefType>(value.getType()))
      return emitOpError("value #") << i << " must be a statically shaped tensor or a memref (a value with a buffer), got "
                                    << value.getType();
  }
  return success();
}

LogicalResult OptimizationBarrierOp::inferReturnTypes(MLIRContext *, std::optional<Location>, ValueRange operands,
                                                      DictionaryAttr, OpaqueProperties, RegionRange,
                                                      SmallVectorImpl<Type> &inferred) {
  llvm::append_range(inferred, operands.getTypes());
  return success();
}

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperands().empty())
    return emitOpError("needs at least one operand");
  return success();
}

LogicalResult PragmaOp::verify() {
  StringRef name = getName();
  auto isHead = [](char c) { return llvm::isLower(c) || c == '_'; };
  auto isTail = [&](char c) { return isHead(c) || llvm::isDigit(c) || c == '.'; };
  if (name.empty() || !isHead(name.front()) || !llvm::all_of(name.drop_front(), isTail))
    return emitOpError("name '") << name << "' must be a lowercase identifier ([a-z_][a-z0-9_.]*)";
  return success();
}


LogicalResult PrintOp::verify() {
  for (auto [i, arg] : llvm::enumerate(getArgs())) {
    Type elem = getElementTypeOrSelf(arg.getType());
    auto tensor = dyn_cast<RankedTensorType>(arg.getType());
    bool shapeOk = !isa<ShapedType>(arg.getType()) || (tensor && tensor.hasStaticShape());
    if (!shapeOk || !(elem.isIntOrIndexOrFloat() || isa<PointerType>(elem)))
      return emitOpError("operand #") << i << " must be a scalar, pointer or static tensor of them, got "
                                      << arg.getType();
  }
  FailureOr<unsigned> conversions = cuda_tile::countPrintfConversions(*this, getFormat());
  if (failed(conversions))
    return failure();
  if (*conversions != getArgs().size())
    return emitOpError("format string has ") << *conversions << " conversions but " << getArgs().size()
                                             << " operands are given; each conversion prints one operand";
  return success();
}
