//===- ShapePatterns.cpp - shape and tile construction ----------------------===//
//
// Ops that keep every element in its row-major place (view, expand_dims) are
// free: the layout gives each thread the same registers before and after.
// Splat and make_range compute their registers in place; the rest move
// elements between threads through shared memory (SharedMemory.h).
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"
#include "Patterns.h"
#include "SharedMemory.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// An index operand (converted to i64) as an i32 coordinate: tiles hold far
/// fewer than 2^31 elements, and an index outside its axis is undefined.
Value coordinate(OpBuilder &b, Location loc, Value index) {
  return LLVM::TruncOp::create(b, loc, b.getI32Type(), index);
}

struct SplatLowering : TilePattern<aa::SplatOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::SplatOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Value scalar = adaptor.getSource();
    rewriter.replaceOp(op, mapRegisters(rewriter, op.getLoc(), converter.convertType(op.getType()), {},
                                        [&](ValueRange) { return scalar; }));
    return success();
  }
};

/// The row-major index of a basis (coordinates of single bits): with
/// power-of-two extents, row-major indexing is itself linear over bits.
int64_t rowMajorOffset(ArrayRef<int64_t> basis, ArrayRef<int64_t> shape) {
  int64_t index = 0, stride = 1;
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    index += basis[d] * stride;
    stride *= shape[d];
  }
  return index;
}

/// Same elements in the same row-major order (view, expand_dims). When both
/// layouts put each row-major index in the same register of the same thread
/// (the default layouts always do), the registers are the result; otherwise
/// the elements go through shared memory by their row-major index.
template <typename Op>
struct SameRegistersLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto source = cast<RankedTensorType>(op.getSource().getType());
    auto result = cast<RankedTensorType>(op.getType());
    aa::LinearLayout from = this->converter.layoutOf(source).getLinear();
    aa::LinearLayout to = this->converter.layoutOf(result).getLinear();
    auto same = [&](ArrayRef<aa::LinearLayout::Basis> a, ArrayRef<aa::LinearLayout::Basis> b) {
      if (a.size() != b.size())
        return false;
      for (auto [x, y] : llvm::zip_equal(a, b))
        if (rowMajorOffset(x, source.getShape()) != rowMajorOffset(y, result.getShape()))
          return false;
      return true;
    };
    if (same(from.regs, to.regs) && same(from.lanes, to.lanes) && same(from.warps, to.warps)) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    ArrayRef<int64_t> shape = result.getShape();
    rewriter.replaceOp(op, gatherThroughShared(rewriter, op, this->converter, {adaptor.getSource()}, {source}, result,
                                               [&](OpBuilder &b, ValueRange coords) {
                                                 return linearize(b, op.getLoc(), coords, shape);
                                               }));
    return success();
  }
};

struct MakeRangeLowering : TilePattern<aa::MakeRangeOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::MakeRangeOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType tile = op.getType();
    auto elem = cast<IntegerType>(converter.convertType(tile.getElementType()));
    Value tid = threadId(rewriter, loc);
    Value result = buildFromCoords(rewriter, loc, converter, tile, tid, [&](ValueRange coords) -> Value {
      Value offset = LLVM::ZExtOp::create(rewriter, loc, rewriter.getI64Type(), coords[0]);
      Value value = LLVM::AddOp::create(rewriter, loc, i64Const(rewriter, loc, op.getStart()), offset);
      if (elem.getWidth() < 64)
        value = LLVM::TruncOp::create(rewriter, loc, elem, value);
      return value;
    });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct BroadcastLowering : TilePattern<aa::BroadcastOp> {
  using TilePattern::TilePattern;

  /// The result built from the thread's own source registers, when every
  /// thread already holds the source elements its result elements repeat
  /// (a scalar's one-element tile, held by all; a row whose layout matches
  /// the result's along the kept axes); null otherwise.
  Value broadcastInRegisters(aa::BroadcastOp op, Value source, ConversionPatternRewriter &rewriter) const {
    ArrayRef<int64_t> shape = op.getSource().getType().getShape();
    aa::LinearLayout from = converter.layoutOf(op.getSource().getType()).getLinear();
    aa::LinearLayout to = converter.layoutOf(op.getType()).getLinear();
    auto project = [&](aa::LinearLayout::Basis b) {
      for (auto [d, extent] : llvm::enumerate(shape))
        if (extent == 1)
          b[d] = 0;
      return b;
    };
    auto sameThreads = [&](ArrayRef<aa::LinearLayout::Basis> a, ArrayRef<aa::LinearLayout::Basis> b) {
      if (a.size() != b.size())
        return false;
      for (auto [x, y] : llvm::zip_equal(a, b))
        if (project(y) != x)
          return false;
      return true;
    };
    if (!sameThreads(from.lanes, to.lanes) || !sameThreads(from.warps, to.warps))
      return Value();
    return gatherRegisters(rewriter, op.getLoc(), converter.convertType(op.getType()), source, from, to, project);
  }

  LogicalResult matchAndRewrite(aa::BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int64_t> shape = op.getSource().getType().getShape();
    if (Value local = broadcastInRegisters(op, adaptor.getSource(), rewriter)) {
      rewriter.replaceOp(op, local);
      return success();
    }
    Value result = gatherThroughShared(
        rewriter, op, converter, adaptor.getSource(), op.getSource().getType(), op.getType(),
        [&](OpBuilder &b, ValueRange coords) {
          SmallVector<Value> source(coords);
          for (auto [d, extent] : llvm::enumerate(shape))
            if (extent == 1)
              source[d] = i32Const(b, op.getLoc(), 0);
          return linearize(b, op.getLoc(), source, shape);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct PermuteLowering : TilePattern<aa::PermuteOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::PermuteOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int64_t> shape = op.getSource().getType().getShape();
    ArrayRef<int64_t> permutation = op.getPermutation();
    // A shared tile whose layout is the source's with its axes renamed
    // (checkSupported made sure) is the same bytes: the address passes on.
    if (TileTypeConverter::isSharedTile(op.getType())) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    // A result layout that is the source's with its axes permuted holds each
    // element in the same register of the same thread: nothing moves.
    aa::LinearLayout source = converter.layoutOf(op.getSource().getType()).getLinear();
    aa::LinearLayout result0 = converter.layoutOf(op.getType()).getLinear();
    auto permuted = [&](ArrayRef<aa::LinearLayout::Basis> bases) {
      return llvm::map_to_vector(bases, [&](const aa::LinearLayout::Basis &b) {
        aa::LinearLayout::Basis p(b.size());
        for (auto [i, axis] : llvm::enumerate(permutation))
          p[i] = b[axis];
        return p;
      });
    };
    if (permuted(source.regs) == ArrayRef(result0.regs) && permuted(source.lanes) == ArrayRef(result0.lanes) &&
        permuted(source.warps) == ArrayRef(result0.warps)) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    Value result = gatherThroughShared(rewriter, op, converter, adaptor.getSource(), op.getSource().getType(),
                                       op.getType(), [&](OpBuilder &b, ValueRange coords) {
                                         SmallVector<Value> source(coords.size());
                                         for (auto [i, axis] : llvm::enumerate(permutation))
                                           source[axis] = coords[i];
                                         return linearize(b, op.getLoc(), source, shape);
                                       });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct CatLowering : TilePattern<aa::CatOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::CatOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    SmallVector<RankedTensorType> inputs =
        llvm::map_to_vector(op.getInputs().getTypes(), [](Type t) { return cast<RankedTensorType>(t); });
    Value result = gatherThroughShared(
        rewriter, op, converter, adaptor.getInputs(), op.getInputs().getTypes(), op.getType(),
        [&](OpBuilder &b, ValueRange coords) {
          // The element lies in the last input starting at or before its
          // coordinate along `dim`.
          Value index;
          int64_t start = 0, elementOffset = 0;
          for (RankedTensorType input : inputs) {
            SmallVector<Value> source(coords);
            Value startValue = i32Const(b, loc, start);
            source[dim] = LLVM::SubOp::create(b, loc, coords[dim], startValue);
            Value here = LLVM::AddOp::create(b, loc, linearize(b, loc, source, input.getShape()),
                                             i32Const(b, loc, elementOffset));
            index = !index ? here
                           : LLVM::SelectOp::create(
                                 b, loc, LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::uge, coords[dim], startValue),
                                 here, index)
                                 .getResult();
            start += input.getDimSize(dim);
            elementOffset += input.getNumElements();
          }
          return index;
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ExtractLowering : TilePattern<aa::ExtractOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ExtractOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType sourceType = op.getSource().getType();
    Type resultType = op.getType();
    SmallVector<Value> fixed =
        llvm::map_to_vector(adaptor.getIndices(), [&](Value i) { return coordinate(rewriter, loc, i); });
    Value result = gatherThroughShared(rewriter, op, converter, adaptor.getSource(), sourceType, resultType,
                                       [&](OpBuilder &b, ValueRange coords) {
                                         SmallVector<Value> source(fixed);
                                         source.append(coords.begin(), coords.end());
                                         return linearize(b, loc, source, sourceType.getShape());
                                       });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ExtractSliceLowering : TilePattern<aa::ExtractSliceOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ExtractSliceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType sourceType = op.getSource().getType();
    SmallVector<Value> offsets =
        llvm::map_to_vector(adaptor.getOffsets(), [&](Value i) { return coordinate(rewriter, loc, i); });
    Value result = gatherThroughShared(rewriter, op, converter, adaptor.getSource(), sourceType, op.getType(),
                                       [&](OpBuilder &b, ValueRange coords) {
                                         SmallVector<Value> source;
                                         for (auto [offset, coord] : llvm::zip_equal(offsets, coords))
                                           source.push_back(LLVM::AddOp::create(b, loc, offset, coord));
                                         return linearize(b, loc, source, sourceType.getShape());
                                       });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct BlockTileLowering : TilePattern<aa::BlockTileOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::BlockTileOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType sourceType = op.getSource().getType();
    ArrayRef<int64_t> block = op.getBlock();
    int64_t rank = sourceType.getRank();
    Value result = gatherThroughShared(rewriter, op, converter, adaptor.getSource(), sourceType, op.getType(),
                                       [&](OpBuilder &b, ValueRange coords) {
                                         // Element (b..., e...) is source element b * block + e.
                                         SmallVector<Value> source;
                                         for (int64_t d = 0; d < rank; ++d) {
                                           Value first = LLVM::MulOp::create(b, loc, coords[d],
                                                                             i32Const(b, loc, block[d]));
                                           source.push_back(LLVM::AddOp::create(b, loc, first, coords[rank + d]));
                                         }
                                         return linearize(b, loc, source, sourceType.getShape());
                                       });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Each register is the body evaluated at its indices.
struct GenerateLowering : TilePattern<aa::GenerateOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::GenerateOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type elem = converter.convertType(op.getType().getElementType());
    Value tid = threadId(rewriter, loc);
    Value result = buildFromCoords(rewriter, loc, converter, op.getType(), tid, [&](ValueRange coords) {
      SmallVector<Value> indices = llvm::map_to_vector(
          coords, [&](Value c) -> Value { return LLVM::ZExtOp::create(rewriter, loc, rewriter.getI64Type(), c); });
      return inlineBody(rewriter, loc, op.getBody(), indices, elem).front();
    });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct GetDimSizeLowering : TilePattern<aa::GetDimSizeOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::GetDimSizeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    // The memref is {base, extents..., strides...}.
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(op, adaptor.getMemref(), 1 + op.getDim());
    return success();
  }
};

} // namespace

/// The shared memory the staged shape ops need; conv_tile, and generate
/// bodies yielding elements that cannot cross the region boundary, are not
/// lowered yet.
LogicalResult mlir::nv_tileaa::to_nvvm::checkShapeSupport(Operation *op) {
  if (isa<aa::ConvTileOp>(op))
    return op->emitOpError("is not supported by convert-tileaa-to-nvvm yet");
  if (auto generate = dyn_cast<aa::GenerateOp>(op)) {
    Type elem = generate.getType().getElementType();
    if (!isInlinableScalar(elem))
      return op->emitOpError("of ") << elem << " elements is not supported by convert-tileaa-to-nvvm yet";
  }
  if (isa<aa::BroadcastOp, aa::PermuteOp, aa::CatOp, aa::ExtractOp, aa::ExtractSliceOp, aa::BlockTileOp>(op))
  {
    // The staged tiles: every input of cat, the source of the others.
    OperandRange staged = op->getOperands().take_front(isa<aa::CatOp>(op) ? op->getNumOperands() : 1);
    return checkSharedBytes(op, planSharedRegions(staged.getTypes()).bytes);
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateShapePatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<SplatLowering, SameRegistersLowering<aa::ViewOp>, SameRegistersLowering<aa::ExpandDimsOp>,
               MakeRangeLowering, BroadcastLowering, PermuteLowering, CatLowering, ExtractLowering,
               ExtractSliceLowering, BlockTileLowering, GenerateLowering, GetDimSizeLowering>(converter,
                                                                                            patterns.getContext());
}
