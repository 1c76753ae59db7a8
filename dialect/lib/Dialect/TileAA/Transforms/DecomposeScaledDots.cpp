//===- DecomposeScaledDots.cpp - block-scaled dots as plain dots -----------===//
//
// Until tcgen05's block-scaled MMA is lowered (sm_100), a block-scaled
// nv_tileaa.dot becomes one plain dot per scale block, whose f32 result the
// block's scales multiply (see the pass description in Passes.td). The plain
// dots then take tileaa-accelerate-matmul's tensor-core paths. f4E2M1FN
// operands widen to f16 (exact), except where sm_120's mma.sync takes them
// as they are (kind::f8f6f4, K = 32 per instruction).
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"

#include "cuda-tile/Utils/SharedMemoryLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAADECOMPOSESCALEDDOTS
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

/// Index constants, one op per value.
struct Indices {
  OpBuilder &b;
  Location loc;
  DenseMap<int64_t, Value> made;
  Value operator()(int64_t v) {
    Value &c = made[v];
    if (!c)
      c = arith::ConstantIndexOp::create(b, loc, v);
    return c;
  }
};

/// `source`'s slice of extent `extent` at element `offset` along `axis`
/// (whole along the other axes).
Value sliceAlong(OpBuilder &b, Indices &index, Value source, int64_t axis, int64_t offset, int64_t extent) {
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape[axis] = extent;
  SmallVector<Value> offsets(type.getRank(), index(0));
  offsets[axis] = index(offset);
  return ExtractSliceOp::create(b, index.loc, RankedTensorType::get(shape, type.getElementType()), source, offsets);
}

/// `x` with elements of type `elem` (an exact widening), or `x` itself.
Value widen(OpBuilder &b, Location loc, Value x, Type elem) {
  auto type = cast<RankedTensorType>(x.getType());
  if (type.getElementType() == elem)
    return x;
  return FpToFpOp::create(b, loc, type.clone(elem), x, /*rounding=*/nullptr);
}

/// On sm_120 or sm_121: why a block's f4E2M1FN dot of K = `v` does not stay
/// on f4 (mma.sync.m16n8k32.kind::f8f6f4, which tileaa-accelerate-matmul
/// then chooses), empty if it does; its operands widen to f16 otherwise.
std::string whyNotNarrowF4(DotOp dot, int64_t v) {
  auto a = cast<RankedTensorType>(dot.getA().getType()), c = cast<RankedTensorType>(dot.getC().getType());
  if (a.getRank() != 2)
    return "a batched dot";
  if (a.getEncoding() || c.getEncoding() || cast<RankedTensorType>(dot.getB().getType()).getEncoding())
    return "its operands already have layouts";
  int64_t m = c.getShape()[0], n = c.getShape()[1];
  if (!llvm::isPowerOf2_64(m) || !llvm::isPowerOf2_64(n) || !llvm::isPowerOf2_64(v))
    return "extents that are not powers of two";
  if (m < 16 || n < 8 || v < 32)
    return "a block's dot is smaller than one mma.sync.m16n8k32 (scale blocks of K = " + std::to_string(v) + ")";
  return "";
}

struct DecomposeScaledDots : nv_tileaa::impl::TileAADecomposeScaledDotsBase<DecomposeScaledDots> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<DotOp> scaled;
    getOperation().walk([&](DotOp dot) {
      if (dot.getSfa())
        scaled.push_back(dot);
    });
    for (DotOp dot : scaled)
      decompose(dot);
  }

  void decompose(DotOp dot) {
    OpBuilder b(dot);
    Location loc = dot.getLoc();
    auto a = cast<RankedTensorType>(dot.getA().getType());
    auto c = cast<RankedTensorType>(dot.getC().getType());
    int64_t rank = a.getRank(), k = a.getShape()[rank - 1];
    int64_t blocks = cast<RankedTensorType>(dot.getSfa().getType()).getShape()[rank - 1], v = k / blocks;
    // f4's values are exact in f16.
    std::optional<unsigned> sm = targetSmVersion(dot);
    bool fp4 = isa<Float4E2M1FNType>(a.getElementType()), f8f6f4 = sm == 120 || sm == 121;
    std::string whyWidened = fp4 && f8f6f4 ? whyNotNarrowF4(dot, v) : std::string();
    bool narrow = fp4 && f8f6f4 && whyWidened.empty();
    Type operand = fp4 && !narrow ? b.getF16Type() : a.getElementType();
    Type f32 = b.getF32Type();
    Value zeros = arith::ConstantOp::create(b, loc, DenseElementsAttr::get(c, b.getZeroAttr(f32)));
    Value acc = dot.getC();
    Indices index{b, loc, DenseMap<int64_t, Value>()};
    for (int64_t blk = 0; blk < blocks; ++blk) {
      Value lhs = widen(b, loc, sliceAlong(b, index, dot.getA(), rank - 1, blk * v, v), operand);
      Value rhs = widen(b, loc, sliceAlong(b, index, dot.getB(), rank - 2, blk * v, v), operand);
      Value partial = DotOp::create(b, loc, c, lhs, rhs, zeros, /*sfa=*/Value(), /*sfb=*/Value(),
                                    /*signedness_a=*/nullptr, /*signedness_b=*/nullptr, dot.getPropagateNanAttr(),
                                    dot.getFastAccAttr(), /*use_c=*/Value(), /*is_async=*/nullptr);
      Value rowScale = widen(b, loc, sliceAlong(b, index, dot.getSfa(), rank - 1, blk, 1), f32);
      Value colScale = widen(b, loc, sliceAlong(b, index, dot.getSfb(), rank - 2, blk, 1), f32);
      rowScale = BroadcastOp::create(b, loc, c, rowScale);
      colScale = BroadcastOp::create(b, loc, c, colScale);
      Value rowScaled = MulFOp::create(b, loc, c, partial, rowScale, /*rounding=*/nullptr, /*flush_to_zero=*/nullptr);
      acc = FmaOp::create(b, loc, c, rowScaled, colScale, acc, /*rounding=*/nullptr, /*flush_to_zero=*/nullptr);
    }
    if (remarks) {
      InFlightDiagnostic remark = dot.emitRemark("block-scaled dot decomposed (no tcgen05 block-scaled lowering yet): ")
                                  << blocks << " dot" << (blocks == 1 ? "" : "s") << " of K = " << v << " on "
                                  << operand << " operands, the scales applied to each block's f32 sum";
      if (narrow)
        remark << " (f4 kept for mma.sync.m16n8k32.kind::f8f6f4)";
      else if (fp4 && f8f6f4)
        remark << " (f4 widened, not on mma.sync.kind::f8f6f4: " << whyWidened << ")";
    }
    dot.replaceAllUsesWith(acc);
    dot.erase();
  }
};

} // namespace
