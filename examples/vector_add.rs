//! README command 1: compiles `examples/vector_add.mlir` (NVIDIA's front
//! end's own c = a + b) to a cubin, shows what came out, and where a GPU is
//! present runs it on 1,000,000 elements and checks the result.

#[path = "support/vector_add.rs"]
mod vector_add;

use cuda_tile::runtime::{driver_available, Gpu};
use cuda_tile::target::ptxas::find_tool;
use cuda_tile::{compile, CompileOptions, Emit};
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("vector_add: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let source = std::fs::read_to_string(vector_add::SOURCE_PATH).map_err(|e| e.to_string())?;
    let options = CompileOptions::default();
    let start = std::time::Instant::now();
    let compiled = compile(&source, vector_add::SOURCE_PATH, &options, Emit::Cubin).map_err(|e| e.to_string())?;
    let elapsed = start.elapsed();
    let cubin = compiled.cubin.as_deref().unwrap_or_default();
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/vector_add.sm_90.cubin");
    std::fs::write(&out, cubin).map_err(|e| e.to_string())?;

    let kernel = &compiled.kernels[0];
    println!("compiled {} for {} in {:.0} ms", vector_add::SOURCE_PATH, options.gpu_name, elapsed.as_secs_f64() * 1e3);
    println!("  kernel   {} ({} threads per tile block)", kernel.name, kernel.threads_per_block);
    println!("  PTX      {} lines", compiled.ptx.as_deref().unwrap_or_default().lines().count());
    println!("  cubin    {} bytes -> {}", cubin.len(), out.display());
    if let Some(nvdisasm) = find_tool("nvdisasm") {
        let sass = Command::new(nvdisasm).arg(&out).output().map_err(|e| e.to_string())?;
        let sass = String::from_utf8_lossy(&sass.stdout);
        let count = |op: &str| sass.lines().filter(|l| l.contains(op)).count();
        println!("  SASS     {} LDG (global loads), {} FADD, {} STG (global stores)", count("LDG"), count("FADD"), count("STG"));
    }

    if !driver_available() {
        println!("GPU run skipped: no CUDA driver on this machine");
        return Ok(());
    }
    let gpu = Gpu::open(0)?;
    let n = 1_000_000;
    let wrong = vector_add::run(&gpu, n)?;
    println!("ran on {} ({}): {n} elements, {wrong} differ from a + b", gpu.gpu_name()?, "GPU 0");
    if wrong != 0 {
        return Err(format!("{wrong} of {n} elements are wrong"));
    }
    Ok(())
}
