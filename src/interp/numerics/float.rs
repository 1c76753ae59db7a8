//! Float arithmetic, math functions and comparisons.

use super::format::{decompose, finish, flush, pow2, round};
use super::{CmpPredicate, FloatKind, MathFn, MathFn2, Rounding};

fn is_nearest(mode: Rounding) -> bool {
    matches!(mode, Rounding::NearestEven | Rounding::Approx | Rounding::Full)
}

/// An exact value ±mant * 2^exp; mant == 0 is a zero.
#[derive(Clone, Copy)]
struct Exact {
    neg: bool,
    mant: u128,
    exp: i32,
}

impl Exact {
    /// A finite f64.
    fn of(x: f64) -> Exact {
        if x == 0.0 {
            return Exact { neg: x.is_sign_negative(), mant: 0, exp: 0 };
        }
        let (neg, m, e) = decompose(x);
        Exact { neg, mant: m as u128, exp: e }
    }

    fn mul(self, o: Exact) -> Exact {
        Exact { neg: self.neg != o.neg, mant: self.mant * o.mant, exp: self.exp + o.exp }
    }

    fn top(&self) -> i32 {
        self.exp + 127 - self.mant.leading_zeros() as i32
    }

    /// The sum, exact but for a sticky bit: when the smaller operand loses
    /// bits in alignment, its lowest kept bit is set instead. The larger
    /// operand is aligned with its top bit at 125 and at most 106 bits, so
    /// it is even; the exact and the returned sum then lie strictly between
    /// the same two consecutive even multiples of 2^exp, while a sum that
    /// lost bits is at least 2^124 and rounds at bit 71 or above.
    fn add(self, o: Exact) -> Exact {
        if self.mant == 0 {
            return o;
        }
        if o.mant == 0 {
            return self;
        }
        let (big, small) = if self.top() >= o.top() { (self, o) } else { (o, self) };
        // Inputs have at most 106 bits; put big's top bit at 125.
        let shift = 125 - (big.top() - big.exp);
        let bm = big.mant << shift;
        let exp = big.exp - shift;
        let d = small.exp - exp;
        let sm = if d >= 0 {
            small.mant << d
        } else if -d >= 128 {
            1
        } else {
            let k = -d;
            (small.mant >> k) | ((small.mant & ((1u128 << k) - 1)) != 0) as u128
        };
        if big.neg == small.neg {
            Exact { neg: big.neg, mant: bm + sm, exp }
        } else if bm >= sm {
            Exact { neg: big.neg, mant: bm - sm, exp }
        } else {
            Exact { neg: small.neg, mant: sm - bm, exp }
        }
    }
}

/// The sign of an exact zero sum x + y (IEEE 754 6.3): a sum of two zeros of
/// one sign keeps it, any other exact zero is +0, or -0 rounding downward.
fn zero_sum(x_neg: bool, x_zero: bool, y: f64, mode: Rounding) -> f64 {
    if x_zero && y == 0.0 && x_neg == y.is_sign_negative() {
        if x_neg {
            -0.0
        } else {
            0.0
        }
    } else if mode == Rounding::NegativeInf {
        -0.0
    } else {
        0.0
    }
}

fn finish_exact(kind: FloatKind, v: Exact, mode: Rounding, ftz: bool) -> f64 {
    finish(kind, v.neg, v.mant, v.exp, mode, ftz)
}

/// addf: a + b rounded once to the kind.
pub fn addf(kind: FloatKind, a: f64, b: f64, mode: Rounding, ftz: bool) -> f64 {
    let (a, b) = (flush(kind, a, ftz), flush(kind, b, ftz));
    if is_nearest(mode) || !a.is_finite() || !b.is_finite() {
        return round(kind, a + b, Rounding::NearestEven, ftz);
    }
    let s = Exact::of(a).add(Exact::of(b));
    if s.mant == 0 {
        return zero_sum(a.is_sign_negative(), a == 0.0, b, mode);
    }
    finish_exact(kind, s, mode, ftz)
}

/// subf: a - b rounded once to the kind.
pub fn subf(kind: FloatKind, a: f64, b: f64, mode: Rounding, ftz: bool) -> f64 {
    addf(kind, a, -flush(kind, b, ftz), mode, ftz)
}

/// mulf: a * b rounded once to the kind.
pub fn mulf(kind: FloatKind, a: f64, b: f64, mode: Rounding, ftz: bool) -> f64 {
    let (a, b) = (flush(kind, a, ftz), flush(kind, b, ftz));
    if is_nearest(mode) || !a.is_finite() || !b.is_finite() || a == 0.0 || b == 0.0 {
        return round(kind, a * b, Rounding::NearestEven, ftz);
    }
    finish_exact(kind, Exact::of(a).mul(Exact::of(b)), mode, ftz)
}

/// divf: a / b rounded once to the kind. `approx` is a * (1/b) with a
/// reciprocal that underflows for 2^126 < |b| < 2^128: the chapter defines
/// the result there as NaN for an infinite a and 0 otherwise; elsewhere it
/// is correctly rounded (within the chapter's 2-ulp bound), as is `full`.
pub fn divf(kind: FloatKind, a: f64, b: f64, mode: Rounding, ftz: bool) -> f64 {
    let (a, b) = (flush(kind, a, ftz), flush(kind, b, ftz));
    if mode == Rounding::Approx && b.is_finite() && b.abs() > pow2(126) {
        return if a.is_finite() { 0.0 * a.signum() * b.signum() } else { f64::NAN };
    }
    if is_nearest(mode) || !a.is_finite() || !b.is_finite() || a == 0.0 || b == 0.0 {
        return round(kind, a / b, Rounding::NearestEven, ftz);
    }
    let (an, am, ae) = decompose(a);
    let (bn, bm, be) = decompose(b);
    let k = 126 - (64 - am.leading_zeros() as i32);
    let num = (am as u128) << k;
    let (q, r) = (num / bm as u128, num % bm as u128);
    let v = Exact { neg: an != bn, mant: (q << 1) | (r != 0) as u128, exp: ae - k - be - 1 };
    finish_exact(kind, v, mode, ftz)
}

/// Floor of the square root of n.
fn isqrt(n: u128) -> u128 {
    let mut r = (n as f64).sqrt() as u128;
    if r == 0 {
        return if n == 0 { 0 } else { 1 };
    }
    // Two Newton steps make the f64 estimate exact to within one.
    r = (r + n / r) / 2;
    r = (r + n / r) / 2;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// sqrt, rounded once to the kind.
pub fn sqrt(kind: FloatKind, a: f64, mode: Rounding, ftz: bool) -> f64 {
    let a = flush(kind, a, ftz);
    if is_nearest(mode) || !a.is_finite() || a <= 0.0 {
        return round(kind, a.sqrt(), Rounding::NearestEven, ftz);
    }
    let (_, m, e) = decompose(a);
    let mut k = 125 - (64 - m.leading_zeros() as i32);
    if (e - k) % 2 != 0 {
        k -= 1;
    }
    let n = (m as u128) << k;
    let r = isqrt(n);
    let v = Exact { neg: false, mant: (r << 1) | (n != r * r) as u128, exp: (e - k) / 2 - 1 };
    finish_exact(kind, v, mode, ftz)
}

/// fma: a * b + c with a single rounding.
pub fn fma(kind: FloatKind, a: f64, b: f64, c: f64, mode: Rounding, ftz: bool) -> f64 {
    let (a, b, c) = (flush(kind, a, ftz), flush(kind, b, ftz), flush(kind, c, ftz));
    if !a.is_finite() || !b.is_finite() || !c.is_finite() {
        return round(kind, a.mul_add(b, c), Rounding::NearestEven, ftz);
    }
    if is_nearest(mode) {
        if kind == FloatKind::F64 {
            return flush(kind, a.mul_add(b, c), ftz);
        }
        if let Some(r) = fma_nearest_fast(kind, a, b, c, ftz) {
            return r;
        }
    }
    let p = Exact::of(a).mul(Exact::of(b));
    let s = p.add(Exact::of(c));
    if s.mant == 0 {
        return zero_sum(p.neg, p.mant == 0, c, mode);
    }
    finish_exact(kind, s, mode, ftz)
}

/// Round-to-nearest fma for kinds narrower than f64: the product is exact
/// in f64, and TwoSum gives the f64 sum with its exact residual; the f64
/// sum rounds to the right value unless it sits exactly on a midpoint of
/// the kind with a nonzero residual (left to the exact path).
fn fma_nearest_fast(kind: FloatKind, a: f64, b: f64, c: f64, ftz: bool) -> Option<f64> {
    let p = a * b;
    let hi = p + c;
    let bb = hi - p;
    let lo = (p - (hi - bb)) + (c - bb);
    if lo == 0.0 || !hi.is_finite() {
        return Some(round(kind, hi, Rounding::NearestEven, ftz));
    }
    let pr = super::format::params(kind);
    let mag = hi.abs();
    if mag < pow2(pr.emin) || mag > pr.max {
        return None;
    }
    let low_bits = 53 - pr.p;
    let tail = hi.to_bits() & ((1u64 << low_bits) - 1);
    if tail == 1u64 << (low_bits - 1) {
        return None;
    }
    Some(round(kind, hi, Rounding::NearestEven, ftz))
}

/// rsqrt: 1/sqrt(a) from f64, rounded to nearest (through f32 for f16 and
/// bf16, which the chapter says are emulated in f32).
pub fn rsqrt(kind: FloatKind, a: f64, ftz: bool) -> f64 {
    let a = flush(kind, a, ftz);
    let r = 1.0 / a.sqrt();
    finish_math(kind, r, Rounding::NearestEven, true, ftz)
}

/// Rounds an f64 math result to the kind: through f32 first where the
/// chapter says f16/bf16 are emulated in f32; directed modes round in their
/// direction, every other mode to nearest.
fn finish_math(kind: FloatKind, r: f64, mode: Rounding, via_f32: bool, ftz: bool) -> f64 {
    let mode = if is_nearest(mode) || mode == Rounding::NearestIntToZero { Rounding::NearestEven } else { mode };
    let r = if via_f32 && matches!(kind, FloatKind::F16 | FloatKind::BF16) {
        round(FloatKind::F32, r, mode, false)
    } else {
        r
    };
    round(kind, r, mode, ftz)
}

/// maxf: IEEE 754-2019 maximum with `propagate_nan`, else maximumNumber;
/// +0 is greater than -0.
pub fn maxf(_kind: FloatKind, a: f64, b: f64, propagate_nan: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return if propagate_nan || (a.is_nan() && b.is_nan()) {
            f64::NAN
        } else if a.is_nan() {
            b
        } else {
            a
        };
    }
    if a == b {
        return if a.is_sign_negative() { b } else { a };
    }
    if a > b {
        a
    } else {
        b
    }
}

/// minf: IEEE 754-2019 minimum with `propagate_nan`, else minimumNumber;
/// -0 is less than +0.
pub fn minf(_kind: FloatKind, a: f64, b: f64, propagate_nan: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return if propagate_nan || (a.is_nan() && b.is_nan()) {
            f64::NAN
        } else if a.is_nan() {
            b
        } else {
            a
        };
    }
    if a == b {
        return if a.is_sign_negative() { a } else { b };
    }
    if a < b {
        a
    } else {
        b
    }
}

/// remf: x - trunc(x/y)*y, exact (C's fmod); y = 0 or x infinite give NaN,
/// x finite and y infinite give x.
pub fn remf(_kind: FloatKind, a: f64, b: f64) -> f64 {
    a % b
}

/// The unary math ops and absf/negf/ceil/floor. `mode` matters for tanh
/// (approx/full: nearest, see the module notes) and directed modes.
pub fn unary(kind: FloatKind, f: MathFn, a: f64, mode: Rounding, ftz: bool) -> f64 {
    let a = flush(kind, a, ftz);
    let r = match f {
        MathFn::Ceil => return flush(kind, a.ceil(), ftz),
        MathFn::Floor => return flush(kind, a.floor(), ftz),
        MathFn::Abs => return flush(kind, a.abs(), ftz),
        MathFn::Neg => return flush(kind, -a, ftz),
        MathFn::Exp => a.exp(),
        MathFn::Exp2 => a.exp2(),
        MathFn::Log => a.ln(),
        MathFn::Log2 => a.log2(),
        MathFn::Tanh => a.tanh(),
        MathFn::Sin => a.sin(),
        MathFn::Cos => a.cos(),
        MathFn::Tan => a.tan(),
        MathFn::Sinh => a.sinh(),
        MathFn::Cosh => a.cosh(),
    };
    finish_math(kind, r, mode, true, ftz)
}

/// pow(a, b) and atan2(a, b) (the arc tangent of a / b, quadrant from both
/// signs), rounded to nearest; atan2 goes through f32 for f16/bf16.
pub fn binary(kind: FloatKind, f: MathFn2, a: f64, b: f64, ftz: bool) -> f64 {
    let (a, b) = (flush(kind, a, ftz), flush(kind, b, ftz));
    match f {
        MathFn2::Pow => finish_math(kind, a.powf(b), Rounding::NearestEven, false, ftz),
        MathFn2::Atan2 => finish_math(kind, a.atan2(b), Rounding::NearestEven, true, ftz),
    }
}

/// fpowi: a raised to a signed integer, rounded to nearest. The sign comes
/// from the exponent's parity, which f64 cannot carry beyond 2^53.
pub fn fpowi(kind: FloatKind, a: f64, n: i64, ftz: bool) -> f64 {
    let a = flush(kind, a, ftz);
    let r = a.abs().powf(n as f64);
    let r = if a.is_sign_negative() && n % 2 != 0 { -r } else { r };
    finish_math(kind, r, Rounding::NearestEven, false, ftz)
}

/// cmpf: ordered comparisons are false when either operand is NaN,
/// unordered ones true; -0 == +0.
pub fn cmpf(pred: CmpPredicate, ordered: bool, a: f64, b: f64) -> bool {
    if a.is_nan() || b.is_nan() {
        return !ordered;
    }
    match pred {
        CmpPredicate::Eq => a == b,
        CmpPredicate::Ne => a != b,
        CmpPredicate::Lt => a < b,
        CmpPredicate::Le => a <= b,
        CmpPredicate::Gt => a > b,
        CmpPredicate::Ge => a >= b,
    }
}
