//! Floating-point arithmetic, math and comparison.
//!
//! The default modifiers (nearest_even, no flush_to_zero) take a fast path:
//! the exact result computed in f64 and rounded once to the result kind. For
//! +, -, *, / and sqrt of f32 and narrower this is correctly rounded, since f64
//! carries more than twice their precision plus two bits (double rounding is
//! then innocuous). Other modifiers go to `numerics`.

use super::super::exec::Machine;
use super::super::numerics::{self, FloatKind, MathFn, Rounding};
use super::super::program::{FBin, Inst, Op};
use super::super::value::{Data, Elem, Num, Tile};
use super::super::Error;
use super::result_tile;

/// Rounds an f64 to the nearest `kind` value, ties to even.
#[inline]
pub fn round_ne(kind: FloatKind, v: f64) -> f64 {
    match kind {
        FloatKind::F64 => v,
        FloatKind::F32 => v as f32 as f64,
        k => numerics::round(k, v, Rounding::NearestEven, false),
    }
}

/// Flushes an f32 subnormal to a zero of the same sign.
#[inline]
pub fn flush(v: f64) -> f64 {
    if v != 0.0 && v.abs() < f32::MIN_POSITIVE as f64 {
        0.0f64.copysign(v)
    } else {
        v
    }
}

fn kind_of(t: &Tile) -> Result<FloatKind, Error> {
    t.elem.float_kind().ok_or_else(|| Error::new(format!("float operand expected, got {}", t.elem.name())))
}

fn map(a: &Tile, elem: Elem, f: impl Fn(f64) -> f64) -> Tile {
    Tile { shape: a.shape.clone(), elem, data: Data::F(a.f().iter().map(|&x| f(x)).collect()) }
}

fn zip(a: &Tile, b: &Tile, elem: Elem, f: impl Fn(f64, f64) -> f64) -> Tile {
    let data = a.f().iter().zip(b.f()).map(|(&x, &y)| f(x, y)).collect();
    Tile { shape: a.shape.clone(), elem, data: Data::F(data) }
}

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Tile, Error> {
    let (_, elem) = result_tile(inst, 0)?;
    let a = m.tile(inst.args[0])?;
    let k = kind_of(a)?;
    let default = |r: Rounding, ftz: bool| r == Rounding::NearestEven && !ftz;
    Ok(match &inst.op {
        &Op::FBinary { op, rounding, ftz } => {
            let b = m.tile(inst.args[1])?;
            if default(rounding, ftz) {
                match op {
                    FBin::Add => zip(a, b, elem, |x, y| round_ne(k, x + y)),
                    FBin::Sub => zip(a, b, elem, |x, y| round_ne(k, x - y)),
                    FBin::Mul => zip(a, b, elem, |x, y| round_ne(k, x * y)),
                    FBin::Div => zip(a, b, elem, |x, y| round_ne(k, x / y)),
                }
            } else {
                let f = match op {
                    FBin::Add => numerics::addf,
                    FBin::Sub => numerics::subf,
                    FBin::Mul => numerics::mulf,
                    FBin::Div => numerics::divf,
                };
                zip(a, b, elem, |x, y| f(k, x, y, rounding, ftz))
            }
        }
        &Op::Fma { rounding, ftz } => {
            let (b, c) = (m.tile(inst.args[1])?, m.tile(inst.args[2])?);
            let data: Vec<f64> = (0..a.len())
                .map(|i| {
                    let (x, y, z) = (a.f()[i], b.f()[i], c.f()[i]);
                    match k {
                        FloatKind::F64 if default(rounding, ftz) => x.mul_add(y, z),
                        FloatKind::F32 if default(rounding, ftz) => (x as f32).mul_add(y as f32, z as f32) as f64,
                        _ => numerics::fma(k, x, y, z, rounding, ftz),
                    }
                })
                .collect();
            Tile::floats(a.shape.clone(), k, data)
        }
        &Op::MaxF { propagate_nan, ftz } | &Op::MinF { propagate_nan, ftz } => {
            let b = m.tile(inst.args[1])?;
            let f = if matches!(inst.op, Op::MaxF { .. }) { numerics::maxf } else { numerics::minf };
            if ftz {
                zip(a, b, elem, |x, y| flush(f(k, flush(x), flush(y), propagate_nan)))
            } else {
                zip(a, b, elem, |x, y| f(k, x, y, propagate_nan))
            }
        }
        Op::RemF => zip(a, m.tile(inst.args[1])?, elem, |x, y| numerics::remf(k, x, y)),
        &Op::Sqrt { rounding, ftz } => {
            if default(rounding, ftz) {
                map(a, elem, |x| round_ne(k, x.sqrt()))
            } else {
                map(a, elem, |x| numerics::sqrt(k, x, rounding, ftz))
            }
        }
        &Op::Rsqrt { ftz } => map(a, elem, |x| numerics::rsqrt(k, x, ftz)),
        &Op::Math { f, rounding, ftz } => match f {
            MathFn::Neg => map(a, elem, |x| -x),
            MathFn::Abs => map(a, elem, f64::abs),
            _ => map(a, elem, |x| numerics::unary(k, f, x, rounding, ftz)),
        },
        &Op::Math2(f) => zip(a, m.tile(inst.args[1])?, elem, |x, y| numerics::binary(k, f, x, y, false)),
        Op::FPowI => {
            let n = m.tile(inst.args[1])?;
            let w = n.elem.int_width().unwrap_or(32);
            let data = a.f().iter().zip(n.i()).map(|(&x, &e)| numerics::fpowi(k, x, numerics::sext(e, w), false)).collect();
            Tile::floats(a.shape.clone(), k, data)
        }
        &Op::CmpF { pred, ordered } => {
            let b = m.tile(inst.args[1])?;
            let data = a.f().iter().zip(b.f()).map(|(&x, &y)| numerics::cmpf(pred, ordered, x, y) as u64).collect();
            Tile::ints(a.shape.clone(), Elem::Num(Num::Int(1)), data)
        }
        _ => unreachable!(),
    })
}
