//===- TMALoads.cpp - one-shot tile loads by TMA on sm_90 and later -------===//
//
// Decides which tiled loads of an sm_90+ kernel's top level (run once per
// tile block: no ring to cycle) come by TMA (see the pass description in
// Passes.td) and rewrites each into a copy into a shared tile of its own
// that completes on an mbarrier, read back after the wait.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/LaunchHints.h"
#include "cuda-tile/Dialect/TileAA/IR/TensorMap.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
#include "cuda-tile/Utils/SharedMemoryLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAATMALOADS
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

struct TMALoads : nv_tileaa::impl::TileAATMALoadsBase<TMALoads> {
  using Base::Base;

  /// The shared tile `load` is copied into by TMA, or empty with `why`.
  /// `toShared` is set when the tile's one user stages it in shared memory
  /// as TMA can write it (the copy then replaces the staging).
  RankedTensorType staging(TiledLoadOp load, ConvertLayoutOp &toShared, std::string &why) {
    if (!allowsTma(load))
      return why = "the load forbids TMA (allow_tma = false)", RankedTensorType();
    if (load.getMask() || load.getOther() || load.getMemSemantic() != MemSemantic::weak)
      return why = "it is masked or ordered", RankedTensorType();
    // Later accesses its token orders come after every thread's wait; an
    // earlier one it is ordered after would need a barrier before the copy.
    if (tokenFollowsAccesses(load.getToken()))
      return why = "its token orders it after earlier accesses", RankedTensorType();
    if (!zeroFillAllowed(load))
      return why = "elements outside the memref must read a padding other than zero (TMA fills with zeros)",
             RankedTensorType();
    // A 1x..x1xMxN tile viewed as MxN comes as the MxN box.
    Value copied = copiedTile(load);
    auto tile = cast<RankedTensorType>(copied.getType());
    Type elem = tile.getElementType();
    int64_t bits = isa<FloatTF32Type>(elem) ? 32 : elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 0;
    if (tile.getRank() != 2 || !tile.hasStaticShape() || (bits != 8 && bits != 16 && bits != 32))
      return why = "it is not a static rank-2 tile of 1-, 2- or 4-byte elements", RankedTensorType();
    // A permuted tile crosses shared memory on its way out (the store's
    // exchange or staging): a plain load keeps that the only crossing.
    if (llvm::any_of(copied.getUsers(), [](Operation *u) { return isa<PermuteOp>(u); }))
      return why = "its tile is permuted, which crosses shared memory anyway: TMA's staging would be a second "
                   "crossing",
             RankedTensorType();
    if (failed(tensorMapAddressable(load.getMemref(), &why)))
      return RankedTensorType();
    auto memref = cast<nv_tileaa::MemRefType>(load.getMemref().getType());
    if (copied.hasOneUse())
      if (auto convert = dyn_cast<ConvertLayoutOp>(*copied.getUsers().begin());
          convert && isa_and_present<SharedLayoutAttr>(convert.getType().getEncoding())) {
        // Staged twice (TMA's tile, then the dots') would cost more than
        // the plain load saves.
        if (failed(tensorMapBox(memref, convert.getType(), &why)))
          return why = "its tile is staged for dots in a shared encoding TMA cannot write: " + why,
                 RankedTensorType();
        toShared = convert;
        return convert.getType();
      }
    RankedTensorType staged = tmaStagingTile(tile);
    if (failed(tensorMapBox(memref, staged, &why)))
      return RankedTensorType();
    return staged;
  }

  void runOnOperation() override {
    SmallVector<TiledLoadOp> loads;
    getOperation().walk([&](FuncOp func) {
      if (!func.getKernel() || !targetHasTMA(func) || func.getBody().empty())
        return;
      for (Operation &op : func.getBody().front())
        if (auto load = dyn_cast<TiledLoadOp>(op))
          loads.push_back(load);
    });
    for (TiledLoadOp load : loads) {
      std::string why;
      ConvertLayoutOp toShared;
      RankedTensorType staged = staging(load, toShared, why);
      // A rank-1 tile comes as a 1xN line where TMA's zero fill pads its
      // edge; unpadded, one contiguous run streams as fast through plain
      // 16-byte loads, without TMA's round trip through shared memory.
      if (!staged)
        if (FailureOr<std::pair<TiledLoadOp, ViewOp>> line = loadAsOneLine(load); succeeded(line)) {
          std::string lineWhy;
          ConvertLayoutOp none;
          RankedTensorType lineStaged = staging(line->first, none, lineWhy);
          if (lineStaged && load.getPadding() != Padding::zero) {
            lineStaged = RankedTensorType();
            lineWhy = "a rank-1 tile without zero padding streams as fast through plain 16-byte loads";
          }
          if (lineStaged) {
            useLine(load, *line);
            rewrite(line->first, lineStaged, none);
            continue;
          }
          discardLine(*line);
          why = lineWhy;
        }
      if (!staged) {
        if (remarks)
          load.emitRemark("not loaded by TMA: ") << why;
        continue;
      }
      rewrite(load, staged, toShared);
    }
  }

  /// A shared tile of one slot and one mbarrier: thread 0 starts the copy
  /// (expecting its bytes), every thread waits for phase 0, reads the tile
  /// back (or the dots read it where it was staged for them); the barrier
  /// is invalidated when the function returns.
  void rewrite(TiledLoadOp load, RankedTensorType staged, ConvertLayoutOp toShared) {
    Location loc = load.getLoc();
    OpBuilder b(load);
    SmallVector<int64_t> shape{1};
    llvm::append_range(shape, staged.getShape());
    Value ring = LocalAllocOp::create(b, loc, RankedTensorType::get(shape, staged.getElementType(), staged.getEncoding()));
    Value barriers = AllocMBarriersOp::create(b, loc, MBarriersType::get(b.getContext(), 1), b.getI32IntegerAttr(1), UnitAttr());
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    auto wait = WaitMBarrierOp::create(b, loc, barriers, zero, arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(0)),
                                       /*sync_cta=*/false);
    Value map = tensorMapFor(wait, load.getMemref(), staged, wait);
    b.setInsertionPoint(wait);
    AsyncTMACopyGlobalToLocalOp::create(b, loc, map, load.getIndices(), ring, zero, barriers, zero, IntegerAttr());
    b.setInsertionPointAfter(wait);
    Value tile = LocalSliceOp::create(b, loc, staged, ring, zero);
    if (remarks) {
      TensorMapBox box = *tensorMapBox(cast<nv_tileaa::MemRefType>(load.getMemref().getType()), staged);
      load.emitRemark("loaded by TMA: ")
          << describeBoxes(box) << (toShared ? ", staged for its dots" : ", read back into registers");
    }
    if (toShared) {
      toShared.getResult().replaceAllUsesWith(tile);
      toShared.erase();
    } else {
      Value copied = copiedTile(load);
      copied.replaceAllUsesWith(ConvertLayoutOp::create(b, loc, copied.getType(), tile));
    }
    // What the load's token ordered follows every thread's wait: the
    // incoming order stands for it.
    if (!load.getResultToken().use_empty()) {
      Value token = load.getToken();
      if (!token) {
        b.setInsertionPoint(load);
        token = CreateMemTokenOp::create(b, loc, load.getResultToken().getType());
      }
      load.getResultToken().replaceAllUsesWith(token);
    }
    if (ViewOp view = unitDimsDropped(load))
      view.erase();
    load.erase();
    b.setInsertionPoint(wait->getBlock()->getTerminator());
    InvalidateMBarriersOp::create(b, loc, barriers);
  }
};

} // namespace
