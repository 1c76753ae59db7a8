//! The last steps to machine code, outside MLIR.

pub mod gpu;
pub mod ptxas;
