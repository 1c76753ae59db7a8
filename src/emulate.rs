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

/// How the emulation schedules a launch.
#[derive(Clone, Copy, Debug)]
pub struct Emulation {
    /// CTAs running at once (each as its own host threads), so protocols
    /// between tile blocks meet real interleavings; 1 runs them one by one.
    pub concurrent_ctas: u32,
    /// Every thread but each CTA's first waits this long (µs) before each
    /// write to global memory: an adversarial schedule under which a write
    /// that nothing orders after another thread's access shows (0: none).
    pub store_delay_us: u32,
}

impl Default for Emulation {
    fn default() -> Self {
        Emulation { concurrent_ctas: 4, store_delay_us: 0 }
    }
}

/// Runs an entry of the cuda_tile module `source` as [`interp::run_host`]
/// does (the same binding of `args`, one CTA per tile block of `grid`), but
/// through the GPU lowering, emulated on the host with the default
/// [`Emulation`]; what the kernel prints goes to stdout. An error names what
/// the emulation lacks, or the trap (a failed assert) that ended the launch.
pub fn run_host(
    source: &str,
    source_name: &str,
    entry: Option<&str>,
    grid: [u32; 3],
    args: &mut [HostArg],
    options: &CompileOptions,
) -> Result<(), String> {
    let mut printed = String::new();
    let result = run_host_with(source, source_name, entry, grid, args, options, Emulation::default(), &mut printed);
    print!("{printed}");
    result
}

/// [`run_host`] with the schedule given and the kernel's printed text
/// appended to `printed`.
#[allow(clippy::too_many_arguments)]
pub fn run_host_with(
    source: &str,
    source_name: &str,
    entry: Option<&str>,
    grid: [u32; 3],
    args: &mut [HostArg],
    options: &CompileOptions,
    emulation: Emulation,
    printed: &mut String,
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
    launch(&compiled.nvvm, &info.name, grid, info.threads_per_block, emulation, &mut argv, printed)?;
    interp::unbind(&mut bound.mem, args);
    Ok(())
}

/// Runs `kernel` of the LLVM + NVVM module `module` on the emulation with
/// the kernel parameters `argv` (each a pointer to its value); what the
/// kernel prints is appended to `printed`, a failure names its cause.
fn launch(
    module: &str,
    kernel: &str,
    grid: [u32; 3],
    threads: u32,
    emulation: Emulation,
    argv: &mut [*mut c_void],
    printed: &mut String,
) -> Result<(), String> {
    let mut sinks = (std::mem::take(printed), String::new());
    let result = unsafe {
        ffi::cudaTileEmulateKernel(
            string_ref(module),
            string_ref(kernel),
            grid.as_ptr(),
            threads,
            emulation.concurrent_ctas,
            emulation.store_delay_us,
            argv.as_mut_ptr(),
            argv.len() as isize,
            Some(append_output),
            Some(append_error),
            &mut sinks as *mut (String, String) as *mut c_void,
        )
    };
    *printed = sinks.0;
    if result.value == 0 {
        return Err(sinks.1);
    }
    Ok(())
}

extern "C" fn append_output(text: mlir_sys::MlirStringRef, user_data: *mut c_void) {
    let sinks = unsafe { &mut *(user_data as *mut (String, String)) };
    // A kernel may print any bytes.
    let bytes = if text.length == 0 { &[][..] } else { unsafe { std::slice::from_raw_parts(text.data as *const u8, text.length) } };
    sinks.0.push_str(&String::from_utf8_lossy(bytes));
}

extern "C" fn append_error(text: mlir_sys::MlirStringRef, user_data: *mut c_void) {
    let sinks = unsafe { &mut *(user_data as *mut (String, String)) };
    sinks.1.push_str(unsafe { to_str(text) });
}

/// The host function the emulation runs for the NVVM intrinsic or device
/// runtime function `name` (e.g. `llvm.nvvm.div.approx.f`, `vprintf`), for
/// testing each emulated instruction on its own.
pub fn emulation_of(name: &str) -> Option<*const c_void> {
    let f = unsafe { ffi::cudaTileEmulationOf(string_ref(name)) };
    (!f.is_null()).then_some(f as *const c_void)
}

/// Runs `kernel` of `module`, a module already in the LLVM and NVVM dialects
/// (what lower-to-nvvm produces, or one written by hand), on a grid of `grid`
/// CTAs of `threads` threads each with the schedule `emulation`: for testing
/// the emulation of each GPU instruction on its own. The kernel takes one
/// pointer per buffer, in order, each pointing at the buffer's first byte
/// (read and written in place). Returns what the kernel printed, or the
/// error that stopped it (an op the emulation lacks, a trap).
pub fn emulate_module(
    module: &str,
    kernel: &str,
    grid: [u32; 3],
    threads: u32,
    emulation: Emulation,
    buffers: &mut [&mut [u8]],
) -> Result<String, String> {
    let mut pointers: Vec<*mut u8> = buffers.iter_mut().map(|b| b.as_mut_ptr()).collect();
    let mut argv: Vec<*mut c_void> = pointers.iter_mut().map(|p| p as *mut *mut u8 as *mut c_void).collect();
    let mut printed = String::new();
    launch(module, kernel, grid, threads, emulation, &mut argv, &mut printed)?;
    Ok(printed)
}
