//===- ShapeOps.cpp - nv_tileaa shape and tile construction -----------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAShapeOps.cpp.inc"

void TileAADialect::registerShapeOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAShapeOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// splat
//===----------------------------------------------------------------------===//

LogicalResult SplatOp::verify() {
  if (getType().getElementType() != getSource().getType())
    return emitOpError("result element type ") << getType().getElementType() << " does not match the scalar's type "
                                               << getSource().getType();
  return success();
}

namespace {
/// splat(arith.constant c) -> arith.constant dense<c>. A pattern rather than a
/// folder: the dialect has no constant materializer, and the arith dialect is
/// loaded whenever this matches, since the scalar comes from it.
struct SplatOfConstant : OpRewritePattern<SplatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SplatOp op, PatternRewriter &rewriter) const override {
    auto constant = op.getSource().getDefiningOp<arith::ConstantOp>();
    if (!constant || !isa<IntegerAttr, FloatAttr>(constant.getValue()))
      return failure();
    auto dense = DenseElementsAttr::get(op.getType(), ArrayRef<Attribute>(constant.getValue()));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, dense);
    return success();
  }
};
} // namespace

void SplatOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<SplatOfConstant>(context);
}

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> source = getSource().getType().getShape(), result = getType().getShape();
  if (source.size() != result.size())
    return emitOpError("source rank ") << source.size() << " does not match result rank " << result.size()
                                       << " (expand_dims inserts axes)";
  for (auto [i, from, to] : llvm::enumerate(source, result))
    if (from != to && from != 1)
      return emitOpError("cannot broadcast axis ") << i << " of extent " << from << " to " << to
                                                   << ": only extents of 1 are repeated";
  return success();
}

OpFoldResult BroadcastOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  return {};
}

//===----------------------------------------------------------------------===//
// expand_dims
//===----------------------------------------------------------------------===//

LogicalResult ExpandDimsOp::verify() {
  ArrayRef<int64_t> source = getSource().getType().getShape(), axes = getAxes();
  if (axes.empty())
    return emitOpError("needs at least one axis to insert");
  int64_t rank = source.size() + axes.size();
  for (auto [i, axis] : llvm::enumerate(axes)) {
    if (axis < 0 || axis >= rank)
      return emitOpError("axis ") << axis << " is not an axis of the rank-" << rank << " result";
    if (i > 0 && axis <= axes[i - 1])
      return emitOpError("axes must be strictly increasing");
  }
  SmallVector<int64_t> expected;
  auto next = source.begin();
  const int64_t *axis = axes.begin();
  for (int64_t i = 0; i < rank; ++i) {
    if (axis != axes.end() && *axis == i) {
      expected.push_back(1);
      ++axis;
    } else {
      expected.push_back(*next++);
    }
  }
  auto expectedType = RankedTensorType::get(expected, getType().getElementType());
  if (getType() != expectedType)
    return emitOpError("inserting axes into ") << getSource().getType() << " gives " << expectedType << ", got "
                                               << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// extract
//===----------------------------------------------------------------------===//

LogicalResult ExtractOp::verify() {
  RankedTensorType source = getSource().getType();
  size_t count = getIndices().size(), rank = source.getRank();
  if (count == 0 || count > rank)
    return emitOpError("needs 1 to ") << rank << " indices for a rank-" << rank << " source, got " << count;
  Type expected = count == rank ? source.getElementType()
                                : Type(RankedTensorType::get(source.getShape().drop_front(count),
                                                             source.getElementType()));
  if (getType() != expected)
    return emitOpError("indexing the first ") << count << " axes of " << source << " gives " << expected
                                              << ", got " << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// extract_slice
//===----------------------------------------------------------------------===//

LogicalResult ExtractSliceOp::verify() {
  RankedTensorType source = getSource().getType(), result = getType();
  if (getOffsets().size() != (size_t)source.getRank())
    return emitOpError("needs one offset per source axis (") << source.getRank() << "), got "
                                                             << getOffsets().size();
  if (result.getRank() != source.getRank())
    return emitOpError("slice rank ") << result.getRank() << " does not match source rank " << source.getRank();
  if (result.getElementType() != source.getElementType())
    return emitOpError("slice element type ") << result.getElementType() << " does not match source element type "
                                              << source.getElementType();
  for (auto [i, from, to] : llvm::enumerate(source.getShape(), result.getShape()))
    if (to > from)
      return emitOpError("slice extent ") << to << " along axis " << i << " exceeds the source extent " << from;
  return success();
}

//===----------------------------------------------------------------------===//
// view
//===----------------------------------------------------------------------===//

LogicalResult ViewOp::verify() {
  RankedTensorType source = getSource().getType(), result = getType();
  if (source.getNumElements() != result.getNumElements())
    return emitOpError("source and result must have the same number of elements, got ")
           << source.getNumElements() << " (" << source << ") and " << result.getNumElements() << " (" << result
           << ")";
  return success();
}

OpFoldResult ViewOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  // A view of a view reinterprets the first source directly.
  if (auto inner = getSource().getDefiningOp<ViewOp>()) {
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

//===----------------------------------------------------------------------===//
// cat
//===----------------------------------------------------------------------===//

LogicalResult CatOp::verify() {
  RankedTensorType result = getType();
  if (getInputs().size() < 2)
    return emitOpError("needs at least two operands, got ") << getInputs().size();
  int64_t rank = result.getRank(), dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("dim ") << dim << " is not an axis of the rank-" << rank << " result";
  int64_t total = 0;
  for (auto [n, input] : llvm::enumerate(getInputs())) {
    auto type = cast<RankedTensorType>(input.getType());
    if (type.getRank() != rank || type.getElementType() != result.getElementType())
      return emitOpError("operand ") << n << " (" << type << ") does not have the result's rank and element type ("
                                     << result << ")";
    for (int64_t i = 0; i < rank; ++i)
      if (i != dim && type.getDimSize(i) != result.getDimSize(i))
        return emitOpError("operand ") << n << " has extent " << type.getDimSize(i) << " along axis " << i
                                       << ", which is not concatenated, but the result has "
                                       << result.getDimSize(i);
    total += type.getDimSize(dim);
  }
  if (result.getDimSize(dim) != total)
    return emitOpError("result extent along the concatenated axis ")
           << dim << " must be the sum of the operands', " << total << ", got " << result.getDimSize(dim);
  return success();
}

//===----------------------------------------------------------------------===//
// permute
//===----------------------------------------------------------------------===//

LogicalResult PermuteOp::verify() {
  ArrayRef<int64_t> source = getSource().getType().getShape(), result = getType().getShape(),
                    permutation = getPermutation();
  int64_t rank = source.size();
  if ((int64_t)permutation.size() != rank)
    return emitOpError("permutation needs one entry per axis (") << rank << "), got " << permutation.size();
  if ((int64_t)result.size() != rank)
    return emitOpError("result rank ") << result.size() << " does not match source rank " << rank;
  SmallVector<bool> seen(rank, false);
  for (auto [i, p] : llvm::enumerate(permutation)) {
    if (p < 0 || p >= rank)
      return emitOpError("permutation entry ") << p << " is not an axis of the rank-" << rank << " source";
    if (seen[p])
      return emitOpError("permutation names axis ") << p << " twice";
    seen[p] = true;
    if (result[i] != source[p])
      return emitOpError("result axis ") << i << " must have the extent of source axis " << p << ", "
                                         << source[p] << ", got " << result[i];
  }
  return success();
}

OpFoldResult PermuteOp::fold(FoldAdaptor) {
  for (auto [i, p] : llvm::enumerate(getPermutation()))
    if ((int64_t)i != p)
      return {};
  return getSource();
}

//===----------------------------------------------------------------------===//
// make_range
//===----------------------------------------------------------------------===//

LogicalResult MakeRangeOp::verify() {
  RankedTensorType type = getType();
  Type elem = type.getElementType();
  if (type.getRank() != 1 || !(isa<IndexType>(elem) || isa<IntegerType>(elem)))
    return emitOpError("result must be a 1-d tile of integers or indices, got ") << type;
  int64_t start = getStart(), end = getEnd();
  if (end <= start)
    return emitOpError("end ") << end << " must be greater than start " << start;
  if (type.getDimSize(0) != end - start)
    return emitOpError("result must have end - start = ") << end - start << " elements, got " << type.getDimSize(0);
  unsigned width = isa<IndexType>(elem) ? 64 : elem.getIntOrFloatBitWidth();
  if (width < 64 && (start < llvm::minIntN(width) || end - 1 > llvm::maxIntN(width)))
    return emitOpError("values ") << start << " to " << end - 1 << " do not fit in signed " << elem;
  return success();
}

//===----------------------------------------------------------------------===//
// generate
//===----------------------------------------------------------------------===//

LogicalResult GenerateOp::verifyRegions() {
  RankedTensorType type = getType();
  Block &body = getBody().front();
  if (body.getNumArguments() != (unsigned)type.getRank())
    return emitOpError("body needs one index argument per result axis (") << type.getRank() << "), got "
                                                                          << body.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(body.getArguments()))
    if (!arg.getType().isIndex())
      return emitOpError("body argument ") << i << " must be index, got " << arg.getType();
  auto yield = dyn_cast<YieldOp>(body.back());
  if (!yield)
    return emitOpError("body must end with nv_tileaa.yield");
  if (yield.getOperands().size() != 1 || yield.getOperands()[0].getType() != type.getElementType())
    return emitOpError("body must yield one element of type ") << type.getElementType() << ", got ("
                                                               << yield.getOperands().getTypes() << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// block_tile
//===----------------------------------------------------------------------===//

LogicalResult BlockTileOp::verify() {
  ArrayRef<int64_t> source = getSource().getType().getShape(), block = getBlock();
  if (block.size() != source.size())
    return emitOpError("block needs one extent per source axis (") << source.size() << "), got " << block.size();
  SmallVector<int64_t> expected;
  for (auto [i, extent, b] : llvm::enumerate(source, block)) {
    if (b <= 0 || extent % b != 0)
      return emitOpError("block extent ") << b << " along axis " << i << " must be positive and divide "
                                          << extent;
    expected.push_back(extent / b);
  }
  expected.append(block.begin(), block.end());
  auto expectedType = RankedTensorType::get(expected, getType().getElementType());
  if (getType() != expectedType)
    return emitOpError("blocking ") << getSource().getType() << " gives " << expectedType << ", got " << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// conv_tile
//===----------------------------------------------------------------------===//

LogicalResult ConvTileOp::verify() {
  RankedTensorType source = getSource().getType();
  int64_t rank = source.getRank();
  if (rank < 3 || rank > 5)
    return emitOpError("source must have a batch, a channel and 1 to 3 spatial axes, got rank ") << rank;
  size_t spatial = rank - 2;
  auto checkLength = [&](StringRef name, ArrayRef<int64_t> values, size_t length) -> LogicalResult {
    if (values.size() != length)
      return emitOpError() << name << " needs " << length << " entries for " << spatial << " spatial axes, got "
                           << values.size();
    return success();
  };
  if (failed(checkLength("window", getWindow(), spatial)) || failed(checkLength("strides", getStrides(), spatial)) ||
      failed(checkLength("dilations", getDilations(), spatial)) ||
      failed(checkLength("padding", getPadding(), 2 * spatial)))
    return failure();
  for (auto [name, values] : {std::pair<StringRef, ArrayRef<int64_t>>{"window", getWindow()},
                              {"strides", getStrides()},
                              {"dilations", getDilations()}})
    if (llvm::any_of(values, [](int64_t v) { return v <= 0; }))
      return emitOpError() << name << " entries must be positive";
  if (llvm::any_of(getPadding(), [](int64_t v) { return v < 0; }))
    return emitOpError("padding entries must not be negative");

  ArrayRef<int64_t> shape = source.getShape();
  int64_t firstSpatial = getChannelsFirst() ? 2 : 1;
  int64_t channels = shape[getChannelsFirst() ? 1 : rank - 1];
  int64_t rows = shape[0], columns = channels;
  for (size_t i = 0; i < spatial; ++i) {
    int64_t in = shape[firstSpatial + i], window = getWindow()[i];
    int64_t span = in + getPadding()[2 * i] + getPadding()[2 * i + 1] - getDilations()[i] * (window - 1) - 1;
    if (span < 0)
      return emitOpError("the dilated window does not fit in padded spatial axis ") << i << " of extent " << in;
    rows *= span / getStrides()[i] + 1;
    columns *= window;
  }
  auto expected = RankedTensorType::get({rows, columns}, source.getElementType());
  if (getType() != expected)
    return emitOpError("patches of ") << source << " form " << expected << ", got " << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// get_dim_size
//===----------------------------------------------------------------------===//

LogicalResult GetDimSizeOp::verify() {
  int64_t rank = getMemref().getType().getRank(), dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("dim ") << dim << " is not an axis of the rank-" << rank << " memref";
  return success();
}
