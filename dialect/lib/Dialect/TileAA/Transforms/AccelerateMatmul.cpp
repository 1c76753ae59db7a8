//===- AccelerateMatmul.cpp - dots on tensor cores -------------------------===//
//
// Decides, per nv_tileaa.dot, whether tensor cores compute it (tcgen05.mma
// on sm_100/103/110, wgmma on sm_90, mma.sync otherwise) and writes the
// decision into the types: the accumulator's mma layout (version 5, 3 or
// 2, warps tiling the result),
// the operands' swizzled shared staging or, for a dot fed by another dot,
// A's dot_op layout; splits batched dots into one per batch; then moves the
// accumulator's conversions out of the loops that carry it.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/TileAA/Transforms/Elementwise.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
#include "cuda-tile/Dialect/TileAA/Transforms/ScaledDots.h"
#include "cuda-tile/Utils/SharedMemoryLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAAACCELERATEMATMUL
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

bool isPowerOfTwoShape(RankedTensorType t) {
  return llvm::all_of(t.getShape(), [](int64_t e) { return e > 0 && llvm::isPowerOf2_64(e); });
}

/// Bits an element takes in memory (tf32 is held in 32; f4E2M1FN, staged
/// for mma.sync's kind::f8f6f4, in a byte each).
int64_t storageBits(Type t) {
  if (isa<FloatTF32Type>(t))
    return 32;
  return isa<Float4E2M1FNType>(t) ? 8 : t.getIntOrFloatBitWidth();
}

/// K of the mma.sync for operands of `t`: 32 bytes' worth (m16n8k16 for
/// 16-bit, k8 for tf32, k32 for 8-bit and for f4 in byte containers).
int64_t instructionK(Type t) { return 256 / storageBits(t); }

bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

/// The most batches a batched dot is split into (each costs a pass of the
/// operands through shared memory).
constexpr int64_t kMaxSplitBatches = 8;

/// Why `dot` cannot go on mma.sync on a target of compute capability
/// `capability` (0: unknown) (an empty string if it can).
std::string whyNotTensorCores(DotOp dot, unsigned capability) {
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType()),
       c = cast<RankedTensorType>(dot.getC().getType());
  if (dot.getSfa())
    return "block-scaled dots have no mma.sync form";
  // A batched dot is split into one dot per batch (splitBatched): its
  // matrices decide.
  if (c.getRank() == 3 && c.getShape()[0] > kMaxSplitBatches)
    return "a batched dot of more than " + std::to_string(kMaxSplitBatches) +
           " batches (each batch is extracted through shared memory)";
  int64_t m = c.getShape()[c.getRank() - 2], n = c.getShape()[c.getRank() - 1], k = a.getShape()[a.getRank() - 1];
  if (a.getEncoding() || b.getEncoding() || c.getEncoding())
    return "its operands already have layouts";
  Type ae = a.getElementType(), be = b.getElementType(), ce = c.getElementType();
  bool fp4 = isa<Float4E2M1FNType>(ae);
  if (fp4 || isa<Float4E2M1FNType>(be)) {
    if (ae != be)
      return "A and B have different element types";
    // sm_120's mma.sync.kind::f8f6f4 (PTX 8.7); sm_100's f4 is tcgen05's.
    if (capability != 120 && capability != 121)
      return capability ? "mma.sync takes f4E2M1FN operands (kind::f8f6f4) on sm_120 and sm_121 only, the target is "
                          "sm_" + std::to_string(capability)
                        : std::string("mma.sync takes f4E2M1FN operands (kind::f8f6f4) on sm_120 and sm_121 only, "
                                      "and the module names no nv_tileaa.target");
  } else if (isFp8(ae) || isFp8(be)) {
    if (!isFp8(ae) || !isFp8(be))
      return "A and B have different element types";
    if (capability < 89)
      return capability ? "mma.sync takes f8 operands on sm_89 and later, the target is sm_" + std::to_string(capability)
                        : std::string("mma.sync takes f8 operands on sm_89 and later, and the module names no "
                                      "nv_tileaa.target");
    if (!(ce.isF32() || ce.isF16()))
      return "the accumulator type has no mma.sync form";
  } else if (ae != be) {
    return "A and B have different element types";
  }
  if (ae.isF32() || ae.isF64())
    return "mma.sync has no " + std::string(ae.isF32() ? "f32" : "f64 (m16n8)") +
           " form that keeps the dot's precision (tf32 operands take tensor cores)";
  bool sixteen = ae.isF16() || ae.isBF16();
  if (!(sixteen || isa<FloatTF32Type>(ae) || ae.isInteger(8) || isFp8(ae) || fp4))
    return "mma.sync has no form for these operand types";
  if (ae.isInteger(8) ? !ce.isInteger(32) : !(ce.isF32() || ((ae.isF16() || isFp8(ae) || fp4) && ce.isF16())))
    return "the accumulator type has no mma.sync form";
  if (!isPowerOfTwoShape(a) || !isPowerOfTwoShape(b) || !isPowerOfTwoShape(c))
    return "extents that are not powers of two";
  if (m < 16 || n < 8 || k < instructionK(ae))
    return "the tile is smaller than one mma.sync.m16n8k" + std::to_string(instructionK(ae));
  return "";
}

/// A batched operand `v` (rank 3) as one load per batch, where `v` is a
/// plain tiled load that only the dot reads: batch i is the 1xMxK tile at
/// the batch's offset, viewed as MxK, which TMA and cp.async copy straight
/// into shared memory (an extract of the batch from the loaded tile would
/// cross shared memory first). Empty otherwise; the original load is left
/// for the caller to erase.
SmallVector<Value> loadsPerBatch(Value v) {
  auto load = v.getDefiningOp<TiledLoadOp>();
  if (!load || !load.getResult().hasOneUse() || load.getMask() || load.getOther() ||
      !load.getResultToken().use_empty())
    return {};
  RankedTensorType tile = load.getResult().getType();
  if (tile.getEncoding() || !tile.hasStaticShape())
    return {};
  OpBuilder b(load);
  Location loc = load.getLoc();
  SmallVector<int64_t> one(tile.getShape());
  one[0] = 1;
  SmallVector<Value> batches;
  for (int64_t i = 0, e = tile.getShape()[0]; i < e; ++i) {
    Value first = load.getIndices()[0];
    if (i)
      first = arith::AddIOp::create(b, loc, first, arith::ConstantIndexOp::create(b, loc, i));
    auto batch = cast<TiledLoadOp>(b.clone(*load));
    batch.getIndicesMutable()[0].assign(first);
    batch.getResult().setType(RankedTensorType::get(one, tile.getElementType()));
    batches.push_back(ViewOp::create(b, loc, RankedTensorType::get(tile.getShape().drop_front(), tile.getElementType()),
                                     batch.getResult()));
  }
  return batches;
}

/// A batched dot (rank 3) as one dot per batch: each batch of A, B and C
/// extracted (A and B loaded per batch where loadsPerBatch can), the dots'
/// results viewed as 1 x M x N and concatenated; the dots then take tensor
/// cores like any other. Returns the new dots.
SmallVector<DotOp> splitBatched(DotOp dot) {
  auto c = cast<RankedTensorType>(dot.getC().getType());
  SmallVector<Value> aLoads = loadsPerBatch(dot.getA()), bLoads = loadsPerBatch(dot.getB());
  OpBuilder b(dot);
  Location loc = dot.getLoc();
  auto batch = [&](Value v, ArrayRef<Value> loads, int64_t i, Value index) -> Value {
    if (!loads.empty())
      return loads[i];
    auto type = cast<RankedTensorType>(v.getType());
    return ExtractOp::create(b, loc, RankedTensorType::get(type.getShape().drop_front(), type.getElementType()), v,
                             ValueRange{index});
  };
  SmallVector<DotOp> dots;
  SmallVector<Value> pieces;
  for (int64_t i = 0, e = c.getShape()[0]; i < e; ++i) {
    Value index = arith::ConstantIndexOp::create(b, loc, i);
    Value a = batch(dot.getA(), aLoads, i, index), bm = batch(dot.getB(), bLoads, i, index),
          acc = batch(dot.getC(), {}, i, index);
    auto one = cast<DotOp>(b.clone(*dot));
    one.getAMutable().assign(a);
    one.getBMutable().assign(bm);
    one.getCMutable().assign(acc);
    one.getResult().setType(RankedTensorType::get(c.getShape().drop_front(), c.getElementType()));
    dots.push_back(one);
    SmallVector<int64_t> shape(c.getShape());
    shape[0] = 1;
    pieces.push_back(ViewOp::create(b, loc, RankedTensorType::get(shape, c.getElementType()), one));
  }
  dot.replaceAllUsesWith(CatOp::create(b, loc, c, pieces, b.getI64IntegerAttr(0)).getResult());
  Operation *aDef = dot.getA().getDefiningOp(), *bDef = dot.getB().getDefiningOp();
  dot.erase();
  if (!aLoads.empty())
    aDef->erase();
  if (!bLoads.empty())
    bDef->erase();
  return dots;
}

/// The batches of `v` (B x M x N) as the loop body gives them: for a cat
/// along dimension 0 of B views of M x N tiles as 1 x M x N (what
/// splitBatched makes of the batched dot's result), those tiles; empty
/// otherwise.
SmallVector<Value> batchesOfCat(Value v) {
  auto cat = v.getDefiningOp<CatOp>();
  auto type = cast<RankedTensorType>(v.getType());
  if (!cat || cat.getDim() != 0 || type.getRank() != 3 || (int64_t)cat.getInputs().size() != type.getShape()[0])
    return {};
  SmallVector<Value> batches;
  for (Value input : cat.getInputs()) {
    auto view = input.getDefiningOp<ViewOp>();
    if (!view || view.getSource().getType().getShape() != type.getShape().drop_front())
      return {};
    batches.push_back(view.getSource());
  }
  return batches;
}

/// The batch `extract` takes of a rank-3 tile, when it takes one at a
/// constant index.
std::optional<int64_t> extractedBatch(Operation *op) {
  auto extract = dyn_cast<ExtractOp>(op);
  APInt index;
  if (!extract || extract.getIndices().size() != 1 || !matchPattern(extract.getIndices()[0], m_ConstantInt(&index)))
    return std::nullopt;
  return index.getSExtValue();
}

/// Splits iteration argument `i` of `loop`, a B x M x N tile that the body
/// only takes batches of (extract at constant indices) and yields as the
/// cat of B batches (a split batched dot's accumulator), into B arguments
/// of M x N: each batch's dot then accumulates in registers across the
/// loop instead of crossing shared memory twice per iteration (extract and
/// cat). The result is the cat of the B results. Returns whether it split.
bool splitCarriedBatches(scf::ForOp loop, unsigned i) {
  BlockArgument arg = loop.getRegionIterArg(i);
  auto type = cast<RankedTensorType>(arg.getType());
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  SmallVector<Value> yielded = batchesOfCat(yield.getOperand(i));
  if (yielded.empty() || type.getEncoding() || !yield.getOperand(i).hasOneUse() ||
      llvm::any_of(arg.getUsers(), [&](Operation *u) {
        std::optional<int64_t> b = extractedBatch(u);
        return !b || *b < 0 || *b >= type.getShape()[0];
      }))
    return false;
  auto matrix = RankedTensorType::get(type.getShape().drop_front(), type.getElementType());
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  Value init = loop.getInitArgs()[i];
  SmallVector<Value> inits(loop.getInitArgs());
  inits.erase(inits.begin() + i);
  // A splat (a zero accumulator) stays a constant, which later passes see.
  DenseElementsAttr splat;
  for (int64_t batch = 0; batch < type.getShape()[0]; ++batch) {
    if (matchPattern(init, m_Constant(&splat)) && splat.isSplat())
      inits.push_back(arith::ConstantOp::create(b, loc, splat.resizeSplat(matrix)));
    else
      inits.push_back(ExtractOp::create(b, loc, matrix, init, ValueRange{arith::ConstantIndexOp::create(b, loc, batch)}));
  }
  auto split = scf::ForOp::create(b, loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep(), inits);
  Block *body = split.getBody();
  unsigned others = loop.getNumRegionIterArgs() - 1;
  for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
    user->getResult(0).replaceAllUsesWith(body->getArgument(1 + others + *extractedBatch(user)));
    user->erase();
  }
  SmallVector<Value> argsInOld{split.getInductionVar()};
  for (unsigned j = 0; j <= others; ++j)
    argsInOld.push_back(j == i ? init : body->getArgument(1 + j - (j > i)));
  if (!body->empty())
    body->getTerminator()->erase();
  Operation *cat = yield.getOperand(i).getDefiningOp();
  SmallVector<Value> results(yield.getOperands());
  results.erase(results.begin() + i);
  llvm::append_range(results, yielded);
  b.setInsertionPointToEnd(loop.getBody());
  scf::YieldOp::create(b, loc, results);
  yield.erase();
  body->getOperations().splice(body->end(), loop.getBody()->getOperations());
  for (auto [old, now] : llvm::zip_equal(loop.getBody()->getArguments(), argsInOld))
    old.replaceAllUsesWith(now);
  // The cat and its views fed only the old yield.
  if (cat->use_empty()) {
    SmallVector<Operation *> views = llvm::map_to_vector(cat->getOperands(), [](Value v) { return v.getDefiningOp(); });
    cat->erase();
    for (Operation *view : views)
      if (view->use_empty())
        view->erase();
  }
  b.setInsertionPointAfter(split);
  SmallVector<Value> pieces;
  for (int64_t batch = 0; batch < type.getShape()[0]; ++batch) {
    SmallVector<int64_t> one(type.getShape());
    one[0] = 1;
    pieces.push_back(ViewOp::create(b, loc, RankedTensorType::get(one, type.getElementType()),
                                    split.getResult(others + batch)));
  }
  Value whole = CatOp::create(b, loc, type, pieces, b.getI64IntegerAttr(0));
  for (unsigned j = 0; j <= others; ++j)
    loop.getResult(j).replaceAllUsesWith(j == i ? whole : split.getResult(j - (j > i)));
  loop.erase();
  return true;
}

/// Whether `b` is the transpose of a tile (attention's K^T).
bool isTransposed(Value b) {
  auto permute = b.getDefiningOp<PermuteOp>();
  return permute && permute.getPermutation() == ArrayRef<int64_t>{1, 0};
}

/// Why `dot`, which mma.sync can compute, does not go on sm_90's wgmma
/// instead (an empty string if it does), with `numWarps` warps.
std::string whyNotWgmma(DotOp dot, unsigned numWarps, bool aInRegisters) {
  auto a = cast<RankedTensorType>(dot.getA().getType()), c = cast<RankedTensorType>(dot.getC().getType());
  int64_t m = c.getShape()[0], n = c.getShape()[1];
  if (aInRegisters && storageBits(a.getElementType()) != 16)
    return "A comes from registers (the dot that computes it), and wgmma's register-A form is used for 16-bit "
           "operands only";
  if (numWarps % 4)
    return "fewer warps than a warpgroup (4)";
  if (m % (16 * numWarps))
    return "M = " + std::to_string(m) + " is not a multiple of 64 rows per warpgroup (" +
           std::to_string(numWarps / 4) + " warpgroups)";
  // wgmma reads shared lines of at least 32 bytes (the 32-byte swizzle):
  // A's K, and B's N where B is staged N-contiguous (16-bit elements).
  bool sixteen = storageBits(a.getElementType()) == 16;
  if (sixteen && !isTransposed(dot.getB()) && n * 2 < 32)
    return "N = " + std::to_string(n) + " is narrower than wgmma's 32-byte swizzle";
  return "";
}

/// Whether the target has sm_100's fifth-generation tensor cores
/// (tcgen05): the data-center Blackwells and Thor, not sm_120/121.
bool hasTcgen05(unsigned capability) { return capability == 100 || capability == 103 || capability == 110; }

/// Tensor-memory columns a 128-lane CTA has.
constexpr int64_t kTensorMemoryColumns = 512;

/// Tensor-memory columns of an M x N tcgen05 accumulator: N per 128-row
/// block; M = 64 puts its halves side by side in the lanes.
int64_t tcgen05Columns(int64_t m, int64_t n) { return m == 64 ? n / 2 : (m / 128) * n; }

/// Why `dot`, which mma.sync can compute, does not go on sm_100's
/// tcgen05.mma instead (an empty string if it does), with `numWarps` warps.
std::string whyNotTcgen05(DotOp dot, unsigned numWarps, unsigned capability) {
  auto a = cast<RankedTensorType>(dot.getA().getType()), c = cast<RankedTensorType>(dot.getC().getType());
  int64_t m = c.getShape()[0], n = c.getShape()[1];
  if (a.getElementType().isInteger(8) && capability == 103)
    return "sm_103 has no tcgen05.mma .kind::i8";
  if (numWarps % 4)
    return "fewer warps than a warpgroup (4), which tcgen05.ld needs to reach the 128 lanes of tensor memory";
  if (m != 64 && m % 128)
    return "M = " + std::to_string(m) + " is neither 64 nor a multiple of 128 (the rows of tcgen05.mma's accumulator)";
  if (n < 16)
    return "N = " + std::to_string(n) + " is below tcgen05.mma's 16";
  if (m == 64 && n > 512)
    return "N = " + std::to_string(n) + " is more than two m64 instructions' 512";
  if (tcgen05Columns(m, n) > kTensorMemoryColumns)
    return "the accumulator needs " + std::to_string(tcgen05Columns(m, n)) + " tensor-memory columns, more than the " +
           std::to_string(kTensorMemoryColumns) + " there are";
  return "";
}

/// N of the tcgen05.mma for an M x N result: the whole N up to 256, or,
/// for M = 64, half of it (each half of the columns in its half of the
/// lanes).
int64_t tcgen05N(int64_t m, int64_t n) { return m == 64 ? n / 2 : std::min<int64_t>(n, 256); }

/// N of the wgmma for an M x N result: the whole N up to 256 (128 for
/// 8-bit integers, whose shapes skip some N).
int64_t wgmmaN(DotOp dot, int64_t n) {
  bool integer = cast<RankedTensorType>(dot.getA().getType()).getElementType().isInteger(8);
  return std::min<int64_t>(n, integer ? 128 : 256);
}

/// Warps tiling an M x N result, doubling along the side with more
/// instruction tiles per warp (16 x 8 each) left, without replicating.
std::pair<unsigned, unsigned> warpsFor(int64_t m, int64_t n, unsigned numWarps) {
  unsigned wm = 1, wn = 1;
  while (wm * wn < numWarps) {
    int64_t rowsLeft = m / (16 * wm), colsLeft = n / (8 * wn);
    if (rowsLeft >= colsLeft && rowsLeft > 1)
      wm *= 2;
    else if (colsLeft > 1)
      wn *= 2;
    else
      wm *= 2;
  }
  return {wm, wn};
}

/// The layout a block-scaled dot's scale factors `sf` (sfa, `operand` 0:
/// M x blocks; sfb, 1: blocks x N) take to go into tensor memory with
/// tcgen05.st .32x32b: lane t of every warp holds all the blocks of the
/// rows of A (columns of B) t, t + 32, ... (the warps hold copies).
RankedTensorType scaleFactorLayout(Value sf, unsigned operand, unsigned numWarps) {
  auto type = cast<RankedTensorType>(sf.getType());
  unsigned blocks = type.getShape()[operand == 0 ? 1 : 0];
  SmallVector<unsigned> size{1, blocks}, lanes{32, 1}, warps{1, numWarps}, order{1, 0};
  if (operand == 1) {
    std::swap(size[0], size[1]);
    std::swap(lanes[0], lanes[1]);
    std::swap(warps[0], warps[1]);
    std::swap(order[0], order[1]);
  }
  return type.cloneWithEncoding(BlockedLayoutAttr::get(sf.getContext(), size, lanes, warps, order));
}

/// Staging for ldmatrix: `contiguous` (the dimension holding K for A, N or
/// K for B) stored contiguously in 16-byte groups; lines of fewer than 128
/// bytes share a phase, at most 8 phases (the rows of one 8x8 matrix).
SharedLayoutAttr stagingFor(RankedTensorType t, unsigned contiguous) {
  int64_t bits = storageBits(t.getElementType());
  int64_t lineBytes = t.getShape()[contiguous] * bits / 8;
  unsigned vec = 16 * 8 / bits;
  unsigned perPhase = std::max<int64_t>(1, 128 / lineBytes);
  unsigned groups = std::max<int64_t>(1, t.getShape()[contiguous] / vec);
  unsigned maxPhase = std::min<unsigned>(8 / perPhase, groups);
  SmallVector<unsigned> order = contiguous == 1 ? SmallVector<unsigned>{1, 0} : SmallVector<unsigned>{0, 1};
  return SharedLayoutAttr::get(t.getContext(), vec, perPhase, std::max(1u, maxPhase), order);
}

/// The dot whose result `v` is computed from by element-wise ops (casts,
/// arithmetic, selects with masks) on tiles of its shape, as attention
/// computes its probabilities from the scores; null if none.
DotOp producingDot(Value v, unsigned depth = 8) {
  Operation *op = v.getDefiningOp();
  if (!op)
    return {};
  if (auto dot = dyn_cast<DotOp>(op))
    return dot;
  if (auto convert = dyn_cast<ConvertLayoutOp>(op))
    return depth ? producingDot(convert.getSource(), depth - 1) : DotOp();
  if (depth == 0 || !isElementwise(op))
    return {};
  for (Value operand : op->getOperands())
    if (operand.getType() == v.getType() || (isa<RankedTensorType>(operand.getType()) &&
                                             cast<RankedTensorType>(operand.getType()).getShape() ==
                                                 cast<RankedTensorType>(v.getType()).getShape()))
      if (DotOp dot = producingDot(operand, depth - 1))
        return dot;
  return {};
}

/// Inserts a conversion of `v` to `type` right after `v` is defined (out of
/// the loops that do not change it).
Value convertAfterDefinition(Value v, RankedTensorType type) {
  OpBuilder b(v.getContext());
  b.setInsertionPointAfterValue(v);
  return ConvertLayoutOp::create(b, v.getLoc(), type, v);
}

/// An scf.for result carried in the layout its body converts it to: the
/// iteration argument takes that layout, its conversions inside go, the
/// initial value is converted once before the loop and the result once
/// after it.
bool hoistCarriedConversion(scf::ForOp loop, unsigned i) {
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  auto back = yield.getOperand(i).getDefiningOp<ConvertLayoutOp>();
  if (!back)
    return false;
  RankedTensorType carried = back.getSource().getType();
  BlockArgument arg = loop.getRegionIterArg(i);
  // A conversion of the argument itself is one of its users, erased below.
  if (back.getSource() == arg)
    return false;
  if (arg.use_empty() || !llvm::all_of(arg.getUsers(), [&](Operation *user) {
        auto convert = dyn_cast<ConvertLayoutOp>(user);
        return convert && convert.getType() == carried;
      }))
    return false;
  OpBuilder b(loop);
  Type original = arg.getType();
  Value init = ConvertLayoutOp::create(b, loop.getLoc(), carried, loop.getInitArgs()[i]);
  loop.getInitArgsMutable()[i].set(init);
  arg.setType(carried);
  for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
    user->getResult(0).replaceAllUsesWith(arg);
    user->erase();
  }
  yield->setOperand(i, back.getSource());
  if (back->use_empty())
    back->erase();
  Value result = loop.getResult(i);
  result.setType(carried);
  b.setInsertionPointAfter(loop);
  auto after = ConvertLayoutOp::create(b, loop.getLoc(), original, result);
  result.replaceAllUsesExcept(after, after);
  return true;
}

struct AccelerateMatmul : nv_tileaa::impl::TileAAAccelerateMatmulBase<AccelerateMatmul> {
  using Base::Base;

  void runOnOperation() override {
    if (numWarps == 0 || !llvm::isPowerOf2_32(numWarps) || numWarps > 32) {
      getOperation().emitError("num-warps must be a power of two between 1 and 32, got ") << (unsigned)numWarps;
      return signalPassFailure();
    }
    unsigned capability = targetSmVersion(getOperation()).value_or(0);
    // Block-scaled dots go on tcgen05.mma.block_scale or are decomposed
    // into plain dots, which then go where plain dots go.
    SmallVector<DotOp> scaled;
    getOperation().walk([&](DotOp dot) {
      if (dot.getSfa())
        scaled.push_back(dot);
    });
    for (DotOp dot : scaled) {
      std::string why = whyNotBlockScaledTcgen05(dot, capability);
      if (why.empty())
        why = whyNotTcgen05(dot, numWarps, capability);
      if (!why.empty() && !whyNotBlockScaledMmaSync(dot, capability).empty())
        decomposeScaledDot(dot, remarks, why);
    }
    SmallVector<DotOp> found, dots;
    // The batch each dot split from a batched one computes (its remarks say).
    llvm::DenseMap<Operation *, int64_t> batchOf;
    getOperation().walk([&](DotOp dot) { found.push_back(dot); });
    for (DotOp dot : found) {
      auto c = cast<RankedTensorType>(dot.getC().getType());
      if (c.getRank() != 3 || !whyNotTensorCores(dot, capability).empty()) {
        dots.push_back(dot);
        continue;
      }
      if (remarks)
        dot.emitRemark("batched dot: ") << c.getShape()[0] << " dots, one per batch";
      for (auto [i, one] : llvm::enumerate(splitBatched(dot))) {
        batchOf[one] = i;
        dots.push_back(one);
      }
    }
    // The split dots' accumulators, where a loop carries them, become one
    // loop-carried tile per batch.
    if (!batchOf.empty()) {
      bool split = true;
      while (split) {
        split = false;
        getOperation().walk([&](scf::ForOp loop) {
          for (unsigned i = 0, e = loop.getNumRegionIterArgs(); i < e && !split; ++i)
            split = splitCarriedBatches(loop, i);
          return split ? WalkResult::interrupt() : WalkResult::advance();
        });
      }
    }
    // Chains: a dot whose A operand is computed from another dot's result
    // (attention's P x V from Q x K^T) takes it from registers, which needs
    // both dots' warps stacked along M (each warp then holds whole rows of
    // the first result, which are the K of the second).
    llvm::DenseMap<Operation *, DotOp> fedBy;
    llvm::DenseSet<Operation *> chained;
    for (DotOp dot : dots)
      if (DotOp first = producingDot(dot.getA()))
        if (whyNotTensorCores(dot, capability).empty() && whyNotTensorCores(first, capability).empty()) {
          fedBy[dot] = first;
          chained.insert(first);
          chained.insert(dot);
        }
    // Tensor-memory columns the tcgen05 accumulators placed so far keep, and
    // those the accumulators in registers pass through (after them).
    int64_t tensorMemoryUsed = 0, passingColumns = 0;
    for (size_t i = 0; i < dots.size(); ++i) {
      DotOp dot = dots[i];
      bool blockScaled = bool(dot.getSfa());
      std::string why = blockScaled ? std::string() : whyNotTensorCores(dot, capability);
      if (!why.empty()) {
        if (remarks)
          dot.emitRemark("dot stays on the FMA loop (no tensor cores): ") << why;
        continue;
      }
      auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType()),
           c = cast<RankedTensorType>(dot.getC().getType());
      auto [wm, wn] = warpsFor(c.getShape()[0], c.getShape()[1], numWarps);
      if (chained.contains(dot)) {
        wm = std::min<int64_t>(numWarps, std::max<int64_t>(1, c.getShape()[0] / 16));
        wn = numWarps / wm;
      }
      std::string whyNotV5 = hasTcgen05(capability) ? whyNotTcgen05(dot, numWarps, capability) : std::string();
      // Each tcgen05 accumulator keeps columns of its own, but an f16 one
      // stays in registers (each dot's result rounds to f16, as mmaf's
      // does) and passes through columns after them that such dots share.
      // A block-scaled dot's scale factors pass through columns after the
      // tiles as well.
      int64_t columns = tcgen05Columns(c.getShape()[0], c.getShape()[1]);
      int64_t scaleColumns =
          blockScaled ? blockScaleColumns(c.getShape()[0], c.getShape()[1],
                                          cast<RankedTensorType>(dot.getSfa().getType()).getShape()[1])
                      : 0;
      bool keptInMemory = !c.getElementType().isF16();
      int64_t needed = keptInMemory ? tensorMemoryUsed + columns + std::max(passingColumns, scaleColumns)
                                    : tensorMemoryUsed + std::max(passingColumns, columns);
      if (hasTcgen05(capability) && whyNotV5.empty() && needed > kTensorMemoryColumns)
        whyNotV5 = "tensor memory is full: the module's earlier dots keep their accumulators in " +
                   std::to_string(tensorMemoryUsed + passingColumns) + " of its " +
                   std::to_string(kTensorMemoryColumns) + " columns, this one needs " +
                   std::to_string(columns + scaleColumns);
      bool tcgen05 = hasTcgen05(capability) && whyNotV5.empty();
      bool scaledMmaSync = blockScaled && !tcgen05 && whyNotBlockScaledMmaSync(dot, capability).empty();
      if (blockScaled && !tcgen05 && !scaledMmaSync) {
        llvm::append_range(dots, decomposeScaledDot(dot, remarks, whyNotV5));
        continue;
      }
      passingColumns = std::max(passingColumns, scaleColumns);
      // tcgen05.mma reads A from shared memory (or tensor memory), never
      // from registers: a chained dot's A is staged.
      bool aInRegisters = fedBy.contains(dot) && !tcgen05;
      std::string whyNotV3 = capability == 90 ? whyNotWgmma(dot, numWarps, aInRegisters) : std::string();
      bool wgmma = capability == 90 && whyNotV3.empty();
      int64_t nInstr = tcgen05 ? tcgen05N(c.getShape()[0], c.getShape()[1]) : wgmmaN(dot, c.getShape()[1]);
      if (wgmma)
        wm = numWarps, wn = 1;
      if (tcgen05)
        wm = 4, wn = numWarps / 4;
      auto mma = tcgen05 ? MmaLayoutAttr::get(&getContext(), 5, {wm, wn},
                                              {c.getShape()[0] == 64 ? 64u : 128u, unsigned(nInstr)})
                 : wgmma ? MmaLayoutAttr::get(&getContext(), 3, {wm, wn}, {64, unsigned(nInstr)})
                         : MmaLayoutAttr::get(&getContext(), 2, {wm, wn}, {16, 8});
      OpBuilder builder(dot);
      Location loc = dot.getLoc();
      Value acc = ConvertLayoutOp::create(builder, loc, c.cloneWithEncoding(mma), dot.getC());
      // A tcgen05 accumulator lives in tensor memory, the dot accumulating
      // in place: a loop carrying it (below) moves no data.
      int64_t firstColumn = tensorMemoryUsed;
      bool inTensorMemory = tcgen05 && keptInMemory;
      if (inTensorMemory) {
        acc = ConvertLayoutOp::create(
            builder, loc, c.cloneWithEncoding(TensorMemoryLayoutAttr::get(&getContext(), firstColumn, mma)), acc);
        tensorMemoryUsed += columns;
      } else if (tcgen05) {
        passingColumns = std::max(passingColumns, columns);
      }
      // ldmatrix transposes 16-bit elements only: wider or narrower B
      // operands are staged transposed (N lines of contiguous K) instead.
      // Operands are converted where they are defined: one staging of a
      // loop-invariant operand serves every iteration.
      bool sixteen = storageBits(a.getElementType()) == 16;
      RankedTensorType aType =
          aInRegisters ? a.cloneWithEncoding(DotOperandLayoutAttr::get(&getContext(), 0, mma,
                                                                       32 / storageBits(a.getElementType())))
                       : a.cloneWithEncoding(stagingFor(a, 1));
      Value sa = convertAfterDefinition(dot.getA(), aType);
      // A B that is the transpose of a tile (attention's K^T) is staged
      // with K contiguous too: then the staging writes the tile as it was
      // loaded (tileaa-remove-layout-conversions moves the transpose onto
      // the shared tile), which tileaa-pipeline can copy asynchronously.
      Value sb = convertAfterDefinition(dot.getB(),
                                        b.cloneWithEncoding(stagingFor(b, sixteen && !isTransposed(dot.getB()) ? 1 : 0)));
      dot.getAMutable().set(sa);
      dot.getBMutable().set(sb);
      if (scaledMmaSync) {
        // Each mma.sync's scale bytes are loaded by the lanes its selectors
        // name, from unswizzled shared tiles.
        auto unswizzled = SharedLayoutAttr::get(&getContext(), 1, 1, 1, SmallVector<unsigned>{1, 0});
        for (auto [i, sf] : llvm::enumerate(SmallVector<Value>{dot.getSfa(), dot.getSfb()})) {
          Value staged =
              convertAfterDefinition(sf, cast<RankedTensorType>(sf.getType()).cloneWithEncoding(unswizzled));
          (i == 0 ? dot.getSfaMutable() : dot.getSfbMutable()).assign(staged);
        }
      } else if (blockScaled) {
        dot.getSfaMutable().assign(convertAfterDefinition(dot.getSfa(), scaleFactorLayout(dot.getSfa(), 0, numWarps)));
        dot.getSfbMutable().assign(convertAfterDefinition(dot.getSfb(), scaleFactorLayout(dot.getSfb(), 1, numWarps)));
      }
      dot.getCMutable().set(acc);
      dot.getResult().setType(cast<RankedTensorType>(acc.getType()));
      builder.setInsertionPointAfter(dot);
      Operation *firstUser = nullptr;
      Value registers = dot.getResult();
      if (inTensorMemory) {
        registers = ConvertLayoutOp::create(builder, loc, c.cloneWithEncoding(mma), registers);
        firstUser = registers.getDefiningOp();
      }
      auto back = ConvertLayoutOp::create(builder, loc, c, registers);
      dot.getResult().replaceAllUsesExcept(back, firstUser ? firstUser : back.getOperation());
      std::string batchPrefix =
          batchOf.count(dot) ? "batch " + std::to_string(batchOf.lookup(dot)) + ": " : std::string();
      if (remarks && scaledMmaSync) {
        dot.emitRemark("block-scaled dot on tensor cores: mma.sync.m16n8k32.kind::mxf8f6f4.block_scale.scale_vec::1X ")
            << a.getElementType() << " x " << b.getElementType() << " -> f32, warps " << wm << "x" << wn << ", "
            << std::max<int64_t>(1, c.getShape()[0] / (16 * wm)) * std::max<int64_t>(1, c.getShape()[1] / (8 * wn)) *
                   (a.getShape()[1] / 32)
            << " instructions per warp, operands through swizzled shared memory with ldmatrix, each instruction's "
               "ue8m0 scale bytes loaded from shared memory by the lanes its {byte-id, thread-id} selectors name";
        continue;
      }
      if (remarks && blockScaled) {
        int64_t m = c.getShape()[0], kSteps = a.getShape()[1] / 32;
        dot.emitRemark("block-scaled dot on tensor cores: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale m128n")
            << nInstr << "k32 " << a.getElementType() << " x " << b.getElementType()
            << " -> f32, ue8m0 scale factors per 32 of K (scale_vec::1X), "
            << (m / 128) * (c.getShape()[1] / nInstr) * kSteps
            << " instructions issued by one thread, the accumulator in " << columns
            << " tensor-memory columns from column " << firstColumn << ", the scale factors in " << scaleColumns
            << " columns after the tiles (tcgen05.st)";
        continue;
      }
      if (remarks && tcgen05) {
        int64_t m = c.getShape()[0], kSteps = a.getShape()[1] / instructionK(a.getElementType());
        int64_t rows = m == 64 ? 64 : 128;
        dot.emitRemark(batchPrefix) << "dot on tensor cores: tcgen05.mma.cta_group::1 m" << rows << "n" << nInstr << "k"
                                    << instructionK(a.getElementType()) << " " << a.getElementType() << " -> "
                                    << c.getElementType() << ", "
                                    << std::max<int64_t>(1, m / 128) * (c.getShape()[1] / nInstr) * kSteps
                                    << " instructions issued by one thread, the accumulator in "
                                    << tcgen05Columns(m, c.getShape()[1])
                                    << (inTensorMemory ? " tensor-memory columns from column " + std::to_string(firstColumn)
                                                       : std::string(" tensor-memory columns for the dot alone (an f16 "
                                                                     "accumulator rounds at every dot)"))
                                    << ", operands from swizzled shared memory through matrix descriptors";
        continue;
      }
      if (remarks && hasTcgen05(capability))
        dot.emitRemark(batchPrefix) << "dot stays on mma.sync (not tcgen05.mma): " << whyNotV5;
      if (remarks && wgmma) {
        int64_t m = c.getShape()[0], kSteps = a.getShape()[1] / instructionK(a.getElementType());
        dot.emitRemark(batchPrefix) << "dot on tensor cores: wgmma.mma_async.m64n" << nInstr << "k"
                                    << instructionK(a.getElementType()) << " " << a.getElementType() << " -> "
                                    << c.getElementType() << ", " << numWarps / 4 << " warpgroup(s), "
                                    << (m / (16 * numWarps)) * (c.getShape()[1] / nInstr) * kSteps
                                    << " instructions per warpgroup, "
                                    << (aInRegisters ? "A from registers (the result of the dot that computes it), B"
                                                     : "operands")
                                    << " from swizzled shared memory through matrix descriptors";
        continue;
      }
      if (remarks && capability == 90)
        dot.emitRemark(batchPrefix) << "dot stays on mma.sync (not wgmma): " << whyNotV3;
      if (remarks)
        dot.emitRemark(batchPrefix) << "dot on tensor cores: mma.sync.m16n8k"
            << instructionK(a.getElementType()) << " " << a.getElementType() << " -> " << c.getElementType()
            << ", warps " << wm << "x" << wn << ", "
            << std::max<int64_t>(1, c.getShape()[0] / (16 * wm)) * std::max<int64_t>(1, c.getShape()[1] / (8 * wn)) *
                   (a.getShape()[1] / instructionK(a.getElementType()))
            << " instructions per warp, "
            << (aInRegisters ? "A from registers (the result of the dot that computes it), B"
                             : "operands")
            << " through swizzled shared memory with ldmatrix";
    }
    // Accumulators carried by loops stay in their mma layout.
    bool changed = true;
    while (changed) {
      changed = false;
      getOperation().walk([&](scf::ForOp loop) {
        for (unsigned i = 0, e = loop.getNumRegionIterArgs(); i < e; ++i)
          changed |= hoistCarriedConversion(loop, i);
      });
    }
  }
};

} // namespace
