//! `tile-translate`: between cuda_tile text and NVIDIA's bytecode, with
//! `cuda-tile-translate`'s flags.
//!
//!     tile-translate -mlir-to-cudatilebc [-bytecode-version=13.3] [-no-implicit-module] [-o FILE] INPUT
//!     tile-translate -cudatilebc-to-mlir [-mlir-print-debuginfo] [-o FILE] INPUT
//!
//! Read bytecode prints as the bare `cuda_tile.module`, as
//! `cuda-tile-translate` prints it. Run under the name `tileirdisasm` (a
//! link, scripts/cutile-bin.sh) it lists bytecode as NVIDIA's disassembler
//! does: `tileirdisasm [-g] FILE`.

use cuda_tile::bytecode::{self, Version};
use cuda_tile::compile::parse_module;
use melior::ir::block::BlockLike;
use melior::ir::operation::{Operation, OperationLike, OperationMutLike, OperationPrintingFlags};
use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage: tile-translate (-mlir-to-cudatilebc [-bytecode-version=13.1|13.2|13.3|13.4] | \
-cudatilebc-to-mlir [-mlir-print-debuginfo]) [-no-implicit-module] [-o FILE] INPUT";

fn run() -> Result<(), String> {
    let (mut to_bc, mut from_bc, mut version, mut output, mut input) = (false, false, Version::DEFAULT, None, None);
    let mut debug_info = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        // Both `-flag` and `--flag` spellings, as LLVM's option parser takes them.
        let flag = arg.strip_prefix('-').map(|a| a.strip_prefix('-').unwrap_or(a));
        match flag {
            Some("mlir-to-cudatilebc") => to_bc = true,
            Some("cudatilebc-to-mlir") => from_bc = true,
            // Text input is parsed into a module either way (the writer takes a
            // lone cuda_tile.module or a builtin module holding one), and the
            // reader prints the bare cuda_tile.module either way, as NVIDIA's
            // cuda-tile-translate does: it equals `tile-opt --no-implicit-module`.
            Some("no-implicit-module") => {}
            Some("mlir-print-debuginfo") => debug_info = true,
            Some("o") => output = Some(args.next().ok_or("-o needs a file")?),
            Some("h" | "help") => {
                println!("{USAGE}");
                return Ok(());
            }
            Some(f) if f.starts_with("bytecode-version=") => {
                version = Version::parse(&f["bytecode-version=".len()..]).map_err(|e| e.message)?
            }
            Some(f) if !f.is_empty() => return Err(format!("unknown option '{arg}'\n{USAGE}")),
            _ => {
                if input.replace(arg).is_some() {
                    return Err("only one input file".into());
                }
            }
        }
    }
    if to_bc == from_bc {
        return Err(format!("give exactly one of -mlir-to-cudatilebc and -cudatilebc-to-mlir\n{USAGE}"));
    }
    let input = input.unwrap_or_else(|| "-".into());
    let mut bytes = Vec::new();
    let read = if input == "-" { std::io::stdin().read_to_end(&mut bytes) } else { std::fs::File::open(&input).and_then(|mut f| f.read_to_end(&mut bytes)) };
    read.map_err(|e| format!("cannot read {input}: {e}"))?;
    let context = cuda_tile::create_context();
    let out: Vec<u8> = if from_bc {
        let module = bytecode::read(&context, &bytes).map_err(|e| format!("{input}: {e}"))?;
        let flags = OperationPrintingFlags::new().enable_debug_info(debug_info, false);
        let mut cuda_tile_module = module.body().first_operation_mut().ok_or_else(|| format!("{input}: no cuda_tile.module was read"))?;
        // Taken out of the builtin module, it prints as a top-level op: with
        // the attribute and location aliases after it, as tile-opt prints.
        cuda_tile_module.remove_from_parent();
        // SAFETY: out of its block the op has no owner; this value destroys it.
        let cuda_tile_module = unsafe { Operation::from_raw(cuda_tile_module.to_raw()) };
        let text = cuda_tile_module.to_string_with_flags(flags).map_err(|e| format!("{input}: {e}"))?;
        // tile-opt ends the printed op with a newline.
        format!("{text}\n").into_bytes()
    } else {
        let text = String::from_utf8(bytes).map_err(|_| format!("{input}: not UTF-8 text"))?;
        let module = parse_module(&context, &text, &input).ok_or_else(|| format!("{input}: failed to parse"))?;
        bytecode::write(&module, version).map_err(|e| format!("{input}: {e}"))?
    };
    match output.as_deref() {
        None | Some("-") => std::io::stdout().write_all(&out),
        Some(path) => std::fs::write(path, &out),
    }
    .map_err(|e| format!("cannot write the output: {e}"))
}

/// The bytecode of `input` as `tileirdisasm` lists it: the kernels and
/// globals of its `cuda_tile.module`, without the module around them (the
/// listing's form that tileiras, tile-opt and tile-compile read back).
fn listing(input: &str, debug_info: bool) -> Result<String, String> {
    let bytes = std::fs::read(input).map_err(|e| format!("unable to read input file '{input}': {e}"))?;
    let context = cuda_tile::create_context();
    let module = bytecode::read(&context, &bytes).map_err(|e| format!("{input}: {e}"))?;
    let flags = OperationPrintingFlags::new().enable_debug_info(debug_info, false);
    let cuda_tile_module = module.body().first_operation().ok_or_else(|| format!("{input}: no cuda_tile.module was read"))?;
    let text = cuda_tile_module.to_string_with_flags(flags).map_err(|e| format!("{input}: {e}"))?;
    // `cuda_tile.module @name {`, the body indented by two, `}`, then the
    // aliases of locations (with -g).
    let mut lines = text.lines();
    lines.next();
    let mut out = String::new();
    let mut in_body = true;
    for line in lines {
        if in_body && line == "}" {
            in_body = false;
            continue;
        }
        out += if in_body { line.strip_prefix("  ").unwrap_or(line) } else { line };
        out.push('\n');
    }
    Ok(out)
}

/// `tileirdisasm [-g|--print-debug-info] [--version] FILE`, as NVIDIA's
/// disassembler takes it (cuTile calls it to log a kernel's text).
fn tileirdisasm() -> Result<(), String> {
    let (mut debug_info, mut input) = (false, None);
    for arg in std::env::args().skip(1) {
        match arg.trim_start_matches('-') {
            "g" | "print-debug-info" if arg.starts_with('-') => debug_info = true,
            "version" if arg.starts_with('-') => {
                println!("tileirdisasm: cuda-tile open implementation {}", env!("CARGO_PKG_VERSION"));
                return Ok(());
            }
            "h" | "help" if arg.starts_with('-') => {
                println!("OVERVIEW: tileirdisasm (cuda-tile open implementation): cuda_tile bytecode to text\n\nUSAGE: tileirdisasm [-g|--print-debug-info] <tile bytecode file>");
                return Ok(());
            }
            f if arg.starts_with('-') && f.starts_with("preview") => {
                return Err(format!("for the --preview option: unknown preview feature '{}'; this disassembler has none", f.trim_start_matches("preview").trim_start_matches('=')))
            }
            _ if arg.starts_with('-') => return Err(format!("Unknown command line argument '{arg}'.  Try: 'tileirdisasm --help'")),
            _ => {
                if input.replace(arg).is_some() {
                    return Err("only one input file".into());
                }
            }
        }
    }
    let input = input.ok_or("error: no input file provided")?;
    let text = listing(&input, debug_info).map_err(|e| format!("error: {e}"))?;
    std::io::stdout().write_all(text.as_bytes()).map_err(|e| format!("cannot write the output: {e}"))
}

fn main() -> ExitCode {
    // Under NVIDIA's disassembler's name (a link, scripts/cutile-bin.sh) it
    // takes tileirdisasm's command line.
    let program = std::env::args_os().next().unwrap_or_default();
    if std::path::Path::new(&program).file_stem().is_some_and(|n| n == "tileirdisasm") {
        return match cuda_tile::stack::with_large_stack(tileirdisasm) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        };
    }
    // Deeply nested input recurses deeply in MLIR: a large stack (src/stack.rs).
    match cuda_tile::stack::with_large_stack(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tile-translate: {e}");
            ExitCode::FAILURE
        }
    }
}
