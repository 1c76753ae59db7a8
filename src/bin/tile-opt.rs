//! `tile-opt`: MLIR's `mlir-opt` driver with the cuda_tile and nv_tileaa
//! dialects, the project's passes and the `lower-to-nvvm` pipeline.

use std::ffi::{c_char, CString};
use std::os::unix::ffi::OsStrExt;

fn main() {
    let args: Vec<CString> =
        std::env::args_os().map(|a| CString::new(a.as_bytes()).expect("argument with a NUL byte")).collect();
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    let code = unsafe { cuda_tile::ffi::cudaTileOptMain(args.len() as i32, argv.as_mut_ptr()) };
    std::process::exit(code);
}
