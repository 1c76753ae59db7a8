//! Float kinds: their parameters, storage encodings, and the one rounding
//! routine every float result goes through.

use super::{FloatKind, Rounding};

/// 2^e for a normal f64 exponent.
pub(super) const fn pow2(e: i32) -> f64 {
    f64::from_bits(((e + 1023) as u64) << 52)
}

/// What rounding needs of a kind: precision `p` (significand bits, hidden
/// bit included), smallest normal exponent, largest finite value, whether
/// it has infinities, and whether results beyond `max` saturate to it in
/// every mode (the 13.3 formats, which NVIDIA converts to only `.satfinite`).
pub(super) struct Params {
    pub p: u32,
    pub emin: i32,
    pub max: f64,
    pub has_inf: bool,
    pub satfinite: bool,
}

pub(super) fn params(kind: FloatKind) -> Params {
    let (p, emin, max, has_inf, satfinite) = match kind {
        FloatKind::F16 => (11, -14, 65504.0, true, false),
        FloatKind::BF16 => (8, -126, 255.0 * pow2(120), true, false),
        FloatKind::TF32 => (11, -126, 2047.0 * pow2(117), true, false),
        FloatKind::F32 => (24, -126, f32::MAX as f64, true, false),
        FloatKind::F64 => (53, -1022, f64::MAX, true, false),
        // S.1111.111 is NaN, so the top binade stops at 1.75 * 2^8.
        FloatKind::F8E4M3FN => (4, -6, 448.0, false, false),
        FloatKind::F8E5M2 => (3, -14, 57344.0, true, false),
        // Powers of two only; 0xFE = 2^127 is the largest (0xFF is NaN).
        FloatKind::F8E8M0FNU => (1, -127, pow2(127), false, true),
        // Bias 1: 0.5 is the one subnormal, 1.5 * 2^2 the largest.
        FloatKind::F4E2M1FN => (2, 0, 6.0, false, true),
    };
    Params { p, emin, max, has_inf, satfinite }
}

pub(super) fn min_normal(kind: FloatKind) -> f64 {
    pow2(params(kind).emin)
}

/// Splits a finite nonzero f64 into (negative, significand, exponent) with
/// |x| = significand * 2^exponent.
pub(super) fn decompose(x: f64) -> (bool, u64, i32) {
    let bits = x.to_bits();
    let field = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (m, e) = if field == 0 { (frac, -1074) } else { (frac | 1u64 << 52, field - 1075) };
    (bits >> 63 == 1, m, e)
}

/// m * 2^e for an integer m whose product with 2^e is an f64 (or overflows
/// it, giving infinity).
fn scale(m: u128, e: i32) -> f64 {
    let mut x = m as f64;
    let mut e = e;
    // Intermediate values are the final one times a power of two >= 1, so
    // none of them loses bits when the final value is representable.
    while e < -1000 {
        x *= pow2(-1000);
        e += 1000;
    }
    while e > 1000 {
        x *= pow2(1000);
        e -= 1000;
    }
    x * pow2(e)
}

/// Where the discarded part of a significand lies relative to half an ulp.
#[derive(PartialEq)]
enum Tail {
    Exact,
    Below,
    Half,
    Above,
}

/// Rounds mant * 2^exp (mant > 0; `neg` gives the sign the direction of
/// directed modes depends on) to the kind's precision, keeping its
/// subnormal spacing below emin but not its upper exponent limit. Returns
/// the magnitude, which may exceed the kind's max.
pub(super) fn round_unbounded(pr: &Params, neg: bool, mant: u128, exp: i32, mode: Rounding) -> f64 {
    let (mut mant, mut exp) = (mant, exp);
    let len = 128 - mant.leading_zeros() as i32;
    if len > 120 {
        // Keep a sticky bit: the rounding position stays >= 67 bits higher.
        let k = len - 120;
        let lost = mant & ((1u128 << k) - 1);
        mant = (mant >> k) | (lost != 0) as u128;
        exp += k;
    }
    let len = 128 - mant.leading_zeros() as i32;
    let top = exp + len - 1;
    let q = top.max(pr.emin) - (pr.p as i32 - 1);
    if exp >= q {
        return scale(mant, exp);
    }
    let shift = q - exp;
    let (kept, tail) = if shift >= 122 {
        (0, Tail::Below)
    } else {
        let kept = mant >> shift;
        let rem = mant & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let tail = if rem == 0 {
            Tail::Exact
        } else if rem < half {
            Tail::Below
        } else if rem == half {
            Tail::Half
        } else {
            Tail::Above
        };
        (kept, tail)
    };
    let up = match mode {
        Rounding::NearestEven | Rounding::Approx | Rounding::Full => {
            tail == Tail::Above || (tail == Tail::Half && kept & 1 == 1)
        }
        Rounding::Zero | Rounding::NearestIntToZero => false,
        Rounding::PositiveInf => tail != Tail::Exact && !neg,
        Rounding::NegativeInf => tail != Tail::Exact && neg,
    };
    scale(kept + up as u128, q)
}

/// IEEE overflow: the largest finite value where the mode rounds toward
/// zero, else infinity (NaN for a kind without one). Magnitude only.
fn overflow(pr: &Params, neg: bool, mode: Rounding) -> f64 {
    let toward_zero = match mode {
        Rounding::Zero | Rounding::NearestIntToZero => true,
        Rounding::PositiveInf => neg,
        Rounding::NegativeInf => !neg,
        Rounding::NearestEven | Rounding::Approx | Rounding::Full => false,
    };
    if toward_zero || pr.satfinite {
        pr.max
    } else if pr.has_inf {
        f64::INFINITY
    } else {
        f64::NAN
    }
}

/// The value ±mant * 2^exp (mant > 0) rounded to the kind, with IEEE
/// overflow and, if `ftz`, subnormal results flushed to signed zero.
pub(super) fn finish(kind: FloatKind, neg: bool, mant: u128, exp: i32, mode: Rounding, ftz: bool) -> f64 {
    let pr = params(kind);
    let mut mag = round_unbounded(&pr, neg, mant, exp, mode);
    if mag > pr.max {
        mag = overflow(&pr, neg, mode);
    }
    if ftz && mag < pow2(pr.emin) {
        mag = 0.0;
    }
    if neg {
        -mag
    } else {
        mag
    }
}

/// Flush-to-zero of one operand: a subnormal of the kind becomes zero of
/// the same sign when `ftz` is set.
pub fn flush(kind: FloatKind, x: f64, ftz: bool) -> f64 {
    if ftz && x != 0.0 && x.abs() < min_normal(kind) {
        0.0f64.copysign(x)
    } else {
        x
    }
}

/// Any f64 rounded to the kind under `mode` (IEEE overflow; NaN stays NaN,
/// infinities stay infinite or become NaN in f8E4M3FN); `ftz` flushes a
/// subnormal result. f4E2M1FN and f8E8M0FNU convert as PTX `cvt` with
/// `.satfinite` does (see [`round_e8m0`] for the latter): f4E2M1FN
/// saturates overflow and ±Inf to ±6, and NaN, which it cannot hold,
/// becomes +6 (CUDA's cuda_fp4.h: "NaN input values result in positive
/// MAXNORM").
pub fn round(kind: FloatKind, value: f64, mode: Rounding, ftz: bool) -> f64 {
    if kind == FloatKind::F8E8M0FNU {
        return round_e8m0(value, mode);
    }
    let pr = params(kind);
    if value.is_nan() {
        return if pr.satfinite { pr.max } else { f64::NAN };
    }
    if value.is_infinite() {
        return if pr.has_inf {
            value
        } else if pr.satfinite {
            pr.max.copysign(value)
        } else {
            f64::NAN
        };
    }
    if value == 0.0 {
        return value;
    }
    let nearest = matches!(mode, Rounding::NearestEven | Rounding::Approx | Rounding::Full);
    match kind {
        FloatKind::F64 => flush(kind, value, ftz),
        FloatKind::F32 if nearest => flush(kind, value as f32 as f64, ftz),
        _ => {
            let (neg, m, e) = decompose(value);
            finish(kind, neg, m as u128, e, mode, ftz)
        }
    }
}

/// f8E8M0FNU (no sign, no zero): the magnitude rounded to a power of two by
/// the mode, as PTX `cvt.{rz,rp}.satfinite.ue8m0x2` does: `zero` rounds the
/// exponent down, `positive_inf` up (nearest, used only to encode values
/// already exact, rounds to nearest). The format has no sign bit, so the
/// sign is dropped (inferred: the hardware takes the exponent field).
/// Results below 2^-127, zero included, become 2^-127 (code 0x00), and
/// above 2^127, ±Inf included, 2^127 (0xFE): the range limits, as
/// `.satfinite` does. NaN stays NaN (0xFF).
fn round_e8m0(value: f64, mode: Rounding) -> f64 {
    let pr = params(FloatKind::F8E8M0FNU);
    let lo = pow2(pr.emin);
    let mag = value.abs();
    if mag.is_nan() {
        return f64::NAN;
    }
    if mag.is_infinite() {
        return pr.max;
    }
    if mag == 0.0 {
        return lo;
    }
    let (_, m, e) = decompose(mag);
    round_unbounded(&pr, false, m as u128, e, mode).clamp(lo, pr.max)
}

/// Storage layout of the kinds f64/f32 do not cover natively:
/// (exponent bits, stored fraction bits, bias).
fn layout(kind: FloatKind) -> (u32, u32, i32) {
    match kind {
        FloatKind::F16 => (5, 10, 15),
        FloatKind::BF16 => (8, 7, 127),
        FloatKind::F8E4M3FN => (4, 3, 7),
        FloatKind::F8E5M2 => (5, 2, 15),
        FloatKind::F4E2M1FN => (2, 1, 1),
        FloatKind::F32 | FloatKind::TF32 | FloatKind::F64 | FloatKind::F8E8M0FNU => unreachable!("not sign/exponent/fraction"),
    }
}

/// The canonical NaN NVIDIA hardware writes (all-ones payload, sign clear).
fn canonical_nan(kind: FloatKind) -> u64 {
    match kind {
        FloatKind::F16 | FloatKind::BF16 => 0x7fff,
        FloatKind::TF32 | FloatKind::F32 => 0x7fff_ffff,
        FloatKind::F64 => 0x7fff_ffff_ffff_ffff,
        FloatKind::F8E4M3FN | FloatKind::F8E5M2 => 0x7f,
        FloatKind::F8E8M0FNU => 0xff,
        // No NaN: the code of +6, what a NaN converts to.
        FloatKind::F4E2M1FN => 0x7,
    }
}

/// Storage bits to value. tf32 reads an f32 word and ignores its 13 low
/// fraction bits, as the tensor cores that consume tf32 do.
pub fn decode(kind: FloatKind, bits: u64) -> f64 {
    match kind {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::TF32 => {
            let x = f32::from_bits(bits as u32);
            if x.is_nan() {
                f64::NAN
            } else {
                f32::from_bits(bits as u32 & 0xffff_e000) as f64
            }
        }
        FloatKind::F8E8M0FNU => {
            if bits & 0xff == 0xff {
                f64::NAN
            } else {
                pow2((bits & 0xff) as i32 - 127)
            }
        }
        _ => {
            let (eb, mb, bias) = layout(kind);
            let neg = (bits >> (eb + mb)) & 1 == 1;
            let field = ((bits >> mb) & ((1 << eb) - 1)) as i32;
            let frac = bits & ((1 << mb) - 1);
            let top = (1 << eb) - 1;
            let mag = if kind == FloatKind::F8E4M3FN && field == top && frac == (1 << mb) - 1 {
                f64::NAN
            } else if params(kind).has_inf && field == top {
                if frac == 0 {
                    f64::INFINITY
                } else {
                    f64::NAN
                }
            } else if field == 0 {
                frac as f64 * pow2(1 - bias - mb as i32)
            } else {
                (frac | 1 << mb) as f64 * pow2(field - bias - mb as i32)
            };
            if neg {
                -mag
            } else {
                mag
            }
        }
    }
}

/// Value to storage bits. A value not in the kind is first rounded to
/// nearest even; NaN becomes the canonical NaN.
pub fn encode(kind: FloatKind, value: f64) -> u64 {
    if value.is_nan() {
        return canonical_nan(kind);
    }
    match kind {
        FloatKind::F64 => value.to_bits(),
        FloatKind::F32 => (value as f32).to_bits() as u64,
        FloatKind::TF32 => {
            let v = round(kind, value, Rounding::NearestEven, false);
            (v as f32).to_bits() as u64
        }
        FloatKind::F8E8M0FNU => {
            let (_, m, e) = decompose(round(kind, value, Rounding::NearestEven, false));
            (e + 63 - m.leading_zeros() as i32 + 127) as u64
        }
        _ => {
            let v = round(kind, value, Rounding::NearestEven, false);
            if v.is_nan() {
                return canonical_nan(kind);
            }
            let (eb, mb, bias) = layout(kind);
            let sign = (v.is_sign_negative() as u64) << (eb + mb);
            if v.is_infinite() {
                return sign | (((1 << eb) - 1) << mb);
            }
            if v == 0.0 {
                return sign;
            }
            let (_, m, e) = decompose(v);
            let len = 64 - m.leading_zeros() as i32;
            let top = e + len - 1;
            let emin = 1 - bias;
            // Significand in units of the kind's last place at this exponent.
            let (field, unit) = if top >= emin { (top + bias, top - mb as i32) } else { (0, emin - mb as i32) };
            let shift = unit - e;
            let sig = if shift >= 0 { m >> shift } else { m << -shift };
            sign | ((field as u64) << mb) | (sig & ((1 << mb) - 1))
        }
    }
}
