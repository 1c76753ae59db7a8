//===- CollectivesOps.cpp - nv_tileaa dot, convolution and collectives ------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "cuda-tile/Utils/CombiningRegion.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAACollectivesOps.cpp.inc"

void TileAADialect::registerCollectivesOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAACollectivesOps.cpp.inc"
      >();
}

/// `4x8`, for diagnostics.
static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleave(shape, os, "x");
  return s;
}

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

//===----------------------------------------------------------------------===//
// Element tuples (dot and conv_dot)
//===----------------------------------------------------------------------===//

namespace {
/// The names an op gives its two multiplied operands and its accumulator.
struct TupleNames {
  StringRef a, b, c;
};
} // namespace

/// The (A, B -> C) rules of a dot without scale factors, with the signedness
/// and NaN attributes that go with integer or floating forms.
static LogicalResult verifyPlainTuple(Operation *op, TupleNames names, Type a, Type b, Type c,
                                      bool hasSignednessA, bool hasSignednessB, bool propagateNan) {
  bool intA = isa<IntegerType>(a), intB = isa<IntegerType>(b);
  if (intA != intB)
    return op->emitOpError() << names.a << " element type " << a << " and " << names.b << " element type " << b
                             << " mix integer and float";
  if (intA) {
    if (!a.isSignlessInteger(8) || !b.isSignlessInteger(8))
      return op->emitOpError("integer MMA takes i8 ")
             << names.a << " and " << names.b << ", got " << a << " and " << b;
    if (!c.isSignlessInteger(32))
      return op->emitOpError("i8 products accumulate into i32, got ") << names.c << " element type " << c;
    if (!hasSignednessA || !hasSignednessB)
      return op->emitOpError("integer MMA needs signedness_a and signedness_b to say how ")
             << names.a << " and " << names.b << " are read";
    if (propagateNan)
      return op->emitOpError("propagate_nan applies to floating-point MMA only");
    return success();
  }

  if (hasSignednessA || hasSignednessB)
    return op->emitOpError("signedness_a and signedness_b apply to integer MMA only");
  if (isa<Float4E2M1FNType>(a) || isa<Float4E2M1FNType>(b))
    return op->emitOpError("f4E2M1FN operands need scale factors (block-scaled MMA)");
  for (auto [name, t] : {std::pair{names.a, a}, std::pair{names.b, b}})
    if (!isa<Float16Type, BFloat16Type, FloatTF32Type, Float32Type, Float64Type>(t) && !isFp8(t))
      return op->emitOpError() << name << " element type " << t
                               << " is not an MMA input (f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2)";
  // The two FP8 formats may meet in one MMA; every other input pairs with itself.
  if (a != b && !(isFp8(a) && isFp8(b)))
    return op->emitOpError() << names.a << " element type " << a << " and " << names.b << " element type " << b
                             << " are not a legal pair: they must match (f8E4M3FN and f8E5M2 may pair)";
  bool legal;
  StringRef allowed;
  if (a.isF16()) {
    legal = c.isF16() || c.isF32();
    allowed = "f16 or f32";
  } else if (a.isF64()) {
    legal = c.isF64();
    allowed = "f64";
  } else { // bf16, tf32, f32 and the narrow FP8 formats
    legal = c.isF32();
    allowed = "f32";
  }
  if (!legal)
    return op->emitOpError("cannot accumulate ")
           << a << " products into " << c << ": " << a << " inputs take an " << allowed << " " << names.c;
  return success();
}

//===----------------------------------------------------------------------===//
// DotOp
//===----------------------------------------------------------------------===//

/// The SM number the enclosing module's `nv_tileaa.target` names, 0 if none.
static FailureOr<unsigned> targetSm(Operation *op) {
  auto module = op->getParentOfType<ModuleOp>();
  Attribute attr = module ? module->getAttr("nv_tileaa.target") : Attribute();
  if (!attr)
    return 0u;
  auto name = dyn_cast<StringAttr>(attr);
  StringRef rest = name ? name.getValue() : StringRef();
  unsigned sm;
  // `sm_100`, or with an architecture-specific suffix: `sm_100a`, `sm_100f`.
  if (!name || !rest.consume_front("sm_") || rest.consumeInteger(10, sm) || !(rest.empty() || rest == "a" || rest == "f"))
    return op->emitOpError("nv_tileaa.target must name an SM architecture like \"sm_100\", got ") << attr;
  return sm;
}

LogicalResult DotOp::verify() {
  auto a = cast<RankedTensorType>(getA().getType()), b = cast<RankedTensorType>(getB().getType()),
       c = cast<RankedTensorType>(getC().getType());
  int64_t rank = a.getRank();
  if (rank != 2 && rank != 3)
    return emitOpError("A must be M x K, or batched B x M x K, got rank ") << rank;
  if (b.getRank() != rank || c.getRank() != rank)
    return emitOpError("A, B and C must share a rank, got ")
           << rank << ", " << b.getRank() << " and " << c.getRank();
  struct Operand {
    StringRef name;
    ArrayRef<int64_t> shape;
  };
  Operand oa{"A", a.getShape()}, ob{"B", b.getShape()}, oc{"C", c.getShape()};
  auto match = [&](Operand x, int64_t dx, Operand y, int64_t dy, StringRef what) -> LogicalResult {
    if (x.shape[dx] == y.shape[dy])
      return success();
    return emitOpError() << what << " disagree: " << x.name << " dimension " << dx << " is " << x.shape[dx]
                         << " but " << y.name << " dimension " << dy << " is " << y.shape[dy] << " (" << x.name
                         << " " << shapeString(x.shape) << ", " << y.name << " " << shapeString(y.shape) << ")";
  };
  int64_t row = rank - 2, col = rank - 1;
  if (failed(match(oa, col, ob, row, "K extents")) || failed(match(oa, row, oc, row, "M extents")) ||
      failed(match(ob, col, oc, col, "N extents")))
    return failure();
  if (rank == 3 && (failed(match(oa, 0, ob, 0, "batch extents")) || failed(match(oa, 0, oc, 0, "batch extents"))))
    return failure();
  if (getResult().getType() != c)
    return emitOpError("result must have C's type ") << c << ", got " << getResult().getType();

  if (getFastAcc() && isa<IntegerType>(a.getElementType()))
    return emitOpError("fast_acc applies to floating-point MMA only");
  if (!getSfa() && !getSfb()) {
    // sm_120's mma.sync multiplies f4E2M1FN without scales (kind::f8f6f4):
    // tileaa-decompose-scaled-dots keeps such operands narrow there.
    if (isa<Float4E2M1FNType>(a.getElementType()) && a.getElementType() == b.getElementType()) {
      FailureOr<unsigned> sm = targetSm(*this);
      if (failed(sm))
        return failure();
      if (*sm == 120 || *sm == 121) {
        if (!c.getElementType().isF32())
          return emitOpError("f4E2M1FN products accumulate into f32, got C element type ") << c.getElementType();
        if (getSignednessA() || getSignednessB())
          return emitOpError("signedness_a and signedness_b apply to integer MMA only");
        return success();
      }
    }
    return verifyPlainTuple(*this, {"A", "B", "C"}, a.getElementType(), b.getElementType(), c.getElementType(),
                            getSignednessA().has_value(), getSignednessB().has_value(), getPropagateNan());
  }

  // Block-scaled MMA.
  if (!getSfa() || !getSfb())
    return emitOpError("block-scaled MMA needs both sfa and sfb, got only ") << (getSfa() ? "sfa" : "sfb");
  FailureOr<unsigned> sm = targetSm(*this);
  if (failed(sm))
    return failure();
  if (*sm == 0)
    return emitOpError("block-scaled MMA needs a target with it (sm_100 or newer), but the module names none "
                       "(nv_tileaa.target)");
  if (*sm < 100)
    return emitOpError("block-scaled MMA needs sm_100 or newer, but the target is sm_") << *sm;
  if (getSignednessA() || getSignednessB())
    return emitOpError("signedness_a and signedness_b apply to integer MMA only");

  auto sfa = cast<RankedTensorType>(getSfa().getType()), sfb = cast<RankedTensorType>(getSfb().getType());
  Type in = a.getElementType(), scale = sfa.getElementType();
  for (auto [name, t] : {std::pair{"A", in}, std::pair{"B", b.getElementType()}})
    if (!isFp8(t) && !isa<Float4E2M1FNType>(t))
      return emitOpError("block-scaled MMA takes f8E4M3FN, f8E5M2 or f4E2M1FN operands, got ")
             << name << " element type " << t;
  if (isFp8(in) != isFp8(b.getElementType()))
    return emitOpError("block-scaled A and B must both be FP8 or both f4E2M1FN, got ")
           << in << " and " << b.getElementType();
  if (scale != sfb.getElementType())
    return emitOpError("sfa and sfb must share an element type, got ") << scale << " and " << sfb.getElementType();
  if (!isa<Float8E8M0FNUType, Float8E4M3FNType>(scale))
    return emitOpError("scale factors must be f8E8M0FNU or f8E4M3FN, got ") << scale;
  bool fp4 = isa<Float4E2M1FNType>(in), nvfp4 = isa<Float8E4M3FNType>(scale);
  if (nvfp4 && !fp4)
    return emitOpError("f8E4M3FN scales (the NV-FP4 format) need f4E2M1FN A and B, got ") << in;
  if (!c.getElementType().isF32())
    return emitOpError("block-scaled MMA accumulates in f32, got C element type ") << c.getElementType();

  // sfa is [batch x] M x K/V, sfb [batch x] K/V x N.
  if (sfa.getRank() != rank || sfb.getRank() != rank)
    return emitOpError("sfa and sfb must have A's rank ")
           << rank << ", got " << sfa.getRank() << " and " << sfb.getRank();
  Operand osa{"sfa", sfa.getShape()}, osb{"sfb", sfb.getShape()};
  if (rank == 3 && (failed(match(oa, 0, osa, 0, "batch extents")) || failed(match(oa, 0, osb, 0, "batch extents"))))
    return failure();
  if (failed(match(oa, row, osa, row, "M extents")) || failed(match(ob, col, osb, col, "N extents")) ||
      failed(match(osa, col, osb, row, "K/V extents")))
    return failure();
  int64_t k = a.getShape()[col], scaleK = sfa.getShape()[col];
  if (scaleK <= 0 || scaleK > k || k % scaleK != 0)
    return emitOpError("the scales' K/V extent (") << scaleK << ") must divide the K extent (" << k << ")";
  int64_t v = k / scaleK;
  bool ok;
  StringRef allowed, format;
  if (!fp4) {
    ok = v == 32;
    allowed = "32";
    format = "FP8 operands (MX-FP8)";
  } else if (nvfp4) {
    ok = v == 16;
    allowed = "16";
    format = "f4E2M1FN operands with f8E4M3FN scales (NV-FP4)";
  } else {
    ok = v == 16 || v == 32;
    allowed = "16 or 32";
    format = "f4E2M1FN operands with f8E8M0FNU scales (MX-FP4)";
  }
  if (!ok)
    return emitOpError("scale block size V = K / (K/V extent of the scales) = ")
           << k << " / " << scaleK << " = " << v << ", but " << format << " take V = " << allowed;
  return success();
}

LogicalResult DotWaitOp::verify() {
  // The tensor cores' completion is tracked per commit, not per group: a
  // CTA can only wait for all of its dots on tcgen05.
  if (isa_and_present<TensorMemoryLayoutAttr>(cast<RankedTensorType>(getInput().getType()).getEncoding()) && getPending() != 0)
    return emitOpError("on a tile in tensor memory (dots on tcgen05) waits for every dot: pending must be 0, got ")
           << getPending();
  return success();
}

//===----------------------------------------------------------------------===//
// ConvDotOp
//===----------------------------------------------------------------------===//

LogicalResult ConvDotOp::verify() {
  auto input = cast<RankedTensorType>(getInput().getType()), filter = cast<RankedTensorType>(getFilter().getType()),
       acc = cast<RankedTensorType>(getAcc().getType());
  int64_t rank = input.getRank(), spatial = rank - 2;
  if (spatial < 1 || spatial > 3)
    return emitOpError("input must be N x spatial.. x C with 1 to 3 spatial axes, got rank ") << rank;
  if (filter.getRank() != rank)
    return emitOpError("filter must be spatial.. x C x K, of the input's rank ") << rank << ", got "
                                                                                 << filter.getRank();
  if (acc.getRank() != rank)
    return emitOpError("acc must be N x spatial.. x K, of the input's rank ") << rank << ", got " << acc.getRank();
  if (getResult().getType() != acc)
    return emitOpError("result must have acc's type ") << acc << ", got " << getResult().getType();

  // Per-axis attributes: `spatial` entries each, within their range.
  auto perAxis = [&](std::optional<ArrayRef<int64_t>> values, StringRef name, int64_t fallback,
                     int64_t min) -> FailureOr<SmallVector<int64_t>> {
    if (!values)
      return SmallVector<int64_t>(spatial, fallback);
    if (static_cast<int64_t>(values->size()) != spatial)
      return emitOpError() << name << " needs one entry per spatial axis (" << spatial << "), got "
                           << values->size();
    for (int64_t v : *values)
      if (v < min)
        return emitOpError() << name << " entries must be " << (min ? "positive" : "non-negative") << ", got " << v;
    return SmallVector<int64_t>(*values);
  };
  FailureOr<SmallVector<int64_t>> strides = perAxis(getStrides(), "strides", 1, 1);
  if (failed(strides))
    return failure();
  FailureOr<SmallVector<int64_t>> dilations = perAxis(getDilations(), "dilations", 1, 1);
  if (failed(dilations))
    return failure();
  FailureOr<SmallVector<int64_t>> low = perAxis(getPadLow(), "pad_low", 0, 0);
  if (failed(low))
    return failure();
  FailureOr<SmallVector<int64_t>> high = perAxis(getPadHigh(), "pad_high", 0, 0);
  if (failed(high))
    return failure();

  ArrayRef<int64_t> in = input.getShape(), f = filter.getShape(), out = acc.getShape();
  if (in[rank - 1] != f[rank - 2])
    return emitOpError("input channels disagree: input has ") << in[rank - 1] << " but filter has " << f[rank - 2];
  if (out[rank - 1] != f[rank - 1])
    return emitOpError("output channels disagree: filter has ") << f[rank - 1] << " but acc has " << out[rank - 1];
  if (out[0] != in[0])
    return emitOpError("batch extents disagree: input has ") << in[0] << " but acc has " << out[0];
  for (int64_t i = 0; i < spatial; ++i) {
    int64_t padded = in[1 + i] + (*low)[i] + (*high)[i], window = (*dilations)[i] * (f[i] - 1) + 1;
    if (window > padded)
      return emitOpError("spatial axis ") << i << ": the dilated filter extent " << window
                                          << " exceeds the padded input extent " << padded;
    int64_t expected = (padded - window) / (*strides)[i] + 1;
    if (out[1 + i] != expected)
      return emitOpError("spatial axis ") << i << ": acc extent must be (" << padded << " - " << window << ") / "
                                          << (*strides)[i] << " + 1 = " << expected << ", got " << out[1 + i];
  }
  return verifyPlainTuple(*this, {"input", "filter", "acc"}, input.getElementType(), filter.getElementType(),
                          acc.getElementType(), getSignednessA().has_value(), getSignednessB().has_value(),
                          /*propagateNan=*/false);
}

//===----------------------------------------------------------------------===//
// ReduceOp and ScanOp
//===----------------------------------------------------------------------===//

/// The dialect's side of the combining rules: scalars, nv_tileaa.yield.
static LogicalResult verifyTileCombining(Operation *op, int64_t dim, ArrayAttr identities, Region &body,
                                       function_ref<Type(RankedTensorType)> resultTypeOf) {
  cuda_tile::CombiningRules rules{
      [](Type elem) { return elem; }, [&](ShapedType input) { return resultTypeOf(cast<RankedTensorType>(input)); },
      [](Type type) { return isa<ShapedType>(type); }, YieldOp::getOperationName(), "nv_tileaa.yield", "scalars"};
  return cuda_tile::verifyCombiningOp(op, dim, identities, body, rules);
}

LogicalResult ReduceOp::verify() {
  // Read as signed, so that a negative dim is reported as such.
  int64_t dim = getDimAttr().getInt();
  // A result may keep where the reduction leaves it: the slice of the
  // input's layout along `dim` (#nv_tileaa.slice), or have no layout.
  auto result0 = getNumResults() ? dyn_cast<RankedTensorType>(getResult(0).getType()) : RankedTensorType();
  Attribute resultLayout = result0 ? result0.getEncoding() : Attribute();
  return verifyTileCombining(*this, dim, getIdentities(), getCombiner(), [&](RankedTensorType input) -> Type {
    SmallVector<int64_t> shape(input.getShape());
    shape.erase(shape.begin() + dim);
    // A rank-0 tile is a scalar.
    if (shape.empty())
      return input.getElementType();
    auto slice = dyn_cast_if_present<SliceLayoutAttr>(resultLayout);
    if (slice && (int64_t)slice.getDim() == dim && slice.getParent() == input.getEncoding())
      return RankedTensorType::get(shape, input.getElementType(), slice);
    return RankedTensorType::get(shape, input.getElementType());
  });
}

LogicalResult ScanOp::verify() {
  return verifyTileCombining(*this, getDimAttr().getInt(), getIdentities(), getCombiner(),
                           [](RankedTensorType input) -> Type { return input; });
}

//===----------------------------------------------------------------------===//
// HistogramOp
//===----------------------------------------------------------------------===//

LogicalResult HistogramOp::verify() {
  auto values = cast<RankedTensorType>(getValues().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (!values.getElementType().isSignlessInteger())
    return emitOpError("values must be a tile of integers, got ") << values;
  if (result.getRank() != 1 || !result.getElementType().isSignlessInteger(32))
    return emitOpError("result must be a rank-1 tile of i32 counts, one per bin, got ") << result;
  if (result.getDimSize(0) == 0)
    return emitOpError("needs at least one bin");
  if (Value mask = getMask()) {
    auto expected = RankedTensorType::get(values.getShape(), IntegerType::get(getContext(), 1));
    if (mask.getType() != expected)
      return emitOpError("mask must be ") << expected << ", a predicate per value, got " << mask.getType();
  }
  return success();
}
