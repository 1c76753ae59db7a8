//===- CollectivePatterns.cpp - dot, reduce, scan ---------------------------===//
//
// The first correct version: the operands are staged in shared memory
// (SharedMemory.h) and each thread computes each of its result elements on
// its own, in a fixed order, with a loop over the reduced axis. Reduce and
// scan apply clones of their combining region on scalars; dot accumulates
// with one fused multiply-add (or integer multiply and add) per product.
// Reductions go through registers, shuffles and one exchange instead
// (ReducePatterns.cpp); the staged one here is left for what that one does
// not take (operands of different layouts, bases mixing dimensions).
//
//===----------------------------------------------------------------------===//
#include "NarrowFloats.h"
#include "Patterns.h"
#include "SharedMemory.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

Value mlir::nv_tileaa::to_nvvm::identityConstant(OpBuilder &b, Location loc, Attribute attr, Type llvmType) {
  if (isa<FloatType>(llvmType))
    return LLVM::ConstantOp::create(b, loc, llvmType, b.getFloatAttr(llvmType, cast<FloatAttr>(attr).getValue()));
  APInt bits = isa<FloatAttr>(attr) ? cast<FloatAttr>(attr).getValue().bitcastToAPInt()
                                    : cast<IntegerAttr>(attr).getValue();
  return LLVM::ConstantOp::create(b, loc, llvmType,
                                  b.getIntegerAttr(llvmType, bits.zextOrTrunc(llvmType.getIntOrFloatBitWidth())));
}

namespace {

/// Tiles staged in shared memory, one region each.
struct Staged {
  Value base;
  SharedRegions regions;
  SmallVector<RankedTensorType> types;
  SmallVector<Type> llvmElems;

  Value read(OpBuilder &b, Location loc, unsigned i, Value index) const {
    return readElement(b, loc, base, regions.offsets[i], index, types[i].getElementType(), llvmElems[i]);
  }
};

/// Barrier, every owner writes its registers of `values`, barrier.
Staged stage(ConversionPatternRewriter &rewriter, Operation *op, const TileTypeConverter &converter,
             ValueRange values, TypeRange types, Value tid) {
  Location loc = op->getLoc();
  Staged staged;
  staged.regions = planSharedRegions(types);
  staged.base = sharedScratch(rewriter, op, staged.regions.bytes);
  for (Type t : types) {
    staged.types.push_back(cast<RankedTensorType>(t));
    staged.llvmElems.push_back(converter.convertType(staged.types.back().getElementType()));
  }
  ctaBarrier(rewriter, loc);
  for (auto [i, value] : llvm::enumerate(values))
    writeTile(rewriter, loc, converter, staged.base, staged.regions.offsets[i], value, staged.types[i], tid);
  ctaBarrier(rewriter, loc);
  return staged;
}

/// Folds the combiner of a reduce or scan over the staged elements
/// `base + k * stride` for k in [lower, upper), ascending or, with `reverse`,
/// descending, starting from `init`: acc = f(x[k], acc) per input.
SmallVector<Value> foldAlong(OpBuilder &b, Location loc, Region &combiner, const Staged &staged, Value base,
                             int64_t stride, Value lower, Value upper, bool reverse, ValueRange init) {
  auto loop = scf::ForOp::create(
      b, loc, lower, upper, i32Const(b, loc, 1), init, [&](OpBuilder &lb, Location l, Value iv, ValueRange accs) {
        Value k = iv;
        if (reverse)
          k = LLVM::SubOp::create(lb, l, LLVM::AddOp::create(lb, l, lower, upper),
                                  LLVM::AddOp::create(lb, l, iv, i32Const(lb, l, 1)));
        Value index = LLVM::AddOp::create(lb, l, base, LLVM::MulOp::create(lb, l, k, i32Const(lb, l, stride)));
        SmallVector<Value> args;
        for (auto [i, acc] : llvm::enumerate(accs)) {
          args.push_back(staged.read(lb, l, i, index));
          args.push_back(acc);
        }
        scf::YieldOp::create(lb, l, inlineBody(lb, l, combiner, args, accs.getTypes()));
      });
  return loop.getResults();
}

/// The coordinates `coords` with `value` inserted at `dim`.
SmallVector<Value> withAxis(ValueRange coords, int64_t dim, Value value) {
  SmallVector<Value> full(coords);
  full.insert(full.begin() + dim, value);
  return full;
}

/// Row-major stride of axis `dim` of `shape`.
int64_t strideOf(ArrayRef<int64_t> shape, int64_t dim) {
  int64_t stride = 1;
  for (int64_t extent : shape.drop_front(dim + 1))
    stride *= extent;
  return stride;
}

/// Runs `fn(r, coords)` for each register of `type` (one, with no
/// coordinates, for a scalar) and returns each result, per register, assembled
/// into `types` (all of the shape of `type`).
SmallVector<Value> perRegister(OpBuilder &b, Location loc, const TileTypeConverter &converter, Type type,
                               TypeRange types, Value tid,
                               llvm::function_ref<SmallVector<Value>(int64_t, ValueRange)> fn) {
  auto tile = dyn_cast<RankedTensorType>(type);
  if (!tile)
    return fn(0, {});
  aa::TileLayout layout = converter.layoutOf(tile);
  SmallVector<Value> results =
      llvm::map_to_vector(types, [&](Type t) -> Value { return LLVM::PoisonOp::create(b, loc, converter.convertType(t)); });
  for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
    SmallVector<Value> values = fn(r, layout.coordinates(b, loc, tid, r));
    for (auto [result, value] : llvm::zip_equal(results, values))
      result = LLVM::InsertValueOp::create(b, loc, result, value, r);
  }
  return results;
}

SmallVector<Value> identities(OpBuilder &b, Location loc, ArrayAttr attrs, const Staged &staged) {
  return llvm::map_to_vector(llvm::zip_equal(attrs, staged.llvmElems), [&](auto pair) {
    return identityConstant(b, loc, std::get<0>(pair), std::get<1>(pair));
  });
}

/// Reductions ReducePatterns.cpp leaves: staged, folded in order.
struct StagedReduceLowering : TilePattern<aa::ReduceOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ReduceOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    Value tid = threadId(rewriter, loc);
    Staged staged = stage(rewriter, op, converter, adaptor.getOperands(), op.getOperands().getTypes(), tid);
    ArrayRef<int64_t> shape = staged.types.front().getShape();
    SmallVector<Value> init = identities(rewriter, loc, op.getIdentities(), staged);
    // Every result has the inputs' shape without `dim`, hence one layout.
    SmallVector<Value> results = perRegister(
        rewriter, loc, converter, op.getResult(0).getType(), op.getResultTypes(), tid,
        [&](int64_t, ValueRange coords) {
          Value base = linearize(rewriter, loc, withAxis(coords, dim, i32Const(rewriter, loc, 0)), shape);
          return foldAlong(rewriter, loc, op.getCombiner(), staged, base, strideOf(shape, dim),
                           i32Const(rewriter, loc, 0), i32Const(rewriter, loc, shape[dim]), /*reverse=*/false, init);
        });
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct ScanLowering : TilePattern<aa::ScanOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ScanOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    bool reverse = op.getReverse();
    Value tid = threadId(rewriter, loc);
    Staged staged = stage(rewriter, op, converter, adaptor.getOperands(), op.getOperands().getTypes(), tid);
    ArrayRef<int64_t> shape = staged.types.front().getShape();
    SmallVector<Value> init = identities(rewriter, loc, op.getIdentities(), staged);
    SmallVector<Value> results = perRegister(
        rewriter, loc, converter, op.getResult(0).getType(), op.getResultTypes(), tid,
        [&](int64_t, ValueRange coords) {
          // Element j along `dim` folds elements 0..j, or j..end when reversed.
          Value j = coords[dim];
          SmallVector<Value> first(coords);
          first[dim] = i32Const(rewriter, loc, 0);
          Value base = linearize(rewriter, loc, first, shape);
          Value lower = reverse ? j : i32Const(rewriter, loc, 0);
          Value upper = reverse ? i32Const(rewriter, loc, shape[dim])
                                : LLVM::AddOp::create(rewriter, loc, j, i32Const(rewriter, loc, 1)).getResult();
          return foldAlong(rewriter, loc, op.getCombiner(), staged, base, strideOf(shape, dim), lower, upper, reverse,
                           init);
        });
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Widens a product operand of type `elem` (converted: `value`) to the
/// accumulator type; f8 and tf32 (integers here) decode to f32 first, exactly.
Value widen(OpBuilder &b, Location loc, Value value, Type elem, Type acc,
            std::optional<aa::Signedness> signedness) {
  if (isIntegerHeldFloat(elem))
    value = decodeToF32(b, loc, value, elem);
  if (value.getType() == acc)
    return value;
  if (isa<FloatType>(acc))
    return LLVM::FPExtOp::create(b, loc, acc, value);
  if (signedness == aa::Signedness::Unsigned)
    return LLVM::ZExtOp::create(b, loc, acc, value);
  return LLVM::SExtOp::create(b, loc, acc, value);
}

struct DotLowering : TilePattern<aa::DotOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::DotOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType c = cast<RankedTensorType>(op.getC().getType());
    // Dots the layout passes put on tensor cores are DotMMAv2.cpp's.
    if (c.getEncoding())
      return rewriter.notifyMatchFailure(op, "an accumulator with a layout goes to tensor cores");
    Type resultElem = converter.convertType(c.getElementType());
    // f16 results accumulate in f32 and round once at the end, as the
    // interpreter's sum does (it rounds an exact sum once).
    Type acc = isa<Float16Type, BFloat16Type>(resultElem) ? rewriter.getF32Type() : resultElem;
    Type aElem = getElementTypeOrSelf(op.getA().getType()), bElem = getElementTypeOrSelf(op.getB().getType());
    Value tid = threadId(rewriter, loc);
    Staged staged = stage(rewriter, op, converter, {adaptor.getA(), adaptor.getB()},
                          {op.getA().getType(), op.getB().getType()}, tid);
    ArrayRef<int64_t> aShape = staged.types[0].getShape(), bShape = staged.types[1].getShape();
    int64_t rank = aShape.size(), k = aShape[rank - 1], n = bShape[rank - 1];
    // D[.., i, j] = C[.., i, j] + sum over k, in order, of A[.., i, k] * B[.., k, j]:
    // one loop over k carries every register's accumulator, so the body is
    // one multiply-add per register (independent, for ILP) and the loop
    // stays a loop (one per register would be unrolled into a huge body).
    Value cRegs = adaptor.getC();
    aa::TileLayout layout = converter.layoutOf(c);
    int64_t regs = layout.getElementsPerThread();
    Value zero = i32Const(rewriter, loc, 0);
    SmallVector<Value> aBases, bBases, inits;
    for (int64_t r = 0; r < regs; ++r) {
      SmallVector<Value> coords = layout.coordinates(rewriter, loc, tid, r);
      SmallVector<Value> aCoords(coords), bCoords(coords);
      aCoords[rank - 1] = zero;
      bCoords[rank - 2] = zero;
      aBases.push_back(linearize(rewriter, loc, aCoords, aShape));
      bBases.push_back(linearize(rewriter, loc, bCoords, bShape));
      inits.push_back(widen(rewriter, loc, LLVM::ExtractValueOp::create(rewriter, loc, cRegs, r), resultElem, acc,
                            std::nullopt));
    }
    auto loop = scf::ForOp::create(
        rewriter, loc, zero, i32Const(rewriter, loc, k), i32Const(rewriter, loc, 1), inits,
        [&](OpBuilder &b, Location l, Value kv, ValueRange accs) {
          Value bRow = LLVM::MulOp::create(b, l, kv, i32Const(b, l, n));
          SmallVector<Value> sums;
          for (int64_t r = 0; r < regs; ++r) {
            Value aIndex = LLVM::AddOp::create(b, l, aBases[r], kv);
            Value bIndex = LLVM::AddOp::create(b, l, bBases[r], bRow);
            Value x = widen(b, l, staged.read(b, l, 0, aIndex), aElem, acc, op.getSignednessA());
            Value y = widen(b, l, staged.read(b, l, 1, bIndex), bElem, acc, op.getSignednessB());
            sums.push_back(isa<FloatType>(acc)
                               ? LLVM::FMAOp::create(b, l, x, y, accs[r]).getResult()
                               : LLVM::AddOp::create(b, l, accs[r], LLVM::MulOp::create(b, l, x, y)).getResult());
          }
          scf::YieldOp::create(b, l, sums);
        });
    Value result = LLVM::PoisonOp::create(rewriter, loc, converter.convertType(c));
    for (int64_t r = 0; r < regs; ++r) {
      Value sum = loop.getResult(r);
      if (acc != resultElem)
        sum = LLVM::FPTruncOp::create(rewriter, loc, resultElem, sum);
      result = LLVM::InsertValueOp::create(rewriter, loc, result, sum, r);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Whether `region` computes on tiles (each thread runs the clones on its
/// own, so nothing in them may need the whole CTA).
bool hasTileValues(Region &region) {
  WalkResult walk = region.walk([](Operation *op) {
    for (Type t : llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
      if (isa<RankedTensorType>(t))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

} // namespace

/// Dots on block-scaled operands, convolutions, histograms and
/// combining functions on tiles are not lowered yet; staging must fit in the
/// target's shared memory (checkSharedBytes).
LogicalResult mlir::nv_tileaa::to_nvvm::checkCollectiveSupport(Operation *op) {
  if (isa<aa::ConvDotOp, aa::HistogramOp>(op))
    return op->emitOpError("is not supported by convert-tileaa-to-nvvm yet");
  if (auto dot = dyn_cast<aa::DotOp>(op)) {
    // Block-scaled dots are lowered on tcgen05 (checkDotTCGen05BlockScaleSupport)
    // and on sm_120's mma.sync (checkDotMMAv2Support).
    aa::MmaLayoutAttr mma = aa::accumulatorLayout(cast<RankedTensorType>(dot.getC().getType()).getEncoding());
    if (dot.getSfa() && !(mma && (mma.getVersion() == 5 || mma.getVersion() == 2)))
      return op->emitOpError("with scale factors (block-scaled MMA) is lowered on tcgen05.mma.block_scale or "
                             "mma.sync.kind::mxf8f6f4.block_scale only (a version-5 or version-2 mma accumulator); "
                             "tileaa-decompose-scaled-dots decomposes the others");
    // f4 is multiplied on sm_120's mma.sync only (checkDotMMAv2Support).
    bool onTensorCores = bool(mma);
    for (Value operand : {dot.getA(), dot.getB()}) {
      Type elem = getElementTypeOrSelf(operand.getType());
      if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type, FloatTF32Type, Float8E4M3FNType, Float8E5M2Type,
               IntegerType>(elem) &&
          !(onTensorCores && isa<Float4E2M1FNType>(elem)))
        return op->emitOpError("on ") << elem << " operands is not supported by convert-tileaa-to-nvvm yet";
    }
    return checkSharedBytes(op, planSharedRegions({dot.getA().getType(), dot.getB().getType()}).bytes);
  }
  if (isa<aa::ReduceOp, aa::ScanOp>(op)) {
    if (hasTileValues(op->getRegion(0)))
      return op->emitOpError("with a combining function on tiles is not supported by convert-tileaa-to-nvvm yet");
    for (Type t : op->getOperandTypes())
      if (!isInlinableScalar(getElementTypeOrSelf(t)))
        return op->emitOpError("on ") << getElementTypeOrSelf(t)
                                      << " elements is not supported by convert-tileaa-to-nvvm yet";
    // A reduction whose operands share one layout goes through registers and
    // shuffles (ReducePatterns.cpp); at most the partials of each result
    // element from each of up to 32 warps meet in shared memory.
    bool oneLayout = llvm::all_equal(llvm::map_range(
        op->getOperandTypes(), [](Type t) { return cast<RankedTensorType>(t).getEncoding(); }));
    if (isa<aa::ReduceOp>(op) && oneLayout) {
      int64_t bytes = 0;
      for (Type t : op->getResultTypes()) {
        auto tile = dyn_cast<RankedTensorType>(t);
        bytes += (tile ? tile.getNumElements() : 1) * 32 * sharedElementBytes(getElementTypeOrSelf(t));
      }
      return checkSharedBytes(op, bytes);
    }
    return checkSharedBytes(op, planSharedRegions(op->getOperandTypes()).bytes);
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateCollectivePatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<StagedReduceLowering, ScanLowering, DotLowering>(converter, patterns.getContext());
  populateReducePatterns(converter, patterns);
  populateScanPatterns(converter, patterns);
}
