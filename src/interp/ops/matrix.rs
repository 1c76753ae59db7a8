//! Matrix multiply-accumulate: mmaf, mmaf_scaled and mmai.
//!
//! mmaf sums the products of each (i, j) in f64, in increasing k, onto the
//! accumulator, and rounds once to the accumulator's kind (products of f16,
//! bf16, tf32 and f32 inputs are exact in f64). The chapter fixes no order or
//! intermediate precision; this choice is the deterministic, most precise one.
//! mmaf_scaled does the same with each operand element first multiplied by
//! its block's scale (13.3 §2.6); those products, and the products of two
//! scaled elements, are exact in f64 (at most 4 + 4 significand bits each).
//! A NaN scale (f8E8M0FNU 0xFF) makes every sum it enters NaN.

use super::super::exec::Machine;
use super::super::numerics::{self as n, FloatKind};
use super::super::program::{Inst, Op};
use super::super::value::{Data, Tile};
use super::super::Error;
use super::float::round_ne;
use super::result_tile;

/// (batch, m, k, n) of operands shaped [B x] M x K and [B x] K x N.
fn dims(a: &Tile, b: &Tile) -> Result<(usize, usize, usize, usize), Error> {
    let r = a.shape.len();
    if r != 2 && r != 3 {
        return Err(Error::new("mma operands must be 2-d or 3-d"));
    }
    let batch = if r == 3 { a.shape[0] } else { 1 };
    let (m, k, n) = (a.shape[r - 2], a.shape[r - 1], b.shape[r - 1]);
    if b.shape[r - 2] != k {
        return Err(Error::new("mma operands do not agree on K"));
    }
    Ok((batch, m, k, n))
}

/// acc[b, i, j] += sum_k a[b, i, k] * b[b, k, j], row by row so that the inner loop runs along contiguous rows.
fn matmul(a: &[f64], b: &[f64], acc: &mut [f64], (batch, m, k, n): (usize, usize, usize, usize), fused: bool) {
    for p in 0..batch {
        let (a, b, acc) = (&a[p * m * k..], &b[p * k * n..], &mut acc[p * m * n..]);
        for i in 0..m {
            let row = &mut acc[i * n..(i + 1) * n];
            for kk in 0..k {
                let x = a[i * k + kk];
                let brow = &b[kk * n..(kk + 1) * n];
                if fused {
                    for (r, &y) in row.iter_mut().zip(brow) {
                        *r = x.mul_add(y, *r);
                    }
                } else {
                    for (r, &y) in row.iter_mut().zip(brow) {
                        *r += x * y;
                    }
                }
            }
        }
    }
}

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Tile, Error> {
    let (shape, elem) = result_tile(inst, 0)?;
    let (a, b, c) = (m.tile(inst.args[0])?, m.tile(inst.args[1])?, m.tile(inst.args[2])?);
    let d = dims(a, b)?;
    Ok(match &inst.op {
        Op::MmaF => {
            let kind = elem.float_kind().unwrap();
            let mut acc = c.f().to_vec();
            // f64 inputs: products are not exact in f64, so fuse them.
            matmul(a.f(), b.f(), &mut acc, d, a.elem.float_kind() == Some(FloatKind::F64));
            for v in &mut acc {
                *v = round_ne(kind, *v);
            }
            Tile { shape, elem, data: Data::F(acc) }
        }
        Op::MmaFScaled => {
            let kind = elem.float_kind().unwrap();
            let (sa, sb) = (m.tile(inst.args[3])?, m.tile(inst.args[4])?);
            let (_, _, k, n) = d;
            let ks = sa.shape[sa.shape.len() - 1];
            if ks == 0 || k % ks != 0 {
                return Err(Error::new(format!("mmaf_scaled: {ks} scales do not divide K = {k}")));
            }
            let v = k / ks;
            // lhs element (row, kk) takes lhs_scale[row, kk / v]; rhs element
            // (bk, j), bk = batch * K + kk, takes rhs_scale[batch * Ks + kk / v, j].
            let x: Vec<f64> = a.f().iter().enumerate().map(|(p, &x)| x * sa.f()[p / k * ks + p % k / v]).collect();
            let y: Vec<f64> = b
                .f()
                .iter()
                .enumerate()
                .map(|(p, &y)| {
                    let (bk, j) = (p / n, p % n);
                    y * sb.f()[(bk / k * ks + bk % k / v) * n + j]
                })
                .collect();
            let mut acc = c.f().to_vec();
            matmul(&x, &y, &mut acc, d, false);
            for v in &mut acc {
                *v = round_ne(kind, *v);
            }
            Tile { shape, elem, data: Data::F(acc) }
        }
        &Op::MmaI { lhs_signed, rhs_signed } => {
            let read = |t: &Tile, signed: bool| -> Vec<f64> {
                t.i().iter().map(|&x| if signed { n::sext(x, 8) as f64 } else { x as f64 }).collect()
            };
            let (x, y) = (read(a, lhs_signed), read(b, rhs_signed));
            // Products of i8 are below 2^16 and K is a tile extent: every
            // partial sum is an exact integer in f64.
            let mut acc = vec![0.0; c.len()];
            matmul(&x, &y, &mut acc, d, false);
            let data = acc.iter().zip(c.i()).map(|(&s, &c0)| n::mask((s as i64).wrapping_add(n::sext(c0, 32)) as u64, 32)).collect();
            Tile { shape, elem, data: Data::I(data) }
        }
        _ => unreachable!(),
    })
}
