//===- Coalesce.cpp - vector layouts for tiled and gathered accesses ------===//
#include "cuda-tile/Dialect/TileAA/IR/Divisibility.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAACOALESCE
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

/// `vec` elements per thread along the last dimension, the lanes on
/// consecutive vectors of a row (then on the rows before), the warps from
/// the outermost dimension in; what does not fit the tile replicates.
BlockedLayoutAttr blockedFor(MLIRContext *ctx, ArrayRef<int64_t> shape, int64_t vec, unsigned numWarps) {
  int64_t rank = shape.size();
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1), order;
  spt[rank - 1] = vec;
  SmallVector<int64_t> left(shape);
  left[rank - 1] /= vec;
  unsigned lanes = 32;
  for (int64_t d = rank - 1; d >= 0 && lanes > 1; --d) {
    unsigned take = std::min<int64_t>(lanes, std::max<int64_t>(1, left[d]));
    tpw[d] = take;
    left[d] /= take;
    lanes /= take;
  }
  tpw[0] *= lanes;
  unsigned warps = numWarps;
  for (int64_t d = 0; d < rank && warps > 1; ++d) {
    unsigned take = std::min<int64_t>(warps, std::max<int64_t>(1, left[d]));
    wpc[d] = take;
    left[d] /= take;
    warps /= take;
  }
  wpc[0] *= warps;
  for (int64_t d = rank - 1; d >= 0; --d)
    order.push_back(d);
  return BlockedLayoutAttr::get(ctx, spt, tpw, wpc, order);
}

bool plainVectorizable(RankedTensorType tile, MemSemantic semantic) {
  return !tile.getEncoding() && tile.getRank() > 0 && semantic == MemSemantic::weak &&
         llvm::all_of(tile.getShape(), [](int64_t e) { return e > 0 && llvm::isPowerOf2_64(e); });
}

struct Coalesce : nv_tileaa::impl::TileAACoalesceBase<Coalesce> {
  using Base::Base;

  /// With `remarks`: the access width chosen for `op`, and what limits it.
  void report(Operation *op, RankedTensorType tile, int64_t vec, StringRef why, MemSemantic semantic) {
    if (!remarks)
      return;
    int64_t bits = vec * tile.getElementTypeBitWidth();
    if (semantic != MemSemantic::weak) {
      op->emitRemark("scalar accesses: an ordered (non-weak) access is done element by element");
      return;
    }
    if (tile.getEncoding()) {
      op->emitRemark("keeps the layout it already has");
      return;
    }
    auto remark = op->emitRemark() << (vec > 1 ? "vectorized: " : "scalar accesses: ") << bits << "-bit accesses ("
                                   << vec << " x " << tile.getElementType() << ")";
    if (bits < 128 && !why.empty())
      remark << "; not wider because " << why;
  }

  void runOnOperation() override {
    if (numWarps == 0 || !llvm::isPowerOf2_32(numWarps) || numWarps > 32) {
      getOperation().emitError("num-warps must be a power of two between 1 and 32, got ") << (unsigned)numWarps;
      return signalPassFailure();
    }
    MLIRContext *ctx = &getContext();
    getOperation().walk([&](TiledLoadOp load) {
      RankedTensorType tile = load.getResult().getType();
      std::string why;
      int64_t vec = tiledVectorElements(load, &why);
      report(load, tile, vec, why, load.getMemSemantic());
      if (vec < 2 || !plainVectorizable(tile, load.getMemSemantic()))
        return;
      auto encoded = tile.cloneWithEncoding(blockedFor(ctx, tile.getShape(), vec, numWarps));
      load.getResult().setType(encoded);
      OpBuilder b(ctx);
      b.setInsertionPointAfter(load);
      auto back = ConvertLayoutOp::create(b, load.getLoc(), tile, load.getResult());
      load.getResult().replaceAllUsesExcept(back, back);
    });
    // A gather or scatter whose rows are vectors: the coordinates follow its
    // layout (tileaa-remove-layout-conversions computes them there).
    auto coordinatesIn = [&](Operation *access, MutableOperandRange indices, RankedTensorType layout) {
      OpBuilder b(access);
      auto type = RankedTensorType::get(layout.getShape(), b.getIndexType(), layout.getEncoding());
      for (OpOperand &index : indices)
        index.set(ConvertLayoutOp::create(b, access->getLoc(), type, index.get()));
    };
    // A gather or scatter's tile in the blocked layout that moves whole
    // vectors, its coordinates put in it too; null where it stays scalar.
    auto vectorLayout = [&](auto access, RankedTensorType tile) -> RankedTensorType {
      std::string why;
      int64_t vec = gatherVectorElements(access, &why);
      report(access, tile, vec, why, access.getMemSemantic());
      if (vec < 2 || !plainVectorizable(tile, access.getMemSemantic()))
        return {};
      auto encoded = tile.cloneWithEncoding(blockedFor(ctx, tile.getShape(), vec, numWarps));
      coordinatesIn(access, access.getIndicesMutable(), encoded);
      return encoded;
    };
    getOperation().walk([&](GatherLoadOp load) {
      RankedTensorType tile = load.getResult().getType();
      RankedTensorType encoded = vectorLayout(load, tile);
      if (!encoded)
        return;
      load.getResult().setType(encoded);
      OpBuilder b(ctx);
      b.setInsertionPointAfter(load);
      auto back = ConvertLayoutOp::create(b, load.getLoc(), tile, load.getResult());
      load.getResult().replaceAllUsesExcept(back, back);
    });
    getOperation().walk([&](ScatterStoreOp store) {
      RankedTensorType encoded = vectorLayout(store, store.getValue().getType());
      if (!encoded)
        return;
      OpBuilder b(store);
      store.getValueMutable().set(ConvertLayoutOp::create(b, store.getLoc(), encoded, store.getValue()));
    });
    getOperation().walk([&](TiledStoreOp store) {
      RankedTensorType tile = store.getValue().getType();
      std::string why;
      int64_t vec = tiledVectorElements(store, &why);
      report(store, tile, vec, why, store.getMemSemantic());
      if (vec < 2 || !plainVectorizable(tile, store.getMemSemantic()))
        return;
      auto encoded = tile.cloneWithEncoding(blockedFor(ctx, tile.getShape(), vec, numWarps));
      OpBuilder b(store);
      store.getValueMutable().set(ConvertLayoutOp::create(b, store.getLoc(), encoded, store.getValue()));
    });
  }
};

} // namespace
