#ifndef CUDA_TILE_FLOATINGPOINT_TD
#define CUDA_TILE_FLOATINGPOINT_TD

include "CudaTile/OpBase.td"

// Section 8.7 of the operation chapter: element-wise arithmetic and math on
// tiles of f16, bf16, f32 or f64. The optional `rounding<mode>` is a custom
// directive, as in NVIDIA's syntax, so the printed spacing is theirs too
// (`addf %a, %b  : tile<4xf32>` when no modifier is given). Operands and result share one type, written
// once after the colon, from which the result type is inferred. Which rounding
// modes and whether flush_to_zero an element type accepts (the "Modifiers"
// tables) is checked by each op's verifier in FloatingPointOps.cpp.

class CudaTile_FloatOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let results = (outs CudaTile_FloatTile:$result);
}

// `op %source : tile<...>`, no modifiers.
class CudaTile_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_FloatOp<mnemonic, traits> {
  let arguments = (ins CudaTile_FloatTile:$source);
  let assemblyFormat = "$source attr-dict `:` custom<CudaTileType>(type($result))";
}

// `op %lhs, %rhs : tile<...>`, no modifiers.
class CudaTile_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_FloatOp<mnemonic, traits> {
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
}

// `op %lhs, %rhs [rounding<mode>] [flush_to_zero] : tile<...>`.
class CudaTile_FloatRoundedBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_FloatOp<mnemonic, traits> {
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs,
                       OptionalAttr<CudaTile_RoundingModeAttr>:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<RoundingModifierDefaultNearestEven>($rounding_mode) (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// `op %lhs, %rhs [flush_to_zero] [propagate_nan] : tile<...>`; the two flags
// in either order (the chapter writes propagate_nan first, NVIDIA's printer
// flush_to_zero first, which is how they print).
class CudaTile_FloatMinMaxOp<string mnemonic>
    : CudaTile_FloatOp<mnemonic, [Commutative]> {
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// `op %source [flush_to_zero] : tile<...>`.
class CudaTile_FloatFlushUnaryOp<string mnemonic>
    : CudaTile_FloatOp<mnemonic> {
  let arguments = (ins CudaTile_FloatTile:$source, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// `op %source [rounding<mode>] : tile<...>`.
class CudaTile_FloatRoundedUnaryOp<string mnemonic>
    : CudaTile_FloatOp<mnemonic> {
  let arguments = (ins CudaTile_FloatTile:$source, OptionalAttr<CudaTile_RoundingModeAttr>:$rounding_mode);
  let assemblyFormat = [{
    $source custom<RoundingModifierDefaultFull>($rounding_mode) attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Arithmetic with rounding and flush_to_zero
//===----------------------------------------------------------------------===//

def CudaTile_AddFOp : CudaTile_FloatRoundedBinaryOp<"addf", [Commutative]> {
  let summary = "element-wise floating-point addition";
  let description = [{
    `addf %lhs, %rhs [rounding<mode>] [flush_to_zero] : tile<...>` computes
    `lhs + rhs`. Rounding nearest_even, zero, negative_inf or positive_inf on
    every element type (f16 and bf16 directed roundings emulated in f32);
    flush_to_zero on f32 only.
  }];
  let hasCanonicalizer = 1;
}

def CudaTile_SubFOp : CudaTile_FloatRoundedBinaryOp<"subf"> {
  let summary = "element-wise floating-point subtraction";
  let description = [{
    `subf %lhs, %rhs [rounding<mode>] [flush_to_zero] : tile<...>` computes
    `lhs - rhs`. Rounding nearest_even, zero, negative_inf or positive_inf on
    every element type; flush_to_zero on f32 only.
  }];
}

def CudaTile_MulFOp : CudaTile_FloatRoundedBinaryOp<"mulf", [Commutative]> {
  let summary = "element-wise floating-point multiplication";
  let description = [{
    `mulf %lhs, %rhs [rounding<mode>] [flush_to_zero] : tile<...>` computes
    `lhs * rhs`. Rounding nearest_even, zero, negative_inf or positive_inf on
    every element type; flush_to_zero on f32 only.
  }];
}

def CudaTile_DivFOp : CudaTile_FloatRoundedBinaryOp<"divf"> {
  let summary = "element-wise floating-point division";
  let description = [{
    `divf %lhs, %rhs [rounding<mode>] [flush_to_zero] : tile<...>` computes
    `lhs / rhs`. Rounding nearest_even, zero, negative_inf or positive_inf on
    every element type (f16 and bf16 emulated in f32); `approx` (multiply by
    the reciprocal) and `full` (scaled full-range approximation, 2 ulp) on f32
    only; flush_to_zero on f32 only.
  }];
}

def CudaTile_FmaOp : CudaTile_FloatOp<"fma"> {
  let summary = "element-wise fused multiply-add";
  let description = [{
    `fma %lhs, %rhs, %acc [rounding<mode>] [flush_to_zero] : tile<...>`
    computes `lhs * rhs + acc` with a single rounding. Rounding nearest_even,
    zero, negative_inf or positive_inf on every element type; flush_to_zero on
    f32 only.
  }];
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs, CudaTile_FloatTile:$acc,
                       OptionalAttr<CudaTile_RoundingModeAttr>:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<RoundingModifierDefaultNearestEven>($rounding_mode) (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Arithmetic without modifiers
//===----------------------------------------------------------------------===//

def CudaTile_AbsFOp : CudaTile_FloatUnaryOp<"absf"> {
  let summary = "element-wise floating-point absolute value";
  let description = [{ `absf %source : tile<...>` computes `|source|`. }];
}

def CudaTile_NegFOp : CudaTile_FloatUnaryOp<"negf"> {
  let summary = "element-wise floating-point negation";
  let description = [{ `negf %source : tile<...>` flips the sign of `source`. }];
}

def CudaTile_CeilOp : CudaTile_FloatUnaryOp<"ceil"> {
  let summary = "element-wise ceiling";
  let description = [{
    `ceil %source : tile<...>` rounds each element up to the smallest integer
    not less than it.
  }];
}

def CudaTile_FloorOp : CudaTile_FloatUnaryOp<"floor"> {
  let summary = "element-wise floor";
  let description = [{
    `floor %source : tile<...>` rounds each element down to the largest
    integer not greater than it.
  }];
}

def CudaTile_RemFOp : CudaTile_FloatBinaryOp<"remf"> {
  let summary = "element-wise floating-point remainder";
  let description = [{
    `remf %lhs, %rhs : tile<...>` computes `lhs - trunc(lhs / rhs) * rhs`: the
    sign of `lhs`, a magnitude below `|rhs|`; NaN for a zero `rhs`, an infinite
    `lhs` or a NaN operand, `lhs` for a finite `lhs` and an infinite `rhs`.
  }];
}

def CudaTile_MaxFOp : CudaTile_FloatMinMaxOp<"maxf"> {
  let summary = "element-wise floating-point maximum";
  let description = [{
    `maxf %lhs, %rhs [flush_to_zero] [propagate_nan] : tile<...>`. With
    propagate_nan, NaN if either element is NaN (IEEE 754-2019 maximum);
    without, NaN only if both are (maximumNumber). +0.0 is greater than -0.0.
    flush_to_zero on f32 only.
  }];
}

def CudaTile_MinFOp : CudaTile_FloatMinMaxOp<"minf"> {
  let summary = "element-wise floating-point minimum";
  let description = [{
    `minf %lhs, %rhs [flush_to_zero] [propagate_nan] : tile<...>`. With
    propagate_nan, NaN if either element is NaN (IEEE 754-2019 minimum);
    without, NaN only if both are (minimumNumber). -0.0 is less than +0.0.
    flush_to_zero on f32 only.
  }];
}

//===----------------------------------------------------------------------===//
// Math (f16 and bf16 emulated in f32)
//===----------------------------------------------------------------------===//

def CudaTile_SqrtOp : CudaTile_FloatOp<"sqrt"> {
  let summary = "element-wise square root";
  let description = [{
    `sqrt %source [rounding<mode>] [flush_to_zero] : tile<...>`. Rounding
    nearest_even, zero, negative_inf or positive_inf on every element type,
    `approx` on f32 only; flush_to_zero on f32 only.
  }];
  let arguments = (ins CudaTile_FloatTile:$source, OptionalAttr<CudaTile_RoundingModeAttr>:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $source custom<RoundingModifierDefaultNearestEven>($rounding_mode) (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_RsqrtOp : CudaTile_FloatFlushUnaryOp<"rsqrt"> {
  let summary = "element-wise reciprocal square root";
  let description = [{
    `rsqrt %source [flush_to_zero] : tile<...>` computes `1 / sqrt(source)`;
    flush_to_zero on f32 only.
  }];
}

def CudaTile_Exp2Op : CudaTile_FloatFlushUnaryOp<"exp2"> {
  let summary = "element-wise power of two";
  let description = [{
    `exp2 %source [flush_to_zero] : tile<...>` computes `2^source`;
    flush_to_zero on f32 only.
  }];
}

def CudaTile_ExpOp : CudaTile_FloatRoundedUnaryOp<"exp"> {
  let summary = "element-wise exponential";
  let description = [{
    `exp %source [rounding<approx>] : tile<...>` computes `e^source`. The
    13.2 chapter gives exp no modifier; NVIDIA's tools accept
    `rounding<approx>`, taken here as the fast approximation it is on the
    other ops: f32 only.
  }];
}

def CudaTile_TanhOp : CudaTile_FloatRoundedUnaryOp<"tanh"> {
  let summary = "element-wise hyperbolic tangent";
  let description = [{
    `tanh %source [rounding<mode>] : tile<...>`. `full` (the default, a
    full-range approximation within 2 ulp in f32, 1 in f64) on every element
    type; `approx` (fast, subnormal results not flushed) on f32 only.
  }];
}

def CudaTile_LogOp : CudaTile_FloatUnaryOp<"log"> {
  let summary = "element-wise natural logarithm";
  let description = [{ `log %source : tile<...>` computes `ln(source)`. }];
}

def CudaTile_Log2Op : CudaTile_FloatUnaryOp<"log2"> {
  let summary = "element-wise base-2 logarithm";
  let description = [{ `log2 %source : tile<...>` computes `log2(source)`. }];
}

def CudaTile_SinOp : CudaTile_FloatUnaryOp<"sin"> {
  let summary = "element-wise sine";
  let description = [{ `sin %source : tile<...>`. }];
}

def CudaTile_CosOp : CudaTile_FloatUnaryOp<"cos"> {
  let summary = "element-wise cosine";
  let description = [{ `cos %source : tile<...>`. }];
}

def CudaTile_TanOp : CudaTile_FloatUnaryOp<"tan"> {
  let summary = "element-wise tangent";
  let description = [{ `tan %source : tile<...>`. }];
}

def CudaTile_SinhOp : CudaTile_FloatUnaryOp<"sinh"> {
  let summary = "element-wise hyperbolic sine";
  let description = [{ `sinh %source : tile<...>`. }];
}

def CudaTile_CoshOp : CudaTile_FloatUnaryOp<"cosh"> {
  let summary = "element-wise hyperbolic cosine";
  let description = [{ `cosh %source : tile<...>`. }];
}

def CudaTile_Atan2Op : CudaTile_FloatOp<"atan2"> {
  let summary = "element-wise two-argument arc tangent";
  let description = [{
    `atan2 %x, %y : tile<...>`: the principal value of the arc tangent of
    `x / y`, in the quadrant given by the signs of `x` and `y`.
  }];
  let arguments = (ins CudaTile_FloatTile:$x, CudaTile_FloatTile:$y);
  let assemblyFormat = "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_PowOp : CudaTile_FloatOp<"pow"> {
  let summary = "element-wise floating-point power";
  let description = [{
    `pow %source, %exponent : tile<...>` computes `source^exponent`, both
    float tiles of one type.
  }];
  let arguments = (ins CudaTile_FloatTile:$source, CudaTile_FloatTile:$exponent);
  let assemblyFormat = "$source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))";
}

// Not in the 13.2 chapter: cuTile Python writes it (TYPES.md).
def CudaTile_FPowIOp : CudaTile_Op<"fpowi", [
    Pure, AllTypesMatch<["source", "result"]>, AllShapesMatch<["source", "exponent"]>]> {
  let summary = "element-wise float raised to a signed integer power";
  let description = [{
    `fpowi %source, %exponent : tile<4xf32>, tile<4xi32>` computes
    `source^exponent`, the exponent read as a signed integer; the two tiles
    have one shape, the result the source's type.
  }];
  let arguments = (ins CudaTile_FloatTile:$source, CudaTile_IntTile:$exponent);
  let results = (outs CudaTile_FloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source)) `,`
    custom<CudaTileType>(type($exponent))
  }];
}

#endif
