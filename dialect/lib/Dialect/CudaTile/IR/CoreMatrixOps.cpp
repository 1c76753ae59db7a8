//===- CoreMatrixOps.cpp - mmaf, mmai and mmaf_scaled ---------------------===//
//
// Shape rules, the mmaf type table and mmaf_scaled's block-scale formats;
// mmai's syntax with its two bare signedness keywords:
//   mmai %a, %b, %c signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
// The ops are generated with the rest of Core (CoreOps.cpp).
//
//===----------------------------------------------------------------------===//
#include "OpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

/// M x K times K x N plus M x N, optionally behind one batch dimension shared
/// by all three. Ranks already agree (AllRanksMatch).
static LogicalResult verifyMmaShapes(Operation *op, TileType lhs, TileType rhs, TileType acc) {
  int64_t rank = lhs.getShape().size();
  if (rank != 2 && rank != 3)
    return op->emitOpError("operands must be 2-d (M x K, K x N, M x N) or 3-d with a leading batch dimension, got rank ")
           << rank;
  struct Operand {
    StringRef name;
    TileType type;
  };
  Operand l{"lhs", lhs}, r{"rhs", rhs}, a{"acc", acc};
  auto match = [&](Operand x, int64_t dx, Operand y, int64_t dy, StringRef what) -> LogicalResult {
    int64_t ex = x.type.getShape()[dx], ey = y.type.getShape()[dy];
    if (ex == ey)
      return success();
    return op->emitOpError() << what << " disagree: " << x.name << " dimension " << dx << " is " << ex << " but "
                             << y.name << " dimension " << dy << " is " << ey << " (" << x.name << " "
                             << shapeString(x.type.getShape()) << ", " << y.name << " "
                             << shapeString(y.type.getShape()) << ")";
  };
  int64_t row = rank - 2, col = rank - 1;
  if (failed(match(l, col, r, row, "K extents")) || failed(match(l, row, a, row, "M extents")) ||
      failed(match(r, col, a, col, "N extents")))
    return failure();
  if (rank == 3 && (failed(match(l, 0, r, 0, "batch extents")) || failed(match(l, 0, a, 0, "batch extents"))))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// MmaFOp
//===----------------------------------------------------------------------===//

LogicalResult MmaFOp::verify() {
  TileType lhs = getLhs().getType(), acc = getAcc().getType();
  if (failed(verifyMmaShapes(*this, lhs, getRhs().getType(), acc)))
    return failure();
  // The chapter's table of input element types and the accumulators each allows.
  Type in = lhs.getElementType(), out = acc.getElementType();
  bool supported;
  StringRef allowed;
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float16Type>(in)) {
    supported = out.isF16() || out.isF32();
    allowed = "f16 or f32";
  } else if (isa<Float64Type>(in)) {
    supported = out.isF64();
    allowed = "f64";
  } else { // bf16, tf32, f32
    supported = out.isF32();
    allowed = "f32";
  }
  if (!supported)
    return emitOpError("cannot accumulate ") << in << " products into " << out << ": " << in
                                              << " inputs take an " << allowed << " accumulator";
  return success();
}

//===----------------------------------------------------------------------===//
// MmaIOp
//===----------------------------------------------------------------------===//

/// `signed` or `unsigned`, stored under `name`.
static ParseResult parseSignedness(OpAsmParser &parser, OperationState &result, StringRef name) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<Signedness> signedness = symbolizeSignedness(keyword);
  if (!signedness)
    return parser.emitError(loc, "expected signed or unsigned, got '") << keyword << "'";
  result.addAttribute(name, SignednessAttr::get(parser.getContext(), *signedness));
  return success();
}

ParseResult MmaIOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands(3);
  SmallVector<Type, 3> types(3);
  if (parser.parseOperand(operands[0]) || parser.parseComma() || parser.parseOperand(operands[1]) ||
      parser.parseComma() || parser.parseOperand(operands[2]) ||
      parseSignedness(parser, result, getSignednessLhsAttrName(result.name)) ||
      parseSignedness(parser, result, getSignednessRhsAttrName(result.name)) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, types[0]) || parser.parseComma() || parseCudaTileType(parser, types[1]) ||
      parser.parseComma() || parseCudaTileType(parser, types[2]))
    return failure();
  result.addTypes(types[2]);
  return parser.resolveOperands(operands, types, parser.getNameLoc(), result.operands);
}

void MmaIOp::print(OpAsmPrinter &p) {
  p << " " << getLhs() << ", " << getRhs() << ", " << getAcc() << " " << stringifySignedness(getSignednessLhs())
    << " " << stringifySignedness(getSignednessRhs());
  p.printOptionalAttrDict((*this)->getAttrs(), {getSignednessLhsAttrName(), getSignednessRhsAttrName()});
  p << " : ";
  printCudaTileType(p, getLhs().getType());
  p << ", ";
  printCudaTileType(p, getRhs().getType());
  p << ", ";
  printCudaTileType(p, getAcc().getType());
}

LogicalResult MmaIOp::verify() {
  return verifyMmaShapes(*this, getLhs().getType(), getRhs().getType(), getAcc().getType());
}

//===----------------------------------------------------------------------===//
// MmaFScaledOp
//===----------------------------------------------------------------------===//

LogicalResult MmaFScaledOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(), acc = getAcc().getType();
  TileType lhsScale = getLhsScale().getType(), rhsScale = getRhsScale().getType();
  if (failed(verifyMmaShapes(*this, lhs, rhs, acc)))
    return failure();
  Type in = lhs.getElementType(), scale = lhsScale.getElementType();
  bool fp4 = isa<Float4E2M1FNType>(in), nvfp4 = isa<Float8E4M3FNType>(scale);
  if (nvfp4 && !fp4)
    return emitOpError("f8E4M3FN scales (the NV-FP4 format) need f4E2M1FN lhs and rhs, got ") << in;

  // Scales are M x K/V (lhs_scale) and K/V x N (rhs_scale), behind the same
  // batch dimension as the operands.
  ArrayRef<int64_t> l = lhs.getShape(), r = rhs.getShape(), ls = lhsScale.getShape(), rs = rhsScale.getShape();
  int64_t rank = l.size(), row = rank - 2, col = rank - 1;
  auto mismatch = [&](StringRef what, StringRef x, int64_t dx, int64_t ex, StringRef y, int64_t dy, int64_t ey) {
    return emitOpError() << what << " disagree: " << x << " dimension " << dx << " is " << ex << " but " << y
                         << " dimension " << dy << " is " << ey;
  };
  if (rank == 3) {
    if (ls[0] != l[0])
      return mismatch("batch extents", "lhs", 0, l[0], "lhs_scale", 0, ls[0]);
    if (rs[0] != l[0])
      return mismatch("batch extents", "lhs", 0, l[0], "rhs_scale", 0, rs[0]);
  }
  if (ls[row] != l[row])
    return mismatch("M extents", "lhs", row, l[row], "lhs_scale", row, ls[row]);
  if (rs[col] != r[col])
    return mismatch("N extents", "rhs", col, r[col], "rhs_scale", col, rs[col]);
  if (ls[col] != rs[row])
    return mismatch("K/V extents", "lhs_scale", col, ls[col], "rhs_scale", row, rs[row]);

  // V: how many consecutive K elements share one scale.
  int64_t k = l[col], scaleK = ls[col];
  if (scaleK > k || k % scaleK != 0)
    return emitOpError("the scales' K/V extent (") << scaleK << ") must divide the K extent (" << k << ")";
  int64_t v = k / scaleK;
  bool ok;
  StringRef allowed, format;
  if (!fp4) {
    ok = v == 32;
    allowed = "32";
    format = "f8 inputs (MX-FP8)";
  } else if (nvfp4) {
    ok = v == 16;
    allowed = "16";
    format = "f4E2M1FN inputs with f8E4M3FN scales (NV-FP4)";
  } else {
    ok = v == 16 || v == 32;
    allowed = "16 or 32";
    format = "f4E2M1FN inputs with f8E8M0FNU scales (MX-FP4)";
  }
  if (!ok)
    return emitOpError("vector size K / (K/V extent of the scales) = ")
           << k << " / " << scaleK << " = " << v << ", but " << format << " take V = " << allowed;
  return success();
}
