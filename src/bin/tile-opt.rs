//! `tile-opt`: MLIR's `mlir-opt` driver with the cuda_tile and nv_tileaa
//! dialects, the project's passes and the `lower-to-nvvm` pipeline. An input
//! file in NVIDIA's bytecode (told apart by its magic or a `.tileirbc` name)
//! is converted to text first: MlirOptMain gets a temporary file of the same
//! name in a directory of its own, so that diagnostics still name the input
//! file.

use std::ffi::{c_char, CString};
use std::os::unix::ffi::OsStrExt;

/// Replaces bytecode inputs among `args` by text files in `dir`.
fn convert_bytecode_inputs(args: &mut [std::ffi::OsString], dir: &std::path::Path) -> Result<(), String> {
    for i in 1..args.len() {
        let arg = std::path::PathBuf::from(&args[i]);
        if args[i].as_bytes().starts_with(b"-") || args[i - 1] == "-o" || !arg.is_file() {
            continue;
        }
        let bytes = std::fs::read(&arg).map_err(|e| format!("{}: {e}", arg.display()))?;
        if !cuda_tile::bytecode::is_bytecode_input(&arg, &bytes) {
            // A use of a huge result number would abort MLIR's parser (src/result_numbers.rs).
            if let Some((line, col, message)) = cuda_tile::result_numbers::oversized_result_number(&String::from_utf8_lossy(&bytes)) {
                return Err(format!("{}:{line}:{col}: error: {message}", arg.display()));
            }
            continue;
        }
        let text = cuda_tile::bytecode::to_text(&bytes).map_err(|e| format!("{}: {e}", arg.display()))?;
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let converted = dir.join(arg.file_name().unwrap_or_default());
        std::fs::write(&converted, text).map_err(|e| format!("{}: {e}", converted.display()))?;
        args[i] = converted.into_os_string();
    }
    Ok(())
}

fn main() {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let dir = std::env::temp_dir().join(format!("tile-opt-{}", std::process::id()));
    if let Err(e) = convert_bytecode_inputs(&mut args, &dir) {
        eprintln!("tile-opt: {e}");
        std::process::exit(1);
    }
    let args: Vec<CString> = args.iter().map(|a| CString::new(a.as_bytes()).expect("argument with a NUL byte")).collect();
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    // Deeply nested input recurses deeply in MLIR: a large stack (src/stack.rs).
    let argv = argv.iter().map(|p| *p as usize).collect::<Vec<_>>();
    let argc = args.len() as i32;
    let code = cuda_tile::stack::with_large_stack(move || {
        let mut argv: Vec<*mut c_char> = argv.into_iter().map(|p| p as *mut c_char).collect();
        unsafe { cuda_tile::ffi::cudaTileOptMain(argc, argv.as_mut_ptr()) }
    });
    std::fs::remove_dir_all(&dir).ok();
    std::process::exit(code);
}
