//! `cuda_tile_oss._native`: the compiler and the reference interpreter for
//! Python (the package's `__init__.py` wraps these in its API: NumPy arrays
//! in and out, exceptions).

use cuda_tile::bytecode;
use cuda_tile::compile::{DebugInfo, Remarks};
use cuda_tile::interp::{self, Elem, HostArg, Program, Type};
use cuda_tile::npy::{Array, Dtype};
use cuda_tile::{CompileOptions, Emit};
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

create_exception!(_native, TileError, PyException, "A kernel failed to parse, verify, compile or run.");

/// Kernel text from text or bytecode (told apart by bytecode's magic).
fn source_text(source: &[u8], name: &str) -> PyResult<String> {
    if bytecode::is_bytecode_input(std::path::Path::new(name), source) {
        return bytecode::to_text(source).map_err(|e| TileError::new_err(format!("{name}: {e}")));
    }
    String::from_utf8(source.to_vec()).map_err(|_| TileError::new_err(format!("{name}: neither text nor bytecode")))
}

/// Compiles `source` (text or bytecode) as tile-compile does: a dict of
/// `nvvm`, `llvm`, `ptx` (str or None), `cubin` (bytes or None), `kernels`
/// (their launch facts) and `remarks`.
#[pyfunction]
#[pyo3(signature = (source, name, gpu, opt_level, emit, num_warps, debug, remarks))]
#[allow(clippy::too_many_arguments)]
fn compile<'py>(
    py: Python<'py>,
    source: &[u8],
    name: &str,
    gpu: &str,
    opt_level: u8,
    emit: &str,
    num_warps: u32,
    debug: &str,
    remarks: &str,
) -> PyResult<Bound<'py, PyDict>> {
    cuda_tile::target::gpu::check(gpu).map_err(PyValueError::new_err)?;
    if opt_level > 3 {
        return Err(PyValueError::new_err(format!("opt_level takes 0 to 3, got {opt_level}")));
    }
    let emit = Emit::parse(emit).ok_or_else(|| PyValueError::new_err(format!("emit takes cubin, ptx, llvm or nvvm, got '{emit}'")))?;
    let debug_info = match debug {
        "none" => DebugInfo::None,
        "lineinfo" => DebugInfo::LineInfo,
        "full" => DebugInfo::Full,
        _ => return Err(PyValueError::new_err(format!("debug takes none, lineinfo or full, got '{debug}'"))),
    };
    let remarks = Remarks::parse(remarks)
        .ok_or_else(|| PyValueError::new_err(format!("remarks takes none, all, memory or tensorcore, got '{remarks}'")))?;
    let text = source_text(source, name)?;
    let options = CompileOptions { gpu_name: gpu.into(), opt_level, num_warps, debug_info, remarks };
    let name = name.to_string();
    let compiled = py
        .detach(|| cuda_tile::stack::with_large_stack(move || cuda_tile::compile(&text, &name, &options, emit).map_err(|e| e.to_string())))
        .map_err(TileError::new_err)?;
    let out = PyDict::new(py);
    out.set_item("nvvm", compiled.nvvm)?;
    out.set_item("llvm", compiled.llvm)?;
    out.set_item("ptx", compiled.ptx)?;
    out.set_item("cubin", compiled.cubin.map(|c| PyBytes::new(py, &c).unbind()))?;
    let kernels = compiled
        .kernels
        .iter()
        .map(|k| {
            let d = PyDict::new(py);
            d.set_item("name", &k.name)?;
            d.set_item("threads_per_block", k.threads_per_block)?;
            d.set_item("cluster_dims", k.cluster_dims.to_vec())?;
            d.set_item("dynamic_shared_bytes", k.dynamic_shared_bytes)?;
            Ok(d)
        })
        .collect::<PyResult<Vec<_>>>()?;
    out.set_item("kernels", kernels)?;
    out.set_item("remarks", compiled.remarks)?;
    Ok(out)
}

/// A kernel argument from Python: an array (NumPy descr, shape, C-order
/// bytes) or a number.
#[derive(FromPyObject)]
enum PyArg {
    Array(String, Vec<usize>, Vec<u8>),
    Bool(bool),
    Int(i128),
    Float(f64),
}

/// The scalar a Python number is as the parameter it fills (rank-0 tile of
/// `param`'s type): what `tile-run` would take as `TYPE:VALUE`.
fn typed_scalar(arg: &PyArg, param: &Type, index: usize) -> Result<HostArg, Failure> {
    let bad = |m: String| Failure::Argument(format!("argument {index}{m}"));
    let Type::Tile { shape, elem: Elem::Num(num) } = param else {
        return Err(bad(format!(" is a number, but its parameter is {param}")));
    };
    if !shape.is_empty() {
        return Err(bad(format!(" is a number, but its parameter is {param}")));
    }
    let ty = num.name();
    let value = match (arg, num) {
        (PyArg::Bool(b), interp::Num::Int(_)) => b.to_string(),
        (PyArg::Int(i), interp::Num::Int(_)) => i.to_string(),
        (PyArg::Int(i), interp::Num::Float(_)) => format!("{i}"),
        (PyArg::Float(f), interp::Num::Float(_)) => format!("{f:e}"),
        (PyArg::Float(f), interp::Num::Int(_)) => return Err(bad(format!(" is the float {f}, but its parameter is {ty}"))),
        _ => return Err(bad(format!(" is a {}, but its parameter is {ty}", kind(arg)))),
    };
    HostArg::parse_scalar(&format!("{ty}:{value}")).map_err(|e| bad(format!(": {e}")))
}

fn kind(arg: &PyArg) -> &'static str {
    match arg {
        PyArg::Array(..) => "array",
        PyArg::Bool(_) => "bool",
        PyArg::Int(_) => "int",
        PyArg::Float(_) => "float",
    }
}

/// The host arguments of `args` for `entry`'s parameters: arrays as they
/// are, numbers typed as the parameters they fill (laid out as
/// `interp::bind` lays them out).
fn host_args(entry: &interp::Entry, args: &[PyArg]) -> Result<Vec<HostArg>, Failure> {
    let mut host = Vec::new();
    for (i, arg) in args.iter().enumerate() {
        host.push(match arg {
            PyArg::Array(descr, shape, data) => {
                let dtype = Dtype::parse(descr).map_err(|e| Failure::Argument(format!("argument {}: {e}", i + 1)))?;
                if shape.iter().product::<usize>() * dtype.size() != data.len() {
                    return Err(Failure::Argument(format!("argument {}: {} bytes for shape {shape:?}", i + 1, data.len())));
                }
                HostArg::Array { name: format!("a {} array of shape {shape:?}", dtype.descr()), array: Array { dtype, shape: shape.clone(), data: data.clone() } }
            }
            // A placeholder until its parameter is known.
            _ => HostArg::parse_scalar("i32:0").expect("a valid scalar"),
        });
    }
    // Where the layout fails, bind() says so with the entry's parameters.
    let Some(plan) = interp::argument_plan(&entry.params, &host) else { return Ok(host) };
    let mut p = 0;
    for (i, (arg, expanded)) in args.iter().zip(plan).enumerate() {
        if !matches!(arg, PyArg::Array(..)) {
            host[i] = typed_scalar(arg, &entry.params[p], i + 1)?;
        }
        p += 1 + if expanded { 2 * host_rank(&host[i]) } else { 0 };
    }
    Ok(host)
}

/// Why a run failed: its arguments (a ValueError in Python) or the kernel
/// (TileError).
enum Failure {
    Argument(String),
    Tile(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Tile(message)
    }
}

fn host_rank(arg: &HostArg) -> usize {
    match arg {
        HostArg::Array { array, .. } => array.shape.len(),
        HostArg::Scalar(..) => 0,
    }
}

/// Runs entry `entry` (None: the module's only one) of `source` on a grid
/// of tile blocks with the reference interpreter, or on the GPU with
/// `gpu = True`. Returns what the kernel printed and each array argument's
/// bytes afterwards (in order).
#[pyfunction]
#[pyo3(signature = (source, name, grid, args, entry, gpu))]
fn run<'py>(
    py: Python<'py>,
    source: &[u8],
    name: &str,
    grid: [u32; 3],
    args: Vec<PyArg>,
    entry: Option<String>,
    gpu: bool,
) -> PyResult<(String, Vec<Bound<'py, PyBytes>>)> {
    if grid.iter().any(|&g| g == 0) || grid[0] >= 1 << 31 || grid[1] > 65_535 || grid[2] > 65_535 {
        return Err(PyValueError::new_err(format!(
            "grid {grid:?}: each dimension at least 1, x below 2^31, y and z at most 65,535 (a GPU's limits)"
        )));
    }
    let text = source_text(source, name)?;
    let name = name.to_string();
    let result = py.detach(move || {
        cuda_tile::stack::with_large_stack(move || -> Result<(String, Vec<HostArg>), Failure> {
            let program = Program::parse(&text, &name).map_err(|e| e.to_string())?;
            let entry_fn = program.entry(entry.as_deref()).map_err(|e| e.to_string())?;
            let mut host = host_args(entry_fn, &args)?;
            let mut printed = Vec::new();
            if gpu {
                use cuda_tile::runtime::{driver_available, run_host, Gpu};
                if !driver_available() {
                    return Err(Failure::Tile("no CUDA driver: the gpu backend cannot run here (use backend=\"interp\")".into()));
                }
                let device = Gpu::open(0)?;
                run_host(&device, &text, &name, entry.as_deref(), grid, &mut host, &CompileOptions::default())?;
            } else {
                // Arguments that do not fit the entry are the caller's error.
                let interp::Bound { mut mem, values } =
                    interp::bind(entry_fn, &host).map_err(|e| Failure::Argument(e.to_string()))?;
                interp::run(&program, entry_fn, grid, &values, &mut mem, &mut printed).map_err(|e| e.to_string())?;
                interp::unbind(&mut mem, &mut host);
            }
            Ok((String::from_utf8_lossy(&printed).into_owned(), host))
        })
    });
    let (printed, host) = result.map_err(|f| match f {
        Failure::Argument(m) => PyValueError::new_err(m),
        Failure::Tile(m) => TileError::new_err(m),
    })?;
    let arrays = host
        .iter()
        .filter_map(|a| match a {
            HostArg::Array { array, .. } => Some(PyBytes::new(py, &array.data)),
            HostArg::Scalar(..) => None,
        })
        .collect();
    Ok((printed, arrays))
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add("TileError", m.py().get_type::<TileError>())?;
    Ok(())
}
