//===- TileAAToNVVM.cpp - nv_tileaa kernels to LLVM + NVVM ----------------===//
//
// One CTA runs one program (tile block). A tile value becomes, in each
// thread, an LLVM struct of the registers the layout gives that thread;
// scalars stay scalars (every thread holds the same value). Element-wise ops
// work register by register; tiled loads and stores turn each register into
// one guarded global access. Memory tokens carry no data at this level: they
// convert to nothing, and accesses stay in program order, which is at least
// as strong as any order the token graph asks for.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Conversion/Passes.h"
#include "cuda-tile/Conversion/TileAAToNVVM/Layout.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
#define GEN_PASS_DEF_CONVERTTILEAATONVVM
#include "cuda-tile/Conversion/Passes.h.inc"
} // namespace mlir

using namespace mlir;
namespace aa = mlir::nv_tileaa;

namespace {

constexpr llvm::StringLiteral kNVPTXTriple = "nvptx64-nvidia-cuda";
constexpr llvm::StringLiteral kNVPTXDataLayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/// Converts nv_tileaa's types for a CTA of `numThreads` threads.
struct TileTypeConverter : LLVMTypeConverter {
  TileTypeConverter(MLIRContext *ctx, const LowerToLLVMOptions &options, unsigned numThreads)
      : LLVMTypeConverter(ctx, options), numThreads(numThreads) {
    addConversion([](aa::PointerType p) -> Type {
      return LLVM::LLVMPointerType::get(p.getContext(), p.getAddressSpace());
    });
    // {base, extents..., strides...}, extents and strides as i64 elements.
    addConversion([](aa::MemRefType m) -> Type {
      MLIRContext *ctx = m.getContext();
      SmallVector<Type> fields{LLVM::LLVMPointerType::get(ctx, m.getAddressSpace())};
      fields.append(2 * m.getRank(), IntegerType::get(ctx, 64));
      return LLVM::LLVMStructType::getLiteral(ctx, fields);
    });
    addConversion([](aa::MemTokenType, SmallVectorImpl<Type> &) -> std::optional<LogicalResult> {
      return success();
    });
    addConversion([this](RankedTensorType t) -> std::optional<Type> {
      Type elem = convertType(t.getElementType());
      if (!elem || !isDistributable(t))
        return std::nullopt;
      int64_t regs = layoutOf(t).getElementsPerThread();
      return LLVM::LLVMStructType::getLiteral(t.getContext(), SmallVector<Type>(regs, elem));
    });
  }

  aa::BlockedLayout layoutOf(RankedTensorType t) const { return aa::BlockedLayout(t.getShape(), numThreads); }

  /// The layout spreads static tiles of a power-of-two number of elements.
  static bool isDistributable(RankedTensorType t) {
    return t.hasStaticShape() && llvm::isPowerOf2_64(t.getNumElements());
  }

  unsigned numThreads;
};

template <typename Op>
struct TilePattern : OpConversionPattern<Op> {
  TilePattern(const TileTypeConverter &converter, MLIRContext *ctx, PatternBenefit benefit = 1)
      : OpConversionPattern<Op>(converter, ctx, benefit), converter(converter) {}
  const TileTypeConverter &converter;
};

static Value i64Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(v));
}

static Value threadId(OpBuilder &b, Location loc) { return NVVM::ThreadIdXOp::create(b, loc, b.getI32Type()); }

/// Applies `fn` register by register to converted operands (structs) or
/// directly to scalars.
static Value mapRegisters(OpBuilder &b, Location loc, Type resultType, ValueRange operands,
                          llvm::function_ref<Value(ValueRange)> fn) {
  auto st = dyn_cast<LLVM::LLVMStructType>(resultType);
  if (!st)
    return fn(operands);
  Value result = LLVM::PoisonOp::create(b, loc, st);
  for (int64_t r = 0, e = st.getBody().size(); r < e; ++r) {
    SmallVector<Value> regs = llvm::map_to_vector(
        operands, [&](Value v) -> Value { return LLVM::ExtractValueOp::create(b, loc, v, r); });
    result = LLVM::InsertValueOp::create(b, loc, result, fn(regs), r);
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Functions and grid
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// Tokens and facts
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

/// A splat tensor constant: every register holds the value. (Scalar
/// constants are arith-to-llvm's.)
struct TensorConstantLowering : TilePattern<arith::ConstantOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    if (!tensor)
      return failure();
    auto value = cast<SplatElementsAttr>(op.getValue()); // checkSupported rejects the rest
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

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

struct MakeMemRefLowering : TilePattern<aa::MakeMemRefOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::MakeMemRefOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    aa::MemRefType type = op.getType();
    auto structType = cast<LLVM::LLVMStructType>(converter.convertType(type));
    Value base = adaptor.getBase();
    if (Value offset = adaptor.getOffset())
      base = LLVM::GEPOp::create(rewriter, loc, base.getType(), type.getElementType(), base, ValueRange{offset},
                                 LLVM::GEPNoWrapFlags::none);
    Value result = LLVM::PoisonOp::create(rewriter, loc, structType);
    result = LLVM::InsertValueOp::create(rewriter, loc, result, base, ArrayRef<int64_t>{0});
    auto sizes = adaptor.getSizes().begin();
    auto strides = adaptor.getStrides().begin();
    int64_t rank = type.getRank();
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = type.getShape()[d], stride = type.getStrides()[d];
      Value sizeValue = ShapedType::isDynamic(size) ? *sizes++ : i64Const(rewriter, loc, size);
      Value strideValue = ShapedType::isDynamic(stride) ? *strides++ : i64Const(rewriter, loc, stride);
      result = LLVM::InsertValueOp::create(rewriter, loc, result, sizeValue, 1 + d);
      result = LLVM::InsertValueOp::create(rewriter, loc, result, strideValue, 1 + rank + d);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

static LLVM::AtomicOrdering llvmOrdering(aa::MemSemantic semantic) {
  switch (semantic) {
  case aa::MemSemantic::weak:
    return LLVM::AtomicOrdering::not_atomic;
  case aa::MemSemantic::relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case aa::MemSemantic::acquire:
    return LLVM::AtomicOrdering::acquire;
  case aa::MemSemantic::release:
    return LLVM::AtomicOrdering::release;
  case aa::MemSemantic::acq_rel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  llvm_unreachable("unknown memory semantic");
}

/// LLVM sync scopes the NVPTX backend maps to PTX scopes ("" is the system).
static StringRef llvmSyncScope(std::optional<aa::MemScope> scope) {
  if (!scope)
    return "";
  switch (*scope) {
  case aa::MemScope::tl_blk:
    return "block";
  case aa::MemScope::cluster:
    return "cluster";
  case aa::MemScope::gpu:
    return "device";
  case aa::MemScope::sys:
    return "";
  }
  llvm_unreachable("unknown memory scope");
}

/// Where register `reg` of this thread lands in a memref: its address and
/// whether it lies inside the memref's extents.
struct ElementAccess {
  Value address;
  Value inBounds;
};

static ElementAccess accessElement(OpBuilder &b, Location loc, const aa::BlockedLayout &layout, Value tid,
                                   int64_t reg, Value memref, aa::MemRefType type, ValueRange offsets,
                                   std::optional<ArrayRef<bool>> inBoundsAxes) {
  int64_t rank = type.getRank();
  SmallVector<Value> coords = layout.delinearize(b, loc, layout.linearIndex(b, loc, tid, reg));
  Value inBounds = LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
  Value linear = i64Const(b, loc, 0);
  for (int64_t d = 0; d < rank; ++d) {
    Value coord = LLVM::ZExtOp::create(b, loc, b.getI64Type(), coords[d]);
    Value index = LLVM::AddOp::create(b, loc, offsets[d], coord);
    if (!inBoundsAxes || !(*inBoundsAxes)[d]) {
      Value size = LLVM::ExtractValueOp::create(b, loc, memref, 1 + d);
      Value inside = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, index, size);
      inBounds = LLVM::AndOp::create(b, loc, inBounds, inside);
    }
    Value stride = LLVM::ExtractValueOp::create(b, loc, memref, 1 + rank + d);
    linear = LLVM::AddOp::create(b, loc, linear, LLVM::MulOp::create(b, loc, index, stride));
  }
  Value base = LLVM::ExtractValueOp::create(b, loc, memref, 0);
  Value address = LLVM::GEPOp::create(b, loc, base.getType(), type.getElementType(), base, ValueRange{linear},
                                      LLVM::GEPNoWrapFlags::none);
  return {address, inBounds};
}

static unsigned byteWidth(Type t) { return std::max<unsigned>(1, t.getIntOrFloatBitWidth() / 8); }

/// The value an out-of-bounds element reads.
static Value paddingValue(OpBuilder &b, Location loc, Type elem, std::optional<aa::Padding> padding) {
  if (auto f = dyn_cast<FloatType>(elem)) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    APFloat v = APFloat::getZero(sem);
    if (padding) {
      switch (*padding) {
      case aa::Padding::zero:
        break;
      case aa::Padding::neg_zero:
        v = APFloat::getZero(sem, /*Negative=*/true);
        break;
      case aa::Padding::nan:
        v = APFloat::getQNaN(sem);
        break;
      case aa::Padding::pos_inf:
        v = APFloat::getInf(sem);
        break;
      case aa::Padding::neg_inf:
        v = APFloat::getInf(sem, /*Negative=*/true);
        break;
      }
    }
    return LLVM::ConstantOp::create(b, loc, elem, b.getFloatAttr(elem, v));
  }
  return LLVM::ConstantOp::create(b, loc, elem, b.getIntegerAttr(elem, 0));
}

/// Offsets arrive as `index` values converted to i64.
static SmallVector<Value> flatten(ArrayRef<ValueRange> ranges) {
  SmallVector<Value> values;
  for (ValueRange r : ranges)
    values.append(r.begin(), r.end());
  return values;
}

struct TiledLoadLowering : TilePattern<aa::TiledLoadOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::TiledLoadOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType tile = op.getResult().getType();
    aa::BlockedLayout layout = converter.layoutOf(tile);
    Type elem = converter.convertType(tile.getElementType());
    Type resultType = converter.convertType(tile);
    Value memref = adaptor.getMemref().front();
    SmallVector<Value> offsets = flatten(adaptor.getIndices());
    LLVM::AtomicOrdering ordering = llvmOrdering(op.getMemSemantic());
    StringRef scope = llvmSyncScope(op.getMemScope());
    Value padding = paddingValue(rewriter, loc, elem, op.getPadding());
    Value tid = threadId(rewriter, loc);
    bool allInBounds = op.getInBounds() && llvm::all_of(*op.getInBounds(), [](bool b) { return b; });

    Value result = LLVM::PoisonOp::create(rewriter, loc, resultType);
    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
      ElementAccess access = accessElement(rewriter, loc, layout, tid, r, memref, op.getMemref().getType(),
                                           offsets, op.getInBounds());
      auto load = [&](OpBuilder &b) -> Value {
        return LLVM::LoadOp::create(b, loc, elem, access.address, byteWidth(elem), /*isVolatile=*/false,
                                    /*isNonTemporal=*/false, /*isInvariant=*/false, /*isInvariantGroup=*/false,
                                    ordering, scope);
      };
      Value value;
      if (allInBounds) {
        value = load(rewriter);
      } else {
        auto guarded = scf::IfOp::create(
            rewriter, loc, access.inBounds,
            [&](OpBuilder &b, Location l) { scf::YieldOp::create(b, l, load(b)); },
            [&](OpBuilder &b, Location l) { scf::YieldOp::create(b, l, padding); });
        value = guarded.getResult(0);
      }
      result = LLVM::InsertValueOp::create(rewriter, loc, result, value, r);
    }
    rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
    return success();
  }
};

struct TiledStoreLowering : TilePattern<aa::TiledStoreOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::TiledStoreOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType tile = op.getValue().getType();
    aa::BlockedLayout layout = converter.layoutOf(tile);
    Value memref = adaptor.getMemref().front();
    Value value = adaptor.getValue().front();
    SmallVector<Value> offsets = flatten(adaptor.getIndices());
    LLVM::AtomicOrdering ordering = llvmOrdering(op.getMemSemantic());
    StringRef scope = llvmSyncScope(op.getMemScope());
    Value tid = threadId(rewriter, loc);
    Value owner = layout.isOwner(rewriter, loc, tid);

    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
      ElementAccess access = accessElement(rewriter, loc, layout, tid, r, memref, op.getMemref().getType(),
                                           offsets, op.getInBounds());
      Value element = LLVM::ExtractValueOp::create(rewriter, loc, value, r);
      Value write = LLVM::AndOp::create(rewriter, loc, access.inBounds, owner);
      scf::IfOp::create(rewriter, loc, write, [&](OpBuilder &b, Location l) {
        LLVM::StoreOp::create(b, l, element, access.address, byteWidth(element.getType()), /*isVolatile=*/false,
                              /*isNonTemporal=*/false, /*isInvariantGroup=*/false, ordering, scope);
        scf::YieldOp::create(b, l);
      });
    }
    rewriter.replaceOpWithMultiple(op, {ValueRange()});
    return success();
  }
};

/// Diagnoses, before any rewriting, what this backend cannot lower yet: tiles
/// the layout cannot spread, and upstream arith on whole tiles (only splat
/// tile constants are lowered; arith-to-llvm's patterns handle scalars only),
/// and masked tiled loads and stores.
static LogicalResult checkSupported(mlir::ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    auto load = dyn_cast<aa::TiledLoadOp>(op);
    auto store = dyn_cast<aa::TiledStoreOp>(op);
    if ((load && load.getMask()) || (store && store.getMask())) {
      op->emitOpError("with a mask is not supported by convert-tileaa-to-nvvm yet");
      return WalkResult::interrupt();
    }
    for (Type type : llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes())) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        continue;
      if (!TileTypeConverter::isDistributable(tensor)) {
        op->emitOpError("has a tile of type ")
            << tensor << "; convert-tileaa-to-nvvm lowers static tiles of a power-of-two number of elements only";
        return WalkResult::interrupt();
      }
      if (!isa<arith::ArithDialect>(op->getDialect()))
        continue;
      auto constant = dyn_cast<arith::ConstantOp>(op);
      if (!constant) {
        op->emitOpError("on tiles is not supported by convert-tileaa-to-nvvm yet");
        return WalkResult::interrupt();
      }
      if (!isa<SplatElementsAttr>(constant.getValue())) {
        op->emitOpError("with a non-splat tile constant is not supported by convert-tileaa-to-nvvm yet");
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct ConvertTileAAToNVVM : impl::ConvertTileAAToNVVMBase<ConvertTileAAToNVVM> {
  using Base::Base;

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (numWarps == 0 || !llvm::isPowerOf2_32(numWarps) || numWarps > 32) {
      module.emitError("num-warps must be a power of two between 1 and 32, got ") << (unsigned)numWarps;
      return signalPassFailure();
    }
    if (failed(checkSupported(module)))
      return signalPassFailure();
    LowerToLLVMOptions options(ctx);
    options.overrideIndexBitwidth(64);
    TileTypeConverter converter(ctx, options, numWarps * 32);

    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect>();
    target.addIllegalDialect<aa::TileAADialect, arith::ArithDialect>();
    target.addDynamicallyLegalDialect<scf::SCFDialect>(
        [&](Operation *op) { return converter.isLegal(op->getOperandTypes()) && converter.isLegal(op->getResultTypes()); });
    target.addLegalOp<mlir::ModuleOp>();

    RewritePatternSet patterns(ctx);
    patterns.add<FuncLowering, ReturnLowering, GetProgramIdLowering, CreateMemTokenLowering, AssumeLowering,
                 AddFLowering, MakeMemRefLowering, TiledLoadLowering, TiledStoreLowering>(converter, ctx);
    patterns.add<TensorConstantLowering>(converter, ctx, /*benefit=*/2);
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    module->setAttr(LLVM::LLVMDialect::getTargetTripleAttrName(), StringAttr::get(ctx, kNVPTXTriple));
    module->setAttr(LLVM::LLVMDialect::getDataLayoutAttrName(), StringAttr::get(ctx, kNVPTXDataLayout));
  }
};

} // namespace
