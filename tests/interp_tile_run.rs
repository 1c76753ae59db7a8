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

/// vector_add's inputs in `d`: a = 0..n, b = 0.25, c = 0.
fn vector_add_inputs(d: &std::path::Path, n: usize) {
    Array::from_f32(vec![n], &(0..n).map(|i| i as f32).collect::<Vec<_>>()).write(&d.join("a.npy")).unwrap();
    Array::from_f32(vec![n], &vec![0.25; n]).write(&d.join("b.npy")).unwrap();
    Array::from_f32(vec![n], &vec![0.0; n]).write(&d.join("c.npy")).unwrap();
}

#[test]
fn runs_a_bytecode_kernel() {
    let Some(kernel) = vector_add() else { return };
    let d = dir("bytecode");
    let ctx = cuda_tile::create_context();
    let m = cuda_tile::compile::parse_module(&ctx, &std::fs::read_to_string(&kernel).unwrap(), &kernel).unwrap();
    std::fs::write(d.join("k.tileirbc"), cuda_tile::bytecode::write(&m, cuda_tile::bytecode::Version::DEFAULT).unwrap()).unwrap();
    vector_add_inputs(&d, 1040);
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&p("k.tileirbc"), "--grid", "2", &p("a.npy"), &p("b.npy"), &p("c.npy")]);
    assert!(ok, "{text}");
    let c = Array::read(&d.join("c.npy")).unwrap().to_f32();
    assert!(c.iter().enumerate().all(|(i, &v)| v == i as f32 + 0.25));
}

/// The arrays are written back by replacing each file whole (a temporary file
/// renamed over it), so that an interrupted write-back leaves either the old
/// file or the new one: a second hard link to the old file keeps the old
/// contents, and no temporary file is left behind.
#[test]
fn write_back_replaces_files_whole() {
    let Some(kernel) = vector_add() else { return };
    let d = dir("replace");
    vector_add_inputs(&d, 1040);
    std::fs::hard_link(d.join("c.npy"), d.join("old-c.npy")).unwrap();
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&kernel, "--grid", "2", &p("a.npy"), &p("b.npy"), &p("c.npy")]);
    assert!(ok, "{text}");
    assert_eq!(Array::read(&d.join("c.npy")).unwrap().to_f32()[3], 3.25);
    assert!(Array::read(&d.join("old-c.npy")).unwrap().to_f32().iter().all(|&v| v == 0.0));
    let mut names: Vec<String> = std::fs::read_dir(&d).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    assert_eq!(names, ["a.npy", "b.npy", "c.npy", "old-c.npy"]);
}

/// Two different files with one name would overwrite each other under --out:
/// refused before the run, nothing written.
#[test]
fn two_arrays_with_one_name_under_out_are_refused() {
    let Some(kernel) = vector_add() else { return };
    let d = dir("same-name");
    for sub in ["x", "y"] {
        std::fs::create_dir_all(d.join(sub)).unwrap();
        vector_add_inputs(&d.join(sub), 1040);
    }
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let out = p("out");
    let (ok, text) = tile_run(&[&kernel, "--grid", "2", "--out", &out, &p("x/a.npy"), &p("y/a.npy"), &p("x/c.npy")]);
    assert!(!ok && text.contains("arguments 1 and 2") && text.contains("a.npy"), "{text}");
    assert!(!d.join("out/c.npy").exists());
}

#[test]
fn the_grid_is_bounded_as_on_the_gpu() {
    let d = dir("grid");
    std::fs::write(d.join("k.mlir"), READ4).unwrap();
    Array::from_f32(vec![4], &[1.0; 4]).write(&d.join("x.npy")).unwrap();
    Array::from_f32(vec![4], &[1.0; 4]).write(&d.join("y.npy")).unwrap();
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    for grid in ["2147483648", "1,65536", "1,1,65536", "4294967296"] {
        let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", grid, &p("x.npy"), &p("y.npy")]);
        assert!(!ok && text.contains("--grid") && text.contains("at most"), "{grid}: {text}");
    }
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1,65535,1", &p("x.npy"), &p("y.npy")]);
    assert!(ok, "{text}");
}

/// A shape whose element count overflows is reported, not wrapped around to
/// a count the (empty) data matches.
#[test]
fn an_npy_shape_that_overflows_is_reported() {
    let d = dir("overflow");
    std::fs::write(d.join("k.mlir"), READ4).unwrap();
    let mut b = b"\x93NUMPY\x01\x00".to_vec();
    let h = "{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }\n";
    b.extend_from_slice(&(h.len() as u16).to_le_bytes());
    b.extend_from_slice(h.as_bytes());
    std::fs::write(d.join("big.npy"), b).unwrap();
    Array::from_f32(vec![4], &[1.0; 4]).write(&d.join("y.npy")).unwrap();
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&p("k.mlir"), "--grid", "1", &p("big.npy"), &p("y.npy")]);
    assert!(!ok && text.contains("big.npy") && text.contains("shape") && text.contains("overflows"), "{text}");
}

/// One file given twice: read-only uses are fine, but if the kernel leaves the
/// two copies different, nothing is written back rather than one copy lost.
#[test]
fn one_file_given_twice_is_written_back_only_if_its_copies_agree() {
    let Some(kernel) = vector_add() else { return };
    let d = dir("twice");
    vector_add_inputs(&d, 1040);
    let p = |f: &str| d.join(f).to_string_lossy().into_owned();
    let (ok, text) = tile_run(&[&kernel, "--grid", "2", &p("a.npy"), &p("a.npy"), &p("c.npy")]);
    assert!(ok, "{text}");
    assert_eq!(Array::read(&d.join("c.npy")).unwrap().to_f32()[3], 6.0);
    // c = a + b into a second copy of a: the copies differ.
    let (ok, text) = tile_run(&[&kernel, "--grid", "2", &p("a.npy"), &p("b.npy"), &p("a.npy")]);
    assert!(!ok && text.contains("given twice"), "{text}");
    assert_eq!(Array::read(&d.join("a.npy")).unwrap().to_f32()[3], 3.0);
}
