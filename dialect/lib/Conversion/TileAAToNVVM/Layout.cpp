//===- Layout.cpp - the blocked layout ------------------------------------===//
#include "cuda-tile/Conversion/TileAAToNVVM/Layout.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

BlockedLayout::BlockedLayout(ArrayRef<int64_t> shape, unsigned numThreads)
    : shape(shape), numElements(1), numThreads(numThreads) {
  for (int64_t d : shape)
    numElements *= d;
  assert(llvm::isPowerOf2_64(numElements) && llvm::isPowerOf2_64(numThreads) &&
         "tile extents and CTA size are powers of two");
}

int64_t BlockedLayout::getElementsPerThread() const { return std::max<int64_t>(1, numElements / numThreads); }

static Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(v));
}

Value BlockedLayout::linearIndex(OpBuilder &b, Location loc, Value tid, int64_t reg) const {
  if (isReplicated())
    return LLVM::AndOp::create(b, loc, tid, i32Const(b, loc, numElements - 1));
  if (reg == 0)
    return tid;
  return LLVM::AddOp::create(b, loc, tid, i32Const(b, loc, reg * numThreads));
}

Value BlockedLayout::isOwner(OpBuilder &b, Location loc, Value tid) const {
  if (!isReplicated())
    return LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, tid, i32Const(b, loc, numElements));
}

SmallVector<Value> BlockedLayout::delinearize(OpBuilder &b, Location loc, Value linear) const {
  SmallVector<Value> coords(shape.size());
  // Extents are powers of two: peel dimensions off the low bits.
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    unsigned bits = llvm::Log2_64(shape[d]);
    coords[d] = d == 0 ? linear : LLVM::AndOp::create(b, loc, linear, i32Const(b, loc, shape[d] - 1)).getResult();
    if (d > 0 && bits > 0)
      linear = LLVM::LShrOp::create(b, loc, linear, i32Const(b, loc, bits));
  }
  return coords;
}
