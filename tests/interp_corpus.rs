//! The six kernels of NVIDIA's corpus (../shared/corpus beside the checkout)
//! run by the interpreter on generated inputs, against references computed
//! here. Sizes keep the kernels' promises (extents multiples of 16) but are
//! not multiples of the tiles where the kernel allows it, so edge tiles are
//! padded on load and masked on store. Each test prints its run time.
//! Without the corpus the tests say so and pass.

use cuda_tile::interp::numerics::{self, FloatKind};
use cuda_tile::interp::{run_host, HostArg, Num, Program, Scalar};
use cuda_tile::npy::Array;
use std::path::PathBuf;
use std::time::Instant;

fn corpus(name: &str) -> Option<Program> {
    // ../shared/corpus beside the checkout, or wherever $CUDA_TILE_CORPUS says.
    let dir = std::env::var_os("CUDA_TILE_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"));
    let path = dir.join("text").join(format!("{name}.mlir"));
    let Ok(source) = std::fs::read_to_string(&path) else {
        println!("skipped: no corpus at {}", path.display());
        return None;
    };
    Some(Program::parse(&source, &path.to_string_lossy()).unwrap())
}

/// Deterministic pseudo-random numbers in [-1, 1) with 7 fraction bits, exact in every float kind used.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % 256) as f64 / 128.0 - 1.0
    }
    fn vec(&mut self, n: usize) -> Vec<f64> {
        (0..n).map(|_| self.next()).collect()
    }
}

fn array(name: &str, a: Array) -> HostArg {
    HostArg::Array { name: name.into(), array: a }
}

fn f32s(shape: Vec<usize>, v: &[f64]) -> Array {
    Array::from_f32(shape, &v.iter().map(|&x| x as f32).collect::<Vec<_>>())
}

fn result(args: &[HostArg], i: usize) -> Vec<f32> {
    match &args[i] {
        HostArg::Array { array, .. } => array.to_f32(),
        _ => unreachable!(),
    }
}

fn run(program: &Program, grid: [u32; 3], args: &mut [HostArg], what: &str) {
    let t = Instant::now();
    run_host(program, None, grid, args, &mut std::io::sink()).unwrap_or_else(|e| panic!("{what}: {e}"));
    println!("{what}: {:.3} s", t.elapsed().as_secs_f64());
}

#[test]
fn vector_add() {
    let Some(p) = corpus("vector_add") else { return };
    let n = 2064; // 2 full tiles of 1024 and one of 16
    let mut r = Rng(1);
    let (a, b) = (r.vec(n), r.vec(n));
    let mut args = [array("a", f32s(vec![n], &a)), array("b", f32s(vec![n], &b)), array("c", f32s(vec![n], &vec![0.0; n]))];
    run(&p, [3, 1, 1], &mut args, "vector_add n=2064");
    let c = result(&args, 2);
    for i in 0..n {
        assert_eq!(c[i], a[i] as f32 + b[i] as f32, "element {i}");
    }
}

#[test]
fn transpose() {
    let Some(p) = corpus("transpose") else { return };
    let (m, n) = (80, 144); // 64x64 tiles: 2 x 3 tile blocks, the last ones partial
    let x = Rng(2).vec(m * n);
    let mut args = [array("x", f32s(vec![m, n], &x)), array("y", f32s(vec![n, m], &vec![0.0; m * n]))];
    run(&p, [2, 3, 1], &mut args, "transpose 80x144");
    let y = result(&args, 1);
    for i in 0..m {
        for j in 0..n {
            assert_eq!(y[j * m + i], x[i * n + j] as f32, "y[{j}][{i}]");
        }
    }
}

#[test]
fn softmax() {
    let Some(p) = corpus("softmax") else { return };
    // The kernel reads one 16x128 tile per block and no padding: rows of 128.
    let (m, n) = (48, 128);
    let x: Vec<f64> = Rng(3).vec(m * n).iter().map(|v| v * 8.0).collect();
    let mut args = [array("x", f32s(vec![m, n], &x)), array("y", f32s(vec![m, n], &vec![0.0; m * n]))];
    run(&p, [3, 1, 1], &mut args, "softmax 48x128");
    let y = result(&args, 1);
    for i in 0..m {
        let row = &x[i * n..(i + 1) * n];
        let max = row.iter().cloned().fold(f64::MIN, f64::max);
        let sum: f64 = row.iter().map(|v| (v - max).exp()).sum();
        for j in 0..n {
            let want = (row[j] - max).exp() / sum;
            // f32 exp, sum and division: a few ulps.
            assert!((y[i * n + j] as f64 - want).abs() <= 1e-6 * want.max(1e-3), "y[{i}][{j}] = {} vs {want}", y[i * n + j]);
        }
    }
}

#[test]
fn layernorm() {
    let Some(p) = corpus("layernorm_fwd") else { return };
    let (m, n) = (16, 1040); // rows of one full 1024 tile and a partial one
    let mut r = Rng(4);
    let (x, w, b) = (r.vec(m * n), r.vec(n), r.vec(n));
    let eps = 1e-5f32;
    let mut args = [
        array("x", f32s(vec![m, n], &x)),
        array("w", f32s(vec![n], &w)),
        array("b", f32s(vec![n], &b)),
        array("y", f32s(vec![m, n], &vec![0.0; m * n])),
        array("mean", f32s(vec![m], &vec![0.0; m])),
        array("rstd", f32s(vec![m], &vec![0.0; m])),
        HostArg::Scalar(Num::Float(FloatKind::F32), Scalar::F(eps as f64)),
    ];
    run(&p, [m as u32, 1, 1], &mut args, "layernorm 16x1040");
    let (y, mean, rstd) = (result(&args, 3), result(&args, 4), result(&args, 5));
    for i in 0..m {
        let row = &x[i * n..(i + 1) * n];
        let mu = row.iter().sum::<f64>() / n as f64;
        let var = row.iter().map(|v| (v - mu) * (v - mu)).sum::<f64>() / n as f64;
        let rs = 1.0 / (var + eps as f64).sqrt();
        assert!((mean[i] as f64 - mu).abs() < 1e-5, "mean[{i}] = {} vs {mu}", mean[i]);
        assert!((rstd[i] as f64 - rs).abs() < 1e-5 * rs, "rstd[{i}] = {} vs {rs}", rstd[i]);
        for j in 0..n {
            let want = (row[j] - mu) * rs * w[j] + b[j];
            assert!((y[i * n + j] as f64 - want).abs() < 1e-5, "y[{i}][{j}] = {} vs {want}", y[i * n + j]);
        }
    }
}

#[test]
fn reduce_sum_atomic() {
    let Some(p) = corpus("reduce_sum_atomic") else { return };
    let n = 3088; // 3 full tiles of 1024 and one of 16
    let x = Rng(5).vec(n);
    let mut args = [array("x", f32s(vec![n], &x)), array("out", f32s(vec![1], &[0.0]))];
    run(&p, [4, 1, 1], &mut args, "reduce_sum_atomic n=3088");
    let want: f64 = x.iter().sum();
    let got = result(&args, 1)[0] as f64;
    // Inputs have 7 fraction bits and |sum| < 2^12: every f32 partial sum is exact.
    assert!((got - want).abs() <= 1e-6 * want.abs().max(1.0), "{got} vs {want}");
}

fn gemm_case(p: &Program, m: usize, n: usize, k: usize) {
    let mut r = Rng(6);
    let (a, b) = (r.vec(m * k), r.vec(k * n));
    let f16 = |v: &[f64]| v.iter().map(|&x| numerics::encode(FloatKind::F16, x) as u16).collect::<Vec<_>>();
    let mut args = [
        array("a", Array::from_f16_bits(vec![m, k], &f16(&a))),
        array("b", Array::from_f16_bits(vec![k, n], &f16(&b))),
        array("c", f32s(vec![m, n], &vec![0.0; m * n])),
    ];
    let blocks = m.div_ceil(128) * n.div_ceil(128);
    run(p, [blocks as u32, 1, 1], &mut args, &format!("gemm {m}x{n}x{k}"));
    let c = result(&args, 2);
    for i in 0..m {
        for j in 0..n {
            let want: f64 = (0..k).map(|q| a[i * k + q] * b[q * n + j]).sum();
            // One f32 rounding per 64-wide K step.
            let tol = 1e-6 * (k as f64 / 64.0) * (0..k).map(|q| (a[i * k + q] * b[q * n + j]).abs()).sum::<f64>().max(1.0);
            assert!((c[i * n + j] as f64 - want).abs() <= tol, "c[{i}][{j}] = {} vs {want}", c[i * n + j]);
        }
    }
}

#[test]
fn gemm() {
    let Some(p) = corpus("gemm_f16_f32") else { return };
    gemm_case(&p, 144, 272, 80); // partial tiles along M, N and K
    gemm_case(&p, 512, 512, 512);
}
