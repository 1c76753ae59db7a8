//===- ArithmeticPatterns.cpp - element-wise ops ---------------------------===//
//
// Element-wise ops on tiles are rebuilt once per register on the scalars each
// thread holds (a scalar operand is used by every register), and the scalar
// patterns below then lower those clones in the same conversion:
// nv_tileaa's arithmetic through NVVM's rounding intrinsics, arith through
// arith-to-llvm, math through calls into libdevice (`__nv_*`, linked when the
// module becomes PTX) or LLVM intrinsics. The discardable nv_tileaa.approx /
// nv_tileaa.flush_to_zero select NVVM's approximate or flushing forms; what
// cannot be honoured is diagnosed by checkArithmeticSupport before anything is
// rewritten.
//
//===----------------------------------------------------------------------===//
#include "NarrowFloats.h"
#include "Patterns.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"

#include <cmath>

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// nv_tileaa's element-wise ops (they do not carry OpTrait::Elementwise).
/// fp_to_fp is not among them: f8 and tf32 registers are integers, so its
/// own pattern maps the registers, knowing the formats.
bool isTileAAElementwise(Operation *op) {
  return isa<aa::AddFOp, aa::SubFOp, aa::MulFOp, aa::DivFOp, aa::FmaOp, aa::SqrtOp, aa::RsqrtOp, aa::Exp2Op,
             aa::ClampFOp, aa::MulHiUIOp, aa::BitcastOp>(op);
}

bool isElementwise(Operation *op) {
  if (isTileAAElementwise(op))
    return true;
  return op->hasTrait<OpTrait::Elementwise>() && isa<arith::ArithDialect, math::MathDialect>(op->getDialect());
}

//===----------------------------------------------------------------------===//
// Tiles: one scalar op per register
//===----------------------------------------------------------------------===//

/// Any element-wise op on tiles: a clone per register, operands the
/// register's scalars (scalar operands broadcast), all attributes kept
/// (discardable nv_tileaa.* ones too), so that the scalar patterns lower each.
struct ElementwiseTileLowering : ConversionPattern {
  ElementwiseTileLowering(const TileTypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/3, ctx), converter(converter) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isElementwise(op) || op->getNumResults() == 0 ||
        !llvm::all_of(op->getResultTypes(), [](Type t) { return isa<RankedTensorType>(t); }))
      return failure();
    Location loc = op->getLoc();
    SmallVector<Type> structTypes, scalarTypes;
    for (Type t : op->getResultTypes()) {
      structTypes.push_back(converter.convertType(t));
      scalarTypes.push_back(converter.convertType(cast<RankedTensorType>(t).getElementType()));
      if (!structTypes.back() || !scalarTypes.back())
        return failure();
    }
    int64_t regs = cast<LLVM::LLVMStructType>(structTypes[0]).getBody().size();
    SmallVector<Value> results = llvm::map_to_vector(
        structTypes, [&](Type t) -> Value { return LLVM::PoisonOp::create(rewriter, loc, t); });
    for (int64_t r = 0; r < regs; ++r) {
      SmallVector<Value> scalars;
      for (auto [original, converted] : llvm::zip(op->getOperands(), operands))
        scalars.push_back(isa<RankedTensorType>(original.getType())
                              ? LLVM::ExtractValueOp::create(rewriter, loc, converted, r).getResult()
                              : converted);
      Operation *clone = rewriter.clone(*op);
      clone->setOperands(scalars);
      for (auto [result, type] : llvm::zip(clone->getResults(), scalarTypes))
        result.setType(type);
      for (auto [i, result] : llvm::enumerate(clone->getResults()))
        results[i] = LLVM::InsertValueOp::create(rewriter, loc, results[i], result, r);
    }
    rewriter.replaceOp(op, results);
    return success();
  }

  const TileTypeConverter &converter;
};

/// A splat tile constant: every register holds the value.
struct SplatConstantLowering : TilePattern<arith::ConstantOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    auto value = dyn_cast<SplatElementsAttr>(op.getValue());
    if (!tensor || !value)
      return failure();
    Type resultType = converter.convertType(tensor);
    Value scalar = LLVM::ConstantOp::create(rewriter, op.getLoc(), converter.convertType(tensor.getElementType()),
                                            storageAttr(value.getSplatValue<TypedAttr>()));
    rewriter.replaceOp(op, mapRegisters(rewriter, op.getLoc(), resultType, {},
                                        [&](ValueRange) { return scalar; }));
    return success();
  }
};

/// A scalar f8 / tf32 constant: its storage integer (arith-to-llvm would
/// keep the float attribute on an integer).
struct NarrowFloatConstantLowering : TilePattern<arith::ConstantOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    TypedAttr storage = storageAttr(op.getValue());
    if (isa<ShapedType>(op.getType()) || storage == op.getValue())
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::ConstantOp>(op, storage.getType(), storage);
    return success();
  }
};

/// A non-splat tile constant: which element a register holds depends on the
/// thread, so the data goes to a module-level constant global (i1 stored as
/// i8, index as the i64 it lowers to) and each register loads its element,
/// at the layout's linear index.
struct DenseConstantLowering : TilePattern<arith::ConstantOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    auto value = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!tensor || !value || value.isSplat())
      return failure();
    Location loc = op.getLoc();
    Type elem = converter.convertType(tensor.getElementType());
    bool isBool = elem.isInteger(1);
    Type stored = isBool ? rewriter.getI8Type() : elem;
    auto flat = RankedTensorType::get({tensor.getNumElements()}, stored);
    DenseElementsAttr data = storageAttr(value);
    if (isBool)
      data = value.mapValues(stored, [](const APInt &v) { return v.zext(8); });
    else if (tensor.getElementType().isIndex())
      data = value.mapValues(stored, [](const APInt &v) { return v; });
    data = data.reshape(flat);
    auto arrayType = LLVM::LLVMArrayType::get(stored, tensor.getNumElements());

    auto module = op->getParentOfType<mlir::ModuleOp>();
    std::string name;
    for (unsigned i = 0; name.empty() || module.lookupSymbol(name); ++i)
      name = "__tile_constant_" + std::to_string(i);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(module.getBody());
      LLVM::GlobalOp::create(rewriter, loc, arrayType, /*isConstant=*/true, LLVM::Linkage::Internal, name, data,
                             /*alignment=*/0, /*addrSpace=*/1);
    }
    auto ptrType = LLVM::LLVMPointerType::get(rewriter.getContext(), 1);
    Value base = LLVM::AddressOfOp::create(rewriter, loc, ptrType, name);
    Value tid = threadId(rewriter, loc);
    aa::TileLayout layout = converter.layoutOf(tensor);
    auto structType = cast<LLVM::LLVMStructType>(converter.convertType(tensor));
    Value result = LLVM::PoisonOp::create(rewriter, loc, structType);
    for (int64_t r = 0, e = structType.getBody().size(); r < e; ++r) {
      Value index = layout.linearIndex(rewriter, loc, tid, r);
      Value addr = LLVM::GEPOp::create(rewriter, loc, ptrType, arrayType, base,
                                       ArrayRef<LLVM::GEPArg>{0, index});
      Value element = LLVM::LoadOp::create(rewriter, loc, stored, addr);
      if (isBool)
        element = LLVM::TruncOp::create(rewriter, loc, elem, element);
      result = LLVM::InsertValueOp::create(rewriter, loc, result, element, r);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Scalars: nv_tileaa's arithmetic
//===----------------------------------------------------------------------===//

StringRef roundingSuffix(aa::RoundingMode mode) {
  switch (mode) {
  case aa::RoundingMode::nearest_even:
    return "rn";
  case aa::RoundingMode::zero:
    return "rz";
  case aa::RoundingMode::negative_inf:
    return "rm";
  case aa::RoundingMode::positive_inf:
    return "rp";
  }
  llvm_unreachable("rounding mode");
}

bool isHalf(Type t) { return isa<Float16Type, BFloat16Type>(t); }
bool isNative(Type t) { return isa<Float32Type, Float64Type>(t); }

Value intrinsic(OpBuilder &b, Location loc, Type result, const Twine &name, ValueRange args) {
  return LLVM::CallIntrinsicOp::create(b, loc, result, b.getStringAttr(name.str()), args).getResult(0);
}

/// A call to libdevice's `name`, declared in the module if not yet.
Value libdeviceCall(OpBuilder &b, Operation *op, StringRef name, Type result, ValueRange args) {
  auto module = op->getParentOfType<mlir::ModuleOp>();
  auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
  if (!fn) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    fn = LLVM::LLVMFuncOp::create(b, op->getLoc(), name,
                                  LLVM::LLVMFunctionType::get(result, llvm::to_vector(args.getTypes())));
  }
  return LLVM::CallOp::create(b, op->getLoc(), fn, args).getResult();
}

Value toF32(OpBuilder &b, Location loc, Value v) { return LLVM::FPExtOp::create(b, loc, b.getF32Type(), v); }

/// Round an f32 to f16 / bf16 towards zero (NVVM has rn and rz only there).
Value truncTowardZero(OpBuilder &b, Location loc, Type half, Value v) {
  return intrinsic(b, loc, half, isa<Float16Type>(half) ? "llvm.nvvm.f2f16.rz" : "llvm.nvvm.f2bf16.rz", v);
}


/// What convert-tileaa-to-nvvm cannot lower among element-wise ops, as the
/// end of "'op' op ..." (empty: supported). The patterns assume it is empty.
std::string unsupportedReason(Operation *op) {
  auto str = [](auto &&...parts) {
    std::string s;
    llvm::raw_string_ostream os(s);
    (os << ... << parts);
    return s;
  };
  Type elem = op->getNumResults() ? getElementTypeOrSelf(op->getResult(0).getType()) : Type();
  bool approx = op->hasAttr(aa::TileAADialect::kApproxAttrName);
  bool full = op->hasAttr(aa::TileAADialect::kFullAttrName);
  bool discardableFtz = op->hasAttr(aa::TileAADialect::kFlushToZeroAttrName);

  // Rounded arithmetic: every rounding (see RoundedLowering); approx, full
  // and flush_to_zero exist for f32 only.
  auto rounded = [&](std::optional<aa::RoundingMode>, bool ftz) -> std::string {
    if (approx || full) {
      if (isa<Float32Type>(elem))
        return "";
      return str("with ", approx ? "approx" : "full", ftz ? " and flush_to_zero" : "", " on ", elem,
                 " is not supported by convert-tileaa-to-nvvm");
    }
    if (isHalf(elem) || isNative(elem))
      return "";
    return str("on ", elem, " is not supported by convert-tileaa-to-nvvm");
  };
  auto ftzOnlyF32 = [&](bool ftz) -> std::string {
    if (!ftz || isa<Float32Type>(elem))
      return "";
    return str("with flush_to_zero on ", elem, " is not supported by convert-tileaa-to-nvvm");
  };

  if (auto o = dyn_cast<aa::AddFOp>(op))
    return rounded(o.getRounding(), o.getFlushToZero());
  if (auto o = dyn_cast<aa::SubFOp>(op))
    return rounded(o.getRounding(), o.getFlushToZero());
  if (auto o = dyn_cast<aa::MulFOp>(op))
    return rounded(o.getRounding(), o.getFlushToZero());
  if (auto o = dyn_cast<aa::DivFOp>(op))
    return rounded(o.getRounding(), o.getFlushToZero());
  if (auto o = dyn_cast<aa::FmaOp>(op))
    return rounded(o.getRounding(), o.getFlushToZero());
  if (auto o = dyn_cast<aa::SqrtOp>(op))
    return rounded(o.getRounding(), o.getFlushToZero());
  if (auto o = dyn_cast<aa::RsqrtOp>(op))
    return ftzOnlyF32(o.getFlushToZero());
  if (auto o = dyn_cast<aa::Exp2Op>(op))
    return ftzOnlyF32(o.getFlushToZero());
  if (auto o = dyn_cast<aa::ClampFOp>(op))
    return ftzOnlyF32(o.getFlushToZero());
  if (auto o = dyn_cast<aa::FpToFpOp>(op)) {
    // Every rounding between these formats (FpToFpLowering), as the
    // interpreter defines them; f8E8M0FNU is reached by rounding down or up.
    Type src = getElementTypeOrSelf(o.getSource().getType());
    auto known = [](Type t) { return isHalf(t) || isNative(t) || isIntegerHeldFloat(t); };
    if (!known(src) || !known(elem))
      return str("from ", src, " to ", elem, " is not supported by convert-tileaa-to-nvvm");
    aa::RoundingMode mode = o.getRounding().value_or(aa::RoundingMode::nearest_even);
    if (isa<Float8E8M0FNUType>(elem) && mode != aa::RoundingMode::zero && mode != aa::RoundingMode::positive_inf)
      return str("to f8E8M0FNU rounds only towards zero or positive infinity, not ",
                 aa::stringifyRoundingMode(mode));
    return "";
  }
  if (isTileAAElementwise(op))
    return "";

  if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()))
    return "";
  // LLVM holds f16, bf16, f32 and f64 only; other floats (f8, tf32, ...) have
  // no arithmetic here. Constants and select only hold or move their bits,
  // which f8 / tf32 registers (integers) keep.
  if (isa<arith::ConstantOp, arith::SelectOp>(op) && isIntegerHeldFloat(elem))
    return "";
  for (Type t : llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes())) {
    Type e = getElementTypeOrSelf(t);
    if (isa<FloatType>(e) && !isHalf(e) && !isNative(e))
      return str("on ", e, " is not supported by convert-tileaa-to-nvvm");
  }
  if (auto trunc = dyn_cast<arith::TruncFOp>(op))
    if (trunc.getRoundingmode() && *trunc.getRoundingmode() != arith::RoundingMode::to_nearest_even)
      return str("with rounding mode ", arith::stringifyRoundingMode(*trunc.getRoundingmode()),
                 " is not supported by convert-tileaa-to-nvvm");
  if (approx) {
    if (!isa<math::ExpOp, math::TanhOp>(op) || !isa<Float32Type>(elem))
      return str("with nv_tileaa.approx on ", elem, " is not supported by convert-tileaa-to-nvvm");
  }
  if (full)
    return str("with nv_tileaa.full is not supported by convert-tileaa-to-nvvm");
  if (discardableFtz) {
    if (!isa<arith::MaximumFOp, arith::MinimumFOp>(op) || !isa<Float32Type>(elem))
      return str("with nv_tileaa.flush_to_zero on ", elem, " is not supported by convert-tileaa-to-nvvm");
  }
  // libdevice's powi takes an i32 exponent.
  if (auto powi = dyn_cast<math::FPowIOp>(op))
    if (!getElementTypeOrSelf(powi.getRhs().getType()).isInteger(32))
      return str("with an exponent of type ", getElementTypeOrSelf(powi.getRhs().getType()),
                 " is not supported by convert-tileaa-to-nvvm");
  return "";
}

/// addf, subf, mulf, divf, fma, sqrt on scalars: LLVM's own op when nearest
/// even (NVPTX emits the IEEE .rn forms, or f32 ones rounded once more for
/// f16 / bf16, exact as f32 has over 2p+2 bits), NVVM's
/// `llvm.nvvm.<op>.<rm>[.ftz].<f|d>` otherwise. f16 / bf16 in a directed
/// rounding compute in f32 with that rounding, then round to f16 / bf16 the
/// same way (NVVM's cvt towards zero, roundF32To up or down): f32 holds every
/// f16 / bf16 value, and rounding in one direction onto a grid and then onto
/// a coarser grid contained in it rounds once onto the coarser grid (the
/// floor of a floor is the floor), overflow included. flush_to_zero is
/// f32's only (the verifier's rule). subf is add of the negation, which is
/// exact.
template <typename Op>
struct RoundedLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  using OpAdaptor = typename Op::Adaptor;

  LogicalResult matchAndRewrite(Op op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()))
      return failure();
    Location loc = op.getLoc();
    Type type = adaptor.getOperands()[0].getType();
    aa::RoundingMode mode = op.getRounding().value_or(aa::RoundingMode::nearest_even);
    bool approx = op->hasAttr(aa::TileAADialect::kApproxAttrName);
    bool full = op->hasAttr(aa::TileAADialect::kFullAttrName);
    bool ftz = op.getFlushToZero();
    SmallVector<Value> args(adaptor.getOperands());
    rewriter.replaceOp(op, mode == aa::RoundingMode::nearest_even && !ftz && !approx && !full
                               ? native(rewriter, loc, args)
                               : rounded(rewriter, loc, type, mode, ftz, approx, full, args));
    return success();
  }

  static Value rounded(OpBuilder &b, Location loc, Type type, aa::RoundingMode mode, bool ftz, bool approx, bool full,
                       SmallVector<Value> args) {
    bool half = isHalf(type);
    if (half)
      for (Value &a : args)
        a = toF32(b, loc, a);
    Type computeType = half ? b.getF32Type() : type;
    if constexpr (std::is_same_v<Op, aa::SubFOp>)
      args[1] = LLVM::FNegOp::create(b, loc, args[1]);
    // approx and full are f32 only (the verifier's rule).
    std::string name = "llvm.nvvm." + base().str() + ".";
    if (approx)
      name += "approx";
    else if (full)
      name += "full";
    else
      name += roundingSuffix(mode);
    if (ftz)
      name += ".ftz";
    // div.full has no type suffix: it exists for f32 only.
    if (!full)
      name += isa<Float64Type>(computeType) ? ".d" : ".f";
    Value result = intrinsic(b, loc, computeType, name, args);
    if (!half)
      return result;
    if (mode == aa::RoundingMode::zero)
      return truncTowardZero(b, loc, type, result);
    Value bits = roundF32To(b, loc, result, *narrowFormat(type), mode);
    return LLVM::BitcastOp::create(b, loc, type, bits);
  }

  static StringRef base() {
    if constexpr (std::is_same_v<Op, aa::AddFOp> || std::is_same_v<Op, aa::SubFOp>)
      return "add";
    else if constexpr (std::is_same_v<Op, aa::MulFOp>)
      return "mul";
    else if constexpr (std::is_same_v<Op, aa::DivFOp>)
      return "div";
    else if constexpr (std::is_same_v<Op, aa::FmaOp>)
      return "fma";
    else
      return "sqrt";
  }

  static Value native(OpBuilder &b, Location loc, ArrayRef<Value> x) {
    if constexpr (std::is_same_v<Op, aa::AddFOp>)
      return LLVM::FAddOp::create(b, loc, x[0], x[1]);
    else if constexpr (std::is_same_v<Op, aa::SubFOp>)
      return LLVM::FSubOp::create(b, loc, x[0], x[1]);
    else if constexpr (std::is_same_v<Op, aa::MulFOp>)
      return LLVM::FMulOp::create(b, loc, x[0], x[1]);
    else if constexpr (std::is_same_v<Op, aa::DivFOp>)
      return LLVM::FDivOp::create(b, loc, x[0], x[1]);
    else if constexpr (std::is_same_v<Op, aa::FmaOp>)
      return LLVM::FMAOp::create(b, loc, x[0], x[1], x[2]);
    else
      return LLVM::SqrtOp::create(b, loc, x[0]);
  }
};

/// rsqrt and exp2, hardware approximations: `llvm.nvvm.<op>.approx[.ftz].f`,
/// f16 / bf16 through f32. f64: rsqrt.approx.d; exp2 has no f64
/// approximation, so libdevice's (more accurate) __nv_exp2.
template <typename Op>
struct ApproxUnaryLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  using OpAdaptor = typename Op::Adaptor;
  static constexpr bool isExp2 = std::is_same_v<Op, aa::Exp2Op>;

  LogicalResult matchAndRewrite(Op op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()))
      return failure();
    Location loc = op.getLoc();
    Value x = adaptor.getOperand();
    Type type = x.getType();
    StringRef base = isExp2 ? "llvm.nvvm.ex2.approx" : "llvm.nvvm.rsqrt.approx";
    if (isa<Float64Type>(type)) {
      Value result = isExp2 ? libdeviceCall(rewriter, op, "__nv_exp2", type, x)
                            : intrinsic(rewriter, loc, type, base + ".d", x);
      rewriter.replaceOp(op, result);
      return success();
    }
    bool half = isHalf(type);
    if (half)
      x = toF32(rewriter, loc, x);
    // ex2.approx is overloaded on its type (.f32), rsqrt.approx is not (.f).
    Value result = intrinsic(rewriter, loc, rewriter.getF32Type(),
                             base + (op.getFlushToZero() ? ".ftz" : "") + (isExp2 ? ".f32" : ".f"), x);
    if (half)
      result = LLVM::FPTruncOp::create(rewriter, loc, type, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// min(max(x, lo), hi): IEEE maxNum / minNum (a NaN loses), maximum / minimum
/// with propagate_nan; NVVM's .ftz forms on f32 with flush_to_zero.
struct ClampFLowering : TilePattern<aa::ClampFOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ClampFOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()))
      return failure();
    Location loc = op.getLoc();
    bool nan = op.getPropagateNan();
    auto minMax = [&](bool isMax, Value a, Value b) -> Value {
      if (op.getFlushToZero())
        return intrinsic(rewriter, loc, a.getType(),
                         Twine("llvm.nvvm.") + (isMax ? "fmax" : "fmin") + ".ftz" + (nan ? ".nan" : "") + ".f",
                         {a, b});
      if (nan)
        return isMax ? LLVM::MaximumOp::create(rewriter, loc, a, b).getResult()
                     : LLVM::MinimumOp::create(rewriter, loc, a, b).getResult();
      return isMax ? LLVM::MaxNumOp::create(rewriter, loc, a, b).getResult()
                   : LLVM::MinNumOp::create(rewriter, loc, a, b).getResult();
    };
    rewriter.replaceOp(op, minMax(false, minMax(true, adaptor.getOperand(), adaptor.getMin()), adaptor.getMax()));
    return success();
  }
};

/// The high half of the unsigned double-width product.
struct MulHiUILowering : TilePattern<aa::MulHiUIOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::MulHiUIOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()))
      return failure();
    Location loc = op.getLoc();
    auto type = cast<IntegerType>(adaptor.getLhs().getType());
    auto wide = rewriter.getIntegerType(2 * type.getWidth());
    Value lhs = LLVM::ZExtOp::create(rewriter, loc, wide, adaptor.getLhs());
    Value rhs = LLVM::ZExtOp::create(rewriter, loc, wide, adaptor.getRhs());
    Value product = LLVM::MulOp::create(rewriter, loc, lhs, rhs);
    Value shift = LLVM::ConstantOp::create(rewriter, loc, wide, rewriter.getIntegerAttr(wide, type.getWidth()));
    Value high = LLVM::LShrOp::create(rewriter, loc, product, shift);
    rewriter.replaceOpWithNewOp<LLVM::TruncOp>(op, type, high);
    return success();
  }
};

/// Between f8E4M3FN, f8E5M2, f16, bf16, tf32, f32 and f64 in every
/// rounding. f8 and tf32 (integers here) first decode to the f32 of the
/// same value. Then fpext when exact, fptrunc for nearest even between
/// LLVM's formats, NVVM's cvt for directed f64 -> f32 and for f16 / bf16
/// towards zero (through f32 from f64, as two truncations towards zero are
/// one); the other roundings to f16 / bf16 and every one to f8 / tf32 in
/// integer ops (roundF32To) on the f32 value, rounded to odd first from f64
/// (roundToOddF32). f16 <-> bf16 go through f32, exactly. The pattern maps
/// the registers itself: the formats decide, and f8 / tf32 registers do not
/// say which they are.
struct FpToFpLowering : TilePattern<aa::FpToFpOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::FpToFpOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type src = getElementTypeOrSelf(op.getSource().getType());
    Type dst = getElementTypeOrSelf(op.getType());
    aa::RoundingMode mode = op.getRounding().value_or(aa::RoundingMode::nearest_even);
    Type resultType = converter.convertType(op.getType());
    if (!resultType)
      return failure();
    rewriter.replaceOp(op, mapRegisters(rewriter, loc, resultType, adaptor.getSource(), [&](ValueRange x) {
                         return convert(rewriter, loc, x[0], src, dst, mode);
                       }));
    return success();
  }

  static Value convert(OpBuilder &b, Location loc, Value x, Type src, Type dst, aa::RoundingMode mode) {
    if (!isHalf(src) && !isNative(src)) {
      x = decodeToF32(b, loc, x, src);
      if (isa<Float32Type>(dst))
        return x;
    }
    auto from = cast<FloatType>(x.getType());
    bool viaInts = !isHalf(dst) && !isNative(dst);
    if (viaInts || (isHalf(dst) && mode != aa::RoundingMode::nearest_even && mode != aa::RoundingMode::zero)) {
      if (isHalf(from))
        x = toF32(b, loc, x);
      else if (isa<Float64Type>(from))
        x = roundToOddF32(b, loc, x);
      Value bits = roundF32To(b, loc, x, dst, mode);
      return viaInts ? bits : LLVM::BitcastOp::create(b, loc, dst, bits).getResult();
    }
    if (isHalf(from) && isHalf(dst)) {
      x = toF32(b, loc, x);
      from = b.getF32Type();
    }
    if (from.getWidth() < cast<FloatType>(dst).getWidth())
      return LLVM::FPExtOp::create(b, loc, dst, x);
    if (mode == aa::RoundingMode::nearest_even)
      return LLVM::FPTruncOp::create(b, loc, dst, x);
    if (isa<Float64Type>(from))
      x = intrinsic(b, loc, b.getF32Type(), Twine("llvm.nvvm.d2f.") + roundingSuffix(mode), x);
    if (isHalf(dst))
      x = truncTowardZero(b, loc, dst, x);
    return x;
  }
};

struct BitcastLowering : TilePattern<aa::BitcastOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::BitcastOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()))
      return failure();
    Type type = converter.convertType(op.getType());
    Value x = adaptor.getSource();
    // f8 and friends are integers in LLVM: a cast to their bits is nothing.
    rewriter.replaceOp(op, x.getType() == type ? x : LLVM::BitcastOp::create(rewriter, op.getLoc(), type, x));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Scalars: math / arith with nv_tileaa modifiers
//===----------------------------------------------------------------------===//

/// math.exp {nv_tileaa.approx}: libdevice's __nv_fast_expf (ex2.approx of
/// x * log2(e)), which its lowering picks for the `afn` fast-math flag.
struct ApproxExpLowering : TilePattern<math::ExpOp> {
  ApproxExpLowering(const TileTypeConverter &converter, MLIRContext *ctx) : TilePattern(converter, ctx, 2) {}
  LogicalResult matchAndRewrite(math::ExpOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()) || !op->hasAttr(aa::TileAADialect::kApproxAttrName))
      return failure();
    rewriter.replaceOp(op, math::ExpOp::create(rewriter, op.getLoc(), adaptor.getOperand(), arith::FastMathFlags::afn));
    return success();
  }
};

/// math.tanh {nv_tileaa.approx}: tanh.approx.f32 (sm_75 and later).
struct ApproxTanhLowering : TilePattern<math::TanhOp> {
  ApproxTanhLowering(const TileTypeConverter &converter, MLIRContext *ctx) : TilePattern(converter, ctx, 2) {}
  LogicalResult matchAndRewrite(math::TanhOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()) || !op->hasAttr(aa::TileAADialect::kApproxAttrName))
      return failure();
    // NVPTX selects tanh.approx.f32 for an `afn` tanh (what NVVM's own
    // tanh.approx intrinsic has become).
    rewriter.replaceOp(op, LLVM::TanhOp::create(rewriter, op.getLoc(), rewriter.getF32Type(), adaptor.getOperand(),
                                                LLVM::FastmathFlags::afn));
    return success();
  }
};

/// arith.maximumf / minimumf {nv_tileaa.flush_to_zero} on f32: max / min
/// .ftz.NaN.
template <typename Op>
struct FlushMinMaxLowering : TilePattern<Op> {
  FlushMinMaxLowering(const TileTypeConverter &converter, MLIRContext *ctx) : TilePattern<Op>(converter, ctx, 2) {}
  using OpAdaptor = typename Op::Adaptor;
  LogicalResult matchAndRewrite(Op op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (isa<RankedTensorType>(op.getType()) || !op->hasAttr(aa::TileAADialect::kFlushToZeroAttrName))
      return failure();
    StringRef name = std::is_same_v<Op, arith::MaximumFOp> ? "llvm.nvvm.fmax.ftz.nan.f" : "llvm.nvvm.fmin.ftz.nan.f";
    rewriter.replaceOp(op, intrinsic(rewriter, op.getLoc(), adaptor.getLhs().getType(), name,
                                     {adaptor.getLhs(), adaptor.getRhs()}));
    return success();
  }
};

} // namespace

LogicalResult mlir::nv_tileaa::to_nvvm::checkArithmeticSupport(Operation *op) {
  std::string reason = unsupportedReason(op);
  if (!reason.empty())
    return op->emitOpError(reason);
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto tensor = dyn_cast<RankedTensorType>(constant.getType());
    if (tensor && !isa<SplatElementsAttr>(constant.getValue()) &&
        (!isa<DenseElementsAttr>(constant.getValue()) ||
         !isa<IntegerType, FloatType, IndexType>(tensor.getElementType())))
      return op->emitOpError("with a non-splat tile constant of type ")
             << tensor << " is not supported by convert-tileaa-to-nvvm";
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateArithmeticPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  // tf32 lives in an f32 word (its low 13 bits zero), which LLVM holds as an
  // integer like the f8 formats: loads and stores move it, fp_to_fp reads it.
  converter.addConversion([](FloatTF32Type t) -> Type { return IntegerType::get(t.getContext(), 32); });
  patterns.add<ElementwiseTileLowering>(converter, ctx);
  patterns.add<SplatConstantLowering, DenseConstantLowering, NarrowFloatConstantLowering>(converter, ctx,
                                                                                       /*benefit=*/2);
  patterns.add<RoundedLowering<aa::AddFOp>, RoundedLowering<aa::SubFOp>, RoundedLowering<aa::MulFOp>,
               RoundedLowering<aa::DivFOp>, RoundedLowering<aa::FmaOp>, RoundedLowering<aa::SqrtOp>,
               ApproxUnaryLowering<aa::RsqrtOp>, ApproxUnaryLowering<aa::Exp2Op>, ClampFLowering, MulHiUILowering,
               FpToFpLowering, BitcastLowering>(converter, ctx);
  patterns.add<ApproxExpLowering, ApproxTanhLowering, FlushMinMaxLowering<arith::MaximumFOp>,
               FlushMinMaxLowering<arith::MinimumFOp>>(converter, ctx);
  // Scalar upstream lowerings: libdevice first for the math it has, LLVM
  // intrinsics for the rest (absi, ctlz, ...); ceil / floor division expand
  // into arith that arith-to-llvm lowers.
  populateLibDeviceConversionPatterns(converter, patterns, /*benefit=*/1);
  populateMathToLLVMConversionPatterns(converter, patterns, /*approximateLog1p=*/false, /*benefit=*/0);
  arith::populateCeilFloorDivExpandOpsPatterns(patterns);
  arith::populateArithToLLVMConversionPatterns(converter, patterns);
}
