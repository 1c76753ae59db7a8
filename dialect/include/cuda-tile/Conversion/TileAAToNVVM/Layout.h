//===- Layout.h - how a tile is spread over a CTA's threads -----*- C++ -*-===//
//
// The one place that decides which thread holds which element of a tile.
// Every pattern of the NVVM lowering asks the layout; replacing this class
// (e.g. by per-op layouts carried as tensor encodings) changes the
// distribution without touching the patterns.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_LAYOUT_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_LAYOUT_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::nv_tileaa {

/// A cyclic layout over the row-major linearisation of a tile: register `r`
/// of thread `t` holds element `t + r * T` (T threads), so consecutive
/// threads touch consecutive elements and global accesses coalesce. A tile
/// smaller than the CTA is replicated: thread `t` holds element `t mod N`,
/// and only threads `t < N` own theirs (write it back).
class BlockedLayout {
public:
  BlockedLayout(ArrayRef<int64_t> shape, unsigned numThreads);

  ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getNumElements() const { return numElements; }
  /// Registers each thread holds.
  int64_t getElementsPerThread() const;
  /// Whether some threads hold copies they do not own.
  bool isReplicated() const { return numElements < numThreads; }

  /// Row-major index (i32) of register `reg` of thread `tid`.
  Value linearIndex(OpBuilder &b, Location loc, Value tid, int64_t reg) const;
  /// i1: thread `tid` owns the elements it holds (always true unless replicated).
  Value isOwner(OpBuilder &b, Location loc, Value tid) const;
  /// Coordinates (i32, one per dimension) of a row-major index.
  SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear) const;

private:
  SmallVector<int64_t> shape;
  int64_t numElements;
  int64_t numThreads;
};

} // namespace mlir::nv_tileaa

#endif
