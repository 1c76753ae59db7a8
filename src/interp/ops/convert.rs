//! Conversions: exti, trunci, ftof, ftoi, itof, bitcast and the pointer casts.

use super::super::exec::Machine;
use super::super::numerics::{self as n, FloatKind, Rounding};
use super::super::program::{Inst, Op};
use super::super::value::{Data, Elem, Tile};
use super::super::Error;
use super::result_tile;

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Tile, Error> {
    let a = m.tile(inst.args[0])?;
    let (shape, elem) = result_tile(inst, 0)?;
    let from_w = a.elem.int_width();
    let to_w = elem.int_width();
    let data = match &inst.op {
        &Op::ExtI { signed } => {
            let (f, t) = (from_w.unwrap(), to_w.unwrap());
            Data::I(a.i().iter().map(|&x| if signed { n::mask(n::sext(x, f) as u64, t) } else { x }).collect())
        }
        Op::TruncI => Data::I(a.i().iter().map(|&x| n::mask(x, to_w.unwrap())).collect()),
        &Op::FToF { rounding, ftz } => {
            let (f, t) = (a.elem.float_kind().unwrap(), elem.float_kind().unwrap());
            Data::F(
                a.f()
                    .iter()
                    .map(|&x| match (f, t) {
                        (FloatKind::F32, FloatKind::F64) if !ftz => x,
                        (_, FloatKind::F32) if rounding == Rounding::NearestEven && !ftz => x as f32 as f64,
                        _ => n::ftof(f, t, x, rounding, ftz),
                    })
                    .collect(),
            )
        }
        &Op::FToI { signed, rounding } => {
            let t = to_w.unwrap();
            Data::I(a.f().iter().map(|&x| n::ftoi(x, t, signed, rounding)).collect())
        }
        &Op::IToF { signed, rounding } => {
            let (f, t) = (from_w.unwrap(), elem.float_kind().unwrap());
            Data::F(a.i().iter().map(|&x| n::itof(t, x, f, signed, rounding)).collect())
        }
        Op::Bitcast => match (&a.data, elem) {
            (Data::F(v), _) if !elem.is_float() => {
                let k = a.elem.float_kind().unwrap();
                Data::I(v.iter().map(|&x| n::encode(k, x)).collect())
            }
            (Data::I(v), Elem::Num(super::super::value::Num::Float(k))) => Data::F(v.iter().map(|&x| n::decode(k, x)).collect()),
            // Between float types (f16 <-> bf16, f32 -> tf32) the bits are
            // read in the other format: tf32 drops f32's 13 low fraction bits.
            (Data::F(v), Elem::Num(super::super::value::Num::Float(to))) => {
                let from = a.elem.float_kind().unwrap();
                Data::F(v.iter().map(|&x| n::decode(to, n::encode(from, x))).collect())
            }
            (d, _) => d.clone(),
        },
        Op::PtrCast => a.data.clone(),
        _ => unreachable!(),
    };
    Ok(Tile { shape, elem, data })
}
