//! Conversions: ftof, ftoi, itof, exti, trunci.

use super::format::{flush, params, pow2, round, round_unbounded};
use super::int::{mask, sext};
use super::{FloatKind, Rounding};

/// ftof: x (a value of `from`, flushed first if `ftz`) rounded to `to`.
pub fn ftof(from: FloatKind, to: FloatKind, x: f64, mode: Rounding, ftz: bool) -> f64 {
    round(to, flush(from, x, ftz), mode, ftz)
}

/// ftoi: x rounded to an integer by the mode (toward zero for all but
/// nearest_even, positive_inf, negative_inf), saturated to the range of the
/// `width`-bit integer; NaN gives 0.
pub fn ftoi(x: f64, width: u32, signed: bool, mode: Rounding) -> u64 {
    if x.is_nan() {
        return 0;
    }
    let r = match mode {
        Rounding::NearestEven => x.round_ties_even(),
        Rounding::PositiveInf => x.ceil(),
        Rounding::NegativeInf => x.floor(),
        Rounding::Zero | Rounding::NearestIntToZero | Rounding::Approx | Rounding::Full => x.trunc(),
    };
    if signed {
        let lo = i64::MIN >> (64 - width);
        let hi = ((1u64 << (width - 1)) - 1) as i64;
        let v = if r <= lo as f64 {
            lo
        } else if r >= pow2(width as i32 - 1) {
            hi
        } else {
            r as i64
        };
        mask(v as u64, width)
    } else if r <= 0.0 {
        0
    } else if r >= pow2(width as i32) {
        mask(u64::MAX, width)
    } else {
        r as u64
    }
}

/// itof: the integer rounded to `to` by the mode; a value out of the
/// kind's range after rounding is Inf, or NaN for a kind without Inf, but
/// saturates in f4E2M1FN, which has neither (CUDA's cuda_fp4.h converts
/// integers with `__NV_SATFINITE`).
pub fn itof(to: FloatKind, bits: u64, width: u32, signed: bool, mode: Rounding) -> f64 {
    let v = if signed { sext(bits, width) as i128 } else { mask(bits, width) as i128 };
    if v == 0 {
        return 0.0;
    }
    let pr = params(to);
    let neg = v < 0;
    let mut mag = round_unbounded(&pr, neg, v.unsigned_abs(), 0, mode);
    if mag > pr.max {
        mag = if pr.satfinite {
            pr.max
        } else if pr.has_inf {
            f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if neg {
        -mag
    } else {
        mag
    }
}

/// exti: zero- or sign-extension from `from` to `to` bits.
pub fn exti(bits: u64, from: u32, to: u32, signed: bool) -> u64 {
    if signed {
        mask(sext(bits, from) as u64, to)
    } else {
        mask(bits, from)
    }
}

/// trunci: the low `to` bits.
pub fn trunci(bits: u64, to: u32) -> u64 {
    mask(bits, to)
}
