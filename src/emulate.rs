//! Running kernels through the GPU lowering on the host's CPU, where no GPU
//! is: the module lower-to-nvvm produces (for sm_90) is JIT-compiled for the
//! host and each CTA runs as one host thread per GPU thread, meeting at the
//! barriers (`dialect/include/cuda-tile/Target/HostEmulation.h`). This checks
//! the lowering's logic — layouts, staging through shared memory, masks and
//! padding, owners of stores and atomics, the dot and reduction loops —
//! against the interpreter; the NVPTX backend and ptxas are not exercised,
//! and libdevice's math is the host's libm.

use crate::compile::{string_ref, to_str};
use crate::interp::{self, HostArg};
use crate::runtime::{kernel_params, prepare, Param, Prepared};
use crate::{ffi, CompileOptions, Emit};
use std::ffi::c_void;

/// Runs an entry of the cuda_tile module `source` as [`interp::run_host`]
/// does (the same binding of `args`, one CTA per tile block of `grid`), but
/// through the GPU lowering, emulated on the host. The error of a kernel the
/// emulation cannot run starts with "host emulation".
pub fn run_host(
    source: &str,
    source_name: &str,
    entry: Option<&str>,
    grid: [u32; 3],
    args: &mut [HostArg],
    options: &CompileOptions,
) -> Result<(), String> {
    let Prepared { compiled, info, mut bound } = prepare(source, source_name, entry, args, options, Emit::Nvvm)?;
    let params = kernel_params(&bound)?;
    // Each parameter's value in its own 8-byte cell (little-endian: a kernel
    // reads the low bytes it needs); the cells do not move while it runs.
    let mut pointers: Vec<*mut u8> = bound.mem.buffers.iter_mut().map(|b| b.bytes.as_mut_ptr()).collect();
    let mut cells: Vec<[u8; 8]> = params
        .iter()
        .map(|p| match *p {
            Param::Buffer(_) => [0; 8],
            Param::I32(v) => (v as i64).to_le_bytes(),
            Param::I64(v) => v.to_le_bytes(),
            Param::F32(v) => (v.to_bits() as u64).to_le_bytes(),
            Param::F64(v) => v.to_bits().to_le_bytes(),
        })
        .collect();
    let mut argv: Vec<*mut c_void> = Vec::with_capacity(params.len());
    for (p, cell) in params.iter().zip(cells.iter_mut()) {
        argv.push(match *p {
            Param::Buffer(b) => &mut pointers[b] as *mut *mut u8 as *mut c_void,
            _ => cell.as_mut_ptr() as *mut c_void,
        });
    }
    let mut error = String::new();
    let result = unsafe {
        ffi::cudaTileEmulateKernel(
            string_ref(&compiled.nvvm),
            string_ref(&info.name),
            grid.as_ptr(),
            info.threads_per_block,
            argv.as_mut_ptr(),
            argv.len() as isize,
            Some(append),
            &mut error as *mut String as *mut c_void,
        )
    };
    if result.value == 0 {
        return Err(error);
    }
    interp::unbind(&mut bound.mem, args);
    Ok(())
}

extern "C" fn append(text: mlir_sys::MlirStringRef, user_data: *mut c_void) {
    let out = unsafe { &mut *(user_data as *mut String) };
    out.push_str(unsafe { to_str(text) });
}
