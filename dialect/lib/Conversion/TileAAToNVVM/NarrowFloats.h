//===- NarrowFloats.h - f8 / tf32 / directed f16 rounding -------*- C++ -*-===//
//
// Float formats LLVM lacks (f8E4M3FN, f8E5M2, tf32: integers in registers) and
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

/// A binary float format of at most 16 significant bits, as stored: exponent
/// and fraction widths, bias, whether the top exponent holds infinities and
/// NaNs (IEEE) or only the all-ones NaN (f8E4M3FN), the storage width (tf32:
/// the top 19 bits of an f32 word, the rest zero) and the NaN NVIDIA
/// hardware writes, which the interpreter writes too.
struct NarrowFormat {
  unsigned exp, frac;
  int bias;
  bool ieee;
  unsigned storage;
  uint32_t nan;
  /// Position of the encoding's lowest bit in the storage word.
  unsigned shift() const { return storage - 1 - exp - frac; }
  uint32_t infEnc() const { return ((1u << exp) - 1) << frac; }
  /// The largest finite magnitude's encoding.
  uint32_t maxEnc() const { return ieee ? infEnc() - 1 : infEnc() + (1u << frac) - 2; }
};

/// The format of f16, bf16, tf32, f8E4M3FN or f8E5M2; none for others.
std::optional<NarrowFormat> narrowFormat(Type t);
/// tf32, f8E4M3FN or f8E5M2: formats LLVM lacks, held in integer registers.
inline bool isIntegerHeldFloat(Type t) { return narrowFormat(t) && !isa<Float16Type, BFloat16Type>(t); }
/// An f64 rounded to f32 to odd (see the definition for why that is exact
/// enough to round once more).
Value roundToOddF32(OpBuilder &b, Location loc, Value x);
/// An f32 rounded to `f` in `mode`, as its storage integer.
Value roundF32To(OpBuilder &b, Location loc, Value x, const NarrowFormat &f, RoundingMode mode);
/// An f8 or tf32 storage integer as the f32 of the same value (exact).
Value decodeToF32(OpBuilder &b, Location loc, Value x, const NarrowFormat &f);
/// A float attribute of an f8 or tf32 type as its storage integer (tf32: the
/// top 19 bits of a 32-bit word); other attributes unchanged.
TypedAttr storageAttr(TypedAttr value);
/// The same for every element of a dense constant.
DenseElementsAttr storageAttr(DenseElementsAttr value);

} // namespace mlir::nv_tileaa::to_nvvm

#endif // CUDA_TILE_CONVERSION_TILEAATONVVM_NARROWFLOATS_H
