//===- LinearLayout.cpp - every nv_tileaa layout as a linear map ---------===//
#include "cuda-tile/Dialect/TileAA/IR/LinearLayout.h"
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

using Basis = LinearLayout::Basis;

Basis unit(int64_t rank, int64_t dim, int64_t value) {
  Basis b(rank, 0);
  b[dim] = value;
  return b;
}

/// `value` along `dim`, or a zero basis (copies) where the tile is narrower.
Basis clamped(ArrayRef<int64_t> shape, int64_t dim, int64_t value) {
  return unit(shape.size(), dim, value < shape[dim] ? value : 0);
}

bool isZero(ArrayRef<int64_t> basis) {
  return llvm::all_of(basis, [](int64_t v) { return v == 0; });
}

/// Adds a register basis; a zero one (a register copy) is left out: no
/// layout here keeps two registers of one element.
void addRegister(LinearLayout &l, Basis basis) {
  if (!isZero(basis))
    l.regs.push_back(std::move(basis));
}

unsigned bitsOf(int64_t v) { return llvm::Log2_64(v); }

Value i32(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(v));
}

template <typename T> bool allPowersOfTwo(ArrayRef<T> values) {
  return llvm::all_of(values, [](T v) { return v > 0 && llvm::isPowerOf2_64(v); });
}

FailureOr<LinearLayout> fail(std::string *error, const Twine &message) {
  if (error)
    *error = message.str();
  return failure();
}

FailureOr<LinearLayout> fromBlocked(ArrayRef<int64_t> shape, BlockedLayoutAttr blocked, unsigned numWarps,
                                    std::string *error) {
  int64_t rank = shape.size();
  if ((int64_t)blocked.getOrder().size() != rank)
    return fail(error, "a blocked layout of rank " + Twine(blocked.getOrder().size()) + " on a tile of rank " +
                           Twine(rank));
  unsigned warps = 1;
  for (unsigned w : blocked.getWarpsPerCTA())
    warps *= w;
  if (warps != numWarps)
    return fail(error, "a blocked layout of " + Twine(warps) + " warps in a CTA of " + Twine(numWarps));
  LinearLayout l(shape);
  ArrayRef<unsigned> spt = blocked.getSizePerThread(), tpw = blocked.getThreadsPerWarp(),
                     wpc = blocked.getWarpsPerCTA();
  for (unsigned d : blocked.getOrder())
    for (unsigned i = 0; i < bitsOf(spt[d]); ++i)
      addRegister(l, clamped(shape, d, int64_t(1) << i));
  for (unsigned d : blocked.getOrder())
    for (unsigned i = 0; i < bitsOf(tpw[d]); ++i)
      l.lanes.push_back(clamped(shape, d, int64_t(spt[d]) << i));
  for (unsigned d : blocked.getOrder())
    for (unsigned i = 0; i < bitsOf(wpc[d]); ++i)
      l.warps.push_back(clamped(shape, d, int64_t(spt[d]) * tpw[d] << i));
  for (unsigned d : blocked.getOrder())
    for (int64_t v = int64_t(spt[d]) * tpw[d] * wpc[d]; v < shape[d]; v <<= 1)
      addRegister(l, unit(rank, d, v));
  return l;
}

/// Checks a version-2 mma layout against a tile (of the accumulator, or of
/// an operand: `rows`/`cols` the extents that must cover one instruction).
LogicalResult checkMma(MmaLayoutAttr mma, unsigned numWarps, std::string *error) {
  unsigned warps = 1;
  for (unsigned w : mma.getWarpsPerCTA())
    warps *= w;
  if (warps != numWarps) {
    if (error)
      *error = ("an mma layout of " + Twine(warps) + " warps in a CTA of " + Twine(numWarps)).str();
    return failure();
  }
  return success();
}

FailureOr<LinearLayout> fromMma(ArrayRef<int64_t> shape, MmaLayoutAttr mma, unsigned numWarps, std::string *error) {
  if (shape.size() != 2)
    return fail(error, "an mma layout needs a rank-2 tile");
  if (failed(checkMma(mma, numWarps, error)))
    return failure();
  int64_t wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
  LinearLayout l(shape);
  if (mma.getVersion() == 5) {
    // tcgen05.ld .32x32b: thread t of warp w reads tensor-memory lane
    // 32 (w % 4) + t, its registers consecutive columns; the warpgroups
    // split the columns. M = 128: lane r holds row r, row blocks repeat in
    // registers after the columns. M = 64 (the ISA's layout F): lanes
    // 32i to 32i + 15 hold rows 16i.. of the left half of the columns,
    // lanes 32i + 16.. the same rows of the right half.
    bool half = mma.getInstrShape()[0] == 64;
    int64_t columns = std::max<int64_t>(1, shape[1] / (half ? 2 : 1) / wn);
    for (int64_t v = 1; v < columns; v <<= 1)
      addRegister(l, clamped(shape, 1, v));
    l.lanes = {clamped(shape, 0, 1), clamped(shape, 0, 2), clamped(shape, 0, 4), clamped(shape, 0, 8),
               half ? clamped(shape, 1, shape[1] / 2) : clamped(shape, 0, 16)};
    l.warps = {clamped(shape, 0, half ? 16 : 32), clamped(shape, 0, half ? 32 : 64)};
    for (unsigned i = 0; i < bitsOf(wn); ++i)
      l.warps.push_back(clamped(shape, 1, columns << i));
    for (int64_t v = 128; v < shape[0]; v <<= 1)
      addRegister(l, {v, 0});
    return l;
  }
  // mma.sync.m16n8: c0,c1 at (g, 2t), (g, 2t+1); c2,c3 at row g+8 (and
  // wgmma's accumulator: warp w of a warpgroup holds rows 16w.. as one
  // mma.sync would, repeated every 8 columns, which the registers
  // repeating along N below describe as well). On a
  // tile narrower than that (a row or column of an accumulator, as a
  // reduction or a broadcast sees it) the lanes beyond it hold copies.
  addRegister(l, clamped(shape, 1, 1));
  addRegister(l, clamped(shape, 0, 8));
  l.lanes = {clamped(shape, 1, 2), clamped(shape, 1, 4), clamped(shape, 0, 1), clamped(shape, 0, 2),
             clamped(shape, 0, 4)};
  for (unsigned i = 0; i < bitsOf(wm); ++i)
    l.warps.push_back(clamped(shape, 0, int64_t(16) << i));
  for (unsigned i = 0; i < bitsOf(wn); ++i)
    l.warps.push_back(clamped(shape, 1, int64_t(8) << i));
  for (int64_t v = 16 * wm; v < shape[0]; v <<= 1)
    addRegister(l, {v, 0});
  for (int64_t v = 8 * wn; v < shape[1]; v <<= 1)
    addRegister(l, {0, v});
  return l;
}

FailureOr<LinearLayout> fromDotOperand(ArrayRef<int64_t> shape, DotOperandLayoutAttr op, unsigned numWarps,
                                       std::string *error) {
  auto mma = dyn_cast<MmaLayoutAttr>(op.getParent());
  if (!mma)
    return fail(error, "a dot_op layout whose parent is not an mma layout");
  if (mma.getVersion() == 5)
    return fail(error, "a dot_op layout of a version-5 mma layout (tcgen05 reads its operands from shared memory)");
  if (failed(checkMma(mma, numWarps, error)))
    return failure();
  int64_t w = op.getKWidth(), wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
  if (shape.size() != 2)
    return fail(error, "a dot_op layout needs a rank-2 operand");
  // A is M x K, B is K x N: `kDim` holds K, `other` M or N.
  bool isA = op.getOpIdx() == 0;
  int64_t kDim = isA ? 1 : 0, other = isA ? 0 : 1;
  int64_t kInstr = 8 * w, otherInstr = isA ? 16 : 8;
  if (shape[kDim] < kInstr || shape[other] < otherInstr)
    return fail(error, "a dot_op layout needs an operand covering one mma instruction (" + Twine(otherInstr) +
                           " x " + Twine(kInstr) + ")");
  LinearLayout l(shape);
  auto at = [&](int64_t k, int64_t o) {
    Basis b(2, 0);
    b[kDim] = k;
    b[other] = o;
    return b;
  };
  // A fragment (PTX ISA, mma.m16n8k*): register pairs/quads of w consecutive
  // K elements; rows g and g+8; K blocks 4w apart. B: K pairs, column g.
  for (unsigned j = 0; j < bitsOf(w); ++j)
    addRegister(l, at(int64_t(1) << j, 0));
  if (isA)
    addRegister(l, at(0, 8));
  addRegister(l, at(4 * w, 0));
  l.lanes = {at(w, 0), at(2 * w, 0), at(0, 1), at(0, 2), at(0, 4)};
  for (unsigned i = 0; i < bitsOf(wm); ++i)
    l.warps.push_back(isA ? clamped(shape, other, int64_t(16) << i) : Basis(2, 0));
  for (unsigned i = 0; i < bitsOf(wn); ++i)
    l.warps.push_back(isA ? Basis(2, 0) : clamped(shape, other, int64_t(8) << i));
  for (int64_t v = isA ? 16 * wm : 8 * wn; v < shape[other]; v <<= 1)
    addRegister(l, at(0, v));
  for (int64_t v = kInstr; v < shape[kDim]; v <<= 1)
    addRegister(l, at(v, 0));
  return l;
}

} // namespace

LinearLayout LinearLayout::getDefault(ArrayRef<int64_t> shape, unsigned numThreads) {
  LinearLayout l(shape);
  int64_t rank = shape.size();
  // Bit k of the row-major index as coordinates (the last dimension lowest).
  auto indexBit = [&](unsigned k) -> Basis {
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (k < bitsOf(shape[d]))
        return unit(rank, d, int64_t(1) << k);
      k -= bitsOf(shape[d]);
    }
    return Basis(rank, 0);
  };
  int64_t elements = 1;
  for (int64_t e : shape)
    elements *= e;
  unsigned indexBits = bitsOf(elements), threadBits = bitsOf(numThreads);
  for (unsigned k = 0; k < threadBits; ++k)
    (k < 5 ? l.lanes : l.warps).push_back(indexBit(k));
  for (unsigned k = threadBits; k < indexBits; ++k)
    l.regs.push_back(indexBit(k));
  return l;
}

Basis LinearLayout::coordinates(int64_t reg, unsigned lane, unsigned warp) const {
  Basis c(shape.size(), 0);
  auto apply = [&](ArrayRef<Basis> bases, uint64_t bits) {
    for (auto [i, basis] : llvm::enumerate(bases))
      if (bits >> i & 1)
        for (auto [x, y] : llvm::zip_equal(c, basis))
          x ^= y;
  };
  apply(regs, reg);
  apply(lanes, lane);
  apply(warps, warp);
  return c;
}

int64_t LinearLayout::findRegister(ArrayRef<int64_t> offset) const {
  for (int64_t r = 0, e = getNumRegisters(); r < e; ++r)
    if (ArrayRef<int64_t>(registerOffset(r)) == offset)
      return r;
  return -1;
}

int64_t LinearLayout::contiguousRegisters(int64_t dim) const {
  int64_t n = 1;
  for (const Basis &basis : regs) {
    for (int64_t d = 0; d < getRank(); ++d)
      if (basis[d] != (d == dim ? n : 0))
        return n;
    n *= 2;
  }
  return n;
}

bool LinearLayout::isCanonicalRegister(int64_t reg) const {
  for (auto [i, basis] : llvm::enumerate(regs))
    if ((reg >> i & 1) && isZero(basis))
      return false;
  return true;
}

bool LinearLayout::isReplicated() const {
  return llvm::any_of(lanes, isZero) || llvm::any_of(warps, isZero);
}

bool LinearLayout::isUniform() const { return llvm::all_of(lanes, isZero) && llvm::all_of(warps, isZero); }

SmallVector<Value> LinearLayout::emitCoordinates(OpBuilder &b, Location loc, Value tid, int64_t reg) const {
  SmallVector<Basis> threadBases(lanes);
  threadBases.append(warps);
  Basis offset = registerOffset(reg);
  SmallVector<Value> coords;
  for (int64_t d = 0, rank = shape.size(); d < rank; ++d) {
    // Runs of consecutive thread bits that land on consecutive coordinate
    // bits become one shift-and-mask.
    Value part;
    int64_t mask = 0;
    for (unsigned i = 0, e = threadBases.size(); i < e;) {
      int64_t v = threadBases[i][d];
      if (v == 0) {
        ++i;
        continue;
      }
      unsigned n = 1;
      while (i + n < e && threadBases[i + n][d] == v << n)
        ++n;
      Value bits = tid;
      if (i)
        bits = LLVM::LShrOp::create(b, loc, bits, i32(b, loc, i));
      bits = LLVM::AndOp::create(b, loc, bits, i32(b, loc, (int64_t(1) << n) - 1));
      if (v > 1)
        bits = LLVM::ShlOp::create(b, loc, bits, i32(b, loc, bitsOf(v)));
      int64_t bitsMask = ((int64_t(1) << n) - 1) * v;
      part = !part ? bits
             : (mask & bitsMask) ? LLVM::XOrOp::create(b, loc, part, bits).getResult()
                                 : LLVM::OrOp::create(b, loc, part, bits).getResult();
      mask |= bitsMask;
      i += n;
    }
    if (!part)
      coords.push_back(i32(b, loc, offset[d]));
    else if (offset[d] == 0)
      coords.push_back(part);
    else if ((mask & offset[d]) == 0)
      coords.push_back(LLVM::AddOp::create(b, loc, part, i32(b, loc, offset[d])));
    else
      coords.push_back(LLVM::XOrOp::create(b, loc, part, i32(b, loc, offset[d])));
  }
  return coords;
}

Value LinearLayout::emitIsOwner(OpBuilder &b, Location loc, Value tid) const {
  int64_t mask = 0;
  for (auto [i, basis] : llvm::enumerate(lanes))
    if (isZero(basis))
      mask |= int64_t(1) << i;
  for (auto [i, basis] : llvm::enumerate(warps))
    if (isZero(basis))
      mask |= int64_t(1) << (lanes.size() + i);
  if (!mask)
    return LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
  Value bits = LLVM::AndOp::create(b, loc, tid, i32(b, loc, mask));
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, bits, i32(b, loc, 0));
}

LinearLayout LinearLayout::sliced(unsigned dim) const {
  SmallVector<int64_t> newShape(shape);
  newShape.erase(newShape.begin() + dim);
  LinearLayout l(newShape);
  auto drop = [&](Basis b) {
    b.erase(b.begin() + dim);
    return b;
  };
  for (const Basis &b : regs)
    addRegister(l, drop(b));
  for (const Basis &b : lanes)
    l.lanes.push_back(drop(b));
  for (const Basis &b : warps)
    l.warps.push_back(drop(b));
  return l;
}

std::string LinearLayout::str() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  auto list = [&](StringRef name, ArrayRef<Basis> bases) {
    os << name << " = [";
    llvm::interleaveComma(bases, os, [&](const Basis &b) {
      os << "[";
      llvm::interleaveComma(b, os);
      os << "]";
    });
    os << "]";
  };
  list("register", regs);
  os << ", ";
  list("lane", lanes);
  os << ", ";
  list("warp", warps);
  return s;
}

bool mlir::nv_tileaa::isDistributedLayout(Attribute encoding) {
  return isa<BlockedLayoutAttr, SliceLayoutAttr, MmaLayoutAttr, DotOperandLayoutAttr>(encoding);
}

static FailureOr<LinearLayout> layoutOf(ArrayRef<int64_t> shape, Attribute encoding, unsigned numWarps,
                                        std::string *error) {
  if (!encoding)
    return LinearLayout::getDefault(shape, numWarps * 32);
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(encoding))
    return fromBlocked(shape, blocked, numWarps, error);
  if (auto mma = dyn_cast<MmaLayoutAttr>(encoding))
    return fromMma(shape, mma, numWarps, error);
  if (auto op = dyn_cast<DotOperandLayoutAttr>(encoding))
    return fromDotOperand(shape, op, numWarps, error);
  if (auto slice = dyn_cast<SliceLayoutAttr>(encoding)) {
    // The parent's layout on the tile with an extent-1 axis put back: its
    // bases along that axis become copies, then the axis goes.
    SmallVector<int64_t> parentShape(shape);
    if (slice.getDim() > shape.size())
      return fail(error, "a slice layout of dimension " + Twine(slice.getDim()) + " on a tile of rank " +
                             Twine(shape.size()));
    parentShape.insert(parentShape.begin() + slice.getDim(), 1);
    FailureOr<LinearLayout> parent = layoutOf(parentShape, slice.getParent(), numWarps, error);
    if (failed(parent))
      return failure();
    return parent->sliced(slice.getDim());
  }
  if (isa<TensorMemoryLayoutAttr>(encoding))
    return fail(error, "a tile in tensor memory has no register layout");
  return fail(error, "a tile in shared memory has no register layout");
}

FailureOr<LinearLayout> mlir::nv_tileaa::toLinearLayout(RankedTensorType type, unsigned numWarps,
                                                        std::string *error) {
  for (int64_t e : type.getShape())
    if (e <= 0 || !llvm::isPowerOf2_64(e))
      return fail(error, "layouts spread tiles of power-of-two extents only");
  return layoutOf(type.getShape(), type.getEncoding(), numWarps, error);
}

//===----------------------------------------------------------------------===//
// Attribute verifiers
//===----------------------------------------------------------------------===//

LogicalResult BlockedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError, ArrayRef<unsigned> sizePerThread,
                                        ArrayRef<unsigned> threadsPerWarp, ArrayRef<unsigned> warpsPerCTA,
                                        ArrayRef<unsigned> order) {
  size_t rank = order.size();
  if (rank == 0 || sizePerThread.size() != rank || threadsPerWarp.size() != rank || warpsPerCTA.size() != rank)
    return emitError() << "sizePerThread, threadsPerWarp, warpsPerCTA and order need one entry per dimension";
  if (!allPowersOfTwo(sizePerThread) || !allPowersOfTwo(threadsPerWarp) || !allPowersOfTwo(warpsPerCTA))
    return emitError() << "sizePerThread, threadsPerWarp and warpsPerCTA must be powers of two";
  unsigned lanes = 1;
  for (unsigned t : threadsPerWarp)
    lanes *= t;
  if (lanes != 32)
    return emitError() << "threadsPerWarp must multiply to the 32 lanes of a warp, got " << lanes;
  SmallVector<unsigned> sorted(order);
  llvm::sort(sorted);
  for (unsigned i = 0; i < rank; ++i)
    if (sorted[i] != i)
      return emitError() << "order must be a permutation of the dimensions";
  return success();
}

LogicalResult SliceLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError, unsigned dim, Attribute parent) {
  if (!isDistributedLayout(parent))
    return emitError() << "a slice's parent must be a blocked, slice, mma or dot_op layout";
  return success();
}

LogicalResult MmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError, unsigned version,
                                    ArrayRef<unsigned> warpsPerCTA, ArrayRef<unsigned> instrShape) {
  if (version != 2 && version != 3 && version != 5)
    return emitError() << "mma layouts of version 2 (mma.sync), 3 (wgmma) or 5 (tcgen05.mma) only, got " << version;
  if (warpsPerCTA.size() != 2 || !allPowersOfTwo(warpsPerCTA))
    return emitError() << "warpsPerCTA must be two powers of two (rows, columns)";
  if (version == 2 && instrShape != ArrayRef<unsigned>{16, 8})
    return emitError() << "a version-2 mma layout has instrShape [16, 8]";
  if (version == 3) {
    // A warpgroup (4 consecutive warps) computes 64 rows; warpgroups stack
    // along M.
    if (warpsPerCTA[0] % 4 || warpsPerCTA[1] != 1)
      return emitError() << "a version-3 mma layout stacks warpgroups along M: warpsPerCTA [4k, 1], got ["
                         << warpsPerCTA[0] << ", " << warpsPerCTA[1] << "]";
    if (instrShape.size() != 2 || instrShape[0] != 64 || instrShape[1] % 8 || instrShape[1] < 8 ||
        instrShape[1] > 256)
      return emitError() << "a version-3 mma layout has instrShape [64, N], N a multiple of 8 up to 256";
  }
  if (version == 5) {
    // The four warps of a warpgroup reach the 128 lanes of tensor memory;
    // further warpgroups split the columns.
    if (warpsPerCTA[0] != 4)
      return emitError() << "a version-5 mma layout has warpsPerCTA [4, k] (a warpgroup reads the 128 lanes), got ["
                         << warpsPerCTA[0] << ", " << warpsPerCTA[1] << "]";
    if (instrShape.size() != 2 || (instrShape[0] != 128 && instrShape[0] != 64) ||
        instrShape[1] % (instrShape[0] / 8) || instrShape[1] < instrShape[0] / 8 || instrShape[1] > 256)
      return emitError() << "a version-5 mma layout has instrShape [128, N] (N a multiple of 16) or [64, N] (N a "
                            "multiple of 8), N up to 256";
  }
  return success();
}

MmaLayoutAttr mlir::nv_tileaa::accumulatorLayout(Attribute encoding) {
  if (auto tmem = dyn_cast_if_present<TensorMemoryLayoutAttr>(encoding))
    return dyn_cast<MmaLayoutAttr>(tmem.getMma());
  return dyn_cast_if_present<MmaLayoutAttr>(encoding);
}

LogicalResult TensorMemoryLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError, unsigned column,
                                             Attribute mma) {
  auto parent = dyn_cast<MmaLayoutAttr>(mma);
  if (!parent || parent.getVersion() != 5)
    return emitError() << "a tile in tensor memory has the registers of a version-5 mma layout, got " << mma;
  if (column >= 512)
    return emitError() << "tensor memory has 512 columns, got column " << column;
  return success();
}

LogicalResult DotOperandLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError, unsigned opIdx,
                                           Attribute parent, unsigned kWidth) {
  if (opIdx > 1)
    return emitError() << "opIdx is 0 (A) or 1 (B), got " << opIdx;
  if (!isa<MmaLayoutAttr>(parent))
    return emitError() << "a dot_op layout's parent must be an mma layout";
  if (kWidth != 1 && kWidth != 2 && kWidth != 4)
    return emitError() << "kWidth is 1 (32-bit), 2 (16-bit) or 4 (8-bit elements), got " << kWidth;
  return success();
}

LogicalResult SharedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError, unsigned vec, unsigned perPhase,
                                       unsigned maxPhase, ArrayRef<unsigned> order) {
  if (!llvm::isPowerOf2_32(vec) || !llvm::isPowerOf2_32(perPhase) || !llvm::isPowerOf2_32(maxPhase))
    return emitError() << "vec, perPhase and maxPhase must be powers of two";
  SmallVector<unsigned> sorted(order);
  llvm::sort(sorted);
  for (unsigned i = 0; i < sorted.size(); ++i)
    if (sorted[i] != i || sorted.empty())
      return emitError() << "order must be a permutation of the dimensions";
  if (order.empty())
    return emitError() << "order must be a permutation of the dimensions";
  return success();
}
