//===- DecomposeScaledDots.cpp - block-scaled dots as plain dots -----------===//
//
// A block-scaled nv_tileaa.dot that tcgen05.mma.block_scale cannot compute
// (ScaledDots.h) becomes one plain dot per scale block, whose f32 result the
// block's scales multiply (see the pass description in Passes.td). The plain
// dots then take tileaa-accelerate-matmul's tensor-core paths. f4E2M1FN
// operands widen to f16 (exact), except where sm_120's mma.sync takes them
// as they are (kind::f8f6f4, K = 32 per instruction). MX-FP8 dots that
// sm_120's mma.sync.kind::mxf8f6f4.block_scale computes stay whole.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
#include "cuda-tile/Dialect/TileAA/Transforms/ScaledDots.h"

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
    unsigned capability = targetSmVersion(getOperation()).value_or(0);
    for (DotOp dot : scaled) {
      std::string why = whyNotBlockScaledTcgen05(dot, capability);
      std::string whyNotMmaSync = whyNotBlockScaledMmaSync(dot, capability);
      if (why.empty()) {
        if (remarks)
          dot.emitRemark("block-scaled dot left for tcgen05.mma.block_scale (tileaa-accelerate-matmul)");
      } else if (whyNotMmaSync.empty()) {
        if (remarks)
          dot.emitRemark("block-scaled dot left for mma.sync.kind::mxf8f6f4.block_scale (tileaa-accelerate-matmul)");
      } else {
        if (capability == 120 || capability == 121)
          why += "; not on mma.sync.kind::mxf8f6f4.block_scale: " + whyNotMmaSync;
        decomposeScaledDot(dot, remarks, why);
      }
    }
  }
};

} // namespace

SmallVector<DotOp> mlir::nv_tileaa::decomposeScaledDot(DotOp dot, bool remarks, StringRef whyNotTcgen05) {
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
  // f8 operands stay as they are (f8E4M3FN and f8E5M2 may pair).
  Type operand = fp4 && !narrow ? b.getF16Type() : a.getElementType();
  Type operandB =
      fp4 && !narrow ? b.getF16Type() : cast<RankedTensorType>(dot.getB().getType()).getElementType();
  Type f32 = b.getF32Type();
  Value zeros = arith::ConstantOp::create(b, loc, DenseElementsAttr::get(c, b.getZeroAttr(f32)));
  Value acc = dot.getC();
  Indices index{b, loc, DenseMap<int64_t, Value>()};
  SmallVector<DotOp> plain;
  for (int64_t blk = 0; blk < blocks; ++blk) {
    Value lhs = widen(b, loc, sliceAlong(b, index, dot.getA(), rank - 1, blk * v, v), operand);
    Value rhs = widen(b, loc, sliceAlong(b, index, dot.getB(), rank - 2, blk * v, v), operandB);
    DotOp partial = DotOp::create(b, loc, c, lhs, rhs, zeros, /*sfa=*/Value(), /*sfb=*/Value(),
                                  /*signedness_a=*/nullptr, /*signedness_b=*/nullptr, dot.getPropagateNanAttr(),
                                  dot.getFastAccAttr(), /*use_c=*/Value(), /*is_async=*/nullptr);
    plain.push_back(partial);
    Value rowScale = widen(b, loc, sliceAlong(b, index, dot.getSfa(), rank - 1, blk, 1), f32);
    Value colScale = widen(b, loc, sliceAlong(b, index, dot.getSfb(), rank - 2, blk, 1), f32);
    rowScale = BroadcastOp::create(b, loc, c, rowScale);
    colScale = BroadcastOp::create(b, loc, c, colScale);
    Value rowScaled = MulFOp::create(b, loc, c, partial, rowScale, /*rounding=*/nullptr, /*flush_to_zero=*/nullptr);
    acc = FmaOp::create(b, loc, c, rowScaled, colScale, acc, /*rounding=*/nullptr, /*flush_to_zero=*/nullptr);
  }
  if (remarks) {
    InFlightDiagnostic remark = dot.emitRemark("block-scaled dot decomposed (not on tcgen05.mma.block_scale: ")
                                << whyNotTcgen05 << "): "
                                << blocks << " dot" << (blocks == 1 ? "" : "s") << " of K = " << v << " on "
                                << operand << " operands, the scales applied to each block's f32 sum";
    if (narrow)
      remark << " (f4 kept for mma.sync.m16n8k32.kind::f8f6f4)";
    else if (fp4 && f8f6f4)
      remark << " (f4 widened, not on mma.sync.kind::f8f6f4: " << whyWidened << ")";
  }
  dot.replaceAllUsesWith(acc);
  dot.erase();
  return plain;
}

int64_t mlir::nv_tileaa::blockScaleColumns(int64_t m, int64_t n, int64_t blocks) {
  return (m / 32 + llvm::divideCeil(n, 32)) * llvm::divideCeil(blocks, 4);
}

std::string mlir::nv_tileaa::whyNotBlockScaledTcgen05(DotOp dot, unsigned capability) {
  if (capability != 100 && capability != 103 && capability != 110)
    return capability ? "sm_" + std::to_string(capability) + " has no tcgen05.mma (sm_100, sm_103 and sm_110 have it)"
                      : std::string("the module names no nv_tileaa.target");
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType()),
       c = cast<RankedTensorType>(dot.getC().getType());
  if (c.getRank() != 2)
    return "a batched dot";
  if (a.getEncoding() || b.getEncoding() || c.getEncoding())
    return "its operands already have layouts";
  // f4 tiles are staged in shared memory a byte to an element, as mma.sync
  // reads them; the block-scaled kinds read them packed, two to a byte
  // (.kind::mxf4, ::mxf4nvf4) or 16 to 8 bytes then 8 of padding
  // (::mxf8f6f4).
  if (isa<Float4E2M1FNType>(a.getElementType()))
    return "f4E2M1FN operands are staged a byte to an element, and tcgen05.mma.block_scale reads them packed";
  int64_t m = c.getShape()[0], n = c.getShape()[1], k = a.getShape()[1];
  int64_t blocks = cast<RankedTensorType>(dot.getSfa().getType()).getShape()[1];
  // MX-FP8 (the verifier's other f8 form): .kind::mxf8f6f4, one ue8m0 scale
  // factor to a row per K = 32 instruction (.scale_vec::1X).
  if (k / blocks != 32)
    return "scale blocks of K = " + std::to_string(k / blocks) + " (.kind::mxf8f6f4 scales blocks of 32)";
  if (!llvm::isPowerOf2_64(m) || !llvm::isPowerOf2_64(n) || !llvm::isPowerOf2_64(k))
    return "extents that are not powers of two";
  if (m % 128)
    return "M = " + std::to_string(m) + " is not a multiple of 128 (the rows of a .cta_group::1 block-scaled mma)";
  if (n < 16)
    return "N = " + std::to_string(n) + " is below 16";
  int64_t columns = (m / 128) * n + blockScaleColumns(m, n, blocks);
  if (columns > 512)
    return "the accumulator and scale factors need " + std::to_string(columns) +
           " tensor-memory columns, more than the 512 there are";
  return "";
}

std::string mlir::nv_tileaa::whyNotBlockScaledMmaSync(DotOp dot, unsigned capability) {
  if (capability != 120 && capability != 121)
    return capability
               ? "sm_" + std::to_string(capability) + " has no mma.sync.kind::mxf8f6f4 (sm_120 and sm_121 have it)"
               : std::string("the module names no nv_tileaa.target");
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType()),
       c = cast<RankedTensorType>(dot.getC().getType());
  if (c.getRank() != 2)
    return "a batched dot";
  if (a.getEncoding() || b.getEncoding() || c.getEncoding())
    return "its operands already have layouts";
  // f4 stays on kind::f8f6f4 per scale block: the block_scale form's
  // emulation, which checks this lowering, models f8 operands only.
  if (!isa<Float8E4M3FNType, Float8E5M2Type>(a.getElementType()) ||
      !isa<Float8E4M3FNType, Float8E5M2Type>(b.getElementType()))
    return "only MX-FP8 (f8E4M3FN / f8E5M2 operands) is lowered on it";
  if (!isa<Float8E8M0FNUType>(cast<RankedTensorType>(dot.getSfa().getType()).getElementType()) ||
      !c.getElementType().isF32())
    return "only ue8m0 (f8E8M0FNU) scale factors and an f32 accumulator are lowered on it";
  int64_t m = c.getShape()[0], n = c.getShape()[1], k = a.getShape()[1];
  int64_t blocks = cast<RankedTensorType>(dot.getSfa().getType()).getShape()[1];
  if (k / blocks != 32)
    return "scale blocks of K = " + std::to_string(k / blocks) + " (.scale_vec::1X scales blocks of 32)";
  if (!llvm::isPowerOf2_64(m) || !llvm::isPowerOf2_64(n) || !llvm::isPowerOf2_64(k))
    return "extents that are not powers of two";
  if (m < 16 || n < 8)
    return "the tile is smaller than one mma.sync.m16n8k32";
  return "";
}
