//===- Divisibility.cpp - what divides a value ----------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/Divisibility.h"
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

static constexpr int64_t kMaxDivisor = int64_t(1) << 30;

static int64_t powerOfTwoPart(int64_t v) {
  if (v == 0)
    return kMaxDivisor;
  uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
  return std::min<int64_t>(kMaxDivisor, int64_t(u & -u));
}

static int64_t divisor(Value v, unsigned depth) {
  if (depth > 16)
    return 1;
  APInt constant;
  if (matchPattern(v, m_ConstantInt(&constant)))
    return powerOfTwoPart(constant.getSExtValue());
  Operation *op = v.getDefiningOp();
  if (!op)
    return 1;
  if (auto assume = dyn_cast<AssumeOp>(op)) {
    int64_t inner = divisor(assume.getValue(), depth + 1);
    if (std::optional<int64_t> by = assume.getDivBy())
      return std::max(inner, powerOfTwoPart(*by));
    return inner;
  }
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp, arith::ExtUIOp>(op))
    return divisor(op->getOperand(0), depth + 1);
  if (isa<arith::MulIOp>(op))
    return std::min(kMaxDivisor, divisor(op->getOperand(0), depth + 1) * divisor(op->getOperand(1), depth + 1));
  if (isa<arith::AddIOp, arith::SubIOp>(op))
    return std::min(divisor(op->getOperand(0), depth + 1), divisor(op->getOperand(1), depth + 1));
  if (isa<arith::ShLIOp>(op)) {
    APInt shift;
    if (matchPattern(op->getOperand(1), m_ConstantInt(&shift)) && shift.getZExtValue() < 30)
      return std::min(kMaxDivisor, divisor(op->getOperand(0), depth + 1) << shift.getZExtValue());
  }
  return 1;
}

int64_t mlir::nv_tileaa::knownPowerOfTwoDivisor(Value v) { return divisor(v, 0); }

/// See tiledVectorElements; `indices` are the tile's offsets in elements.
static int64_t vectorElements(Value memref, ValueRange indices, RankedTensorType tile, bool masked,
                              std::optional<ArrayRef<bool>> inBounds, std::string *why) {
  auto type = cast<nv_tileaa::MemRefType>(memref.getType());
  int64_t rank = type.getRank();
  auto none = [&](StringRef reason) {
    if (why)
      *why = reason.str();
    return int64_t(1);
  };
  if (masked)
    return none("the access is masked element by element");
  if (rank == 0 || type.getStrides().back() != 1)
    return none("the last dimension is not contiguous (stride 1)");
  if (type.getElementType().getIntOrFloatBitWidth() % 8)
    return none("sub-byte elements");
  int64_t elemBytes = std::max<int64_t>(1, type.getElementType().getIntOrFloatBitWidth() / 8);
  int64_t vec = std::min<int64_t>(16 / elemBytes, tile.getShape().back());
  if (why && vec < 16 / elemBytes)
    *why = "the tile's rows are that short";
  auto make = memref.getDefiningOp<MakeMemRefOp>();
  if (!make)
    return none("the memref's origin (base, strides, extents) is not known here");
  auto limit = [&](int64_t divisorInElements, StringRef reason) {
    int64_t bound = powerOfTwoPart(divisorInElements);
    if (bound < vec) {
      vec = bound;
      if (why)
        *why = reason.str();
    }
  };
  // The base address, in elements.
  limit(std::max<int64_t>(1, knownPowerOfTwoDivisor(make.getBase()) / elemBytes),
        "the base pointer's alignment is not known to be larger (assume div_by on it)");
  if (make.getOffset())
    limit(knownPowerOfTwoDivisor(make.getOffset()), "the memref's element offset is not known to be a larger multiple");
  unsigned dynamicSize = 0, dynamicStride = 0;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t extent = type.getShape()[d];
    int64_t extentDivisor = ShapedType::isDynamic(extent) ? knownPowerOfTwoDivisor(make.getSizes()[dynamicSize++])
                                                          : powerOfTwoPart(extent);
    int64_t stride = type.getStrides()[d];
    int64_t strideDivisor = ShapedType::isDynamic(stride)
                                ? knownPowerOfTwoDivisor(make.getStrides()[dynamicStride++])
                                : powerOfTwoPart(stride);
    if (d < rank - 1) {
      limit(strideDivisor, "a row stride is not known to be a larger multiple (assume div_by on it)");
      continue;
    }
    limit(knownPowerOfTwoDivisor(indices[d]), "the tile's offset along the last dimension is not known to be a larger multiple");
    // A vector lies wholly inside or outside the memref along its axis.
    if (!inBounds || !(*inBounds)[d])
      limit(extentDivisor, "the extent of the last dimension is not known to be a larger multiple, so a vector "
                           "could straddle the edge (assume div_by on it)");
  }
  return std::max<int64_t>(1, vec);
}

int64_t mlir::nv_tileaa::tiledVectorElements(Value memref, ValueRange indices, RankedTensorType tile, bool masked,
                                             std::optional<ArrayRef<bool>> inBounds, std::string *limit) {
  return vectorElements(memref, indices, tile, masked, inBounds, limit);
}

int64_t mlir::nv_tileaa::tiledVectorElements(TiledLoadOp op, std::string *limit) {
  return vectorElements(op.getMemref(), op.getIndices(), op.getResult().getType(), (bool)op.getMask(),
                        op.getInBounds(), limit);
}

int64_t mlir::nv_tileaa::tiledVectorElements(TiledStoreOp op, std::string *limit) {
  return vectorElements(op.getMemref(), op.getIndices(), op.getValue().getType(), (bool)op.getMask(),
                        op.getInBounds(), limit);
}
