//===- SharedTiles.h - tiles held in shared memory --------------*- C++ -*-===//
//
// A tile of a #nv_tileaa.shared encoding (a dot operand staged for ldmatrix)
// lives in an internal shared array of its own, written by the
// convert_layout that makes it and read by its users. Rows are swizzled as
// the encoding says.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_SHAREDTILES_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_SHAREDTILES_H

#include "Patterns.h"

namespace mlir::nv_tileaa::to_nvvm {

/// Element index (i32) in the shared array of a rank-2 tile of `shape`
/// stored under `layout` of element (row, col) (i32 coordinates).
Value swizzledIndex(OpBuilder &b, Location loc, SharedLayoutAttr layout, ArrayRef<int64_t> shape, Value row,
                    Value col);

/// Elements of a line of `lineElements` that one panel holds: one swizzle
/// period of 16-byte groups (`vec * maxPhase`), or the whole line if it is
/// no longer (or not swizzled). Consecutive lines of a panel are that many
/// elements apart.
int64_t sharedPanelElements(SharedLayoutAttr layout, int64_t lineElements);

/// The owners of `regs` (a tile of `source`'s register layout) write each
/// element into the shared tile at `base` stored as `shared` (a tile of
/// `source`'s shape), in vectors of up to 16 bytes within a swizzle group.
void writeSharedTile(OpBuilder &b, Location loc, const TileTypeConverter &converter, Value base, Value regs,
                     RankedTensorType source, SharedLayoutAttr shared);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
