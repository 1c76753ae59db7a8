//! GPU tests: launch compiled kernels through cudarc and check their results.
//! Without a CUDA driver each test says "skipped: no CUDA driver" and passes;
//! with one, they run for real. (A plain `main` harness, so the skips show.)

#[path = "../examples/support/vector_add.rs"]
mod vector_add;

use cuda_tile::runtime::{driver_available, Gpu};

fn main() {
    let tests: [(&str, fn(&Gpu) -> Result<(), String>); 2] = [
        ("vector_add_1000000", |gpu| expect_exact(gpu, 1_000_000)),
        ("vector_add_partial_tile", |gpu| expect_exact(gpu, 3 * vector_add::TILE + 16)),
    ];
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    let gpu = if driver_available() { Some(Gpu::open(0)) } else { None };
    for (name, test) in tests {
        match &gpu {
            None => {
                println!("test gpu::{name} ... skipped: no CUDA driver");
                skipped += 1;
            }
            Some(Err(e)) => {
                println!("test gpu::{name} ... FAILED: {e}");
                failed += 1;
            }
            Some(Ok(gpu)) => match test(gpu) {
                Ok(()) => {
                    println!("test gpu::{name} ... ok");
                    passed += 1;
                }
                Err(e) => {
                    println!("test gpu::{name} ... FAILED: {e}");
                    failed += 1;
                }
            },
        }
    }
    println!("gpu: {passed} passed, {failed} failed, {skipped} skipped");
    if failed > 0 {
        std::process::exit(1);
    }
}

/// 1,000,000 is a multiple of 16 (the kernel's promise) but not of the 1024
/// tile, so the last tile block hangs over the edge.
fn expect_exact(gpu: &Gpu, n: usize) -> Result<(), String> {
    match vector_add::run(gpu, n)? {
        0 => Ok(()),
        wrong => Err(format!("{wrong} of {n} elements differ from a + b")),
    }
}
