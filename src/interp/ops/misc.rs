//! Tokens, tile block coordinates, globals, assume, assert and print_tko.
//!
//! `assume` is checked: a predicate that does not hold makes the program's
//! behaviour undefined (8.12.1), which the interpreter reports as an error
//! naming the first element that breaks it.

use super::super::exec::Machine;
use super::super::numerics as n;
use super::super::program::{Inst, Op, Predicate};
use super::super::value::{row_major, unflatten, Elem, Num, Tile, Value};
use super::super::Error;
use super::format::printf;
use super::{result_tile, tiles};

fn i32s(inst: &Inst, v: [u32; 3]) -> Result<Vec<Value>, Error> {
    (0..3)
        .map(|i| {
            let (shape, elem) = result_tile(inst, i)?;
            Ok(Value::tile(Tile::ints(shape, elem, vec![v[i] as u64])))
        })
        .collect()
}

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Vec<Value>, Error> {
    Ok(match &inst.op {
        Op::MakeToken | Op::JoinTokens => vec![Value::Token],
        Op::GetTileBlockId => i32s(inst, m.block_id)?,
        Op::GetNumTileBlocks => i32s(inst, m.grid)?,
        &Op::GetGlobal(g) => {
            let (shape, elem) = result_tile(inst, 0)?;
            vec![Value::tile(Tile::ints(shape, elem, vec![m.globals[g]]))]
        }
        Op::Assume(pred) => {
            let v = m.value(inst.args[0]).clone();
            match (&v, pred) {
                (Value::Tile(t), _) => check(pred, t)?,
                (Value::TensorView(tv), &Predicate::DivBy { divisor, .. }) if tv.base % divisor != 0 => {
                    return Err(Error::new(format!(
                        "undefined behaviour: assumed div_by<{divisor}> of a tensor_view whose base is {:#x}",
                        tv.base
                    )))
                }
                _ => {}
            }
            vec![v]
        }
        Op::Assert(message) => {
            let cond = m.tile(inst.args[0])?.clone();
            let mut idx = vec![0; cond.shape.len()];
            for (k, &c) in cond.i().iter().enumerate() {
                if c == 0 {
                    unflatten(k, &cond.shape, &mut idx);
                    let _ = writeln!(
                        m.out,
                        "assertion failed in tile block ({}, {}, {}) at element {idx:?}: {message}",
                        m.block_id[0], m.block_id[1], m.block_id[2]
                    );
                    m.assert_failures += 1;
                }
            }
            vec![]
        }
        Op::Print(format) => {
            let args: Vec<Tile> = tiles(m, inst)?.into_iter().map(|t| (**t).clone()).collect();
            let text = printf(format, &args)?;
            let _ = m.out.write_all(text.as_bytes());
            vec![Value::Token]
        }
        _ => unreachable!(),
    })
}

fn violated(t: &Tile, k: usize, what: &str) -> Error {
    let mut idx = vec![0; t.shape.len()];
    unflatten(k, &t.shape, &mut idx);
    Error::new(format!("undefined behaviour: assumed {what}, but element {idx:?} is {:#x}", t.i()[k]))
}

/// Checks an assume predicate on a tile of integers or pointers.
fn check(pred: &Predicate, t: &Tile) -> Result<(), Error> {
    let w = t.elem.int_width().unwrap_or(64);
    let signed = matches!(t.elem, Elem::Num(Num::Int(_)));
    let vals = t.i();
    match pred {
        &Predicate::DivBy { divisor, every } => {
            let step = match t.elem {
                Elem::Ptr(p) => p.bytes() as i128,
                _ => 1,
            };
            let value = |k: usize| if signed { n::sext(vals[k], w) as i128 } else { vals[k] as i128 };
            let (group, along) = every.unwrap_or((1, 0));
            let strides = row_major(&t.shape);
            let mut idx = vec![0; t.shape.len()];
            for k in 0..vals.len() {
                unflatten(k, &t.shape, &mut idx);
                let pos = idx.get(along).copied().unwrap_or(0) as u64;
                if pos % group == 0 {
                    if value(k) % divisor as i128 != 0 {
                        return Err(violated(t, k, &format!("div_by<{divisor}>")));
                    }
                } else if value(k) != value(k - strides[along]) + step {
                    return Err(violated(t, k, &format!("groups of {group} increasing by {step} along {along}")));
                }
            }
        }
        &Predicate::Bounded { lo, hi } => {
            for k in 0..vals.len() {
                let v = n::sext(vals[k], w);
                if lo.is_some_and(|lo| v < lo) || hi.is_some_and(|hi| v > hi) {
                    return Err(violated(t, k, &format!("bounded<{lo:?}, {hi:?}>")));
                }
            }
        }
        Predicate::SameElements(groups) => {
            let strides = row_major(&t.shape);
            let mut idx = vec![0; t.shape.len()];
            for k in 0..vals.len() {
                unflatten(k, &t.shape, &mut idx);
                // Compare with the first element of this element's group.
                let first: usize = idx.iter().zip(groups).zip(&strides).map(|((&i, &g), &s)| (i - i % g.max(1) as usize) * s).sum();
                if vals[first] != vals[k] {
                    return Err(violated(t, k, &format!("same_elements<{groups:?}>")));
                }
            }
        }
    }
    Ok(())
}
