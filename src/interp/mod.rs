//! The reference interpreter: executes cuda_tile kernels on the host, op by
//! op as the operation chapter defines them, over the whole grid of tile
//! blocks. Every backend is checked against it.
//!
//! A module is parsed and translated once ([`Program::parse`]) into an
//! executable tree whose operands are frame slots; [`run`] then executes an
//! entry for every tile block of a grid, in x-fastest order, one after the
//! other (so atomics are applied one element at a time and tokens impose no
//! reordering: everything runs in program order); [`call`] runs a function
//! that is not a kernel (`testing$func`) on argument values and returns its
//! results. Global memory is a set of host buffers ([`Memory`]). [`run_host`]
//! does what `tile-run` does: binds NumPy arrays and scalars to an entry's
//! parameters with the calling convention of NVIDIA's front end, runs, and
//! leaves the arrays updated.
//!
//! Undefined behaviour the chapter names (an index outside a view's index
//! space, an access outside every buffer, a pointer offset that overflows,
//! integer division by zero, an `assume` that does not hold) stops the run
//! with an [`Error`] naming the operation, instead of computing something.

mod exec;
pub mod memory;
pub mod numerics;
pub mod ops;
pub mod program;
pub mod value;

pub use memory::Memory;
pub use program::{Entry, Program};
pub use value::{Elem, Num, Scalar, Tile, Type, Value};

use crate::npy::{Array, Dtype};
use std::fmt;
use std::io::Write;

/// Why a kernel could not be loaded or run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl Error {
    pub fn new(msg: impl Into<String>) -> Error {
        Error(msg.into())
    }

    /// Prefixes the location and name of the operation that failed, once:
    /// an error inside a region already names its innermost operation.
    pub(crate) fn at(self, loc: &str, name: &str) -> Error {
        if self.0.starts_with(loc) || self.0.contains(": cuda_tile.") {
            self
        } else {
            Error(format!("{loc}: {name}: {}", self.0))
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// Allocates the program's globals in `mem`, initialised; their base addresses.
fn alloc_globals(program: &Program, mem: &mut Memory) -> Vec<u64> {
    let mut globals = Vec::new();
    for g in &program.globals {
        let num = match g.init.elem {
            Elem::Num(n) => n,
            Elem::Ptr(_) => Num::Int(64),
        };
        let mut bytes = vec![0u8; g.init.len() * num.bytes()];
        for k in 0..g.init.len() {
            memory::encode(&mut bytes[k * num.bytes()..(k + 1) * num.bytes()], num, g.init.get(k));
        }
        globals.push(mem.add(format!("@{}", g.name), bytes));
    }
    globals
}

/// Runs `entry` of `program` on every tile block of `grid`, with `args`
/// bound to its parameters. Globals are allocated in `mem` first; print_tko
/// and assert messages go to `out`.
pub fn run(program: &Program, entry: &Entry, grid: [u32; 3], args: &[Value], mem: &mut Memory, out: &mut dyn Write) -> Result<(), Error> {
    if args.len() != entry.params.len() {
        return Err(Error::new(format!("the entry takes {} arguments, {} given", entry.params.len(), args.len())));
    }
    if grid.contains(&0) {
        return Err(Error::new(format!("grid {grid:?} has no tile blocks")));
    }
    let globals = alloc_globals(program, mem);
    let mut machine =
        exec::Machine { mem, out, grid, block_id: [0; 3], globals: &globals, frame: Vec::new(), assert_failures: 0 };
    for z in 0..grid[2] {
        for y in 0..grid[1] {
            for x in 0..grid[0] {
                machine.block_id = [x, y, z];
                machine
                    .run_entry(entry, args)
                    .map_err(|e| Error(format!("{e}\n  in tile block ({x}, {y}, {z})")))?;
            }
        }
    }
    if machine.assert_failures > 0 {
        return Err(Error::new(format!("{} assertion(s) failed", machine.assert_failures)));
    }
    Ok(())
}

/// Calls the non-kernel function `name` (`testing$func`, `experimental$func`)
/// once, as a single tile block (0, 0, 0) of a 1x1x1 grid, with `args` bound
/// to its parameters; returns the operands of the `return` that ends it,
/// wherever that `return` stands (inside `if`s included).
/// Globals are allocated in `mem` first; print_tko and assert messages go to `out`.
pub fn call(program: &Program, name: &str, args: &[Value], mem: &mut Memory, out: &mut dyn Write) -> Result<Vec<Value>, Error> {
    let function = program.function(name)?;
    if args.len() != function.params.len() {
        return Err(Error::new(format!("'{name}' takes {} arguments, {} given", function.params.len(), args.len())));
    }
    let globals = alloc_globals(program, mem);
    let mut machine =
        exec::Machine { mem, out, grid: [1; 3], block_id: [0; 3], globals: &globals, frame: Vec::new(), assert_failures: 0 };
    let results = machine.run_entry(function, args).map_err(|e| Error(format!("{e}\n  in a call of '{name}'")))?;
    if machine.assert_failures > 0 {
        return Err(Error::new(format!("{} assertion(s) failed", machine.assert_failures)));
    }
    Ok(results)
}

/// An argument given on the host: an array (by the name errors use) or a scalar.
#[derive(Clone, Debug)]
pub enum HostArg {
    Array { name: String, array: Array },
    Scalar(Num, Scalar),
}

impl HostArg {
    /// `TYPE:VALUE`, e.g. `i32:1024`, `f32:0.5`, `i1:true`.
    pub fn parse_scalar(text: &str) -> Result<HostArg, Error> {
        let (ty, v) = text.split_once(':').ok_or_else(|| Error::new(format!("'{text}' is neither FILE.npy nor TYPE:VALUE")))?;
        let num = Num::parse(ty).ok_or_else(|| Error::new(format!("unknown scalar type '{ty}' in '{text}'")))?;
        let bad = || Error::new(format!("'{v}' is not a valid {ty} value"));
        let scalar = match num {
            Num::Float(k) => {
                let x: f64 = v.parse().map_err(|_| bad())?;
                Scalar::F(numerics::round(k, x, numerics::Rounding::NearestEven, false))
            }
            Num::Int(w) => {
                let x: i128 = match v {
                    "true" => 1,
                    "false" => 0,
                    _ if v.starts_with("0x") => i128::from_str_radix(&v[2..], 16).map_err(|_| bad())?,
                    _ => v.parse().map_err(|_| bad())?,
                };
                if x < -(1i128 << (w - 1)) && w > 1 || x >= (1i128 << w) {
                    return Err(Error::new(format!("{x} does not fit in {ty}")));
                }
                Scalar::I(numerics::mask(x as u64, w))
            }
        };
        Ok(HostArg::Scalar(num, scalar))
    }
}

/// Whether an array of `dtype` can back a pointer to `num`.
fn fits(dtype: Dtype, num: Num) -> bool {
    use numerics::FloatKind as K;
    match num {
        Num::Float(K::F16) => dtype == Dtype::F(2),
        Num::Float(K::F32) | Num::Float(K::TF32) => dtype == Dtype::F(4),
        Num::Float(K::F64) => dtype == Dtype::F(8),
        // No NumPy dtype for these: their bits, as unsigned integers.
        Num::Float(K::BF16) => dtype == Dtype::U(2),
        Num::Float(K::F8E4M3FN) | Num::Float(K::F8E5M2) | Num::Float(K::F8E8M0FNU) => dtype == Dtype::U(1),
        // Bytes holding two elements each, element 2k in the low nibble.
        Num::Float(K::F4E2M1FN) => dtype == Dtype::U(1),
        Num::Int(1) => matches!(dtype, Dtype::Bool | Dtype::I(1) | Dtype::U(1)),
        Num::Int(w) => dtype == Dtype::I(w as usize / 8) || dtype == Dtype::U(w as usize / 8),
    }
}

fn is_int_scalar(t: &Type) -> bool {
    matches!(t, Type::Tile { shape, elem: Elem::Num(Num::Int(w)) } if shape.is_empty() && *w > 1)
}

/// How host arguments map onto an entry's parameters, as [`bind`] lays
/// them out: for each argument, whether (an array) its extents and strides
/// follow its pointer. None where they cannot.
pub fn argument_plan(params: &[Type], args: &[HostArg]) -> Option<Vec<bool>> {
    plan(params, args, 0, 0)
}

/// How host arguments map onto parameters: for each, its first parameter and
/// whether (arrays) its extents and strides follow.
fn plan(params: &[Type], args: &[HostArg], a: usize, p: usize) -> Option<Vec<bool>> {
    if a == args.len() {
        return (p == params.len()).then(Vec::new);
    }
    match &args[a] {
        HostArg::Scalar(..) => plan(params, args, a + 1, p + 1).map(|mut v| {
            v.insert(0, false);
            v
        }),
        HostArg::Array { array, .. } => {
            let rank = array.shape.len();
            let expanded = p + 1 + 2 * rank <= params.len() && params[p + 1..p + 1 + 2 * rank].iter().all(is_int_scalar);
            if expanded {
                if let Some(mut v) = plan(params, args, a + 1, p + 1 + 2 * rank) {
                    v.insert(0, true);
                    return Some(v);
                }
            }
            plan(params, args, a + 1, p + 1).map(|mut v| {
                v.insert(0, false);
                v
            })
        }
    }
}

/// Host arguments laid out on an entry's parameters: a buffer per array
/// (buffer `i` is array argument `i`, in order) and a value per parameter.
pub struct Bound {
    pub mem: Memory,
    pub values: Vec<Value>,
}

/// Binds host arguments to `entry`'s parameters as `tile-run` does: each
/// array becomes a buffer whose pointer fills a `tile<ptr<T>>` parameter,
/// followed by its extents and then its strides (in elements) as rank-0
/// integer tiles where the entry takes them; each scalar fills one rank-0
/// parameter.
pub fn bind(entry: &Entry, args: &[HostArg]) -> Result<Bound, Error> {
    let params = &entry.params;
    let expand = plan(params, args, 0, 0).ok_or_else(|| {
        let described: Vec<String> = params.iter().enumerate().map(|(i, t)| format!("  %arg{i}: {t}")).collect();
        Error::new(format!(
            "the {} arguments given do not match the parameters of '{}' (an array fills a pointer, optionally followed by its extents and strides; a scalar fills one parameter):\n{}",
            args.len(),
            entry.name,
            described.join("\n")
        ))
    })?;
    let mut mem = Memory::new();
    let mut values = Vec::new();
    for (i, (arg, &expanded)) in args.iter().zip(&expand).enumerate() {
        let p = values.len();
        let param = &params[p];
        match arg {
            HostArg::Scalar(num, v) => match param {
                Type::Tile { shape, elem: Elem::Num(n) } if shape.is_empty() && n == num => {
                    values.push(Value::tile(v.to_tile(Elem::Num(*n))));
                }
                _ => {
                    return Err(Error::new(format!(
                        "argument {} is a {} scalar, but parameter %arg{p} of '{}' is {param}",
                        i + 1,
                        num.name(),
                        entry.name
                    )))
                }
            },
            HostArg::Array { name, array } => {
                let elem = match param {
                    Type::Tile { shape, elem: Elem::Ptr(n) } if shape.is_empty() => *n,
                    _ => {
                        return Err(Error::new(format!(
                            "argument {} ({name}) is an array, but parameter %arg{p} of '{}' is {param}",
                            i + 1,
                            entry.name
                        )))
                    }
                };
                if !fits(array.dtype, elem) {
                    return Err(Error::new(format!(
                        "argument {} ({name}) holds {}, but parameter %arg{p} of '{}' points to {}",
                        i + 1,
                        array.dtype.descr(),
                        entry.name,
                        elem.name()
                    )));
                }
                let base = mem.add(name.clone(), array.data.clone());
                values.push(Value::tile(Tile::scalar_int(Elem::Ptr(elem), base)));
                if expanded {
                    let strides = value::row_major(&array.shape);
                    for &d in array.shape.iter().chain(&strides) {
                        let ty = &params[values.len()];
                        let (_, e) = ty.tile().unwrap();
                        let w = e.int_width().unwrap();
                        if w < 64 && (d as u64) >> (w - 1) != 0 {
                            return Err(Error::new(format!(
                                "argument {} ({name}): extent or stride {d} does not fit in parameter %arg{} ({ty})",
                                i + 1,
                                values.len()
                            )));
                        }
                        values.push(Value::tile(Tile::scalar_int(e, d as u64)));
                    }
                }
            }
        }
    }
    Ok(Bound { mem, values })
}

/// Copies buffer `i` of `mem` back into array argument `i`.
pub fn unbind(mem: &mut Memory, args: &mut [HostArg]) {
    let mut next = mem.buffers.iter_mut();
    for arg in args.iter_mut() {
        if let HostArg::Array { array, .. } = arg {
            array.data = std::mem::take(&mut next.next().unwrap().bytes);
        }
    }
}

/// Runs an entry on host arguments, as `tile-run` does ([`bind`]); the
/// arrays hold the buffers' contents afterwards.
pub fn run_host(
    program: &Program,
    entry: Option<&str>,
    grid: [u32; 3],
    args: &mut [HostArg],
    out: &mut dyn Write,
) -> Result<(), Error> {
    let entry = program.entry(entry)?;
    let Bound { mut mem, values } = bind(entry, args)?;
    run(program, entry, grid, &values, &mut mem, out)?;
    unbind(&mut mem, args);
    Ok(())
}
