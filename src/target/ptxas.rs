//! PTX to cubin with NVIDIA's `ptxas` (from the PyPI package
//! `nvidia-cuda-nvcc`, installed by `scripts/setup.sh` in `.venv/`).

use crate::compile::DebugInfo;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A tool from NVIDIA's PyPI wheels: `$CUDA_TILE_<NAME>` if set, else the
/// project's `.venv`, else `PATH`.
pub fn find_tool(name: &str) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(format!("CUDA_TILE_{}", name.to_uppercase())) {
        return Some(PathBuf::from(path));
    }
    let lib = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".venv/lib");
    if let Ok(entries) = std::fs::read_dir(&lib) {
        for entry in entries.flatten() {
            let candidate = entry.path().join("site-packages/nvidia/cu13/bin").join(name);
            if candidate.is_file() {
                return Some(candidate);
            }
        }
    }
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths).map(|dir| dir.join(name)).find(|candidate| candidate.is_file())
    })
}

/// NVIDIA's libdevice (`libdevice.10.bc`, the bitcode of the `__nv_*` math
/// functions): `$CUDA_TILE_LIBDEVICE` if set, else the project's `.venv`.
pub fn find_libdevice() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CUDA_TILE_LIBDEVICE") {
        return Some(PathBuf::from(path));
    }
    let lib = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".venv/lib");
    std::fs::read_dir(&lib).ok()?.flatten().find_map(|entry| {
        let candidate = entry.path().join("site-packages/nvidia/cu13/nvvm/libdevice/libdevice.10.bc");
        candidate.is_file().then_some(candidate)
    })
}

/// Assembles `ptx` for `gpu_name` (e.g. `sm_90`) into a cubin, keeping its
/// debug information as `debug_info` asks.
pub fn assemble(ptx: &str, gpu_name: &str, opt_level: u8, debug_info: DebugInfo) -> Result<Vec<u8>, String> {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let ptxas = find_tool("ptxas").ok_or_else(|| {
        "error: ptxas not found (run scripts/setup.sh, or set CUDA_TILE_PTXAS)".to_string()
    })?;
    let stem = std::env::temp_dir().join(format!(
        "cuda-tile-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let (input, output) = (stem.with_extension("ptx"), stem.with_extension("cubin"));
    std::fs::write(&input, ptx).map_err(|e| format!("error: cannot write {}: {e}", input.display()))?;
    // The PTX may target the architecture-specific variant of the GPU
    // (sm_90 is written as sm_90a for wgmma); ptxas needs the same.
    let arch = ptx
        .lines()
        .find_map(|l| l.trim().strip_prefix(".target "))
        .map(|t| t.split(',').next().unwrap_or("").trim())
        .filter(|t| t.strip_suffix('a') == Some(gpu_name))
        .unwrap_or(gpu_name);
    let result = Command::new(&ptxas)
        .arg(format!("-arch={arch}"))
        .arg(format!("-O{}", opt_level.min(3)))
        .args(match debug_info {
            DebugInfo::None => None,
            DebugInfo::LineInfo => Some("-lineinfo"),
            DebugInfo::Full => Some("-g"),
        })
        .arg("-o")
        .arg(&output)
        .arg(&input)
        .output();
    let _ = std::fs::remove_file(&input);
    let result = result.map_err(|e| format!("error: cannot run {}: {e}", ptxas.display()))?;
    if !result.status.success() {
        let _ = std::fs::remove_file(&output);
        return Err(format!("error: ptxas failed:\n{}", String::from_utf8_lossy(&result.stderr)));
    }
    let cubin = std::fs::read(&output).map_err(|e| format!("error: cannot read {}: {e}", output.display()));
    let _ = std::fs::remove_file(&output);
    cubin
}
