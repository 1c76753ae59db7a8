//===- ArithmeticPatterns.cpp - floating-point, integer, bitwise, compare, conversions ===//
//
// Element-wise ops. Where nv_tileaa has the op (addf, subf, mulf, divf, fma,
// sqrt, rsqrt, exp2, mulhiui, bitcast, fp_to_fp) it is used; the rest become
// the arith or math op that means the same. A modifier the upstream op cannot
// carry stays on it as a discardable nv_tileaa attribute (flush_to_zero,
// approx), and where the upstream op leaves poison a result the spec defines
// (shift amounts of the bit width or more, ftoi out of range or NaN, maxf/minf
// with one NaN), selects compute the spec's result.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Type convertedResultType(const TypeConverter *converter, Operation *op) {
  return converter->convertType(op->getResult(0).getType());
}

/// A constant of `type` (a scalar or a tensor, splat) holding `value`.
Value constantOf(OpBuilder &b, Location loc, Type type, TypedAttr value) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return arith::ConstantOp::create(b, loc, DenseElementsAttr::get(shaped, value));
  return arith::ConstantOp::create(b, loc, value);
}

Value intConstant(OpBuilder &b, Location loc, Type type, const APInt &value) {
  return constantOf(b, loc, type, b.getIntegerAttr(getElementTypeOrSelf(type), value));
}

Value floatConstant(OpBuilder &b, Location loc, Type type, const APFloat &value) {
  return constantOf(b, loc, type, b.getFloatAttr(getElementTypeOrSelf(type), value));
}

/// The float types LLVM converts to and from integers itself.
bool isLLVMFloat(Type t) { return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(t); }

/// `type` (a tensor or a scalar) with `elem` elements.
Type withElementType(Type type, Type elem) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(elem);
  return elem;
}

/// `approx` and `full` name an approximation, not a rounding of the exact
/// result: nv_tileaa's rounding attribute cannot hold them, so they become the
/// discardable nv_tileaa.approx / nv_tileaa.full on the new op; the IEEE modes
/// become nv_tileaa's rounding (null for nearest_even, the default).
aa::RoundingModeAttr ieeeRounding(MLIRContext *ctx, std::optional<ct::RoundingMode> mode) {
  if (mode == ct::RoundingMode::approx || mode == ct::RoundingMode::full)
    return {};
  return convertRounding(ctx, mode);
}

void markApproximation(Operation *op, std::optional<ct::RoundingMode> mode) {
  UnitAttr unit = UnitAttr::get(op->getContext());
  if (mode == ct::RoundingMode::approx)
    op->setAttr(aa::TileAADialect::kApproxAttrName, unit);
  else if (mode == ct::RoundingMode::full)
    op->setAttr(aa::TileAADialect::kFullAttrName, unit);
}

UnitAttr unitIf(MLIRContext *ctx, bool set) { return set ? UnitAttr::get(ctx) : UnitAttr(); }

arith::IntegerOverflowFlagsAttr convertOverflow(MLIRContext *ctx, ct::IntegerOverflow overflow) {
  arith::IntegerOverflowFlags flags = arith::IntegerOverflowFlags::none;
  switch (overflow) {
  case ct::IntegerOverflow::none:
    break;
  case ct::IntegerOverflow::no_signed_wrap:
    flags = arith::IntegerOverflowFlags::nsw;
    break;
  case ct::IntegerOverflow::no_unsigned_wrap:
    flags = arith::IntegerOverflowFlags::nuw;
    break;
  case ct::IntegerOverflow::no_wrap:
    flags = arith::IntegerOverflowFlags::nsw | arith::IntegerOverflowFlags::nuw;
    break;
  }
  return arith::IntegerOverflowFlagsAttr::get(ctx, flags);
}

bool isSigned(ct::Signedness signedness) { return signedness == ct::Signedness::Signed; }

//===----------------------------------------------------------------------===//
// Generic shapes
//===----------------------------------------------------------------------===//

/// The same operands, in order, to an op without attributes.
template <typename SourceOp, typename TargetOp>
struct DirectLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = convertedResultType(this->getTypeConverter(), op);
    rewriter.replaceOpWithNewOp<TargetOp>(op, TypeRange{type}, adaptor.getOperands());
    return success();
  }
};

/// The same operands to the signed or the unsigned op, by `signedness`.
template <typename SourceOp, typename SignedOp, typename UnsignedOp>
struct SignednessLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = convertedResultType(this->getTypeConverter(), op);
    if (isSigned(op.getSignedness()))
      rewriter.replaceOpWithNewOp<SignedOp>(op, TypeRange{type}, adaptor.getOperands());
    else
      rewriter.replaceOpWithNewOp<UnsignedOp>(op, TypeRange{type}, adaptor.getOperands());
    return success();
  }
};

/// addi, subi, muli: the overflow promise becomes arith's nsw / nuw.
template <typename SourceOp, typename TargetOp>
struct OverflowLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<TargetOp>(op, adaptor.getLhs(), adaptor.getRhs(),
                                          convertOverflow(op.getContext(), op.getOverflow()));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Floating point
//===----------------------------------------------------------------------===//

/// addf, subf, mulf, divf: nv_tileaa's own ops carry rounding and
/// flush_to_zero; divf's approx and full stay as discardable attributes.
template <typename SourceOp, typename TargetOp>
struct FloatBinaryLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto newOp = TargetOp::create(rewriter, op.getLoc(), adaptor.getLhs().getType(), adaptor.getLhs(),
                                  adaptor.getRhs(), ieeeRounding(op.getContext(), op.getRoundingMode()),
                                  unitIf(op.getContext(), op.getFlushToZero()));
    markApproximation(newOp, op.getRoundingMode());
    rewriter.replaceOp(op, newOp.getOperation());
    return success();
  }
};

struct FmaLowering : Lowering<ct::FmaOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::FmaOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::FmaOp>(op, adaptor.getLhs().getType(), adaptor.getLhs(), adaptor.getRhs(),
                                           adaptor.getAcc(), convertRounding(op.getContext(), op.getRoundingMode()),
                                           unitIf(op.getContext(), op.getFlushToZero()));
    return success();
  }
};

struct SqrtLowering : Lowering<ct::SqrtOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::SqrtOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    auto sqrt = aa::SqrtOp::create(rewriter, op.getLoc(), adaptor.getSource().getType(), adaptor.getSource(),
                                   ieeeRounding(op.getContext(), op.getRoundingMode()),
                                   unitIf(op.getContext(), op.getFlushToZero()));
    markApproximation(sqrt, op.getRoundingMode());
    rewriter.replaceOp(op, sqrt.getOperation());
    return success();
  }
};

/// rsqrt, exp2: nv_tileaa's approximations, with flush_to_zero.
template <typename SourceOp, typename TargetOp>
struct FlushUnaryLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<TargetOp>(op, adaptor.getSource().getType(), adaptor.getSource(),
                                          unitIf(op.getContext(), op.getFlushToZero()));
    return success();
  }
};

/// exp and tanh: the math op, `approx` as nv_tileaa.approx. tanh's default is
/// `full`, the math op's own meaning, so an explicit `full` adds nothing.
template <typename SourceOp, typename TargetOp>
struct ApproximableUnaryLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto newOp = TargetOp::create(rewriter, op.getLoc(), adaptor.getSource());
    if (op.getRoundingMode() == ct::RoundingMode::approx)
      markApproximation(newOp, op.getRoundingMode());
    rewriter.replaceOp(op, newOp.getOperation());
    return success();
  }
};

/// maxf / minf. With propagate_nan: IEEE 754-2019 maximum / minimum, which is
/// arith.maximumf / minimumf (NaN if either is, -0.0 < +0.0). Without:
/// maximumNumber / minimumNumber, NaN only if both are, with the same signed
/// zeros; arith.maxnumf leaves the order of zeros open, so each NaN operand is
/// replaced by the other one before arith.maximumf / minimumf.
template <typename SourceOp, typename TargetOp>
struct FloatMinMaxLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    if (!op.getPropagateNan()) {
      Value lhsNan = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO, lhs, lhs);
      Value rhsNan = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO, rhs, rhs);
      lhs = arith::SelectOp::create(rewriter, loc, lhsNan, rhs, lhs);
      rhs = arith::SelectOp::create(rewriter, loc, rhsNan, lhs, rhs);
    }
    auto newOp = TargetOp::create(rewriter, loc, lhs, rhs);
    if (op.getFlushToZero())
      newOp->setAttr(aa::TileAADialect::kFlushToZeroAttrName, rewriter.getUnitAttr());
    rewriter.replaceOp(op, newOp.getOperation());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Integer
//===----------------------------------------------------------------------===//

/// Signed division rounds as asked: towards zero, ceiling or floor; unsigned
/// towards zero or ceiling (the cuda_tile verifier rejects unsigned floor).
struct DivILowering : Lowering<ct::DivIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::DivIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    bool isSignedDiv = isSigned(op.getSignedness());
    switch (op.getRounding()) {
    case ct::RoundingMode::zero:
      if (isSignedDiv)
        rewriter.replaceOpWithNewOp<arith::DivSIOp>(op, lhs, rhs);
      else
        rewriter.replaceOpWithNewOp<arith::DivUIOp>(op, lhs, rhs);
      return success();
    case ct::RoundingMode::positive_inf:
      if (isSignedDiv)
        rewriter.replaceOpWithNewOp<arith::CeilDivSIOp>(op, lhs, rhs);
      else
        rewriter.replaceOpWithNewOp<arith::CeilDivUIOp>(op, lhs, rhs);
      return success();
    case ct::RoundingMode::negative_inf:
      if (isSignedDiv) {
        rewriter.replaceOpWithNewOp<arith::FloorDivSIOp>(op, lhs, rhs);
        return success();
      }
      break;
    default:
      break;
    }
    return op->emitOpError("has no lowering for rounding<")
           << ct::stringifyRoundingMode(op.getRounding()) << "> with " << ct::stringifySignedness(op.getSignedness())
           << " operands";
  }
};

/// 0 - x; the operand is signed, so only no_signed_wrap can be promised.
struct NegILowering : Lowering<ct::NegIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::NegIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Value source = adaptor.getSource();
    unsigned width = getElementTypeOrSelf(source.getType()).getIntOrFloatBitWidth();
    Value zero = intConstant(rewriter, op.getLoc(), source.getType(), APInt::getZero(width));
    rewriter.replaceOpWithNewOp<arith::SubIOp>(op, zero, source, convertOverflow(op.getContext(), op.getOverflow()));
    return success();
  }
};

/// `x << y` with y read as unsigned: every bit is shifted out when y is the
/// bit width or more, which arith.shli leaves poison, so a select gives 0.
struct ShLILowering : Lowering<ct::ShLIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ShLIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    Type type = lhs.getType();
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    Value shifted =
        arith::ShLIOp::create(rewriter, loc, lhs, rhs, convertOverflow(op.getContext(), op.getOverflow()));
    Value tooFar = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge, rhs,
                                         intConstant(rewriter, loc, type, APInt(width, width)));
    Value zero = intConstant(rewriter, loc, type, APInt::getZero(width));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, tooFar, zero, shifted);
    return success();
  }
};

/// `x >> y` with y read as unsigned. Unsigned: 0 once y reaches the bit width
/// (a select, as for shli). Signed: every bit becomes the sign bit, which is
/// the shift by width - 1, so the amount is clamped there.
struct ShRILowering : Lowering<ct::ShRIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ShRIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    Type type = lhs.getType();
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    if (isSigned(op.getSignedness())) {
      Value clamped =
          arith::MinUIOp::create(rewriter, loc, rhs, intConstant(rewriter, loc, type, APInt(width, width - 1)));
      rewriter.replaceOpWithNewOp<arith::ShRSIOp>(op, lhs, clamped);
      return success();
    }
    Value shifted = arith::ShRUIOp::create(rewriter, loc, lhs, rhs);
    Value tooFar = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge, rhs,
                                         intConstant(rewriter, loc, type, APInt(width, width)));
    Value zero = intConstant(rewriter, loc, type, APInt::getZero(width));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, tooFar, zero, shifted);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Compare
//===----------------------------------------------------------------------===//

struct CmpFLowering : Lowering<ct::CmpFOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::CmpFOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    bool ordered = op.getComparisonOrdering() == ct::ComparisonOrdering::ordered;
    using P = arith::CmpFPredicate;
    P predicate;
    switch (op.getComparisonPredicate()) {
    case ct::ComparisonPredicate::equal:
      predicate = ordered ? P::OEQ : P::UEQ;
      break;
    case ct::ComparisonPredicate::not_equal:
      predicate = ordered ? P::ONE : P::UNE;
      break;
    case ct::ComparisonPredicate::less_than:
      predicate = ordered ? P::OLT : P::ULT;
      break;
    case ct::ComparisonPredicate::less_than_or_equal:
      predicate = ordered ? P::OLE : P::ULE;
      break;
    case ct::ComparisonPredicate::greater_than:
      predicate = ordered ? P::OGT : P::UGT;
      break;
    case ct::ComparisonPredicate::greater_than_or_equal:
      predicate = ordered ? P::OGE : P::UGE;
      break;
    }
    rewriter.replaceOpWithNewOp<arith::CmpFOp>(op, predicate, adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

struct CmpILowering : Lowering<ct::CmpIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::CmpIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    bool isSignedCmp = isSigned(op.getSignedness());
    using P = arith::CmpIPredicate;
    P predicate;
    switch (op.getComparisonPredicate()) {
    case ct::ComparisonPredicate::equal:
      predicate = P::eq;
      break;
    case ct::ComparisonPredicate::not_equal:
      predicate = P::ne;
      break;
    case ct::ComparisonPredicate::less_than:
      predicate = isSignedCmp ? P::slt : P::ult;
      break;
    case ct::ComparisonPredicate::less_than_or_equal:
      predicate = isSignedCmp ? P::sle : P::ule;
      break;
    case ct::ComparisonPredicate::greater_than:
      predicate = isSignedCmp ? P::sgt : P::ugt;
      break;
    case ct::ComparisonPredicate::greater_than_or_equal:
      predicate = isSignedCmp ? P::sge : P::uge;
      break;
    }
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(op, predicate, adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

struct TruncILowering : Lowering<ct::TruncIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::TruncIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = convertedResultType(getTypeConverter(), op);
    rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, type, adaptor.getFrom(),
                                                 convertOverflow(op.getContext(), op.getOverflow()));
    return success();
  }
};

struct FToFLowering : Lowering<ct::FToFOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::FToFOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Type type = convertedResultType(getTypeConverter(), op);
    rewriter.replaceOpWithNewOp<aa::FpToFpOp>(op, type, adaptor.getFrom(),
                                              convertRounding(op.getContext(), op.getRoundingMode()));
    return success();
  }
};

/// 2^exponent (negated if asked) in `type`'s format, if exactly representable.
std::optional<APFloat> powerOfTwo(FloatType type, unsigned exponent, bool negative) {
  APFloat value(type.getFloatSemantics());
  APInt power = APInt::getOneBitSet(exponent + 1, exponent);
  if (value.convertFromAPInt(power, /*IsSigned=*/false, APFloat::rmNearestTiesToEven) != APFloat::opOK)
    return std::nullopt;
  if (negative)
    value.changeSign();
  return value;
}

/// Truncation towards zero where arith.fptosi / fptoui leave poison, the
/// spec saturates: values beyond the integer range become its nearest end,
/// NaN becomes 0. The bounds are powers of two, compared in the float type
/// (a bound the float type cannot reach needs no select); a value between the
/// bound and the next integer inwards truncates to that end anyway.
struct FToILowering : Lowering<ct::FToIOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::FToIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value from = adaptor.getFrom();
    Type type = convertedResultType(getTypeConverter(), op);
    // tf32, f8 and f4 widen to f32 first, exactly (f32 holds all their values).
    if (!isLLVMFloat(getElementTypeOrSelf(from.getType())))
      from = aa::FpToFpOp::create(rewriter, loc, withElementType(from.getType(), rewriter.getF32Type()), from,
                                  convertRounding(op.getContext(), ct::RoundingMode::nearest_even));
    auto floatType = cast<FloatType>(getElementTypeOrSelf(from.getType()));
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    bool isSignedConv = isSigned(op.getSignedness());

    Value result;
    APInt min, max;
    std::optional<APFloat> low, high;
    if (isSignedConv) {
      result = arith::FPToSIOp::create(rewriter, loc, type, from);
      min = APInt::getSignedMinValue(width);
      max = APInt::getSignedMaxValue(width);
      low = powerOfTwo(floatType, width - 1, /*negative=*/true);
      high = powerOfTwo(floatType, width - 1, /*negative=*/false);
    } else {
      result = arith::FPToUIOp::create(rewriter, loc, type, from);
      min = APInt::getZero(width);
      max = APInt::getMaxValue(width);
      low = APFloat::getZero(floatType.getFloatSemantics());
      high = powerOfTwo(floatType, width, /*negative=*/false);
    }
    auto saturate = [&](arith::CmpFPredicate predicate, const APFloat &bound, const APInt &end) {
      Value beyond =
          arith::CmpFOp::create(rewriter, loc, predicate, from, floatConstant(rewriter, loc, from.getType(), bound));
      result = arith::SelectOp::create(rewriter, loc, beyond, intConstant(rewriter, loc, type, end), result);
    };
    if (low)
      saturate(arith::CmpFPredicate::OLT, *low, min);
    if (high)
      saturate(arith::CmpFPredicate::OGE, *high, max);
    Value isNan = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO, from, from);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, isNan, intConstant(rewriter, loc, type, APInt::getZero(width)),
                                                 result);
    return success();
  }
};

/// Integers to floats. LLVM converts to its own float types; to tf32, f8 and
/// f4 the integer goes to f64, and nv_tileaa.fp_to_fp rounds that once into
/// the format. f64 holds every integer of up to 53 bits; a wider one is first
/// rounded to 53 bits to odd (truncated, its last kept bit set if that dropped
/// any), after which the second rounding gives what rounding the integer
/// directly would, the format having at most 51 bits (Boldo & Melquiond,
/// "Emulation of FMA and correctly rounded sums", 2008).
struct IToFLowering : Lowering<ct::IToFOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::IToFOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value from = adaptor.getFrom();
    Type type = convertedResultType(getTypeConverter(), op);
    bool isSignedConv = isSigned(op.getSignedness());
    auto toFloat = [&](Type to, Value v, bool isSignedValue) -> Value {
      if (isSignedValue)
        return arith::SIToFPOp::create(rewriter, loc, to, v);
      return arith::UIToFPOp::create(rewriter, loc, to, v);
    };
    if (isLLVMFloat(getElementTypeOrSelf(type))) {
      rewriter.replaceOp(op, toFloat(type, from, isSignedConv));
      return success();
    }
    Type intType = from.getType();
    unsigned width = getElementTypeOrSelf(intType).getIntOrFloatBitWidth();
    Type f64 = withElementType(intType, rewriter.getF64Type());
    Value wide;
    if (width <= 53) {
      wide = toFloat(f64, from, isSignedConv);
    } else {
      auto c = [&](int64_t v) { return intConstant(rewriter, loc, intType, APInt(width, v, /*isSigned=*/true)); };
      Value negative, magnitude = from;
      if (isSignedConv) {
        // The magnitude as an unsigned number (the most negative one's too).
        negative = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt, from, c(0));
        magnitude = arith::SelectOp::create(rewriter, loc, negative, arith::SubIOp::create(rewriter, loc, c(0), from),
                                            from);
      }
      // Bits below the 53 that f64 keeps.
      Value leading = math::CountLeadingZerosOp::create(rewriter, loc, magnitude);
      Value shift = arith::MaxSIOp::create(
          rewriter, loc, arith::SubIOp::create(rewriter, loc, c(int64_t(width) - 53), leading), c(0));
      Value unit = arith::ShLIOp::create(rewriter, loc, c(1), shift);
      Value below = arith::SubIOp::create(rewriter, loc, unit, c(1));
      Value inexact = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne,
                                            arith::AndIOp::create(rewriter, loc, magnitude, below), c(0));
      Value kept = arith::AndIOp::create(rewriter, loc, magnitude, arith::XOrIOp::create(rewriter, loc, below, c(-1)));
      Value odd = arith::OrIOp::create(rewriter, loc, kept, arith::SelectOp::create(rewriter, loc, inexact, unit, c(0)));
      wide = toFloat(f64, odd, /*isSignedValue=*/false);
      if (isSignedConv)
        wide = arith::SelectOp::create(rewriter, loc, negative, arith::NegFOp::create(rewriter, loc, wide), wide);
    }
    rewriter.replaceOpWithNewOp<aa::FpToFpOp>(op, type, wide,
                                              convertRounding(op.getContext(), ct::RoundingMode::nearest_even));
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateArithmeticPatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  // Floating point.
  patterns.add<FloatBinaryLowering<ct::AddFOp, aa::AddFOp>, FloatBinaryLowering<ct::SubFOp, aa::SubFOp>,
               FloatBinaryLowering<ct::MulFOp, aa::MulFOp>, FloatBinaryLowering<ct::DivFOp, aa::DivFOp>, FmaLowering,
               SqrtLowering, FlushUnaryLowering<ct::RsqrtOp, aa::RsqrtOp>,
               FlushUnaryLowering<ct::Exp2Op, aa::Exp2Op>, ApproximableUnaryLowering<ct::ExpOp, math::ExpOp>,
               ApproximableUnaryLowering<ct::TanhOp, math::TanhOp>,
               FloatMinMaxLowering<ct::MaxFOp, arith::MaximumFOp>, FloatMinMaxLowering<ct::MinFOp, arith::MinimumFOp>,
               DirectLowering<ct::AbsFOp, math::AbsFOp>, DirectLowering<ct::NegFOp, arith::NegFOp>,
               DirectLowering<ct::CeilOp, math::CeilOp>, DirectLowering<ct::FloorOp, math::FloorOp>,
               // arith.remf is C's fmod: truncated quotient, the sign of lhs, and the spec's special cases.
               DirectLowering<ct::RemFOp, arith::RemFOp>, DirectLowering<ct::LogOp, math::LogOp>,
               DirectLowering<ct::Log2Op, math::Log2Op>, DirectLowering<ct::SinOp, math::SinOp>,
               DirectLowering<ct::CosOp, math::CosOp>, DirectLowering<ct::TanOp, math::TanOp>,
               DirectLowering<ct::SinhOp, math::SinhOp>, DirectLowering<ct::CoshOp, math::CoshOp>,
               // cuda_tile's atan2(x, y) is atan(x / y); math.atan2's first operand is the numerator too.
               DirectLowering<ct::Atan2Op, math::Atan2Op>, DirectLowering<ct::PowOp, math::PowFOp>,
               DirectLowering<ct::FPowIOp, math::FPowIOp>>(converter, ctx);
  // Integer and bitwise.
  patterns.add<DirectLowering<ct::AbsIOp, math::AbsIOp>, OverflowLowering<ct::AddIOp, arith::AddIOp>,
               OverflowLowering<ct::SubIOp, arith::SubIOp>, OverflowLowering<ct::MulIOp, arith::MulIOp>, DivILowering,
               SignednessLowering<ct::RemIOp, arith::RemSIOp, arith::RemUIOp>,
               SignednessLowering<ct::MaxIOp, arith::MaxSIOp, arith::MaxUIOp>,
               SignednessLowering<ct::MinIOp, arith::MinSIOp, arith::MinUIOp>,
               // mulhii is defined for unsigned operands only.
               DirectLowering<ct::MulhiIOp, aa::MulHiUIOp>, NegILowering, ShLILowering, ShRILowering,
               DirectLowering<ct::AndIOp, arith::AndIOp>, DirectLowering<ct::OrIOp, arith::OrIOp>,
               DirectLowering<ct::XOrIOp, arith::XOrIOp>>(converter, ctx);
  // Compare.
  patterns.add<CmpFLowering, CmpILowering>(converter, ctx);
  // Conversions.
  patterns.add<DirectLowering<ct::BitcastOp, aa::BitcastOp>,
               SignednessLowering<ct::ExtIOp, arith::ExtSIOp, arith::ExtUIOp>, TruncILowering, FToFLowering,
               FToILowering, IToFLowering>(converter, ctx);
}
