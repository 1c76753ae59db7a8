//! Scalar semantics of cuda_tile's arithmetic, as the operation chapter
//! (cuda_tile-operations-13.2, sections 8.3 cmpf/cmpi, 8.4 conversions,
//! 8.7 floating point, 8.8 integer, 8.9 bitwise) defines them, independent
//! of MLIR. The interpreter's op families call these per element.
//!
//! # Representation
//! Floats travel as `f64` holding a value of their kind exactly (every kind
//! here is a subset of f64). NaN payloads are not modelled: any NaN is "the"
//! NaN, and [`encode`] writes the kind's canonical NaN (NVIDIA's: all-ones
//! payload, sign clear). Integers travel as `u64` bit patterns of `width`
//! bits with the upper bits zero (i1 has width 1).
//!
//! # API
//! Kinds and encodings: [`FloatKind`] (`from_mlir`, `bits`), [`decode`],
//! [`encode`], [`round`] (any f64 to the nearest value of a kind under a
//! mode), [`flush`] (flush-to-zero of one operand), [`Rounding::from_mlir`].
//!
//! Float ops: [`addf`], [`subf`], [`mulf`], [`divf`], [`fma`], [`sqrt`],
//! [`rsqrt`], [`maxf`], [`minf`], [`remf`], [`unary`] ([`MathFn`]),
//! [`binary`] ([`MathFn2`]), [`fpowi`], [`cmpf`] ([`CmpPredicate`]).
//!
//! Conversions: [`ftof`], [`ftoi`], [`itof`], [`exti`], [`trunci`].
//!
//! Integer ops: [`sext`], [`mask`], [`divi`], [`remi`], [`shli`], [`shri`],
//! [`mulhii`], [`absi`], [`negi`], [`maxi`], [`mini`], [`cmpi`]. The other
//! wrap-around ops (addi, subi, muli, andi/ori/xori) are `mask` of the u64
//! wrapping result.
//!
//! # How the chapter is read
//! - +, -, *, /, fma and sqrt give the exact result rounded once, in every
//!   mode. Directed modes compute the exact result as an integer significand
//!   (u128) with a sticky bit and round that, so no f64 intermediate can
//!   decide the direction wrongly. Round-to-nearest rounds the native f64
//!   result to the kind, which is exact for +, -, *, /, sqrt because f64 has
//!   at least 2p+2 bits for every narrower kind (double rounding is then
//!   innocuous); fma checks the f64 sum's residual instead. The f16/bf16
//!   modes the chapter marks "emulated in f32" give the same results: the
//!   two roundings go the same direction, or (nearest) f32 has 2p+2 bits.
//! - `approx` and `full` (divf, sqrt, tanh) allow an approximation within an
//!   ulp bound; the correctly rounded result is within any such bound, so
//!   they round to nearest even (divf approx: see below).
//!   `nearest_int_to_zero` is only meaningful for ftoi; on float results it
//!   is read as `zero`.
//! - Overflow of a float result follows IEEE 754: modes rounding toward zero
//!   give the largest finite value, the others infinity; f8E4M3FN has no
//!   infinity and gives NaN. itof is the exception: the chapter says a value
//!   out of range *after rounding* becomes Inf (NaN without one) whatever the
//!   mode, and that is what it does.
//! - The 13.3 kinds convert as NVIDIA's `.satfinite` conversions do, since
//!   they hold neither infinity nor (f4E2M1FN) NaN: f4E2M1FN saturates
//!   overflow and ±Inf to ±6 in every mode, itof included, and takes NaN to
//!   +6; f8E8M0FNU (powers of two, no sign, no zero) clamps to 2^-127 ..
//!   2^127 and keeps NaN (see `round`).
//! - flush_to_zero flushes subnormal inputs of the kind and subnormal results
//!   (tininess after rounding) to zero of the same sign. It is applied to
//!   whatever kind it is given; the chapter allows it on f32 only.
//! - Math functions (exp, log, sin, pow, atan2, rsqrt, ...) use the host's
//!   f64 libm and round once to the kind: correctly rounded for f16/bf16/f32
//!   except where the f64 result lies within libm's error of a rounding
//!   boundary; for f64 the libm result (under 1 ulp) is returned. Those the
//!   chapter says are emulated in f32 for f16/bf16 round through f32 first.
//! - remf is C's fmod (x - trunc(x/y)*y, exact); its special cases are those
//!   the chapter lists.
//! - maxf/minf: IEEE 754-2019 maximum/minimum with propagate_nan, else
//!   maximumNumber/minimumNumber; +0 > -0. They take no ftz: the result is
//!   one of the operands, so the caller flushes those with [`flush`].
//! - divf `approx` follows the chapter where it defines a result
//!   (2^126 < |rhs| < 2^128: NaN for infinite lhs, else 0).
//! - flush_to_zero gives zero of the operand's sign; mulf's description says
//!   "positive zero", its parameter and every other op "sign-preserving", and
//!   the latter is read as the rule.
//! - ftoi: rounds by the mode (the chapter allows only nearest_int_to_zero,
//!   i.e. truncation; zero, approx and full truncate too), saturates to the
//!   integer range, NaN gives 0; Inf (undefined behaviour) saturates.
//! - divi: rounds toward zero, or up / down with positive_inf / negative_inf;
//!   the other modes, illegal there, round toward zero. Division by zero and
//!   signed MIN / -1 (undefined behaviour) are errors. remi: truncated
//!   remainder, sign of the dividend; division by zero is an error, signed
//!   MIN rem -1 is 0 (the chapter names no overflow for remi).
//! - Shift amounts are read unsigned; amounts >= width (on which the chapter
//!   is silent) behave like PTX's clamped shifts: shli and unsigned shri give
//!   0, signed shri fills with the sign bit.
//! - mulhii is defined for unsigned operands; `signed = true` gives the high
//!   half of the signed 2N-bit product.
//! - i1 read signed is 0 / -1, as the chapter's integer section says.

mod convert;
mod float;
mod format;
mod int;

pub use convert::{exti, ftof, ftoi, itof, trunci};
pub use float::{
    addf, binary, cmpf, divf, fma, fpowi, maxf, minf, mulf, remf, rsqrt, sqrt, subf, unary,
};
pub use format::{decode, encode, flush, round};
pub use int::{absi, cmpi, divi, mask, maxi, mini, mulhii, negi, remi, sext, shli, shri};

/// A floating-point element type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FloatKind {
    F16,
    BF16,
    TF32,
    F32,
    F64,
    F8E4M3FN,
    F8E5M2,
    /// OCP MX scale format: 8 exponent bits, no sign, no mantissa; 2^(e-127),
    /// 0xFF is NaN, no zero, no infinity.
    F8E8M0FNU,
    /// 1 sign, 2 exponent, 1 mantissa bit; finite only (max 6), no NaN.
    F4E2M1FN,
}

impl FloatKind {
    /// The kind of an MLIR type name ("f16", "bf16", "tf32", "f32", "f64",
    /// "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN").
    pub fn from_mlir(name: &str) -> Option<FloatKind> {
        Some(match name {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "tf32" => FloatKind::TF32,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "f8E4M3FN" => FloatKind::F8E4M3FN,
            "f8E5M2" => FloatKind::F8E5M2,
            "f8E8M0FNU" => FloatKind::F8E8M0FNU,
            "f4E2M1FN" => FloatKind::F4E2M1FN,
            _ => return None,
        })
    }

    /// Storage width in bits (tf32 is stored in 32 bits, like f32).
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::TF32 | FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F8E4M3FN | FloatKind::F8E5M2 | FloatKind::F8E8M0FNU => 8,
            FloatKind::F4E2M1FN => 4,
        }
    }
}

/// The chapter's RoundingMode attribute.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rounding {
    NearestEven,
    Zero,
    NegativeInf,
    PositiveInf,
    Approx,
    Full,
    NearestIntToZero,
}

impl Rounding {
    /// The mode of its textual name (`rounding<NAME>`).
    pub fn from_mlir(name: &str) -> Option<Rounding> {
        Some(match name {
            "nearest_even" => Rounding::NearestEven,
            "zero" => Rounding::Zero,
            "negative_inf" => Rounding::NegativeInf,
            "positive_inf" => Rounding::PositiveInf,
            "approx" => Rounding::Approx,
            "full" => Rounding::Full,
            "nearest_int_to_zero" => Rounding::NearestIntToZero,
            _ => return None,
        })
    }
}

/// Comparison predicates of cmpf and cmpi.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CmpPredicate {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// Undefined behaviour of an integer op, reported rather than computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IntError {
    DivisionByZero,
    Overflow,
}

/// Unary float functions (exp ... negf).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MathFn {
    Exp,
    Exp2,
    Log,
    Log2,
    Tanh,
    Sin,
    Cos,
    Tan,
    Sinh,
    Cosh,
    Ceil,
    Floor,
    Abs,
    Neg,
}

/// Binary float functions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MathFn2 {
    Pow,
    Atan2,
}

#[cfg(test)]
mod tests;
