//===- ShapePatterns.cpp - constants and shape ops --------------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

struct ConstantLowering : Lowering<ct::ConstantOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ConstantOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto value = cast<DenseElementsAttr>(op.getValue());
    TypedAttr attr = value;
    if (op.getType().getShape().empty())
      attr = cast<TypedAttr>(*value.value_begin<Attribute>());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, attr);
    return success();
  }
};

/// The converted result type of a single-result op.
template <typename Op>
static Type resultType(const Lowering<Op> &pattern, Op op) {
  return pattern.getTypeConverter()->convertType(op.getType());
}

struct BroadcastLowering : Lowering<ct::BroadcastOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    // Ranks match, so a rank-0 broadcast is the scalar itself.
    if (op.getType().getShape().empty()) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    rewriter.replaceOpWithNewOp<aa::BroadcastOp>(op, resultType(*this, op), adaptor.getSource());
    return success();
  }
};

/// Row-major reinterpretation; a rank-0 tile is the one element of a tile of
/// extents 1, both ways.
struct ReshapeLowering : Lowering<ct::ReshapeOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ReshapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value source = adaptor.getSource();
    Type type = resultType(*this, op);
    bool fromScalar = op.getSource().getType().getShape().empty(), toScalar = op.getType().getShape().empty();
    if (fromScalar && toScalar) {
      rewriter.replaceOp(op, source);
    } else if (fromScalar) {
      rewriter.replaceOpWithNewOp<aa::SplatOp>(op, type, source);
    } else if (toScalar) {
      Value zero = arith::ConstantIndexOp::create(rewriter, op.getLoc(), 0);
      SmallVector<Value> indices(op.getSource().getType().getShape().size(), zero);
      rewriter.replaceOpWithNewOp<aa::ExtractOp>(op, type, source, indices);
    } else {
      rewriter.replaceOpWithNewOp<aa::ViewOp>(op, type, source);
    }
    return success();
  }
};

struct CatLowering : Lowering<ct::CatOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::CatOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::CatOp>(op, resultType(*this, op), ValueRange{adaptor.getLhs(), adaptor.getRhs()},
                                           op.getDimAttr());
    return success();
  }
};

/// cuda_tile numbers the slice; nv_tileaa takes its first element, slice
/// number times slice extent on each axis (the index read as unsigned).
struct ExtractLowering : Lowering<ct::ExtractOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::ExtractOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int64_t> slice = op.getType().getShape();
    if (slice.empty()) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    Location loc = op.getLoc();
    SmallVector<Value> offsets;
    for (auto [axis, index] : llvm::enumerate(adaptor.getIndices())) {
      Value extent = arith::ConstantIndexOp::create(rewriter, loc, slice[axis]);
      offsets.push_back(arith::MulIOp::create(rewriter, loc, toIndex(rewriter, loc, index), extent));
    }
    rewriter.replaceOpWithNewOp<aa::ExtractSliceOp>(op, resultType(*this, op), adaptor.getSource(), offsets);
    return success();
  }
};

struct PermuteLowering : Lowering<ct::PermuteOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::PermuteOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op.getType().getShape().empty()) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    SmallVector<int64_t> permutation(op.getPermutation());
    rewriter.replaceOpWithNewOp<aa::PermuteOp>(op, resultType(*this, op), adaptor.getSource(),
                                               rewriter.getDenseI64ArrayAttr(permutation));
    return success();
  }
};

/// iota's values are unsigned, make_range's signed, but they agree: extents
/// are powers of two of at most the largest unsigned value, 2^w - 1, so at
/// most 2^(w-1), and the last value, 2^(w-1) - 1 at most, is a signed one.
struct IotaLowering : Lowering<ct::IotaOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::IotaOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(resultType(*this, op));
    rewriter.replaceOpWithNewOp<aa::MakeRangeOp>(op, type, rewriter.getI64IntegerAttr(0),
                                                 rewriter.getI64IntegerAttr(type.getDimSize(0)));
    return success();
  }
};

struct SelectLowering : Lowering<ct::SelectOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::SelectOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, adaptor.getCond(), adaptor.getValIfTrue(),
                                                 adaptor.getValIfFalse());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// pack, unpack: a 1-d tile of numbers as little-endian bytes. Each element
// is an integer of its storage width; bytes are cut from it (or it from
// bytes) by shifts along a second axis of length bytes-per-element (wide
// elements) or elements-per-byte (sub-byte elements, element 0 lowest).
//===----------------------------------------------------------------------===//

/// tf32 is stored in an f32's 32 bits, every other number in its own width.
static unsigned storageBits(Type type) { return isa<FloatTF32Type>(type) ? 32 : type.getIntOrFloatBitWidth(); }

/// The 1 x n tile 0, step, 2 * step, ... broadcast to rows x n: the shift of
/// each position of the second axis.
static Value shiftAmounts(OpBuilder &b, Location loc, int64_t rows, int64_t n, unsigned step, IntegerType type) {
  SmallVector<APInt> amounts;
  for (int64_t i = 0; i < n; ++i)
    amounts.push_back(APInt(type.getWidth(), i * step));
  auto row = RankedTensorType::get({1, n}, type);
  Value constant = arith::ConstantOp::create(b, loc, DenseElementsAttr::get(row, amounts));
  return aa::BroadcastOp::create(b, loc, RankedTensorType::get({rows, n}, type), constant);
}

/// rows x n -> rows: the or of each row (its parts occupy disjoint bits).
static Value orRows(OpBuilder &b, Location loc, Value parts) {
  auto type = cast<RankedTensorType>(parts.getType());
  Type elem = type.getElementType();
  auto result = RankedTensorType::get({type.getDimSize(0)}, elem);
  auto reduce = aa::ReduceOp::create(b, loc, TypeRange{result}, ValueRange{parts}, b.getI32IntegerAttr(1),
                                     b.getArrayAttr({b.getIntegerAttr(elem, 0)}));
  Block *body = b.createBlock(&reduce.getCombiner(), {}, {elem, elem}, {loc, loc});
  Value combined = arith::OrIOp::create(b, loc, body->getArgument(0), body->getArgument(1));
  aa::YieldOp::create(b, loc, ValueRange{combined});
  b.setInsertionPointAfter(reduce);
  return reduce.getResult(0);
}

/// A 1-d tile of `elem` as integers of its storage width, bits unchanged.
static Value toStorageInts(OpBuilder &b, Location loc, Value tile, Type elem) {
  auto type = cast<RankedTensorType>(tile.getType());
  if (isa<IntegerType>(elem))
    return tile;
  if (isa<FloatTF32Type>(elem))
    tile = aa::FpToFpOp::create(b, loc, type.clone(b.getF32Type()), tile, /*rounding=*/nullptr);
  return aa::BitcastOp::create(b, loc, type.clone(b.getIntegerType(storageBits(elem))), tile);
}

/// The inverse of toStorageInts. A tf32 ignores the low 13 bits of its
/// storage: rounding toward zero drops them.
static Value fromStorageInts(OpBuilder &b, Location loc, Value ints, Type elem) {
  auto type = cast<RankedTensorType>(ints.getType());
  if (isa<IntegerType>(elem))
    return ints;
  if (!isa<FloatTF32Type>(elem))
    return aa::BitcastOp::create(b, loc, type.clone(elem), ints);
  Value f32 = aa::BitcastOp::create(b, loc, type.clone(b.getF32Type()), ints);
  return aa::FpToFpOp::create(b, loc, type.clone(elem), f32,
                              aa::RoundingModeAttr::get(b.getContext(), aa::RoundingMode::zero));
}

} // namespace

Value mlir::cuda_tile::to_tileaa::packBytes(OpBuilder &b, Location loc, Value source, RankedTensorType bytesType) {
  auto sourceType = cast<RankedTensorType>(source.getType());
  Type elem = sourceType.getElementType();
  unsigned bits = storageBits(elem);
  int64_t bytes = bytesType.getDimSize(0);
  IntegerType i8 = b.getI8Type(), ints = b.getIntegerType(bits);
  Value values = toStorageInts(b, loc, source, elem);
  int64_t count = sourceType.getDimSize(0);
  if (bits < 8) {
    int64_t perByte = 8 / bits;
    Value grouped = aa::ViewOp::create(b, loc, RankedTensorType::get({bytes, perByte}, ints), values);
    Value wide = arith::ExtUIOp::create(b, loc, RankedTensorType::get({bytes, perByte}, i8), grouped);
    Value placed = arith::ShLIOp::create(b, loc, wide, shiftAmounts(b, loc, bytes, perByte, bits, i8));
    return orRows(b, loc, placed);
  }
  int64_t perElem = bits / 8;
  auto spread = RankedTensorType::get({count, perElem}, ints);
  Value column = aa::ExpandDimsOp::create(b, loc, RankedTensorType::get({count, 1}, ints), values,
                                          b.getDenseI64ArrayAttr({1}));
  Value copies = aa::BroadcastOp::create(b, loc, spread, column);
  Value amounts = shiftAmounts(b, loc, count, perElem, 8, ints);
  Value shifted = arith::ShRUIOp::create(b, loc, copies, amounts);
  Value parts = arith::TruncIOp::create(b, loc, RankedTensorType::get({count, perElem}, i8), shifted);
  return aa::ViewOp::create(b, loc, bytesType, parts);
}

Value mlir::cuda_tile::to_tileaa::unpackBytes(OpBuilder &b, Location loc, Value source, RankedTensorType resultType) {
  Type elem = resultType.getElementType();
  unsigned bits = storageBits(elem);
  int64_t bytes = cast<RankedTensorType>(source.getType()).getDimSize(0), count = resultType.getDimSize(0);
  IntegerType i8 = b.getI8Type(), ints = b.getIntegerType(bits);
  Value values;
  if (bits < 8) {
    int64_t perByte = 8 / bits;
    auto spread = RankedTensorType::get({bytes, perByte}, i8);
    Value column = aa::ExpandDimsOp::create(b, loc, RankedTensorType::get({bytes, 1}, i8), source,
                                            b.getDenseI64ArrayAttr({1}));
    Value copies = aa::BroadcastOp::create(b, loc, spread, column);
    Value amounts = shiftAmounts(b, loc, bytes, perByte, bits, i8);
    Value shifted = arith::ShRUIOp::create(b, loc, copies, amounts);
    Value parts = arith::TruncIOp::create(b, loc, RankedTensorType::get({bytes, perByte}, ints), shifted);
    values = aa::ViewOp::create(b, loc, RankedTensorType::get({count}, ints), parts);
  } else {
    int64_t perElem = bits / 8;
    Value grouped = aa::ViewOp::create(b, loc, RankedTensorType::get({count, perElem}, i8), source);
    Value wide = arith::ExtUIOp::create(b, loc, RankedTensorType::get({count, perElem}, ints), grouped);
    Value placed = arith::ShLIOp::create(b, loc, wide, shiftAmounts(b, loc, count, perElem, 8, ints));
    values = orRows(b, loc, placed);
  }
  return fromStorageInts(b, loc, values, elem);
}

namespace {

struct PackLowering : Lowering<ct::PackOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::PackOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, packBytes(rewriter, op.getLoc(), adaptor.getSource(),
                                     cast<RankedTensorType>(resultType(*this, op))));
    return success();
  }
};

struct UnpackLowering : Lowering<ct::UnpackOp> {
  using Lowering::Lowering;
  LogicalResult matchAndRewrite(ct::UnpackOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, unpackBytes(rewriter, op.getLoc(), adaptor.getSource(),
                                       cast<RankedTensorType>(resultType(*this, op))));
    return success();
  }
};

} // namespace

void mlir::cuda_tile::to_tileaa::populateShapePatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ConstantLowering, BroadcastLowering, ReshapeLowering, CatLowering, ExtractLowering, PermuteLowering,
               IotaLowering, SelectLowering, PackLowering, UnpackLowering>(converter, patterns.getContext());
}
