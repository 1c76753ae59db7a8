//! The reference interpreter: executes cuda_tile kernels on the host, op by
//! op as the operation chapter defines them, over the whole grid of tile
//! blocks. Every backend is checked against it.

pub mod numerics;
