//===- LayoutOps.cpp - nv_tileaa.convert_layout ----------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "cuda-tile/Dialect/TileAA/IR/LaunchHints.h"
#include "cuda-tile/Dialect/TileAA/IR/LinearLayout.h"
#include "cuda-tile/Dialect/TileAA/IR/TensorMap.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAALayoutOps.cpp.inc"

void TileAADialect::registerLayoutOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAALayoutOps.cpp.inc"
      >();
}

OpFoldResult ConvertLayoutOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  return {};
}

namespace {
bool isInMemory(Type t) {
  return isa_and_present<SharedLayoutAttr, TensorMemoryLayoutAttr>(cast<RankedTensorType>(t).getEncoding());
}

/// convert(convert(x)) converts x once, unless the middle layout is a
/// staging in shared memory that a pass chose (an operand read by ldmatrix)
/// or either end is tensor memory (reached from its mma layout only).
struct FoldConversionChain : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getSource().getDefiningOp<ConvertLayoutOp>();
    if (!inner || isInMemory(inner.getType()) ||
        isa_and_present<TensorMemoryLayoutAttr>(op.getType().getEncoding()) ||
        isa_and_present<TensorMemoryLayoutAttr>(inner.getSource().getType().getEncoding()))
      return failure();
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), inner.getSource());
    return success();
  }
};

/// A splat constant is the same constant in any layout: nothing moves.
struct ConvertSplatConstant : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    SplatElementsAttr splat;
    if (!matchPattern(op.getSource(), m_Constant(&splat)) || isInMemory(op.getType()))
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, DenseElementsAttr::get(op.getType(), splat.getSplatValue<Attribute>()));
    return success();
  }
};
} // namespace

void ConvertLayoutOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<FoldConversionChain, ConvertSplatConstant>(context);
}

//===----------------------------------------------------------------------===//
// Shared rings and asynchronous copies
//===----------------------------------------------------------------------===//

static bool isShared(RankedTensorType t) { return isa_and_present<SharedLayoutAttr>(t.getEncoding()); }

LogicalResult LocalAllocOp::verify() {
  RankedTensorType ring = getType();
  if (!isShared(ring) || ring.getRank() != 3)
    return emitOpError("allocates a ring of rank-2 shared tiles: a rank-3 tensor with a #nv_tileaa.shared encoding, got ")
           << ring;
  return success();
}

LogicalResult LocalSliceOp::verify() {
  RankedTensorType ring = getRing().getType(), tile = getType();
  if (!isShared(ring) || !isShared(tile) || ring.getEncoding() != tile.getEncoding())
    return emitOpError("takes a shared ring and yields a shared tile of the same encoding");
  if (ring.getRank() != tile.getRank() + 1 || ring.getShape().drop_front() != tile.getShape() ||
      ring.getElementType() != tile.getElementType())
    return emitOpError("yields one slot of the ring: ") << ring << " has slots of another type than " << tile;
  return success();
}

LogicalResult AsyncCopyGlobalToLocalOp::verify() {
  auto memref = cast<nv_tileaa::MemRefType>(getMemref().getType());
  auto tile = dyn_cast<RankedTensorType>(getTile());
  RankedTensorType ring = getRing().getType();
  if (!tile || !isDistributedLayout(tile.getEncoding()))
    return emitOpError("needs `tile`, the tile type with the register layout that spreads the copy, got ") << getTile();
  // A 1x..x1xMxN tile (of a memref of higher rank) fills an MxN slot.
  ArrayRef<int64_t> copied = tile.getShape();
  if (copied.size() > 2 && ring.getRank() == 3 && llvm::all_of(copied.drop_back(2), [](int64_t d) { return d == 1; }))
    copied = copied.take_back(2);
  if (!isShared(ring) || ring.getShape().drop_front() != copied || ring.getElementType() != tile.getElementType())
    return emitOpError("copies a ") << tile << " into a slot of a shared ring of such tiles (of MxN tiles for a "
                                    << "1x..x1xMxN tile), got " << ring;
  if (memref.getElementType() != tile.getElementType() || memref.getRank() != tile.getRank() ||
      (int64_t)getIndices().size() != memref.getRank())
    return emitOpError("reads the memref's elements at one index per dimension");
  if (getInBounds() && (int64_t)getInBounds()->size() != memref.getRank())
    return emitOpError("in_bounds needs one entry per dimension");
  return success();
}

//===----------------------------------------------------------------------===//
// TMA copies and mbarriers
//===----------------------------------------------------------------------===//

LogicalResult MakeTensorMapOp::verify() {
  auto tile = dyn_cast<RankedTensorType>(getTile());
  if (!tile)
    return emitOpError("needs `tile`, the shared tile type its copies fill, got ") << getTile();
  std::string why;
  if (failed(tensorMapBox(cast<nv_tileaa::MemRefType>(getMemref().getType()), tile, &why)))
    return emitOpError("cannot copy tiles of ") << tile << " by TMA: " << why;
  return success();
}

/// A TMA copy through `map` takes one index per dimension of the map's
/// memref (2 to 5; the map's box is 1 along all but the last two).
static LogicalResult verifyTensorMapIndices(Operation *op, Value map, size_t indices) {
  if (auto make = map.getDefiningOp<MakeTensorMapOp>()) {
    int64_t rank = make.getMemref().getType().getRank();
    if ((int64_t)indices != rank)
      return op->emitOpError("takes one index per dimension of the tensor map's memref (")
             << rank << "), got " << indices;
    return success();
  }
  if (indices < 2 || indices > 5)
    return op->emitOpError("takes one index per dimension of the tensor map's memref (2 to 5), got ") << indices;
  return success();
}

LogicalResult TMAStoreOp::verify() {
  RankedTensorType value = getValue().getType();
  if (value.getRank() != 2 || !value.hasStaticShape())
    return emitOpError("stores a static rank-2 tile, got ") << value;
  if (isShared(value))
    return emitOpError("stores a tile held in registers (it stages it itself), got the shared tile ") << value;
  if (failed(verifyTensorMapIndices(*this, getTensorMap(), getIndices().size())))
    return failure();
  if (auto make = getTensorMap().getDefiningOp<MakeTensorMapOp>()) {
    auto tile = cast<RankedTensorType>(make.getTile());
    if (tile.getShape() != value.getShape() || tile.getElementType() != value.getElementType())
      return emitOpError("stores tiles of ") << value << " with a tensor map made for " << tile;
  }
  return success();
}

/// `name` (an op's count of the CTAs it shares work with) is the kernel's
/// cluster size, at least 2.
static LogicalResult verifyClusterCtas(Operation *op, StringRef name, std::optional<uint32_t> ctas) {
  if (!ctas)
    return success();
  int64_t cluster = clusterCtas(op);
  if (*ctas < 2 || *ctas != cluster)
    return op->emitOpError() << name << " = " << *ctas << " must be the kernel's cluster of at least 2 CTAs "
                             << "(num_cta_in_cga for the module's target), which is " << cluster;
  return success();
}

LogicalResult AllocMBarriersOp::verify() {
  if (getArrivals() < 1 || getArrivals() >= (1 << 20))
    return emitOpError("expects between 1 and 2^20 - 1 arrivals per phase, got ") << getArrivals();
  return success();
}

LogicalResult AsyncTMACopyGlobalToLocalOp::verify() {
  RankedTensorType ring = getRing().getType();
  if (!isShared(ring) || ring.getRank() != 3)
    return emitOpError("copies into a ring of rank-2 shared tiles, got ") << ring;
  if (failed(verifyTensorMapIndices(*this, getTensorMap(), getIndices().size())))
    return failure();
  if (auto make = getTensorMap().getDefiningOp<MakeTensorMapOp>()) {
    auto tile = RankedTensorType::get(ring.getShape().drop_front(), ring.getElementType(), ring.getEncoding());
    if (make.getTile() != tile)
      return emitOpError("copies tiles of ") << tile << " with a tensor map made for " << make.getTile();
  }
  return verifyClusterCtas(*this, "multicast_ctas", getMulticastCtas());
}

LogicalResult ArriveMBarrierOp::verify() { return verifyClusterCtas(*this, "cluster_ctas", getClusterCtas()); }

LogicalResult WarpSpecializeOp::verifyRegions() {
  if (getConsumerWarps() < 4 || getConsumerWarps() % 4 || getProducerWarps() != 4)
    return emitOpError("expects whole warpgroups of consumer warps (a multiple of 4) and a warpgroup (4) of "
                       "producer warps after them, got ")
           << getConsumerWarps() << " and " << getProducerWarps();
  if (getConsumerWarps() + getProducerWarps() > 32)
    return emitOpError("makes a CTA of ") << getConsumerWarps() + getProducerWarps()
                                          << " warps; a CTA holds at most 32";
  if (getProducerRegisters().has_value() != getConsumerRegisters().has_value())
    return emitOpError("sets the registers of both roles or of neither");
  for (std::optional<uint32_t> regs : {getProducerRegisters(), getConsumerRegisters()})
    if (regs && (*regs < 24 || *regs > 256 || *regs % 8))
      return emitOpError("register counts must be multiples of 8 in [24, 256], got ") << *regs;
  if (getProducerRegisters() && *getProducerRegisters() >= *getConsumerRegisters())
    return emitOpError("must give the producer warps fewer registers than the consumers, got ")
           << *getProducerRegisters() << " and " << *getConsumerRegisters();
  auto func = dyn_cast<FuncOp>((*this)->getParentOp());
  if (!func || !func.getKernel())
    return emitOpError("stands at the top level of a kernel");
  for (Operation *op = (*this)->getPrevNode(); op; op = op->getPrevNode())
    if (!isa<AllocMBarriersOp, LocalAllocOp>(op) && !op->hasTrait<OpTrait::ConstantLike>())
      return emitOpError("follows only constants and the mbarriers and rings its roles share; found ")
             << op->getName();
  for (Operation *op = (*this)->getNextNode(); op; op = op->getNextNode())
    if (isa<WarpSpecializeOp>(op))
      return emitOpError("is the kernel's only warp_specialize");
  return success();
}
