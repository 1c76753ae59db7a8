//===- FloatingPointOps.cpp - floating-point arithmetic and math ---------------===//
#include "OpUtils.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileFloatingPointOps.cpp.inc"

void CudaTileDialect::registerFloatingPointOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileFloatingPointOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// AddFOp
//===----------------------------------------------------------------------===//

namespace {
/// `addf %x, (mulf ..)` -> `addf (mulf ..), %x`: fuse-fma looks for the
/// product on the left only.
struct AddFProductOnLeft : OpRewritePattern<AddFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AddFOp op, PatternRewriter &rewriter) const override {
    Value lhs = op.getLhs(), rhs = op.getRhs();
    if (lhs.getDefiningOp<MulFOp>() || !rhs.getDefiningOp<MulFOp>())
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getLhsMutable().assign(rhs);
      op.getRhsMutable().assign(lhs);
    });
    return success();
  }
};
} // namespace

void AddFOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<AddFProductOnLeft>(context);
}

//===----------------------------------------------------------------------===//
// Modifiers tables
//===----------------------------------------------------------------------===//

namespace {
/// One row of an op's "Modifiers" table for a rounding mode. Every row of the
/// chapter's tables either holds for all of f16, bf16, f32 and f64 (f16 and
/// bf16 possibly emulated in f32, which needs no check) or for f32 alone.
struct RoundingRule {
  RoundingMode mode;
  bool f32Only;
};
} // namespace

/// The four IEEE roundings: addf, subf, mulf, fma (and the base of divf, sqrt).
static constexpr RoundingRule kIeeeRoundings[] = {{RoundingMode::nearest_even, false},
                                                  {RoundingMode::zero, false},
                                                  {RoundingMode::negative_inf, false},
                                                  {RoundingMode::positive_inf, false}};
static constexpr RoundingRule kDivFRoundings[] = {
    {RoundingMode::nearest_even, false}, {RoundingMode::zero, false}, {RoundingMode::negative_inf, false},
    {RoundingMode::positive_inf, false}, {RoundingMode::approx, true}, {RoundingMode::full, true}};
static constexpr RoundingRule kSqrtRoundings[] = {{RoundingMode::nearest_even, false},
                                                  {RoundingMode::zero, false},
                                                  {RoundingMode::negative_inf, false},
                                                  {RoundingMode::positive_inf, false},
                                                  {RoundingMode::approx, true}};
static constexpr RoundingRule kTanhRoundings[] = {{RoundingMode::approx, true}, {RoundingMode::full, false}};
/// exp has no table in the 13.2 chapter; NVIDIA's tools take `approx`, which
/// is an f32-only fast path wherever the chapter tables it.
static constexpr RoundingRule kExpRoundings[] = {{RoundingMode::approx, true}};

/// Checks the rounding mode against the op's table and flush_to_zero, which
/// every table of the chapter allows on f32 only.
static LogicalResult verifyModifiers(Operation *op, std::optional<RoundingMode> rounding,
                                     ArrayRef<RoundingRule> rules, bool flushToZero) {
  Type elem = elementTypeOf(op->getResult(0).getType());
  if (rounding) {
    const RoundingRule *rule = llvm::find_if(rules, [&](const RoundingRule &r) { return r.mode == *rounding; });
    if (rule == rules.end()) {
      InFlightDiagnostic diag = op->emitOpError("does not accept rounding<")
                                << stringifyRoundingMode(*rounding) << ">; it accepts ";
      llvm::interleaveComma(rules, diag, [&](const RoundingRule &r) { diag << stringifyRoundingMode(r.mode); });
      return diag;
    }
    if (rule->f32Only && !elem.isF32())
      return op->emitOpError("accepts rounding<") << stringifyRoundingMode(*rounding) << "> only for f32, got "
                                                   << elem;
  }
  if (flushToZero && !elem.isF32())
    return op->emitOpError("accepts flush_to_zero only for f32, got ") << elem;
  return success();
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult AddFOp::verify() { return verifyModifiers(*this, getRoundingMode(), kIeeeRoundings, getFlushToZero()); }
LogicalResult SubFOp::verify() { return verifyModifiers(*this, getRoundingMode(), kIeeeRoundings, getFlushToZero()); }
LogicalResult MulFOp::verify() { return verifyModifiers(*this, getRoundingMode(), kIeeeRoundings, getFlushToZero()); }
LogicalResult FmaOp::verify() { return verifyModifiers(*this, getRoundingMode(), kIeeeRoundings, getFlushToZero()); }
LogicalResult DivFOp::verify() { return verifyModifiers(*this, getRoundingMode(), kDivFRoundings, getFlushToZero()); }
LogicalResult SqrtOp::verify() { return verifyModifiers(*this, getRoundingMode(), kSqrtRoundings, getFlushToZero()); }
LogicalResult TanhOp::verify() { return verifyModifiers(*this, getRoundingMode(), kTanhRoundings, false); }
LogicalResult ExpOp::verify() { return verifyModifiers(*this, getRoundingMode(), kExpRoundings, false); }

LogicalResult MaxFOp::verify() { return verifyModifiers(*this, std::nullopt, {}, getFlushToZero()); }
LogicalResult MinFOp::verify() { return verifyModifiers(*this, std::nullopt, {}, getFlushToZero()); }
LogicalResult Exp2Op::verify() { return verifyModifiers(*this, std::nullopt, {}, getFlushToZero()); }
LogicalResult RsqrtOp::verify() { return verifyModifiers(*this, std::nullopt, {}, getFlushToZero()); }
