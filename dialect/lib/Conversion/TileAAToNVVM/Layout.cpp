//===- Layout.cpp - the lowering's queries of a layout --------------------===//
#include "cuda-tile/Conversion/TileAAToNVVM/Layout.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

static Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(v));
}

int64_t TileLayout::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : getShape())
    n *= d;
  return n;
}

SmallVector<Value> TileLayout::coordinates(OpBuilder &b, Location loc, Value tid, int64_t reg) const {
  if (isDefault)
    return delinearize(b, loc, linearIndex(b, loc, tid, reg));
  return linear.emitCoordinates(b, loc, tid, reg);
}

Value TileLayout::linearIndex(OpBuilder &b, Location loc, Value tid, int64_t reg) const {
  if (isDefault) {
    int64_t n = getNumElements();
    if (n < numThreads)
      return LLVM::AndOp::create(b, loc, tid, i32Const(b, loc, n - 1));
    if (reg == 0)
      return tid;
    return LLVM::AddOp::create(b, loc, tid, i32Const(b, loc, reg * numThreads));
  }
  SmallVector<Value> coords = linear.emitCoordinates(b, loc, tid, reg);
  ArrayRef<int64_t> shape = getShape();
  Value index = i32Const(b, loc, 0);
  int64_t stride = 1;
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    if (shape[d] != 1) {
      Value term =
          stride == 1 ? coords[d] : LLVM::MulOp::create(b, loc, coords[d], i32Const(b, loc, stride)).getResult();
      index = LLVM::AddOp::create(b, loc, index, term);
    }
    stride *= shape[d];
  }
  return index;
}

Value TileLayout::isOwner(OpBuilder &b, Location loc, Value tid) const {
  if (isDefault) {
    if (!isReplicated())
      return LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
    return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, tid, i32Const(b, loc, getNumElements()));
  }
  return linear.emitIsOwner(b, loc, tid);
}

SmallVector<Value> TileLayout::delinearize(OpBuilder &b, Location loc, Value index) const {
  ArrayRef<int64_t> shape = getShape();
  SmallVector<Value> coords(shape.size());
  // Extents are powers of two: peel dimensions off the low bits.
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    unsigned bits = llvm::Log2_64(shape[d]);
    coords[d] = d == 0 ? index : LLVM::AndOp::create(b, loc, index, i32Const(b, loc, shape[d] - 1)).getResult();
    if (d > 0 && bits > 0)
      index = LLVM::LShrOp::create(b, loc, index, i32Const(b, loc, bits));
  }
  return coords;
}
