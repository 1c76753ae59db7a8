//===- Layout.h - which thread holds which element of a tile ----*- C++ -*-===//
//
// The lowering's view of a tile's layout: the tensor's encoding (or the
// default layout) as a linear map (Dialect/TileAA/IR/LinearLayout.h), with
// the queries every pattern asks: how many registers a thread holds, the
// coordinates of each, and which threads own (write back) what they hold.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_LAYOUT_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_LAYOUT_H

#include "cuda-tile/Dialect/TileAA/IR/LinearLayout.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::nv_tileaa {

class TileLayout {
public:
  /// `linear` is the layout; `isDefault` says it is the default one, whose
  /// indices have a cheaper closed form (t + r * T).
  TileLayout(LinearLayout linear, unsigned numThreads, bool isDefault)
      : linear(std::move(linear)), numThreads(numThreads), isDefault(isDefault) {}

  ArrayRef<int64_t> getShape() const { return linear.getShape(); }
  int64_t getNumElements() const;
  /// Registers each thread holds.
  int64_t getElementsPerThread() const { return linear.getNumRegisters(); }
  /// Whether some threads hold copies they do not own.
  bool isReplicated() const { return linear.isReplicated(); }
  const LinearLayout &getLinear() const { return linear; }

  /// Coordinates (i32, one per dimension) of register `reg` of thread `tid`.
  SmallVector<Value> coordinates(OpBuilder &b, Location loc, Value tid, int64_t reg) const;
  /// Row-major index (i32) of register `reg` of thread `tid`.
  Value linearIndex(OpBuilder &b, Location loc, Value tid, int64_t reg) const;
  /// i1: thread `tid` owns the elements it holds (always true unless replicated).
  Value isOwner(OpBuilder &b, Location loc, Value tid) const;
  /// Coordinates (i32, one per dimension) of a row-major index.
  SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear) const;

private:
  LinearLayout linear;
  int64_t numThreads;
  bool isDefault;
};

} // namespace mlir::nv_tileaa

#endif
