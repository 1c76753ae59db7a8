//===- NarrowFloats.cpp - f8 / tf32 / directed f16 rounding ---------------===//
//
// Encoding, decoding and rounding of the float formats LLVM lacks, in
// integer ops on f32 bits (see NarrowFloats.h).
//
//===----------------------------------------------------------------------===//
#include "NarrowFloats.h"

#include <cmath>

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// Integer ops on one LLVM integer type, briefly.
struct Ints {
  OpBuilder &b;
  Location loc;
  Type type;
  Value c(uint64_t v) const {
    APInt value(type.getIntOrFloatBitWidth(), v, /*isSigned=*/false, /*implicitTrunc=*/true);
    return LLVM::ConstantOp::create(b, loc, type, b.getIntegerAttr(type, value));
  }
  Value band(Value x, Value y) const { return LLVM::AndOp::create(b, loc, x, y); }
  Value bor(Value x, Value y) const { return LLVM::OrOp::create(b, loc, x, y); }
  Value add(Value x, Value y) const { return LLVM::AddOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) const { return LLVM::SubOp::create(b, loc, x, y); }
  Value shl(Value x, Value y) const { return LLVM::ShlOp::create(b, loc, x, y); }
  Value lshr(Value x, Value y) const { return LLVM::LShrOp::create(b, loc, x, y); }
  Value cmp(LLVM::ICmpPredicate p, Value x, Value y) const { return LLVM::ICmpOp::create(b, loc, p, x, y); }
  Value sel(Value cond, Value x, Value y) const { return LLVM::SelectOp::create(b, loc, cond, x, y); }
  Value zext(Value x) const { return LLVM::ZExtOp::create(b, loc, type, x); }
};

} // namespace

namespace mlir::nv_tileaa::to_nvvm {

std::optional<NarrowFormat> narrowFormat(Type t) {
  if (isa<Float16Type>(t))
    return NarrowFormat{5, 10, 15, FormatTop::IEEE, 16, 0x7fff};
  if (isa<BFloat16Type>(t))
    return NarrowFormat{8, 7, 127, FormatTop::IEEE, 16, 0x7fff};
  if (isa<FloatTF32Type>(t))
    return NarrowFormat{8, 10, 127, FormatTop::IEEE, 32, 0x7fffffff};
  if (isa<Float8E4M3FNType>(t))
    return NarrowFormat{4, 3, 7, FormatTop::NaNOnly, 8, 0x7f};
  if (isa<Float8E5M2Type>(t))
    return NarrowFormat{5, 2, 15, FormatTop::IEEE, 8, 0x7f};
  if (isa<Float4E2M1FNType>(t))
    return NarrowFormat{2, 1, 1, FormatTop::Finite, 4, 0x7};
  return std::nullopt;
}



/// An f64 rounded to f32 to odd: towards zero, then the lowest bit set if
/// that was inexact. f32 keeps at least two more bits than any
/// NarrowFormat, at every exponent (its subnormals are 2^-149 apart, theirs
/// at least 2^-136), and its largest finite value lies beyond each one's
/// largest plus half an ulp; rounding the result once more to such a format,
/// in any mode, then gives what rounding the f64 directly would
/// (Boldo & Melquiond, "Emulation of FMA and correctly rounded sums: proved
/// algorithms using rounding to odd", 2008). NaN stays NaN, infinities stay.
Value roundToOddF32(OpBuilder &b, Location loc, Value x) {
  Type f32 = b.getF32Type();
  Ints i{b, loc, b.getI32Type()};
  Value truncated = LLVM::CallIntrinsicOp::create(b, loc, f32, b.getStringAttr("llvm.nvvm.d2f.rz"), x).getResult(0);
  Value back = LLVM::FPExtOp::create(b, loc, b.getF64Type(), truncated);
  Value inexact = LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::une, back, x);
  Value bits = i.bor(LLVM::BitcastOp::create(b, loc, i.type, truncated), i.zext(inexact));
  return LLVM::BitcastOp::create(b, loc, f32, bits);
}

/// An f32 rounded to `f` in `mode`, as its storage integer: what the
/// interpreter's round + encode compute (src/interp/numerics/format.rs). The
/// magnitude's significand (hidden bit included) is shifted right to the
/// format's last place at the value's exponent (further in its subnormal
/// range) and rounded up by the mode and the bits shifted out; the exponent
/// field plus that significand is the encoding, a carry moving into the next
/// binade (or into infinity). Overflow gives the largest finite value where
/// the mode rounds towards zero, else infinity (f8E4M3FN: NaN); NaN becomes
/// the canonical NaN; infinities stay (f8E4M3FN: NaN). f4E2M1FN saturates
/// (see FormatTop::Finite).
Value roundF32To(OpBuilder &b, Location loc, Value x, const NarrowFormat &f, aa::RoundingMode mode) {
  using P = LLVM::ICmpPredicate;
  Ints i{b, loc, b.getI32Type()};
  Value bits = LLVM::BitcastOp::create(b, loc, i.type, x);
  Value negative = i.cmp(P::slt, bits, i.c(0));
  Value abs = i.band(bits, i.c(0x7fffffff));
  Value field = i.lshr(abs, i.c(23));
  Value normal = i.cmp(P::ne, field, i.c(0));
  Value sig = i.bor(i.band(abs, i.c(0x7fffff)), i.sel(normal, i.c(0x800000), i.c(0)));
  // The value's exponent field in the format (f32 subnormals share the
  // exponent of field 1), as a signed number.
  Value et = i.add(i.sel(normal, field, i.c(1)), i.c(uint32_t(f.bias - 127)));
  Value subnormal = i.cmp(P::slt, et, i.c(1));
  // Shifted out: the fraction bits f lacks, plus 1 - et below its normal
  // range; beyond 25 the significand (< 2^24) lies wholly below half an ulp
  // whatever the shift.
  Value shift = i.add(i.c(23 - f.frac), i.sel(subnormal, i.sub(i.c(1), et), i.c(0)));
  shift = i.sel(i.cmp(P::ugt, shift, i.c(25)), i.c(25), shift);
  Value kept = i.lshr(sig, shift);
  Value rest = i.band(sig, i.sub(i.shl(i.c(1), shift), i.c(1)));
  Value half = i.shl(i.c(1), i.sub(shift, i.c(1)));
  // Normal: (et - 1) << frac plus the significand with its hidden bit is
  // et << frac | fraction; subnormal: the significand alone.
  Value enc = i.add(i.shl(i.sel(subnormal, i.c(0), i.sub(et, i.c(1))), i.c(f.frac)), kept);
  Value inexact = i.cmp(P::ne, rest, i.c(0));
  Value trueV = LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(true));
  Value falseV = LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(false));
  Value positive = LLVM::XOrOp::create(b, loc, negative, trueV);
  Value up, towardZero;
  switch (mode) {
  case aa::RoundingMode::nearest_even: {
    Value odd = i.cmp(P::ne, i.band(kept, i.c(1)), i.c(0));
    Value tie = LLVM::AndOp::create(b, loc, i.cmp(P::eq, rest, half), odd);
    up = LLVM::OrOp::create(b, loc, i.cmp(P::ugt, rest, half), tie);
    towardZero = falseV;
    break;
  }
  case aa::RoundingMode::zero:
    up = falseV;
    towardZero = trueV;
    break;
  case aa::RoundingMode::positive_inf:
    up = LLVM::AndOp::create(b, loc, inexact, positive);
    towardZero = negative;
    break;
  case aa::RoundingMode::negative_inf:
    up = LLVM::AndOp::create(b, loc, inexact, negative);
    towardZero = positive;
    break;
  }
  enc = i.add(enc, i.zext(up));
  Value overflow = i.cmp(P::ugt, enc, i.c(f.maxEnc()));
  Value isInf, mag;
  if (f.top == FormatTop::Finite) {
    // Saturating: an infinity's encoding overflows too.
    mag = i.sel(overflow, i.c(f.maxEnc()), enc);
  } else {
    isInf = i.cmp(P::eq, abs, i.c(0x7f800000));
    mag = i.sel(overflow, i.sel(towardZero, i.c(f.maxEnc()), i.c(f.infEnc())), enc);
    mag = i.sel(isInf, i.c(f.infEnc()), mag);
  }
  Value word = i.shl(i.bor(mag, i.shl(i.zext(negative), i.c(f.exp + f.frac))), i.c(f.shift()));
  Value isNan = i.cmp(P::ugt, abs, i.c(0x7f800000));
  if (f.top == FormatTop::NaNOnly) {
    // No infinity: an infinite input, or an overflow the mode does not round
    // towards zero, is NaN.
    Value awayOverflow = LLVM::AndOp::create(b, loc, overflow, LLVM::XOrOp::create(b, loc, towardZero, trueV));
    isNan = LLVM::OrOp::create(b, loc, isNan, LLVM::OrOp::create(b, loc, isInf, awayOverflow));
  }
  word = i.sel(isNan, i.c(f.nan), word);
  return f.storage == 32 ? word : LLVM::TruncOp::create(b, loc, b.getIntegerType(f.storage), word).getResult();
}

/// An f8 or tf32 storage integer as the f32 of the same value (exact: both
/// fit f32's range and precision). tf32 ignores the low 13 bits of its
/// word, as the interpreter does; NaNs become the canonical NaN.
Value decodeToF32(OpBuilder &b, Location loc, Value x, const NarrowFormat &f) {
  using P = LLVM::ICmpPredicate;
  Ints i{b, loc, b.getI32Type()};
  Value w = f.storage == 32 ? x : i.zext(x);
  Value abs = i.band(w, i.c((1u << (f.storage - 1)) - 1));
  Value bits;
  if (f.storage == 32) {
    bits = i.band(w, i.c(0xffffe000));
  } else {
    Value sign = i.shl(i.lshr(w, i.c(f.storage - 1)), i.c(31));
    Value field = i.lshr(abs, i.c(f.frac));
    Value frac = i.band(abs, i.c((1u << f.frac) - 1));
    Value normal = i.bor(sign, i.bor(i.shl(i.add(field, i.c(127 - f.bias)), i.c(23)), i.shl(frac, i.c(23 - f.frac))));
    // A subnormal is its fraction times 2^(1 - bias - frac), exactly.
    Value scaled = LLVM::FMulOp::create(
        b, loc, LLVM::UIToFPOp::create(b, loc, b.getF32Type(), frac),
        LLVM::ConstantOp::create(b, loc, b.getF32Type(),
                                 b.getF32FloatAttr(std::ldexp(1.0f, 1 - f.bias - int(f.frac)))));
    Value subnormal = i.bor(sign, LLVM::BitcastOp::create(b, loc, i.type, scaled));
    bits = i.sel(i.cmp(P::eq, field, i.c(0)), subnormal, normal);
    if (f.ieee())
      bits = i.sel(i.cmp(P::eq, abs, i.c(f.infEnc())), i.bor(sign, i.c(0x7f800000)), bits);
  }
  if (f.top != FormatTop::Finite) {
    Value isNan = f.ieee() ? i.cmp(P::ugt, abs, i.c(f.infEnc() << f.shift())) : i.cmp(P::eq, abs, i.c(f.nan));
    bits = i.sel(isNan, i.c(0x7fffffff), bits);
  }
  return LLVM::BitcastOp::create(b, loc, b.getF32Type(), bits);
}

/// f8E8M0FNU code c is 2^(c - 127), 0xFF NaN: c << 23 is that f32 for
/// c >= 1, and 2^-127 (code 0) is the f32 subnormal 0x00400000.
static Value decodeE8M0ToF32(OpBuilder &b, Location loc, Value x) {
  using P = LLVM::ICmpPredicate;
  Ints i{b, loc, b.getI32Type()};
  Value w = i.zext(x);
  Value bits = i.sel(i.cmp(P::eq, w, i.c(0)), i.c(0x00400000), i.shl(w, i.c(23)));
  bits = i.sel(i.cmp(P::eq, w, i.c(0xff)), i.c(0x7fffffff), bits);
  return LLVM::BitcastOp::create(b, loc, b.getF32Type(), bits);
}

/// An f32's magnitude rounded to a power of two as PTX
/// `cvt.{rz,rp}.satfinite.ue8m0x2.f32` does and the interpreter's
/// round_e8m0 defines: the sign is dropped, `zero` takes the exponent field
/// (2^field-127 <= |x|), `positive_inf` adds one when fraction bits are set;
/// f32 subnormals lie below 2^-126 and round to 2^-127 (code 0) or, above it
/// with `positive_inf`, to 2^-126. Codes clamp to 0xFE (2^127, what
/// infinities give); NaN is 0xFF.
static Value roundF32ToE8M0(OpBuilder &b, Location loc, Value x, aa::RoundingMode mode) {
  using P = LLVM::ICmpPredicate;
  Ints i{b, loc, b.getI32Type()};
  Value abs = i.band(LLVM::BitcastOp::create(b, loc, i.type, x), i.c(0x7fffffff));
  Value field = i.lshr(abs, i.c(23));
  Value code = field;
  if (mode == aa::RoundingMode::positive_inf) {
    Value frac = i.band(abs, i.c(0x7fffff));
    Value normalUp = i.add(field, i.zext(i.cmp(P::ne, frac, i.c(0))));
    Value subnormalUp = i.zext(i.cmp(P::ugt, frac, i.c(0x400000)));
    code = i.sel(i.cmp(P::eq, field, i.c(0)), subnormalUp, normalUp);
  }
  code = i.sel(i.cmp(P::ugt, code, i.c(0xfe)), i.c(0xfe), code);
  code = i.sel(i.cmp(P::ugt, abs, i.c(0x7f800000)), i.c(0xff), code);
  return LLVM::TruncOp::create(b, loc, b.getI8Type(), code);
}

Value decodeToF32(OpBuilder &b, Location loc, Value x, Type elem) {
  if (isa<Float8E8M0FNUType>(elem))
    return decodeE8M0ToF32(b, loc, x);
  return decodeToF32(b, loc, x, *narrowFormat(elem));
}

Value roundF32To(OpBuilder &b, Location loc, Value x, Type elem, aa::RoundingMode mode) {
  if (isa<Float8E8M0FNUType>(elem)) {
    assert((mode == aa::RoundingMode::zero || mode == aa::RoundingMode::positive_inf) &&
           "checkSupported refuses other roundings to f8E8M0FNU");
    return roundF32ToE8M0(b, loc, x, mode);
  }
  return roundF32To(b, loc, x, *narrowFormat(elem), mode);
}

/// The storage integer of an f8 / tf32 value: its encoding, tf32's placed in
/// the top 19 bits of the word.
static APInt storageBits(const APFloat &value) {
  APInt bits = value.bitcastToAPInt();
  if (&value.getSemantics() == &APFloat::FloatTF32())
    return bits.zext(32).shl(13);
  return bits;
}

static Type storageType(Type elem) {
  if (!isIntegerHeldFloat(elem))
    return {};
  unsigned width = isa<Float8E8M0FNUType>(elem) ? 8 : narrowFormat(elem)->storage;
  return IntegerType::get(elem.getContext(), width);
}

TypedAttr storageAttr(TypedAttr value) {
  auto f = dyn_cast<FloatAttr>(value);
  Type storage = f ? storageType(f.getType()) : Type();
  if (!storage)
    return value;
  return IntegerAttr::get(storage, storageBits(f.getValue()));
}

DenseElementsAttr storageAttr(DenseElementsAttr value) {
  Type storage = storageType(value.getElementType());
  if (!storage)
    return value;
  return cast<DenseFPElementsAttr>(value).mapValues(storage, storageBits);
}

} // namespace mlir::nv_tileaa::to_nvvm
