//===- Divisibility.h - what divides a value, and vector widths -*- C++ -*-===//
//
// The facts behind vectorized memory accesses: the largest power of two
// known to divide an integer (constants, `nv_tileaa.assume div_by`, and
// what products, sums and casts keep of them) or a pointer's address, and
// from those the widest vector a tiled access may use. The layout passes
// choose layouts from these facts, and the lowering checks them again
// before it emits a vector access, whatever the layout.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_TILEAA_IR_DIVISIBILITY_H
#define CUDA_TILE_DIALECT_TILEAA_IR_DIVISIBILITY_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/Value.h"
#include "mlir/IR/ValueRange.h"

#include <string>

namespace mlir::nv_tileaa {

class TiledLoadOp;
class TiledStoreOp;
class GatherLoadOp;
class ScatterStoreOp;

/// The largest power of two (at most 2^30) known to divide `v`: an integer
/// or index in its own units, a pointer's address in bytes.
int64_t knownPowerOfTwoDivisor(Value v);

/// Elements (a power of two, at most 16 bytes' worth) that the accesses of
/// a tiled load or store may move as one aligned vector along the memref's
/// contiguous last dimension: every such group starts at an address aligned
/// to its size and lies wholly inside or wholly outside the memref. 1 when
/// nothing wider is proven, or the access is masked. `limit`, if given,
/// says what kept the width below 16 bytes.
int64_t tiledVectorElements(TiledLoadOp op, std::string *limit = nullptr);
/// The same for a tile of type `tile` read or written at `indices` of
/// `memref` (an async copy's).
int64_t tiledVectorElements(Value memref, ValueRange indices, RankedTensorType tile, bool masked,
                            std::optional<ArrayRef<bool>> inBounds, std::string *limit = nullptr);
int64_t tiledVectorElements(TiledStoreOp op, std::string *limit = nullptr);

/// The same for a gather or scatter, whose lanes take their coordinates
/// from index tiles: groups of elements along the last dimension move as
/// one vector where the last dimension's coordinates step by one over them
/// from an aligned start and every other dimension's are equal over them
/// (the rows of a gather along another dimension, for instance).
int64_t gatherVectorElements(GatherLoadOp op, std::string *limit = nullptr);
int64_t gatherVectorElements(ScatterStoreOp op, std::string *limit = nullptr);

} // namespace mlir::nv_tileaa

#endif
