//===- IntegerOps.cpp - integer arithmetic -------------------------------------===//
#include "OpUtils.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileIntegerOps.cpp.inc"

void CudaTileDialect::registerIntegerOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileIntegerOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Division and remainder
//===----------------------------------------------------------------------===//

/// Division by zero is undefined, and so is signed minimum / -1; hoisting a
/// division past the code guarding it is safe only when a constant divisor
/// rules both out (-1 conservatively, without looking at the dividend).
static Speculation::Speculatability divisorSpeculatability(Value divisor, bool isSigned) {
  DenseIntElementsAttr values;
  if (!matchPattern(divisor, m_Constant(&values)))
    return Speculation::NotSpeculatable;
  auto unsafe = [&](const APInt &v) { return v.isZero() || (isSigned && v.isAllOnes()); };
  bool anyUnsafe = values.isSplat() ? unsafe(values.getSplatValue<APInt>())
                                    : llvm::any_of(values.getValues<APInt>(), unsafe);
  return anyUnsafe ? Speculation::NotSpeculatable : Speculation::Speculatable;
}

Speculation::Speculatability DivIOp::getSpeculatability() {
  return divisorSpeculatability(getRhs(), getSignedness() == Signedness::Signed);
}

Speculation::Speculatability RemIOp::getSpeculatability() {
  return divisorSpeculatability(getRhs(), getSignedness() == Signedness::Signed);
}

LogicalResult DivIOp::verify() {
  RoundingMode rounding = getRounding();
  if (!llvm::is_contained({RoundingMode::zero, RoundingMode::positive_inf, RoundingMode::negative_inf}, rounding))
    return emitOpError("accepts rounding<zero>, rounding<positive_inf> or rounding<negative_inf>, got rounding<")
           << stringifyRoundingMode(rounding) << ">";
  if (rounding == RoundingMode::negative_inf && getSignedness() == Signedness::Unsigned)
    return emitOpError("does not accept rounding<negative_inf> with unsigned operands "
                       "(unsigned floor division is division rounding towards zero)");
  return success();
}

//===----------------------------------------------------------------------===//
// NegIOp
//===----------------------------------------------------------------------===//

LogicalResult NegIOp::verify() {
  // The operand is read as signed: negating any non-zero unsigned value wraps,
  // so no promise about unsigned overflow can hold.
  IntegerOverflow overflow = getOverflow();
  if (overflow == IntegerOverflow::no_unsigned_wrap || overflow == IntegerOverflow::no_wrap)
    return emitOpError("accepts only overflow<none> or overflow<no_signed_wrap> (its operand is signed), got overflow<")
           << stringifyIntegerOverflow(overflow) << ">";
  return success();
}
