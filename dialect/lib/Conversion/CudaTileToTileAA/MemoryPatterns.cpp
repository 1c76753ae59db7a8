//===- MemoryPatterns.cpp - tokens, views, pointers, atomics, globals -------===//
//
// Views become memrefs that carry base, sizes and strides, accessed by
// tiled_load / tiled_store / tiled_atomic_rmw at the tile's element offset
// (gather_load / scatter_store at per-element coordinates through a
// gather_scatter_view); tiles of pointers are accessed element by element (load, store,
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

/// A grid view as nv_tileaa sees it. Index `i` steps along tile axis `i`,
/// which runs along tensor axis `dim_map[i]`: the tile at `index` is the
/// block of the tensor with extent `tile[i]` along axis `dim_map[i]`, starting
/// there at `index[i] * step[i]` (the tile extent for a partition_view, the
/// traversal stride for a strided_view). Accesses go through that block in
/// tensor order; the tile is that block permuted by `dim_map`.
struct ViewLayout {
  SmallVector<int64_t> block;    // per tensor axis
  SmallVector<int64_t> step;     // per tensor axis: elements between consecutive tiles
  SmallVector<int64_t> toTile;   // tile axis i = block axis toTile[i]
  SmallVector<int64_t> toTensor; // block axis d = tile axis toTensor[d], whose index steps along d
  bool identity = true;

  explicit ViewLayout(ct::TileViewTypeInterface view) {
    ArrayRef<int64_t> tile = view.getTileShape();
    int64_t rank = tile.size();
    block.resize(rank);
    step.resize(rank);
    toTile.resize(rank);
    toTensor.resize(rank);
    for (int64_t i = 0; i < rank; ++i) {
      int64_t d = i, stride = tile[i];
      if (auto partition = dyn_cast<ct::PartitionViewType>(view)) {
        d = partition.getMappedDim(i);
      } else if (auto strided = dyn_cast<ct::StridedViewType>(view)) {
        d = strided.getMappedDim(i);
        stride = strided.getTraversalStrides()[i];
      }
      block[d] = tile[i];
      step[d] = stride;
      toTile[i] = d;
      toTensor[d] = i;
      identity &= d == i;
    }
  }
};

/// The dynamic extent of tensor axis `axis` of the view, as the program wrote
/// it when the view is made in sight (null otherwise).
static Value dynamicExtent(Value view, int64_t axis) {
  Operation *made = view.getDefiningOp();
  if (!isa_and_nonnull<ct::MakePartitionViewOp, ct::MakeStridedViewOp, ct::MakeGatherScatterViewOp>(made))
    return {};
  auto tensorView = made->getOperand(0).getDefiningOp<ct::MakeTensorViewOp>();
  if (!tensorView)
    return {};
  ArrayRef<int64_t> shape = tensorView.getType().getShape();
  int64_t position = llvm::count_if(shape.take_front(axis), ShapedType::isDynamic);
  return tensorView.getDynamicShape()[position];
}

/// Whether every tile at `index` along `axis` stays inside the tensor. An
/// index is below ceil(extent / step), so the last tile starts at
/// (ceil(extent / step) - 1) * step: a static extent decides whether it ends
/// within the tensor; a dynamic one that step divides does when tiles do not
/// overlap (block <= step). Otherwise the index's upper bound must keep the
/// tile's end within the extent's lower bound.
static bool provablyInBounds(Value view, int64_t extent, int64_t block, int64_t step, int64_t axis, Value index) {
  Facts ext;
  if (ShapedType::isDynamic(extent)) {
    Value dynamic = dynamicExtent(view, axis);
    if (!dynamic)
      return false;
    ext = factsOf(dynamic);
    if (block <= step && ext.divisor % step == 0)
      return true;
  } else {
    if (extent > 0 && (llvm::divideCeil(extent, step) - 1) * step + block <= extent)
      return true;
    ext.lower = extent;
  }
  Facts idx = factsOf(index);
  // upper * step + block <= lower, without overflow.
  return idx.lower && *idx.lower >= 0 && idx.upper && ext.lower && *ext.lower >= block &&
         *idx.upper <= (*ext.lower - block) / step;
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
  ArrayRef<int64_t> extents = cast<ct::TileViewTypeInterface>(view.getType()).getTensorView().getShape();
  for (auto [axis, size] : llvm::enumerate(layout.block)) {
    int64_t i = layout.toTensor[axis];
    Value step = arith::ConstantIndexOp::create(rewriter, loc, layout.step[axis]);
    access.offsets.push_back(arith::MulIOp::create(rewriter, loc, toIndex(rewriter, loc, converted[i]), step));
    access.inBounds.push_back(provablyInBounds(view, extents[axis], size, layout.step[axis], axis, indices[i]));
  }
  return access;
}

/// A gather_scatter_view access in nv_tileaa's gather/scatter addressing:
/// one coordinate tile per tensor axis, in the tile's shape, and in-bounds
/// facts per axis. Along the sparse axis every row takes its coordinate from
/// the index tile, read as unsigned: a negative one lies past the extent like
/// any other coordinate >= it, out of bounds (padded on load, skipped on
/// store). Along the other axes, the tile index times the tile extent plus
/// the position, whose bounds facts are a partition view's.
struct GatherAccess {
  SmallVector<Value> coordinates;
  SmallVector<bool> inBounds;
};

static GatherAccess lowerGatherAccess(Location loc, Value view, ct::GatherScatterViewType type, ValueRange indices,
                                      ValueRange converted, ConversionPatternRewriter &rewriter) {
  GatherAccess access;
  ArrayRef<int64_t> tile = type.getTileShape();
  ArrayRef<int64_t> extents = type.getTensorView().getShape();
  int64_t rank = tile.size(), sparse = type.getSparseDim();
  Type index = rewriter.getIndexType();
  for (int64_t d = 0; d < rank; ++d) {
    auto line = RankedTensorType::get({tile[d]}, index);
    Value coordinates;
    if (d == sparse) {
      coordinates = arith::IndexCastUIOp::create(rewriter, loc, line, converted[d]);
    } else {
      Value start = arith::MulIOp::create(rewriter, loc, toIndex(rewriter, loc, converted[d]),
                                          arith::ConstantIndexOp::create(rewriter, loc, tile[d]));
      Value range = aa::MakeRangeOp::create(rewriter, loc, line, rewriter.getI64IntegerAttr(0),
                                            rewriter.getI64IntegerAttr(tile[d]));
      coordinates = arith::AddIOp::create(rewriter, loc, range, aa::SplatOp::create(rewriter, loc, line, start));
    }
    // The line along axis d, repeated along the others.
    if (rank > 1) {
      SmallVector<int64_t> shape(rank, 1);
      shape[d] = tile[d];
      coordinates = aa::ViewOp::create(rewriter, loc, RankedTensorType::get(shape, index), coordinates);
      coordinates = aa::BroadcastOp::create(rewriter, loc, RankedTensorType::get(tile, index), coordinates);
    }
    access.coordinates.push_back(coordinates);
    access.inBounds.push_back(d != sparse && provablyInBounds(view, extents[d], tile[d], tile[d], d, indices[d]));
  }
  return access;
}

static aa::PaddingAttr paddingAttr(MLIRContext *ctx, ct::TileViewTypeInterface view) {
  if (auto value = view.getPaddingValue())
    return aa::PaddingAttr::get(ctx, static_cast<aa::Padding>(static_cast<uint32_t>(*value)));
  return {};
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

/// The tensor view of a view or tensor-view type.
static ct::TensorViewType tensorViewOf(Type type) {
  if (auto tensor = dyn_cast<ct::TensorViewType>(type))
    return tensor;
  return cast<ct::TileViewTypeInterface>(type).getTensorView();
}

/// `v` viewed as `type` (row-major), or `v` when it has that type.
static Value viewAs(OpBuilder &b, Location loc, Value v, RankedTensorType type) {
  return v.getType() == type ? v : aa::ViewOp::create(b, loc, type, v).getResult();
}

/// The permutation moving `axis` of a rank-`rank` tile last, and its inverse.
static std::pair<SmallVector<int64_t>, SmallVector<int64_t>> axisLast(int64_t rank, int64_t axis) {
  SmallVector<int64_t> there, back(rank);
  for (int64_t i = 0; i < rank; ++i)
    if (i != axis)
      there.push_back(i);
  there.push_back(axis);
  for (int64_t i = 0; i < rank; ++i)
    back[there[i]] = i;
  return {there, back};
}

/// The 4-bit tile of `shape` (tensor order) whose elements `bytes` holds two
/// to a byte along `axis`: in row-major order with that axis last, byte k
/// holds elements 2k and 2k + 1, as unpack reads them.
static Value unpackAlong(OpBuilder &b, Location loc, Value bytes, int64_t axis, ArrayRef<int64_t> shape, Type elem) {
  int64_t rank = shape.size(), count = ShapedType::getNumElements(shape);
  auto [there, back] = axisLast(rank, axis);
  bool moved = axis != rank - 1;
  if (moved)
    bytes = permute(b, loc, bytes, there);
  auto byteType = cast<RankedTensorType>(bytes.getType());
  Value line = viewAs(b, loc, bytes, RankedTensorType::get({byteType.getNumElements()}, b.getI8Type()));
  Value elems = unpackBytes(b, loc, line, RankedTensorType::get({count}, elem));
  SmallVector<int64_t> lastShape = llvm::map_to_vector(there, [&](int64_t i) { return shape[i]; });
  Value tile = viewAs(b, loc, elems, RankedTensorType::get(lastShape, elem));
  return moved ? permute(b, loc, tile, back) : tile;
}

/// The inverse of unpackAlong: the bytes of the 4-bit `tile` along `axis`.
static Value packAlong(OpBuilder &b, Location loc, Value tile, int64_t axis) {
  auto type = cast<RankedTensorType>(tile.getType());
  int64_t rank = type.getRank();
  auto [there, back] = axisLast(rank, axis);
  bool moved = axis != rank - 1;
  if (moved)
    tile = permute(b, loc, tile, there);
  auto lastType = cast<RankedTensorType>(tile.getType());
  Value line = viewAs(b, loc, tile, RankedTensorType::get({lastType.getNumElements()}, type.getElementType()));
  Value bytes = packBytes(b, loc, line, RankedTensorType::get({lastType.getNumElements() / 2}, b.getI8Type()));
  SmallVector<int64_t> byteShape(lastType.getShape());
  byteShape.back() /= 2;
  Value shaped = viewAs(b, loc, bytes, RankedTensorType::get(byteShape, b.getI8Type()));
  return moved ? permute(b, loc, shaped, back) : shaped;
}

/// Why a view access of 4-bit elements cannot be made of whole bytes (empty
/// if it can): it must be a partition view whose tiles have an even extent
/// along the packed axis, padded with zero if at all.
static std::string whyNotPacked(ct::TileViewTypeInterface view, int64_t axis, const ViewLayout &layout) {
  if (!isa<ct::PartitionViewType>(view))
    return "a strided or gather/scatter view of 4-bit elements (two per byte) is not supported by "
           "convert-cuda-tile-to-tileaa yet";
  if (layout.block[axis] % 2 != 0)
    return "a tile of 4-bit elements must span an even number of them along the axis they are packed in (" +
           std::to_string(axis) + ")";
  if (std::optional<ct::PaddingValue> padding = view.getPaddingValue(); padding && *padding != ct::PaddingValue::zero)
    return "4-bit elements are padded with zero only here";
  return "";
}

/// A packed view's sizes and strides count bytes: `values`, the dynamic ones
/// of a tensor view's `extents` (sizes or strides), halved at the axes
/// `halve` selects.
static SmallVector<Value> halveDynamic(OpBuilder &b, Location loc, SmallVector<Value> values,
                                       ArrayRef<int64_t> extents, llvm::function_ref<bool(int64_t)> halve) {
  unsigned next = 0;
  for (auto [axis, extent] : llvm::enumerate(extents)) {
    if (!ShapedType::isDynamic(extent))
      continue;
    Value &v = values[next++];
    if (halve(axis))
      v = arith::DivUIOp::create(b, loc, v, arith::ConstantIndexOp::create(b, loc, 2));
  }
  return values;
}

struct MakeTensorViewLowering : Lowering<ct::MakeTensorViewOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::MakeTensorViewOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ct::TensorViewType view = op.getType();
    auto type = dyn_cast_if_present<aa::MemRefType>(getTypeConverter()->convertType(view));
    if (!type)
      return op.emitOpError("of 4-bit ")
             << view.getElementType()
             << " elements needs an axis of static stride 1 along which they pack two to a byte, and even static "
                "strides along the others";
    Location loc = op.getLoc();
    auto toIndices = [&](ValueRange values) {
      return llvm::map_to_vector(values, [&](Value v) { return toIndex(rewriter, loc, v); });
    };
    SmallVector<Value> sizes = toIndices(adaptor.getDynamicShape()), strides = toIndices(adaptor.getDynamicStrides());
    Value base = adaptor.getBase();
    if (std::optional<int64_t> packed = packedAxis(view)) {
      // Extents are even along the packed axis (13.3 §1.1).
      sizes = halveDynamic(rewriter, loc, sizes, view.getShape(), [&](int64_t axis) { return axis == *packed; });
      strides = halveDynamic(rewriter, loc, strides, view.getStrides(), [&](int64_t axis) { return axis != *packed; });
      // The same address, as a pointer to the bytes (through an integer,
      // nv_tileaa's only pointer cast).
      Value bits = aa::PtrToIntOp::create(rewriter, loc, rewriter.getI64Type(), base);
      base = aa::IntToPtrOp::create(
          rewriter, loc, aa::PointerType::get(op.getContext(), rewriter.getI8Type(), kGlobalAddressSpace), bits);
    }
    rewriter.replaceOpWithNewOp<aa::MakeMemRefOp>(op, type, base, /*offset=*/Value(), sizes, strides);
    return success();
  }
};

/// Tile shape, strides, padding and dim_map live in the cuda_tile type and
/// are read by the ops that use the view; the value is the tensor view's memref.
template <typename MakeViewOp> struct MakeViewLowering : Lowering<MakeViewOp> {
  using Lowering<MakeViewOp>::Lowering;
  LogicalResult matchAndRewrite(MakeViewOp op, typename MakeViewOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

struct LoadViewLowering : Lowering<ct::LoadViewTkoOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::LoadViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ct::TileViewTypeInterface view = op.getView().getType();
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    auto semantic = semanticAttr(ctx, op.getMemoryOrderingSemantics());
    aa::MemScopeAttr scope = convertScope(ctx, op.getMemoryScope());
    Type elem = view.getTensorView().getElementType();
    if (auto gather = dyn_cast<ct::GatherScatterViewType>(view)) {
      GatherAccess access = lowerGatherAccess(loc, op.getView(), gather, op.getIndex(), adaptor.getIndex(), rewriter);
      Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
      auto load = aa::GatherLoadOp::create(rewriter, loc, RankedTensorType::get(gather.getTileShape(), elem),
                                           aa::MemTokenType::get(ctx), adaptor.getView(), access.coordinates, Value(),
                                           Value(), token, paddingAttr(ctx, view), nullptr, nullptr, semantic, scope,
                                           rewriter.getDenseBoolArrayAttr(access.inBounds));
      carryHints(load, op.getOptimizationHintsAttr());
      rewriter.replaceOp(op, load.getResults());
      return success();
    }
    ViewLayout layout(view);
    std::optional<int64_t> packed = packedAxis(view.getTensorView());
    if (packed)
      if (std::string why = whyNotPacked(view, *packed, layout); !why.empty())
        return op.emitOpError(why);
    ViewAccess access = lowerViewAccess(loc, op.getView(), layout, op.getIndex(), adaptor.getIndex(), rewriter);
    Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
    Operation *load;
    if (packed) {
      // The bytes of the block, then its elements.
      SmallVector<int64_t> bytes(layout.block);
      bytes[*packed] /= 2;
      access.offsets[*packed] = arith::DivUIOp::create(rewriter, loc, access.offsets[*packed],
                                                       arith::ConstantIndexOp::create(rewriter, loc, 2));
      load = aa::TiledLoadOp::create(rewriter, loc, RankedTensorType::get(bytes, rewriter.getI8Type()),
                                     aa::MemTokenType::get(ctx), adaptor.getView(), access.offsets, Value(),
                                     Value(), token, paddingAttr(ctx, view),
                                     rewriter.getDenseBoolArrayAttr(access.inBounds), semantic, scope, nullptr,
                                     nullptr, nullptr);
    } else if (layout.block.empty()) {
      // A rank-0 view holds one element: an ordinary load of it.
      load = aa::LoadOp::create(rewriter, loc, elem, aa::MemTokenType::get(ctx), adaptor.getView(), ValueRange(),
                                Value(), Value(), token, nullptr, nullptr, semantic, scope, nullptr, nullptr);
    } else {
      load = aa::TiledLoadOp::create(rewriter, loc, RankedTensorType::get(layout.block, elem),
                                     aa::MemTokenType::get(ctx), adaptor.getView(), access.offsets, Value(),
                                     Value(), token, paddingAttr(ctx, view),
                                     rewriter.getDenseBoolArrayAttr(access.inBounds), semantic, scope, nullptr,
                                     nullptr, nullptr);
    }
    carryHints(load, op.getOptimizationHintsAttr());
    Value tile = load->getResult(0);
    if (packed)
      tile = unpackAlong(rewriter, loc, tile, *packed, layout.block, elem);
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
    ct::TileViewTypeInterface view = op.getView().getType();
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    auto semantic = semanticAttr(ctx, op.getMemoryOrderingSemantics());
    aa::MemScopeAttr scope = convertScope(ctx, op.getMemoryScope());
    if (auto gather = dyn_cast<ct::GatherScatterViewType>(view)) {
      GatherAccess access = lowerGatherAccess(loc, op.getView(), gather, op.getIndex(), adaptor.getIndex(), rewriter);
      Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
      auto store = aa::ScatterStoreOp::create(rewriter, loc, aa::MemTokenType::get(ctx), adaptor.getView(),
                                              adaptor.getTile(), access.coordinates, Value(), token, nullptr,
                                              semantic, scope, rewriter.getDenseBoolArrayAttr(access.inBounds));
      carryHints(store, op.getOptimizationHintsAttr());
      rewriter.replaceOp(op, store.getResultToken());
      return success();
    }
    ViewLayout layout(view);
    std::optional<int64_t> packed = packedAxis(view.getTensorView());
    if (packed)
      if (std::string why = whyNotPacked(view, *packed, layout); !why.empty())
        return op.emitOpError(why);
    ViewAccess access = lowerViewAccess(loc, op.getView(), layout, op.getIndex(), adaptor.getIndex(), rewriter);
    Value token = tokenOrFresh(rewriter, loc, adaptor.getToken());
    Operation *store;
    if (layout.block.empty()) {
      store = aa::StoreOp::create(rewriter, loc, aa::MemTokenType::get(ctx), adaptor.getView(), adaptor.getTile(),
                                  ValueRange(), Value(), token, nullptr, semantic, scope, nullptr, nullptr);
    } else {
      Value tile = adaptor.getTile();
      if (!layout.identity)
        tile = permute(rewriter, loc, tile, layout.toTensor);
      if (packed) {
        tile = packAlong(rewriter, loc, tile, *packed);
        access.offsets[*packed] = arith::DivUIOp::create(rewriter, loc, access.offsets[*packed],
                                                         arith::ConstantIndexOp::create(rewriter, loc, 2));
      }
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
    ct::TileViewTypeInterface view = op.getView().getType();
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

/// Extent `axis` of the tensor view `view` (converted: `memref`) divided
/// (rounding up) by `block`, as `type`: a constant for a static extent, else
/// from get_dim_size (twice the bytes along a packed axis).
static Value extentOf(OpBuilder &b, Location loc, Type view, Value memref, int64_t axis, int64_t block, Type type) {
  ct::TensorViewType tensor = tensorViewOf(view);
  int64_t extent = tensor.getShape()[axis];
  if (!ShapedType::isDynamic(extent))
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, llvm::divideCeil(extent, block)));
  Value size = aa::GetDimSizeOp::create(b, loc, memref, axis);
  if (packedAxis(tensor) == axis)
    size = arith::MulIOp::create(b, loc, size, arith::ConstantIndexOp::create(b, loc, 2));
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
      results.push_back(extentOf(rewriter, op.getLoc(), op.getSrc().getType(), adaptor.getSrc(), axis, 1,
                                 getTypeConverter()->convertType(result.getType())));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// In index order: result `i` is ceil(extent[dim_map[i]] / step[i]), the
/// step being the tile extent (the traversal stride of a strided view).
struct GetIndexSpaceShapeLowering : Lowering<ct::GetIndexSpaceShapeOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ViewLayout layout(op.getSrc().getType());
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResult())) {
      int64_t axis = layout.toTile[i];
      // A gather's sparse position counts every coordinate it may name.
      int64_t step = layout.step[axis];
      if (auto gather = dyn_cast<ct::GatherScatterViewType>(op.getSrc().getType());
          gather && gather.getSparseDim() == axis)
        step = 1;
      results.push_back(extentOf(rewriter, op.getLoc(), op.getSrc().getType(), adaptor.getSrc(), axis, step,
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

/// The storage ends with the op's block, which the structured control flow
/// keeps: the block's remaining ops stay in one region.
struct AllocaLowering : Lowering<ct::AllocaOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::AllocaOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::AllocaOp>(op, getTypeConverter()->convertType(op.getType()), op.getNumElem(),
                                              op.getAlignment(), op.getGlobal());
    return success();
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
  patterns.add<MakeTokenLowering, JoinTokensLowering, MakeTensorViewLowering, MakeViewLowering<ct::MakePartitionViewOp>,
               MakeViewLowering<ct::MakeStridedViewOp>, MakeViewLowering<ct::MakeGatherScatterViewOp>,
               LoadViewLowering, StoreViewLowering, AtomicRedViewLowering, GetTensorShapeLowering,
               GetIndexSpaceShapeLowering, OffsetLowering, IntToPtrLowering, PtrToIntLowering, PtrToPtrLowering,
               LoadPtrLowering, StorePtrLowering, AtomicCasLowering, AtomicRmwLowering, AllocaLowering,
               GlobalLowering, GetGlobalLowering>(converter, patterns.getContext());
}
