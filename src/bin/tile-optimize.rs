//! `tile-optimize`: NVIDIA's `cuda-tile-optimize` (13.3 addendum §7.3) on
//! cuda_tile text or bytecode.
//!
//!     tile-optimize [--fuse-fma] [-O N | --opt-level=N] [--before=PASSES] [--after=PASSES]
//!                   [-o FILE [--emit-bytecode]] [-q] [-v] [--enable-multithread] INPUT
//!
//! Bytecode is recognised by its magic number. The result is printed as the
//! bare `cuda_tile.module`, as tile-translate prints what it reads; with
//! `--emit-bytecode` it is written as 13.3 bytecode. Errors are always
//! reported; `-v` adds the pipeline, as a remark.

use cuda_tile::bytecode::{self, Version};
use cuda_tile::compile::parse_module;
use cuda_tile::OptimizeOptions;
use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage: tile-optimize [--fuse-fma] [-O N | --opt-level=N] \
[--before|--run-before-default-pipeline=PASSES] [--after|--run-after-default-pipeline=PASSES] \
[-o FILE] [--emit-bytecode] [-q|--quiet] [-v|--verbose] [--enable-multithread] INPUT";

struct Output {
    file: Option<String>,
    bytecode: bool,
    quiet: bool,
    verbose: bool,
}

fn opt_level(text: &str) -> Result<u32, String> {
    text.parse().ok().filter(|n| *n <= 3).ok_or_else(|| format!("the optimization level is 0 to 3, got '{text}'"))
}

fn run() -> Result<(), String> {
    let mut options = OptimizeOptions::default();
    let mut output = Output { file: None, bytecode: false, quiet: false, verbose: false };
    let (mut multithread, mut input) = (false, None);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let flag = arg.strip_prefix('-').filter(|f| !f.is_empty()).map(|a| a.strip_prefix('-').unwrap_or(a));
        // `--name=value` or `--name value`.
        let mut value = |name: &str, f: &str| -> Result<Option<String>, String> {
            if f == name {
                return args.next().map(Some).ok_or_else(|| format!("--{name} needs a value"));
            }
            Ok(f.strip_prefix(name).and_then(|v| v.strip_prefix('=')).map(String::from))
        };
        let Some(f) = flag else {
            if input.replace(arg).is_some() {
                return Err(format!("only one input file\n{USAGE}"));
            }
            continue;
        };
        match f {
            "fuse-fma" => options.fuse_fma = true,
            "emit-bytecode" => output.bytecode = true,
            "q" | "quiet" => output.quiet = true,
            "v" | "verbose" => output.verbose = true,
            "enable-multithread" => multithread = true,
            "o" => output.file = Some(args.next().ok_or("-o needs a file")?),
            "h" | "help" => {
                println!("{USAGE}");
                return Ok(());
            }
            "O" => options.opt_level = opt_level(&args.next().ok_or("-O needs a level")?)?,
            _ if f.len() == 2 && f.starts_with('O') && arg.starts_with("-O") => options.opt_level = opt_level(&f[1..])?,
            _ => {
                if let Some(v) = value("opt-level", f)? {
                    options.opt_level = opt_level(&v)?;
                } else if let Some(v) = value("before", f)?.or(value("run-before-default-pipeline", f)?) {
                    options.before = v;
                } else if let Some(v) = value("after", f)?.or(value("run-after-default-pipeline", f)?) {
                    options.after = v;
                } else {
                    return Err(format!("unknown option '{arg}'\n{USAGE}"));
                }
            }
        }
    }
    let input = input.ok_or_else(|| format!("no input file\n{USAGE}"))?;
    let mut bytes = Vec::new();
    let read = if input == "-" { std::io::stdin().read_to_end(&mut bytes) } else { std::fs::File::open(&input).and_then(|mut f| f.read_to_end(&mut bytes)) };
    read.map_err(|e| format!("cannot read {input}: {e}"))?;

    let context = cuda_tile::create_context();
    context.enable_multi_threading(multithread);
    let mut module = if bytecode::is_bytecode(&bytes) {
        bytecode::read(&context, &bytes).map_err(|e| format!("{input}: {e}"))?
    } else {
        let text = std::str::from_utf8(&bytes).map_err(|_| format!("{input}: neither bytecode nor UTF-8 text"))?;
        parse_module(&context, text, &input).ok_or_else(|| format!("{input}: failed to parse"))?
    };
    if output.verbose {
        eprintln!("{input}: remark: running the pipeline {}", options.pipeline_text());
    }
    cuda_tile::optimize(&mut module, &options).map_err(|e| format!("{input}: {e}"))?;

    let written = if output.bytecode {
        bytecode::write(&module, Version::DEFAULT).map_err(|e| format!("{input}: {e}"))?
    } else {
        cuda_tile::compile::print_bare_module(module, melior::ir::operation::OperationPrintingFlags::new()).map_err(|e| format!("{input}: {e}"))?.into_bytes()
    };
    let to_stdout = match output.file.as_deref() {
        None | Some("-") => !output.quiet,
        Some(path) => {
            std::fs::write(path, &written).map_err(|e| format!("cannot write {path}: {e}"))?;
            output.verbose && !output.quiet && !output.bytecode
        }
    };
    if to_stdout {
        std::io::stdout().write_all(&written).map_err(|e| format!("cannot write the output: {e}"))?;
    }
    Ok(())
}

fn main() -> ExitCode {
    match cuda_tile::stack::with_large_stack(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tile-optimize: {e}");
            ExitCode::FAILURE
        }
    }
}
