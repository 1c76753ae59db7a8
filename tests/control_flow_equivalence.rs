//! The control flow of convert-cuda-tile-to-tileaa, checked by running the
//! program before and after the pass on the same calls: the `// MAIN:` lines
//! of lit-tests/conversion/CudaTileToTileAA/control-flow-run.mlir call its
//! `testing$func`s with constants and print the results. Each call runs on
//! the cuda_tile program with the interpreter (before), and the whole `main`
//! runs after the pass with MLIR's JIT, exactly as the lit RUN lines do
//! (after); the results must agree call by call, and agree with the file's
//! CHECK lines.

use cuda_tile::interp::{call, numerics, HostArg, Memory, Program, Value};
use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Stdio};

const SOURCE: &str = "lit-tests/conversion/CudaTileToTileAA/control-flow-run.mlir";
const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";
const RUNNER_LIB: &str = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";

/// A printed number: integers exactly, floats as f64.
#[derive(Clone, Copy, Debug)]
enum Number {
    Int(i64),
    Float(f64),
}

impl Number {
    /// Reads `text` as a value of MLIR type `ty` (`i32`, `f32`, ...).
    fn parse(text: &str, ty: &str) -> Number {
        let text = text.trim();
        if ty.starts_with('i') {
            Number::Int(text.parse().unwrap_or_else(|_| panic!("'{text}' is not an {ty}")))
        } else {
            Number::Float(text.parse().unwrap_or_else(|_| panic!("'{text}' is not an {ty}")))
        }
    }

    /// Equal as integers, or as floats up to the 6 significant digits that
    /// vector.print (`%g`) and the CHECK lines keep.
    fn same(self, other: Number) -> bool {
        match (self, other) {
            (Number::Int(a), Number::Int(b)) => a == b,
            (Number::Float(a), Number::Float(b)) => {
                a == b || a.is_nan() && b.is_nan() || (a - b).abs() <= 5e-6 * a.abs().max(b.abs())
            }
            _ => false,
        }
    }
}

impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Number::Int(v) => write!(f, "{v}"),
            Number::Float(v) => write!(f, "{v}"),
        }
    }
}

/// One printed value: result `index` of a call of `func` on constant `args`
/// (their `TYPE:VALUE` text), printed as `ty`.
struct Printed {
    call: String,
    func: String,
    args: Vec<String>,
    index: usize,
    ty: String,
}

/// The `// MAIN:` lines, one statement each, as the printed values in order.
fn main_calls(source: &str) -> Vec<Printed> {
    let mut constants: HashMap<String, String> = HashMap::new();
    let mut calls: HashMap<String, (String, Vec<String>)> = HashMap::new();
    let mut printed = Vec::new();
    for line in source.lines().filter_map(|l| l.strip_prefix("// MAIN:")).map(str::trim) {
        let bad = || -> ! { panic!("unsupported `// MAIN:` line (this test reads one statement per line): {line}") };
        if let Some((name, rest)) = line.split_once(" = arith.constant ") {
            let (value, ty) = rest.split_once(" : ").unwrap_or_else(|| bad());
            let (value, ty) = (value.trim(), ty.trim());
            // MLIR writes a float by its bits in hex (0x7FC00000: a NaN).
            let value = match (value.strip_prefix("0x"), ty) {
                (Some(hex), "f32") => f32::from_bits(u32::from_str_radix(hex, 16).unwrap_or_else(|_| bad())).to_string(),
                (Some(hex), "f64") => f64::from_bits(u64::from_str_radix(hex, 16).unwrap_or_else(|_| bad())).to_string(),
                _ => value.to_string(),
            };
            constants.insert(name.to_string(), format!("{ty}:{value}"));
        } else if let Some((lhs, rest)) = line.split_once(" = func.call @") {
            let name = lhs.split(':').next().unwrap().trim().to_string();
            let (func, rest) = rest.split_once('(').unwrap_or_else(|| bad());
            let (operands, _) = rest.split_once(')').unwrap_or_else(|| bad());
            let args = operands
                .split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .map(|a| constants.get(a).unwrap_or_else(|| panic!("{a} in `{line}` is not a MAIN constant")).clone())
                .collect();
            calls.insert(name, (func.to_string(), args));
        } else if let Some(rest) = line.strip_prefix("vector.print ") {
            let (operand, ty) = rest.split_once(" : ").unwrap_or_else(|| bad());
            let (name, index) = match operand.trim().split_once('#') {
                Some((n, i)) => (n, i.parse().unwrap_or_else(|_| bad())),
                None => (operand.trim(), 0),
            };
            let (func, args) = calls.get(name).unwrap_or_else(|| panic!("{name} in `{line}` is not the result of a call")).clone();
            printed.push(Printed { call: name.to_string(), func, args, index, ty: ty.trim().to_string() });
        } else if line.contains("func.call") || line.contains("vector.print") {
            bad();
        }
    }
    printed
}

/// The value of a rank-0 tile result as a number.
fn number(v: &Value) -> Number {
    let Value::Tile(t) = v else { panic!("a tile was expected, got {v:?}") };
    match t.elem.int_width() {
        Some(w) => Number::Int(numerics::sext(t.i()[0], w)),
        None => Number::Float(t.f()[0]),
    }
}

/// BEFORE: each printed value computed by the interpreter on the cuda_tile program.
fn interpret(source: &str, printed: &[Printed]) -> Vec<Number> {
    let program = Program::parse(source, SOURCE).unwrap_or_else(|e| panic!("{e}"));
    let mut results = Vec::new();
    for p in printed {
        let args: Vec<Value> = p
            .args
            .iter()
            .map(|a| match HostArg::parse_scalar(a).unwrap_or_else(|e| panic!("{e}")) {
                HostArg::Scalar(num, v) => Value::tile(v.to_tile(cuda_tile::interp::Elem::Num(num))),
                HostArg::Array { .. } => unreachable!(),
            })
            .collect();
        let mut out = Vec::new();
        let values = call(&program, &p.func, &args, &mut Memory::new(), &mut out)
            .unwrap_or_else(|e| panic!("{}({}): {e}", p.func, p.args.join(", ")));
        results.push(number(&values[p.index]));
    }
    results
}

/// Runs `program` with `args`, feeding it `input`; its stdout, or a panic with its stderr.
fn pipe(program: &str, args: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    // Written from another thread so that a large output cannot block the child.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success(), "{program} {args:?} failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// AFTER: the pass, then the RUN lines' sed rewrite, then MLIR's JIT on `main`.
fn run_after(path: &Path, source: &str) -> Vec<String> {
    let path = path.to_str().unwrap();
    let converted = pipe(env!("CARGO_BIN_EXE_tile-opt"), &["--convert-cuda-tile-to-tileaa", path], "");
    // sed -e 's/nv_tileaa\.func/func.func/' -e 's/nv_tileaa\.return/func.return/' -e '/^}$/d':
    // the module's closing brace goes, so that `main` lands inside it.
    let mut program = String::new();
    for line in converted.lines().filter(|l| *l != "}") {
        program.push_str(&line.replacen("nv_tileaa.func", "func.func", 1).replacen("nv_tileaa.return", "func.return", 1));
        program.push('\n');
    }
    for line in source.lines().filter_map(|l| l.strip_prefix("// MAIN:")) {
        program.push_str(line);
        program.push('\n');
    }
    let lowered = pipe(
        &format!("{LLVM_BIN}/mlir-opt"),
        &["--convert-scf-to-cf", "--convert-to-llvm", "--reconcile-unrealized-casts"],
        &program,
    );
    let runner = format!("{LLVM_BIN}/mlir-runner");
    let shared = format!("-shared-libs={RUNNER_LIB}");
    let out = pipe("timeout", &["120", &runner, "-e", "main", "-entry-point-result=void", &shared], &lowered);
    out.lines().map(str::to_string).collect()
}

#[test]
fn before_and_after_the_pass_compute_the_same_results() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(SOURCE);
    let source = std::fs::read_to_string(&path).unwrap();
    let printed = main_calls(&source);
    assert!(!printed.is_empty(), "no `// MAIN:` calls in {SOURCE}");

    let before = interpret(&source, &printed);
    // The CHECK lines follow the vector.print lines one for one.
    let checks: Vec<&str> = source
        .lines()
        .filter_map(|l| l.strip_prefix("// CHECK: ").or_else(|| l.strip_prefix("// CHECK-NEXT: ")))
        .collect();
    assert_eq!(checks.len(), printed.len(), "{SOURCE}: one CHECK line per vector.print");

    let runner_present = Path::new(LLVM_BIN).join("mlir-runner").exists() && Path::new(RUNNER_LIB).exists();
    let after: Option<Vec<Number>> = runner_present.then(|| {
        let lines = run_after(&path, &source);
        assert_eq!(lines.len(), printed.len(), "mlir-runner printed {} values for {} vector.print:\n{}", lines.len(), printed.len(), lines.join("\n"));
        lines.iter().zip(&printed).map(|(l, p)| Number::parse(l, &p.ty)).collect()
    });

    let mut mismatches = Vec::new();
    println!("{:<44} {:>14} {:>14} {:>14}", "call", "before/interp", "after/JIT", "CHECK");
    for (i, p) in printed.iter().enumerate() {
        let label = format!("{}({}) #{} [{}]", p.func, p.args.join(", "), p.index, p.call);
        let check = Number::parse(checks[i], &p.ty);
        let after_text = after.as_ref().map_or("-".to_string(), |a| a[i].to_string());
        println!("{label:<44} {:>14} {after_text:>14} {:>14}", before[i].to_string(), check.to_string());
        let agrees = after.as_ref().is_none_or(|a| before[i].same(a[i]));
        if !agrees || !before[i].same(check) {
            mismatches.push(format!("{label}: before {}, after {after_text}, CHECK {check}", before[i]));
        }
    }
    let calls: std::collections::HashSet<&str> = printed.iter().map(|p| p.call.as_str()).collect();
    println!("{} calls, {} printed values compared", calls.len(), printed.len());
    assert!(mismatches.is_empty(), "before and after (or CHECK) differ for:\n  {}", mismatches.join("\n  "));
    if !runner_present {
        eprintln!("SKIPPED the after-the-pass half: {LLVM_BIN}/mlir-runner or {RUNNER_LIB} is missing; only the interpreter was checked against the CHECK lines");
    }
}
