//===- FunctionPatterns.cpp - kernels, grid, tokens, facts ------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

struct FuncLowering : TilePattern<aa::FuncOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::FuncOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    if (!op.getKernel())
      return op.emitOpError("is not a kernel; convert-tileaa-to-nvvm lowers kernels only");
    TypeConverter::SignatureConversion signature(op.getNumArguments());
    for (auto [i, type] : llvm::enumerate(op.getArgumentTypes())) {
      SmallVector<Type> converted;
      if (failed(converter.convertType(type, converted)))
        return op.emitOpError("argument #") << i << " of type " << type << " has no LLVM equivalent";
      signature.addInputs(i, converted);
    }
    auto type = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(op.getContext()), signature.getConvertedTypes());
    auto func = LLVM::LLVMFuncOp::create(rewriter, op.getLoc(), op.getSymName(), type);
    func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), rewriter.getUnitAttr());
    func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                  rewriter.getDenseI32ArrayAttr({(int32_t)converter.numThreads, 1, 1}));
    rewriter.inlineRegionBefore(op.getBody(), func.getBody(), func.end());
    if (!rewriter.applySignatureConversion(&func.getBody().front(), signature, &converter))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReturnLowering : TilePattern<aa::ReturnOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ReturnOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, adaptor.getOperands());
    return success();
  }
};

struct GetProgramIdLowering : TilePattern<aa::GetProgramIdOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::GetProgramIdOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type i32 = rewriter.getI32Type();
    Value id;
    switch (op.getDim()) {
    case aa::ProgramDim::x:
      id = NVVM::BlockIdXOp::create(rewriter, op.getLoc(), i32);
      break;
    case aa::ProgramDim::y:
      id = NVVM::BlockIdYOp::create(rewriter, op.getLoc(), i32);
      break;
    case aa::ProgramDim::z:
      id = NVVM::BlockIdZOp::create(rewriter, op.getLoc(), i32);
      break;
    }
    rewriter.replaceOp(op, id);
    return success();
  }
};

struct CreateMemTokenLowering : TilePattern<aa::CreateMemTokenOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::CreateMemTokenOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithMultiple(op, {ValueRange()});
    return success();
  }
};

struct AssumeLowering : TilePattern<aa::AssumeOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AssumeOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithMultiple(op, {adaptor.getValue()});
    return success();
  }
};

} // namespace

void mlir::nv_tileaa::to_nvvm::populateFunctionPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<FuncLowering, ReturnLowering, GetProgramIdLowering, CreateMemTokenLowering, AssumeLowering>(
      converter, patterns.getContext());
}
