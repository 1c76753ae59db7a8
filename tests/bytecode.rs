//! The bytecode reader and writer against NVIDIA's files and tools.
//!
//! Listings are compared as text: our printer prints NVIDIA's syntax and SSA
//! names, so a module read from bytecode, printed, with the `module {` /
//! `cuda_tile.module @kernels {` wrappers and their indentation taken off,
//! must equal tileirdisasm's listing byte for byte.

mod common;

use cuda_tile::bytecode::{self, Version};
use cuda_tile::compile::parse_module;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Location, Module, Operation};
use melior::Context;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const KERNELS: [&str; 6] = ["vector_add", "transpose", "softmax", "layernorm_fwd", "reduce_sum_atomic", "gemm_f16_f32"];

/// NVIDIA's corpus: ../shared/corpus beside the checkout, or wherever
/// $CUDA_TILE_CORPUS says; None (the test says it is skipped) without one.
fn corpus() -> Option<PathBuf> {
    let dir = std::env::var_os("CUDA_TILE_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"));
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("skipped: no corpus at {}", dir.display());
        None
    }
}

fn nvidia_tool(name: &str) -> Option<PathBuf> {
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/lib");
    let pythons = std::fs::read_dir(lib).ok()?;
    pythons.flatten().map(|p| p.path().join("site-packages/nvidia/cu13/bin").join(name)).find(|p| p.exists())
}

/// A printed module-less listing: the body of `module { cuda_tile.module @X { ... } }` (tile-opt)
/// or of a bare `cuda_tile.module @X { ... }` (tile-translate), unindented.
fn unwrap(printed: &str) -> String {
    let lines: Vec<&str> = printed.trim_end().lines().collect();
    let depth = if lines.first() == Some(&"module {") { 2 } else { 1 };
    let indent = "  ".repeat(depth);
    assert!(lines.len() >= 2 * depth && lines[depth - 1].trim_start().starts_with("cuda_tile.module @"), "{printed}");
    lines[depth..lines.len() - depth].iter().map(|l| format!("{}\n", l.strip_prefix(indent.as_str()).unwrap_or(l))).collect()
}

/// SSA names renumbered by first appearance and runs of spaces collapsed:
/// tileirdisasm names some values differently from our printer (`%cst` where
/// we print `%cst_f32` for a non-splat constant) and spaces `global` lines
/// differently, printer details that are not part of the program.
fn canon(s: &str) -> String {
    let mut names: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut lines = Vec::new();
    for line in s.split('\n') {
        let line = line.split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ");
        // Printers name values per function (`%cst` here, `%cst_f32` there
        // for one value): numbering starts again at each entry.
        if line.starts_with("entry ") {
            names.clear();
        }
        let mut out = String::with_capacity(line.len());
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            out.push(c);
            if c != '%' {
                continue;
            }
            let mut name = String::new();
            while let Some(&n) = chars.peek() {
                if !(n.is_ascii_alphanumeric() || n == '_') {
                    break;
                }
                name.push(n);
                chars.next();
            }
            let next = names.len();
            out.push_str(&format!("v{}", names.entry(name).or_insert(next)));
        }
        lines.push(out);
    }
    lines.join("\n")
}

fn read_listing(ctx: &Context, bytes: &[u8]) -> Result<String, bytecode::Error> {
    let m = bytecode::read(ctx, bytes)?;
    Ok(unwrap(&m.as_operation().to_string()))
}

fn disasm(tool: &Path, bytes: &[u8], name: &str) -> Result<String, String> {
    let path = std::env::temp_dir().join(format!("bytecode-test-{}-{name}.tileirbc", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new(tool).arg(&path).output().unwrap();
    std::fs::remove_file(&path).ok();
    if out.status.success() {
        // tileirdisasm 13.5 names opcode 0x54 `fpowf`; 13.3's name (and ours) is `pow`.
        Ok(String::from_utf8_lossy(&out.stdout).replace(" fpowf ", " pow "))
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn corpus_files_read_as_nvidia_listings() {
    let Some(corpus) = corpus() else { return };
    let ctx = cuda_tile::create_context();
    for k in KERNELS {
        let text = std::fs::read_to_string(corpus.join(format!("text/{k}.mlir"))).unwrap();
        let b4 = std::fs::read(corpus.join(format!("bytecode/{k}.tileirbc"))).unwrap();
        assert_eq!(read_listing(&ctx, &b4).unwrap(), text, "13.4 {k}");
        let b3 = std::fs::read(corpus.join(format!("bytecode-13.3/{k}.tileirbc"))).unwrap();
        let got = read_listing(&ctx, &b3).unwrap();
        if k == "layernorm_fwd" {
            // cuTile wrote a different program for 13.3 (pow of a broadcast
            // instead of 13.4's fpowi), so the reference is tileirdisasm's listing of it.
            if let Some(tool) = nvidia_tool("tileirdisasm") {
                assert_eq!(got, disasm(&tool, &b3, k).unwrap(), "13.3 {k}");
            }
            assert!(got.contains(" pow ") && !got.contains("fpowi"));
        } else {
            assert_eq!(got, text, "13.3 {k}");
        }
    }
}

#[test]
fn corpus_text_round_trips_through_bytecode() {
    let Some(corpus) = corpus() else { return };
    let ctx = cuda_tile::create_context();
    for k in KERNELS {
        let text = std::fs::read_to_string(corpus.join(format!("text/{k}.mlir"))).unwrap();
        let m = parse_module(&ctx, &text, k).unwrap();
        for v in [Version::new(13, 3), Version::new(13, 4)] {
            match bytecode::write(&m, v) {
                Ok(bytes) => assert_eq!(read_listing(&ctx, &bytes).unwrap(), text, "{k} at {v}"),
                Err(e) => {
                    // Only layernorm's fpowi is newer than 13.3.
                    assert!(k == "layernorm_fwd" && v == Version::new(13, 3), "{k} at {v}: {e}");
                    assert!(e.message.contains("'cuda_tile.fpowi' is not available in bytecode version 13.3"), "{e}");
                }
            }
        }
        // Our 13.4 file and cuTile's read into the same program.
        let ours = bytecode::write(&m, Version::new(13, 4)).unwrap();
        let theirs = std::fs::read(corpus.join(format!("bytecode/{k}.tileirbc"))).unwrap();
        assert_eq!(read_listing(&ctx, &ours).unwrap(), read_listing(&ctx, &theirs).unwrap());
    }
}

/// The modules of the dialect's lit tests (split on `// -----`, without the
/// `invalid-*` files and chunks that expect errors), one `cuda_tile.module`
/// each, with their names.
fn lit_modules(ctx: &Context) -> Vec<(String, Module<'_>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit-tests/cuda_tile");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let mut out = Vec::new();
    for f in files.iter().filter(|f| f.extension().is_some_and(|e| e == "mlir")) {
        let file = f.file_name().unwrap().to_string_lossy().into_owned();
        if file.starts_with("invalid") {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        for (i, chunk) in text.split("// -----").enumerate() {
            if chunk.contains("expected-error") || !chunk.contains("cuda_tile.module") {
                continue;
            }
            // A chunk may hold several modules: parse them inside one builtin module.
            let Some(all) = parse_module(ctx, &format!("module {{\n{chunk}\n}}"), &file) else { continue };
            let mut op = all.body().first_operation();
            let mut j = 0;
            while let Some(o) = op {
                let single = Module::new(Location::unknown(ctx));
                single.body().append_operation(unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(o.to_raw())) });
                out.push((format!("{file}#{i}.{j}"), single));
                j += 1;
                op = o.next_in_block();
            }
        }
    }
    out
}

#[test]
fn lit_modules_round_trip_at_13_3() {
    let ctx = cuda_tile::create_context();
    let disasm_tool = nvidia_tool("tileirdisasm");
    let (mut total, mut same, mut refused, mut disasm_same) = (0, 0, Vec::new(), 0);
    for (name, m) in lit_modules(&ctx) {
        total += 1;
        let printed = m.as_operation().to_string();
        let bytes = match bytecode::write(&m, Version::new(13, 3)) {
            Ok(b) => b,
            Err(e) => {
                refused.push(format!("{name}: {}", e.message));
                continue;
            }
        };
        let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{name}: our bytes do not read back: {e}"));
        // The module's name is not stored in bytecode (it reads back as @kernels).
        let back_listing = unwrap(&back.as_operation().to_string());
        assert_eq!(back_listing, unwrap(&printed), "{name}");
        same += 1;
        if let Some(tool) = &disasm_tool {
            let d = disasm(tool, &bytes, "lit").unwrap_or_else(|e| panic!("{name}: tileirdisasm rejects our bytes: {e}"));
            assert_eq!(canon(&d), canon(&back_listing), "{name}: tileirdisasm prints another program");
            disasm_same += 1;
        }
    }
    eprintln!("lit modules: {same} of {total} round-trip at 13.3 ({disasm_same} also through tileirdisasm); refused:");
    refused.iter().for_each(|r| eprintln!("  {r}"));
    assert!(same > 0 && same + refused.len() == total);
}

#[test]
fn tileiras_compiles_our_bytecode_of_the_corpus() {
    let (Some(tileiras), Some(_)) = (nvidia_tool("tileiras"), nvidia_tool("ptxas")) else {
        eprintln!("skipped: tileiras is not installed");
        return;
    };
    let Some(corpus) = corpus() else { return };
    let ctx = cuda_tile::create_context();
    let bin = tileiras.parent().unwrap();
    let path = std::env::var("PATH").unwrap_or_default();
    for k in KERNELS {
        let text = std::fs::read_to_string(corpus.join(format!("text/{k}.mlir"))).unwrap();
        let m = parse_module(&ctx, &text, k).unwrap();
        let v = if k == "layernorm_fwd" { Version::new(13, 4) } else { Version::new(13, 3) };
        let bytes = bytecode::write(&m, v).unwrap();
        let dir = std::env::temp_dir();
        let input = dir.join(format!("bytecode-tileiras-{}-{k}.tileirbc", std::process::id()));
        let cubin = input.with_extension("cubin");
        std::fs::write(&input, &bytes).unwrap();
        let out = Command::new(&tileiras)
            .env("PATH", format!("{}:{path}", bin.display()))
            .args(["--gpu-name=sm_90", "-o"])
            .arg(&cubin)
            .arg(&input)
            .output()
            .unwrap();
        assert!(out.status.success(), "{k}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(std::fs::read(&cubin).unwrap().starts_with(b"\x7FELF"), "{k}: not a cubin");
        std::fs::remove_file(&input).ok();
        std::fs::remove_file(&cubin).ok();
    }
}

#[test]
fn malformed_files_give_precise_errors() {
    let ctx = cuda_tile::create_context();
    let cases: [(&[u8], &str); 4] = [
        (b"\x7ETileIR\0\x01", "error at offset 0: invalid magic number"),
        (b"\x7FTileIR\0\x12\x00\x00\x00", "error at offset 8: unsupported Tile version 18.0.0"),
        (b"\x7FTileIR\0\x0D\x01\x00\x00\x7F", "error at offset 12: unknown section ID: 127"),
        (b"\x7FTileIR\0\x0D\x01\x00\x00\x00\xFF\xFF\xFF\x7F\x01\x02\x03", "error at offset 12: end section is not the last section"),
    ];
    for (bytes, want) in cases {
        let e = bytecode::read(&ctx, bytes).err().expect("malformed input read");
        assert!(e.to_string().starts_with(want), "{e}");
    }
    // 13.1 cannot express a 13.3 op; the writer says which.
    let Some(corpus) = corpus() else { return };
    let m = parse_module(&ctx, &std::fs::read_to_string(corpus.join("text/layernorm_fwd.mlir")).unwrap(), "l").unwrap();
    let e = bytecode::write(&m, Version::new(13, 1)).unwrap_err();
    assert!(e.message.contains("not available in bytecode version 13.1"), "{e}");
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(rng: &mut Rng, seed: &[u8]) -> Vec<u8> {
    let mut b = seed.to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(b.len());
        match rng.below(6) {
            0 => b.truncate(at),
            1 if !b.is_empty() => {
                let i = at.min(b.len() - 1);
                b[i] ^= 1 << rng.below(8);
            }
            2 => b.insert(at, rng.next() as u8),
            3 if !b.is_empty() => {
                b.remove(at.min(b.len() - 1));
            }
            // Varint extremes: ten continuation bytes, or the largest 64-bit value.
            4 => b.splice(at..at, [0xFF; 9].into_iter().chain([0x01])).for_each(drop),
            _ => {
                let i = at.min(b.len().saturating_sub(1));
                if i < b.len() {
                    b[i] = [0x00, 0x7F, 0x80, 0xFF][rng.below(4)];
                }
            }
        }
    }
    b
}

/// Mutated corpus files and our bytecode of the lit modules: errors, never
/// panics, and no case slower than a second. 5,000 cases by default,
/// `BYTECODE_FUZZ_CASES=100000` for the full run.
#[test]
fn fuzzed_files_fail_cleanly() {
    let cases: usize = std::env::var("BYTECODE_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(5000);
    let ctx = cuda_tile::create_context();
    let mut seeds: Vec<Vec<u8>> = Vec::new();
    if let Some(corpus) = corpus() {
        for dir in ["bytecode", "bytecode-13.3"] {
            for k in KERNELS {
                seeds.push(std::fs::read(corpus.join(format!("{dir}/{k}.tileirbc"))).unwrap());
            }
        }
    }
    for (_, m) in lit_modules(&ctx) {
        if let Ok(b) = bytecode::write(&m, Version::new(13, 3)) {
            seeds.push(b);
        }
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut errors, mut accepted) = (0, 0);
    let mut slowest = Duration::ZERO;
    for i in 0..cases {
        let seed = &seeds[i % seeds.len()];
        let input = mutate(&mut rng, seed);
        let start = Instant::now();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| bytecode::read(&ctx, &input).map(|_| ())));
        let took = start.elapsed();
        slowest = slowest.max(took);
        match r {
            Ok(Ok(())) => accepted += 1,
            Ok(Err(_)) => errors += 1,
            Err(_) => panic!("reader panicked on case {i} (input {:02x?})", input),
        }
        assert!(took < Duration::from_secs(1), "case {i} took {took:?}");
    }
    eprintln!("fuzz: {cases} cases, {errors} errors, {accepted} still valid, slowest {slowest:?}");
    assert_eq!(errors + accepted, cases);
}

/// Reading and writing the largest corpus file in process: the median of 200
/// runs each, the best of three rounds (the other tests of this file run in
/// parallel and share the machine's cores).
#[test]
fn read_and_write_times() {
    let Some(corpus) = corpus() else { return };
    let ctx = cuda_tile::create_context();
    let largest = KERNELS
        .iter()
        .map(|k| corpus.join(format!("bytecode/{k}.tileirbc")))
        .max_by_key(|p| std::fs::metadata(p).unwrap().len())
        .unwrap();
    let bytes = std::fs::read(&largest).unwrap();
    let median = |f: &mut dyn FnMut()| {
        (0..3)
            .map(|_| {
                let mut t: Vec<Duration> = (0..200)
                    .map(|_| {
                        let s = Instant::now();
                        f();
                        s.elapsed()
                    })
                    .collect();
                t.sort();
                t[t.len() / 2]
            })
            .min()
            .unwrap()
    };
    let read = median(&mut || drop(bytecode::read(&ctx, &bytes).unwrap()));
    let module = bytecode::read(&ctx, &bytes).unwrap();
    let write = median(&mut || drop(bytecode::write(&module, Version::new(13, 4)).unwrap()));
    eprintln!("{}: {} bytes, read {read:?}, write {write:?} (median of 200)", largest.display(), bytes.len());
    assert!(read < Duration::from_millis(5) && write < Duration::from_millis(5), "read {read:?}, write {write:?}");
}

/// The drivers: tile-translate both ways, tile-opt and tile-compile reading
/// bytecode, tile-compile writing it.
#[test]
fn drivers_take_and_write_bytecode() {
    let Some(corpus) = corpus() else { return };
    let dir = std::env::temp_dir().join(format!("bytecode-drivers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = corpus.join("text/vector_add.mlir");
    let bc = dir.join("vector_add.tileirbc");
    let run = |exe: &str, args: &[&std::ffi::OsStr]| {
        let out = Command::new(exe).args(args).output().unwrap();
        assert!(out.status.success(), "{exe}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let listing = std::fs::read_to_string(&text).unwrap();
    run(env!("CARGO_BIN_EXE_tile-translate"), &["-mlir-to-cudatilebc".as_ref(), "-bytecode-version=13.3".as_ref(), text.as_os_str(), "-o".as_ref(), bc.as_os_str()]);
    assert!(bytecode::is_bytecode(&std::fs::read(&bc).unwrap()));
    assert_eq!(unwrap(&run(env!("CARGO_BIN_EXE_tile-translate"), &["-cudatilebc-to-mlir".as_ref(), bc.as_os_str()])), listing);
    assert_eq!(unwrap(&run(env!("CARGO_BIN_EXE_tile-opt"), &[bc.as_os_str()])), listing);
    let bc2 = dir.join("again.tileirbc");
    run(env!("CARGO_BIN_EXE_tile-compile"), &["--emit=bytecode".as_ref(), bc.as_os_str(), "-o".as_ref(), bc2.as_os_str()]);
    assert_eq!(std::fs::read(&bc).unwrap(), std::fs::read(&bc2).unwrap());
    let ptx = run(env!("CARGO_BIN_EXE_tile-compile"), &["--emit=ptx".as_ref(), bc.as_os_str()]);
    assert!(ptx.contains(".entry"), "{ptx}");
    // A malformed file: the error names the file and the offset.
    let bad = dir.join("bad.tileirbc");
    std::fs::write(&bad, b"\x7FTileIR\0\x0D\x03\x00\x00\x01").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tile-opt")).arg(&bad).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("bad.tileirbc: error at offset 13"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}


/// Every op of the 13.2 chapter (and cuTile's `fpowi`) is used in some
/// lit-tests/bytecode input, so an op without a bytecode round-trip test fails
/// here. An op counts where it starts a statement, follows `= `, or is spelled
/// `cuda_tile.NAME`, outside comments.
#[test]
fn every_op_of_the_chapter_has_a_bytecode_lit_test() {
    let Some(ops) = common::chapter_ops() else { return };
    common::assert_covered(&ops, &common::ops_used_in(common::mlir_files("lit-tests/bytecode")), "a bytecode lit test");
}

/// Runs `exe` with `args`: (exit code, stderr); a signal is a test failure.
fn exit_code(exe: &str, args: &[&std::ffi::OsStr]) -> (i32, String) {
    let out = Command::new(exe).args(args).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let code = out.status.code().unwrap_or_else(|| panic!("{exe} {args:?} died of a signal: {stderr}"));
    (code, stderr)
}

/// A file whose two kernels are both named by the same non-UTF-8 bytes: the
/// verifier's "redefinition" diagnostic quotes the name, and formatting it
/// must not panic (a panic in MLIR's C callback aborts the process).
#[test]
fn a_non_utf8_symbol_defined_twice_is_diagnosed() {
    let ctx = cuda_tile::create_context();
    let text = "cuda_tile.module @m {\n entry @kernelAAAA() {\n return\n }\n entry @kernelBBBB() {\n return\n }\n}\n";
    let m = parse_module(&ctx, text, "t").unwrap();
    let mut bytes = bytecode::write(&m, Version::new(13, 3)).unwrap();
    for name in [&b"kernelAAAA"[..], b"kernelBBBB"] {
        let at = bytes.windows(name.len()).position(|w| w == name).unwrap();
        bytes[at..at + name.len()].copy_from_slice(b"k\xFFrnel\xFE\xFF\x00A");
    }
    let e = bytecode::read(&ctx, &bytes).unwrap_err();
    assert!(e.message.contains("redefinition of symbol") && e.message.contains("k\u{FFFD}rnel"), "{e}");
    let dir = std::env::temp_dir().join(format!("bytecode-utf8-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("twice.tileirbc");
    std::fs::write(&bad, &bytes).unwrap();
    for (exe, flag) in [(env!("CARGO_BIN_EXE_tile-translate"), Some("-cudatilebc-to-mlir")), (env!("CARGO_BIN_EXE_tile-opt"), None)] {
        let mut args: Vec<&std::ffi::OsStr> = flag.iter().map(|f| f.as_ref()).collect();
        args.push(bad.as_os_str());
        let (code, err) = exit_code(exe, &args);
        assert!(code == 1 && err.contains("twice.tileirbc") && err.contains("redefinition of symbol"), "{exe}: {code} {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The file header followed by one String section (ID 1, aligned to 4) of
/// garbage, then `rest` (a file's sections, which keep their alignment: 8
/// bytes are inserted).
fn with_garbage_string_section(file: &[u8]) -> Vec<u8> {
    let mut b = file[..12].to_vec();
    b.extend_from_slice(&[0x81, 4, 4, 0xCB, 0xDE, 0xAD, 0xBE, 0xEF]);
    b.extend_from_slice(&file[12..]);
    b
}

/// A section that appears twice is an error naming both copies, whichever
/// comes first: NVIDIA's reader keeps the last silently, so garbage put
/// before a real section would otherwise be read without a word.
#[test]
fn a_duplicated_section_is_an_error() {
    let ctx = cuda_tile::create_context();
    let m = parse_module(&ctx, "cuda_tile.module @m {\n entry @k() {\n return\n }\n}\n", "t").unwrap();
    let good = bytecode::write(&m, Version::new(13, 3)).unwrap();
    assert!(bytecode::read(&ctx, &good).is_ok());
    let bad = with_garbage_string_section(&good);
    let e = bytecode::read(&ctx, &bad).unwrap_err();
    // The error is at the second copy (the writer's, past the garbage's 12..20) and names the first.
    assert!(e.message.contains("String section") && e.message.contains("twice") && e.message.contains("offset 12"), "{e}");
    assert!(e.offset.is_some_and(|o| o >= 20), "{e}");
}

/// An empty file, or text, named `.tileirbc`: an error at offset 0 from
/// every driver, not an empty module.
#[test]
fn an_empty_or_text_tileirbc_file_is_an_error() {
    let dir = std::env::temp_dir().join(format!("bytecode-empty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.tileirbc");
    std::fs::write(&empty, b"").unwrap();
    let text = dir.join("text.tileirbc");
    std::fs::write(&text, b"cuda_tile.module @m {\n}\n").unwrap();
    for f in [&empty, &text] {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        for (exe, flags) in [
            (env!("CARGO_BIN_EXE_tile-opt"), &[][..]),
            (env!("CARGO_BIN_EXE_tile-translate"), &["-cudatilebc-to-mlir"][..]),
            (env!("CARGO_BIN_EXE_tile-compile"), &["--emit=ptx"][..]),
            (env!("CARGO_BIN_EXE_tile-run"), &["--grid", "1"][..]),
        ] {
            let mut args: Vec<&std::ffi::OsStr> = flags.iter().map(|f| f.as_ref()).collect();
            args.push(f.as_os_str());
            let (code, err) = exit_code(exe, &args);
            assert!(code == 1 && err.contains(&format!("{name}: error at offset 0")), "{exe} {name}: {code} {err}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `depth` `if`s nested in one entry.
fn nested_ifs(depth: usize) -> String {
    let mut s = String::from("cuda_tile.module @m {\n entry @k() {\n %c = constant <i1: 1> : tile<i1>\n");
    s += &"if %c {\n".repeat(depth);
    s += &"yield\n}\n".repeat(depth);
    s + "return\n }\n}\n"
}

/// An op whose location is `depth` call sites nested in one another.
fn nested_call_sites(depth: usize) -> String {
    let at = r#"#cuda_tile.di_loc<loc("k.py":3:5) in #sp>"#;
    let loc = (0..depth).fold(at.to_string(), |inner, _| format!("callsite({inner} at {at})"));
    format!(
        "#file = #cuda_tile.di_file<\"k.py\" in \"/src\">\n#cu = #cuda_tile.di_compile_unit<file = #file>\n\
         #sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = \"k\", linkageName = \"k\", compileUnit = #cu>\n\
         cuda_tile.module @m {{\n entry @k() {{\n %c = constant <i32: 1> : tile<i32> loc({loc})\n return loc({at})\n }} loc({at})\n}}\n"
    )
}

/// What the writer writes, the reader reads: around the reader's bounds on
/// region nesting (64) and call-site nesting (32), a module either is written
/// and reads back, or the writer refuses it by name.
#[test]
fn the_writer_writes_only_what_the_reader_reads() {
    let ctx = cuda_tile::create_context();
    let cases = [1, 63, 64, 65, 100].map(|d| (d, 64, nested_ifs(d))).into_iter().chain([1, 31, 32, 33, 40].map(|d| (d, 32, nested_call_sites(d))));
    for (depth, bound, text) in cases {
        let m = parse_module(&ctx, &text, "t").unwrap();
        match bytecode::write(&m, Version::new(13, 3)) {
            Ok(bytes) => {
                let back = bytecode::read(&ctx, &bytes);
                assert!(back.is_ok(), "depth {depth} written but not read: {}", back.err().unwrap());
            }
            Err(e) => assert!(depth > bound && e.message.contains("nested"), "depth {depth}: {e}"),
        }
    }
}
