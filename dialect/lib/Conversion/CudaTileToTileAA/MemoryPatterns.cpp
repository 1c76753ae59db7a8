//===- MemoryPatterns.cpp - tokens, views, pointers, atomics, globals -------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

struct MakeTokenLowering : Lowering<ct::MakeTokenOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MakeTokenOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::CreateMemTokenOp>(op, aa::MemTokenType::get(op.getContext()));
    return success();
  }
};

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

} // namespace

void mlir::cuda_tile::to_tileaa::populateMemoryPatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeTokenLowering, MakeTensorViewLowering, MakePartitionViewLowering, LoadViewLowering,
               StoreViewLowering>(converter, patterns.getContext());
}
