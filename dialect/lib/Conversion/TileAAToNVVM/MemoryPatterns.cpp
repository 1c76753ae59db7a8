//===- MemoryPatterns.cpp - memrefs, loads, stores --------------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

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

} // namespace

/// Masked tiled loads and stores are not lowered yet.
LogicalResult mlir::nv_tileaa::to_nvvm::checkMemorySupport(Operation *op) {
  auto load = dyn_cast<aa::TiledLoadOp>(op);
  auto store = dyn_cast<aa::TiledStoreOp>(op);
  if ((load && load.getMask()) || (store && store.getMask()))
    return op->emitOpError("with a mask is not supported by convert-tileaa-to-nvvm yet");
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateMemoryPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeMemRefLowering, TiledLoadLowering, TiledStoreLowering>(converter, patterns.getContext());
}
