//! `tile-compile`: a cuda_tile kernel to a cubin, with `tileiras`' flags.
//!
//!     tile-compile [--gpu-name=sm_90] [-O3] [-o FILE] [--emit=cubin|ptx|llvm|nvvm|bytecode]
//!                  [--bytecode-version=13.3] [--num-warps=N] [-g|--device-debug] [--lineinfo]
//!                  [--remarks[=all|memory|tensorcore|none]]
//!                  INPUT.mlir|INPUT.tileirbc
//!
//! The input is text or NVIDIA's bytecode (told apart by the magic);
//! `--emit=bytecode` writes the input as bytecode instead of compiling it.

use cuda_tile::bytecode::{self, Version};
use cuda_tile::compile::{DebugInfo, Remarks};
use cuda_tile::{compile, CompileOptions, Emit};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: tile-compile [--gpu-name=sm_80..sm_121 (default sm_90)] [-O0..3] [-o FILE] \
[--emit=cubin|ptx|llvm|nvvm|bytecode] [--bytecode-version=13.1..13.4] [--num-warps=N (default: from the tile sizes)] \
[-g|--device-debug] [--lineinfo] \
[--remarks[=all|memory|tensorcore|none]] INPUT.mlir|INPUT.tileirbc";

struct Args {
    options: CompileOptions,
    emit: Emit,
    /// `--emit=bytecode`: the version to write instead of compiling.
    bytecode: Option<Version>,
    output: Option<PathBuf>,
    input: String,
}

fn parse_args() -> Result<Args, String> {
    let mut options = CompileOptions::default();
    let (mut emit, mut output, mut input) = (Emit::Cubin, None, None);
    let (mut to_bytecode, mut version) = (false, Version::DEFAULT);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        // `--flag=value` or `--flag value`.
        let mut value = |flag: &str| -> Result<String, String> {
            match arg.strip_prefix(flag).and_then(|rest| rest.strip_prefix('=')) {
                Some(v) => Ok(v.to_string()),
                None => args.next().ok_or_else(|| format!("{flag} needs a value")),
            }
        };
        if arg == "-h" || arg == "--help" {
            println!("{USAGE}");
            std::process::exit(0);
        } else if arg.starts_with("--gpu-name") {
            options.gpu_name = value("--gpu-name")?;
        } else if arg.starts_with("--emit") {
            let v = value("--emit")?;
            if v == "bytecode" {
                to_bytecode = true;
            } else {
                emit = Emit::parse(&v).ok_or_else(|| format!("unknown --emit={v} (cubin, ptx, llvm, nvvm or bytecode)"))?;
            }
        } else if arg.starts_with("--bytecode-version") {
            version = Version::parse(&value("--bytecode-version")?).map_err(|e| e.message)?;
        } else if arg.starts_with("--num-warps") {
            let v = value("--num-warps")?;
            options.num_warps = v.parse().map_err(|_| format!("--num-warps needs a number, got '{v}'"))?;
        } else if arg == "-g" || arg == "--device-debug" {
            options.debug_info = DebugInfo::Full;
        } else if arg == "--remarks" {
            options.remarks = Remarks::parse("all").unwrap();
        } else if arg.starts_with("--remarks=") {
            let v = value("--remarks")?;
            options.remarks =
                Remarks::parse(&v).ok_or_else(|| format!("unknown --remarks={v} (all, memory, tensorcore or none)"))?;
        } else if arg == "--lineinfo" {
            // -g already includes the line tables.
            if options.debug_info == DebugInfo::None {
                options.debug_info = DebugInfo::LineInfo;
            }
        } else if arg == "-o" {
            output = Some(PathBuf::from(args.next().ok_or("-o needs a file")?));
        } else if let Some(level) = arg.strip_prefix("-O") {
            let level = if level.is_empty() { args.next().ok_or("-O needs a level")? } else { level.to_string() };
            options.opt_level = match level.parse() {
                Ok(n @ 0..=3) => n,
                _ => return Err(format!("-O takes 0 to 3, got '{level}'")),
            };
        } else if arg.starts_with('-') && arg != "-" {
            return Err(format!("unknown option '{arg}'"));
        } else if input.replace(arg.clone()).is_some() {
            return Err("only one input file".into());
        }
    }
    let input = input.ok_or("no input file")?;
    cuda_tile::target::gpu::check(&options.gpu_name).map_err(|e| format!("--gpu-name: {e}"))?;
    Ok(Args { options, emit, bytecode: to_bytecode.then_some(version), output, input })
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
    eprint!("{}", compiled.remarks);
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

fn main() -> ExitCode {
    // Deeply nested input recurses deeply in MLIR: a large stack (src/stack.rs).
    let result = cuda_tile::stack::with_large_stack(|| parse_args().map_err(|e| format!("tile-compile: {e}\n{USAGE}")).and_then(run));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
