//! Scalar semantics of cuda_tile's arithmetic, as the operation chapter
//! defines them, independent of MLIR.
