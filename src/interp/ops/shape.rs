//! Tile construction and re-indexing: broadcast, cat, extract,
//! iota, offset, pack, unpack, permute, reshape, select.

use super::super::exec::Machine;
use super::super::memory;
use super::super::numerics as n;
use super::super::program::{Inst, Op};
use super::super::value::{row_major, unflatten, Data, Elem, Num, Scalar, Tile};
use super::super::Error;
use super::result_tile;

/// A tile of `shape` whose element at multi-index `r` is `src`'s at the
/// multi-index `source` writes for it.
fn remap(src: &Tile, shape: Vec<usize>, source: impl Fn(&[usize], &mut [usize])) -> Tile {
    let strides = row_major(&src.shape);
    let mut r = vec![0; shape.len()];
    let mut s = vec![0; src.shape.len()];
    let shape2 = shape.clone();
    src.gather(shape, |k| {
        unflatten(k, &shape2, &mut r);
        source(&r, &mut s);
        s.iter().zip(&strides).map(|(i, st)| i * st).sum()
    })
}

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Tile, Error> {
    let (shape, elem) = result_tile(inst, 0)?;
    if let Op::Iota = inst.op {
        let w = elem.int_width().unwrap_or(64);
        return Ok(Tile::ints(shape.clone(), elem, (0..shape[0] as u64).map(|i| n::mask(i, w)).collect()));
    }
    let a = m.tile(inst.args[0])?;
    Ok(match &inst.op {
        Op::Broadcast => {
            let src = a.shape.clone();
            remap(a, shape, |r, s| {
                for d in 0..r.len() {
                    s[d] = if src[d] == 1 { 0 } else { r[d] };
                }
            })
        }
        &Op::Cat { dim } => {
            let b = m.tile(inst.args[1])?;
            let split = a.shape[dim];
            let (sa, sb) = (row_major(&a.shape), row_major(&b.shape));
            let mut r = vec![0; shape.len()];
            let n: usize = shape.iter().product();
            let mut out = Vec::with_capacity(n);
            for k in 0..n {
                unflatten(k, &shape, &mut r);
                out.push(if r[dim] < split {
                    a.get(r.iter().zip(&sa).map(|(i, s)| i * s).sum())
                } else {
                    r[dim] -= split;
                    b.get(r.iter().zip(&sb).map(|(i, s)| i * s).sum())
                });
            }
            from_scalars(shape, elem, out)
        }
        Op::Extract => {
            let mut offsets = Vec::new();
            for (d, &slot) in inst.args[1..].iter().enumerate() {
                let i = m.tile(slot)?.i()[0];
                if (i + 1) * shape[d] as u64 > a.shape[d] as u64 {
                    return Err(Error::new(format!(
                        "undefined behaviour: slice {i} of extent {} along dimension {d} is outside the source (extent {})",
                        shape[d], a.shape[d]
                    )));
                }
                offsets.push(i as usize * shape[d]);
            }
            remap(a, shape, |r, s| {
                for d in 0..r.len() {
                    s[d] = offsets[d] + r[d];
                }
            })
        }
        Op::Offset => {
            let off = m.tile(inst.args[1])?;
            let w = off.elem.int_width().unwrap();
            let bytes = match a.elem {
                Elem::Ptr(p) if p.bits() == 4 => {
                    return Err(Error::new(format!("{}: a byte address cannot step by half a byte (ptr<{}>)", inst.name, p.name())))
                }
                Elem::Ptr(p) => p.bytes() as i64,
                _ => return Err(Error::new("offset of a non-pointer tile")),
            };
            let mut data = Vec::with_capacity(a.len());
            for (&p, &o) in a.i().iter().zip(off.i()) {
                let delta = n::sext(o, w).checked_mul(bytes);
                let q = delta.and_then(|d| p.checked_add_signed(d));
                data.push(q.ok_or_else(|| Error::new(format!("undefined behaviour: pointer {p:#x} offset by {} elements overflows", n::sext(o, w))))?);
            }
            Tile::ints(a.shape.clone(), a.elem, data)
        }
        Op::Pack => {
            let num = match a.elem {
                Elem::Num(num) => num,
                _ => return Err(Error::new("pack of a pointer tile")),
            };
            if num.bits() == 4 {
                // Element 2k in the low nibble, 2k+1 in the high (13.3 §1.1).
                let nib = |k: usize| nibble(num, a.get(k));
                let bytes = (0..a.len() / 2).map(|k| nib(2 * k) | nib(2 * k + 1) << 4).collect();
                return Ok(Tile::ints(shape, elem, bytes));
            }
            let mut bytes = vec![0u8; a.len() * num.bytes()];
            for k in 0..a.len() {
                memory::encode(&mut bytes[k * num.bytes()..(k + 1) * num.bytes()], num, a.get(k));
            }
            Tile::ints(shape, elem, bytes.into_iter().map(u64::from).collect())
        }
        Op::Unpack => {
            let num = match elem {
                Elem::Num(num) => num,
                _ => return Err(Error::new("unpack to a pointer tile")),
            };
            let bytes: Vec<u8> = a.i().iter().map(|&b| b as u8).collect();
            let vals = if num.bits() == 4 {
                bytes.iter().flat_map(|&b| [b & 0xf, b >> 4]).map(|x| of_nibble(num, x as u64)).collect()
            } else {
                bytes.chunks(num.bytes()).map(|c| memory::decode(c, num)).collect()
            };
            from_scalars(shape, elem, vals)
        }
        Op::Permute(perm) => {
            let perm = perm.clone();
            remap(a, shape, move |r, s| {
                for (i, &p) in perm.iter().enumerate() {
                    s[p] = r[i];
                }
            })
        }
        Op::Reshape => Tile { shape, elem, data: a.data.clone() },
        Op::Select => {
            let (x, y) = (m.tile(inst.args[1])?, m.tile(inst.args[2])?);
            let c = a.i();
            let data = match (&x.data, &y.data) {
                (Data::F(x), Data::F(y)) => Data::F((0..c.len()).map(|k| if c[k] != 0 { x[k] } else { y[k] }).collect()),
                (Data::I(x), Data::I(y)) => Data::I((0..c.len()).map(|k| if c[k] != 0 { x[k] } else { y[k] }).collect()),
                _ => return Err(Error::new("select of tiles of different kinds")),
            };
            Tile { shape, elem, data }
        }
        _ => unreachable!(),
    })
}

/// The 4-bit code of an i4 or f4E2M1FN element.
fn nibble(num: Num, v: Scalar) -> u64 {
    match (num, v) {
        (Num::Float(k), Scalar::F(x)) => n::encode(k, x),
        (_, Scalar::I(x)) => x & 0xf,
        (num, v) => unreachable!("{v:?} as {num:?}"),
    }
}

fn of_nibble(num: Num, bits: u64) -> Scalar {
    match num {
        Num::Float(k) => Scalar::F(n::decode(k, bits)),
        Num::Int(_) => Scalar::I(bits),
    }
}

pub fn from_scalars(shape: Vec<usize>, elem: Elem, vals: Vec<Scalar>) -> Tile {
    let data = if matches!(elem, Elem::Num(Num::Float(_))) {
        Data::F(vals.into_iter().map(|v| if let Scalar::F(x) = v { x } else { unreachable!() }).collect())
    } else {
        Data::I(vals.into_iter().map(|v| if let Scalar::I(x) = v { x } else { unreachable!() }).collect())
    };
    Tile { shape, elem, data }
}
