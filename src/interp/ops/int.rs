//! Integer arithmetic, bitwise operations and comparison: wrap-around at the
//! operand width, each op reading its operands as signed or unsigned as the
//! chapter says.

use super::super::exec::Machine;
use super::super::numerics::{self as n};
use super::super::program::{IBin, Inst, Op};
use super::super::value::{Elem, Num, Tile};
use super::super::Error;

fn width(t: &Tile) -> Result<u32, Error> {
    t.elem.int_width().ok_or_else(|| Error::new(format!("integer operand expected, got {}", t.elem.name())))
}

fn zip(a: &Tile, b: &Tile, f: impl Fn(u64, u64) -> u64) -> Tile {
    Tile::ints(a.shape.clone(), a.elem, a.i().iter().zip(b.i()).map(|(&x, &y)| f(x, y)).collect())
}

fn try_zip(a: &Tile, b: &Tile, f: impl Fn(u64, u64) -> Result<u64, n::IntError>) -> Result<Tile, Error> {
    let mut data = Vec::with_capacity(a.len());
    for (&x, &y) in a.i().iter().zip(b.i()) {
        data.push(f(x, y).map_err(|e| Error::new(format!("undefined behaviour: {e:?} ({x:#x}, {y:#x})")))?);
    }
    Ok(Tile::ints(a.shape.clone(), a.elem, data))
}

/// An overflow annotation promises no wrap: a wrap is undefined behaviour (8.2.3), reported.
fn check_overflow(op: IBin, a: &Tile, b: &Tile, w: u32, nsw: bool, nuw: bool) -> Result<(), Error> {
    let (smin, smax, umax) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1, (1i128 << w) - 1);
    for (&x, &y) in a.i().iter().zip(b.i()) {
        let exact = |p: i128, q: i128| match op {
            IBin::Add => p + q,
            IBin::Sub => p - q,
            _ => p * q,
        };
        let s = exact(n::sext(x, w) as i128, n::sext(y, w) as i128);
        let u = exact(x as i128, y as i128);
        if nsw && (s < smin || s > smax) || nuw && (u < 0 || u > umax) {
            return Err(Error::new(format!(
                "undefined behaviour: {op:?} of {x:#x} and {y:#x} wraps, against its overflow annotation"
            )));
        }
    }
    Ok(())
}

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Tile, Error> {
    let a = m.tile(inst.args[0])?;
    let w = width(a)?;
    let b = || m.tile(inst.args[1]);
    let lt = |x: u64, y: u64, signed: bool| if signed { n::sext(x, w) < n::sext(y, w) } else { x < y };
    Ok(match &inst.op {
        &Op::CmpI { pred, signed } => {
            let b = b()?;
            let data = a.i().iter().zip(b.i()).map(|(&x, &y)| n::cmpi(pred, x, y, w, signed) as u64).collect();
            Tile::ints(a.shape.clone(), Elem::Num(Num::Int(1)), data)
        }
        &Op::IBinary(op, nsw, nuw) => {
            let b = b()?;
            if nsw || nuw {
                check_overflow(op, a, b, w, nsw, nuw)?;
            }
            match op {
                IBin::Add => zip(a, b, |x, y| n::mask(x.wrapping_add(y), w)),
                IBin::Sub => zip(a, b, |x, y| n::mask(x.wrapping_sub(y), w)),
                IBin::Mul => zip(a, b, |x, y| n::mask(x.wrapping_mul(y), w)),
                IBin::And => zip(a, b, |x, y| x & y),
                IBin::Or => zip(a, b, |x, y| x | y),
                IBin::Xor => zip(a, b, |x, y| x ^ y),
            }
        }
        &Op::DivI { signed, rounding } => try_zip(a, b()?, |x, y| n::divi(x, y, w, signed, rounding))?,
        &Op::RemI { signed } => try_zip(a, b()?, |x, y| n::remi(x, y, w, signed))?,
        &Op::MaxI { signed } => zip(a, b()?, |x, y| if lt(x, y, signed) { y } else { x }),
        &Op::MinI { signed } => zip(a, b()?, |x, y| if lt(y, x, signed) { y } else { x }),
        Op::MulhiI => zip(a, b()?, |x, y| n::mulhii(x, y, w, false)),
        Op::ShlI => zip(a, b()?, |x, y| n::shli(x, y, w)),
        &Op::ShrI { signed } => zip(a, b()?, |x, y| n::shri(x, y, w, signed)),
        Op::AbsI => Tile::ints(a.shape.clone(), a.elem, a.i().iter().map(|&x| n::mask(n::sext(x, w).wrapping_abs() as u64, w)).collect()),
        Op::NegI => Tile::ints(a.shape.clone(), a.elem, a.i().iter().map(|&x| n::mask(x.wrapping_neg(), w)).collect()),
        _ => unreachable!(),
    })
}
