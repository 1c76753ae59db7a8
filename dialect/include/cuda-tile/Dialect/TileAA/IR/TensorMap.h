//===- TensorMap.h - which tile copies TMA can make -------------*- C++ -*-===//
//
// A shared tile (a #nv_tileaa.shared encoding) is filled by TMA when its
// lines lie along the memref's contiguous dimension and its swizzle is one
// of TMA's: lines cut into panels of one swizzle period (SharedTiles.h) are
// what a box of (panel elements) x (lines) writes with the 32/64/128-byte
// swizzle, 16-byte chunk c of line r stored at c xor (r / perPhase mod
// maxPhase), the phase advancing every 128 bytes. An unswizzled tile of one
// line longer than a box (256 elements) is copied in boxes of 256.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_TILEAA_IR_TENSORMAP_H
#define CUDA_TILE_DIALECT_TILEAA_IR_TENSORMAP_H

#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include <string>

namespace mlir::nv_tileaa {

/// The boxes TMA copies a shared tile in.
struct TensorMapBox {
  /// Elements of a line one box holds (a panel), and lines (the tile's
  /// other extent).
  int64_t inner = 0, outer = 0;
  /// Boxes per tile: panel p lands p * inner * outer elements in, from
  /// inner coordinate + p * inner.
  int64_t panels = 1;
  /// TMA's swizzle width in bytes (0: none).
  int64_t swizzleBytes = 0;
  /// Bytes of one element.
  int64_t elementBytes = 0;
};

/// "N boxes of RxC elements, S-byte swizzle" (or "no swizzle"): how the
/// remarks of the TMA passes name a copy.
std::string describeBoxes(const TensorMapBox &box);

/// How TMA copies tiles of `tile` (rank 2, shared encoding) out of `memref`
/// (rank 2 to 5: the tile spans its last two dimensions, the box is 1 along
/// the others), or failure with the reason in `why`.
FailureOr<TensorMapBox> tensorMapBox(MemRefType memref, RankedTensorType tile, std::string *why = nullptr);

/// Whether TMA may address `memref` (made by make_memref here): its base
/// (with its element offset) and its row stride proven multiples of 16
/// bytes, as the tensor map's global address and strides must be; failure
/// with the reason in `why` otherwise.
LogicalResult tensorMapAddressable(Value memref, std::string *why = nullptr);

/// The tensor map (make_tensor_map) of `memref` for tiles `tile` that
/// `user` copies through, valid around tensorMapScope(user, memref): one
/// made earlier in that scope's block for the same memref and tile is
/// reused (its release moved after the scope: each map costs warp 0 a
/// build and a proxy fence), else one is made right after the memref (when
/// the memref is made in that block: building it early hides its latency)
/// or before the scope, and released after the scope (after `until`, an
/// op of the scope's block after it, where the copies complete later).
Value tensorMapFor(Operation *user, Value memref, RankedTensorType tile, Operation *until = nullptr);

/// The view that drops the leading unit dimensions of `load`'s tile (a
/// 1x..x1xMxN tile of a memref of rank 3 or more, viewed as MxN: cuTile's
/// batched operands), when it is the tile's one user; null otherwise.
/// Copies into shared memory (TMA and cp.async) move such a tile as the
/// MxN tile of the memref's last two dimensions.
ViewOp unitDimsDropped(TiledLoadOp load);

/// What a copy of `load` into shared memory stands for: the result of
/// unitDimsDropped's view where there is one, else the load's own.
Value copiedTile(TiledLoadOp load);

/// Whether zeros (TMA's and cp.async's fill) may stand for what `load`
/// reads outside its memref: its padding is zero or unspecified (none: the
/// partition view's elements outside are unspecified), or every dimension
/// is in bounds.
bool zeroFillAllowed(TiledLoadOp load);

/// A rank-1 tiled load of a contiguous memref made by make_memref, as TMA
/// (whose boxes are rank 2 here) can make it: the load of a 1xN tile of a
/// 1xN memref over the same elements (made after the original), then a
/// view back to N; the 1-D blocked layout becomes the 2-D one with the same
/// registers, so the view is free. Inserted before `load`, which is left
/// in place for the caller to replace or keep; failure (nothing created)
/// for other loads.
FailureOr<std::pair<TiledLoadOp, ViewOp>> loadAsOneLine(TiledLoadOp load);

/// Replaces `load` by the line load loadAsOneLine made for it.
void useLine(TiledLoadOp load, std::pair<TiledLoadOp, ViewOp> line);
/// Erases what loadAsOneLine made for a load that stays.
void discardLine(std::pair<TiledLoadOp, ViewOp> line);

/// Whether `token` (a memory op's incoming token, may be null) orders it
/// after earlier accesses: a copy started ahead of the op (by TMA or
/// cp.async, without the barrier the lowering gives ordered accesses) could
/// read before them. Initial tokens and joins of them order nothing; a
/// block argument (a loop-carried token) is taken to order something.
bool tokenFollowsAccesses(Value token);

/// The shared tile TMA moves `tile` (static rank 2, elements of 1, 2 or 4
/// bytes) through when registers write or read it: 16-byte groups along its
/// lines, swizzled with TMA's widest swizzle its lines fill (128 bytes:
/// every 8 lines of a panel cover the 32 banks whichever register layout
/// reads or writes them) when it has whole swizzle patterns (multiples of 8
/// lines), else lines stored one after the other.
RankedTensorType tmaStagingTile(RankedTensorType tile);

/// The op a tensor map of `memref` used by `user` is made before: the
/// outermost loop around `user` (or `user` itself) that `memref` is defined
/// outside of, so that one map serves every iteration.
Operation *tensorMapScope(Operation *user, Value memref);

} // namespace mlir::nv_tileaa

#endif
