//! `tile-run`: runs one cuda_tile kernel on NumPy arrays and scalars.
//!
//!     tile-run KERNEL.mlir --grid X[,Y[,Z]] [--entry NAME] [--backend interp|gpu]
//!              [--out DIR] ARG...
//!
//! KERNEL is text or NVIDIA's bytecode. Each ARG is `FILE.npy` (an array: a
//! pointer parameter, followed by the array's extents and strides where the
//! entry takes them) or `TYPE:VALUE` (`i32:1024`, `f32:0.5`). After the run
//! every array is written back under its file name, into DIR if given; each
//! file is replaced whole (see `Array::write`), and two arrays that would land
//! in one file are an error.

use cuda_tile::interp::{self, HostArg, Program};
use cuda_tile::npy::Array;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str =
    "usage: tile-run KERNEL.mlir|KERNEL.tileirbc --grid X[,Y[,Z]] [--entry NAME] [--backend interp|gpu] [--out DIR] ARG...\n\
     ARG: FILE.npy (an array) or TYPE:VALUE (a scalar, e.g. i32:1024, f32:0.5)";

struct Options {
    kernel: String,
    grid: [u32; 3],
    entry: Option<String>,
    gpu: bool,
    out: Option<PathBuf>,
    args: Vec<String>,
}

/// The largest grid a CUDA GPU launches: x below 2^31, y and z up to 65,535.
const MAX_GRID: [u64; 3] = [(1 << 31) - 1, 65_535, 65_535];

fn parse_grid(text: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("--grid takes X[,Y[,Z]], got '{text}'"));
    }
    let mut grid = [1; 3];
    for (i, p) in parts.iter().enumerate() {
        let n: u64 = match p.trim().parse() {
            Ok(n) if n > 0 => n,
            _ => return Err(format!("--grid takes positive numbers, got '{text}'")),
        };
        if n > MAX_GRID[i] {
            return Err(format!("--grid: {} is at most {} (a GPU's limit), got {n}", ["x", "y", "z"][i], MAX_GRID[i]));
        }
        grid[i] = n as u32;
    }
    Ok(grid)
}

fn parse_args() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let (mut kernel, mut grid, mut entry, mut gpu, mut out, mut rest) = (None, None, None, false, None, Vec::new());
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| -> Result<String, String> {
            match arg.strip_prefix(flag).and_then(|r| r.strip_prefix('=')) {
                Some(v) => Ok(v.to_string()),
                None => args.next().ok_or_else(|| format!("{flag} needs a value")),
            }
        };
        if arg == "-h" || arg == "--help" {
            println!("{USAGE}");
            std::process::exit(0);
        } else if arg.starts_with("--grid") {
            grid = Some(parse_grid(&value("--grid")?)?);
        } else if arg.starts_with("--entry") {
            entry = Some(value("--entry")?);
        } else if arg.starts_with("--backend") {
            gpu = match value("--backend")?.as_str() {
                "interp" => false,
                "gpu" => true,
                other => return Err(format!("--backend takes interp or gpu, got '{other}'")),
            };
        } else if arg.starts_with("--out") {
            out = Some(PathBuf::from(value("--out")?));
        } else if arg.starts_with("--") {
            return Err(format!("unknown option '{arg}'"));
        } else if kernel.is_none() {
            kernel = Some(arg);
        } else {
            rest.push(arg);
        }
    }
    Ok(Options {
        kernel: kernel.ok_or("no kernel file")?,
        grid: grid.ok_or("--grid is required")?,
        entry,
        gpu,
        out,
        args: rest,
    })
}

fn host_args(texts: &[String]) -> Result<Vec<HostArg>, String> {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| {
            if t.ends_with(".npy") {
                let array = Array::read(Path::new(t)).map_err(|e| format!("argument {}: {e}", i + 1))?;
                Ok(HostArg::Array { name: t.clone(), array })
            } else {
                HostArg::parse_scalar(t).map_err(|e| format!("argument {}: {e}", i + 1))
            }
        })
        .collect()
}

/// Where the array argument `name` is written back.
fn destination(name: &str, out: Option<&Path>) -> PathBuf {
    match out {
        Some(dir) => dir.join(Path::new(name).file_name().unwrap_or_default()),
        None => PathBuf::from(name),
    }
}

/// Checked before the run: two different files written back to one place
/// would overwrite each other. (One file given twice comes back to itself;
/// `write_back` checks that both copies agree.)
fn check_destinations(texts: &[String], out: Option<&Path>) -> Result<(), String> {
    let arrays: Vec<(usize, &String)> = texts.iter().enumerate().filter(|(_, t)| t.ends_with(".npy")).collect();
    for (k, &(i, a)) in arrays.iter().enumerate() {
        for &(j, b) in &arrays[k + 1..] {
            let to = destination(a, out);
            if a != b && to == destination(b, out) {
                return Err(format!("arguments {} and {} ({a} and {b}) would both be written back to {}", i + 1, j + 1, to.display()));
            }
        }
    }
    Ok(())
}

fn write_back(args: &[HostArg], out: Option<&Path>) -> Result<(), String> {
    if let Some(dir) = out {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    // Every conflict is found before anything is written.
    let mut unique: Vec<(&str, &Array)> = Vec::new();
    for arg in args {
        if let HostArg::Array { name, array } = arg {
            match unique.iter().find(|(n, _)| n == name) {
                Some((_, first)) if *first != array => {
                    return Err(format!("{name} was given twice and the kernel left the two copies different; no array was written back"))
                }
                Some(_) => {}
                None => unique.push((name, array)),
            }
        }
    }
    for (name, array) in unique {
        array.write(&destination(name, out)).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The GPU backend: the kernel compiled for this GPU, launched with the
/// interpreter's binding of the arguments.
fn run_gpu(source: &str, o: &Options, args: &mut [HostArg]) -> Result<(), String> {
    use cuda_tile::runtime::{driver_available, run_host, Gpu};
    if !driver_available() {
        return Err("no CUDA driver: the gpu backend cannot run here (use --backend interp)".into());
    }
    let gpu = Gpu::open(0)?;
    run_host(&gpu, source, &o.kernel, o.entry.as_deref(), o.grid, args, &cuda_tile::CompileOptions::default())
}

fn main() -> ExitCode {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tile-run: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // Deeply nested input recurses deeply in MLIR and the interpreter: a
    // large stack (src/stack.rs).
    let result = cuda_tile::stack::with_large_stack(move || -> Result<(), String> {
        let bytes = std::fs::read(&o.kernel).map_err(|e| format!("{}: {e}", o.kernel))?;
        let source = if cuda_tile::bytecode::is_bytecode_input(Path::new(&o.kernel), &bytes) {
            cuda_tile::bytecode::to_text(&bytes).map_err(|e| format!("{}: {e}", o.kernel))?
        } else {
            String::from_utf8(bytes).map_err(|_| format!("{}: neither text nor bytecode", o.kernel))?
        };
        let program = Program::parse(&source, &o.kernel).map_err(|e| e.to_string())?;
        check_destinations(&o.args, o.out.as_deref())?;
        let mut args = host_args(&o.args)?;
        if o.gpu {
            run_gpu(&source, &o, &mut args)?;
        } else {
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            interp::run_host(&program, o.entry.as_deref(), o.grid, &mut args, &mut lock).map_err(|e| e.to_string())?;
        }
        write_back(&args, o.out.as_deref())
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tile-run: error: {e}");
            ExitCode::FAILURE
        }
    }
}
