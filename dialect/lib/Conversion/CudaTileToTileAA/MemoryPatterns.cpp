//===- MemoryPatterns.cpp - tokens, views, pointers, atomics, globals -------===//
//
// Views become memrefs that carry base, sizes and strides, accessed by
// tiled_load / tiled_store / tiled_atomic_rmw at the tile's element offset;
// tiles of pointers are accessed element by element (load, store,
// atomic_cas, atomic_rmw). Every memory op takes the converted token (a
// fresh one when the cuda_tile op had none) and its result token replaces
// the cuda_tile one, so the token chains order exactly what they ordered.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include <numeric>

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

/// Memory-op hints (latency, allow_tma per architecture) have no nv_tileaa
/// attribute of their own; they travel as a verified discardable dictionary.
static void carryHints(Operation *to, ct::OptimizationHintsAttr hints) {
  if (hints)
    to->setAttr(aa::TileAADialect::kOptimizationHintsAttrName, hints.getHints());
}

static aa::MemSemanticAttr semanticAttr(MLIRContext *ctx, ct::MemoryOrdering ordering) {
  return aa::MemSemanticAttr::get(ctx, convertOrdering(ordering));
}

static aa::RMWMode convertMode(ct::AtomicRMWMode mode) {
  switch (mode) {
  case ct::AtomicRMWMode::AND:
    return aa::RMWMode::AND;
  case ct::AtomicRMWMode::OR:
    return aa::RMWMode::OR;
  case ct::AtomicRMWMode::XOR:
    return aa::RMWMode::XOR;
  case ct::AtomicRMWMode::ADD:
    return aa::RMWMode::ADD;
  case ct::AtomicRMWMode::ADDF:
    return aa::RMWMode::ADDF;
  case ct::AtomicRMWMode::MAX:
    return aa::RMWMode::MAX;
  case ct::AtomicRMWMode::MIN:
    return aa::RMWMode::MIN;
  case ct::AtomicRMWMode::UMAX:
    return aa::RMWMode::UMAX;
  case ct::AtomicRMWMode::UMIN:
    return aa::RMWMode::UMIN;
  case ct::AtomicRMWMode::XCHG:
    return aa::RMWMode::XCHG;
  }
  llvm_unreachable("unknown atomic mode");
}

/// What the program promises about a scalar integer: a divisor and an
/// inclusive signed range, from constants and from the `assume`s it went
/// through.
struct Facts {
  uint64_t divisor = 1;
  std::optional<int64_t> lower, upper;
};

/// A common multiple of two divisors; when the least one does not fit, the
/// larger divisor alone (still a true fact).
static uint64_t combineDivisors(uint64_t a, uint64_t b) {
  uint64_t lcm;
  if (__builtin_mul_overflow(a / std::gcd(a, b), b, &lcm))
    return std::max(a, b);
  return lcm;
}

static Facts factsOf(Value v) {
  Facts facts;
  while (v) {
    if (auto assume = v.getDefiningOp<ct::AssumeOp>()) {
      Attribute predicate = assume.getPredicate();
      if (auto div = dyn_cast<ct::DivByAttr>(predicate); div && !div.getEvery())
        facts.divisor = combineDivisors(facts.divisor, div.getDivisor());
      if (auto bounded = dyn_cast<ct::BoundedAttr>(predicate)) {
        if (auto lo = bounded.getLower())
          facts.lower = facts.lower ? std::max(*facts.lower, *lo) : *lo;
        if (auto hi = bounded.getUpper())
          facts.upper = facts.upper ? std::min(*facts.upper, *hi) : *hi;
      }
      v = assume.getValue();
      continue;
    }
    if (auto constant = v.getDefiningOp<ct::ConstantOp>()) {
      auto dense = dyn_cast<DenseIntElementsAttr>(constant.getValue());
      if (dense && dense.isSplat()) {
        int64_t c = dense.getSplatValue<APInt>().getSExtValue();
        if (c > 0)
          facts.divisor = combineDivisors(facts.divisor, (uint64_t)c);
        facts.lower = c;
        facts.upper = c;
      }
    }
    break;
  }
  return facts;
}

/// A partition view as nv_tileaa sees it. Index `i` steps along tile axis
/// `i`, which runs along tensor axis `dim_map[i]`: the tile at `index` is the
/// block of the tensor with extent `tile[i]` along axis `dim_map[i]`, starting
/// there at `index[i] * tile[i]`. Accesses go through that block in tensor
/// order; the tile is that block permuted by `dim_map`.
struct ViewLayout {
  SmallVector<int64_t> block;    // per tensor axis
  SmallVector<int64_t> toTile;   // tile axis i = block axis toTile[i]
  SmallVector<int64_t> toTensor; // block axis d = tile axis toTensor[d], whose index steps along d
  bool identity = true;

  explicit ViewLayout(ct::PartitionViewType view) {
    ArrayRef<int64_t> tile = view.getTileShape();
    int64_t rank = tile.size();
    block.resize(rank);
    toTile.resize(rank);
    toTensor.resize(rank);
    for (int64_t i = 0; i < rank; ++i) {
      int64_t d = view.getMappedDim(i);
      block[d] = tile[i];
      toTile[i] = d;
      toTensor[d] = i;
      identity &= d == i;
    }
  }
};

/// The dynamic extent of tensor axis `axis` of the view, as the program wrote
/// it when the view is made in sight (null otherwise).
static Value dynamicExtent(Value view, int64_t axis) {
  auto partition = view.getDefiningOp<ct::MakePartitionViewOp>();
  if (!partition)
    return {};
  auto tensorView = partition.getTensorView().getDefiningOp<ct::MakeTensorViewOp>();
  if (!tensorView)
    return {};
  ArrayRef<int64_t> shape = tensorView.getType().getShape();
  int64_t position = llvm::count_if(shape.take_front(axis), ShapedType::isDynamic);
  return tensorView.getDynamicShape()[position];
}

/// Whether every tile at `index` along `axis` stays inside the tensor. An
/// index is below ceil(extent / block), so an extent the block divides keeps
/// every tile whole; otherwise the index's upper bound must keep the tile's
/// end below the extent's lower bound.
static bool provablyInBounds(Value view, int64_t extent, int64_t block, int64_t axis, Value index) {
  Facts ext;
  if (ShapedType::isDynamic(extent)) {
    Value dynamic = dynamicExtent(view, axis);
    if (!dynamic)
      return false;
    ext = factsOf(dynamic);
  } else {
    ext.divisor = extent;
    ext.lower = extent;
  }
  if (ext.divisor % block == 0)
    return true;
  Facts idx = factsOf(index);
  // (upper + 1) * block <= lower, without overflow.
  return idx.lower && *idx.lower >= 0 && idx.upper && ext.lower && *idx.upper < *ext.lower / block;
}

/// The element offsets (per tensor axis) and in-bounds facts of the tile a
/// view access names.
struct ViewAccess {
  SmallVector<Value> offsets;
  SmallVector<bool> inBounds;
};

static ViewAccess lowerViewAccess(Location loc, Value view, const ViewLayout &layout, ValueRange indices,
                                  ValueRange converted, ConversionPatternRewriter &rewriter) {
  ViewAccess access;
  ArrayRef<int64_t> extents = cast<ct::PartitionViewType>(view.getType()).getTensorView().getShape();
  for (auto [axis, size] : llvm::enumerate(layout.block)) {
    int64_t i = layout.toTensor[axis];
    Value step = arith::ConstantIndexOp::create(rewriter, loc, size);
    access.offsets.push_back(arith::MulIOp::create(rewriter, loc, toIndex(rewriter, loc, converted[i]), step));
    access.inBounds.push_back(provablyInBounds(view, extents[axis], size, axis, indices[i]));
  }
  return access;
}

static Value permute(OpBuilder &b, Location loc, Value tile, ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(tile.getType());
  SmallVector<int64_t> shape = llvm::map_to_vector(permutation, [&](int64_t p) { return type.getDimSize(p); });
  return aa::PermuteOp::create(b, loc, RankedTensorType::get(shape, type.getElementType()), tile,
                               b.getDenseI64ArrayAttr(permutation));
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

struct MakeTokenLowering : Lowering<ct::MakeTokenOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MakeTokenOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::CreateMemTokenOp>(op, aa::MemTokenType::get(op.getContext()));
    return success();
  }
};

struct JoinTokensLowering : Lowering<ct::JoinTokensOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::JoinTokensOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::JoinMemTokenOp>(op, aa::MemTokenType::get(op.getContext()),
                                                    adaptor.getTokens());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

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

/// Tile shape, padding and dim_map live in the cuda_tile type and are read by
/// the ops that use the view; the value is the tensor view's memref.
struct MakePartitionViewLowering : Lowering<ct::MakePartitionViewOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MakePartitionViewOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

struct LoadViewLowering : Lowering<ct::LoadViewTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::LoadViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ct::PartitionViewType view = op.getView().getType();
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    ViewLayout layout(view);
    ViewAccess access = lowerViewAccess(loc, op.getView(), layout, op.getIndex(), adaptor.getIndex(), rewriter);
    Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
    auto semantic = semanticAttr(ctx, op.getMemoryOrderingSemantics());
    aa::MemScopeAttr scope = convertScope(ctx, op.getMemoryScope());
    Type elem = view.getTensorView().getElementType();
    Operation *load;
    if (layout.block.empty()) {
      // A rank-0 view holds one element: an ordinary load of it.
      load = aa::LoadOp::create(rewriter, loc, elem, aa::MemTokenType::get(ctx), adaptor.getView(), ValueRange(),
                                Value(), Value(), token, nullptr, nullptr, semantic, scope, nullptr, nullptr);
    } else {
      aa::PaddingAttr padding;
      if (auto value = view.getPaddingValue())
        padding = aa::PaddingAttr::get(ctx, static_cast<aa::Padding>(static_cast<uint32_t>(*value)));
      load = aa::TiledLoadOp::create(rewriter, loc, RankedTensorType::get(layout.block, elem),
                                     aa::MemTokenType::get(ctx), adaptor.getView(), access.offsets, Value(),
                                     Value(), token, padding, rewriter.getDenseBoolArrayAttr(access.inBounds),
                                     semantic, scope, nullptr, nullptr, nullptr);
    }
    carryHints(load, op.getOptimizationHintsAttr());
    Value tile = load->getResult(0);
    if (!layout.identity)
      tile = permute(rewriter, loc, tile, layout.toTile);
    rewriter.replaceOp(op, {tile, load->getResult(1)});
    return success();
  }
};

struct StoreViewLowering : Lowering<ct::StoreViewTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::StoreViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ct::PartitionViewType view = op.getView().getType();
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    ViewLayout layout(view);
    ViewAccess access = lowerViewAccess(loc, op.getView(), layout, op.getIndex(), adaptor.getIndex(), rewriter);
    Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
    auto semantic = semanticAttr(ctx, op.getMemoryOrderingSemantics());
    aa::MemScopeAttr scope = convertScope(ctx, op.getMemoryScope());
    Operation *store;
    if (layout.block.empty()) {
      store = aa::StoreOp::create(rewriter, loc, aa::MemTokenType::get(ctx), adaptor.getView(), adaptor.getTile(),
                                  ValueRange(), Value(), token, nullptr, semantic, scope, nullptr, nullptr);
    } else {
      Value tile = adaptor.getTile();
      if (!layout.identity)
        tile = permute(rewriter, loc, tile, layout.toTensor);
      store = aa::TiledStoreOp::create(rewriter, loc, aa::MemTokenType::get(ctx), adaptor.getView(), tile,
                                       access.offsets, Value(), token,
                                       rewriter.getDenseBoolArrayAttr(access.inBounds), semantic, scope, nullptr, nullptr);
    }
    carryHints(store, op.getOptimizationHintsAttr());
    rewriter.replaceOp(op, store->getResult(0));
    return success();
  }
};

/// Nothing is read back: only the token of the tiled atomic replaces the op.
struct AtomicRedViewLowering : Lowering<ct::AtomicRedViewTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AtomicRedViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ct::PartitionViewType view = op.getView().getType();
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    ViewLayout layout(view);
    ViewAccess access = lowerViewAccess(loc, op.getView(), layout, op.getIndex(), adaptor.getIndex(), rewriter);
    Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
    auto mode = aa::RMWModeAttr::get(ctx, convertMode(op.getMode()));
    auto semantic = semanticAttr(ctx, op.getMemoryOrderingSemantics());
    aa::MemScopeAttr scope = convertScope(ctx, op.getMemoryScope());
    Value result;
    if (layout.block.empty()) {
      Value value = adaptor.getValue();
      auto rmw = aa::AtomicRMWOp::create(rewriter, loc, value.getType(), aa::MemTokenType::get(ctx), mode,
                                         adaptor.getView(), value, ValueRange(), Value(), token, semantic, scope);
      result = rmw.getResultToken();
    } else {
      Value value = adaptor.getValue();
      if (!layout.identity)
        value = permute(rewriter, loc, value, layout.toTensor);
      auto rmw = aa::TiledAtomicRMWOp::create(rewriter, loc, value.getType(), aa::MemTokenType::get(ctx), mode,
                                              adaptor.getView(), value, access.offsets, Value(), token,
                                              rewriter.getDenseBoolArrayAttr(access.inBounds), semantic, scope);
      result = rmw.getResultToken();
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Extent `axis` of the memref divided (rounding up) by `block`, as `type`:
/// a constant for a static extent, else from get_dim_size.
static Value extentOf(OpBuilder &b, Location loc, Value memref, int64_t axis, int64_t block, Type type) {
  int64_t extent = cast<aa::MemRefType>(memref.getType()).getShape()[axis];
  if (!ShapedType::isDynamic(extent))
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, llvm::divideCeil(extent, block)));
  Value size = aa::GetDimSizeOp::create(b, loc, memref, axis);
  if (block != 1)
    size = arith::CeilDivUIOp::create(b, loc, size, arith::ConstantIndexOp::create(b, loc, block));
  return arith::IndexCastUIOp::create(b, loc, type, size);
}

struct GetTensorShapeLowering : Lowering<ct::GetTensorShapeOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::GetTensorShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> results;
    for (auto [axis, result] : llvm::enumerate(op.getResult()))
      results.push_back(extentOf(rewriter, op.getLoc(), adaptor.getSrc(), axis, 1,
                                 getTypeConverter()->convertType(result.getType())));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// In index order: result `i` is ceil(extent[dim_map[i]] / tile[i]).
struct GetIndexSpaceShapeLowering : Lowering<ct::GetIndexSpaceShapeOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ViewLayout layout(op.getSrc().getType());
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResult())) {
      int64_t axis = layout.toTile[i];
      results.push_back(extentOf(rewriter, op.getLoc(), adaptor.getSrc(), axis, layout.block[axis],
                                 getTypeConverter()->convertType(result.getType())));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

/// `ptr + offset * sizeof(pointee)` with the offset read as signed: addptr
/// counts elements, so the offset only needs a signed cast to index.
struct OffsetLowering : Lowering<ct::OffsetOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::OffsetOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type offsetType = adaptor.getOffset().getType();
    Type indexType = rewriter.getIndexType();
    if (auto tensor = dyn_cast<RankedTensorType>(offsetType))
      indexType = RankedTensorType::get(tensor.getShape(), indexType);
    Value offset = arith::IndexCastOp::create(rewriter, op.getLoc(), indexType, adaptor.getOffset());
    rewriter.replaceOpWithNewOp<aa::AddPtrOp>(op, getTypeConverter()->convertType(op.getType()), adaptor.getPtr(),
                                              offset);
    return success();
  }
};

struct IntToPtrLowering : Lowering<ct::IntToPtrOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::IntToPtrOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::IntToPtrOp>(op, getTypeConverter()->convertType(op.getType()),
                                                adaptor.getSource());
    return success();
  }
};

struct PtrToIntLowering : Lowering<ct::PtrToIntOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::PtrToIntOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::PtrToIntOp>(op, getTypeConverter()->convertType(op.getType()),
                                                adaptor.getSource());
    return success();
  }
};

/// nv_tileaa casts pointers only through integers; the address is unchanged.
struct PtrToPtrLowering : Lowering<ct::PtrToPtrOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::PtrToPtrOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type i64 = rewriter.getI64Type();
    if (auto tensor = dyn_cast<RankedTensorType>(adaptor.getSource().getType()))
      i64 = RankedTensorType::get(tensor.getShape(), i64);
    Value bits = aa::PtrToIntOp::create(rewriter, op.getLoc(), i64, adaptor.getSource());
    rewriter.replaceOpWithNewOp<aa::IntToPtrOp>(op, getTypeConverter()->convertType(op.getType()), bits);
    return success();
  }
};

/// A tile of pointers is already per-element addressing: nv_tileaa.load
/// takes it as its base, with the mask and the padding value (`other`).
struct LoadPtrLowering : Lowering<ct::LoadPtrTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::LoadPtrTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Value token = tokenOrFresh(rewriter, op.getLoc(), adaptor.getToken());
    auto load = aa::LoadOp::create(rewriter, op.getLoc(), getTypeConverter()->convertType(op.getResult().getType()),
                                   aa::MemTokenType::get(ctx), adaptor.getSource(), ValueRange(), adaptor.getMask(),
                                   adaptor.getPaddingValue(), token, nullptr, nullptr,
                                   semanticAttr(ctx, op.getMemoryOrderingSemantics()),
                                   convertScope(ctx, op.getMemoryScope()), nullptr, nullptr);
    carryHints(load, op.getOptimizationHintsAttr());
    rewriter.replaceOp(op, load.getResults());
    return success();
  }
};

struct StorePtrLowering : Lowering<ct::StorePtrTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::StorePtrTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Value token = tokenOrFresh(rewriter, op.getLoc(), adaptor.getToken());
    auto store = aa::StoreOp::create(rewriter, op.getLoc(), aa::MemTokenType::get(ctx), adaptor.getDestination(),
                                     adaptor.getValue(), ValueRange(), adaptor.getMask(), token, nullptr,
                                     semanticAttr(ctx, op.getMemoryOrderingSemantics()),
                                     convertScope(ctx, op.getMemoryScope()), nullptr, nullptr);
    carryHints(store, op.getOptimizationHintsAttr());
    rewriter.replaceOp(op, store.getResultToken());
    return success();
  }
};

/// The spec returns `cmp` where the mask is off; nv_tileaa leaves those
/// lanes unspecified, hence the select.
struct AtomicCasLowering : Lowering<ct::AtomicCasTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AtomicCasTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
    auto cas = aa::AtomicCASOp::create(rewriter, loc, adaptor.getCmp().getType(), aa::MemTokenType::get(ctx),
                                       adaptor.getPointers(), adaptor.getCmp(), adaptor.getVal(), ValueRange(),
                                       adaptor.getMask(), token, semanticAttr(ctx, op.getMemoryOrderingSemantics()),
                                       convertScope(ctx, op.getMemoryScope()));
    Value old = cas.getResult();
    if (Value mask = adaptor.getMask())
      old = arith::SelectOp::create(rewriter, loc, mask, old, adaptor.getCmp());
    rewriter.replaceOp(op, {old, cas.getResultToken()});
    return success();
  }
};

struct AtomicRmwLowering : Lowering<ct::AtomicRmwTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AtomicRmwTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Value token = tokenOrFresh(rewriter, op.getLoc(), adaptor.getToken());
    auto rmw = aa::AtomicRMWOp::create(rewriter, op.getLoc(), adaptor.getArg().getType(), aa::MemTokenType::get(ctx),
                                       aa::RMWModeAttr::get(ctx, convertMode(op.getMode())), adaptor.getPointers(),
                                       adaptor.getArg(), ValueRange(), adaptor.getMask(), token,
                                       semanticAttr(ctx, op.getMemoryOrderingSemantics()),
                                       convertScope(ctx, op.getMemoryScope()));
    rewriter.replaceOp(op, rmw.getResults());
    return success();
  }
};

/// nv_tileaa has no block-private (or per-block global) allocation to lower
/// into.
struct AllocaLowering : Lowering<ct::AllocaOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AllocaOp op, OpAdaptor, ConversionPatternRewriter &) const override {
    return op.emitOpError("has no nv_tileaa counterpart (no per-tile-block allocation): "
                          "convert-cuda-tile-to-tileaa cannot lower it");
  }
};

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

struct GlobalLowering : Lowering<ct::GlobalOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::GlobalOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto value = cast<DenseElementsAttr>(op.getValue());
    auto type = cast<RankedTensorType>(getTypeConverter()->convertType(op.getTileType()));
    auto global = aa::GlobalOp::create(rewriter, op.getLoc(), op.getSymNameAttr(), TypeAttr::get(type),
                                       value.reshape(type), op.getConstantAttr(), op.getAlignmentAttr());
    // Public is what a symbol without visibility is.
    if (auto visibility = op.getSymVisibilityAttr(); visibility && visibility.getValue() != "public")
      global->setAttr(SymbolTable::getVisibilityAttrName(), visibility);
    rewriter.eraseOp(op);
    return success();
  }
};

struct GetGlobalLowering : Lowering<ct::GetGlobalOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::GetGlobalOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::GetGlobalOp>(op, getTypeConverter()->convertType(op.getType()),
                                                 op.getNameAttr());
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateMemoryPatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeTokenLowering, JoinTokensLowering, MakeTensorViewLowering, MakePartitionViewLowering,
               LoadViewLowering, StoreViewLowering, AtomicRedViewLowering, GetTensorShapeLowering,
               GetIndexSpaceShapeLowering, OffsetLowering, IntToPtrLowering, PtrToIntLowering, PtrToPtrLowering,
               LoadPtrLowering, StorePtrLowering, AtomicCasLowering, AtomicRmwLowering, AllocaLowering,
               GlobalLowering, GetGlobalLowering>(converter, patterns.getContext());
}
