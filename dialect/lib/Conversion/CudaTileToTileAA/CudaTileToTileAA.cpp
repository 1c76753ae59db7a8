//===- CudaTileToTileAA.cpp - cuda_tile to nv_tileaa ----------------------===//
//
// Tiles become ranked tensors (rank 0: scalars), pointers nv_tileaa pointers in
// global memory, tokens memory tokens, views memrefs; kernels become
// nv_tileaa kernels. View loads and stores become tiled loads and stores at
// the tile's element offset.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Conversion/Passes.h"

#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
#define GEN_PASS_DEF_CONVERTCUDATILETOTILEAA
#include "cuda-tile/Conversion/Passes.h.inc"
} // namespace mlir

using namespace mlir;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

constexpr unsigned kGlobalAddressSpace = 1;

struct CudaTileTypeConverter : TypeConverter {
  CudaTileTypeConverter(MLIRContext *ctx) {
    addConversion([](Type t) { return t; });
    addConversion([](ct::PointerType p) -> Type {
      return aa::PointerType::get(p.getContext(), p.getPointeeType(), kGlobalAddressSpace);
    });
    addConversion([this](ct::TileType t) -> Type {
      Type elem = convertType(t.getElementType());
      if (t.getShape().empty())
        return elem;
      return RankedTensorType::get(t.getShape(), elem);
    });
    addConversion([](ct::TokenType t) -> Type { return aa::MemTokenType::get(t.getContext()); });
    addConversion([](ct::TensorViewType v) -> Type {
      return aa::MemRefType::get(v.getContext(), v.getShape(), v.getElementType(), v.getStrides(),
                                 kGlobalAddressSpace);
    });
    // A partition view is its tensor's memref; tile shape, padding and
    // dim_map are read off the cuda_tile type by the ops that use it.
    addConversion([this](ct::PartitionViewType v) -> Type { return convertType(v.getTensorView()); });
  }
};

template <typename Op>
struct Lowering : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;
};

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

struct ConstantLowering : Lowering<ct::ConstantOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto value = cast<DenseElementsAttr>(op.getValue());
    TypedAttr attr = value;
    if (op.getType().getShape().empty())
      attr = cast<TypedAttr>(*value.value_begin<Attribute>());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, attr);
    return success();
  }
};

struct MakeTokenLowering : Lowering<ct::MakeTokenOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MakeTokenOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::CreateMemTokenOp>(op, aa::MemTokenType::get(op.getContext()));
    return success();
  }
};

struct AssumeLowering : Lowering<ct::AssumeOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AssumeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto facts = aa::AssumeOp::create(rewriter, op.getLoc(), adaptor.getValue());
    Builder b(op.getContext());
    if (auto divBy = dyn_cast<ct::DivByAttr>(op.getPredicate())) {
      facts.setDivByAttr(b.getI64IntegerAttr(divBy.getDivisor()));
      if (divBy.getEvery()) {
        facts.setEveryAttr(b.getI64IntegerAttr(*divBy.getEvery()));
        facts.setAlongAttr(b.getI64IntegerAttr(*divBy.getAlong()));
      }
    } else if (auto bounded = dyn_cast<ct::BoundedAttr>(op.getPredicate())) {
      if (bounded.getLower())
        facts.setLowerBoundAttr(b.getI64IntegerAttr(*bounded.getLower()));
      if (bounded.getUpper())
        facts.setUpperBoundAttr(b.getI64IntegerAttr(*bounded.getUpper()));
    } else if (auto same = dyn_cast<ct::SameElementsAttr>(op.getPredicate())) {
      facts.setSameElementsAttr(b.getDenseI64ArrayAttr(same.getValues()));
    } else {
      return op.emitOpError("has a predicate convert-cuda-tile-to-tileaa does not know: ") << op.getPredicate();
    }
    rewriter.replaceOp(op, facts.getResult());
    return success();
  }
};

struct GetTileBlockIdLowering : Lowering<ct::GetTileBlockIdOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::GetTileBlockIdOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> ids;
    for (aa::ProgramDim dim : {aa::ProgramDim::x, aa::ProgramDim::y, aa::ProgramDim::z})
      ids.push_back(aa::GetProgramIdOp::create(rewriter, op.getLoc(), rewriter.getI32Type(), dim));
    rewriter.replaceOp(op, ids);
    return success();
  }
};

static std::optional<aa::RoundingMode> convertRounding(std::optional<ct::RoundingMode> mode) {
  if (!mode)
    return std::nullopt;
  switch (*mode) {
  case ct::RoundingMode::nearest_even:
    return std::nullopt;
  case ct::RoundingMode::zero:
    return aa::RoundingMode::zero;
  case ct::RoundingMode::negative_inf:
    return aa::RoundingMode::negative_inf;
  case ct::RoundingMode::positive_inf:
    return aa::RoundingMode::positive_inf;
  default:
    llvm_unreachable("rejected by the cuda_tile verifier");
  }
}

template <typename SourceOp, typename TargetOp>
struct FloatBinaryLowering : Lowering<SourceOp> {
  using Lowering<SourceOp>::Lowering;
  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    aa::RoundingModeAttr rounding;
    if (auto mode = convertRounding(op.getRoundingMode()))
      rounding = aa::RoundingModeAttr::get(op.getContext(), *mode);
    UnitAttr ftz = op.getFlushToZero() ? rewriter.getUnitAttr() : UnitAttr();
    rewriter.replaceOpWithNewOp<TargetOp>(op, adaptor.getLhs().getType(), adaptor.getLhs(), adaptor.getRhs(),
                                          rounding, ftz);
    return success();
  }
};

/// An unsigned integer scalar (cuda_tile index or extent) as an `index`.
static Value toIndex(OpBuilder &b, Location loc, Value v) {
  return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v);
}

struct MakeTensorViewLowering : Lowering<ct::MakeTensorViewOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MakeTensorViewOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = cast<aa::MemRefType>(getTypeConverter()->convertType(op.getType()));
    auto toIndices = [&](ValueRange values) {
      return llvm::map_to_vector(values, [&](Value v) { return toIndex(rewriter, op.getLoc(), v); });
    };
    rewriter.replaceOpWithNewOp<aa::MakeMemRefOp>(op, type, adaptor.getBase(), /*offset=*/Value(),
                                                  toIndices(adaptor.getDynamicShape()),
                                                  toIndices(adaptor.getDynamicStrides()));
    return success();
  }
};

struct MakePartitionViewLowering : Lowering<ct::MakePartitionViewOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MakePartitionViewOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

static aa::MemSemantic convertOrdering(ct::MemoryOrdering ordering) {
  return static_cast<aa::MemSemantic>(static_cast<uint32_t>(ordering));
}

static aa::MemScopeAttr convertScope(MLIRContext *ctx, std::optional<ct::MemoryScope> scope) {
  if (!scope)
    return {};
  switch (*scope) {
  case ct::MemoryScope::tl_blk:
    return aa::MemScopeAttr::get(ctx, aa::MemScope::tl_blk);
  case ct::MemoryScope::device:
    return aa::MemScopeAttr::get(ctx, aa::MemScope::gpu);
  case ct::MemoryScope::sys:
    return aa::MemScopeAttr::get(ctx, aa::MemScope::sys);
  }
  llvm_unreachable("unknown memory scope");
}

/// What a view access needs at nv_tileaa level: element offsets of the tile,
/// and which axes cannot leave the tensor.
struct ViewAccess {
  SmallVector<Value> offsets;
  SmallVector<bool> inBounds;
};

static FailureOr<ViewAccess> lowerViewAccess(Operation *op, ct::PartitionViewType view, ValueRange indices,
                                             ConversionPatternRewriter &rewriter) {
  ArrayRef<int64_t> dimMap = view.getDimMap();
  for (auto [i, d] : llvm::enumerate(dimMap))
    if ((int64_t)i != d)
      return op->emitOpError("uses a partition_view with a non-identity dim_map, which convert-cuda-tile-to-tileaa "
                             "does not lower yet");
  ViewAccess access;
  ArrayRef<int64_t> tile = view.getTileShape();
  ArrayRef<int64_t> extents = view.getTensorView().getShape();
  Location loc = op->getLoc();
  for (auto [axis, index] : llvm::enumerate(indices)) {
    Value size = arith::ConstantIndexOp::create(rewriter, loc, tile[axis]);
    access.offsets.push_back(arith::MulIOp::create(rewriter, loc, toIndex(rewriter, loc, index), size));
    // Indices stay inside the index space, so a static extent that the tile
    // divides keeps every tile whole.
    access.inBounds.push_back(!ShapedType::isDynamic(extents[axis]) && extents[axis] % tile[axis] == 0);
  }
  return access;
}

static Value tokenOrFresh(OpBuilder &b, Location loc, Value token) {
  return token ? token : aa::CreateMemTokenOp::create(b, loc, aa::MemTokenType::get(b.getContext()));
}

struct LoadViewLowering : Lowering<ct::LoadViewTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::LoadViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ct::PartitionViewType view = op.getView().getType();
    FailureOr<ViewAccess> access = lowerViewAccess(op, view, adaptor.getIndex(), rewriter);
    if (failed(access))
      return failure();
    MLIRContext *ctx = op.getContext();
    auto resultType = cast<RankedTensorType>(getTypeConverter()->convertType(op.getTile().getType()));
    Value token = tokenOrFresh(rewriter, op.getLoc(), adaptor.getToken());
    aa::PaddingAttr padding;
    if (auto value = view.getPaddingValue())
      padding = aa::PaddingAttr::get(ctx, static_cast<aa::Padding>(static_cast<uint32_t>(*value)));
    auto load = aa::TiledLoadOp::create(rewriter, op.getLoc(), resultType, aa::MemTokenType::get(ctx),
                                        adaptor.getView(), access->offsets, /*mask=*/Value(), /*other=*/Value(),
                                        token, padding, rewriter.getDenseBoolArrayAttr(access->inBounds),
                                        convertOrdering(op.getMemoryOrderingSemantics()),
                                        convertScope(ctx, op.getMemoryScope()), /*cache_modifier=*/nullptr,
                                        /*eviction_policy=*/nullptr);
    rewriter.replaceOp(op, load.getResults());
    return success();
  }
};

struct StoreViewLowering : Lowering<ct::StoreViewTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::StoreViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    FailureOr<ViewAccess> access = lowerViewAccess(op, op.getView().getType(), adaptor.getIndex(), rewriter);
    if (failed(access))
      return failure();
    Value token = tokenOrFresh(rewriter, op.getLoc(), adaptor.getToken());
    MLIRContext *ctx = op.getContext();
    auto store = aa::TiledStoreOp::create(rewriter, op.getLoc(), aa::MemTokenType::get(ctx), adaptor.getView(),
                                          adaptor.getTile(), access->offsets, /*mask=*/Value(), token,
                                          rewriter.getDenseBoolArrayAttr(access->inBounds),
                                          convertOrdering(op.getMemoryOrderingSemantics()),
                                          convertScope(ctx, op.getMemoryScope()), /*cache_modifier=*/nullptr);
    rewriter.replaceOp(op, store.getResultToken());
    return success();
  }
};

/// Moves the contents of every cuda_tile.module into the enclosing module, so
/// that kernels become ordinary symbols of it.
static LogicalResult flattenTileModules(mlir::ModuleOp module) {
  llvm::StringSet<> names;
  for (Operation &op : module.getBody()->getOperations())
    if (auto sym = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()); sym && !isa<ct::ModuleOp>(op))
      names.insert(sym.getValue());
  for (auto tileModule : llvm::make_early_inc_range(module.getBody()->getOps<ct::ModuleOp>())) {
    for (Operation &op : tileModule.getBodyBlock()->getOperations()) {
      auto sym = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      if (sym && !names.insert(sym.getValue()).second)
        return op.emitOpError("symbol '") << sym.getValue() << "' is defined in more than one cuda_tile.module";
    }
    module.getBody()->getOperations().splice(Block::iterator(tileModule),
                                             tileModule.getBodyBlock()->getOperations());
    tileModule.erase();
  }
  return success();
}

struct ConvertCudaTileToTileAA : impl::ConvertCudaTileToTileAABase<ConvertCudaTileToTileAA> {
  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(flattenTileModules(module)))
      return signalPassFailure();

    CudaTileTypeConverter converter(ctx);
    ConversionTarget target(*ctx);
    target.addIllegalDialect<ct::CudaTileDialect>();
    target.addLegalDialect<aa::TileAADialect, arith::ArithDialect>();
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      return converter.isLegal(op->getOperandTypes()) && converter.isLegal(op->getResultTypes());
    });

    RewritePatternSet patterns(ctx);
    patterns.add<FunctionLowering<ct::EntryOp>, FunctionLowering<ct::TestingFuncOp>,
                 FunctionLowering<ct::ExperimentalFuncOp>, ReturnLowering, ConstantLowering, MakeTokenLowering, AssumeLowering,
                 GetTileBlockIdLowering, FloatBinaryLowering<ct::AddFOp, aa::AddFOp>, MakeTensorViewLowering,
                 MakePartitionViewLowering, LoadViewLowering, StoreViewLowering>(converter, ctx);
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
