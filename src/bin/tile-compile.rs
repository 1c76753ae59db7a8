//! `tile-compile`: a cuda_tile kernel to a cubin, with `tileiras`' flags.
//!
//!     tile-compile [--gpu-name=sm_90] [-O3] [-o FILE] [--emit=cubin|ptx|llvm|nvvm|bytecode]
//!                  [--bytecode-version=13.3] [--num-warps=N] [-g|--device-debug] [--lineinfo]
//!                  [--remarks[=all|memory|tensorcore|none]] [--remark-format=command-line|yaml]
//!                  [--remarks-output-file=FILE] [--version] [--list-versions]
//!                  INPUT.mlir|INPUT.tileirbc
//!
//! The input is text or NVIDIA's bytecode (told apart by the magic);
//! `--emit=bytecode` writes the input as bytecode instead of compiling it.
//! Run under the name `tileiras` (a link, scripts/cutile-bin.sh), it is a
//! stand-in for NVIDIA's compiler that cuTile can call: tileiras' command
//! line, its default output (`elf.o`) and its error format.

use cuda_tile::bytecode::{self, Version};
use cuda_tile::compile::{DebugInfo, Remarks};
use cuda_tile::{compile, CompileOptions, Emit};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: tile-compile [--gpu-name=sm_80..sm_121 (default sm_90)] [-O0..3] [-o FILE] \
[--emit=cubin|ptx|llvm|nvvm|bytecode] [--bytecode-version=13.1..13.4] [--num-warps=N (default: from the num_worker_warps_per_cta hint, else the tile sizes)] \
[-g|--device-debug] [--lineinfo] [--remarks[=all|memory|tensorcore|none]] [--remark-format=command-line|yaml] \
[--remarks-output-file=FILE] [--version] [--list-versions] INPUT.mlir|INPUT.tileirbc
(installed or linked under the name `tileiras`, it takes NVIDIA's tileiras command line: see --help there)";

const TILEIRAS_USAGE: &str = "OVERVIEW: tileiras (cuda-tile open implementation): cuda_tile bytecode to a cubin

USAGE: tileiras [options] <tile bytecode file>

OPTIONS:
  --gpu-name=<sm_XX> (--arch)       sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_100, sm_103, sm_107, sm_110, sm_120, sm_121
  -O<N>, --opt-level=<N>            0 to 3 (default 3)
  -o <file>, --output-file=<file>   output cubin (default elf.o)
  --lineinfo                        line tables from the bytecode's locations
  -g, --device-debug                full debug information
  --remarks=<category>              none, all, memory, tensorcore (also --remarks-passed/-missed/-failed/-analysis)
  --remark-format=<format>          command-line (stderr) or yaml (--remarks-output-file, default tileir_remarks.yaml)
  --host-arch=<x86_64|aarch64>, --host-os=<linux|windows>   accepted (a cubin has no host code)
  --list-versions                   the bytecode versions this compiler reads
  --version                         this compiler's version
Not supported, refused by name: --preview, -l, --sanitize, --apply-controls.";

/// How the program was called: as `tile-compile`, or under NVIDIA's name
/// (`tileiras`, through a link), which cuTile calls with tileiras' command
/// line and whose defaults (output `elf.o`) and messages follow tileiras'.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    TileCompile,
    Tileiras,
}

impl Mode {
    fn of_program() -> Mode {
        let program = std::env::args_os().next().unwrap_or_default();
        let name = std::path::Path::new(&program).file_stem().map(|s| s.to_string_lossy().into_owned());
        if name.as_deref() == Some("tileiras") {
            Mode::Tileiras
        } else {
            Mode::TileCompile
        }
    }

    fn name(self) -> &'static str {
        match self {
            Mode::TileCompile => "tile-compile",
            Mode::Tileiras => "tileiras",
        }
    }

    fn usage(self) -> &'static str {
        match self {
            Mode::TileCompile => USAGE,
            Mode::Tileiras => TILEIRAS_USAGE,
        }
    }
}

/// Where remarks go (`--remark-format`).
#[derive(Clone, PartialEq, Eq)]
enum RemarkOutput {
    CommandLine,
    Yaml(PathBuf),
}

struct Args {
    options: CompileOptions,
    emit: Emit,
    /// `--emit=bytecode`: the version to write instead of compiling.
    bytecode: Option<Version>,
    output: Option<PathBuf>,
    input: String,
    remark_output: RemarkOutput,
}

fn version_text(mode: Mode) -> String {
    format!(
        "{}: cuda-tile open implementation {} (cuda_tile bytecode {} to {} in, cubins for {})\n",
        mode.name(),
        env!("CARGO_PKG_VERSION"),
        Version::OLDEST,
        Version::NEWEST,
        cuda_tile::target::gpu::TILEIRAS_TARGETS.join(", ")
    )
}

fn parse_args(mode: Mode) -> Result<Args, String> {
    let mut options = CompileOptions::default();
    let (mut emit, mut output, mut input) = (Emit::Cubin, None, None);
    let (mut to_bytecode, mut version) = (false, Version::DEFAULT);
    let (mut remark_format, mut remark_file) = (None::<String>, None::<PathBuf>);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "-" || !arg.starts_with('-') {
            if input.replace(arg.clone()).is_some() {
                return Err("only one input file".into());
            }
            continue;
        }
        // LLVM's option syntax: `-name` or `--name`, with `=value` or the
        // value as the next argument; `-O3`, `-O 3`.
        let body = arg.trim_start_matches('-');
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let mut value = |flag: &str| -> Result<String, String> {
            match inline.clone() {
                Some(v) => Ok(v),
                None => args.next().ok_or_else(|| format!("--{flag} needs a value")),
            }
        };
        match name {
            "h" | "help" | "help-list" => {
                println!("{}", mode.usage());
                std::process::exit(0);
            }
            "version" => {
                print!("{}", version_text(mode));
                std::process::exit(0);
            }
            "list-versions" => {
                let mut v = Version::OLDEST;
                while v <= Version::NEWEST {
                    println!("{v}");
                    v = Version::new(v.major, v.minor + 1);
                }
                std::process::exit(0);
            }
            "gpu-name" | "arch" => options.gpu_name = value(name)?,
            "emit" if mode == Mode::TileCompile => {
                let v = value("emit")?;
                if v == "bytecode" {
                    to_bytecode = true;
                } else {
                    emit = Emit::parse(&v).ok_or_else(|| format!("unknown --emit={v} (cubin, ptx, llvm, nvvm or bytecode)"))?;
                }
            }
            "bytecode-version" if mode == Mode::TileCompile => {
                version = Version::parse(&value("bytecode-version")?).map_err(|e| e.message)?
            }
            "num-warps" if mode == Mode::TileCompile => {
                let v = value("num-warps")?;
                options.num_warps = v.parse().map_err(|_| format!("--num-warps needs a number, got '{v}'"))?;
            }
            "g" | "device-debug" => options.debug_info = DebugInfo::Full,
            // -g already includes the line tables.
            "lineinfo" if options.debug_info == DebugInfo::None => options.debug_info = DebugInfo::LineInfo,
            "lineinfo" => {}
            "remarks" if inline.is_none() && mode == Mode::TileCompile => options.remarks = Remarks::parse("all").unwrap(),
            "remarks" | "remarks-passed" | "remarks-missed" | "remarks-failed" | "remarks-analysis" => {
                let v = value(name)?;
                let category =
                    Remarks::parse(&v).ok_or_else(|| format!("unknown --{name}={v} (all, memory, tensorcore or none)"))?;
                // The kinds are one stream here: a category named for any
                // kind turns its remarks on.
                options.remarks = if name == "remarks" {
                    category
                } else {
                    Remarks { memory: options.remarks.memory || category.memory, tensor_core: options.remarks.tensor_core || category.tensor_core }
                };
            }
            "remark-format" => {
                let v = value(name)?;
                if v != "command-line" && v != "yaml" {
                    return Err(format!("unknown --remark-format={v} (command-line or yaml)"));
                }
                remark_format = Some(v);
            }
            "remarks-output-file" => remark_file = Some(PathBuf::from(value(name)?)),
            "o" | "output-file" => output = Some(PathBuf::from(value(name)?)),
            "opt-level" | "O" => {
                let level = value(name)?;
                options.opt_level = parse_level(&level)?;
            }
            _ if name.starts_with('O') && name[1..].chars().all(|c| c.is_ascii_digit()) && inline.is_none() => {
                options.opt_level = parse_level(&name[1..])?;
            }
            "host-arch" => {
                let v = value(name)?;
                if v != "x86_64" && v != "aarch64" {
                    return Err(format!("unknown --host-arch={v} (x86_64 or aarch64)"));
                }
            }
            "host-os" => {
                let v = value(name)?;
                if v != "linux" && v != "windows" {
                    return Err(format!("unknown --host-os={v} (linux or windows)"));
                }
            }
            "preview" => {
                let v = value(name)?;
                return Err(format!("--preview={v}: this compiler has no preview features (tileiras' is 'simt')"));
            }
            "l" => return Err(format!("-l {}: tile libraries need the SIMT preview, which this compiler does not have", value(name)?)),
            "sanitize" => return Err(format!("--sanitize={}: this compiler has no sanitizer instrumentation", value(name)?)),
            "apply-controls" => return Err(format!("--apply-controls={}: this compiler takes no ACF files", value(name)?)),
            _ => return Err(format!("unknown option '{arg}'")),
        }
    }
    let input = input.ok_or("no input file")?;
    cuda_tile::target::gpu::check(&options.gpu_name).map_err(|e| format!("--gpu-name: {e}"))?;
    // As tileiras: YAML remarks go to a file, tileir_remarks.yaml unless named.
    let remark_output = match remark_format.as_deref() {
        Some("yaml") => RemarkOutput::Yaml(remark_file.unwrap_or_else(|| PathBuf::from("tileir_remarks.yaml"))),
        _ => RemarkOutput::CommandLine,
    };
    if mode == Mode::Tileiras && output.is_none() {
        output = Some(PathBuf::from("elf.o"));
    }
    Ok(Args { options, emit, bytecode: to_bytecode.then_some(version), output, input, remark_output })
}

fn parse_level(level: &str) -> Result<u8, String> {
    match level.parse() {
        Ok(n @ 0..=3) => Ok(n),
        _ => Err(format!("-O takes 0 to 3, got '{level}'")),
    }
}

fn run(args: Args) -> Result<(), String> {
    let mut raw = Vec::new();
    if args.input == "-" {
        std::io::stdin().read_to_end(&mut raw).map_err(|e| format!("tile-compile: cannot read stdin: {e}"))?;
    } else {
        raw = std::fs::read(&args.input).map_err(|e| format!("tile-compile: cannot read '{}': {e}", args.input))?;
    }
    let source = if bytecode::is_bytecode_input(std::path::Path::new(&args.input), &raw) {
        bytecode::to_text(&raw).map_err(|e| format!("{}: {e}", args.input))?
    } else {
        String::from_utf8(raw).map_err(|_| format!("tile-compile: '{}' is neither text nor bytecode", args.input))?
    };
    if let Some(version) = args.bytecode {
        let context = cuda_tile::create_context();
        let module = cuda_tile::compile::parse_module(&context, &source, &args.input)
            .ok_or_else(|| format!("tile-compile: cannot parse '{}'", args.input))?;
        let bytes = bytecode::write(&module, version).map_err(|e| format!("{}: {e}", args.input))?;
        return match args.output {
            Some(path) if path.as_os_str() != "-" => {
                std::fs::write(&path, &bytes).map_err(|e| format!("tile-compile: cannot write '{}': {e}", path.display()))
            }
            _ => std::io::stdout().write_all(&bytes).map_err(|e| format!("tile-compile: cannot write output: {e}")),
        };
    }
    let compiled = compile(&source, &args.input, &args.options, args.emit).map_err(|e| e.to_string())?;
    match &args.remark_output {
        RemarkOutput::CommandLine => eprint!("{}", compiled.remarks),
        RemarkOutput::Yaml(path) => {
            let names: Vec<String> = compiled.kernels.iter().map(|k| k.name.clone()).collect();
            std::fs::write(path, cuda_tile::remarks::to_yaml(&compiled.remarks, &names))
                .map_err(|e| format!("cannot write the remarks to '{}': {e}", path.display()))?;
        }
    }
    let bytes: Vec<u8> = match args.emit {
        Emit::Nvvm => compiled.nvvm.into_bytes(),
        Emit::Llvm => compiled.llvm.unwrap_or_default().into_bytes(),
        Emit::Ptx => compiled.ptx.unwrap_or_default().into_bytes(),
        Emit::Cubin => compiled.cubin.unwrap_or_default(),
    };
    // Text goes to stdout by default; a cubin next to the input.
    let output = args.output.or_else(|| {
        (args.emit == Emit::Cubin).then(|| {
            let stem = PathBuf::from(&args.input).file_stem().map(|s| s.to_owned()).unwrap_or("out".into());
            PathBuf::from(stem).with_extension("cubin")
        })
    });
    match output {
        Some(path) if path.as_os_str() != "-" => {
            std::fs::write(&path, &bytes).map_err(|e| format!("tile-compile: cannot write '{}': {e}", path.display()))
        }
        _ => std::io::stdout().write_all(&bytes).map_err(|e| format!("tile-compile: cannot write output: {e}")),
    }
}

/// A diagnostic `file:line:col: error: text` as tileiras prints it,
/// `loc("file":line:col): error: text`, which cuTile reads back into the
/// error it raises (with the location).
fn tileiras_diagnostic(line: &str) -> String {
    let Some((place, text)) = line.split_once(": error: ") else { return line.to_string() };
    match cuda_tile::diagnostic::split_location(place) {
        Some((file, row, col)) => format!("loc(\"{file}\":{row}:{col}): error: {text}"),
        None => line.to_string(),
    }
}

fn main() -> ExitCode {
    let mode = Mode::of_program();
    // Deeply nested input recurses deeply in MLIR: a large stack (src/stack.rs).
    let result = cuda_tile::stack::with_large_stack(move || {
        parse_args(mode).map_err(|e| format!("{}: {e}\n{}", mode.name(), if mode == Mode::Tileiras { "Try: 'tileiras --help'" } else { USAGE })).and_then(run)
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            match mode {
                Mode::TileCompile => eprintln!("{message}"),
                Mode::Tileiras => message.lines().for_each(|l| eprintln!("{}", tileiras_diagnostic(l))),
            }
            ExitCode::FAILURE
        }
    }
}
