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

/// How the values of an integer tile run along its last axis: over aligned
/// groups of `contiguity` positions they step by one, over aligned groups of
/// `constancy` positions they are equal, and `divisor` (a power of two)
/// divides every value at a position that is a multiple of `contiguity`.
/// Both group sizes are powers of two dividing the last extent.
struct LastAxisFacts {
  int64_t contiguity = 1, constancy = 1, divisor = 1;
};

/// A power of two dividing every value of `f` at a position that is a
/// multiple of `group` (a power of two): inside a contiguous group, the
/// start plus a multiple of `group`.
static int64_t divisorAt(const LastAxisFacts &f, int64_t group) {
  return group % f.contiguity == 0 ? f.divisor : std::min(f.divisor, group);
}

/// The facts of a constant tile, read off its values.
static LastAxisFacts constantFacts(DenseIntElementsAttr values) {
  int64_t n = cast<RankedTensorType>(values.getType()).getShape().back();
  if (values.isSplat())
    return {1, powerOfTwoPart(n), powerOfTwoPart(values.getSplatValue<APInt>().getSExtValue())};
  SmallVector<int64_t> v = llvm::map_to_vector(values.getValues<APInt>(), [](APInt x) { return x.getSExtValue(); });
  // The largest power of two `group` dividing n over whose aligned groups
  // `step(previous, next)` holds everywhere.
  auto largest = [&](llvm::function_ref<bool(int64_t, int64_t)> step) {
    int64_t group = powerOfTwoPart(n);
    while (group > 1 && llvm::any_of(llvm::seq<size_t>(1, v.size()), [&](size_t k) {
             return k % group != 0 && !step(v[k - 1], v[k]);
           }))
      group /= 2;
    return group;
  };
  LastAxisFacts facts;
  facts.contiguity = largest([](int64_t a, int64_t b) { return b == a + 1; });
  facts.constancy = largest([](int64_t a, int64_t b) { return b == a; });
  facts.divisor = kMaxDivisor;
  for (size_t k = 0; k < v.size(); k += facts.contiguity)
    facts.divisor = std::min(facts.divisor, powerOfTwoPart(v[k]));
  return facts;
}

/// What the ops that make coordinate tiles (ranges, splats, constants,
/// broadcasts, views, sums, products, casts) keep of the facts of their
/// operands; nothing is assumed of anything else.
static LastAxisFacts lastAxisFacts(Value v, unsigned depth) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() == 0 || depth > 16)
    return {};
  int64_t n = type.getShape().back();
  // Every value where the last axis holds one element.
  auto single = [](const LastAxisFacts &f) { return LastAxisFacts{1, 1, divisorAt(f, 1)}; };
  DenseIntElementsAttr constant;
  if (matchPattern(v, m_Constant(&constant)))
    return constantFacts(constant);
  Operation *op = v.getDefiningOp();
  if (!op)
    return {};
  if (auto splat = dyn_cast<SplatOp>(op))
    return {1, powerOfTwoPart(n), divisor(splat.getSource(), depth + 1)};
  if (auto range = dyn_cast<MakeRangeOp>(op))
    return {powerOfTwoPart(n), 1, powerOfTwoPart(range.getStart())};
  if (isa<BroadcastOp, ViewOp, ExpandDimsOp, ConvertLayoutOp>(op)) {
    LastAxisFacts source = lastAxisFacts(op->getOperand(0), depth + 1);
    int64_t sourceExtent = cast<RankedTensorType>(op->getOperand(0).getType()).getShape().back();
    // A broadcast along the last axis repeats one value over it.
    if (isa<BroadcastOp>(op) && sourceExtent == 1)
      return {1, powerOfTwoPart(n), divisorAt(source, 1)};
    // The same rows (a row-major view keeps them when the last extent
    // stays), or one element per row.
    if (sourceExtent == n)
      return source;
    return n == 1 ? single(source) : LastAxisFacts();
  }
  if (isa<arith::IndexCastOp, arith::ExtSIOp>(op))
    return lastAxisFacts(op->getOperand(0), depth + 1);
  // Read as unsigned, a run through -1 and 0 is no run; equal values stay
  // equal, and the powers of two dividing them still divide them.
  if (isa<arith::IndexCastUIOp, arith::ExtUIOp>(op)) {
    LastAxisFacts source = lastAxisFacts(op->getOperand(0), depth + 1);
    return {1, source.constancy, divisorAt(source, 1)};
  }
  if (isa<arith::AddIOp, arith::MulIOp>(op)) {
    LastAxisFacts a = lastAxisFacts(op->getOperand(0), depth + 1), b = lastAxisFacts(op->getOperand(1), depth + 1);
    int64_t constancy = std::min(a.constancy, b.constancy);
    if (isa<arith::MulIOp>(op))
      return {1, constancy, std::min(kMaxDivisor, divisorAt(a, 1) * divisorAt(b, 1))};
    // A run plus a value constant over it is a run.
    int64_t contiguity = std::max(std::min(a.contiguity, b.constancy), std::min(b.contiguity, a.constancy));
    return {contiguity, constancy, std::min(divisorAt(a, contiguity), divisorAt(b, contiguity))};
  }
  return {};
}

/// The widest vector an access may use, narrowed by each fact that limits
/// it; `why` (if given) says what narrowed it last.
struct VectorWidth {
  int64_t vec;
  std::string *why;
  void limit(int64_t divisorInElements, StringRef reason) {
    int64_t bound = powerOfTwoPart(divisorInElements);
    if (bound < vec) {
      vec = bound;
      if (why)
        *why = reason.str();
    }
  }
};

/// See tiledVectorElements and gatherVectorElements; `addressing` limits the
/// width by what is known of the elements' coordinates along the last
/// dimension, and of the others' over a vector.
static int64_t vectorElements(Value memref, RankedTensorType tile, bool masked, std::optional<ArrayRef<bool>> inBounds,
                              std::string *why, llvm::function_ref<void(VectorWidth &)> addressing) {
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
  VectorWidth width{std::min<int64_t>(16 / elemBytes, tile.getShape().back()), why};
  if (why && width.vec < 16 / elemBytes)
    *why = "the tile's rows are that short";
  auto make = memref.getDefiningOp<MakeMemRefOp>();
  if (!make)
    return none("the memref's origin (base, strides, extents) is not known here");
  auto limit = [&](int64_t divisorInElements, StringRef reason) { width.limit(divisorInElements, reason); };
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
    addressing(width);
    // A vector lies wholly inside or outside the memref along its axis.
    if (!inBounds || !(*inBounds)[d])
      limit(extentDivisor, "the extent of the last dimension is not known to be a larger multiple, so a vector "
                           "could straddle the edge (assume div_by on it)");
  }
  return std::max<int64_t>(1, width.vec);
}

/// See tiledVectorElements; `indices` are the tile's offsets in elements.
static int64_t tiledElements(Value memref, ValueRange indices, RankedTensorType tile, bool masked,
                             std::optional<ArrayRef<bool>> inBounds, std::string *why) {
  return vectorElements(memref, tile, masked, inBounds, why, [&](VectorWidth &width) {
    width.limit(knownPowerOfTwoDivisor(indices.back()),
                "the tile's offset along the last dimension is not known to be a larger multiple");
  });
}

/// See gatherVectorElements; `indices` are the coordinate tiles.
static int64_t gatherElements(Value memref, ValueRange indices, RankedTensorType tile, bool masked,
                              std::optional<ArrayRef<bool>> inBounds, std::string *why) {
  return vectorElements(memref, tile, masked, inBounds, why, [&](VectorWidth &width) {
    for (Value coordinates : indices.drop_back())
      width.limit(lastAxisFacts(coordinates, 0).constancy,
                  "the coordinates along a dimension other than the last are not known to repeat over a longer run "
                  "of the last");
    LastAxisFacts last = lastAxisFacts(indices.back(), 0);
    width.limit(last.contiguity, "the coordinates along the last dimension are not known to be consecutive over a "
                                 "longer run");
    width.limit(divisorAt(last, width.vec),
                "the coordinates along the last dimension are not known to start at a larger multiple");
  });
}

int64_t mlir::nv_tileaa::tiledVectorElements(Value memref, ValueRange indices, RankedTensorType tile, bool masked,
                                             std::optional<ArrayRef<bool>> inBounds, std::string *limit) {
  return tiledElements(memref, indices, tile, masked, inBounds, limit);
}

int64_t mlir::nv_tileaa::tiledVectorElements(TiledLoadOp op, std::string *limit) {
  return tiledElements(op.getMemref(), op.getIndices(), op.getResult().getType(), (bool)op.getMask(),
                       op.getInBounds(), limit);
}

int64_t mlir::nv_tileaa::tiledVectorElements(TiledStoreOp op, std::string *limit) {
  return tiledElements(op.getMemref(), op.getIndices(), op.getValue().getType(), (bool)op.getMask(),
                       op.getInBounds(), limit);
}

int64_t mlir::nv_tileaa::gatherVectorElements(GatherLoadOp op, std::string *limit) {
  return gatherElements(op.getMemref(), op.getIndices(), op.getResult().getType(), (bool)op.getMask(),
                        op.getInBounds(), limit);
}

int64_t mlir::nv_tileaa::gatherVectorElements(ScatterStoreOp op, std::string *limit) {
  return gatherElements(op.getMemref(), op.getIndices(), op.getValue().getType(), (bool)op.getMask(),
                        op.getInBounds(), limit);
}
