//! The last steps to machine code, outside MLIR.

pub mod ptxas;
