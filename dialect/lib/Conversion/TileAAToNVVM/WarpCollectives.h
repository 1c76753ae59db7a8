//===- WarpCollectives.h - what reductions and scans share --------*- C++ -*-===//
//
// The pieces of the register/shuffle/one-exchange collectives
// (ReducePatterns.cpp, ScanPatterns.cpp): a shfl.sync of any value, the
// small shared array of one collective's exchange, and whether that
// exchange needs a leading barrier.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_WARPCOLLECTIVES_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_WARPCOLLECTIVES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"

namespace mlir::nv_tileaa::to_nvvm {

/// How a layout basis relates to the dimension `dim` a collective works
/// along: free of it (zero included), only along it, or both.
enum class Along { Free, Reduced, Mixed };

inline Along classify(ArrayRef<int64_t> basis, int64_t dim) {
  bool other = false;
  for (auto [d, v] : llvm::enumerate(basis))
    if (v != 0 && (int64_t)d != dim)
      other = true;
  if (basis[dim] == 0)
    return Along::Free;
  return other ? Along::Mixed : Along::Reduced;
}

inline bool isZero(ArrayRef<int64_t> basis) {
  return llvm::all_of(basis, [](int64_t v) { return v == 0; });
}

/// `value` of another lane of the warp, every lane taking part: shfl.sync
/// of `kind` with lane operand `b` (bfly: lane xor b; up: lane - b, the
/// lane's own value where that is below 0; idx: lane b) and clamp c = 0x1f
/// (bfly, idx) or 0 (up). 32-bit values cross as they are; others as
/// integers in as many 32-bit words as they need (narrower ones extended).
Value shuffle(OpBuilder &b, Location loc, Value value, Value laneOperand, NVVM::ShflKind kind);

/// shfl.sync.bfly with lane mask `laneMask`.
inline Value shuffleXor(OpBuilder &b, Location loc, Value value, int64_t laneMask) {
  Value mask = LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(laneMask));
  return shuffle(b, loc, value, mask, NVVM::ShflKind::bfly);
}

/// The shared array of one collective's exchange: `bytes` (rounded up to
/// 16) under a name of its own, `prefix` followed by a number.
Value collectiveArray(OpBuilder &b, Location loc, Operation *op, StringRef prefix, int64_t bytes);

/// Whether `op` may run again before every thread has read its exchange: it
/// is inside a loop, or in a function (not a kernel) that may be called
/// again. Its writes then need a barrier before them too.
bool mayRunAgain(Operation *op);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
