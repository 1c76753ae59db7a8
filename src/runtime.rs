//! Loading cubins and launching kernels on a GPU through the CUDA driver
//! (cudarc, loaded at run time, so that everything builds and the tests run
//! on machines without a driver).

use cudarc::driver::{CudaContext, CudaFunction, CudaStream};
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
