//! Runs `examples/vector_add.mlir` on a GPU and checks c = a + b exactly.
//! Shared by `examples/vector_add.rs` and the GPU tests.

use cuda_tile::runtime::{Arg, Gpu};
use cuda_tile::{compile, CompileOptions, Emit};

pub const SOURCE_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/vector_add.mlir");
/// Elements per tile block (the kernel's `tile=(1024)`).
pub const TILE: usize = 1024;

/// Compiles the example for this GPU, adds two `n`-element vectors (n a
/// multiple of 16, as the kernel's `assume div_by<16>` requires) and returns
/// how many elements differ from the exact sum.
pub fn run(gpu: &Gpu, n: usize) -> Result<usize, String> {
    let source = std::fs::read_to_string(SOURCE_PATH).map_err(|e| e.to_string())?;
    let options = CompileOptions { gpu_name: gpu.gpu_name()?, ..CompileOptions::default() };
    let compiled = compile(&source, SOURCE_PATH, &options, Emit::Cubin).map_err(|e| e.to_string())?;
    let kernel = &compiled.kernels[0];
    let function = gpu.load_kernel(compiled.cubin.as_deref().unwrap_or_default(), &kernel.name)?;

    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 / (1.0 + i as f32)).collect();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let (da, db) = (gpu.upload(&bytes(&a))?, gpu.upload(&bytes(&b))?);
    // Poisoned output: an element the kernel fails to write cannot pass.
    let dc = gpu.upload(&bytes(&vec![f32::NAN; n]))?;
    let extent = i32::try_from(n).map_err(|_| "n does not fit the kernel's i32 extents")?;
    // NVIDIA's calling convention: each array is its pointer, extent, stride.
    let args = [
        Arg::Buffer(&da), Arg::I32(extent), Arg::I32(1),
        Arg::Buffer(&db), Arg::I32(extent), Arg::I32(1),
        Arg::Buffer(&dc), Arg::I32(extent), Arg::I32(1),
    ];
    let blocks = n.div_ceil(TILE) as u32;
    gpu.launch(&function, (blocks, 1, 1), kernel, &args)?;

    let c = gpu.download(&dc)?;
    let c: Vec<f32> = c.chunks_exact(4).map(|w| f32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect();
    // f32 addition is exact per IEEE rounding: the GPU must match the host bit for bit.
    Ok((0..n).filter(|&i| c[i].to_bits() != (a[i] + b[i]).to_bits()).count())
}
