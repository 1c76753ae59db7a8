//===- TMAStores.cpp - tiled stores by TMA on sm_90 ------------------------===//
//
// Decides which tiled stores of an sm_90 module are written by TMA (see the
// pass description in Passes.td) and rewrites them into tma_store through a
// tensor map made once for the loops around the store.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TensorMap.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
#include "cuda-tile/Utils/SharedMemoryLimits.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAATMASTORES
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

struct TMAStores : nv_tileaa::impl::TileAATMAStoresBase<TMAStores> {
  using Base::Base;

  /// The rank-2 tile `store` writes, as the staging can take it: its value
  /// before conversions between register layouts (the staging writes any)
  /// and, for a 1x..x1xMxN tile of a memref of higher rank, before the view
  /// that added the unit dimensions.
  static Value storedMatrix(TiledStoreOp store) {
    Value v = store.getValue();
    while (Operation *def = v.getDefiningOp()) {
      auto type = cast<RankedTensorType>(v.getType());
      if (auto convert = dyn_cast<ConvertLayoutOp>(def);
          convert && !isa_and_present<SharedLayoutAttr>(convert.getSource().getType().getEncoding())) {
        v = convert.getSource();
        continue;
      }
      auto view = dyn_cast<ViewOp>(def);
      if (!view || type.getRank() <= 2 || view.getSource().getType().getShape() != type.getShape().take_back(2) ||
          llvm::any_of(type.getShape().drop_back(2), [](int64_t d) { return d != 1; }))
        break;
      v = view.getSource();
    }
    return v;
  }

  /// The shared tile `store` is staged as for TMA, or empty with `why`.
  RankedTensorType staging(TiledStoreOp store, std::string &why) {
    if (!store.getAllowTma())
      return why = "the store forbids TMA (allow_tma = false)", RankedTensorType();
    if (store.getMemSemantic() != MemSemantic::weak)
      return why = "it is an ordered (non-weak) store", RankedTensorType();
    if (store.getMask())
      return why = "it is masked element by element", RankedTensorType();
    if (!store.getResultToken().use_empty())
      return why = "its token orders later accesses, which TMA's writes are not ordered with", RankedTensorType();
    auto func = store->getParentOfType<FuncOp>();
    if (!func || !func.getKernel())
      return why = "it is not in a kernel (a function's shared scratch is static)", RankedTensorType();
    if (isa_and_present<SharedLayoutAttr>(store.getValue().getType().getEncoding()))
      return why = "its tile is already in shared memory", RankedTensorType();
    auto tile = cast<RankedTensorType>(storedMatrix(store).getType());
    auto memref = cast<nv_tileaa::MemRefType>(store.getMemref().getType());
    if (tile.getRank() != 2 || !tile.hasStaticShape() || memref.getRank() < 2 || memref.getRank() > 5)
      return why = "it is not a static tile of the last two dimensions of a memref of rank 2 to 5 (a 1x..x1xMxN "
                   "tile must be a view of an MxN one)",
             RankedTensorType();
    Type elem = tile.getElementType();
    int64_t bits = isa<FloatTF32Type>(elem) ? 32 : elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 0;
    if (bits != 8 && bits != 16 && bits != 32)
      return why = "its elements are not of 1, 2 or 4 bytes", RankedTensorType();
    if (failed(tensorMapAddressable(store.getMemref(), &why)))
      return RankedTensorType();
    RankedTensorType staged = tmaStagingTile(tile);
    if (failed(tensorMapBox(memref, staged, &why)))
      return RankedTensorType();
    return staged;
  }

  void runOnOperation() override {
    SmallVector<TiledStoreOp> stores;
    getOperation().walk([&](TiledStoreOp store) {
      std::optional<unsigned> sm = targetSmVersion(store);
      if (sm && *sm == 90)
        stores.push_back(store);
    });
    for (TiledStoreOp store : stores) {
      std::string why;
      RankedTensorType staged = staging(store, why);
      if (!staged) {
        if (remarks)
          store.emitRemark("not stored by TMA: ") << why;
        continue;
      }
      Location loc = store.getLoc();
      Value memref = store.getMemref();
      Operation *scope = tensorMapScope(store, memref);
      Value map = tensorMapFor(store, memref, staged);
      Value value = storedMatrix(store);
      Operation *dead = store.getValue().getDefiningOp();
      OpBuilder b(store);
      TMAStoreOp::create(b, loc, map, store.getIndices(), value);
      if (remarks) {
        TensorMapBox box = *tensorMapBox(cast<nv_tileaa::MemRefType>(memref.getType()), staged);
        store.emitRemark("stored by TMA: ")
            << describeBoxes(box)
            << (scope != store.getOperation() ? ", the tensor map made before the loop" : "");
      }
      store.erase();
      // The conversions and views made only for the store.
      while (dead && dead->use_empty() && isa<ConvertLayoutOp, ViewOp>(dead)) {
        Operation *source = dead->getOperand(0).getDefiningOp();
        dead->erase();
        dead = source;
      }
    }
  }
};

} // namespace
