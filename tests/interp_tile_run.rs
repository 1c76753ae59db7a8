//! The `tile-run` binary: a corpus kernel end to end through .npy files, and
//! the errors a user can make (out-of-bounds kernel, missing or mis-shaped
//! argument, bad .npy file), each a clear message and a non-zero exit.

use cuda_tile::npy::Array;
use std::path::PathBuf;
use std::process::Command;

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tile-run-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn tile_run(args: &[&str]) -> (bool, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_tile-run")).args(args).output().unwrap();
    (o.status.success(), format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr)))
}

fn vector_add() -> Option<String> {
    // ../shared/corpus beside the checkout, or wherever $CUDA_TILE_CORPUS says.
    let dir = std::env::var_os("CUDA_TILE_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"));
    let p = dir.join("text/vector_add.mlir");
    if !p.exists() {
        println!("skipped: no corpus beside the checkout");
        return None;
    }
    Some(p.to_string_lossy().into_owned())
}

/// A kernel that reads `x[0..4]` whatever the size of `x`.
const READ4: &str = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {\n\
    %tv = make_tensor_view %x, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>\n\
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>\n\
    %c0 = constant <i32: 0> : tile<i32>\n\
    %v, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token\n\
    return\n }\n}\n";

#[test]
fn runs_a_corpus_kernel_and_writes_arrays_back() {
    let Some(kernel) = vector_add() else { return };
    let d = dir("ok");
    let n = 1040;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    Array::from_f32(vec![n], &a).write(&d.join("a.npy")).unwrap();
    Array::from_f32(vec![n], &vec![0.25; n]).write(&d.join("b.npy")).unwrap();
    Array::from_f32(vec![n], &vec![0.0; n]).write(&d.join("c.npy")).unwrap();
    let out = d.join("out");
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&kernel, "--grid", "2", "--out", &out.to_string_lossy(), &p("a.npy"), &p("b.npy"), &p("c.npy")]);
    assert!(ok, "{text}");
    let c = Array::read(&out.join("c.npy")).unwrap().to_f32();
    assert!(c.iter().enumerate().all(|(i, &v)| v == i as f32 + 0.25));
    // The inputs were written back too, unchanged; the original c is untouched.
    assert_eq!(Array::read(&out.join("a.npy")).unwrap().to_f32(), a);
    assert!(Array::read(&d.join("c.npy")).unwrap().to_f32().iter().all(|&v| v == 0.0));
}

#[test]
fn out_of_bounds_read_is_reported() {
    let d = dir("oob");
    std::fs::write(d.join("k.mlir"), READ4).unwrap();
    Array::from_f32(vec![3], &[1.0; 3]).write(&d.join("x.npy")).unwrap();
    Array::from_f32(vec![4], &[0.0; 4]).write(&d.join("y.npy")).unwrap();
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", &p("x.npy"), &p("y.npy")]);
    assert!(!ok);
    assert!(text.contains("out-of-bounds") && text.contains("x.npy") && text.contains("load_view_tko"), "{text}");
}

#[test]
fn missing_and_mis_shaped_arguments_are_reported() {
    let d = dir("args");
    std::fs::write(d.join("k.mlir"), READ4).unwrap();
    Array::from_f32(vec![4], &[1.0; 4]).write(&d.join("x.npy")).unwrap();
    Array::from_f64(vec![4], &[1.0; 4]).write(&d.join("d.npy")).unwrap();
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", &p("x.npy")]);
    assert!(!ok && text.contains("do not match the parameters"), "{text}");
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", &p("x.npy"), &p("d.npy")]);
    assert!(!ok && text.contains("<f8") && text.contains("f32"), "{text}");
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", &p("x.npy"), "f32:1.0"]);
    assert!(!ok && text.contains("scalar"), "{text}");
    let (ok, text) = tile_run(&[&p("k.mlir"), &p("x.npy"), &p("x.npy")]);
    assert!(!ok && text.contains("--grid"), "{text}");
}

#[test]
fn bad_npy_is_reported() {
    let d = dir("npy");
    std::fs::write(d.join("k.mlir"), READ4).unwrap();
    std::fs::write(d.join("bad.npy"), b"not an array").unwrap();
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", &p("bad.npy"), &p("bad.npy")]);
    assert!(!ok && text.contains("bad.npy") && text.contains("not a .npy file"), "{text}");
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", &p("none.npy"), &p("none.npy")]);
    assert!(!ok && text.contains("none.npy"), "{text}");
}

#[test]
fn gpu_backend_needs_a_driver() {
    if cuda_tile::runtime::driver_available() {
        println!("skipped: a CUDA driver is present");
        return;
    }
    let d = dir("gpu");
    std::fs::write(d.join("k.mlir"), READ4).unwrap();
    Array::from_f32(vec![4], &[1.0; 4]).write(&d.join("x.npy")).unwrap();
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", "--backend", "gpu", &p("x.npy"), &p("x.npy")]);
    assert!(!ok && text.contains("no CUDA driver"), "{text}");
}
