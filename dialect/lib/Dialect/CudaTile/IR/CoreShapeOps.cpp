//===- CoreShapeOps.cpp - tile shape and construction ops ----------------===//
//
// Verifiers of broadcast, cat, extract, iota, pack, permute, reshape, select
// and unpack; the ops themselves are generated with the rest of Core
// (CoreOps.cpp).
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

static int64_t numElements(TileType type) {
  int64_t n = 1;
  for (int64_t d : type.getShape())
    n *= d;
  return n;
}

//===----------------------------------------------------------------------===//
// BroadcastOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> source = getSource().getType().getShape(), result = getType().getShape();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(source, result))) {
    auto [from, to] = pair;
    if (from != to && from != 1)
      return emitOpError("cannot broadcast source dimension ")
             << i << " of extent " << from << " to " << to << ": only extents of 1 are stretched (source "
             << shapeString(source) << ", result " << shapeString(result) << ")";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// CatOp
//===----------------------------------------------------------------------===//

LogicalResult CatOp::verify() {
  ArrayRef<int64_t> lhs = getLhs().getType().getShape(), rhs = getRhs().getType().getShape(),
                    result = getType().getShape();
  int64_t rank = lhs.size(), dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("dim must be a dimension of the operands, in [0, ") << rank << "), got " << dim;
  for (int64_t i = 0; i < rank; ++i) {
    if (i == dim) {
      if (result[i] != lhs[i] + rhs[i])
        return emitOpError("result extent along the concatenated dimension ")
               << i << " must be " << lhs[i] << " + " << rhs[i] << " = " << lhs[i] + rhs[i] << ", got "
               << result[i];
    } else if (lhs[i] != rhs[i] || lhs[i] != result[i]) {
      return emitOpError("lhs, rhs and result must agree in dimension ")
             << i << ", which is not concatenated, got " << lhs[i] << ", " << rhs[i] << " and " << result[i];
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ExtractOp
//===----------------------------------------------------------------------===//

LogicalResult ExtractOp::verify() {
  TileType source = getSource().getType(), result = getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError("source and result must have the same element type, got ")
           << source.getElementType() << " and " << result.getElementType();
  int64_t rank = source.getShape().size();
  if ((int64_t)getIndices().size() != rank)
    return emitOpError("needs one index per source dimension, ")
           << rank << ", got " << getIndices().size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(source.getShape(), result.getShape()))) {
    auto [from, to] = pair;
    if (from % to != 0)
      return emitOpError("result extent ")
             << to << " in dimension " << i << " must divide the source extent " << from
             << ": only whole slices are extracted";
  }
  // 13.3: a constant index past the slices is worth a warning, not an error
  // (the op may sit in code that never runs).
  for (auto [i, index] : llvm::enumerate(getIndices())) {
    std::optional<APInt> value = splatIntConstant(index);
    if (!value)
      continue;
    int64_t slices = source.getShape()[i] / result.getShape()[i];
    int64_t n = value->getSExtValue();
    // Through the location: an op's own warning prints the op, and printing
    // verifies it again.
    if (n < 0 || n >= slices)
      mlir::emitWarning(getLoc(), "'") << getOperationName() << "' op index " << n << " in dimension " << i
                                       << " is outside the " << slices << " slices of the source (0 to "
                                       << slices - 1 << ")";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// IotaOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  TileType type = getType();
  if (type.getShape().size() != 1)
    return emitOpError("result must be a 1-d tile, got rank ") << type.getShape().size();
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  int64_t count = type.getShape()[0];
  // The values are unsigned; the chapter bounds the element count itself by the largest one.
  if (width < 64 && (uint64_t)count > llvm::maxUIntN(width))
    return emitOpError("has ") << count << " elements, more than the largest value of "
                               << type.getElementType() << " (" << llvm::maxUIntN(width) << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// PackOp, UnpackOp
//===----------------------------------------------------------------------===//

/// Bits an element occupies in a byte array: tf32 is stored in 32 bits,
/// sub-byte types (i1 included) are packed densely.
static uint64_t storageBits(Type type) {
  if (isa<FloatTF32Type>(type))
    return 32;
  return type.getIntOrFloatBitWidth();
}

/// pack and unpack: 1-d tiles of equal size in bits, `numbers` (the side that
/// is not i8) holding elements that are not bytes themselves.
static LogicalResult verifyByteReinterpretation(Operation *op, TileType source, TileType result,
                                                TileType numbers, StringRef numbersName) {
  if (source.getShape().size() != 1 || result.getShape().size() != 1)
    return op->emitOpError("source and result must be 1-d tiles, got ")
           << source << " and " << result;
  Type elem = numbers.getElementType();
  if (storageBits(elem) == 8)
    return op->emitOpError() << numbersName << " elements must not be bytes already, got " << elem
                             << " (bitcast reinterprets them element by element)";
  uint64_t sourceBits = numElements(source) * storageBits(source.getElementType());
  uint64_t resultBits = numElements(result) * storageBits(result.getElementType());
  if (sourceBits != resultBits)
    return op->emitOpError("source and result must have the same size, got ")
           << sourceBits << " bits (" << source << ") and " << resultBits << " bits (" << result << ")";
  return success();
}

LogicalResult PackOp::verify() {
  return verifyByteReinterpretation(*this, getSource().getType(), getType(), getSource().getType(), "source");
}

LogicalResult UnpackOp::verify() {
  return verifyByteReinterpretation(*this, getSource().getType(), getType(), getType(), "result");
}

//===----------------------------------------------------------------------===//
// PermuteOp
//===----------------------------------------------------------------------===//

LogicalResult PermuteOp::verify() {
  ArrayRef<int64_t> source = getSource().getType().getShape(), result = getType().getShape();
  ArrayRef<int32_t> permutation = getPermutation();
  int64_t rank = source.size();
  if (rank < 2)
    return emitOpError("source must have rank 2 or more (nothing to permute), got rank ") << rank;
  if ((int64_t)permutation.size() != rank)
    return emitOpError("permutation needs one entry per dimension, ")
           << rank << ", got " << permutation.size();
  SmallVector<bool> seen(rank, false);
  for (auto [i, p] : llvm::enumerate(permutation)) {
    if (p < 0 || p >= rank)
      return emitOpError("permutation entry ") << p << " is not a dimension of the source, in [0, " << rank << ")";
    if (seen[p])
      return emitOpError("permutation names dimension ") << p << " twice";
    seen[p] = true;
    if (result[i] != source[p])
      return emitOpError("result dimension ")
             << i << " must have the extent of source dimension " << p << ", " << source[p] << ", got "
             << result[i];
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::verify() {
  TileType source = getSource().getType(), result = getType();
  if (numElements(source) != numElements(result))
    return emitOpError("source and result must have the same number of elements, got ")
           << numElements(source) << " (" << source << ") and " << numElements(result) << " (" << result << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// SelectOp
//===----------------------------------------------------------------------===//

LogicalResult SelectOp::verify() {
  // 4-bit types (i4, f4E2M1FN) exist only to be stored, loaded and unpacked.
  Type elem = getType().getElementType();
  if (elem.isIntOrFloat() && elem.getIntOrFloatBitWidth() == 4)
    return emitOpError("cannot select 4-bit elements (") << elem << "), which are storage only";
  return success();
}

void BroadcastOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "bcast"); }
void ReshapeOp::getAsmResultNames(OpAsmSetValueNameFn setName) { setName(getResult(), "reshape"); }
