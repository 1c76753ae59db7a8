//===- ConversionsOps.cpp - element type conversions ---------------------------===//
#include "OpUtils.h"

#include "cuda-tile/Utils/StorageWidth.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

//===----------------------------------------------------------------------===//
// Operand and result constraints (used by the generated verifiers)
//===----------------------------------------------------------------------===//

static bool isTileWith(Type type, llvm::function_ref<bool(Type)> elem) {
  auto tile = dyn_cast<TileType>(type);
  return tile && elem(tile.getElementType());
}

static bool isConvIntTile(Type type) {
  return isTileWith(type, [](Type e) {
    auto i = dyn_cast<IntegerType>(e);
    return i && i.isSignless() && llvm::is_contained({1u, 4u, 8u, 16u, 32u, 64u}, i.getWidth());
  });
}

static bool isAnyFloatTile(Type type) {
  return isTileWith(type, [](Type e) { return isa<FloatType>(e) && isTileNumberType(e); });
}

static bool isTileNumberTile(Type type) { return isTileWith(type, isTileNumberType); }

static bool isPtrTile(Type type) {
  return isTileWith(type, [](Type e) { return isa<PointerType>(e); });
}

static bool isI64Tile(Type type) {
  return isTileWith(type, [](Type e) { return e.isSignlessInteger(64); });
}

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileConversionsOps.cpp.inc"

void CudaTileDialect::registerConversionsOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileConversionsOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  Type from = elementTypeOf(getSource().getType()), to = elementTypeOf(getResult().getType());
  if (storageBitWidth(from) != storageBitWidth(to))
    return emitOpError("types must be equal width: source element type ")
           << from << " has " << storageBitWidth(from) << " bits, result element type " << to << " has "
           << storageBitWidth(to);
  return success();
}

LogicalResult ExtIOp::verify() {
  Type from = elementTypeOf(getFrom().getType()), to = elementTypeOf(getResult().getType());
  if (to.getIntOrFloatBitWidth() <= from.getIntOrFloatBitWidth())
    return emitOpError("result element type ") << to << " must be wider than source element type " << from;
  return success();
}

LogicalResult TruncIOp::verify() {
  Type from = elementTypeOf(getFrom().getType()), to = elementTypeOf(getResult().getType());
  if (to.getIntOrFloatBitWidth() >= from.getIntOrFloatBitWidth())
    return emitOpError("result element type ") << to << " must be narrower than source element type " << from;
  return success();
}

LogicalResult FToFOp::verify() {
  Type from = elementTypeOf(getFrom().getType()), to = elementTypeOf(getResult().getType());
  if (from == to)
    return emitOpError("source and result element types must differ, both are ") << from;
  RoundingMode rounding = getRoundingMode();
  // f8E8M0FNU (a power-of-two scale) has no mantissa to round to even into.
  if (isa<Float8E8M0FNUType>(to)) {
    if (rounding != RoundingMode::zero && rounding != RoundingMode::positive_inf)
      return emitOpError("converts to f8E8M0FNU only with rounding<zero> or rounding<positive_inf>, got rounding<")
             << stringifyRoundingMode(rounding) << ">";
    return success();
  }
  if (rounding != RoundingMode::nearest_even)
    return emitOpError("accepts only rounding<nearest_even>, got rounding<") << stringifyRoundingMode(rounding) << ">";
  return success();
}

LogicalResult FToIOp::verify() {
  if (getRoundingMode() != RoundingMode::nearest_int_to_zero)
    return emitOpError("accepts only rounding<nearest_int_to_zero>, got rounding<")
           << stringifyRoundingMode(getRoundingMode()) << ">";
  return success();
}

LogicalResult IToFOp::verify() {
  // 13.3 forbids it (a power-of-two scale is no integer's nearest value);
  // the 13.2 chapter did not say.
  if (isa<Float8E8M0FNUType>(elementTypeOf(getResult().getType())))
    return emitOpError("cannot convert to f8E8M0FNU; convert to another float type first, then ftof");
  if (getRoundingMode() != RoundingMode::nearest_even)
    return emitOpError("accepts only rounding<nearest_even>, got rounding<")
           << stringifyRoundingMode(getRoundingMode()) << ">";
  return success();
}
