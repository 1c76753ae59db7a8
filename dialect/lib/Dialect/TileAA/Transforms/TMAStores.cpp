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
    RankedTensorType tile = store.getValue().getType();
    if (isa_and_present<SharedLayoutAttr>(tile.getEncoding()))
      return why = "its tile is already in shared memory", RankedTensorType();
    auto memref = cast<nv_tileaa::MemRefType>(store.getMemref().getType());
    if (tile.getRank() != 2 || !tile.hasStaticShape() || memref.getRank() != 2)
      return why = "it is not a static rank-2 tile of a rank-2 memref", RankedTensorType();
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
      // The staging writes any register layout: a conversion made only for
      // the store is skipped.
      Value value = store.getValue();
      auto convert = value.getDefiningOp<ConvertLayoutOp>();
      if (convert && !isa_and_present<SharedLayoutAttr>(convert.getSource().getType().getEncoding()))
        value = convert.getSource();
      OpBuilder b(store);
      TMAStoreOp::create(b, loc, map, store.getIndices(), value);
      if (remarks) {
        TensorMapBox box = *tensorMapBox(cast<nv_tileaa::MemRefType>(memref.getType()), staged);
        store.emitRemark("stored by TMA: ")
            << describeBoxes(box)
            << (scope != store.getOperation() ? ", the tensor map made before the loop" : "");
      }
      store.erase();
      if (convert && convert.use_empty())
        convert.erase();
    }
  }
};

} // namespace
