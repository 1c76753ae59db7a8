//===- ArithmeticPatterns.cpp - element-wise arithmetic ---------------------===//
#include "Patterns.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// A splat tensor constant: every register holds the value. (Scalar
/// constants are arith-to-llvm's.)
struct TensorConstantLowering : TilePattern<arith::ConstantOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    if (!tensor)
      return failure();
    auto value = cast<SplatElementsAttr>(op.getValue()); // checkArithmeticSupport rejects the rest
    Type resultType = converter.convertType(tensor);
    Value scalar = LLVM::ConstantOp::create(rewriter, op.getLoc(), converter.convertType(tensor.getElementType()),
                                            value.getSplatValue<TypedAttr>());
    rewriter.replaceOp(op, mapRegisters(rewriter, op.getLoc(), resultType, {},
                                        [&](ValueRange) { return scalar; }));
    return success();
  }
};

/// NVVM's directed-rounding add/sub/mul intrinsics, `llvm.nvvm.<op>.<rm>[.ftz].<f|d>`.
static FailureOr<std::string> roundingIntrinsic(StringRef op, Type elem, std::optional<aa::RoundingMode> mode,
                                                bool ftz) {
  if (!elem.isF32() && !elem.isF64())
    return failure();
  StringRef rm = "rn";
  if (mode) {
    switch (*mode) {
    case aa::RoundingMode::nearest_even:
      rm = "rn";
      break;
    case aa::RoundingMode::zero:
      rm = "rz";
      break;
    case aa::RoundingMode::negative_inf:
      rm = "rm";
      break;
    case aa::RoundingMode::positive_inf:
      rm = "rp";
      break;
    }
  }
  return ("llvm.nvvm." + op + "." + rm + (ftz ? ".ftz" : "") + (elem.isF32() ? ".f" : ".d")).str();
}

struct AddFLowering : TilePattern<aa::AddFOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AddFOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Type resultType = converter.convertType(op.getType());
    Type elem = getElementTypeOrSelf(op.getType());
    Location loc = op.getLoc();
    std::optional<aa::RoundingMode> mode = op.getRounding();
    bool plain = (!mode || *mode == aa::RoundingMode::nearest_even) && !op.getFlushToZero();
    std::string intrinsic;
    if (!plain) {
      FailureOr<std::string> name = roundingIntrinsic("add", elem, mode, op.getFlushToZero());
      if (failed(name))
        return op.emitOpError("with a rounding mode or flush_to_zero on ")
               << elem << " is not supported by convert-tileaa-to-nvvm yet";
      intrinsic = *name;
    }
    Value result = mapRegisters(rewriter, loc, resultType, {adaptor.getLhs(), adaptor.getRhs()}, [&](ValueRange x) {
      if (plain)
        return LLVM::FAddOp::create(rewriter, loc, x[0], x[1]).getResult();
      return LLVM::CallIntrinsicOp::create(rewriter, loc, x[0].getType(), rewriter.getStringAttr(intrinsic), x)
          .getResult(0);
    });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

/// Upstream arith on whole tiles is not lowered yet (arith-to-llvm's patterns
/// handle scalars only), but for splat tile constants.
LogicalResult mlir::nv_tileaa::to_nvvm::checkArithmeticSupport(Operation *op) {
  if (!isa<arith::ArithDialect>(op->getDialect()))
    return success();
  if (!llvm::any_of(llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()),
                    [](Type t) { return isa<RankedTensorType>(t); }))
    return success();
  auto constant = dyn_cast<arith::ConstantOp>(op);
  if (!constant)
    return op->emitOpError("on tiles is not supported by convert-tileaa-to-nvvm yet");
  if (!isa<SplatElementsAttr>(constant.getValue()))
    return op->emitOpError("with a non-splat tile constant is not supported by convert-tileaa-to-nvvm yet");
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateArithmeticPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<AddFLowering>(converter, patterns.getContext());
  patterns.add<TensorConstantLowering>(converter, patterns.getContext(), /*benefit=*/2);
  arith::populateArithToLLVMConversionPatterns(converter, patterns);
}
