//===- NarrowFloats.h - f8 / tf32 / directed f16 rounding -------*- C++ -*-===//
//
// Float formats LLVM lacks (f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN, tf32:
// integers in registers) and
// the directed roundings to f16 / bf16 NVVM lacks, computed in integer ops on
// f32 bits, as the interpreter's numerics define them. Shared by the
// conversions (ArithmeticPatterns) and the dot (CollectivePatterns).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_NARROWFLOATS_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_NARROWFLOATS_H

#include "Patterns.h"

#include <optional>

namespace mlir::nv_tileaa::to_nvvm {

/// What the top of a format's range holds: infinities and NaNs (IEEE), only
/// the all-ones NaN (f8E4M3FN), or nothing (f4E2M1FN, which saturates as
/// PTX's `.satfinite` conversions do: overflow and infinities give the
/// largest finite value of their sign, NaN gives +max).
enum class FormatTop { IEEE, NaNOnly, Finite };

/// A signed binary float format of at most 16 significant bits, as stored:
/// exponent and fraction widths, bias, what its top holds, the storage width
/// (tf32: the top 19 bits of an f32 word, the rest zero) and the NaN NVIDIA
/// hardware writes, which the interpreter writes too (f4E2M1FN: what a NaN
/// converts to).
struct NarrowFormat {
  unsigned exp, frac;
  int bias;
  FormatTop top;
  unsigned storage;
  uint32_t nan;
  bool ieee() const { return top == FormatTop::IEEE; }
  /// Position of the encoding's lowest bit in the storage word.
  unsigned shift() const { return storage - 1 - exp - frac; }
  uint32_t infEnc() const { return ((1u << exp) - 1) << frac; }
  /// The largest finite magnitude's encoding.
  uint32_t maxEnc() const {
    switch (top) {
    case FormatTop::IEEE:
      return infEnc() - 1;
    case FormatTop::NaNOnly:
      return infEnc() + (1u << frac) - 2;
    case FormatTop::Finite:
      return infEnc() + (1u << frac) - 1;
    }
    llvm_unreachable("unknown format top");
  }
};

/// The format of f16, bf16, tf32, f8E4M3FN, f8E5M2 or f4E2M1FN; none for
/// others (f8E8M0FNU has no sign and no zero: see the Type overloads).
std::optional<NarrowFormat> narrowFormat(Type t);
/// tf32, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN: formats LLVM lacks, held in
/// integer registers of their storage width.
inline bool isIntegerHeldFloat(Type t) {
  return isa<Float8E8M0FNUType>(t) || (narrowFormat(t) && !isa<Float16Type, BFloat16Type>(t));
}
/// An f64 rounded to f32 to odd (see the definition for why that is exact
/// enough to round once more).
Value roundToOddF32(OpBuilder &b, Location loc, Value x);
/// An f32 rounded to `f` in `mode`, as its storage integer.
Value roundF32To(OpBuilder &b, Location loc, Value x, const NarrowFormat &f, RoundingMode mode);
/// An f8 or tf32 storage integer as the f32 of the same value (exact).
Value decodeToF32(OpBuilder &b, Location loc, Value x, const NarrowFormat &f);
/// The same for any integer-held float type, f8E8M0FNU included.
Value decodeToF32(OpBuilder &b, Location loc, Value x, Type elem);
/// An f32 rounded to the integer-held float type `elem` in `mode`, as its
/// storage integer; f8E8M0FNU takes `zero` and `positive_inf` only.
Value roundF32To(OpBuilder &b, Location loc, Value x, Type elem, RoundingMode mode);
/// A float attribute of an f8 or tf32 type as its storage integer (tf32: the
/// top 19 bits of a 32-bit word); other attributes unchanged.
TypedAttr storageAttr(TypedAttr value);
/// The same for every element of a dense constant.
DenseElementsAttr storageAttr(DenseElementsAttr value);

} // namespace mlir::nv_tileaa::to_nvvm

#endif // CUDA_TILE_CONVERSION_TILEAATONVVM_NARROWFLOATS_H
