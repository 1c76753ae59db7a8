//! `tile-translate`: between cuda_tile text and NVIDIA's bytecode, with
//! `cuda-tile-translate`'s flags.
//!
//!     tile-translate -mlir-to-cudatilebc [-bytecode-version=13.3] [-no-implicit-module] [-o FILE] INPUT
//!     tile-translate -cudatilebc-to-mlir [-mlir-print-debuginfo] [-o FILE] INPUT
//!     tile-translate -test-cudatile-roundtrip -no-implicit-module [-bytecode-version=13.3] [-generic-form] INPUT
//!     tile-translate --list-versions
//!
//! `-Wunsupported-hints` (a warning per unknown or invalid optimization hint)
//! and `-Werr-hints` (with it, such a module fails to verify) apply where
//! cuda-tile-translate applies them: to the module read from bytecode
//! (`-cudatilebc-to-mlir`, and the read-back half of the round trip).
//!
//! with MLIR's translate driver's `-split-input-file[=MARKER]`,
//! `-output-split-marker=MARKER`, `-verify-diagnostics[=all|only-expected]`,
//! `-allow-unregistered-dialect` and `-mlir-print-op-generic`.
//!
//! Read bytecode prints as the bare `cuda_tile.module`, as
//! `cuda-tile-translate` prints it. Run under the name `tileirdisasm` (a
//! link, scripts/cutile-bin.sh) it lists bytecode as NVIDIA's disassembler
//! does: `tileirdisasm [-g] FILE`.

use cuda_tile::bytecode::{self, Version};
use cuda_tile::compile::parse_module;
use melior::diagnostic::DiagnosticSeverity;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::Location;
use melior::Context;
use mlir_sys::MlirStringRef;
use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage: tile-translate (-mlir-to-cudatilebc [-bytecode-version=13.1|13.2|13.3|13.4] | \
-cudatilebc-to-mlir | -test-cudatile-roundtrip [-bytecode-version=...] [-generic-form]) [-no-implicit-module] \
[-split-input-file[=MARKER]] [-output-split-marker=MARKER] [-verify-diagnostics[=all|only-expected]] [-allow-unregistered-dialect] [-mlir-print-debuginfo] \
[-mlir-print-op-generic] [-Wunsupported-hints [-Werr-hints]] [-o FILE] INPUT | --list-versions";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Translation {
    ToBytecode,
    FromBytecode,
    /// Text to bytecode and back (cuda-tile-translate's
    /// `-test-cudatile-roundtrip`).
    RoundTrip,
}

struct Options {
    translation: Translation,
    version: Version,
    debug_info: bool,
    generic: bool,
    no_implicit_module: bool,
    allow_unregistered: bool,
    warn_hints: bool,
    err_hints: bool,
    verify: Option<Verify>,
}

/// What `-verify-diagnostics` reports, as MLIR's levels.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verify {
    /// Expected diagnostics not produced, and unexpected ones.
    All,
    /// Only expected diagnostics not produced.
    OnlyExpected,
}

/// The bytecode versions the writer writes (and the reader reads).
fn list_versions() {
    let mut v = Version::OLDEST;
    while v <= Version::NEWEST {
        println!("{v}");
        v = Version::new(v.major, v.minor + 1);
    }
}

fn run() -> Result<(), String> {
    let mut translation = None;
    let (mut version, mut output, mut input) = (Version::DEFAULT, None, None);
    let (mut debug_info, mut generic, mut no_implicit_module, mut allow_unregistered) = (false, false, false, false);
    let (mut split, mut output_marker) = (None::<String>, String::new());
    let (mut warn_hints, mut err_hints) = (false, false);
    let mut verify = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        // Both `-flag` and `--flag` spellings, as LLVM's option parser takes them.
        let flag = arg.strip_prefix('-').map(|a| a.strip_prefix('-').unwrap_or(a));
        let mut set = |t: Translation| {
            if translation.replace(t).is_some_and(|old| old != t) {
                return Err(format!("give exactly one of -mlir-to-cudatilebc, -cudatilebc-to-mlir and -test-cudatile-roundtrip\n{USAGE}"));
            }
            Ok(())
        };
        match flag {
            Some("mlir-to-cudatilebc") => set(Translation::ToBytecode)?,
            Some("cudatilebc-to-mlir") => set(Translation::FromBytecode)?,
            Some("test-cudatile-roundtrip") => set(Translation::RoundTrip)?,
            Some("list-versions") => {
                list_versions();
                return Ok(());
            }
            Some("no-implicit-module") => no_implicit_module = true,
            Some("mlir-print-debuginfo") => debug_info = true,
            Some("mlir-print-op-generic" | "generic-form") => generic = true,
            Some("allow-unregistered-dialect") => allow_unregistered = true,
            Some("Wunsupported-hints") => warn_hints = true,
            Some("Werr-hints") => err_hints = true,
            Some("verify-diagnostics" | "verify-diagnostics=all") => verify = Some(Verify::All),
            Some("verify-diagnostics=only-expected") => verify = Some(Verify::OnlyExpected),
            Some(f) if f.starts_with("verify-diagnostics=") => {
                return Err(format!("for the -verify-diagnostics option: cannot find option named '{}'", &f["verify-diagnostics=".len()..]))
            }
            Some("split-input-file") => split = Some("// -----".into()),
            Some(f) if f.starts_with("split-input-file=") => split = Some(f["split-input-file=".len()..].into()),
            Some(f) if f.starts_with("output-split-marker=") => output_marker = f["output-split-marker=".len()..].into(),
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
    let translation = translation
        .ok_or_else(|| format!("give exactly one of -mlir-to-cudatilebc, -cudatilebc-to-mlir and -test-cudatile-roundtrip\n{USAGE}"))?;
    let options = Options {
        translation,
        version,
        debug_info,
        generic,
        no_implicit_module,
        allow_unregistered,
        warn_hints,
        err_hints,
        verify,
    };
    let input = input.unwrap_or_else(|| "-".into());
    let mut bytes = Vec::new();
    let read = if input == "-" { std::io::stdin().read_to_end(&mut bytes) } else { std::fs::File::open(&input).and_then(|mut f| f.read_to_end(&mut bytes)) };
    read.map_err(|e| format!("cannot read {input}: {e}"))?;
    // As MLIR's translate driver: each chunk of a split input on its own
    // (a fresh context), the outputs joined by the output marker; a failing
    // chunk fails the run, the others are still translated.
    let chunks: Vec<Vec<u8>> = match &split {
        Some(marker) if translation != Translation::FromBytecode => split_chunks(&bytes, marker),
        _ => vec![bytes],
    };
    let mut out = Vec::new();
    let mut failed = false;
    for (i, chunk) in chunks.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(output_marker.as_bytes());
            out.push(b'\n');
        }
        match translate_chunk(chunk, &input, &options) {
            Ok(bytes) => out.extend(bytes),
            Err(e) => {
                if !e.is_empty() {
                    eprintln!("tile-translate: {e}");
                }
                failed = true;
            }
        }
    }
    match output.as_deref() {
        None | Some("-") => std::io::stdout().write_all(&out),
        Some(path) => std::fs::write(path, &out),
    }
    .map_err(|e| format!("cannot write the output: {e}"))?;
    if failed {
        // Each failure was reported; a split input says that the run failed
        // (under -verify-diagnostics the verifier has said what did not match).
        let whole_run = split.is_some() && options.verify.is_none();
        return Err(if whole_run { "a chunk of the input failed to translate".into() } else { String::new() });
    }
    Ok(())
}

/// `bytes` cut at each line that is `marker` (after trimming), the marker
/// lines dropped. Each chunk starts with as many empty lines as came
/// before it, so that its diagnostics name the lines of the whole file.
fn split_chunks(bytes: &[u8], marker: &str) -> Vec<Vec<u8>> {
    let text = String::from_utf8_lossy(bytes);
    let mut chunks = vec![String::new()];
    let mut lines_before = 0;
    for line in text.split_inclusive('\n') {
        lines_before += 1;
        if line.trim() == marker {
            chunks.push("\n".repeat(lines_before));
        } else {
            chunks.last_mut().unwrap().push_str(line);
        }
    }
    chunks.into_iter().map(String::into_bytes).collect()
}

/// `module` printed with `options`' flags, as cuda-tile-translate prints it.
fn print_read_module(module: melior::ir::Module, options: &Options) -> Result<Vec<u8>, String> {
    let mut flags = OperationPrintingFlags::new().enable_debug_info(options.debug_info, false);
    if options.generic {
        flags = flags.print_generic_operation_form();
    }
    cuda_tile::compile::print_bare_module(module, flags).map(String::into_bytes).map_err(|e| e.to_string())
}

/// Sets the hint flags on `context`'s cuda_tile dialect, for what is
/// verified from now on.
fn check_hints(context: &Context, options: &Options) {
    unsafe { cuda_tile::ffi::cudaTileSetHintDiagnostics(context.to_raw(), options.warn_hints, options.err_hints) };
}

/// Why a chunk failed to translate.
struct Failure<'c> {
    /// What the tool says, after the input's name.
    message: String,
    /// Where and what the failure is as a diagnostic under
    /// -verify-diagnostics; None when it already was one (the parser's, the
    /// verifier's).
    diagnostic: Option<(Location<'c>, String)>,
}

impl<'c> Failure<'c> {
    fn reported(message: &str) -> Failure<'c> {
        Failure { message: message.into(), diagnostic: None }
    }

    /// The driver's own failure: a diagnostic without a location.
    fn new(context: &'c Context, message: String) -> Failure<'c> {
        Failure { diagnostic: Some((Location::unknown(context), message.clone())), message }
    }

    /// The bytecode writer's or reader's error `e`, `what` said before it:
    /// a diagnostic at the op the writer refused, when it knows it.
    fn bytecode(context: &'c Context, what: &str, e: bytecode::Error) -> Failure<'c> {
        // Safety: `e` comes from writing (or reading) a module of `context`.
        let location = unsafe { e.location(context) }.unwrap_or_else(|| Location::unknown(context));
        let text = match e.offset {
            Some(offset) => format!("{what}at offset {offset}: {}", e.message),
            None => format!("{what}{}", e.message),
        };
        Failure { message: format!("{what}{e}"), diagnostic: Some((location, text)) }
    }
}

fn string_ref(bytes: &[u8]) -> MlirStringRef {
    MlirStringRef { data: bytes.as_ptr() as *const _, length: bytes.len() }
}

/// Translates one chunk of the input in a context of its own. Under
/// -verify-diagnostics, as MLIR's translate driver: the diagnostics are
/// matched with the chunk's `expected-*` comments and the result is the
/// match's, not the translation's; failures that were no diagnostic (the
/// bytecode writer's and reader's errors) are made ones.
fn translate_chunk(bytes: &[u8], input: &str, options: &Options) -> Result<Vec<u8>, String> {
    let context = cuda_tile::create_context();
    context.set_allow_unregistered_dialects(options.allow_unregistered);
    let Some(verify) = options.verify else {
        // Warnings (the hint checks') are printed as they come; errors are
        // left to the tool's message or to MLIR's own printing.
        cuda_tile::diagnostic::attach_handler(&context, |d| {
            if matches!(d.severity, DiagnosticSeverity::Error) {
                return false;
            }
            eprint!("{}", cuda_tile::compile::format_diagnostic(d));
            true
        });
        return translate(&context, bytes, input, options).map_err(|f| format!("{input}: {}", f.message));
    };
    // Named as the parser names the locations it makes, so that they match.
    let verifier = unsafe {
        cuda_tile::ffi::cudaTileDiagnosticVerifierCreate(
            context.to_raw(),
            string_ref(bytes),
            string_ref(input.as_bytes()),
            verify == Verify::OnlyExpected,
        )
    };
    let result = translate(&context, bytes, input, options);
    if let Err(Failure { diagnostic: Some((location, text)), .. }) = &result {
        let text = std::ffi::CString::new(text.replace('\0', " ")).expect("NULs replaced");
        unsafe { mlir_sys::mlirEmitError(location.to_raw(), text.as_ptr()) };
    }
    let verified = unsafe { cuda_tile::ffi::cudaTileDiagnosticVerifierFinish(verifier) };
    if verified.value == 0 {
        return Err(String::new());
    }
    Ok(result.unwrap_or_default())
}

fn translate<'c>(context: &'c Context, bytes: &[u8], input: &str, options: &Options) -> Result<Vec<u8>, Failure<'c>> {
    if options.translation == Translation::FromBytecode {
        check_hints(context, options);
        let module = bytecode::read(context, bytes).map_err(|e| Failure::bytecode(context, "", e))?;
        return print_read_module(module, options).map_err(|e| Failure::new(context, e));
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Failure::new(context, "not UTF-8 text".into()))?;
    // Text input is parsed into a module either way (the writer takes a
    // lone cuda_tile.module or a builtin module holding one), as NVIDIA's
    // cuda-tile-translate does; the round trip needs the input's top-level
    // op to be the cuda_tile.module itself, which only -no-implicit-module
    // gives (without it the driver wraps the input in a builtin.module).
    let module = parse_module(context, text, input).ok_or_else(|| Failure::reported("failed to parse"))?;
    if options.translation == Translation::RoundTrip {
        let top = cuda_tile::compile::top_level_op_name(context, text).unwrap_or_default();
        if !options.no_implicit_module || top != "cuda_tile.module" {
            let got = if options.no_implicit_module { top.as_str() } else { "builtin.module" };
            return Err(Failure::new(
                context,
                format!("-test-cudatile-roundtrip expects a 'cuda_tile.module' op at the top level, got '{got}' (give -no-implicit-module)"),
            ));
        }
    }
    let bc = bytecode::write(&module, options.version).map_err(|e| Failure::bytecode(context, "", e))?;
    if options.translation == Translation::ToBytecode {
        return Ok(bc);
    }
    // As cuda-tile-translate: the text was verified before the flags apply.
    check_hints(context, options);
    let read = bytecode::read(context, &bc).map_err(|e| Failure::bytecode(context, "reading back: ", e))?;
    print_read_module(read, options).map_err(|e| Failure::new(context, e))
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
            if !e.is_empty() {
                eprintln!("tile-translate: {e}");
            }
            ExitCode::FAILURE
        }
    }
}
