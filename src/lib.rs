//! NVIDIA's CUDA Tile IR as an MLIR dialect plugin.
//!
//! The dialects (`cuda_tile`, `nv_tileaa`), their verifiers and the lowering
//! passes live in the C++ core (`dialect/`, generated from `td/`); this crate
//! registers them with [melior], drives the compilation of a kernel to PTX and
//! a cubin ([`compile`]), and launches cubins on a GPU ([`runtime`]).

pub mod bytecode;
pub mod compile;
pub mod diagnostic;
pub mod emulate;
pub mod ffi;
pub mod interp;
pub mod npy;
pub mod optimize;
pub mod registry;
pub mod remarks;
pub mod result_numbers;
pub mod runtime;
pub mod stack;
pub mod target;

pub use compile::{compile, CompileOptions, Compiled, Emit};
pub use optimize::{optimize, OptimizeOptions};
pub use registry::{create_context, register_dialects, register_passes};
