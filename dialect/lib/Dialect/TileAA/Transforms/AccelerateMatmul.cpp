//===- AccelerateMatmul.cpp - dots on tensor cores -------------------------===//
//
// Decides, per nv_tileaa.dot, whether mma.sync computes it, and if so
// writes the decision into the types: the accumulator's mma layout (warps
// tiling the result), the operands' swizzled shared staging; then moves
// the accumulator's conversions out of the loops that carry it.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"

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

/// Why `dot` cannot go on mma.sync (an empty string if it can).
std::string whyNotTensorCores(DotOp dot) {
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType()),
       c = cast<RankedTensorType>(dot.getC().getType());
  if (dot.getSfa())
    return "block-scaled dots have no mma.sync form";
  if (c.getRank() != 2)
    return "batched (rank-3) dots are not on tensor cores yet";
  if (a.getEncoding() || b.getEncoding() || c.getEncoding())
    return "its operands already have layouts";
  Type ae = a.getElementType(), be = b.getElementType(), ce = c.getElementType();
  if (ae != be || !(ae.isF16() || ae.isBF16()))
    return "mma.sync is used for f16 and bf16 operands only so far (tf32, i8 and f8 are not yet)";
  if (!(ce.isF32() || (ae.isF16() && ce.isF16())))
    return "the accumulator type has no mma.sync form";
  if (!isPowerOfTwoShape(a) || !isPowerOfTwoShape(b) || !isPowerOfTwoShape(c))
    return "extents that are not powers of two";
  if (c.getShape()[0] < 16 || c.getShape()[1] < 8 || a.getShape()[1] < 16)
    return "the tile is smaller than one mma.sync.m16n8k16";
  return "";
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

/// Row-major staging for ldmatrix: 16-byte groups, rows of fewer than 128
/// bytes sharing a phase, at most 8 phases (the rows of one 8x8 matrix).
SharedLayoutAttr stagingFor(RankedTensorType t) {
  int64_t rowBytes = t.getShape()[1] * t.getElementTypeBitWidth() / 8;
  unsigned vec = 16 * 8 / t.getElementTypeBitWidth();
  unsigned perPhase = std::max<int64_t>(1, 128 / rowBytes);
  unsigned groups = std::max<int64_t>(1, t.getShape()[1] / vec);
  unsigned maxPhase = std::min<unsigned>(8 / perPhase, groups);
  return SharedLayoutAttr::get(t.getContext(), vec, perPhase, std::max(1u, maxPhase), {1, 0});
}

RankedTensorType withEncoding(RankedTensorType t, Attribute encoding) {
  return RankedTensorType::get(t.getShape(), t.getElementType(), encoding);
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
    SmallVector<DotOp> dots;
    getOperation().walk([&](DotOp dot) { dots.push_back(dot); });
    for (DotOp dot : dots) {
      std::string why = whyNotTensorCores(dot);
      if (!why.empty()) {
        if (remarks)
          dot.emitRemark("dot stays on the FMA loop (no tensor cores): ") << why;
        continue;
      }
      auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType()),
           c = cast<RankedTensorType>(dot.getC().getType());
      auto [wm, wn] = warpsFor(c.getShape()[0], c.getShape()[1], numWarps);
      auto mma = MmaLayoutAttr::get(&getContext(), 2, {wm, wn}, {16, 8});
      OpBuilder builder(dot);
      Location loc = dot.getLoc();
      Value acc = ConvertLayoutOp::create(builder, loc, withEncoding(c, mma), dot.getC());
      Value sa = ConvertLayoutOp::create(builder, loc, withEncoding(a, stagingFor(a)), dot.getA());
      Value sb = ConvertLayoutOp::create(builder, loc, withEncoding(b, stagingFor(b)), dot.getB());
      dot.getAMutable().set(sa);
      dot.getBMutable().set(sb);
      dot.getCMutable().set(acc);
      dot.getResult().setType(cast<RankedTensorType>(acc.getType()));
      builder.setInsertionPointAfter(dot);
      auto back = ConvertLayoutOp::create(builder, loc, c, dot.getResult());
      dot.getResult().replaceAllUsesExcept(back, back);
      if (remarks)
        dot.emitRemark("dot on tensor cores: mma.sync.m16n8k16 ")
            << a.getElementType() << " -> " << c.getElementType() << ", warps " << wm << "x" << wn << ", "
            << (c.getShape()[0] / (16 * wm)) * (c.getShape()[1] / (8 * wn)) * (a.getShape()[1] / 16)
            << " instructions per warp, operands through swizzled shared memory with ldmatrix";
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
