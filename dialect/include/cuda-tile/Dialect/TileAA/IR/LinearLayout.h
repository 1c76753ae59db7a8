//===- LinearLayout.h - layouts as linear maps over bits --------*- C++ -*-===//
//
// Every layout of nv_tileaa (Layouts.td) on power-of-two tiles is a linear
// map over GF(2): bit i of the register index, of the lane (0-31) and of the
// warp each select a basis, a coordinate vector, and an element's
// coordinates are the xor of the selected bases. A zero basis means copies:
// the threads (or registers) differing in that bit hold the same element.
// The lowering works on this one form, whatever the encoding: which element
// a register holds, who owns it, whether two layouts agree, how a reduction
// crosses registers, lanes and warps.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_TILEAA_IR_LINEARLAYOUT_H
#define CUDA_TILE_DIALECT_TILEAA_IR_LINEARLAYOUT_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"

#include <string>

namespace mlir::nv_tileaa {

class LinearLayout {
public:
  using Basis = SmallVector<int64_t, 4>;

  LinearLayout() = default;
  explicit LinearLayout(ArrayRef<int64_t> shape) : shape(shape) {}

  /// The default layout of a tile without an encoding: register r of
  /// thread t holds row-major element t + r * T (T = `numThreads`), and a
  /// tile of fewer elements than threads is replicated over the high threads.
  static LinearLayout getDefault(ArrayRef<int64_t> shape, unsigned numThreads);

  ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getRank() const { return shape.size(); }
  int64_t getNumRegisters() const { return int64_t(1) << regs.size(); }

  /// Coordinates of register `reg` of lane `lane` of warp `warp`.
  Basis coordinates(int64_t reg, unsigned lane, unsigned warp) const;
  /// Coordinates of register `reg` in lane 0 of warp 0: what the register
  /// index alone contributes.
  Basis registerOffset(int64_t reg) const { return coordinates(reg, 0, 0); }
  /// The register whose offset is `offset`, preferring the canonical one;
  /// -1 if none.
  int64_t findRegister(ArrayRef<int64_t> offset) const;
  /// How many registers from register 0 on (a power of two) hold
  /// consecutive elements along `dim`: the widest vector a thread has there.
  int64_t contiguousRegisters(int64_t dim) const;
  /// Whether `reg` is the first register holding its element (registers
  /// that differ only in bits with a zero basis hold copies).
  bool isCanonicalRegister(int64_t reg) const;
  /// Whether some lanes or warps hold copies of others' elements.
  bool isReplicated() const;
  /// Whether every lane and warp basis is zero: each thread holds the whole tile.
  bool isUniform() const;

  /// Coordinates (i32) of register `reg` of CTA thread `tid` (i32).
  SmallVector<Value> emitCoordinates(OpBuilder &b, Location loc, Value tid, int64_t reg) const;
  /// i1: thread `tid` owns (writes back) the elements it holds: it is the
  /// copy whose bits with a zero basis are all zero.
  Value emitIsOwner(OpBuilder &b, Location loc, Value tid) const;

  /// The layout of the tile with dimension `dim` removed (a reduction's
  /// result): bases lose that coordinate, those left zero become copies.
  LinearLayout sliced(unsigned dim) const;

  bool operator==(const LinearLayout &other) const {
    return shape == other.shape && regs == other.regs && lanes == other.lanes && warps == other.warps;
  }
  bool operator!=(const LinearLayout &other) const { return !(*this == other); }

  std::string str() const;

  SmallVector<int64_t> shape;
  SmallVector<Basis> regs, lanes, warps;
};

/// The linear map of `type`'s layout in a CTA of `numWarps` warps (its
/// encoding's, or the default layout without one); on failure (a shared
/// encoding, which is not spread over threads, or an encoding that does not
/// fit the shape or the CTA) `error` says why.
FailureOr<LinearLayout> toLinearLayout(RankedTensorType type, unsigned numWarps, std::string *error = nullptr);

/// Whether `encoding` is one of the layouts spread over the CTA's
/// registers (blocked, slice, mma, dot_op); a tensor without one has the
/// default layout, also spread over registers.
bool isDistributedLayout(Attribute encoding);

class MmaLayoutAttr;

/// The mma layout of a dot accumulator's `encoding`: the encoding itself,
/// or for a tile in tensor memory the layout its registers take; null for
/// other encodings.
MmaLayoutAttr accumulatorLayout(Attribute encoding);

} // namespace mlir::nv_tileaa

#endif
