//! Loading cubins and launching kernels on a GPU through the CUDA driver
//! (cudarc, loaded at run time, so that everything builds and the tests run
//! on machines without a driver).

use crate::interp::{self, numerics::FloatKind, Elem, HostArg, Num, Program, Scalar, Value};
use crate::compile::{Compiled, KernelInfo};
use crate::{compile, CompileOptions, Emit};
use cudarc::driver::sys::CUfunction_attribute_enum;
use cudarc::driver::{CudaContext, CudaFunction, CudaSlice, CudaStream, LaunchConfig, PushKernelArg};
use cudarc::nvrtc::Ptx;
use std::sync::Arc;

/// Whether a CUDA driver library can be loaded on this machine.
pub fn driver_available() -> bool {
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// One GPU: its context and the stream kernels run on.
pub struct Gpu {
    pub context: Arc<CudaContext>,
    pub stream: Arc<CudaStream>,
}

impl Gpu {
    /// Opens GPU `ordinal`; an error (not a panic) where there is no driver or device.
    pub fn open(ordinal: usize) -> Result<Gpu, String> {
        if !driver_available() {
            return Err("no CUDA driver".into());
        }
        let context = CudaContext::new(ordinal).map_err(|e| format!("cannot open GPU {ordinal}: {e:?}"))?;
        let stream = context.default_stream();
        Ok(Gpu { context, stream })
    }

    /// `sm_NN` of this GPU, the `--gpu-name` to compile for.
    pub fn gpu_name(&self) -> Result<String, String> {
        let (major, minor) = self.context.compute_capability().map_err(|e| format!("{e:?}"))?;
        Ok(format!("sm_{major}{minor}"))
    }

    /// Loads `cubin` and returns its kernel `name`.
    pub fn load_kernel(&self, cubin: &[u8], name: &str) -> Result<CudaFunction, String> {
        let module = self
            .context
            .load_module(Ptx::from_binary(cubin.to_vec()))
            .map_err(|e| format!("cannot load the cubin: {e:?}"))?;
        module.load_function(name).map_err(|e| format!("no kernel '{name}' in the cubin: {e:?}"))
    }
}

/// One kernel parameter, in the entry's argument order: a device buffer for a
/// pointer tile, a value for a rank-0 number tile.
pub enum Arg<'a> {
    Buffer(&'a CudaSlice<u8>),
    I32(i32),
    I64(i64),
    F32(f32),
    F64(f64),
}

impl Gpu {
    /// Copies `bytes` to a new device buffer.
    pub fn upload(&self, bytes: &[u8]) -> Result<CudaSlice<u8>, String> {
        self.stream.clone_htod(bytes).map_err(|e| format!("cannot copy to the GPU: {e:?}"))
    }

    /// Copies a device buffer back.
    pub fn download(&self, buffer: &CudaSlice<u8>) -> Result<Vec<u8>, String> {
        self.stream.clone_dtoh(buffer).map_err(|e| format!("cannot copy from the GPU: {e:?}"))
    }

    /// Runs `kernel` (compiled as `info`) on a grid of `grid` tile blocks (one
    /// CTA each) of `info.threads_per_block` threads with the dynamic shared
    /// memory it needs, and waits for it.
    pub fn launch(
        &self,
        kernel: &CudaFunction,
        grid: (u32, u32, u32),
        info: &KernelInfo,
        args: &[Arg],
    ) -> Result<(), String> {
        let shared = info.dynamic_shared_bytes;
        let [cx, cy, cz] = info.cluster_dims;
        if grid.0 % cx != 0 || grid.1 % cy != 0 || grid.2 % cz != 0 {
            return Err(format!(
                "the grid {grid:?} is not a whole number of the kernel's clusters ({cx}, {cy}, {cz}): its \
                 num_cta_in_cga launches tile blocks in clusters of that shape"
            ));
        }
        // Above 48 KiB a launch fails unless the kernel opts in.
        if shared > 48 * 1024 {
            let attribute = CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
            kernel
                .set_attribute(attribute, shared as i32)
                .map_err(|e| format!("cannot allow {shared} bytes of dynamic shared memory: {e:?}"))?;
        }
        let mut launch = self.stream.launch_builder(kernel);
        for arg in args {
            match arg {
                Arg::Buffer(buffer) => launch.arg(*buffer),
                Arg::I32(v) => launch.arg(v),
                Arg::I64(v) => launch.arg(v),
                Arg::F32(v) => launch.arg(v),
                Arg::F64(v) => launch.arg(v),
            };
        }
        let block_dim = (info.threads_per_block, 1, 1);
        let config = LaunchConfig { grid_dim: grid, block_dim, shared_mem_bytes: shared };
        // Safety: the arguments follow the kernel's signature, which the caller
        // takes from the entry it compiled.
        unsafe { launch.launch(config) }.map_err(|e| format!("launch failed: {e:?}"))?;
        self.stream.synchronize().map_err(|e| format!("kernel failed: {e:?}"))
    }
}

/// An entry ready to run: its module compiled, its kernel, its arguments bound.
pub(crate) struct Prepared {
    pub compiled: Compiled,
    pub info: KernelInfo,
    pub bound: interp::Bound,
}

/// Compiles `source` up to `emit` and binds `args` to the parameters of its
/// entry `entry` as the interpreter does.
pub(crate) fn prepare(
    source: &str,
    source_name: &str,
    entry: Option<&str>,
    args: &[HostArg],
    options: &CompileOptions,
    emit: Emit,
) -> Result<Prepared, String> {
    let program = Program::parse(source, source_name).map_err(|e| e.to_string())?;
    let entry = program.entry(entry).map_err(|e| e.to_string())?;
    let compiled = compile(source, source_name, options, emit).map_err(|e| e.to_string())?;
    let info = compiled
        .kernels
        .iter()
        .find(|k| k.name == entry.name)
        .cloned()
        .ok_or_else(|| format!("the compiled module has no kernel '{}'", entry.name))?;
    let bound = interp::bind(entry, args).map_err(|e| e.to_string())?;
    Ok(Prepared { compiled, info, bound })
}

/// A kernel parameter of a bound entry: buffer `i` of its memory, or a value.
pub enum Param {
    Buffer(usize),
    I32(i32),
    I64(i64),
    F32(f32),
    F64(f64),
}

/// The kernel parameters of `bound`'s values, in the entry's order.
pub fn kernel_params(bound: &interp::Bound) -> Result<Vec<Param>, String> {
    let mut params = Vec::new();
    for v in &bound.values {
        let Value::Tile(t) = v else { return Err("a parameter that is not a tile".into()) };
        params.push(match (t.elem, t.get(0)) {
            (Elem::Ptr(_), Scalar::I(addr)) => Param::Buffer(bound.mem.locate(addr, 0).map_err(|e| e.to_string())?.0),
            (Elem::Num(Num::Int(64)), Scalar::I(x)) => Param::I64(x as i64),
            // A kernel reads as many bytes as the parameter has from the
            // value's address: the low bytes of a little-endian i32 serve
            // i1, i8 and i16 parameters.
            (Elem::Num(Num::Int(_)), Scalar::I(x)) => Param::I32(x as i32),
            (Elem::Num(Num::Float(FloatKind::F64)), Scalar::F(x)) => Param::F64(x),
            (Elem::Num(Num::Float(FloatKind::F32)), Scalar::F(x)) => Param::F32(x as f32),
            // 16-bit floats travel as their bits, in the low bytes likewise.
            (Elem::Num(Num::Float(k @ (FloatKind::F16 | FloatKind::BF16))), Scalar::F(x)) => {
                Param::I32(interp::numerics::encode(k, x) as i32)
            }
            (e, _) => return Err(format!("a {} parameter cannot be passed to a kernel", e.name())),
        });
    }
    Ok(params)
}

/// Runs an entry of the cuda_tile module `source` on this GPU, exactly as
/// [`interp::run_host`] runs it on the host: the same binding of `args` to
/// the entry's parameters (arrays become device buffers followed by their
/// extents and strides where the entry takes them), the kernel compiled for
/// this GPU's sm with `options` (its `gpu_name` is replaced), one CTA per tile
/// block of `grid`, and every array copied back afterwards.
pub fn run_host(
    gpu: &Gpu,
    source: &str,
    source_name: &str,
    entry: Option<&str>,
    grid: [u32; 3],
    args: &mut [HostArg],
    options: &CompileOptions,
) -> Result<(), String> {
    let options = CompileOptions { gpu_name: gpu.gpu_name()?, ..options.clone() };
    let Prepared { compiled, info, mut bound } = prepare(source, source_name, entry, args, &options, Emit::Cubin)?;
    let kernel = gpu.load_kernel(compiled.cubin.as_deref().unwrap_or_default(), &info.name)?;
    let buffers = bound.mem.buffers.iter().map(|b| gpu.upload(&b.bytes)).collect::<Result<Vec<_>, _>>()?;
    let launch_args: Vec<Arg> = kernel_params(&bound)?
        .into_iter()
        .map(|p| match p {
            Param::Buffer(b) => Arg::Buffer(&buffers[b]),
            Param::I32(v) => Arg::I32(v),
            Param::I64(v) => Arg::I64(v),
            Param::F32(v) => Arg::F32(v),
            Param::F64(v) => Arg::F64(v),
        })
        .collect();
    gpu.launch(&kernel, (grid[0], grid[1], grid[2]), &info, &launch_args)?;
    for (b, buffer) in bound.mem.buffers.iter_mut().zip(&buffers) {
        b.bytes = gpu.download(buffer)?;
    }
    interp::unbind(&mut bound.mem, args);
    Ok(())
}
