//! Differential tests: each corpus kernel, and one kernel per op family
//! (tests/gpu_kernels/*.mlir), runs in the interpreter (the reference) and on
//! the GPU on the same generated inputs, and the arrays are compared: exactly
//! where the ops are exact, within the tolerance stated per kernel otherwise.
//! Sizes are not multiples of the tiles where the kernel allows it, so edge
//! tiles are padded on load and masked on store; outputs start poisoned, so an
//! element one side fails to write shows.
//!
//! Everywhere, the interpreter runs each kernel (a broken kernel text or an
//! output it never writes fails here) and the kernel compiles to an sm_90
//! cubin. Without a CUDA driver the GPU half of each test says "skipped: no
//! CUDA driver". (A plain `main` harness, so the skips show.)

use cuda_tile::interp::{numerics, numerics::FloatKind, run_host, HostArg, Num, Program, Scalar};
use cuda_tile::npy::{Array, Dtype};
use cuda_tile::runtime::{self, driver_available, Gpu};
use cuda_tile::target::ptxas;
use cuda_tile::{compile, emulate, CompileOptions, Emit};
use std::path::PathBuf;

#[path = "gpu_differential/bundle.rs"]
mod bundle;

/// How an array argument is compared between the reference and the GPU.
#[derive(Clone)]
enum Check {
    /// Only read by the kernel: must come back unchanged.
    Input,
    /// Written by the kernel, bit for bit (NaNs need only both be NaN).
    Exact,
    /// Written by the kernel, |gpu - ref| <= abs + rel * |ref|.
    Near { abs: f64, rel: f64 },
    /// Written by the kernel, exactly these values (computed by hand, not by
    /// any component of ours): the interpreter must give them too.
    Expect(Vec<f64>),
    /// Written by the kernel, within `abs` of these values (computed here in
    /// f64, independently of our components): the interpreter must be, and
    /// the GPU within `abs` of the interpreter.
    Close { want: Vec<f64>, abs: f64 },
}

struct Case {
    name: &'static str,
    path: PathBuf,
    grid: [u32; 3],
    args: Vec<(HostArg, Check)>,
}

/// Why a kernel with a dot is not run through sm_80's lowering, if it is
/// not.
fn sm90_only(case: &Case) -> Option<&'static str> {
    match case.name {
        // Its 256x128 f32 accumulator is staged for the store (128 KiB)
        // beside its operands: more than sm_80's 163 KiB, which the
        // lowering diagnoses (lit: conversion/TileAAToNVVM/shared-too-large.mlir).
        "gemm_wide" => Some("needs more shared memory than an sm_80 CTA has"),
        _ => None,
    }
}

/// The target a case compiles for: sm_120a for a case named for it,
/// sm_100a for block-scaled MMA (13.3 mmaf_scaled, which needs sm_100 or
/// newer), sm_90 otherwise.
fn target(case: &Case) -> &'static str {
    if case.name.ends_with("_sm120") {
        "sm_120a"
    } else if std::fs::read_to_string(&case.path).is_ok_and(|s| s.contains("mmaf_scaled ")) {
        "sm_100a"
    } else {
        "sm_90"
    }
}

/// Output cells start at this value; no kernel computes it.
const POISON: f64 = -12345.0;

fn main() {
    let cases = cases();
    // `-- --bundle DIR`: write the GPU check bundle instead (scripts/gpu-bundle.sh).
    let args: Vec<String> = std::env::args().collect();
    if let Some(dir) = args.iter().position(|a| a == "--bundle").and_then(|i| args.get(i + 1)) {
        std::process::exit(if bundle::write(&cases, std::path::Path::new(dir)) == 0 { 0 } else { 1 });
    }
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    let gpu = driver_available().then(|| Gpu::open(0));
    for case in &cases {
        let name = case.name;
        if !case.path.exists() {
            println!("test gpu_differential::{name} ... skipped: no corpus at {}", case.path.display());
            skipped += 1;
            continue;
        }
        let reference = match here(case) {
            Ok((reference, note)) => {
                println!("test gpu_differential::{name} (interpreter, {note}) ... ok");
                passed += 1;
                Some(reference)
            }
            Err(e) => {
                println!("test gpu_differential::{name} (interpreter, {} cubin) ... FAILED: {e}", target(case));
                failed += 1;
                None
            }
        };
        if let Some(reference) = &reference {
            // sm_90 (wgmma where a dot allows it); kernels with a dot or a
            // 13.3 view also through sm_80's lowering and sm_100's (tcgen05.mma
            // where a dot allows it, fed by TMA; see sm80_too).
            for gpu_name in [target(case), "sm_80", "sm_100"] {
                if gpu_name != target(case) && (!sm80_too(case) || target(case) != "sm_90") {
                    continue;
                }
                if let Some(why) = (gpu_name == "sm_80").then(|| sm90_only(case)).flatten() {
                    println!("test gpu_differential::{name} (host emulation, sm_80) ... skipped: {why}");
                    skipped += 1;
                    continue;
                }
                match emulated(case, reference, gpu_name) {
                    Ok(errors) => {
                        println!("test gpu_differential::{name} (host emulation, {gpu_name}) ... ok ({errors})");
                        passed += 1;
                    }
                    Err(e) => {
                        println!("test gpu_differential::{name} (host emulation, {gpu_name}) ... FAILED: {e}");
                        failed += 1;
                    }
                }
            }
        }
        match (&gpu, reference) {
            (Some(_), _) if target(case) != "sm_90" => {
                println!("test gpu_differential::{name} ... skipped: compiled for {}, the GPU is sm_90", target(case));
                skipped += 1;
            }
            (None, _) => {
                println!("test gpu_differential::{name} ... skipped: no CUDA driver");
                skipped += 1;
            }
            (Some(Err(e)), _) => {
                println!("test gpu_differential::{name} ... FAILED: {e}");
                failed += 1;
            }
            (Some(Ok(_)), None) => {
                println!("test gpu_differential::{name} ... FAILED: no reference");
                failed += 1;
            }
            (Some(Ok(gpu)), Some(reference)) => match on_gpu(gpu, case, &reference) {
                Ok(errors) => {
                    println!("test gpu_differential::{name} ... ok ({errors})");
                    passed += 1;
                }
                Err(e) => {
                    println!("test gpu_differential::{name} ... FAILED: {e}");
                    failed += 1;
                }
            },
        }
    }
    println!("gpu_differential: {passed} passed, {failed} failed, {skipped} skipped");
    if failed > 0 {
        std::process::exit(1);
    }
}

/// What runs on every machine: the interpreter's reference (every output
/// written somewhere) and the sm_90 cubin.
fn here(case: &Case) -> Result<(Vec<HostArg>, String), String> {
    let source = std::fs::read_to_string(&case.path).map_err(|e| format!("{}: {e}", case.path.display()))?;
    let name = case.path.to_string_lossy();
    let program = Program::parse(&source, &name).map_err(|e| e.to_string())?;
    let mut reference: Vec<HostArg> = case.args.iter().map(|(a, _)| a.clone()).collect();
    run_host(&program, None, case.grid, &mut reference, &mut std::io::sink()).map_err(|e| format!("interpreter: {e}"))?;
    for ((before, check), after) in case.args.iter().zip(&reference) {
        if let (HostArg::Array { name, array: a }, HostArg::Array { array: b, .. }) = (before, after) {
            if matches!(check, Check::Exact | Check::Near { .. } | Check::Close { .. }) && a.data == b.data {
                return Err(format!("interpreter: output '{name}' was never written"));
            }
            if let Check::Close { want, abs } = check {
                let got = values(b);
                if let Some(k) = (0..want.len()).find(|&k| !matches!(got[k], V::F(g) if (g - want[k]).abs() <= *abs)) {
                    return Err(format!("interpreter: '{name}'[{k}] = {:?}, expected {} within {abs:e}", got[k], want[k]));
                }
            }
            if let Check::Expect(want) = check {
                let got = values(b);
                if let Some(k) = (0..want.len()).find(|&k| !matches!(got[k], V::I(g) if g as f64 == want[k]) && !matches!(got[k], V::F(g) if g == want[k])) {
                    return Err(format!("interpreter: '{name}'[{k}] = {:?}, expected {}", got[k], want[k]));
                }
            }
        }
    }
    let entry = program.entry(None).map_err(|e| e.to_string())?.name.clone();
    // Without ptxas (no NVIDIA wheels installed) the pipeline still runs to PTX.
    let emit = if ptxas::find_tool("ptxas").is_some() { Emit::Cubin } else { Emit::Ptx };
    let gpu_name = target(case);
    let options = CompileOptions { gpu_name: gpu_name.into(), ..CompileOptions::default() };
    let compiled = compile(&source, &name, &options, emit).map_err(|e| format!("{gpu_name}: {e}"))?;
    if !compiled.kernels.iter().any(|k| k.name == entry) {
        return Err(format!("{gpu_name}: no kernel '{entry}' in the compiled module"));
    }
    let note = match &compiled.cubin {
        Some(cubin) if !cubin.is_empty() => format!("{gpu_name} cubin of {} bytes", cubin.len()),
        Some(_) => return Err(format!("{gpu_name}: empty cubin")),
        None => format!("{gpu_name} PTX only: no ptxas"),
    };
    Ok((reference, note))
}

/// Runs the case on the GPU and compares every array with the reference;
/// returns the largest errors seen.
fn on_gpu(gpu: &Gpu, case: &Case, reference: &[HostArg]) -> Result<String, String> {
    let source = std::fs::read_to_string(&case.path).map_err(|e| e.to_string())?;
    let mut args: Vec<HostArg> = case.args.iter().map(|(a, _)| a.clone()).collect();
    runtime::run_host(gpu, &source, &case.path.to_string_lossy(), None, case.grid, &mut args, &CompileOptions::default())?;
    compare(case, &args, reference)
}

/// The same through the GPU lowering for `gpu_name` emulated on the host's
/// CPU (`cuda_tile::emulate`, four tile blocks at a time): the lowering's logic
/// checked on every machine. The kernels that test the order between a tile
/// block's threads (race_*, splitk_*) run under an adversarial schedule:
/// every thread but the first is slow to write.
fn emulated(case: &Case, reference: &[HostArg], gpu_name: &str) -> Result<String, String> {
    let source = std::fs::read_to_string(&case.path).map_err(|e| e.to_string())?;
    let mut args: Vec<HostArg> = case.args.iter().map(|(a, _)| a.clone()).collect();
    let mut emulation = emulate::Emulation::default();
    if case.name.starts_with("race_") || case.name.starts_with("splitk_") {
        emulation.store_delay_us = 2000;
    }
    let mut printed = String::new();
    let options = CompileOptions { gpu_name: gpu_name.into(), ..CompileOptions::default() };
    emulate::run_host_with(&source, &case.path.to_string_lossy(), None, case.grid, &mut args, &options, emulation, &mut printed)?;
    compare(case, &args, reference)
}

/// Whether the case's kernel has a dot (mmaf / mmai), whose lowering differs
/// between sm_80 and sm_90.
fn has_dot(case: &Case) -> bool {
    std::fs::read_to_string(&case.path).is_ok_and(|s| s.contains("mmaf ") || s.contains("mmai "))
}

/// Whether the case also runs through sm_80's lowering: a dot (mma.sync and
/// ldmatrix there, wgmma on sm_90), or a strided or gather/scatter view
/// (13.3), whose tiles sm_90 may move by TMA and sm_80 by vector accesses.
fn sm80_too(case: &Case) -> bool {
    has_dot(case)
        || std::fs::read_to_string(&case.path)
            .is_ok_and(|s| s.contains("make_strided_view") || s.contains("make_gather_scatter_view"))
}

/// Compares every array of `args` with the reference, by each one's check;
/// returns the largest errors seen.
fn compare(case: &Case, args: &[HostArg], reference: &[HostArg]) -> Result<String, String> {
    let (mut max_abs, mut max_rel) = (0f64, 0f64);
    for (((_, check), got), want) in case.args.iter().zip(args).zip(reference) {
        let (HostArg::Array { name, array: got }, HostArg::Array { array: want, .. }) = (got, want) else { continue };
        let (g, w) = (values(got), values(want));
        let mut wrong = Vec::new();
        let tolerance = match check {
            Check::Near { abs, rel } => Some((*abs, *rel)),
            Check::Close { abs, .. } => Some((*abs, 0.0)),
            _ => None,
        };
        for (k, (g, w)) in g.iter().zip(&w).enumerate() {
            let ok = match (g, w, check) {
                (V::I(g), V::I(w), _) => g == w,
                (V::F(g), V::F(w), _) if g.is_nan() || w.is_nan() => g.is_nan() && w.is_nan(),
                (V::F(g), V::F(w), Check::Input | Check::Exact | Check::Expect(_)) => g.to_bits() == w.to_bits(),
                (V::F(g), V::F(w), _) if tolerance.is_some() => {
                    let (abs, rel) = tolerance.unwrap();
                    if g.is_infinite() || w.is_infinite() {
                        g == w
                    } else {
                        let e = (g - w).abs();
                        max_abs = max_abs.max(e);
                        if *w != 0.0 {
                            max_rel = max_rel.max(e / w.abs());
                        }
                        e <= abs + rel * w.abs()
                    }
                }
                _ => false,
            };
            if !ok {
                wrong.push(format!("[{k}] = {g:?}, reference {w:?}"));
            }
        }
        if !wrong.is_empty() {
            return Err(format!("{} of {} elements of '{name}' differ, first {}", wrong.len(), w.len(), wrong[0]));
        }
    }
    Ok(format!("max abs error {max_abs:.3e}, max rel error {max_rel:.3e}"))
}

#[derive(Debug)]
enum V {
    I(i128),
    F(f64),
}

fn values(a: &Array) -> Vec<V> {
    let n = a.dtype.size();
    a.data
        .chunks_exact(n)
        .map(|c| {
            let mut b = [0u8; 16];
            b[..n].copy_from_slice(c);
            let u = u128::from_le_bytes(b);
            match a.dtype {
                Dtype::F(2) => V::F(numerics::decode(FloatKind::F16, u as u64)),
                Dtype::F(4) => V::F(f32::from_bits(u as u32) as f64),
                Dtype::F(8) => V::F(f64::from_bits(u as u64)),
                // Signed and unsigned alike: the bits, sign-extended, are compared.
                _ => V::I(((u << (128 - 8 * n)) as i128) >> (128 - 8 * n)),
            }
        })
        .collect()
}

// ---- Inputs ----

/// Deterministic pseudo-random numbers.
struct Rng(u64);

impl Rng {
    fn bits(&mut self) -> u32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 32) as u32
    }
    /// Uniform in [lo, hi), with 24 random bits.
    fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * (self.bits() >> 8) as f64 / (1u64 << 24) as f64
    }
    /// In [-1, 1) with 7 fraction bits: sums and products of a few thousand of
    /// them are exact in f32, whatever the order.
    fn dyadic(&mut self) -> f64 {
        (self.bits() % 256) as f64 / 128.0 - 1.0
    }
    fn vec(&mut self, n: usize, mut f: impl FnMut(&mut Rng) -> f64) -> Vec<f64> {
        (0..n).map(|_| f(self)).collect()
    }
}

/// f32 inputs; a NaN is the NaN NVIDIA's hardware writes (0x7fffffff): the
/// interpreter holds floats as f64 and keeps no NaN payload, so a bitcast of
/// a loaded NaN gives that one.
fn f32s(name: &str, shape: Vec<usize>, v: &[f64]) -> HostArg {
    let f = |x: f64| if x.is_nan() { f32::from_bits(0x7fff_ffff) } else { x as f32 };
    HostArg::Array { name: name.into(), array: Array::from_f32(shape, &v.iter().map(|&x| f(x)).collect::<Vec<_>>()) }
}

fn i32s(name: &str, shape: Vec<usize>, v: &[i32]) -> HostArg {
    HostArg::Array { name: name.into(), array: Array::from_i32(shape, v) }
}

fn f16s(name: &str, shape: Vec<usize>, v: &[f64]) -> HostArg {
    let bits: Vec<u16> = v.iter().map(|&x| numerics::encode(FloatKind::F16, x) as u16).collect();
    HostArg::Array { name: name.into(), array: Array::from_f16_bits(shape, &bits) }
}

/// bf16 inputs (exactly representable values: the top half of their f32
/// bits), as `u2` words, NumPy having no bf16.
fn bf16s(name: &str, shape: Vec<usize>, v: &[f64]) -> HostArg {
    let data = v.iter().flat_map(|&x| (((x as f32).to_bits() >> 16) as u16).to_le_bytes()).collect();
    HostArg::Array { name: name.into(), array: Array { dtype: Dtype::U(2), shape, data } }
}

fn i8s(name: &str, shape: Vec<usize>, v: &[i8]) -> HostArg {
    HostArg::Array { name: name.into(), array: Array { dtype: Dtype::I(1), shape, data: v.iter().map(|&x| x as u8).collect() } }
}

/// c[z] = a[z] x b[z] for `nb` batches of m x k by k x n f16 matrices (f32
/// sums) through kernel `name`. Dyadic inputs, exact in f16; every product
/// and sum is exact in f32, so c is worked out here exactly.
fn batched_gemm_case(r: &mut Rng, name: &'static str, grid: [u32; 3], (nb, m, n, k): (usize, usize, usize, usize)) -> Case {
    use Check::{Expect, Input};
    let (a, b) = (r.vec(nb * m * k, Rng::dyadic), r.vec(nb * k * n, Rng::dyadic));
    let c: Vec<f64> = (0..nb * m * n)
        .map(|zij| {
            let (z, i, j) = (zij / (m * n), zij / n % m, zij % n);
            (0..k).map(|kk| a[(z * m + i) * k + kk] * b[(z * k + kk) * n + j]).sum()
        })
        .collect();
    Case {
        name,
        path: kernel(name),
        grid,
        args: vec![
            (f16s("a", vec![nb, m, k], &a), Input),
            (f16s("b", vec![nb, k, n], &b), Input),
            (poisoned_f32("c", vec![nb, m, n]), Expect(c)),
        ],
    }
}

fn poisoned_f32(name: &str, shape: Vec<usize>) -> HostArg {
    let n = shape.iter().product();
    f32s(name, shape, &vec![POISON; n])
}

fn poisoned_f16(name: &str, shape: Vec<usize>) -> HostArg {
    let n = shape.iter().product();
    f16s(name, shape, &vec![POISON; n])
}

fn poisoned_i32(name: &str, shape: Vec<usize>) -> HostArg {
    let n = shape.iter().product();
    i32s(name, shape, &vec![POISON as i32; n])
}

fn i32_scalar(v: i32) -> (HostArg, Check) {
    (HostArg::Scalar(Num::Int(32), Scalar::I(v as u32 as u64)), Check::Input)
}

fn corpus(name: &str) -> PathBuf {
    // ../shared/corpus beside the checkout, or wherever $CUDA_TILE_CORPUS says.
    let dir = std::env::var_os("CUDA_TILE_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"));
    dir.join("text").join(format!("{name}.mlir"))
}

fn kernel(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/gpu_kernels").join(format!("{name}.mlir"))
}

/// f32 unit roundoff.
const U: f64 = 1.0 / (1u64 << 24) as f64;

/// The corpus layernorm over m rows of n: x, w and b uniform in [-1, 1],
/// y, mean and rstd held to `near`; one block per row.
fn layernorm_case(name: &'static str, r: &mut Rng, m: usize, n: usize, near: Check) -> Case {
    use Check::*;
    let (x, w, b) = (r.vec(m * n, |r| r.uniform(-1.0, 1.0)), r.vec(n, |r| r.uniform(-1.0, 1.0)), r.vec(n, |r| r.uniform(-1.0, 1.0)));
    Case {
        name,
        path: corpus("layernorm_fwd"),
        grid: [m as u32, 1, 1],
        args: vec![
            (f32s("x", vec![m, n], &x), Input),
            (f32s("w", vec![n], &w), Input),
            (f32s("b", vec![n], &b), Input),
            (poisoned_f32("y", vec![m, n]), near.clone()),
            (poisoned_f32("mean", vec![m]), near.clone()),
            (poisoned_f32("rstd", vec![m]), near),
            (HostArg::Scalar(Num::Float(FloatKind::F32), Scalar::F(1e-5f32 as f64)), Input),
        ],
    }
}

fn cases() -> Vec<Case> {
    use Check::*;
    let mut r = Rng(7);
    let mut cases = Vec::new();

    // ---- The corpus (extents multiples of 16, as its `assume`s require) ----

    // 50000 = 48 tiles of 1024 and one of 848. f32 addition is exact IEEE.
    let n = 50000;
    let (a, b) = (r.vec(n, |r| r.uniform(-1e3, 1e3)), r.vec(n, |r| r.uniform(-1.0, 1.0)));
    cases.push(Case {
        name: "corpus_vector_add",
        path: corpus("vector_add"),
        grid: [49, 1, 1],
        args: vec![(f32s("a", vec![n], &a), Input), (f32s("b", vec![n], &b), Input), (poisoned_f32("c", vec![n]), Exact)],
    });

    // 144x208 in 64x64 tiles: 3 x 4 blocks, the last row and column partial. Moves only.
    let (m, n) = (144, 208);
    let x = r.vec(m * n, |r| r.uniform(-1.0, 1.0));
    cases.push(Case {
        name: "corpus_transpose",
        path: corpus("transpose"),
        grid: [3, 4, 1],
        args: vec![(f32s("x", vec![m, n], &x), Input), (poisoned_f32("y", vec![n, m]), Exact)],
    });

    // One 16x128 tile per block (the kernel does not pad), 80 rows: 5 blocks.
    // Each y = exp(x - max) / sum: libdevice expf is within 2 ulp, the sum of
    // 128 positive terms in any order within 128u relative, the division
    // 0.5 ulp: 2e-5 relative covers both sides' errors (about 2 x 131u).
    let (m, n) = (80, 128);
    let x = r.vec(m * n, |r| r.uniform(-8.0, 8.0));
    cases.push(Case {
        name: "corpus_softmax",
        path: corpus("softmax"),
        grid: [5, 1, 1],
        args: vec![(f32s("x", vec![m, n], &x), Input), (poisoned_f32("y", vec![m, n]), Near { abs: 0.0, rel: 2e-5 })],
    });

    // Rows of 1040: one full 1024 tile and a partial one per row; one block per
    // row. Mean and variance are sums of 1040 terms of |x| < 1 whose order
    // differs between the two sides: |error| <= 1040u * sum|x| / n < 1040u,
    // about 6e-5; y = (x - mean) * rstd * w + b and rstd (about 1.7 here)
    // inherit it: 1e-4 absolute plus 1e-4 relative.
    cases.push(layernorm_case("corpus_layernorm_fwd", &mut r, 32, 1040, Near { abs: 1e-4, rel: 1e-4 }));
    // Rows of 4112: five tiles, more than the three slots of sm_90's TMA
    // rings (the mean and variance loops read theirs back into registers),
    // so slots are refilled and their barriers' parity flips; the bound
    // above for 4112 terms: 4112u < 2.5e-4.
    cases.push(layernorm_case("corpus_layernorm_fwd_long_rows", &mut r, 16, 4112, Near { abs: 2.5e-4, rel: 2.5e-4 }));

    // 3088 = 3 tiles of 1024 and one of 16, summed in a tile reduction then
    // atomically across blocks, in an order the GPU chooses: recursive
    // summation of n terms errs by at most n u sum|x| on either side.
    let n = 3088;
    let x = r.vec(n, |r| r.uniform(-1.0, 1.0));
    let bound = 2.0 * n as f64 * U * x.iter().map(|v| v.abs()).sum::<f64>();
    cases.push(Case {
        name: "corpus_reduce_sum_atomic",
        path: corpus("reduce_sum_atomic"),
        grid: [4, 1, 1],
        args: vec![(f32s("x", vec![n], &x), Input), (f32s("out", vec![1], &[0.0]), Near { abs: bound, rel: 0.0 })],
    });

    // 144x272x80 in 128x128 tiles, K in steps of 64: partial tiles along M, N
    // and K; 2 x 3 blocks. Dyadic f16 inputs make every product and partial
    // sum exact in f32, so the error should be 0; the tolerance is the
    // accumulation-order bound K u sum|a||b| <= K^2 u for |a|, |b| <= 1, should
    // the tensor cores' accumulation round differently.
    let (m, n, k) = (144, 272, 80);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    cases.push(Case {
        name: "corpus_gemm_f16_f32",
        path: corpus("gemm_f16_f32"),
        grid: [6, 1, 1],
        args: vec![
            (f16s("a", vec![m, k], &a), Input),
            (f16s("b", vec![k, n], &b), Input),
            (poisoned_f32("c", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
        ],
    });

    // The same GEMM with K = 400: 7 steps of 64 (the last partial) through
    // the 3-slot cp.async ring of tileaa-pipeline, so every slot is reused
    // and the prefetches past the end are empty groups. The emulation lands
    // a cp.async only at the wait that completes its group: a step reading
    // its slot too early would read the previous step's data.
    let (m, n, k) = (144, 160, 400);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    cases.push(Case {
        name: "corpus_gemm_f16_f32_long_k",
        path: corpus("gemm_f16_f32"),
        grid: [4, 1, 1],
        args: vec![
            (f16s("a", vec![m, k], &a), Input),
            (f16s("b", vec![k, n], &b), Input),
            (poisoned_f32("c", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
        ],
    });

    // Flash attention: 80 queries (a full 64-row block and a partial one)
    // over 100 keys (a full 64-key block and a partial one, whose missing
    // keys the kernel masks to -inf), head dimension 64, scale 1/8. Dyadic
    // q, k, v make the scores exact; the reference below is the kernel's
    // online softmax in f64, with the probabilities rounded to f16 for the
    // second product as the kernel does. exp in f32 (libdevice, 2 ulp) and
    // f32 sums differ from it by about 1e-6, but a probability rounded to f16
    // on the other side of a tie is 2^-11 of its value off: the tolerance is
    // one such rounding per output element.
    let (nq, nkv, d) = (80usize, 100usize, 64usize);
    let (q, kk, v) = (r.vec(nq * d, Rng::dyadic), r.vec(nkv * d, Rng::dyadic), r.vec(nkv * d, Rng::dyadic));
    let to_f16 = |x: f64| {
        let quantum = 2f64.powi((x.abs().max(2f64.powi(-14)).log2().floor() as i32) - 10);
        (x / quantum).round_ties_even() * quantum
    };
    let mut o = vec![0.0; nq * d];
    for i in 0..nq {
        let (mut m, mut l, mut acc) = (f64::NEG_INFINITY, 0.0, vec![0.0; d]);
        for block in (0..nkv).step_by(64) {
            let keys = block..(block + 64).min(nkv);
            let s: Vec<f64> = keys.clone().map(|j| (0..d).map(|c| q[i * d + c] * kk[j * d + c]).sum::<f64>() / 8.0).collect();
            let m_new = s.iter().cloned().fold(m, f64::max);
            let alpha = (m - m_new).exp();
            let p: Vec<f64> = s.iter().map(|x| (x - m_new).exp()).collect();
            l = l * alpha + p.iter().sum::<f64>();
            for c in 0..d {
                acc[c] = acc[c] * alpha + keys.clone().zip(&p).map(|(j, pj)| to_f16(*pj) * v[j * d + c]).sum::<f64>();
            }
            m = m_new;
        }
        for c in 0..d {
            o[i * d + c] = acc[c] / l;
        }
    }
    cases.push(Case {
        name: "attention",
        path: kernel("attention"),
        grid: [2, 1, 1],
        args: vec![
            (f16s("q", vec![nq, d], &q), Input),
            i32_scalar(nq as i32),
            (f16s("k", vec![nkv, d], &kk), Input),
            i32_scalar(nkv as i32),
            (f16s("v", vec![nkv, d], &v), Input),
            i32_scalar(nkv as i32),
            (poisoned_f32("o", vec![nq, d]), Close { want: o, abs: 2f64.powi(-11) }),
            i32_scalar(nq as i32),
            (HostArg::Scalar(Num::Float(FloatKind::F32), Scalar::F(0.125)), Input),
        ],
    });

    // ---- One kernel per op family ----

    // 1000 elements in tiles of 256: 4 blocks, the last with 232. Special
    // values in x (NaN, infinities, signed zeros, f32::MAX, subnormals) and
    // subnormals in y for flush_to_zero. Every op in e is IEEE-exact in its
    // rounding mode: exact. The math functions in m: libdevice within 2 ulp
    // (exp, log, sin, cos, tanh: CUDA guide's table), ex2.approx and
    // rsqrt.approx within 2^-22 relative (PTX ISA); 1e-6 relative is about
    // 8 ulp, room for one more rounding; 1e-7 absolute covers sin and cos
    // near their zeros, where the argument reduction's error dominates.
    let n = 1000;
    let mut x = r.vec(n, |r| r.uniform(-4.0, 4.0));
    let mut y = r.vec(n, |r| r.uniform(-4.0, 4.0));
    let specials = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0, 0.0, f32::MAX as f64, 1e-40, -1e-40, 1e-45, 3e38, 1e-20];
    for (k, s) in specials.iter().enumerate() {
        x[7 * k] = *s;
    }
    for (k, s) in [1e-39, -2e-39, 1e-20, 3e38, 0.0].iter().enumerate() {
        y[7 * k + 3] = *s;
    }
    let z = r.vec(n, |r| r.uniform(-4.0, 4.0));
    cases.push(Case {
        name: "float_ops",
        path: kernel("float_ops"),
        grid: [4, 1, 1],
        args: vec![
            (f32s("x", vec![n], &x), Input),
            (f32s("y", vec![n], &y), Input),
            (f32s("z", vec![n], &z), Input),
            (poisoned_f32("e", vec![10, n]), Exact),
            (poisoned_f32("m", vec![7, n]), Near { abs: 1e-7, rel: 1e-6 }),
        ],
    });

    // Integer ops on all 32 bits, plus the extremes: exact.
    let mut a: Vec<i32> = (0..n).map(|_| r.bits() as i32).collect();
    let mut b: Vec<i32> = (0..n).map(|_| r.bits() as i32).collect();
    for (k, (p, q)) in [(i32::MIN, 3), (-1, -1), (i32::MAX, 64), (i32::MIN, 31), (0, 32), (7, i32::MIN)].iter().enumerate() {
        a[11 * k] = *p;
        b[11 * k] = *q;
    }
    cases.push(Case {
        name: "int_ops",
        path: kernel("int_ops"),
        grid: [4, 1, 1],
        args: vec![(i32s("a", vec![n], &a), Input), (i32s("b", vec![n], &b), Input), (poisoned_i32("r", vec![20, n]), Exact)],
    });

    // Conversions in their default rounding, at every scale from subnormal to
    // past i32 and f16 range, NaN and infinities: exact.
    let mut x: Vec<f64> = (0..n)
        .map(|k| match k % 4 {
            0 => r.uniform(-300.0, 300.0),
            1 => r.uniform(-7e4, 7e4),
            2 => r.uniform(-5e9, 5e9),
            _ => r.uniform(-1.0, 1.0) * 1e-6,
        })
        .collect();
    for (k, s) in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0, 65520.0, 65519.0, 2.5, -2.5, 4294967040.0, -1e-40, 0.99999994].iter().enumerate() {
        x[13 * k + 1] = *s;
    }
    let i: Vec<i32> = (0..n).map(|_| r.bits() as i32).collect();
    cases.push(Case {
        name: "convert_ops",
        path: kernel("convert_ops"),
        grid: [4, 1, 1],
        args: vec![
            (f32s("x", vec![n], &x), Input),
            (i32s("i", vec![n], &i), Input),
            (poisoned_f16("h", vec![n]), Exact),
            (poisoned_i32("r", vec![6, n]), Exact),
            (poisoned_f32("f", vec![2, n]), Exact),
        ],
    });

    // 40x72 in 16x32 tiles: 3 x 3 blocks, the last partial both ways. Moves
    // and small-integer additions: exact.
    let (m, n) = (40, 72);
    let x = r.vec(m * n, Rng::dyadic);
    cases.push(Case {
        name: "shape_ops",
        path: kernel("shape_ops"),
        grid: [3, 3, 1],
        args: vec![
            (f32s("x", vec![m, n], &x), Input),
            (poisoned_f32("t", vec![n, m]), Exact),
            (poisoned_f32("s", vec![m, n]), Exact),
            (poisoned_f32("r", vec![9 * 512]), Exact),
        ],
    });

    // Scans in the register/shuffle lowering's layouts (see the kernel),
    // integers only, the expected values worked out here: running sums
    // (wrapping), and the running composition of packed affine maps mod 2^16,
    // acc = x[j] o acc from the identity (1, 0), which tells apart every
    // order of combination, and the same reversed.
    let x: Vec<i32> = (0..1024).map(|_| (r.bits() % 2001) as i32 - 1000).collect();
    let f: Vec<i32> = (0..1024).map(|_| (r.bits() & 0xffff_ffff) as u32 as i32).collect();
    let y: Vec<i32> = (0..32 * 64).map(|_| (r.bits() % 20001) as i32 - 10000).collect();
    let s_want: Vec<f64> = x.iter().scan(0i32, |acc, &v| { *acc = acc.wrapping_add(v); Some(*acc as f64) }).collect();
    let a_want: Vec<f64> = f
        .iter()
        .scan(0x1_0000u32, |acc, &v| {
            let (m1, c1, m2, c2) = ((v as u32) >> 16, (v as u32) & 0xffff, *acc >> 16, *acc & 0xffff);
            *acc = (m1.wrapping_mul(m2) << 16) | (m1.wrapping_mul(c2).wrapping_add(c1) & 0xffff);
            Some(*acc as i32 as f64)
        })
        .collect();
    let mut b_want = vec![0.0; 1024];
    let mut acc = 0x1_0000u32;
    for j in (0..1024).rev() {
        let v = f[j] as u32;
        let (m1, c1, m2, c2) = (v >> 16, v & 0xffff, acc >> 16, acc & 0xffff);
        acc = (m1.wrapping_mul(m2) << 16) | (m1.wrapping_mul(c2).wrapping_add(c1) & 0xffff);
        b_want[j] = acc as i32 as f64;
    }
    let mut r_want = vec![0.0; 32 * 64];
    for col in 0..64 {
        let mut acc = 0i32;
        for row in 0..32 {
            acc = acc.wrapping_add(y[row * 64 + col]);
            r_want[row * 64 + col] = acc as f64;
        }
    }
    cases.push(Case {
        name: "scans",
        path: kernel("scans"),
        grid: [1, 1, 1],
        args: vec![
            (i32s("x", vec![1024], &x), Input),
            (i32s("f", vec![1024], &f), Input),
            (i32s("y", vec![32, 64], &y), Input),
            (poisoned_i32("s", vec![1024]), Expect(s_want)),
            (poisoned_i32("a", vec![1024]), Expect(a_want)),
            (poisoned_i32("r", vec![32, 64]), Expect(r_want)),
            (poisoned_i32("b", vec![1024]), Expect(b_want)),
        ],
    });

    // 40x150 in 16x64 tiles: 3 x 3 blocks. Dyadic inputs (7 fraction bits,
    // |x| < 4) make every partial f32 sum exact, so any reduction or scan
    // order gives the same bits: exact, like the integer ones and max/min.
    let (m, n) = (40, 150);
    let x = r.vec(m * n, |r| 4.0 * r.dyadic());
    let xi: Vec<i32> = (0..m * n).map(|_| (r.bits() % 2001) as i32 - 1000).collect();
    cases.push(Case {
        name: "reduce_scan",
        path: kernel("reduce_scan"),
        grid: [3, 3, 1],
        args: vec![
            (f32s("x", vec![m, n], &x), Input),
            (i32s("xi", vec![m, n], &xi), Input),
            (poisoned_f32("rowsum", vec![m, 3]), Exact),
            (poisoned_f32("colmax", vec![3, n]), Exact),
            (poisoned_i32("rowmin", vec![m, 3]), Exact),
            (poisoned_i32("iscan", vec![m, n]), Exact),
            (poisoned_f32("fscan", vec![m, n]), Exact),
        ],
    });

    // 40x64 in 16x64 tiles: 3 blocks, the last with 8 rows. Small integers
    // (many ties for the argmax, broken by index; every sum exact in f16,
    // i64 and f64 in any order): exact. Reductions of two operands, of f16,
    // i1, i8, i64 and f64 elements (shuffled as one or two 32-bit words), to
    // a scalar, and inside a loop. A stream of its own: the cases after this
    // one keep their inputs.
    let mut rs = Rng(13);
    let (m, n) = (40, 64);
    let x = rs.vec(m * n, |r| (r.bits() % 9) as f64 - 4.0);
    cases.push(Case {
        name: "reductions",
        path: kernel("reductions"),
        grid: [3, 1, 1],
        args: vec![
            (f32s("x", vec![m, n], &x), Input),
            (poisoned_i32("ri", vec![m, 7]), Exact),
            (poisoned_i32("ci", vec![12, n]), Exact),
        ],
    });

    // 48x80x72 in 32x32 tiles, K in steps of 32: 2 x 3 blocks, partial along
    // M, N and K. mmai is exact. mmaf on dyadic f16 inputs: products and
    // partial sums are exact in f32 (error 0 expected); the tolerance is the
    // accumulation-order bound K^2 u, as for the corpus gemm.
    let (m, n, k) = (48, 80, 72);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    let ai: Vec<i8> = (0..m * k).map(|_| r.bits() as i8).collect();
    let bi: Vec<i8> = (0..k * n).map(|_| r.bits() as i8).collect();
    cases.push(Case {
        name: "mma",
        path: kernel("mma"),
        grid: [2, 3, 1],
        args: vec![
            (f16s("a", vec![m, k], &a), Input),
            (f16s("b", vec![k, n], &b), Input),
            (poisoned_f32("c", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
            (i8s("ai", vec![m, k], &ai), Input),
            (i8s("bi", vec![k, n], &bi), Input),
            (poisoned_i32("cc", vec![m, n]), Exact),
        ],
    });

    // wgmma's operand forms (sm_90): 100x72x136 in 64x64 tiles, K in steps
    // of 64: 2 x 2 blocks, partial along M, N and K. f16 on dyadic inputs
    // (exact in f32, error 0 expected; the tolerance is the
    // accumulation-order bound K^2 u); tf32 on f32 words (K^2 u of the
    // products' magnitudes, at most 1); i8 exact; the same bytes as
    // f8E4M3FN (no NaN byte: -1 is 0xff, replaced by 0; products up to 48^2,
    // exact in f32, sums within K^2 u of 136 * 48^2).
    let (m, n, k) = (100, 72, 136);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    let bt = r.vec(n * k, Rng::dyadic);
    let (x, y) = (r.vec(m * k, |r| r.uniform(-1.0, 1.0)), r.vec(k * n, |r| r.uniform(-1.0, 1.0)));
    let byte = |r: &mut Rng| match (r.bits() % 201) as i32 - 100 { -1 => 0, v => v as i8 };
    let p: Vec<i8> = (0..m * k).map(|_| byte(&mut r)).collect();
    let q: Vec<i8> = (0..k * n).map(|_| byte(&mut r)).collect();
    cases.push(Case {
        name: "wgmma",
        path: kernel("wgmma"),
        grid: [2, 2, 1],
        args: vec![
            (f16s("a", vec![m, k], &a), Input),
            (f16s("b", vec![k, n], &b), Input),
            (f16s("bt", vec![n, k], &bt), Input),
            (f32s("x", vec![m, k], &x), Input),
            (f32s("y", vec![k, n], &y), Input),
            (i8s("p", vec![m, k], &p), Input),
            (i8s("q", vec![k, n], &q), Input),
            (poisoned_f32("c", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
            (poisoned_f32("d", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
            (poisoned_f32("e", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
            (poisoned_i32("f", vec![m, n]), Exact),
            (poisoned_f32("g", vec![m, n]), Near { abs: (k * k) as f64 * U * 136.0 * 2304.0, rel: 0.0 }),
        ],
    });

    // tcgen05.mma's operand kinds (sm_100) at M = 128 with 8 warps:
    // 200x136x72 in 128x128 tiles, K in steps of 32 (2 x 2 blocks, partial
    // along M, N and K). h: f16 on dyadic inputs into an f16 accumulator
    // (the sum exact in f32, rounded once: the interpreter's result); e:
    // tf32 (K^2 u of the products' magnitudes); f: i8 with A unsigned, B
    // signed, worked out here exactly; g: the same bytes as f8E5M2 (p and
    // q avoid its Inf and NaN bytes, 0xfc to 0xff; products up to 1024^2,
    // sums within K^2 u of 72 of them).
    let (m, n, k) = (200, 136, 72);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    let (x, y) = (r.vec(m * k, |r| r.uniform(-1.0, 1.0)), r.vec(k * n, |r| r.uniform(-1.0, 1.0)));
    let byte = |r: &mut Rng| match (r.bits() % 201) as i32 - 100 { -4..=-1 => 0, v => v as i8 };
    let p: Vec<i8> = (0..m * k).map(|_| byte(&mut r)).collect();
    let q: Vec<i8> = (0..k * n).map(|_| byte(&mut r)).collect();
    let f: Vec<f64> = (0..m * n)
        .map(|ij| (0..k).map(|kk| p[ij / n * k + kk] as u8 as f64 * q[kk * n + ij % n] as f64).sum())
        .collect();
    cases.push(Case {
        name: "tcgen05",
        path: kernel("tcgen05"),
        grid: [2, 2, 1],
        args: vec![
            (f16s("a", vec![m, k], &a), Input),
            (f16s("b", vec![k, n], &b), Input),
            (f32s("x", vec![m, k], &x), Input),
            (f32s("y", vec![k, n], &y), Input),
            (i8s("p", vec![m, k], &p), Input),
            (i8s("q", vec![k, n], &q), Input),
            (poisoned_f16("h", vec![m, n]), Exact),
            (poisoned_f32("e", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
            (poisoned_i32("f", vec![m, n]), Expect(f)),
            (poisoned_f32("g", vec![m, n]), Near { abs: (k * k) as f64 * U * 72.0 * 1048576.0, rel: 0.0 }),
        ],
    });

    // A persistent bf16 GEMM: 2 tile blocks loop over the 3 x 2 output tiles
    // of 128x128 (300x200, K = 136 in steps of 64: partial along M, N and
    // K). Dyadic inputs, exact in bf16; every product and sum is exact in
    // f32, so c is worked out here exactly.
    let (m, n, k) = (300, 200, 136);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    let c: Vec<f64> = (0..m * n).map(|ij| (0..k).map(|kk| a[ij / n * k + kk] * b[kk * n + ij % n]).sum()).collect();
    cases.push(Case {
        name: "gemm_persistent",
        path: kernel("gemm_persistent"),
        grid: [2, 1, 1],
        args: vec![
            (bf16s("a", vec![m, k], &a), Input),
            (bf16s("b", vec![k, n], &b), Input),
            (poisoned_f32("c", vec![m, n]), Expect(c)),
        ],
    });

    // An f16 GEMM on 256x128 tiles (two warpgroups on sm_90 reading each TMA
    // slot): a 2 x 2 grid over 300x200, K = 200 in steps of 64 (partial
    // along M, N and K). Dyadic inputs, exact in f16; every product and sum
    // is exact in f32, so c is worked out here exactly.
    let (m, n, k) = (300, 200, 200);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    let c: Vec<f64> = (0..m * n).map(|ij| (0..k).map(|kk| a[ij / n * k + kk] * b[kk * n + ij % n]).sum()).collect();
    cases.push(Case {
        name: "gemm_wide",
        path: kernel("gemm_wide"),
        grid: [2, 2, 1],
        args: vec![
            (f16s("a", vec![m, k], &a), Input),
            (f16s("b", vec![k, n], &b), Input),
            (poisoned_f32("c", vec![m, n]), Expect(c)),
        ],
    });

    // An f16 GEMM in clusters of 2 CTAs along x on sm_90 (b's tiles
    // multicast to both): a 4 x 2 grid of 128x128 tiles over 400x200
    // (partial along M, N and K = 200 in steps of 64). Dyadic inputs, exact
    // in f16; every product and sum is exact in f32, so c is worked out
    // here exactly.
    let (m, n, k) = (400, 200, 200);
    let (a, b) = (r.vec(m * k, Rng::dyadic), r.vec(k * n, Rng::dyadic));
    let c: Vec<f64> = (0..m * n).map(|ij| (0..k).map(|kk| a[ij / n * k + kk] * b[kk * n + ij % n]).sum()).collect();
    cases.push(Case {
        name: "gemm_cluster",
        path: kernel("gemm_cluster"),
        grid: [4, 2, 1],
        args: vec![
            (f16s("a", vec![m, k], &a), Input),
            (f16s("b", vec![k, n], &b), Input),
            (poisoned_f32("c", vec![m, n]), Expect(c)),
        ],
    });

    // A batched f16 GEMM as cuTile writes one: 3 batches of 200x136 by
    // 136x136 (partial along M, N and K = 136 in steps of 64), tile block
    // (x, y, z) computing a 128x128 tile of batch z from 1x128x64 and
    // 1x64x128 tiles of rank-3 views.
    cases.push(batched_gemm_case(&mut r, "gemm_batched", [2, 2, 3], (3, 200, 136, 136)));

    // A batched f16 GEMM on tiles of two batches: 5 batches of 100x136 by
    // 136x72 (partial along M, N, K = 136 in steps of 64 and the batches:
    // the last tile's second batch is past the end), one batched mmaf per K
    // step.
    cases.push(batched_gemm_case(&mut r, "gemm_batch_tiles", [2, 2, 3], (5, 100, 72, 136)));

    // A batched mmaf, 4 batches of 32x32x32 (split into one tensor-core dot
    // per batch): dyadic f16 inputs make every product and sum exact in f32,
    // so c is worked out here exactly.
    let (a, w) = (r.vec(4 * 32 * 32, Rng::dyadic), r.vec(4 * 32 * 32, Rng::dyadic));
    let mut c = vec![0.0; 4 * 32 * 32];
    for b in 0..4 {
        for i in 0..32 {
            for j in 0..32 {
                c[b * 1024 + i * 32 + j] = (0..32).map(|k| a[b * 1024 + i * 32 + k] * w[b * 1024 + k * 32 + j]).sum();
            }
        }
    }
    cases.push(Case {
        name: "mma_batched",
        path: kernel("mma_batched"),
        grid: [1, 1, 1],
        args: vec![
            (f16s("a", vec![4, 32, 32], &a), Input),
            (f16s("w", vec![4, 32, 32], &w), Input),
            (poisoned_f32("c", vec![4, 32, 32]), Expect(c)),
        ],
    });

    // mmaf on f8E4M3FN, f8E5M2 and tf32, 48x80x72 as above. The bytes have
    // exponent fields that keep both f8 readings finite and small (|a|, |b|
    // <= 4 as f8E4M3FN, <= 8 as f8E5M2). f8E4M3FN products are multiples of
    // 2^-12 below 2^4 and the sums stay below 2^11: exact in f32 (error 0
    // expected; the tolerance is the order bound K^2 u max|ab|). The f16
    // result is rounded once per 32-wide K tile on both sides, from sums that
    // may differ in f32's last places on the GPU: the two can end up one f16
    // ulp further apart per tile (3 tiles), at magnitudes below K * 64. tf32 products are
    // exact in f32; the tolerance is the order bound K^2 u for |x|, |y| < 1.
    let byte = |r: &mut Rng| -> i8 {
        let bits = r.bits();
        ((0x20 + bits % 0x29) | ((bits >> 8) & 1) << 7) as u8 as i8
    };
    let a8: Vec<i8> = (0..m * k).map(|_| byte(&mut r)).collect();
    let b8: Vec<i8> = (0..k * n).map(|_| byte(&mut r)).collect();
    let (x, y) = (r.vec(m * k, |r| r.uniform(-1.0, 1.0)), r.vec(k * n, |r| r.uniform(-1.0, 1.0)));
    let f16_ulp_below = |v: f64| 2f64.powi(v.log2().ceil() as i32 - 11);
    cases.push(Case {
        name: "mma_narrow",
        path: kernel("mma_narrow"),
        grid: [2, 3, 1],
        args: vec![
            (i8s("a", vec![m, k], &a8), Input),
            (i8s("b", vec![k, n], &b8), Input),
            (f32s("x", vec![m, k], &x), Input),
            (f32s("y", vec![k, n], &y), Input),
            (poisoned_f32("c", vec![m, n]), Near { abs: (k * k) as f64 * 16.0 * U, rel: 0.0 }),
            (poisoned_f16("h", vec![m, n]), Near { abs: 3.0 * f16_ulp_below((k * 64) as f64), rel: 0.0 }),
            (poisoned_f32("t", vec![m, n]), Near { abs: (k * k) as f64 * U, rel: 0.0 }),
        ],
    });

    // The first 72 of x's 80 columns, 40 rows: 3 x 3 blocks of 16x32. Moves
    // and padding values only: exact.
    let (m, w, n) = (40, 80, 72);
    let x = r.vec(m * w, |r| r.uniform(-1.0, 1.0));
    // t = xᵀ over the first n columns, worked out here (dim_map=[1, 0]).
    let x: Vec<f64> = x.iter().map(|&v| v as f32 as f64).collect();
    let xt: Vec<f64> = (0..n * m).map(|k| x[(k % m) * w + k / m]).collect();
    cases.push(Case {
        name: "views",
        path: kernel("views"),
        grid: [3, 3, 1],
        args: vec![
            (f32s("x", vec![m, w], &x), Input),
            i32_scalar(n as i32),
            (poisoned_f32("t", vec![n, m]), Expect(xt)),
            (poisoned_f32("p", vec![48, 96]), Exact),
        ],
    });

    // dim_map=[1, 0] on 8x4 tiles over 13x22, none whole at the high edges;
    // the grid is the index space [ceil(22/8), ceil(13/4)] = [3, 4]. Worked
    // out here: y = xᵀ; p = xᵀ padded with +inf to whole tiles (24x16);
    // z = wᵀ and acc = acc0 + wᵀ, both stored through the map (dyadic
    // values: the sum is exact); per block the index spaces [3, 4] and
    // NVIDIA's example [4, 32].
    // A stream of their own: the cases after these keep their inputs.
    let mut rd = Rng(11);
    let (m, n) = (13, 22);
    let (x, w, acc0) = (rd.vec(m * n, Rng::dyadic), rd.vec(m * n, Rng::dyadic), rd.vec(m * n, Rng::dyadic));
    let transpose = |v: &[f64], rows: usize, cols: usize| -> Vec<f64> { (0..rows * cols).map(|k| v[(k % rows) * cols + k / rows]).collect() };
    let p: Vec<f64> = (0..24 * 16).map(|k| if k / 16 < n && k % 16 < m { x[(k % 16) * n + k / 16] } else { f64::INFINITY }).collect();
    let z = transpose(&w, n, m);
    let acc: Vec<f64> = acc0.iter().zip(&z).map(|(a, z)| a + z).collect();
    cases.push(Case {
        name: "dim_map",
        path: kernel("dim_map"),
        grid: [3, 4, 1],
        args: vec![
            (f32s("x", vec![m, n], &x), Input),
            (f32s("w", vec![n, m], &w), Input),
            (poisoned_f32("y", vec![n, m]), Expect(transpose(&x, m, n))),
            (poisoned_f32("p", vec![24, 16]), Expect(p)),
            (poisoned_f32("z", vec![m, n]), Expect(z)),
            (f32s("acc", vec![m, n], &acc0), Expect(acc)),
            (poisoned_i32("sh", vec![12, 4]), Expect([3.0, 4.0, 4.0, 32.0].repeat(12))),
        ],
    });

    // dim_map on rank 3 ([2, 0, 1] over 5x6x7 in 2x4x8 tiles) and rank 4
    // ([1, 3, 0, 2] over 3x5x2x4 in 4x2x2x4 tiles), every tile but one
    // hanging over an edge. Worked out by hand from x[dim_map[i]] =
    // idx[i]*tile[i] + t[i] (tests/gpu_kernels/dim_map_nd.mlir):
    // y3[p][q][r] = x3[q][r][p] (+inf past the edge), z3[i][j][k] =
    // w3[k][i][j], y4[p][q][r][s] = x4[r][p][s][q] (-inf past the edge).
    let (x3, w3, x4) = (rd.vec(210, Rng::dyadic), rd.vec(512, Rng::dyadic), rd.vec(120, Rng::dyadic));
    let y3: Vec<f64> = (0..512)
        .map(|k| match (k / 64, k / 8 % 8, k % 8) {
            (p, q, r) if q < 5 && r < 6 && p < 7 => x3[(q * 6 + r) * 7 + p],
            _ => f64::INFINITY,
        })
        .collect();
    let z3: Vec<f64> = (0..210).map(|k| (k / 42, k / 7 % 6, k % 7)).map(|(i, j, k)| w3[(k * 8 + i) * 8 + j]).collect();
    let y4: Vec<f64> = (0..512)
        .map(|k| match (k / 64, k / 16 % 4, k / 4 % 4, k % 4) {
            (p, q, r, s) if r < 3 && p < 5 && s < 2 => x4[((r * 5 + p) * 2 + s) * 4 + q],
            _ => f64::NEG_INFINITY,
        })
        .collect();
    cases.push(Case {
        name: "dim_map_nd",
        path: kernel("dim_map_nd"),
        grid: [4, 2, 1],
        args: vec![
            (f32s("x3", vec![5, 6, 7], &x3), Input),
            (f32s("w3", vec![8, 8, 8], &w3), Input),
            (poisoned_f32("y3", vec![8, 8, 8]), Expect(y3)),
            (poisoned_f32("z3", vec![5, 6, 7]), Expect(z3)),
            (f32s("x4", vec![3, 5, 2, 4], &x4), Input),
            (poisoned_f32("y4", vec![8, 4, 4, 4]), Expect(y4)),
            (poisoned_i32("sh", vec![8, 7]), Expect([4.0, 2.0, 1.0, 2.0, 2.0, 2.0, 1.0].repeat(8))),
        ],
    });

    // strided_view over a [5, 3] grid (tests/gpu_kernels/strided_views.mlir),
    // worked out here from x[dim_map[i]] = idx[i] * stride[i] + t[i]: the
    // 4x8 tiles of x (13x28) at rows 3a.., columns 12b.. (-inf, resp. zero,
    // past the edge), the 8x4 tiles of wᵀ (w 9x28) at w's rows 3b..,
    // columns 6a.. (+inf), the copy back through the overlapping x view
    // (gaps left poisoned), the store of the wᵀ tiles through tile=(8x4),
    // strides [8, 5], dim_map=[1, 0] over 12x37 (every fifth row and the
    // edges skipped), the tile counts per cell, acc += 4i + j through the w
    // view (small integers: exact in any order), and the index spaces
    // [5, 3] and [14, 2]. A stream of its own: the cases after this one
    // keep their inputs.
    let mut rv = Rng(17);
    let (x, w, acc0) = (rv.vec(13 * 28, Rng::dyadic), rv.vec(9 * 28, Rng::dyadic), rv.vec(9 * 28, Rng::dyadic));
    let x_at = |r: usize, c: usize, pad: f64| if r < 13 && c < 28 { x[r * 28 + c] } else { pad };
    let w_at = |r: usize, c: usize| if r < 9 && c < 28 { w[r * 28 + c] } else { f64::INFINITY };
    let ya: Vec<f64> = (0..20 * 24).map(|k| (k / 24, k % 24)).map(|(r, c)| x_at(3 * (r / 4) + r % 4, 12 * (c / 8) + c % 8, f64::NEG_INFINITY)).collect();
    let yc: Vec<f64> = (0..20 * 24).map(|k| (k / 24, k % 24)).map(|(r, c)| x_at(3 * (r / 4) + r % 4, 12 * (c / 8) + c % 8, 0.0)).collect();
    let z: Vec<f64> = (0..40 * 12).map(|k| (k / 12, k % 12)).map(|(r, c)| w_at(3 * (c / 4) + c % 4, 6 * (r / 8) + r % 8)).collect();
    let c: Vec<f64> = (0..13 * 28).map(|k| if k % 28 % 12 < 8 { x[k] } else { POISON }).collect();
    let s: Vec<f64> = (0..12 * 37)
        .map(|k| (k / 37, k % 37))
        .map(|(r, col)| if r % 5 == 4 { POISON } else { w_at(3 * (r / 5) + r % 5, 6 * (col / 8) + col % 8) })
        .collect();
    let (mut cnt, mut acc) = (vec![0.0; 13 * 28], acc0.clone());
    for (a, b) in (0..5).flat_map(|a| (0..3).map(move |b| (a, b))) {
        for (i, j) in (0..4).flat_map(|i| (0..8).map(move |j| (i, j))) {
            if 3 * a + i < 13 && 12 * b + j < 28 {
                cnt[(3 * a + i) * 28 + 12 * b + j] += 1.0;
            }
        }
        for (i, j) in (0..8).flat_map(|i| (0..4).map(move |j| (i, j))) {
            if 3 * b + j < 9 && 6 * a + i < 28 {
                acc[(3 * b + j) * 28 + 6 * a + i] += (4 * i + j) as f64;
            }
        }
    }
    cases.push(Case {
        name: "strided_views",
        path: kernel("strided_views"),
        grid: [5, 3, 1],
        args: vec![
            (f32s("x", vec![13, 28], &x), Input),
            (f32s("w", vec![9, 28], &w), Input),
            (poisoned_f32("ya", vec![20, 24]), Expect(ya)),
            (poisoned_f32("yc", vec![20, 24]), Expect(yc)),
            (poisoned_f32("z", vec![40, 12]), Expect(z)),
            (poisoned_f32("c", vec![13, 28]), Expect(c)),
            (poisoned_f32("s", vec![12, 37]), Expect(s)),
            (i32s("cnt", vec![13, 28], &[0; 13 * 28]), Expect(cnt)),
            (f32s("acc", vec![9, 28], &acc0), Expect(acc)),
            (poisoned_i32("sh", vec![15, 4]), Expect([5.0, 3.0, 14.0, 2.0].repeat(15))),
        ],
    });

    // gather_scatter_view over a [4, 3] grid
    // (tests/gpu_kernels/gather_scatter.mlir), worked out here: rows of t
    // (1000x40) listed by idx (4 per block, the specification's [7, 3, 999,
    // 42] first; 1000, 4096 and -1 past the extent) by column tiles of 16
    // (+inf past the edge), scattered back into out (rows never listed, or
    // listed out of range, stay poisoned); columns of t2 (30x50) listed by
    // cidx (50, 4096, -1 past the extent; zero padding) by row tiles of 8,
    // scattered back into out2; and the specification's bf16 example, as
    // bits. A stream of its own: the cases after this one keep their
    // inputs.
    let mut rg = Rng(19);
    let (t, t2, tb) = (rg.vec(1000 * 40, Rng::dyadic), rg.vec(30 * 50, Rng::dyadic), rg.vec(1000 * 64, Rng::dyadic));
    let idx: [i32; 16] = [7, 3, 999, 42, 1000, 0, 512, 4096, -1, 998, 5, 6, 250, 251, 252, 253];
    let cidx: [i32; 12] = [7, 3, 49, 50, 0, 25, 4096, -1, 12, 13, 14, 48];
    // Coordinates are read as unsigned: -1 is past every extent.
    let inside = |v: i32, extent: usize| (v as u32 as usize) < extent;
    let gy: Vec<f64> = (0..16 * 48)
        .map(|k| (idx[k / 48], k % 48))
        .map(|(row, col)| if inside(row, 1000) && col < 40 { t[row as usize * 40 + col] } else { f64::INFINITY })
        .collect();
    let out: Vec<f64> = (0..1000 * 40).map(|k| if idx.contains(&((k / 40) as i32)) { t[k] } else { POISON }).collect();
    let g1: Vec<f64> = (0..32 * 12)
        .map(|k| (k / 12, cidx[k % 12]))
        .map(|(row, col)| if row < 30 && inside(col, 50) { t2[row * 50 + col as usize] } else { 0.0 })
        .collect();
    let out2: Vec<f64> = (0..30 * 50).map(|k| if cidx.contains(&((k % 50) as i32)) { t2[k] } else { POISON }).collect();
    let bf16_bits = |v: f64| ((v as f32).to_bits() >> 16) as u16 as i16 as f64;
    let gb: Vec<f64> = (0..4 * 32).map(|k| bf16_bits(tb[[7, 3, 999, 42][k / 32] * 64 + 32 + k % 32])).collect();
    cases.push(Case {
        name: "gather_scatter",
        path: kernel("gather_scatter"),
        grid: [4, 3, 1],
        args: vec![
            (f32s("t", vec![1000, 40], &t), Input),
            (i32s("idx", vec![16], &idx), Input),
            (poisoned_f32("gy", vec![16, 48]), Expect(gy)),
            (poisoned_f32("out", vec![1000, 40]), Expect(out)),
            (f32s("t2", vec![30, 50], &t2), Input),
            (i32s("cidx", vec![12], &cidx), Input),
            (poisoned_f32("g1", vec![32, 12]), Expect(g1)),
            (poisoned_f32("out2", vec![30, 50]), Expect(out2)),
            (bf16s("tb", vec![1000, 64], &tb), Input),
            (bf16s("gb", vec![4, 32], &[POISON; 4 * 32]), Expect(gb)),
        ],
    });

    // 1000 elements in blocks of 128: 8 blocks, the last with 104. idx is a
    // permutation of 0..n with every 37th entry out of range (masked). Exact.
    let n = 1000;
    let x = r.vec(n, |r| r.uniform(-1.0, 1.0));
    let idx: Vec<i32> = (0..n as i32)
        .map(|k| match k % 37 {
            0 => n as i32 + k,
            18 => -1 - k,
            _ => (7 * k + 3) % n as i32,
        })
        .collect();
    cases.push(Case {
        name: "pointers",
        path: kernel("pointers"),
        grid: [8, 1, 1],
        args: vec![
            (f32s("x", vec![n], &x), Input),
            (i32s("idx", vec![n], &idx), Input),
            (poisoned_f32("y", vec![n]), Exact),
            (poisoned_f32("z", vec![n]), Exact),
        ],
    });

    // 1000 elements in blocks of 128: 8 blocks. Integer add, max and xor
    // commute; the f32 adds are of dyadic values whose every partial sum is
    // exact; each CAS has a cell of its own (even blocks find their id there
    // and swap, odd blocks fail): the final memory is exact whatever order
    // the atomics run in.
    let x: Vec<i32> = (0..n).map(|_| (r.bits() % (1 << 21)) as i32 - (1 << 20)).collect();
    let xf = r.vec(n, Rng::dyadic);
    let cells: Vec<i32> = (0..8).map(|b| if b % 2 == 0 { b } else { 99 }).collect();
    cases.push(Case {
        name: "atomics",
        path: kernel("atomics"),
        grid: [8, 1, 1],
        args: vec![
            (i32s("x", vec![n], &x), Input),
            (f32s("xf", vec![n], &xf), Input),
            (i32s("hist", vec![16], &[0; 16]), Exact),
            (i32s("hmax", vec![16], &[i32::MIN; 16]), Exact),
            (i32s("hxor", vec![16], &[0; 16]), Exact),
            (f32s("fsum", vec![16], &[0.0; 16]), Exact),
            (i32s("cells", vec![8], &cells), Exact),
            (poisoned_i32("olds", vec![8]), Exact),
        ],
    });

    // One block per element, 37 blocks of data-dependent loops: exact.
    let n = 37;
    let x: Vec<i32> = (0..n).map(|_| (r.bits() % 10001) as i32 - 5000).collect();
    cases.push(Case {
        name: "control_flow",
        path: kernel("control_flow"),
        grid: [n as u32, 1, 1],
        args: vec![(i32s("x", vec![n], &x), Input), (poisoned_i32("out", vec![3 * n]), Exact)],
    });

    // 200 blocks, each reading its own cell of p, writing 7 there and then
    // filling its row of q from what it read: p ends as 7s, q as 1s
    // (hand-computed; see the kernel).
    cases.push(Case {
        name: "race_scalar",
        path: kernel("race_scalar"),
        grid: [200, 1, 1],
        args: vec![
            (i32s("p", vec![200], &[0; 200]), Expect(vec![7.0; 200])),
            (poisoned_i32("q", vec![200 * 256]), Expect(vec![1.0; 200 * 256])),
        ],
    });

    // Split-K GEMM with a lock and a counter per output tile (2 x 2 tiles, K
    // in 4 chunks): dyadic inputs, so c = a x b exactly in any block order,
    // worked out here; every counter 4, every lock free again.
    let (a, b) = (r.vec(32 * 64, Rng::dyadic), r.vec(64 * 32, Rng::dyadic));
    let c: Vec<f64> = (0..32 * 32).map(|k| (0..64).map(|l| a[(k / 32) * 64 + l] * b[l * 32 + k % 32]).sum()).collect();
    cases.push(Case {
        name: "splitk_lock",
        path: kernel("splitk_lock"),
        grid: [4, 2, 2],
        args: vec![
            (f16s("a", vec![32, 64], &a), Input),
            (f16s("b", vec![64, 32], &b), Input),
            (f32s("c", vec![32, 32], &[0.0; 32 * 32]), Expect(c)),
            (i32s("locks", vec![4], &[0; 4]), Expect(vec![0.0; 4])),
            (i32s("counts", vec![4], &[0; 4]), Expect(vec![4.0; 4])),
        ],
    });

    // A flag between two tile blocks: block 1 polls with acquire loads until
    // block 0 releases it, then copies what block 0 wrote: out = 42.
    cases.push(Case {
        name: "flag_wait",
        path: kernel("flag_wait"),
        grid: [2, 1, 1],
        args: vec![
            (i32s("flag", vec![1], &[0]), Expect(vec![1.0])),
            (i32s("data", vec![1], &[0]), Expect(vec![42.0])),
            (poisoned_i32("out", vec![1]), Expect(vec![42.0])),
        ],
    });

    // alloca as a tile block's scratch (tests/gpu_kernels/alloca.mlir),
    // worked out here: each block's 128 elements of x come back reversed
    // through its own buffer; each of 4 loop iterations takes a fresh
    // 32-element buffer, z[32b + k] = sum over i < 4 of (31 - k)(i + 1) + b;
    // a `global` alloca is 256-byte aligned and a zero-element one not null
    // (ok all 1). Exact.
    let xa: Vec<f64> = (0..6 * 128).map(|k| k as f64 * 0.5 - 100.0).collect();
    let ya: Vec<f64> = (0..6 * 128).map(|i| xa[i / 128 * 128 + 127 - i % 128]).collect();
    let za: Vec<f64> = (0..6 * 32).map(|i| (1..=4).map(|m| ((31 - i % 32) * m + i / 32) as f64).sum()).collect();
    cases.push(Case {
        name: "alloca",
        path: kernel("alloca"),
        grid: [6, 1, 1],
        args: vec![
            (f32s("x", vec![6 * 128], &xa), Input),
            (poisoned_f32("y", vec![6 * 128]), Expect(ya)),
            (poisoned_i32("z", vec![6 * 32]), Expect(za)),
            (poisoned_i32("ok", vec![12]), Expect(vec![1.0; 12])),
        ],
    });

    // mmaf_scaled (13.3) through sm_100's lowering (block-scaled dots as one
    // dot per scale block: see tileaa-decompose-scaled-dots), the
    // conversions to and from f8E8M0FNU and f4E2M1FN, and f4E2M1FN views
    // (two elements per byte) loaded and stored. The operand and scale
    // codes are decoded here from the formats' definitions (13.3 §1.1, the
    // OCP MX formats), not by any component of ours.
    let (m, n, k) = (64usize, 64usize, 128usize);
    // f8E4M3FN: sign, exponent field 5..=9 (2^-2 .. 2^2), any fraction.
    let e4m3 = |r: &mut Rng| -> u8 { ((r.bits() % 2) << 7 | (5 + r.bits() % 5) << 3 | r.bits() % 8) as u8 };
    let dec_e4m3 = |c: u8| -> f64 {
        let (e, f) = ((c >> 3) & 15, (c & 7) as f64);
        let mag = if e == 0 { f / 8.0 * 2f64.powi(-6) } else { (1.0 + f / 8.0) * 2f64.powi(e as i32 - 7) };
        if c & 0x80 != 0 { -mag } else { mag }
    };
    // f4E2M1FN: every code is a number.
    let dec_e2m1 = |c: u8| -> f64 {
        let (e, f) = ((c >> 1) & 3, (c & 1) as f64);
        let mag = if e == 0 { f * 0.5 } else { (1.0 + f / 2.0) * 2f64.powi(e as i32 - 1) };
        if c & 8 != 0 { -mag } else { mag }
    };
    let a8: Vec<u8> = (0..m * k).map(|_| e4m3(&mut r)).collect();
    let b8: Vec<u8> = (0..k * n).map(|_| e4m3(&mut r)).collect();
    // f8E8M0FNU scales 2^-3 .. 2^3 (code c is 2^(c - 127)).
    let sa8: Vec<u8> = (0..m * k / 32).map(|_| (124 + r.bits() % 7) as u8).collect();
    let sb8: Vec<u8> = (0..k / 32 * n).map(|_| (124 + r.bits() % 7) as u8).collect();
    let a4: Vec<u8> = (0..m * k).map(|_| (r.bits() % 16) as u8).collect();
    let b4: Vec<u8> = (0..k * n).map(|_| (r.bits() % 16) as u8).collect();
    // NV-FP4 scales: positive f8E4M3FN.
    let sa4: Vec<u8> = (0..m * k / 16).map(|_| e4m3(&mut r) & 0x7f).collect();
    let sb4: Vec<u8> = (0..k / 16 * n).map(|_| e4m3(&mut r) & 0x7f).collect();
    // Two f4 per byte along rows, element 2j in the low nibble.
    let pack = |v: &[u8]| -> Vec<i8> { v.chunks(2).map(|p| (p[0] | p[1] << 4) as i8).collect() };
    let as_i8 = |v: &[u8]| -> Vec<i8> { v.iter().map(|&x| x as i8).collect() };
    // Each output's exact sum, and the sum of its terms' magnitudes, which
    // bounds any order's f32 rounding error: K u of it (u = 2^-24) for
    // sums of at most K terms.
    let scaled = |a: &dyn Fn(usize) -> f64, b: &dyn Fn(usize) -> f64, sa: &dyn Fn(usize, usize) -> f64,
                  sb: &dyn Fn(usize, usize) -> f64|
     -> (Vec<f64>, f64) {
        let mut worst = 0f64;
        let sums = (0..m * n)
            .map(|ij| {
                let (i, j) = (ij / n, ij % n);
                let terms: Vec<f64> = (0..k).map(|l| a(i * k + l) * sa(i, l) * b(l * n + j) * sb(l, j)).collect();
                worst = worst.max(terms.iter().map(|t| t.abs()).sum());
                terms.iter().sum()
            })
            .collect();
        (sums, worst)
    };
    let pow2 = |c: u8| 2f64.powi(c as i32 - 127);
    let (c, c_mag) = scaled(
        &|p| dec_e4m3(a8[p]),
        &|p| dec_e4m3(b8[p]),
        &|i, l| pow2(sa8[i * (k / 32) + l / 32]),
        &|l, j| pow2(sb8[(l / 32) * n + j]),
    );
    let (d, d_mag) = scaled(
        &|p| dec_e2m1(a4[p]),
        &|p| dec_e2m1(b4[p]),
        &|i, l| dec_e4m3(sa4[i * (k / 16) + l / 16]),
        &|l, j| dec_e4m3(sb4[(l / 16) * n + j]),
    );
    let u = 2f64.powi(-24);
    // What the conversions give for the f32 the interpreter stores (the
    // exact sum rounded once): the power of two at or above |x| (up) or at
    // or below it (down), within 2^-127 .. 2^127; x / 64 to the nearest
    // f4E2M1FN, ties to the even code, saturating at 6.
    let c32: Vec<f64> = c.iter().map(|&x| x as f32 as f64).collect();
    let floor_pow2 = |x: f64| 2f64.powi(x.abs().log2().floor() as i32);
    let up: Vec<f64> = c32
        .iter()
        .map(|&x| if x == 0.0 { pow2(0) } else if floor_pow2(x) == x.abs() { x.abs() } else { 2.0 * floor_pow2(x) })
        .map(|x| x.clamp(pow2(0), pow2(254)))
        .collect();
    let down: Vec<f64> = c32.iter().map(|&x| if x == 0.0 { pow2(0) } else { floor_pow2(x) }.clamp(pow2(0), pow2(254))).collect();
    let f4_values = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0];
    let to_f4 = |x: f64| -> f64 {
        let y = x.abs();
        let mut best = 0;
        for (code, &v) in f4_values.iter().enumerate() {
            let (dv, db) = ((v - y).abs(), (f4_values[best] - y).abs());
            if dv < db || (dv == db && code % 2 == 0) {
                best = code;
            }
        }
        f4_values[best].copysign(x)
    };
    let q4: Vec<f64> = c32.iter().map(|&x| to_f4(x / 64.0)).collect();
    // q4's codes, two to a byte along rows (g) and along columns (h).
    let code = |v: f64| -> u8 {
        (if v.is_sign_negative() { 8 } else { 0 }) | f4_values.iter().position(|&f| f == v.abs()).unwrap() as u8
    };
    let g: Vec<f64> = (0..m * n / 2).map(|p| (code(q4[2 * p]) | code(q4[2 * p + 1]) << 4) as i8 as f64).collect();
    let h: Vec<f64> = (0..n * m / 2)
        .map(|p| {
            let (j, i) = (p / (m / 2), 2 * (p % (m / 2)));
            (code(q4[i * n + j]) | code(q4[(i + 1) * n + j]) << 4) as i8 as f64
        })
        .collect();
    cases.push(Case {
        name: "mmaf_scaled",
        path: kernel("mmaf_scaled"),
        grid: [2, 2, 1],
        args: vec![
            (i8s("a8", vec![m, k], &as_i8(&a8)), Input),
            (i8s("b8", vec![k, n], &as_i8(&b8)), Input),
            (i8s("sa8", vec![m, k / 32], &as_i8(&sa8)), Input),
            (i8s("sb8", vec![k / 32, n], &as_i8(&sb8)), Input),
            (i8s("a4", vec![m, k / 2], &pack(&a4)), Input),
            (i8s("b4", vec![k, n / 2], &pack(&b4)), Input),
            (i8s("sa4", vec![m, k / 16], &as_i8(&sa4)), Input),
            (i8s("sb4", vec![k / 16, n], &as_i8(&sb4)), Input),
            (poisoned_f32("c", vec![m, n]), Close { want: c, abs: k as f64 * u * c_mag }),
            (poisoned_f32("d", vec![m, n]), Close { want: d.clone(), abs: k as f64 * u * d_mag }),
            (poisoned_f32("e", vec![m, n]), Close { want: up, abs: 0.0 }),
            (poisoned_f32("z", vec![m, n]), Close { want: down, abs: 0.0 }),
            (poisoned_f32("f", vec![m, n]), Close { want: q4, abs: 0.0 }),
            (poisoned_f32("d2", vec![m, n]), Close { want: d, abs: k as f64 * u * d_mag }),
            (i8s("g", vec![m, n / 2], &vec![0x55; m * n / 2]), Expect(g)),
            (i8s("h", vec![n, m / 2], &vec![0x55; n * m / 2]), Expect(h)),
            i32_scalar(m as i32),
            i32_scalar(n as i32),
            i32_scalar(k as i32),
        ],
    });

    // MX-FP4 (f4E2M1FN through f4 views, an f8E8M0FNU scale per 32 K
    // elements) through sm_120's lowering: each scale block's dot on f4
    // (mma.sync.m16n8k32.kind::f8f6f4, inline PTX), f4 staged a byte per
    // element. The same codes and scales as above, decoded here.
    let (x, x_mag) = scaled(
        &|p| dec_e2m1(a4[p]),
        &|p| dec_e2m1(b4[p]),
        &|i, l| pow2(sa8[i * (k / 32) + l / 32]),
        &|l, j| pow2(sb8[(l / 32) * n + j]),
    );
    cases.push(Case {
        name: "mmaf_scaled_mxfp4_sm120",
        path: kernel("mmaf_scaled_mxfp4"),
        grid: [2, 2, 1],
        args: vec![
            (i8s("a", vec![m, k / 2], &pack(&a4)), Input),
            (i8s("b", vec![k, n / 2], &pack(&b4)), Input),
            (i8s("sa8", vec![m, k / 32], &as_i8(&sa8)), Input),
            (i8s("sb8", vec![k / 32, n], &as_i8(&sb8)), Input),
            (poisoned_f32("c", vec![m, n]), Close { want: x, abs: k as f64 * u * x_mag }),
            i32_scalar(m as i32),
            i32_scalar(n as i32),
            i32_scalar(k as i32),
        ],
    });

    // Block-scaled dots in 128x64 tiles on sm_100: MX-FP8 (f8E5M2) on
    // tcgen05.mma.kind::mxf8f6f4.block_scale, its scale factors in
    // tensor memory; NV-FP4 decomposed (f4 staged a byte per element). Two
    // K steps of 128 (four MX-FP8 scale blocks each). Codes decoded here as
    // above; f8E5M2: exponent field 13..=17 (2^-2 .. 2^2), any fraction.
    let (tm, tn, tk) = (128usize, 128usize, 256usize);
    let e5m2 = |r: &mut Rng| -> u8 { ((r.bits() % 2) << 7 | (13 + r.bits() % 5) << 2 | r.bits() % 4) as u8 };
    let dec_e5m2 = |c: u8| -> f64 {
        let mag = (1.0 + (c & 3) as f64 / 4.0) * 2f64.powi(((c >> 2) & 31) as i32 - 15);
        if c & 0x80 != 0 { -mag } else { mag }
    };
    let ta8: Vec<u8> = (0..tm * tk).map(|_| e5m2(&mut r)).collect();
    let tb8: Vec<u8> = (0..tk * tn).map(|_| e5m2(&mut r)).collect();
    let tsa8: Vec<u8> = (0..tm * tk / 32).map(|_| (124 + r.bits() % 7) as u8).collect();
    let tsb8: Vec<u8> = (0..tk / 32 * tn).map(|_| (124 + r.bits() % 7) as u8).collect();
    let ta4: Vec<u8> = (0..tm * tk).map(|_| (r.bits() % 16) as u8).collect();
    let tb4: Vec<u8> = (0..tk * tn).map(|_| (r.bits() % 16) as u8).collect();
    let tsa4: Vec<u8> = (0..tm * tk / 16).map(|_| e4m3(&mut r) & 0x7f).collect();
    let tsb4: Vec<u8> = (0..tk / 16 * tn).map(|_| e4m3(&mut r) & 0x7f).collect();
    let scaled_tc = |a: &dyn Fn(usize) -> f64, b: &dyn Fn(usize) -> f64, sa: &dyn Fn(usize, usize) -> f64,
                     sb: &dyn Fn(usize, usize) -> f64|
     -> (Vec<f64>, f64) {
        let mut worst = 0f64;
        let sums = (0..tm * tn)
            .map(|ij| {
                let (i, j) = (ij / tn, ij % tn);
                let terms: Vec<f64> = (0..tk).map(|l| a(i * tk + l) * sa(i, l) * b(l * tn + j) * sb(l, j)).collect();
                worst = worst.max(terms.iter().map(|t| t.abs()).sum());
                terms.iter().sum()
            })
            .collect();
        (sums, worst)
    };
    let (tc, tc_mag) = scaled_tc(
        &|p| dec_e5m2(ta8[p]),
        &|p| dec_e5m2(tb8[p]),
        &|i, l| pow2(tsa8[i * (tk / 32) + l / 32]),
        &|l, j| pow2(tsb8[(l / 32) * tn + j]),
    );
    let (td, td_mag) = scaled_tc(
        &|p| dec_e2m1(ta4[p]),
        &|p| dec_e2m1(tb4[p]),
        &|i, l| dec_e4m3(tsa4[i * (tk / 16) + l / 16]),
        &|l, j| dec_e4m3(tsb4[(l / 16) * tn + j]),
    );
    cases.push(Case {
        name: "mmaf_scaled_tcgen05",
        path: kernel("mmaf_scaled_tcgen05"),
        grid: [1, 2, 1],
        args: vec![
            (i8s("a8", vec![tm, tk], &as_i8(&ta8)), Input),
            (i8s("b8", vec![tk, tn], &as_i8(&tb8)), Input),
            (i8s("sa8", vec![tm, tk / 32], &as_i8(&tsa8)), Input),
            (i8s("sb8", vec![tk / 32, tn], &as_i8(&tsb8)), Input),
            (i8s("a4", vec![tm, tk / 2], &pack(&ta4)), Input),
            (i8s("b4", vec![tk, tn / 2], &pack(&tb4)), Input),
            (i8s("sa4", vec![tm, tk / 16], &as_i8(&tsa4)), Input),
            (i8s("sb4", vec![tk / 16, tn], &as_i8(&tsb4)), Input),
            (poisoned_f32("c", vec![tm, tn]), Close { want: tc, abs: tk as f64 * u * tc_mag }),
            (poisoned_f32("d", vec![tm, tn]), Close { want: td, abs: tk as f64 * u * td_mag }),
            i32_scalar(tm as i32),
            i32_scalar(tn as i32),
            i32_scalar(tk as i32),
        ],
    });

    // MX-FP8 (f8E5M2, an f8E8M0FNU scale per 32 K elements) through sm_120's
    // lowering: the dot whole on mma.sync.m16n8k32.kind::mxf8f6f4.block_scale
    // (inline PTX), its scale bytes loaded from shared memory by the lanes
    // the instruction's selectors name. The scales are the MX-FP4 case's,
    // the codes new; all decoded here.
    let xa8: Vec<u8> = (0..m * k).map(|_| e5m2(&mut r)).collect();
    let xb8: Vec<u8> = (0..k * n).map(|_| e5m2(&mut r)).collect();
    let (x8, x8_mag) = scaled(
        &|p| dec_e5m2(xa8[p]),
        &|p| dec_e5m2(xb8[p]),
        &|i, l| pow2(sa8[i * (k / 32) + l / 32]),
        &|l, j| pow2(sb8[(l / 32) * n + j]),
    );
    cases.push(Case {
        name: "mmaf_scaled_mxfp8_sm120",
        path: kernel("mmaf_scaled_mxfp8"),
        grid: [2, 2, 1],
        args: vec![
            (i8s("a", vec![m, k], &as_i8(&xa8)), Input),
            (i8s("b", vec![k, n], &as_i8(&xb8)), Input),
            (i8s("sa8", vec![m, k / 32], &as_i8(&sa8)), Input),
            (i8s("sb8", vec![k / 32, n], &as_i8(&sb8)), Input),
            (poisoned_f32("c", vec![m, n]), Close { want: x8, abs: k as f64 * u * x8_mag }),
            i32_scalar(m as i32),
            i32_scalar(n as i32),
            i32_scalar(k as i32),
        ],
    });

    cases
}
