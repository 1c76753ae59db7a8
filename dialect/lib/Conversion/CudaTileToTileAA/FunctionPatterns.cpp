//===- FunctionPatterns.cpp - entry, functions, return ----------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

/// Kernels (`entry`) become nv_tileaa kernels with their hints; the functions
/// that are not kernels (`testing$func`, `experimental$func`) plain functions.
template <typename FuncOp>
struct FunctionLowering : Lowering<FuncOp> {
  using Lowering<FuncOp>::Lowering;
  LogicalResult matchAndRewrite(FuncOp op, typename FuncOp::Adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *this->getTypeConverter();
    TypeConverter::SignatureConversion signature(op.getNumArguments());
    for (auto [i, type] : llvm::enumerate(op.getArgumentTypes())) {
      Type converted = converter.convertType(type);
      if (!converted)
        return op.emitOpError("argument #") << i << " of type " << type << " has no nv_tileaa equivalent";
      signature.addInputs(i, converted);
    }
    SmallVector<Type> results;
    if (failed(converter.convertTypes(op.getResultTypes(), results)))
      return op.emitOpError("has results without an nv_tileaa equivalent");
    auto type = rewriter.getFunctionType(signature.getConvertedTypes(), results);
    auto func = aa::FuncOp::create(rewriter, op.getLoc(), op.getSymName(), type);
    if (auto args = op.getArgAttrsAttr())
      func.setArgAttrsAttr(args);
    if constexpr (std::is_same_v<FuncOp, ct::EntryOp>) {
      func.setKernel(true);
      if (auto hints = op.getOptimizationHintsAttr())
        func.setOptimizationHintsAttr(hints.getHints());
    }
    rewriter.inlineRegionBefore(op.getBody(), func.getBody(), func.getBody().end());
    if (!rewriter.applySignatureConversion(&func.getBody().front(), signature, &converter))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReturnLowering : Lowering<ct::ReturnOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ReturnOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::ReturnOp>(op, adaptor.getOperands());
    return success();
  }
};

/// The structurizer hands scf ops builtin conditions, `for` bounds, induction
/// variables and placeholders through casts between a cuda_tile type and its
/// conversion: once converted, both sides are the same value.
struct StructurizerCastLowering : Lowering<UnrealizedConversionCastOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(UnrealizedConversionCastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op->getNumOperands() != 1 || op->getNumResults() != 1)
      return failure();
    Value input = adaptor.getInputs().front();
    if (getTypeConverter()->convertType(op.getResult(0).getType()) != input.getType())
      return failure();
    rewriter.replaceOp(op, input);
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateFunctionPatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<FunctionLowering<ct::EntryOp>, FunctionLowering<ct::TestingFuncOp>, FunctionLowering<ct::ExperimentalFuncOp>,
               ReturnLowering, StructurizerCastLowering>(converter, patterns.getContext());
}
