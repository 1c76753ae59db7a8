//! Memory: pointer loads and stores, alloca, atomics, tensor views and the
//! tile views over them (partition, strided, gather/scatter). Every access
//! is checked against the buffer its address falls in.
//!
//! Elements the chapter leaves unspecified (masked loads without padding,
//! view loads over the edge without `padding_value`, masked-out atomic_rmw
//! results) read as NaN for floats and 0 for integers, so that a kernel that
//! relies on them shows it.

use super::super::exec::Machine;
use super::super::numerics::{self as n, FloatKind};
use super::super::program::{Inst, Op, RmwMode};
use super::super::value::{unflatten, Elem, Layout, Num, Scalar, TensorView, Tile, TileView, Type, Value};
use super::super::Error;
use super::float::round_ne;
use super::shape::from_scalars;
use super::{result_tile, tiles};
use std::rc::Rc;

fn unspecified(elem: Elem) -> Scalar {
    if elem.is_float() {
        Scalar::F(f64::NAN)
    } else {
        Scalar::I(0)
    }
}

/// The pointee of a pointer tile that `inst` accesses memory through.
/// Pointers to f4E2M1FN are byte addresses that cannot name the odd
/// element of a byte, so the interpreter accesses f4 memory only through
/// tensor views.
fn pointee(inst: &Inst, t: &Tile) -> Result<Num, Error> {
    match t.elem {
        Elem::Ptr(Num::Float(FloatKind::F4E2M1FN)) => Err(Error::new(format!(
            "{}: the interpreter does not access f4E2M1FN memory through pointers (two elements share a byte); use a tensor_view",
            inst.name
        ))),
        Elem::Ptr(p) => Ok(p),
        e => Err(Error::new(format!("pointer tile expected, got {}", e.name()))),
    }
}

fn is_f4(num: Num) -> bool {
    num == Num::Float(FloatKind::F4E2M1FN)
}

fn tile_view(m: &Machine, slot: usize) -> Result<Rc<TileView>, Error> {
    match m.value(slot) {
        Value::View(v) => Ok(v.clone()),
        other => Err(Error::new(format!("a tile view expected, got {other:?}"))),
    }
}

/// Applies an atomic read-modify-write `mode` to the memory value `x`.
fn rmw(mode: RmwMode, num: Num, x: Scalar, arg: Scalar) -> Result<Scalar, Error> {
    Ok(match (mode, num, x, arg) {
        (RmwMode::AddF, Num::Float(k), Scalar::F(x), Scalar::F(y)) => Scalar::F(round_ne(k, x + y)),
        (RmwMode::Xchg, _, _, y) => y,
        (mode, Num::Int(w), Scalar::I(x), Scalar::I(y)) => {
            let s = |v| n::sext(v, w);
            Scalar::I(match mode {
                RmwMode::And => x & y,
                RmwMode::Or => x | y,
                RmwMode::Xor => x ^ y,
                RmwMode::Add => n::mask(x.wrapping_add(y), w),
                RmwMode::Max => if s(y) > s(x) { y } else { x },
                RmwMode::Min => if s(y) < s(x) { y } else { x },
                RmwMode::UMax => x.max(y),
                RmwMode::UMin => x.min(y),
                RmwMode::AddF | RmwMode::Xchg => unreachable!(),
            })
        }
        (mode, num, ..) => return Err(Error::new(format!("atomic mode {mode:?} does not apply to {}", num.name()))),
    })
}

/// Bitwise equality, as atomic_cas compares (floats by their encoding).
fn same_bits(num: Num, a: Scalar, b: Scalar) -> bool {
    match (num, a, b) {
        (Num::Float(k), Scalar::F(x), Scalar::F(y)) => n::encode(k, x) == n::encode(k, y),
        (_, x, y) => x == y,
    }
}

/// The address of each element of the tile at `index` of a view, or `None`
/// where the element is outside the tensor. f4E2M1FN elements, two per
/// byte, get nibble addresses (see `Memory::read_f4`). `index[i]` holds the elements of
/// index operand `i`: one, or a gather's coordinates at its sparse position.
fn view_addresses(view: &TileView, index: &[Vec<u64>]) -> Result<Vec<Option<u64>>, Error> {
    let space = view.index_space();
    if index.len() != space.len() {
        return Err(Error::new(format!("{} indices for a view of index rank {}", index.len(), space.len())));
    }
    // Per tile dimension: the tensor dimension it runs along and the
    // coordinate there of each of its positions.
    let mut along = Vec::with_capacity(view.tile.len());
    for (i, (idx, &t)) in index.iter().zip(&view.tile).enumerate() {
        let (dim, stride) = match &view.layout {
            Layout::Grid { strides, dim_map } => (dim_map[i], strides[i]),
            &Layout::Gather { sparse_dim } if i == sparse_dim => {
                // Coordinates, not an index: one past the tensor is out of bounds, not undefined.
                along.push((i, idx.clone()));
                continue;
            }
            Layout::Gather { .. } => (i, t as u64),
        };
        let origin = idx[0];
        if origin >= space[i] {
            return Err(Error::new(format!(
                "undefined behaviour: index {origin} along dimension {i} is outside the view's index space {space:?}"
            )));
        }
        along.push((dim, (0..t as u64).map(|k| origin * stride + k).collect()));
    }
    let tv = &view.view;
    let (origin, unit) = if is_f4(tv.elem) { (tv.base * 2, 1) } else { (tv.base, tv.elem.bytes() as u64) };
    let n: usize = view.tile.iter().product();
    let mut t = vec![0; view.tile.len()];
    let mut coords = vec![0u64; tv.shape.len()];
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        unflatten(k, &view.tile, &mut t);
        for (&ti, (d, xs)) in t.iter().zip(&along) {
            coords[*d] = xs[ti];
        }
        let inside = coords.iter().zip(&tv.shape).all(|(c, s)| c < s);
        out.push(inside.then(|| origin + coords.iter().zip(&tv.strides).map(|(c, s)| c * s).sum::<u64>() * unit));
    }
    Ok(out)
}

/// The elements of each index operand in `slots`.
fn indices(m: &Machine, slots: &[usize]) -> Result<Vec<Vec<u64>>, Error> {
    slots.iter().map(|&s| m.tile(s).map(|t| t.i().to_vec())).collect()
}

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Vec<Value>, Error> {
    let tok = Value::Token;
    Ok(match &inst.op {
        Op::LoadPtr => {
            let (shape, elem) = result_tile(inst, 0)?;
            let ops = tiles(m, inst)?;
            let ptrs = ops[0].clone();
            let mask = ops.get(1).map(|t| (*t).clone());
            let pad = ops.get(2).map(|t| (*t).clone());
            let num = pointee(inst, &ptrs)?;
            let mut vals = Vec::with_capacity(ptrs.len());
            for k in 0..ptrs.len() {
                let on = mask.as_ref().is_none_or(|t| t.i()[k] != 0);
                vals.push(if on {
                    m.mem.read(ptrs.i()[k], num)?
                } else {
                    pad.as_ref().map_or(unspecified(elem), |p| p.get(k))
                });
            }
            vec![Value::tile(from_scalars(shape, elem, vals)), tok]
        }
        Op::StorePtr => {
            let ops = tiles(m, inst)?;
            let (ptrs, vals) = (ops[0].clone(), ops[1].clone());
            let mask = ops.get(2).map(|t| (*t).clone());
            let num = pointee(inst, &ptrs)?;
            for k in 0..ptrs.len() {
                if mask.as_ref().is_none_or(|t| t.i()[k] != 0) {
                    m.mem.write(ptrs.i()[k], num, vals.get(k))?;
                }
            }
            vec![tok]
        }
        &Op::Alloca { num_elem } => {
            let (shape, elem) = result_tile(inst, 0)?;
            let num = match elem {
                Elem::Ptr(p) => p,
                _ => return Err(Error::new("alloca of a non-pointer type")),
            };
            // 4-bit elements pack two to a byte.
            let bytes = if num.bits() == 4 { (num_elem as usize).div_ceil(2) } else { num_elem as usize * num.bytes() };
            let base = m.mem.add("alloca", vec![0; bytes]);
            vec![Value::tile(Tile::ints(shape, elem, vec![base]))]
        }
        Op::AtomicCas => {
            let (shape, elem) = result_tile(inst, 0)?;
            let ops = tiles(m, inst)?;
            let (ptrs, cmp, val) = (ops[0].clone(), ops[1].clone(), ops[2].clone());
            let mask = ops.get(3).map(|t| (*t).clone());
            let num = pointee(inst, &ptrs)?;
            let mut out = Vec::with_capacity(ptrs.len());
            for k in 0..ptrs.len() {
                if !mask.as_ref().is_none_or(|t| t.i()[k] != 0) {
                    out.push(cmp.get(k));
                    continue;
                }
                let x = m.mem.read(ptrs.i()[k], num)?;
                if same_bits(num, x, cmp.get(k)) {
                    m.mem.write(ptrs.i()[k], num, val.get(k))?;
                }
                out.push(x);
            }
            vec![Value::tile(from_scalars(shape, elem, out)), tok]
        }
        &Op::AtomicRmw(mode) => {
            let (shape, elem) = result_tile(inst, 0)?;
            let ops = tiles(m, inst)?;
            let (ptrs, arg) = (ops[0].clone(), ops[1].clone());
            let mask = ops.get(2).map(|t| (*t).clone());
            let num = pointee(inst, &ptrs)?;
            let mut out = Vec::with_capacity(ptrs.len());
            for k in 0..ptrs.len() {
                if !mask.as_ref().is_none_or(|t| t.i()[k] != 0) {
                    out.push(unspecified(elem));
                    continue;
                }
                let x = m.mem.read(ptrs.i()[k], num)?;
                m.mem.write(ptrs.i()[k], num, rmw(mode, num, x, arg.get(k))?)?;
                out.push(x);
            }
            vec![Value::tile(from_scalars(shape, elem, out)), tok]
        }
        &Op::AtomicRedView(mode) => {
            let view = tile_view(m, inst.args[0])?;
            let rank = view.view.shape.len();
            let index = indices(m, &inst.args[1..1 + rank])?;
            let value = m.tile(inst.args[1 + rank])?.clone();
            let num = view.view.elem;
            if is_f4(num) {
                return Err(Error::new(format!("{}: no atomic mode applies to f4E2M1FN", inst.name)));
            }
            for (k, addr) in view_addresses(&view, &index)?.into_iter().enumerate() {
                if let Some(addr) = addr {
                    let x = m.mem.read(addr, num)?;
                    m.mem.write(addr, num, rmw(mode, num, x, value.get(k))?)?;
                }
            }
            vec![tok]
        }
        Op::MakeTensorView => {
            let Type::TensorView { elem, shape, strides } = &inst.types[0] else {
                return Err(Error::new("make_tensor_view of a non-tensor_view type"));
            };
            let base = m.tile(inst.args[0])?.i()[0];
            let mut dynamic = inst.args[1..].iter();
            let mut fill = |dims: &[Option<u64>]| -> Result<Vec<u64>, Error> {
                dims.iter()
                    .map(|d| match d {
                        Some(v) => Ok(*v),
                        None => {
                            let t = m.tile(*dynamic.next().ok_or_else(|| Error::new("missing dynamic extent or stride"))?)?;
                            Ok(t.i()[0])
                        }
                    })
                    .collect()
            };
            let shape = fill(shape)?;
            let strides = fill(strides)?;
            vec![Value::TensorView(Rc::new(TensorView { base, elem: *elem, shape, strides }))]
        }
        Op::MakeView => {
            let Type::View { tile, padding, layout, .. } = &inst.types[0] else {
                return Err(Error::new("a view expected as the result type"));
            };
            let view = match m.value(inst.args[0]) {
                Value::TensorView(v) => v.clone(),
                other => return Err(Error::new(format!("tensor_view expected, got {other:?}"))),
            };
            vec![Value::View(Rc::new(TileView { view, tile: tile.clone(), padding: *padding, layout: layout.clone() }))]
        }
        Op::LoadView => {
            let (shape, elem) = result_tile(inst, 0)?;
            let view = tile_view(m, inst.args[0])?;
            let index = indices(m, &inst.args[1..1 + view.view.shape.len()])?;
            let num = view.view.elem;
            let pad = match view.padding {
                Some(p) if elem.is_float() => Scalar::F(p.float()),
                Some(_) => Scalar::I(0),
                None => unspecified(elem),
            };
            let addrs = view_addresses(&view, &index)?;
            let vals = load_all(m, &addrs, num, pad)?;
            vec![Value::tile(from_scalars(shape, elem, vals)), tok]
        }
        Op::StoreView => {
            let value = m.tile(inst.args[0])?.clone();
            let view = tile_view(m, inst.args[1])?;
            let index = indices(m, &inst.args[2..2 + view.view.shape.len()])?;
            let num = view.view.elem;
            for (k, addr) in view_addresses(&view, &index)?.into_iter().enumerate() {
                match addr {
                    Some(addr) if is_f4(num) => m.mem.write_f4(addr, value.get(k))?,
                    Some(addr) => m.mem.write(addr, num, value.get(k))?,
                    None => {}
                }
            }
            vec![tok]
        }
        Op::GetIndexSpaceShape | Op::GetTensorShape => {
            let dims = match m.value(inst.args[0]) {
                Value::View(v) => v.index_space(),
                Value::TensorView(v) => v.shape.clone(),
                other => return Err(Error::new(format!("view expected, got {other:?}"))),
            };
            let mut out = Vec::new();
            for (i, d) in dims.into_iter().enumerate() {
                let (shape, elem) = result_tile(inst, i)?;
                let w = elem.int_width().unwrap_or(64);
                if w < 64 && d >> w != 0 {
                    return Err(Error::new(format!("undefined behaviour: extent {d} does not fit in i{w}")));
                }
                out.push(Value::tile(Tile::ints(shape, elem, vec![d])));
            }
            out
        }
        _ => unreachable!(),
    })
}

/// Reads every present address; absent ones take `pad`. A run of contiguous
/// addresses inside one buffer is read without locating each element.
fn load_all(m: &Machine, addrs: &[Option<u64>], num: Num, pad: Scalar) -> Result<Vec<Scalar>, Error> {
    if is_f4(num) {
        return addrs.iter().map(|a| a.map_or(Ok(pad), |a| m.mem.read_f4(a))).collect();
    }
    let bytes = num.bytes();
    let mut out = Vec::with_capacity(addrs.len());
    let mut cached: Option<(u64, u64, usize)> = None; // (first address, end address, buffer)
    for a in addrs {
        let Some(a) = *a else {
            out.push(pad);
            continue;
        };
        if let Some((lo, hi, b)) = cached {
            if a >= lo && a + bytes as u64 <= hi {
                let o = (a - lo) as usize;
                out.push(super::super::memory::decode(&m.mem.buffers[b].bytes[o..o + bytes], num));
                continue;
            }
        }
        let (b, _) = m.mem.locate(a, bytes)?;
        let lo = super::super::memory::Memory::base(b);
        cached = Some((lo, lo + m.mem.buffers[b].bytes.len() as u64, b));
        out.push(m.mem.read(a, num)?);
    }
    Ok(out)
}
