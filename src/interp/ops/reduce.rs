//! reduce and scan: their region applied in a fixed order.
//!
//! reduce folds each line along `dim` from index 0 upwards, starting from the
//! identity: `acc = f(x[0], identity)`, then `acc = f(x[i], acc)`; scan does
//! the same (downwards when `reverse`) and keeps every accumulator. The region
//! takes (element, accumulator) pairs, one per operand, as the chapter binds
//! them.

use super::super::exec::{Flow, Machine};
use super::super::program::Inst;
use super::super::value::{row_major, Scalar, Tile, Value};
use super::super::Error;
use super::result_tile;
use super::shape::from_scalars;

/// Runs the combining region on (element, accumulator) pairs.
fn combine(m: &mut Machine, inst: &Inst, inputs: &[std::rc::Rc<Tile>], k: usize, acc: &[Scalar]) -> Result<Vec<Scalar>, Error> {
    let mut args = Vec::with_capacity(2 * inputs.len());
    for (t, a) in inputs.iter().zip(acc) {
        args.push(Value::tile(t.get(k).to_tile(t.elem)));
        args.push(Value::tile(a.to_tile(t.elem)));
    }
    match m.region(&inst.regions[0], args)? {
        Flow::Yield(vals) => vals
            .iter()
            .map(|v| match v {
                Value::Tile(t) => Ok(t.get(0)),
                _ => Err(Error::new("the combining region yielded a non-tile")),
            })
            .collect(),
        _ => Err(Error::new("the combining region must end with yield")),
    }
}

/// Positions along `dim` of each line: (first element, step) for every line.
fn lines(shape: &[usize], dim: usize) -> Vec<(usize, usize)> {
    let strides = row_major(shape);
    let step = strides[dim];
    let outer: usize = shape[..dim].iter().product();
    let inner: usize = shape[dim + 1..].iter().product();
    let mut out = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        for i in 0..inner {
            out.push((o * shape[dim] * inner + i, step));
        }
    }
    out
}

pub fn reduce(m: &mut Machine, inst: &Inst, dim: usize, identities: &[Tile]) -> Result<Vec<Value>, Error> {
    let inputs: Vec<_> = inst.args.iter().map(|&s| m.tile(s).cloned()).collect::<Result<_, _>>()?;
    let shape = inputs[0].shape.clone();
    let mut outs: Vec<Vec<Scalar>> = vec![Vec::new(); inputs.len()];
    for (start, step) in lines(&shape, dim) {
        let mut acc: Vec<Scalar> = identities.iter().map(|t| t.get(0)).collect();
        for j in 0..shape[dim] {
            acc = combine(m, inst, &inputs, start + j * step, &acc)?;
        }
        for (o, a) in outs.iter_mut().zip(acc) {
            o.push(a);
        }
    }
    outs.into_iter()
        .enumerate()
        .map(|(i, vals)| {
            let (shape, elem) = result_tile(inst, i)?;
            Ok(Value::tile(from_scalars(shape, elem, vals)))
        })
        .collect()
}

pub fn scan(m: &mut Machine, inst: &Inst, dim: usize, reverse: bool, identities: &[Tile]) -> Result<Vec<Value>, Error> {
    let inputs: Vec<_> = inst.args.iter().map(|&s| m.tile(s).cloned()).collect::<Result<_, _>>()?;
    let shape = inputs[0].shape.clone();
    let n = inputs[0].len();
    let mut outs: Vec<Vec<Scalar>> = inputs.iter().map(|t| vec![t.get(0); n]).collect();
    for (start, step) in lines(&shape, dim) {
        let mut acc: Vec<Scalar> = identities.iter().map(|t| t.get(0)).collect();
        for j in 0..shape[dim] {
            let j = if reverse { shape[dim] - 1 - j } else { j };
            let k = start + j * step;
            acc = combine(m, inst, &inputs, k, &acc)?;
            for (o, a) in outs.iter_mut().zip(&acc) {
                o[k] = *a;
            }
        }
    }
    outs.into_iter()
        .enumerate()
        .map(|(i, vals)| {
            let (shape, elem) = result_tile(inst, i)?;
            Ok(Value::tile(from_scalars(shape, elem, vals)))
        })
        .collect()
}
