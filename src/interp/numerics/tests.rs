//! Unit tests of the numerics. Directed rounding is checked against
//! oracles built from native f32/f64 operations and error-free
//! transformations, independent of the integer-significand implementation.

use super::*;
use std::cmp::Ordering;
use FloatKind::*;
use Rounding::*;

const DIRECTED: [Rounding; 3] = [Zero, NegativeInf, PositiveInf];

fn bits_eq(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

macro_rules! assert_same {
    ($a:expr, $b:expr) => {{
        let (a, b): (f64, f64) = ($a, $b);
        assert!(bits_eq(a, b), "{} = {:e} ({:#x}), expected {:e} ({:#x})", stringify!($a), a, a.to_bits(), b, b.to_bits());
    }};
}

fn f32b(bits: u32) -> f64 {
    f32::from_bits(bits) as f64
}

fn p2(e: i32) -> f64 {
    2f64.powi(e)
}

/// xorshift64*: deterministic pseudo-random inputs.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// A random f32 with exponent in [lo, hi]; the significand sometimes
    /// all zeros or all ones to reach ties and carries.
    fn f32(&mut self, lo: i32, hi: i32) -> f64 {
        let r = self.next();
        let e = lo + (r % (hi - lo + 1) as u64) as i32;
        let frac = match (r >> 20) % 8 {
            0 => 0,
            1 => (1 << 23) - 1,
            _ => (r >> 32) as u32 & ((1 << 23) - 1),
        };
        let v = f32::from_bits(((e + 127) as u32) << 23 | frac) as f64;
        if (r >> 40) & 1 == 1 {
            -v
        } else {
            v
        }
    }
    fn f64(&mut self, lo: i32, hi: i32) -> f64 {
        let r = self.next();
        let e = lo + (r % (hi - lo + 1) as u64) as i32;
        let frac = match (r >> 20) % 8 {
            0 => 0,
            1 => (1u64 << 52) - 1,
            _ => self.next() & ((1u64 << 52) - 1),
        };
        let v = f64::from_bits(((e + 1023) as u64) << 52 | frac);
        if (r >> 40) & 1 == 1 {
            -v
        } else {
            v
        }
    }
}

/// The directed rounding of an exact value, given its round-to-nearest `r`
/// in the kind and how the exact value compares with r; `up`/`down` step
/// one value of the kind.
fn directed(r: f64, exact_vs_r: Ordering, mode: Rounding, up: fn(f64) -> f64, down: fn(f64) -> f64) -> f64 {
    match (exact_vs_r, mode) {
        // An exact zero sum of nonzero operands is -0 rounding downward.
        (Ordering::Equal, NegativeInf) if r == 0.0 => -0.0,
        (Ordering::Equal, _) => r,
        (Ordering::Greater, PositiveInf) => up(r),
        (Ordering::Less, NegativeInf) => down(r),
        (Ordering::Greater, Zero) if r < 0.0 => up(r),
        (Ordering::Less, Zero) if r > 0.0 => down(r),
        _ => r,
    }
}

fn up32(x: f64) -> f64 {
    (x as f32).next_up() as f64
}
fn down32(x: f64) -> f64 {
    (x as f32).next_down() as f64
}
fn up64(x: f64) -> f64 {
    x.next_up()
}
fn down64(x: f64) -> f64 {
    x.next_down()
}

/// How hi + lo (TwoSum output) compares with r, a rounding of it to a
/// narrower kind: hi - r is exact (Sterbenz) and dominates lo unless zero.
fn cmp_sum(hi: f64, lo: f64, r: f64) -> Ordering {
    let d = hi - r;
    let s = if d != 0.0 { d } else { lo };
    s.partial_cmp(&0.0).unwrap()
}

fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

fn sign_cmp(x: f64) -> Ordering {
    x.partial_cmp(&0.0).unwrap()
}

// ---------------------------------------------------------------- kinds

#[test]
fn kind_names_and_widths() {
    for (n, k, w) in [("f16", F16, 16), ("bf16", BF16, 16), ("tf32", TF32, 32), ("f32", F32, 32), ("f64", F64, 64), ("f8E4M3FN", F8E4M3FN, 8), ("f8E5M2", F8E5M2, 8)] {
        assert_eq!(FloatKind::from_mlir(n), Some(k));
        assert_eq!(k.bits(), w);
    }
    assert_eq!(FloatKind::from_mlir("i32"), None);
    assert_eq!(Rounding::from_mlir("negative_inf"), Some(NegativeInf));
    assert_eq!(Rounding::from_mlir("nearest_int_to_zero"), Some(NearestIntToZero));
    assert_eq!(Rounding::from_mlir("up"), None);
}

#[test]
fn f16_known_patterns() {
    for (v, b) in [(1.0, 0x3c00), (-2.0, 0xc000), (65504.0, 0x7bff), (p2(-24), 0x0001), (p2(-14) - p2(-24), 0x03ff), (p2(-14), 0x0400), (f64::INFINITY, 0x7c00), (f64::NEG_INFINITY, 0xfc00), (-0.0, 0x8000), (0.5, 0x3800)] {
        assert_eq!(encode(F16, v), b, "{v}");
        assert_same!(decode(F16, b), v);
    }
    assert_eq!(encode(F16, 1.0 / 3.0), 0x3555);
    assert_eq!(encode(F16, f64::NAN), 0x7fff);
    assert!(decode(F16, 0x7e00).is_nan() && decode(F16, 0xfc01).is_nan());
}

#[test]
fn f16_all_patterns_round_trip_in_order() {
    let mut prev = -1.0;
    for b in 0..0x7c01u64 {
        let v = decode(F16, b);
        assert!(v > prev || b == 0, "{b:#x}");
        prev = v;
        assert_eq!(encode(F16, v), b);
        assert_eq!(encode(F16, -v), b | 0x8000);
    }
    assert_eq!((0..0x10000u64).filter(|&b| decode(F16, b).is_nan()).count(), 2 * 1023);
}

#[test]
fn bf16_matches_f32_top_half() {
    for b in 0..0x10000u64 {
        let want = f32::from_bits((b as u32) << 16) as f64;
        let v = decode(BF16, b);
        assert_same!(v, want);
        if !v.is_nan() {
            assert_eq!(encode(BF16, v), b);
        }
    }
    assert_eq!(encode(BF16, 1.0), 0x3f80);
    assert_eq!(encode(BF16, std::f64::consts::PI), 0x4049);
    assert_eq!(encode(BF16, f64::NEG_INFINITY), 0xff80);
    // Ties to even: 1 + 2^-8 is halfway between 1 and 1 + 2^-7.
    assert_eq!(encode(BF16, 1.0 + p2(-8)), 0x3f80);
    assert_eq!(encode(BF16, 1.0 + 3.0 * p2(-8)), 0x3f82);
}

#[test]
fn f8e4m3fn_all_patterns() {
    let mut nans = 0;
    let mut prev = -1.0;
    for b in 0..256u64 {
        let v = decode(F8E4M3FN, b);
        if v.is_nan() {
            nans += 1;
            assert_eq!(b & 0x7f, 0x7f);
            assert_eq!(encode(F8E4M3FN, v), 0x7f);
            continue;
        }
        assert_eq!(encode(F8E4M3FN, v), b, "{b:#x}");
        if b < 0x80 {
            assert!(v > prev || b == 0);
            prev = v;
        } else {
            assert_same!(v, -decode(F8E4M3FN, b & 0x7f));
        }
    }
    assert_eq!(nans, 2);
    assert_eq!(decode(F8E4M3FN, 0x7e), 448.0);
    assert_eq!(decode(F8E4M3FN, 0x78), 256.0);
    assert_eq!(decode(F8E4M3FN, 0x08), p2(-6));
    assert_eq!(decode(F8E4M3FN, 0x01), p2(-9));
    assert_eq!(decode(F8E4M3FN, 0x07), 7.0 * p2(-9));
    // No infinities: they encode, and overflow rounds, to NaN.
    assert_eq!(encode(F8E4M3FN, f64::INFINITY), 0x7f);
    assert_same!(round(F8E4M3FN, 464.0, NearestEven, false), 448.0);
    assert!(round(F8E4M3FN, 465.0, NearestEven, false).is_nan());
    assert_same!(round(F8E4M3FN, 1e6, Zero, false), 448.0);
    assert_same!(round(F8E4M3FN, -1e6, PositiveInf, false), -448.0);
    assert!(round(F8E4M3FN, 449.0, PositiveInf, false).is_nan());
}

#[test]
fn f8e5m2_all_patterns() {
    let mut nans = 0;
    let mut prev = -1.0;
    for b in 0..256u64 {
        let v = decode(F8E5M2, b);
        if v.is_nan() {
            nans += 1;
            assert!(b & 0x7f > 0x7c);
            assert_eq!(encode(F8E5M2, v), 0x7f);
            continue;
        }
        assert_eq!(encode(F8E5M2, v), b, "{b:#x}");
        if b < 0x80 {
            assert!(v > prev || b == 0);
            prev = v;
        }
    }
    assert_eq!(nans, 6);
    assert_eq!(decode(F8E5M2, 0x7c), f64::INFINITY);
    assert_eq!(decode(F8E5M2, 0xfc), f64::NEG_INFINITY);
    assert_eq!(decode(F8E5M2, 0x7b), 57344.0);
    assert_eq!(decode(F8E5M2, 0x01), p2(-16));
    assert_eq!(decode(F8E5M2, 0x3c), 1.0);
    // 61440 is halfway between 57344 (odd significand) and 65536: up, so Inf.
    assert_same!(round(F8E5M2, 61440.0, NearestEven, false), f64::INFINITY);
    assert_same!(round(F8E5M2, 61439.0, NearestEven, false), 57344.0);
    assert_same!(round(F8E5M2, 1e9, Zero, false), 57344.0);
}

#[test]
fn tf32_rounding_and_storage() {
    assert_same!(round(TF32, 1.0 + p2(-11), NearestEven, false), 1.0);
    assert_same!(round(TF32, 1.0 + 3.0 * p2(-11), NearestEven, false), 1.0 + p2(-9));
    assert_same!(round(TF32, 1.0 + p2(-20), PositiveInf, false), 1.0 + p2(-10));
    assert_same!(decode(TF32, 0x3f80_0001), 1.0);
    assert_same!(decode(TF32, 0x3f80_2000), 1.0 + p2(-10));
    assert!(decode(TF32, 0x7f80_0001).is_nan());
    assert_eq!(encode(TF32, 1.0 + p2(-10)), 0x3f80_2000);
    assert_eq!(encode(TF32, 1.0 + p2(-12)), 0x3f80_0000);
    assert_same!(round(TF32, 1e39, NearestEven, false), f64::INFINITY);
    assert_same!(round(TF32, 1e39, Zero, false), 2047.0 * p2(117));
}

#[test]
fn f32_and_f64_encodings() {
    assert_eq!(encode(F32, 1.0), 0x3f80_0000);
    assert_eq!(encode(F32, -0.0), 0x8000_0000);
    assert_eq!(encode(F32, f64::NAN), 0x7fff_ffff);
    assert_eq!(encode(F64, f64::NAN), 0x7fff_ffff_ffff_ffff);
    assert_eq!(encode(F64, -2.5), (-2.5f64).to_bits());
    assert_same!(decode(F32, 0x0000_0001), p2(-149));
    assert_same!(decode(F64, 1), f64::from_bits(1));
}

/// `round` against brute force over every value of the small kinds: the
/// directed result is the nearest kind value on the required side.
#[test]
fn round_matches_brute_force_on_small_kinds() {
    let mut rng = Rng(7);
    for (kind, n) in [(F16, 0x7c00u64), (BF16, 0x7f80), (F8E4M3FN, 0x7f), (F8E5M2, 0x7c)] {
        let table: Vec<f64> = (0..n).map(|b| decode(kind, b)).collect();
        let max = *table.last().unwrap();
        let min_exp = (table[1].log2().floor() as i32) - 3;
        let max_exp = max.log2().floor() as i32 + 2;
        for _ in 0..4000 {
            let x = rng.f64(min_exp, max_exp).abs();
            let i = table.partition_point(|&v| v <= x); // table[i-1] <= x < table[i]
            let below = table[i - 1];
            let above = table.get(i).copied().unwrap_or(f64::INFINITY);
            let exact = below == x;
            let inf = if kind == F8E4M3FN { f64::NAN } else { f64::INFINITY };
            let ru = if exact { x } else if above.is_finite() { above } else { inf };
            let rz = below;
            assert_same!(round(kind, x, PositiveInf, false), ru);
            assert_same!(round(kind, x, Zero, false), rz);
            assert_same!(round(kind, x, NegativeInf, false), rz);
            assert_same!(round(kind, -x, NegativeInf, false), -ru);
            assert_same!(round(kind, -x, Zero, false), -rz);
            // Nearest: compare distances; overflow past max + half an ulp.
            let rn = round(kind, x, NearestEven, false);
            if x > max {
                let next = 2.0 * max - table[table.len() - 2]; // one ulp above max
                let want = if x >= (max + next) / 2.0 { inf } else { max };
                let tie_even_down = x == (max + next) / 2.0 && encode(kind, max) & 1 == 0;
                assert_same!(rn, if tie_even_down { max } else { want });
            } else if !exact {
                let (db, da) = (x - below, above - x);
                let want = match db.partial_cmp(&da).unwrap() {
                    Ordering::Less => below,
                    Ordering::Greater => above,
                    Ordering::Equal => if encode(kind, below) & 1 == 0 { below } else { above },
                };
                assert_same!(rn, if want.is_infinite() { inf } else { want });
            } else {
                assert_same!(rn, x);
            }
        }
    }
}

#[test]
fn round_f16_edges() {
    assert_same!(round(F16, p2(-25), NearestEven, false), 0.0);
    assert_same!(round(F16, p2(-25) * 1.0001, NearestEven, false), p2(-24));
    assert_same!(round(F16, p2(-30), PositiveInf, false), p2(-24));
    assert_same!(round(F16, -p2(-30), PositiveInf, false), -0.0);
    assert_same!(round(F16, 65519.0, NearestEven, false), 65504.0);
    assert_same!(round(F16, 65520.0, NearestEven, false), f64::INFINITY);
    assert_same!(round(F16, 1e6, Zero, false), 65504.0);
    assert_same!(round(F16, -1e6, NegativeInf, false), f64::NEG_INFINITY);
    assert_same!(round(F16, -1e6, PositiveInf, false), -65504.0);
    assert_same!(round(F16, 1e6, NearestIntToZero, false), 65504.0);
    assert!(round(F16, f64::NAN, Zero, false).is_nan());
    assert_same!(round(F16, f64::NEG_INFINITY, Zero, false), f64::NEG_INFINITY);
    assert_same!(round(F16, -0.0, PositiveInf, false), -0.0);
}

#[test]
fn flush_to_zero_keeps_sign() {
    let sub = p2(-130);
    assert_same!(flush(F32, sub, true), 0.0);
    assert_same!(flush(F32, -sub, true), -0.0);
    assert_same!(flush(F32, sub, false), sub);
    assert_same!(flush(F32, p2(-126), true), p2(-126));
    assert_same!(flush(F16, p2(-20), true), 0.0);
    assert_same!(round(F32, p2(-140), NearestEven, true), 0.0);
    assert_same!(round(F32, -p2(-140), NearestEven, true), -0.0);
    assert_same!(round(F32, p2(-140), NearestEven, false), p2(-140));
}

// --------------------------------------------------------------- float ops

#[test]
fn addf_specials_and_zero_signs() {
    for k in [F16, BF16, F32, F64] {
        for m in [NearestEven, Zero, NegativeInf, PositiveInf] {
            assert!(addf(k, f64::NAN, 1.0, m, false).is_nan());
            assert!(addf(k, f64::INFINITY, f64::NEG_INFINITY, m, false).is_nan());
            assert_same!(addf(k, f64::INFINITY, 1.0, m, false), f64::INFINITY);
            assert_same!(addf(k, -0.0, -0.0, m, false), -0.0);
            let cancel = if m == NegativeInf { -0.0 } else { 0.0 };
            assert_same!(addf(k, 0.0, -0.0, m, false), cancel);
            assert_same!(addf(k, 1.0, -1.0, m, false), cancel);
            assert_same!(subf(k, 1.5, 1.5, m, false), cancel);
            assert_same!(subf(k, -0.0, 0.0, m, false), -0.0);
        }
    }
}

#[test]
fn addf_directed_where_f64_rounding_would_be_wrong() {
    let t = p2(-60);
    assert_same!(addf(F32, 1.0, t, NearestEven, false), 1.0);
    assert_same!(addf(F32, 1.0, t, PositiveInf, false), 1.0 + p2(-23));
    assert_same!(addf(F32, 1.0, t, Zero, false), 1.0);
    assert_same!(addf(F32, 1.0, -t, Zero, false), 1.0 - p2(-24));
    assert_same!(addf(F32, 1.0, -t, NegativeInf, false), 1.0 - p2(-24));
    assert_same!(addf(F32, -1.0, -t, NegativeInf, false), -1.0 - p2(-23));
    assert_same!(addf(F32, -1.0, -t, Zero, false), -1.0);
    // The addend is below f64's precision relative to 1: f64 + then
    // rounding would give 1 in every mode.
    let tiny = p2(-100);
    assert_same!(addf(F64, 1.0, tiny, PositiveInf, false), 1.0 + p2(-52));
    assert_same!(addf(F64, 1.0, tiny, NegativeInf, false), 1.0);
    assert_same!(addf(F64, 1.0, -tiny, Zero, false), 1.0 - p2(-53));
    assert_same!(addf(F16, 1.0, p2(-24), PositiveInf, false), 1.0 + p2(-10));
    assert_same!(addf(BF16, p2(100), p2(-100), PositiveInf, false), p2(100) * (1.0 + p2(-7)));
    assert_same!(addf(BF16, p2(100), p2(-100), NearestEven, false), p2(100));
}

#[test]
fn addf_overflow_by_mode() {
    let m = f64::MAX;
    assert_same!(addf(F64, m, m, NearestEven, false), f64::INFINITY);
    assert_same!(addf(F64, m, m, Zero, false), m);
    assert_same!(addf(F64, m, m, NegativeInf, false), m);
    assert_same!(addf(F64, m, m, PositiveInf, false), f64::INFINITY);
    assert_same!(addf(F64, -m, -m, PositiveInf, false), -m);
    assert_same!(addf(F64, m, p2(960), PositiveInf, false), f64::INFINITY);
    let m32 = f32::MAX as f64;
    assert_same!(addf(F32, m32, m32, Zero, false), m32);
    assert_same!(addf(F32, m32, 1.0, PositiveInf, false), f64::INFINITY);
    assert_same!(addf(F32, m32, 1.0, NearestEven, false), m32);
    assert_same!(addf(F16, 65504.0, 16.0, NearestEven, false), f64::INFINITY);
    assert_same!(addf(F16, 65504.0, 15.0, NearestEven, false), 65504.0);
    assert_same!(addf(F16, 65504.0, 16.0, Zero, false), 65504.0);
}

#[test]
fn float_ops_flush_denormals() {
    let sub = p2(-130);
    assert_same!(addf(F32, sub, 0.0, NearestEven, true), 0.0);
    assert_same!(addf(F32, sub, 0.0, NearestEven, false), sub);
    assert_same!(mulf(F32, -sub, 1.0, NearestEven, true), -0.0);
    assert_same!(mulf(F32, p2(-100), p2(-30), NearestEven, true), 0.0);
    assert_same!(mulf(F32, p2(-100), p2(-30), NearestEven, false), p2(-130));
    assert_same!(mulf(F32, -p2(-100), p2(-30), PositiveInf, true), -0.0);
    assert_same!(divf(F32, p2(-120), p2(10), Zero, true), 0.0);
    assert_same!(fma(F32, sub, 1.0, 1.0, PositiveInf, true), 1.0);
    assert_same!(fma(F32, sub, 1.0, 1.0, PositiveInf, false), 1.0 + p2(-23));
    assert_same!(sqrt(F32, sub, NearestEven, true), 0.0);
}

#[test]
fn mulf_directed() {
    let a = 1.0 + p2(-23);
    assert_same!(mulf(F32, a, a, NearestEven, false), 1.0 + p2(-22));
    assert_same!(mulf(F32, a, a, Zero, false), 1.0 + p2(-22));
    assert_same!(mulf(F32, a, a, PositiveInf, false), 1.0 + p2(-22) + p2(-23));
    assert_same!(mulf(F32, -a, a, NegativeInf, false), -(1.0 + p2(-22) + p2(-23)));
    assert_same!(mulf(F32, 0.0, -3.0, PositiveInf, false), -0.0);
    assert!(mulf(F32, 0.0, f64::INFINITY, Zero, false).is_nan());
    assert_same!(mulf(F32, p2(100), p2(100), Zero, false), f32::MAX as f64);
    assert_same!(mulf(F32, p2(-100), p2(-100), PositiveInf, false), p2(-149));
    assert_same!(mulf(F32, p2(-100), p2(-100), NearestEven, false), 0.0);
    let b = 1.0 + p2(-52);
    assert_same!(mulf(F64, b, b, PositiveInf, false), 1.0 + p2(-51) + p2(-52));
    assert_same!(mulf(F64, b, b, NegativeInf, false), 1.0 + p2(-51));
}

#[test]
fn divf_modes_and_specials() {
    assert_eq!(encode(F32, divf(F32, 1.0, 3.0, NearestEven, false)), 0x3eaa_aaab);
    assert_eq!(encode(F32, divf(F32, 1.0, 3.0, Zero, false)), 0x3eaa_aaaa);
    assert_eq!(encode(F32, divf(F32, 1.0, 3.0, NegativeInf, false)), 0x3eaa_aaaa);
    assert_eq!(encode(F32, divf(F32, 1.0, 3.0, PositiveInf, false)), 0x3eaa_aaab);
    assert_eq!(encode(F32, divf(F32, -1.0, 3.0, PositiveInf, false)), 0xbeaa_aaaa);
    assert_eq!(encode(F32, divf(F32, 1.0, 3.0, Approx, false)), 0x3eaa_aaab);
    assert_eq!(encode(F32, divf(F32, 1.0, 3.0, Full, false)), 0x3eaa_aaab);
    for m in [NearestEven, Zero, PositiveInf] {
        assert_same!(divf(F32, 1.0, 0.0, m, false), f64::INFINITY);
        assert_same!(divf(F32, 1.0, -0.0, m, false), f64::NEG_INFINITY);
        assert!(divf(F32, 0.0, 0.0, m, false).is_nan());
        assert!(divf(F32, f64::INFINITY, f64::INFINITY, m, false).is_nan());
        assert_same!(divf(F32, -1.0, f64::INFINITY, m, false), -0.0);
        assert_same!(divf(F32, 6.0, 3.0, m, false), 2.0);
    }
    // approx: the reciprocal of 2^126 < |b| < 2^128 underflows.
    assert_same!(divf(F32, 1.0, p2(127), Approx, false), 0.0);
    assert_same!(divf(F32, -1.0, p2(127), Approx, false), -0.0);
    assert!(divf(F32, f64::INFINITY, p2(127), Approx, false).is_nan());
    assert_same!(divf(F32, 1.0, p2(127), Full, false), p2(-127));
    assert_same!(divf(F32, 1.0, p2(126), Approx, false), p2(-126));
    assert_same!(divf(F32, 1.0, f64::INFINITY, Approx, false), 0.0);
    assert_same!(divf(F64, 1.0, 3.0, PositiveInf, false), (1.0f64 / 3.0).next_up());
    assert_same!(divf(F64, 1.0, 3.0, NegativeInf, false), 1.0 / 3.0);
}

#[test]
fn sqrt_modes_and_specials() {
    assert_eq!(encode(F32, sqrt(F32, 2.0, NearestEven, false)), 0x3fb5_04f3);
    assert_eq!(encode(F32, sqrt(F32, 2.0, Zero, false)), 0x3fb5_04f3);
    assert_eq!(encode(F32, sqrt(F32, 2.0, PositiveInf, false)), 0x3fb5_04f4);
    assert_eq!(encode(F32, sqrt(F32, 2.0, Approx, false)), 0x3fb5_04f3);
    // sqrt(2) rounded to nearest in f64 lies above the exact root.
    assert_same!(sqrt(F64, 2.0, PositiveInf, false), 2f64.sqrt());
    assert_same!(sqrt(F64, 2.0, NegativeInf, false), 2f64.sqrt().next_down());
    for m in [NearestEven, Zero, PositiveInf] {
        assert_same!(sqrt(F32, -0.0, m, false), -0.0);
        assert!(sqrt(F32, -1.0, m, false).is_nan());
        assert_same!(sqrt(F32, f64::INFINITY, m, false), f64::INFINITY);
        assert_same!(sqrt(F32, 9.0, m, false), 3.0);
        assert_same!(sqrt(F32, p2(-148), m, false), p2(-74));
    }
}

#[test]
fn fma_single_rounding() {
    // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 is an f32 midpoint; the 2^-80 that
    // f64 loses decides it. Rounding f64::mul_add to f32 gives 1 + 2^-11.
    let a = 1.0 + p2(-12);
    assert_same!(fma(F32, a, a, p2(-80), NearestEven, false), 1.0 + p2(-11) + p2(-23));
    assert_same!(fma(F32, a, a, -p2(-80), NearestEven, false), 1.0 + p2(-11));
    assert_same!(fma(F32, a, a, 0.0, NearestEven, false), 1.0 + p2(-11));
    assert_same!(fma(F32, a, a, 0.0, PositiveInf, false), 1.0 + p2(-11) + p2(-23));
    assert_same!(fma(F32, 1.0 + p2(-12), 1.0 - p2(-12), -1.0, NearestEven, false), -p2(-24));
    assert_same!(fma(F64, 1.0, 1.0, p2(-60), PositiveInf, false), 1.0 + p2(-52));
    assert_same!(fma(F64, 1.0, 1.0, p2(-60), NearestEven, false), 1.0);
    assert_same!(fma(F64, 1.0 + p2(-30), 1.0 + p2(-30), -1.0, Zero, false), p2(-29) + p2(-60));
    // Zero signs.
    assert_same!(fma(F32, 0.0, 5.0, -0.0, NearestEven, false), 0.0);
    assert_same!(fma(F32, -1.0, 0.0, -0.0, NearestEven, false), -0.0);
    assert_same!(fma(F32, -1.0, 0.0, -0.0, PositiveInf, false), -0.0);
    assert_same!(fma(F32, 1.0, 1.0, -1.0, NegativeInf, false), -0.0);
    assert_same!(fma(F32, 1.0, 1.0, -1.0, Zero, false), 0.0);
    assert!(fma(F32, f64::INFINITY, 0.0, 1.0, Zero, false).is_nan());
    assert!(fma(F32, f64::INFINITY, 1.0, f64::NEG_INFINITY, NearestEven, false).is_nan());
    assert_same!(fma(F16, 2.0, 3.0, 1.0, NearestEven, false), 7.0);
    assert_same!(fma(BF16, 1.0 + p2(-7), 1.0 + p2(-7), 0.0, PositiveInf, false), 1.0 + 3.0 * p2(-7));
}

/// Directed and nearest f32 +, *, /, sqrt, fma against EFT oracles.
#[test]
fn f32_ops_match_residual_oracles() {
    let mut rng = Rng(0x1234_5678);
    for _ in 0..20000 {
        let (a, b, c) = (rng.f32(-60, 60), rng.f32(-60, 60), rng.f32(-60, 60));
        let check = |name: &str, got: [f64; 4], r: f64, ord: Ordering| {
            assert_same!(got[0], r);
            for (i, m) in DIRECTED.into_iter().enumerate() {
                let want = directed(r, ord, m, up32, down32);
                assert!(bits_eq(got[i + 1], want), "{name}({a:e}, {b:e}, {c:e}) {m:?}: {:e} vs {want:e}", got[i + 1]);
            }
        };
        let all = |f: &dyn Fn(Rounding) -> f64| [f(NearestEven), f(Zero), f(NegativeInf), f(PositiveInf)];

        let (hi, lo) = two_sum(a, b);
        let r = hi as f32 as f64;
        check("addf", all(&|m| addf(F32, a, b, m, false)), r, cmp_sum(hi, lo, r));

        let p = a * b;
        let r = p as f32 as f64;
        check("mulf", all(&|m| mulf(F32, a, b, m, false)), r, p.partial_cmp(&r).unwrap());

        let r = (a / b) as f32 as f64;
        // a/b vs r has the sign of (a - r*b) * b; r*b is exact, the
        // difference exact by Sterbenz.
        let ord = sign_cmp((a - r * b) * b.signum());
        check("divf", all(&|m| divf(F32, a, b, m, false)), r, ord);

        let x = a.abs();
        let r = x.sqrt() as f32 as f64;
        check("sqrt", all(&|m| sqrt(F32, x, m, false)), r, sign_cmp(x - r * r));

        let (hi, lo) = two_sum(a * b, c);
        // hi may sit on an f32 midpoint; resolve it with lo.
        let rn = {
            let base = hi as f32 as f64;
            let other = if hi > base { up32(base) } else { down32(base) };
            if (hi - base).abs() == (other - hi).abs() && lo != 0.0 && ((lo > 0.0) == (other > base)) {
                other
            } else {
                base
            }
        };
        check("fma", all(&|m| fma(F32, a, b, c, m, false)), rn, cmp_sum(hi, lo, rn));
    }
}

/// f32 * and / with results in the subnormal range, underflowing to zero or
/// overflowing, against the same oracles; with ftz the oracle's result is
/// flushed.
#[test]
fn f32_range_ends_match_oracles() {
    let mut rng = Rng(0xdead_beef);
    for _ in 0..20000 {
        let (lo_a, lo_b) = (rng.f32(-90, -50), rng.f32(-90, -50));
        let (hi_a, hi_b) = (rng.f32(50, 90), rng.f32(50, 90));
        for (a, b, div) in [(lo_a, lo_b, false), (hi_a, hi_b, false), (lo_a, hi_b, true), (hi_a, lo_b, true)] {
            let (x, r) = if div { (a / b, (a / b) as f32 as f64) } else { (a * b, (a * b) as f32 as f64) };
            // Sign of (exact - r): an infinite r lies beyond any finite
            // exact value; the product is exact in f64; for the quotient the
            // sign of a - r*b (times b's sign) is right even when rounded.
            let ord = if r.is_infinite() {
                if r > 0.0 { Ordering::Less } else { Ordering::Greater }
            } else if div {
                sign_cmp((a - r * b) * b.signum())
            } else {
                x.partial_cmp(&r).unwrap()
            };
            for m in [NearestEven, Zero, NegativeInf, PositiveInf] {
                let want = if m == NearestEven { r } else { directed(r, ord, m, up32, down32) };
                let got = if div { divf(F32, a, b, m, false) } else { mulf(F32, a, b, m, false) };
                assert!(bits_eq(got, want), "{a:e} {} {b:e} {m:?}: {got:e} vs {want:e}", if div { "/" } else { "*" });
                let got_ftz = if div { divf(F32, a, b, m, true) } else { mulf(F32, a, b, m, true) };
                assert_same!(got_ftz, flush(F32, want, true));
            }
        }
    }
}

#[test]
fn f64_subnormal_results_directed() {
    let a = p2(-1000) * (1.0 + p2(-52));
    let min = f64::from_bits(1);
    assert_same!(mulf(F64, a, p2(-74), PositiveInf, false), 2.0 * min);
    assert_same!(mulf(F64, a, p2(-74), NegativeInf, false), min);
    assert_same!(mulf(F64, a, p2(-74), NearestEven, false), min);
    assert_same!(mulf(F64, -a, p2(-74), Zero, false), -min);
    assert_same!(mulf(F64, min, 0.5, NearestEven, false), 0.0);
    assert_same!(mulf(F64, min, 0.5, PositiveInf, false), min);
    assert_same!(mulf(F64, -min, 0.5, PositiveInf, false), -0.0);
    assert_same!(divf(F64, min, 3.0, PositiveInf, false), min);
    assert_same!(divf(F64, min, 3.0, Zero, false), 0.0);
    assert_same!(addf(F64, min, -p2(-1073), NegativeInf, false), -min);
    assert_same!(fma(F64, min, 0.5, -min, PositiveInf, false), -0.0);
    assert_same!(fma(F64, min, 0.5, -min, NegativeInf, false), -min);
    assert_same!(sqrt(F64, min, NearestEven, false), p2(-537));
    // sqrt(2) * 2^-537: the nearest f64 lies above, as for sqrt(2).
    assert_same!(sqrt(F64, 2.0 * min, PositiveInf, false), (2.0 * min).sqrt());
    assert_same!(sqrt(F64, 2.0 * min, Zero, false), (2.0 * min).sqrt().next_down());
}

/// Directed f64 +, *, /, sqrt against TwoSum and fma residuals.
#[test]
fn f64_ops_match_residual_oracles() {
    let mut rng = Rng(0x9e37_79b9);
    for _ in 0..20000 {
        let (a, b) = (rng.f64(-200, 200), rng.f64(-200, 200));
        let check = |name: &str, got: [f64; 4], r: f64, ord: Ordering| {
            assert_same!(got[0], r);
            for (i, m) in DIRECTED.into_iter().enumerate() {
                let want = directed(r, ord, m, up64, down64);
                assert!(bits_eq(got[i + 1], want), "{name}({a:e}, {b:e}) {m:?}: {:e} vs {want:e}", got[i + 1]);
            }
        };
        let all = |f: &dyn Fn(Rounding) -> f64| [f(NearestEven), f(Zero), f(NegativeInf), f(PositiveInf)];
        let (hi, lo) = two_sum(a, b);
        check("addf", all(&|m| addf(F64, a, b, m, false)), hi, sign_cmp(lo));
        let r = a * b;
        check("mulf", all(&|m| mulf(F64, a, b, m, false)), r, sign_cmp(a.mul_add(b, -r)));
        let r = a / b;
        check("divf", all(&|m| divf(F64, a, b, m, false)), r, sign_cmp((-r).mul_add(b, a) * b.signum()));
        let x = a.abs();
        let r = x.sqrt();
        check("sqrt", all(&|m| sqrt(F64, x, m, false)), r, sign_cmp((-r).mul_add(r, x)));
    }
}

/// f64 fma in every mode: with 26-bit significands the product is exact in
/// f64 and TwoSum gives the oracle; with c = -(a*b rounded) the exact result
/// is the product's rounding error, representable, so every mode returns it.
#[test]
fn f64_fma_matches_oracles() {
    let mut rng = Rng(0x5151);
    for _ in 0..20000 {
        let short = |x: f64| f64::from_bits(x.to_bits() & !((1u64 << 27) - 1));
        let (a, b, c) = (short(rng.f64(-100, 100)), short(rng.f64(-100, 100)), rng.f64(-200, 200));
        let (hi, lo) = two_sum(a * b, c);
        assert_same!(fma(F64, a, b, c, NearestEven, false), hi);
        for m in DIRECTED {
            let want = directed(hi, sign_cmp(lo), m, up64, down64);
            assert!(bits_eq(fma(F64, a, b, c, m, false), want), "fma({a:e}, {b:e}, {c:e}) {m:?}");
        }
        let (a, b) = (rng.f64(-100, 100), rng.f64(-100, 100));
        let err = a.mul_add(b, -(a * b));
        for m in [NearestEven, Zero, NegativeInf, PositiveInf] {
            let want = if err == 0.0 && m == NegativeInf { -0.0 } else { err };
            assert_same!(fma(F64, a, b, -(a * b), m, false), want);
        }
    }
}

/// f16 and bf16 + and * are exact in f64; the result must be that exact
/// value rounded once.
#[test]
fn half_kinds_round_exact_results_once() {
    let mut rng = Rng(99);
    for kind in [F16, BF16] {
        for _ in 0..5000 {
            let a = decode(kind, rng.next() & 0x7bff ^ (rng.next() & 0x8000));
            let b = decode(kind, rng.next() & 0x7bff ^ (rng.next() & 0x8000));
            for m in [NearestEven, Zero, NegativeInf, PositiveInf] {
                if kind == F16 {
                    assert_same!(addf(kind, a, b, m, false), round(kind, a + b, m, false));
                }
                assert_same!(mulf(kind, a, b, m, false), round(kind, a * b, m, false));
            }
        }
    }
}

#[test]
fn maxf_minf_nan_and_zero() {
    let nan = f64::NAN;
    for k in [F16, F32, F64] {
        assert!(maxf(k, nan, 1.0, true).is_nan());
        assert!(maxf(k, 1.0, nan, true).is_nan());
        assert_same!(maxf(k, nan, 1.0, false), 1.0);
        assert_same!(maxf(k, 1.0, nan, false), 1.0);
        assert!(maxf(k, nan, nan, false).is_nan());
        assert!(minf(k, nan, -1.0, true).is_nan());
        assert_same!(minf(k, -1.0, nan, false), -1.0);
        assert!(minf(k, nan, nan, false).is_nan());
        assert_same!(maxf(k, -0.0, 0.0, false), 0.0);
        assert_same!(maxf(k, 0.0, -0.0, true), 0.0);
        assert_same!(minf(k, 0.0, -0.0, false), -0.0);
        assert_same!(minf(k, -0.0, 0.0, true), -0.0);
        assert_same!(maxf(k, -3.0, 2.0, false), 2.0);
        assert_same!(minf(k, -3.0, 2.0, false), -3.0);
        assert_same!(maxf(k, f64::NEG_INFINITY, nan, false), f64::NEG_INFINITY);
    }
}

#[test]
fn remf_is_truncated_remainder() {
    assert_same!(remf(F32, 7.0, 3.0), 1.0);
    assert_same!(remf(F32, -7.0, 3.0), -1.0);
    assert_same!(remf(F32, 7.0, -3.0), 1.0);
    assert_same!(remf(F32, -7.0, -3.0), -1.0);
    assert_same!(remf(F32, 5.5, 2.0), 1.5);
    assert_same!(remf(F32, -6.0, 3.0), -0.0);
    assert_same!(remf(F32, 1.0, f64::INFINITY), 1.0);
    assert!(remf(F32, 1.0, 0.0).is_nan());
    assert!(remf(F32, f64::INFINITY, 2.0).is_nan());
    assert!(remf(F32, f64::NAN, 2.0).is_nan());
    assert!(remf(F32, 2.0, f64::NAN).is_nan());
    assert_same!(remf(F16, 65504.0, 3.0), 65504.0 % 3.0);
}

#[test]
fn cmpf_ordered_and_unordered() {
    use CmpPredicate::*;
    for p in [Eq, Ne, Lt, Le, Gt, Ge] {
        assert!(!cmpf(p, true, f64::NAN, 1.0));
        assert!(!cmpf(p, true, 1.0, f64::NAN));
        assert!(cmpf(p, false, f64::NAN, 1.0));
        assert!(cmpf(p, false, f64::NAN, f64::NAN));
    }
    for ordered in [true, false] {
        assert!(cmpf(Eq, ordered, 0.0, -0.0));
        assert!(!cmpf(Lt, ordered, -0.0, 0.0));
        assert!(cmpf(Le, ordered, -0.0, 0.0));
        assert!(cmpf(Lt, ordered, f64::NEG_INFINITY, -1e300));
        assert!(cmpf(Ne, ordered, 1.0, 2.0));
        assert!(cmpf(Gt, ordered, 2.0, 1.0));
        assert!(cmpf(Ge, ordered, 2.0, 2.0));
    }
}

#[test]
fn unary_math() {
    use MathFn::*;
    assert_eq!(encode(F32, unary(F32, Exp, 1.0, NearestEven, false)), 0x402d_f854);
    assert_same!(unary(F32, Exp, 0.0, NearestEven, false), 1.0);
    assert_same!(unary(F32, Exp, f64::NEG_INFINITY, NearestEven, false), 0.0);
    assert_same!(unary(F32, Exp, 100.0, NearestEven, false), f64::INFINITY);
    assert_same!(unary(F32, Exp2, 10.0, NearestEven, false), 1024.0);
    assert_same!(unary(F32, Exp2, -149.0, NearestEven, false), p2(-149));
    assert_same!(unary(F32, Exp2, -140.0, NearestEven, true), 0.0);
    assert_same!(unary(F32, Log, 0.0, NearestEven, false), f64::NEG_INFINITY);
    assert!(unary(F32, Log, -1.0, NearestEven, false).is_nan());
    assert_same!(unary(F32, Log2, 8.0, NearestEven, false), 3.0);
    assert_same!(unary(F32, Log, p2(-130), NearestEven, true), f64::NEG_INFINITY);
    assert_eq!(encode(F16, unary(F16, Exp, 1.0, NearestEven, false)), 0x4170);
    assert_eq!(encode(BF16, unary(BF16, Sin, 1.0, NearestEven, false)), 0x3f57);
    assert_same!(unary(F32, Tanh, 1.0, Approx, false), unary(F32, Tanh, 1.0, Full, false));
    assert_same!(unary(F32, Tanh, 1.0, Full, false), 1f32.tanh() as f64);
    assert_same!(unary(F32, Tanh, -0.0, Full, false), -0.0);
    assert_same!(unary(F64, Sin, 1.0, NearestEven, false), 1f64.sin());
    assert_same!(unary(F64, Cosh, 1.0, NearestEven, false), 1f64.cosh());
    assert_same!(unary(F32, Sinh, 1.0, NearestEven, false), (1f64.sinh() as f32) as f64);
    assert_same!(unary(F32, Tan, 1.0, NearestEven, false), (1f64.tan() as f32) as f64);
    assert_same!(unary(F32, Cos, 0.0, NearestEven, false), 1.0);
    assert_same!(unary(F32, Ceil, -0.5, NearestEven, false), -0.0);
    assert_same!(unary(F32, Ceil, 1.2, NearestEven, false), 2.0);
    assert_same!(unary(F32, Floor, -1.5, NearestEven, false), -2.0);
    assert_same!(unary(F32, Floor, -0.0, NearestEven, false), -0.0);
    assert_same!(unary(F32, Abs, -0.0, NearestEven, false), 0.0);
    assert_same!(unary(F32, Abs, f64::NEG_INFINITY, NearestEven, false), f64::INFINITY);
    assert_same!(unary(F32, Neg, 0.0, NearestEven, false), -0.0);
    assert!(unary(F32, Neg, f64::NAN, NearestEven, false).is_nan());
    assert_same!(unary(F32, Abs, -p2(-130), NearestEven, true), 0.0);
    assert_same!(unary(F32, Neg, p2(-130), NearestEven, false), -p2(-130));
}

#[test]
fn binary_math() {
    use MathFn2::*;
    // The chapter's example: atan2(x, y) is the angle of x / y.
    let pi = std::f64::consts::PI;
    assert_same!(binary(F32, Atan2, 1.0, 1.0, false), (pi / 4.0) as f32 as f64);
    assert_same!(binary(F32, Atan2, -1.0, 1.0, false), (-pi / 4.0) as f32 as f64);
    assert_same!(binary(F32, Atan2, 0.0, 1.0, false), 0.0);
    assert_same!(binary(F32, Atan2, 2.0, 0.0, false), (pi / 2.0) as f32 as f64);
    assert_same!(binary(F32, Atan2, 0.0, -1.0, false), pi as f32 as f64);
    assert_same!(binary(F32, Pow, 2.0, 10.0, false), 1024.0);
    assert_same!(binary(F32, Pow, 0.0, 2.0, false), 0.0);
    assert!(binary(F32, Pow, -8.0, 1.0 / 3.0, false).is_nan());
    assert_same!(binary(F32, Pow, f64::NAN, 0.0, false), 1.0);
    assert_same!(binary(F16, Pow, 2.0, 16.0, false), f64::INFINITY);
}

#[test]
fn fpowi_signs_and_limits() {
    assert_same!(fpowi(F32, -2.0, 3, false), -8.0);
    assert_same!(fpowi(F32, -2.0, -1, false), -0.5);
    assert_same!(fpowi(F32, -2.0, 2, false), 4.0);
    assert_same!(fpowi(F32, 0.0, -1, false), f64::INFINITY);
    assert_same!(fpowi(F32, -0.0, -1, false), f64::NEG_INFINITY);
    assert_same!(fpowi(F32, -0.0, 3, false), -0.0);
    assert_same!(fpowi(F32, -0.0, 2, false), 0.0);
    assert_same!(fpowi(F32, -1.0, (1 << 60) + 1, false), -1.0);
    assert_same!(fpowi(F32, -1.0, 1 << 60, false), 1.0);
    assert_same!(fpowi(F32, 2.0, -150, false), 0.0);
    assert_same!(fpowi(F32, 2.0, -149, false), p2(-149));
    assert_same!(fpowi(F32, 2.0, -149, true), 0.0);
    assert_same!(fpowi(F32, 2.0, 128, false), f64::INFINITY);
    assert_same!(fpowi(F32, f64::NAN, 0, false), 1.0);
    assert!(fpowi(F32, f64::NAN, 1, false).is_nan());
    assert_same!(fpowi(F32, 3.0, 20, false), 3486784401f64 as f32 as f64);
    assert_same!(fpowi(F64, 3.0, 20, false), 3486784401.0);
}

// ------------------------------------------------------------- conversions

#[test]
fn ftof_between_kinds() {
    let third = (1.0f32 / 3.0) as f64;
    assert_eq!(encode(F16, ftof(F32, F16, third, NearestEven, false)), 0x3555);
    assert_eq!(encode(F16, ftof(F32, F16, third, PositiveInf, false)), 0x3556);
    assert_same!(ftof(F32, F16, 65519.99, Zero, false), 65504.0);
    assert_same!(ftof(F32, F16, 1e10, NearestEven, false), f64::INFINITY);
    assert_same!(ftof(F32, BF16, f32b(0x3f80_8000), NearestEven, false), 1.0);
    assert_same!(ftof(F32, BF16, f32b(0x3f81_8000), NearestEven, false), f32b(0x3f82_0000));
    assert_same!(ftof(F32, BF16, f32b(0x3f80_0001), PositiveInf, false), f32b(0x3f81_0000));
    assert_same!(ftof(F64, F32, 0.1, NearestEven, false), 0.1f32 as f64);
    assert!(ftof(F64, F32, 0.1, NegativeInf, false) < 0.1 && ftof(F64, F32, 0.1, PositiveInf, false) > 0.1);
    assert_same!(ftof(F32, F64, p2(-140), NearestEven, true), 0.0);
    assert_same!(ftof(F32, F64, -p2(-140), NearestEven, true), -0.0);
    assert_same!(ftof(F32, F64, p2(-140), NearestEven, false), p2(-140));
    assert_same!(ftof(F64, F32, p2(-140), NearestEven, true), 0.0);
    assert!(ftof(F32, F8E4M3FN, f64::INFINITY, NearestEven, false).is_nan());
    assert_same!(ftof(F32, F8E5M2, f64::NEG_INFINITY, NearestEven, false), f64::NEG_INFINITY);
    assert!(ftof(F16, F32, f64::NAN, NearestEven, false).is_nan());
    assert_same!(ftof(F16, F32, -0.0, NearestEven, false), -0.0);
    // f8 -> f16 is exact for every value.
    for b in 0..256 {
        for k in [F8E4M3FN, F8E5M2] {
            let v = decode(k, b);
            assert_same!(ftof(k, F16, v, NearestEven, false), v);
            assert_same!(ftof(F16, k, v, NearestEven, false), v);
        }
    }
}

#[test]
fn ftoi_saturates_and_maps_nan_to_zero() {
    for (w, lo, hi) in [(8u32, -128i64, 127i64), (16, -32768, 32767), (32, i32::MIN as i64, i32::MAX as i64), (64, i64::MIN, i64::MAX)] {
        let m = |v: i64| mask(v as u64, w);
        assert_eq!(ftoi(f64::NAN, w, true, NearestIntToZero), 0);
        assert_eq!(ftoi(f64::NAN, w, false, NearestIntToZero), 0);
        assert_eq!(ftoi(hi as f64 + 0.9, w, true, NearestIntToZero), m(hi));
        assert_eq!(ftoi(p2(w as i32 - 1), w, true, NearestIntToZero), m(hi));
        assert_eq!(ftoi(1e300, w, true, NearestIntToZero), m(hi));
        assert_eq!(ftoi(f64::INFINITY, w, true, NearestIntToZero), m(hi));
        assert_eq!(ftoi(lo as f64 - 0.9, w, true, NearestIntToZero), m(lo));
        assert_eq!(ftoi(-1e300, w, true, NearestIntToZero), m(lo));
        assert_eq!(ftoi(f64::NEG_INFINITY, w, true, NearestIntToZero), m(lo));
        assert_eq!(ftoi(-1.9, w, true, NearestIntToZero), m(-1));
        assert_eq!(ftoi(-0.0, w, true, NearestIntToZero), 0);
        let umax = mask(u64::MAX, w);
        assert_eq!(ftoi(p2(w as i32), w, false, NearestIntToZero), umax);
        assert_eq!(ftoi(1e300, w, false, NearestIntToZero), umax);
        assert_eq!(ftoi(-1.0, w, false, NearestIntToZero), 0);
        assert_eq!(ftoi(-0.9, w, false, NearestIntToZero), 0);
        assert_eq!(ftoi(f64::NEG_INFINITY, w, false, NearestIntToZero), 0);
        assert_eq!(ftoi(3.99, w, false, NearestIntToZero), 3);
    }
    assert_eq!(ftoi(255.5, 8, false, NearestIntToZero), 255);
    assert_eq!(ftoi(4294967295.0, 32, false, NearestIntToZero), 0xffff_ffff);
    assert_eq!(ftoi(18446744073709549568.0, 64, false, NearestIntToZero), 18446744073709549568);
    assert_eq!(ftoi(9223372036854774784.0, 64, true, NearestIntToZero), 9223372036854774784);
    // i1: signed range is [-1, 0], unsigned [0, 1].
    assert_eq!(ftoi(-1.0, 1, true, NearestIntToZero), 1);
    assert_eq!(ftoi(-3.0, 1, true, NearestIntToZero), 1);
    assert_eq!(ftoi(5.0, 1, true, NearestIntToZero), 0);
    assert_eq!(ftoi(5.0, 1, false, NearestIntToZero), 1);
}

#[test]
fn ftoi_rounding_modes() {
    let s = |x: f64, m: Rounding| sext(ftoi(x, 32, true, m), 32);
    assert_eq!(s(2.5, NearestEven), 2);
    assert_eq!(s(3.5, NearestEven), 4);
    assert_eq!(s(-2.5, NearestEven), -2);
    assert_eq!(s(2.1, PositiveInf), 3);
    assert_eq!(s(-2.1, PositiveInf), -2);
    assert_eq!(s(-2.1, NegativeInf), -3);
    assert_eq!(s(-2.9, Zero), -2);
    assert_eq!(s(-2.9, NearestIntToZero), -2);
    assert_eq!(s(2.9, NearestIntToZero), 2);
}

#[test]
fn itof_rounding_and_range() {
    assert_same!(itof(F32, 16777217, 32, true, NearestEven), 16777216.0);
    assert_same!(itof(F32, 16777217, 32, true, PositiveInf), 16777218.0);
    assert_same!(itof(F32, 16777217, 32, true, Zero), 16777216.0);
    assert_same!(itof(F32, mask(-16777217i64 as u64, 32), 32, true, NegativeInf), -16777218.0);
    assert_same!(itof(F32, u64::MAX, 64, false, NearestEven), p2(64));
    assert_same!(itof(F32, u64::MAX, 64, false, Zero), p2(64) - p2(40));
    assert_same!(itof(F64, i64::MIN as u64, 64, true, NearestEven), -p2(63));
    assert_same!(itof(F64, (1 << 53) + 1, 64, true, PositiveInf), p2(53) + 2.0);
    assert_same!(itof(F64, (1 << 53) + 1, 64, true, NegativeInf), p2(53));
    assert_same!(itof(F64, (1 << 53) + 1, 64, true, NearestEven), p2(53));
    assert_same!(itof(F32, 0xff, 8, true, NearestEven), -1.0);
    assert_same!(itof(F32, 0xff, 8, false, NearestEven), 255.0);
    assert_same!(itof(F32, 1, 1, true, NearestEven), -1.0);
    assert_same!(itof(F32, 1, 1, false, NearestEven), 1.0);
    assert_same!(itof(F32, 0, 32, true, NegativeInf), 0.0);
    assert_same!(itof(F16, 2049, 32, true, NearestEven), 2048.0);
    assert_same!(itof(F16, 2051, 32, true, NearestEven), 2052.0);
    assert_same!(itof(F16, 65519, 32, true, NearestEven), 65504.0);
    // Out of range after rounding: Inf whatever the mode (the chapter's rule).
    assert_same!(itof(F16, 65520, 32, true, NearestEven), f64::INFINITY);
    assert_same!(itof(F16, 100000, 32, true, Zero), f64::INFINITY);
    assert_same!(itof(F16, mask(-100000i64 as u64, 32), 32, true, PositiveInf), f64::NEG_INFINITY);
    assert_same!(itof(BF16, u64::MAX, 64, false, NearestEven), p2(64));
    assert!(itof(F8E4M3FN, 1000, 32, true, NearestEven).is_nan());
    assert_same!(itof(F8E4M3FN, 448, 32, true, NearestEven), 448.0);
    assert_same!(itof(F8E5M2, 5, 8, false, NearestEven), 5.0);
    assert_same!(itof(F8E5M2, 9, 8, false, NearestEven), 8.0);
}

#[test]
fn exti_and_trunci() {
    assert_eq!(exti(0x80, 8, 32, true), 0xffff_ff80);
    assert_eq!(exti(0x80, 8, 32, false), 0x80);
    assert_eq!(exti(0x7f, 8, 64, true), 0x7f);
    assert_eq!(exti(1, 1, 8, true), 0xff);
    assert_eq!(exti(1, 1, 8, false), 1);
    assert_eq!(exti(0xffff_ffff, 32, 64, true), u64::MAX);
    assert_eq!(trunci(0x1234, 8), 0x34);
    assert_eq!(trunci(0x3, 1), 1);
    assert_eq!(trunci(u64::MAX, 32), 0xffff_ffff);
}

// --------------------------------------------------------------- integers

#[test]
fn mask_and_sext() {
    assert_eq!(mask(u64::MAX, 1), 1);
    assert_eq!(mask(u64::MAX, 64), u64::MAX);
    assert_eq!(mask(0x1ff, 8), 0xff);
    assert_eq!(sext(0x80, 8), -128);
    assert_eq!(sext(0x7f, 8), 127);
    assert_eq!(sext(1, 1), -1);
    assert_eq!(sext(0, 1), 0);
    assert_eq!(sext(u64::MAX, 64), -1);
    assert_eq!(sext(0x8000_0000, 32), i32::MIN as i64);
    // Wrap-around: i8 127 + 1 = -128.
    assert_eq!(sext(mask(0x7f + 1, 8), 8), -128);
    assert_eq!(mask(0u64.wrapping_sub(1), 16), 0xffff);
}

#[test]
fn divi_rounding_modes_with_signs() {
    let d = |a: i64, b: i64, m: Rounding| sext(divi(mask(a as u64, 32), mask(b as u64, 32), 32, true, m).unwrap(), 32);
    for (a, b, trunc, floor, ceil) in [(7, 2, 3, 3, 4), (-7, 2, -3, -4, -3), (7, -2, -3, -4, -3), (-7, -2, 3, 3, 4), (6, 3, 2, 2, 2), (-6, 3, -2, -2, -2), (0, -5, 0, 0, 0), (1, 3, 0, 0, 1), (-1, 3, 0, -1, 0)] {
        assert_eq!(d(a, b, Zero), trunc, "{a}/{b}");
        assert_eq!(d(a, b, NegativeInf), floor, "{a}/{b} floor");
        assert_eq!(d(a, b, PositiveInf), ceil, "{a}/{b} ceil");
    }
    assert_eq!(divi(7, 2, 8, false, PositiveInf), Ok(4));
    assert_eq!(divi(7, 2, 8, false, Zero), Ok(3));
    assert_eq!(divi(0xff, 2, 8, false, Zero), Ok(127));
    assert_eq!(divi(0xff, 2, 8, true, Zero), Ok(0));
    assert_eq!(divi(u64::MAX, 2, 64, false, PositiveInf), Ok(1 << 63));
    assert_eq!(divi(1, 1, 1, false, Zero), Ok(1));
}

#[test]
fn divi_and_remi_undefined_behaviour_is_an_error() {
    for w in [1u32, 8, 16, 32, 64] {
        for signed in [true, false] {
            assert_eq!(divi(5, 0, w, signed, Zero), Err(IntError::DivisionByZero));
            assert_eq!(remi(5, 0, w, signed), Err(IntError::DivisionByZero));
        }
        let min = mask(1 << (w - 1), w);
        let minus_one = mask(u64::MAX, w);
        assert_eq!(divi(min, minus_one, w, true, Zero), Err(IntError::Overflow), "i{w}");
        assert_eq!(divi(min, minus_one, w, true, PositiveInf), Err(IntError::Overflow));
        assert_eq!(remi(min, minus_one, w, true), Ok(0));
    }
    // Only the low `width` bits of the divisor count.
    assert_eq!(divi(5, 0x100, 8, false, Zero), Err(IntError::DivisionByZero));
}

#[test]
fn remi_sign_follows_dividend() {
    let r = |a: i64, b: i64| sext(remi(mask(a as u64, 16), mask(b as u64, 16), 16, true).unwrap(), 16);
    assert_eq!(r(7, 3), 1);
    assert_eq!(r(7, -3), 1);
    assert_eq!(r(-7, 3), -1);
    assert_eq!(r(-7, -3), -1);
    assert_eq!(r(-6, 3), 0);
    assert_eq!(remi(0xff, 0x10, 8, false), Ok(0xf));
    assert_eq!(remi(0xff, 0x10, 8, true), Ok(0xff));
    assert_eq!(remi(u64::MAX, 10, 64, false), Ok(5));
}

#[test]
fn shift_widths() {
    for w in [8u32, 16, 32, 64] {
        let top = 1u64 << (w - 1);
        let a = top | 1;
        assert_eq!(shli(a, 0, w), a);
        assert_eq!(shli(a, 1, w), 2);
        assert_eq!(shli(a, (w - 1) as u64, w), top);
        assert_eq!(shli(a, w as u64, w), 0);
        assert_eq!(shli(a, mask(u64::MAX, w), w), 0);
        assert_eq!(shri(a, 0, w, false), a);
        assert_eq!(shri(a, (w - 1) as u64, w, false), 1);
        assert_eq!(shri(a, w as u64, w, false), 0);
        assert_eq!(shri(a, mask(u64::MAX, w), w, false), 0);
        let ones = mask(u64::MAX, w);
        assert_eq!(shri(a, 0, w, true), a);
        assert_eq!(shri(a, 1, w, true), mask((sext(a, w) >> 1) as u64, w));
        assert_eq!(shri(a, (w - 1) as u64, w, true), ones);
        assert_eq!(shri(a, w as u64, w, true), ones);
        assert_eq!(shri(a, w as u64 + 3, w, true), ones);
        assert_eq!(shri(a, mask(u64::MAX, w), w, true), ones);
        assert_eq!(shri(top >> 1, w as u64, w, true), 0);
        assert_eq!(shri(top >> 1, (w - 2) as u64, w, true), 1);
    }
    assert_eq!(shli(1, 0, 1), 1);
    assert_eq!(shli(1, 1, 1), 0);
    assert_eq!(shri(1, 1, 1, true), 1);
    assert_eq!(shri(1, 1, 1, false), 0);
    assert_eq!(shli(0x81, 4, 8), 0x10);
    assert_eq!(shri(0x80, 7, 8, true), 0xff);
    assert_eq!(shri(0x80, 7, 8, false), 1);
}

#[test]
fn mulhii_high_half() {
    // The chapter's example: 2^31 * 2 has high word 1.
    assert_eq!(mulhii(1 << 31, 2, 32, false), 1);
    assert_eq!(mulhii(u64::MAX, u64::MAX, 64, false), u64::MAX - 1);
    assert_eq!(mulhii(0xff, 0xff, 8, false), 0xfe);
    assert_eq!(mulhii(3, 5, 8, false), 0);
    assert_eq!(mulhii(1, 1, 1, false), 0);
    assert_eq!(mulhii(0xff, 0xff, 8, true), 0); // -1 * -1 = 1
    assert_eq!(mulhii(0x80, 0x80, 8, true), 0x40); // -128 * -128 = 0x4000
    assert_eq!(mulhii(0x80, 0x01, 8, true), 0xff); // -128: high byte all ones
    assert_eq!(mulhii(u64::MAX, 2, 64, true), u64::MAX);
}

#[test]
fn absi_and_negi_wrap() {
    assert_eq!(absi(0xff, 8), 1);
    assert_eq!(absi(0x80, 8), 0x80); // |-128| = 128 read unsigned
    assert_eq!(absi(0x7f, 8), 0x7f);
    assert_eq!(absi(1, 1), 1); // i1: |-1| = 1
    assert_eq!(absi(1 << 63, 64), 1 << 63);
    assert_eq!(negi(1, 16), 0xffff);
    assert_eq!(negi(0x8000, 16), 0x8000);
    assert_eq!(negi(0, 32), 0);
    assert_eq!(negi(1, 1), 1);
}

#[test]
fn integer_comparisons_and_extrema() {
    use CmpPredicate::*;
    assert!(cmpi(Lt, 0xff, 1, 8, true));
    assert!(cmpi(Gt, 0xff, 1, 8, false));
    assert!(cmpi(Eq, 0xff, 0xff, 8, true));
    assert!(cmpi(Ne, 0xfe, 0xff, 8, false));
    assert!(cmpi(Le, 0x80, 0x7f, 8, true));
    assert!(cmpi(Ge, 0x80, 0x7f, 8, false));
    assert!(cmpi(Lt, 1, 0, 1, true)); // i1 signed: -1 < 0
    assert!(cmpi(Gt, 1, 0, 1, false));
    assert!(cmpi(Lt, 1 << 63, 0, 64, true));
    assert_eq!(maxi(0xff, 1, 8, true), 1);
    assert_eq!(maxi(0xff, 1, 8, false), 0xff);
    assert_eq!(mini(0xff, 1, 8, true), 0xff);
    assert_eq!(mini(0xff, 1, 8, false), 1);
    assert_eq!(maxi(1, 0, 1, true), 0);
}

