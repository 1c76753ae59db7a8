//===- FunctionPatterns.cpp - functions, calls, grid, tokens, facts ---------===//
#include "Patterns.h"
#include "cuda-tile/Dialect/TileAA/IR/LaunchHints.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// The SM number of `nv_tileaa.target` ("sm_90", "sm_90a"), if the module names one.
std::optional<unsigned> targetSm(StringAttr target) {
  if (!target)
    return std::nullopt;
  StringRef rest = target.getValue();
  unsigned sm;
  if (!rest.consume_front("sm_") || rest.consumeInteger(10, sm))
    return std::nullopt;
  return sm;
}

bool hasLaunchHints(DictionaryAttr entry) {
  return entry && (entry.get("num_cta_in_cga") || entry.get("occupancy"));
}

/// A kernel's launch-shape hints for the module's target (aa::kernelHint).
/// num_cta_in_cga becomes the cluster shape (thread block clusters exist
/// from sm_90 on), occupancy the minimum of CTAs per SM.
LogicalResult applyLaunchHints(aa::FuncOp op, LLVM::LLVMFuncOp func, OpBuilder &b) {
  DictionaryAttr hints = op.getOptimizationHintsAttr();
  if (!hints)
    return success();
  auto module = op->getParentOfType<mlir::ModuleOp>();
  StringAttr target = module ? module->getAttrOfType<StringAttr>("nv_tileaa.target") : StringAttr();
  std::optional<unsigned> sm = targetSm(target);
  if (target && !sm)
    return op.emitOpError("nv_tileaa.target must name an SM architecture like \"sm_90\", got ") << target;
  if (!target)
    for (NamedAttribute arch : hints)
      if (arch.getName() != "default" && hasLaunchHints(dyn_cast<DictionaryAttr>(arch.getValue())))
        op.emitWarning("optimization hints for ")
            << arch.getName() << " are not applied: the module names no nv_tileaa.target";
  if (std::optional<int64_t> n = aa::kernelHint(op, "num_cta_in_cga"); n && *n > 1) {
    if (!sm)
      return op.emitOpError("num_cta_in_cga = ")
             << *n << " needs the compile target: the module names no nv_tileaa.target";
    if (*sm < 90)
      return op.emitOpError("num_cta_in_cga = ")
             << *n << " needs thread block clusters (sm_90 or newer); the target is " << target;
    func->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(), b.getDenseI32ArrayAttr({(int32_t)*n, 1, 1}));
  }
  if (std::optional<int64_t> occupancy = aa::kernelHint(op, "occupancy"))
    func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(), b.getI32IntegerAttr(*occupancy));
  return success();
}

/// Kernels become NVVM entry points with the CTA size; other functions
/// device functions returning their (converted, token-free) results, several
/// of them as a struct.
struct FuncLowering : TilePattern<aa::FuncOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::FuncOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    TypeConverter::SignatureConversion signature(op.getNumArguments());
    for (auto [i, type] : llvm::enumerate(op.getArgumentTypes())) {
      SmallVector<Type> converted;
      if (failed(converter.convertType(type, converted)))
        return op.emitOpError("argument #") << i << " of type " << type << " has no LLVM equivalent";
      signature.addInputs(i, converted);
    }
    SmallVector<Type> results;
    if (failed(converter.convertTypes(op.getResultTypes(), results)))
      return op.emitOpError("has a result type with no LLVM equivalent");
    if (op.getKernel() && !results.empty())
      return op.emitOpError("is a kernel with results; kernels return nothing");
    MLIRContext *ctx = op.getContext();
    Type result = results.empty()       ? LLVM::LLVMVoidType::get(ctx)
                  : results.size() == 1 ? results.front()
                                        : LLVM::LLVMStructType::getLiteral(ctx, results);
    auto type = LLVM::LLVMFunctionType::get(result, signature.getConvertedTypes());
    auto func = LLVM::LLVMFuncOp::create(rewriter, op.getLoc(), op.getSymName(), type);
    if (op.getKernel()) {
      func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), rewriter.getUnitAttr());
      func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                    rewriter.getDenseI32ArrayAttr({(int32_t)converter.numThreads, 1, 1}));
      if (failed(applyLaunchHints(op, func, rewriter)))
        return failure();
    } else if (SymbolTable::getSymbolVisibility(op) == SymbolTable::Visibility::Private) {
      func.setLinkage(LLVM::Linkage::Internal);
    }
    rewriter.inlineRegionBefore(op.getBody(), func.getBody(), func.end());
    if (!rewriter.applySignatureConversion(&func.getBody().front(), signature, &converter))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReturnLowering : TilePattern<aa::ReturnOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ReturnOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> values;
    for (ValueRange v : adaptor.getOperands())
      values.append(v.begin(), v.end());
    if (values.size() > 1) {
      auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
      if (!func)
        return failure();
      Type type = func.getFunctionType().getReturnType();
      Value packed = LLVM::PoisonOp::create(rewriter, op.getLoc(), type);
      for (auto [i, v] : llvm::enumerate(values))
        packed = LLVM::InsertValueOp::create(rewriter, op.getLoc(), packed, v, i);
      values = {packed};
    }
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, values);
    return success();
  }
};

struct CallLowering : TilePattern<aa::CallOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::CallOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> args;
    for (ValueRange v : adaptor.getOperands())
      args.append(v.begin(), v.end());
    SmallVector<SmallVector<Type>> perResult;
    SmallVector<Type> results;
    for (Type t : op.getResultTypes()) {
      if (failed(converter.convertType(t, perResult.emplace_back())))
        return op.emitOpError("has a result type with no LLVM equivalent");
      results.append(perResult.back());
    }
    Type packed = results.size() > 1 ? LLVM::LLVMStructType::getLiteral(op.getContext(), results) : Type();
    auto call = LLVM::CallOp::create(rewriter, loc, packed ? TypeRange{packed} : TypeRange{results},
                                     op.getCalleeAttr(), args);
    SmallVector<SmallVector<Value>> replacements;
    int64_t field = 0;
    for (ArrayRef<Type> types : perResult) {
      SmallVector<Value> &values = replacements.emplace_back();
      for (size_t i = 0; i < types.size(); ++i, ++field)
        values.push_back(packed ? LLVM::ExtractValueOp::create(rewriter, loc, call.getResult(), field).getResult()
                                : call.getResult());
    }
    rewriter.replaceOpWithMultiple(op, replacements);
    return success();
  }
};

template <typename Op, typename X, typename Y, typename Z>
struct GridLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor, ConversionPatternRewriter &rewriter) const override {
    Type i32 = rewriter.getI32Type();
    Value v;
    switch (op.getDim()) {
    case aa::ProgramDim::x:
      v = X::create(rewriter, op.getLoc(), i32);
      break;
    case aa::ProgramDim::y:
      v = Y::create(rewriter, op.getLoc(), i32);
      break;
    case aa::ProgramDim::z:
      v = Z::create(rewriter, op.getLoc(), i32);
      break;
    }
    rewriter.replaceOp(op, v);
    return success();
  }
};

/// Tokens carry nothing: creating or joining them leaves nothing behind.
template <typename Op>
struct TokenLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult matchAndRewrite(Op op, typename TilePattern<Op>::OneToNOpAdaptor,
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
  patterns.add<FuncLowering, ReturnLowering, CallLowering,
               GridLowering<aa::GetProgramIdOp, NVVM::BlockIdXOp, NVVM::BlockIdYOp, NVVM::BlockIdZOp>,
               GridLowering<aa::GetNumProgramsOp, NVVM::GridDimXOp, NVVM::GridDimYOp, NVVM::GridDimZOp>,
               TokenLowering<aa::CreateMemTokenOp>, TokenLowering<aa::JoinMemTokenOp>, AssumeLowering>(
      converter, patterns.getContext());
}
