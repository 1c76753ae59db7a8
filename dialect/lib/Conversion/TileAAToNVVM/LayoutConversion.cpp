//===- LayoutConversion.cpp - nv_tileaa.convert_layout ---------------------===//
//
// Between two register layouts that put every element in the same register
// of the same thread nothing moves; where each thread holds the same
// elements in other registers, they are renamed; otherwise the source goes through the
// shared scratch (owners write, barrier, every thread reads what the result
// layout gives it). To a shared tile: the owners write their registers,
// vectors at a time, into the tile's own swizzled array between two
// barriers (a conversion right after another one shares its barrier). From
// a shared tile: each register reads its element.
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"
#include "SharedMemory.h"
#include "SharedTiles.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

Value mlir::nv_tileaa::to_nvvm::swizzledIndex(OpBuilder &b, Location loc, aa::SharedLayoutAttr layout,
                                              ArrayRef<int64_t> shape, Value row, Value col) {
  // order [1, 0]: columns contiguous; [0, 1]: rows contiguous.
  bool rowMajor = layout.getOrder()[0] == 1;
  Value inner = rowMajor ? col : row, outer = rowMajor ? row : col;
  int64_t innerExtent = rowMajor ? shape[1] : shape[0], outerExtent = rowMajor ? shape[0] : shape[1];
  int64_t vec = layout.getVec(), groups = innerExtent / vec;
  int64_t maxPhase = std::min<int64_t>(layout.getMaxPhase(), groups);
  if (maxPhase <= 1)
    return LLVM::AddOp::create(b, loc, LLVM::MulOp::create(b, loc, outer, i32Const(b, loc, innerExtent)), inner);
  // Group g of line r is stored at g xor ((r / perPhase) mod maxPhase), in
  // the panel of its line that `inner` falls in.
  int64_t panel = sharedPanelElements(layout, innerExtent);
  Value index = LLVM::MulOp::create(b, loc, outer, i32Const(b, loc, panel));
  Value within = inner;
  if (panel < innerExtent) {
    Value panelIndex = LLVM::LShrOp::create(b, loc, inner, i32Const(b, loc, llvm::Log2_64(panel)));
    index = LLVM::AddOp::create(b, loc, index,
                                LLVM::MulOp::create(b, loc, panelIndex, i32Const(b, loc, panel * outerExtent)));
    within = LLVM::AndOp::create(b, loc, inner, i32Const(b, loc, panel - 1));
  }
  Value phase = outer;
  if (layout.getPerPhase() > 1)
    phase = LLVM::LShrOp::create(b, loc, phase, i32Const(b, loc, llvm::Log2_64(layout.getPerPhase())));
  phase = LLVM::AndOp::create(b, loc, phase, i32Const(b, loc, maxPhase - 1));
  Value swizzle = LLVM::ShlOp::create(b, loc, phase, i32Const(b, loc, llvm::Log2_64(vec)));
  return LLVM::AddOp::create(b, loc, index, LLVM::XOrOp::create(b, loc, within, swizzle));
}

int64_t mlir::nv_tileaa::to_nvvm::sharedPanelElements(aa::SharedLayoutAttr layout, int64_t lineElements) {
  int64_t maxPhase = std::min<int64_t>(layout.getMaxPhase(), lineElements / layout.getVec());
  if (maxPhase <= 1)
    return lineElements;
  return std::min<int64_t>(lineElements, int64_t(layout.getVec()) * maxPhase);
}

void mlir::nv_tileaa::to_nvvm::writeSharedTile(OpBuilder &rewriter, Location loc, const TileTypeConverter &converter,
                                               Value base, Value regs, RankedTensorType source,
                                               aa::SharedLayoutAttr shared) {
  aa::TileLayout layout = converter.layoutOf(source);
  const aa::LinearLayout &linear = layout.getLinear();
  Type elem = converter.convertType(source.getElementType());
  int64_t elemBytes = sharedElementBytes(source.getElementType());
  // An f4E2M1FN element (an i4) takes a byte, zero-extended: a vector of
  // i4 would be stored bit-packed.
  Type stored = isa<Float4E2M1FNType>(source.getElementType()) ? rewriter.getI8Type() : elem;
  auto element = [&](OpBuilder &b, Location l, int64_t r) -> Value {
    Value v = LLVM::ExtractValueOp::create(b, l, regs, r);
    return stored == elem ? v : LLVM::ZExtOp::create(b, l, stored, v).getResult();
  };
  Value tid = threadId(rewriter, loc);
  // Vectors of up to 16 bytes that stay within one swizzle group.
  int64_t contiguousDim = shared.getOrder()[0];
  int64_t vec = std::min<int64_t>({linear.contiguousRegisters(contiguousDim), 16 / elemBytes,
                                   (int64_t)shared.getVec()});
  vec = std::max<int64_t>(vec, 1);
  auto writeAll = [&](OpBuilder &b, Location l) {
    Type vecType = vec > 1 ? Type(VectorType::get({vec}, stored)) : stored;
    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; r += vec) {
      SmallVector<Value> coords = layout.coordinates(b, l, tid, r);
      Value index = swizzledIndex(b, l, shared, source.getShape(), coords[0], coords[1]);
      Value address = LLVM::GEPOp::create(b, l, base.getType(), stored, base, ValueRange{index},
                                          LLVM::GEPNoWrapFlags::inbounds);
      Value value;
      if (vec == 1) {
        value = element(b, l, r);
      } else {
        value = LLVM::PoisonOp::create(b, l, vecType);
        for (int64_t i = 0; i < vec; ++i)
          value = LLVM::InsertElementOp::create(b, l, value, element(b, l, r + i), i32Const(b, l, i));
      }
      LLVM::StoreOp::create(b, l, value, address, vec * elemBytes);
    }
  };
  if (layout.isReplicated()) {
    scf::IfOp::create(rewriter, loc, layout.isOwner(rewriter, loc, tid), [&](OpBuilder &b, Location l) {
      writeAll(b, l);
      scf::YieldOp::create(b, l);
    });
  } else {
    writeAll(rewriter, loc);
  }
}

namespace {

/// The shared array of the tile `op` makes, one per conversion.
Value sharedTileArray(OpBuilder &b, Operation *op, RankedTensorType type, const TileTypeConverter &converter) {
  std::string name;
  llvm::raw_string_ostream os(name);
  os << "__tileaa_tile_" << converter.sharedTiles->names.lookup(op);
  int64_t bytes = type.getNumElements() * sharedElementBytes(type.getElementType());
  // Swizzled panels repeat every 8 lines of up to 128 bytes: wgmma's
  // descriptors and TMA apply the swizzle to address bits 4-9, so the
  // pattern must start at a 1024-byte boundary.
  return sharedArray(b, op->getLoc(), op, name, b.getI8Type(), llvm::alignTo(bytes, 16), /*alignment=*/1024);
}

struct ConvertLayoutLowering : TilePattern<aa::ConvertLayoutOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ConvertLayoutOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto source = op.getSource().getType(), result = op.getType();
    if (TileTypeConverter::isSharedTile(result))
      return toShared(op, adaptor.getSource(), rewriter);
    if (TileTypeConverter::isSharedTile(source))
      return fromShared(op, adaptor.getSource(), rewriter);
    aa::TileLayout sourceLayout = converter.layoutOf(source), resultLayout = converter.layoutOf(result);
    const aa::LinearLayout &from = sourceLayout.getLinear(), &to = resultLayout.getLinear();
    if (from == to) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    if (Value permuted = permuteRegisters(op, from, to, adaptor.getSource(), rewriter)) {
      rewriter.replaceOp(op, permuted);
      return success();
    }
    ArrayRef<int64_t> shape = result.getShape();
    rewriter.replaceOp(op, gatherThroughShared(rewriter, op, converter, {adaptor.getSource()}, {source}, result,
                                               [&](OpBuilder &b, ValueRange coords) {
                                                 return linearize(b, loc, coords, shape);
                                               }));
    return success();
  }

  /// When both layouts give each lane and warp the same elements (an mma
  /// accumulator and the dot_op A operand of a dot of the same warps, as
  /// attention's second product takes the first's probabilities), the
  /// result's registers are the source's in another order: nothing moves
  /// between threads. Null otherwise.
  Value permuteRegisters(aa::ConvertLayoutOp op, const aa::LinearLayout &from, const aa::LinearLayout &to,
                         Value source, ConversionPatternRewriter &rewriter) const {
    if (from.lanes != to.lanes || from.warps != to.warps)
      return Value();
    return gatherRegisters(rewriter, op.getLoc(), converter.convertType(op.getType()), source, from, to);
  }

  LogicalResult toShared(aa::ConvertLayoutOp op, Value regs, ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    RankedTensorType source = op.getSource().getType(), result = op.getType();
    auto shared = cast<aa::SharedLayoutAttr>(result.getEncoding());
    Value base = sharedTileArray(rewriter, op, op.getType(), converter);
    // The tile's array is written only here: outside a loop, nobody can
    // still be reading an earlier value of it.
    bool topLevel = isKernelTopLevel(op);
    if (!converter.sharedTiles->followsAnother.contains(op) && !topLevel)
      ctaBarrier(rewriter, loc);
    writeSharedTile(rewriter, loc, converter, base, regs, source, shared);
    if (!converter.sharedTiles->followedByAnother.contains(op))
      ctaBarrier(rewriter, loc);
    rewriter.replaceOp(op, base);
    return success();
  }

  /// Each thread reads its registers' elements, in vectors of up to 16
  /// bytes within a swizzle group (its contiguous registers along the lines).
  LogicalResult fromShared(aa::ConvertLayoutOp op, Value base, ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    RankedTensorType source = op.getSource().getType(), result = op.getType();
    auto shared = cast<aa::SharedLayoutAttr>(source.getEncoding());
    aa::TileLayout layout = converter.layoutOf(result);
    Type elem = converter.convertType(result.getElementType());
    int64_t elemBytes = sharedElementBytes(result.getElementType());
    int64_t vec = std::min<int64_t>({layout.getLinear().contiguousRegisters(shared.getOrder()[0]), 16 / elemBytes,
                                     (int64_t)shared.getVec()});
    vec = std::max<int64_t>(vec, 1);
    Value tid = threadId(rewriter, loc);
    Value regs = LLVM::PoisonOp::create(rewriter, loc, converter.convertType(result));
    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; r += vec) {
      SmallVector<Value> coords = layout.coordinates(rewriter, loc, tid, r);
      Value index = swizzledIndex(rewriter, loc, shared, result.getShape(), coords[0], coords[1]);
      Value address = LLVM::GEPOp::create(rewriter, loc, base.getType(), elem, base, ValueRange{index},
                                          LLVM::GEPNoWrapFlags::inbounds);
      if (vec == 1) {
        regs = LLVM::InsertValueOp::create(rewriter, loc, regs,
                                           LLVM::LoadOp::create(rewriter, loc, elem, address, elemBytes), r);
        continue;
      }
      Value vector = LLVM::LoadOp::create(rewriter, loc, VectorType::get({vec}, elem), address, vec * elemBytes);
      for (int64_t i = 0; i < vec; ++i)
        regs = LLVM::InsertValueOp::create(
            rewriter, loc, regs, LLVM::ExtractElementOp::create(rewriter, loc, vector, i32Const(rewriter, loc, i)),
            r + i);
    }
    rewriter.replaceOp(op, regs);
    return success();
  }
};

/// A ring of shared tiles: an array of its own, like a converted tile's.
struct LocalAllocLowering : TilePattern<aa::LocalAllocOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::LocalAllocOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, sharedTileArray(rewriter, op, op.getType(), converter));
    return success();
  }
};

/// Slot `slot` of a ring starts slot * (one tile's bytes) in.
struct LocalSliceLowering : TilePattern<aa::LocalSliceOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::LocalSliceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType tile = op.getType();
    int64_t bytes = tile.getNumElements() * sharedElementBytes(tile.getElementType());
    Value slot = LLVM::TruncOp::create(rewriter, loc, rewriter.getI32Type(), adaptor.getSlot());
    Value offset = LLVM::MulOp::create(rewriter, loc, slot, i32Const(rewriter, loc, bytes));
    rewriter.replaceOp(op, LLVM::GEPOp::create(rewriter, loc, adaptor.getRing().getType(), rewriter.getI8Type(),
                                               adaptor.getRing(), ValueRange{offset}, LLVM::GEPNoWrapFlags::inbounds));
    return success();
  }
};

} // namespace

void mlir::nv_tileaa::to_nvvm::populateLayoutConversionPatterns(TileTypeConverter &converter,
                                                                RewritePatternSet &patterns) {
  patterns.add<ConvertLayoutLowering, LocalAllocLowering, LocalSliceLowering>(converter, patterns.getContext());
}
