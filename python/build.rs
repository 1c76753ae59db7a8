//! The extension module links MLIR's shared libraries (through cuda-tile):
//! it finds them where the cuda-tile build found them, as the tools do.
use std::path::PathBuf;

fn main() {
    let prefix = PathBuf::from(std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()));
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rustc-link-arg-cdylib=-Wl,-rpath,{}", prefix.join("lib").display());
}
