//===- TMAStores.cpp - tiled stores by TMA on sm_90 and later --------------===//
//
// Decides which tiled stores of an sm_90+ module are written by TMA (see the
// pass description in Passes.td) and rewrites them into tma_store through a
// tensor map made once for the loops around the store.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/LaunchHints.h"
#include "cuda-tile/Dialect/TileAA/IR/TensorMap.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
#include "cuda-tile/Utils/SharedMemoryLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAATMASTORES
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

struct TMAStores : nv_tileaa::impl::TileAATMAStoresBase<TMAStores> {
  using Base::Base;

  /// Whether `convert` converts between register layouts (not out of
  /// shared or tensor memory).
  static bool betweenRegisters(ConvertLayoutOp convert) {
    return !isa_and_present<SharedLayoutAttr, TensorMemoryLayoutAttr>(convert.getSource().getType().getEncoding());
  }

  /// `v` before conversions between register layouts (the staging writes
  /// any) and, for a 1x..x1xMxN tile, before the view that added the unit
  /// dimensions to an MxN one.
  static Value matrixOf(Value v) {
    while (Operation *def = v.getDefiningOp()) {
      auto type = cast<RankedTensorType>(v.getType());
      if (auto convert = dyn_cast<ConvertLayoutOp>(def); convert && betweenRegisters(convert)) {
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

  /// The rank-2 tiles `store` writes, as the staging can take them
  /// (matrixOf): for a tile of B batches concatenated along dimension 0
  /// from 1xMxN tiles (a split batched dot's result), one per batch, each
  /// stored at its batch's index; else the one tile.
  static SmallVector<Value> storedMatrices(TiledStoreOp store) {
    Value v = store.getValue();
    for (auto convert = v.getDefiningOp<ConvertLayoutOp>(); convert && betweenRegisters(convert);
         convert = v.getDefiningOp<ConvertLayoutOp>())
      v = convert.getSource();
    auto type = cast<RankedTensorType>(v.getType());
    auto cat = v.getDefiningOp<CatOp>();
    if (!cat || cat.getDim() != 0 || type.getRank() < 3 || (int64_t)cat.getInputs().size() != type.getShape()[0])
      return {matrixOf(store.getValue())};
    SmallVector<Value> batches = llvm::map_to_vector(cat.getInputs(), matrixOf);
    if (llvm::any_of(batches, [&](Value b) { return cast<RankedTensorType>(b.getType()).getRank() != 2; }))
      return {matrixOf(store.getValue())};
    return batches;
  }

  /// Erases `op` and what computed its operands, while they are
  /// conversions, views or cats nothing else uses (made only for a store).
  static void eraseDeadChain(Operation *op) {
    if (!op || !op->use_empty() || !isa<ConvertLayoutOp, ViewOp, CatOp>(op))
      return;
    SmallVector<Operation *> defs = llvm::map_to_vector(op->getOperands(), [](Value v) { return v.getDefiningOp(); });
    op->erase();
    for (Operation *def : defs)
      eraseDeadChain(def);
  }

  /// The shared tile `store` is staged as for TMA, or empty with `why`.
  RankedTensorType staging(TiledStoreOp store, std::string &why) {
    if (!allowsTma(store))
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
    auto tile = cast<RankedTensorType>(storedMatrices(store).front().getType());
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
      if (targetHasTMA(store))
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
      SmallVector<Value> matrices = storedMatrices(store);
      Operation *dead = store.getValue().getDefiningOp();
      OpBuilder b(store);
      for (auto [batch, matrix] : llvm::enumerate(matrices)) {
        SmallVector<Value> indices(store.getIndices());
        if (batch)
          indices[0] = arith::AddIOp::create(b, loc, indices[0], arith::ConstantIndexOp::create(b, loc, batch));
        TMAStoreOp::create(b, loc, map, indices, matrix);
      }
      if (remarks) {
        TensorMapBox box = *tensorMapBox(cast<nv_tileaa::MemRefType>(memref.getType()), staged);
        store.emitRemark("stored by TMA: ")
            << describeBoxes(box)
            << (matrices.size() > 1 ? ", one store per batch (" + std::to_string(matrices.size()) + ")" : "")
            << (scope != store.getOperation() ? ", the tensor map made before the loop" : "");
      }
      store.erase();
      eraseDeadChain(dead);
    }
  }
};

} // namespace
