//! NVIDIA's `cuda-tile-optimize` pipeline on a parsed module (13.3 addendum
//! §7.3): fuse-fma, then by level canonicalize and cse, loop-invariant code
//! motion, loop-split and canonicalize, with pass lists of one's own around
//! them. The pipeline itself is the C++ core's (`cuda-tile-optimize` in
//! tile-opt and the plugin is the same one).

use crate::compile::string_ref;
use crate::ffi;
use melior::ir::Module;
use mlir_sys::MlirStringRef;
use std::ffi::c_void;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimizeOptions {
    /// 0: nothing; 1: canonicalize, cse; 2: and loop-invariant code motion;
    /// 3 (the default): and loop-split, canonicalize.
    pub opt_level: u32,
    /// fuse-fma first (not numerics-preserving: off by default).
    pub fuse_fma: bool,
    /// Textual pass lists without an anchor (`canonicalize,cse`), run on each
    /// cuda_tile.module before and after the default pipeline.
    pub before: String,
    pub after: String,
}

impl Default for OptimizeOptions {
    fn default() -> Self {
        OptimizeOptions { opt_level: 3, fuse_fma: false, before: String::new(), after: String::new() }
    }
}

impl OptimizeOptions {
    /// The pipeline as tile-opt's `--pass-pipeline` takes it.
    pub fn pipeline_text(&self) -> String {
        let mut text = format!("builtin.module(cuda-tile-optimize{{opt-level={} fuse-fma={}", self.opt_level, self.fuse_fma as u8);
        for (name, passes) in [("before", &self.before), ("after", &self.after)] {
            if !passes.is_empty() {
                text += &format!(" {name}={{{passes}}}");
            }
        }
        text + "})"
    }
}

unsafe extern "C" fn set_string(text: MlirStringRef, data: *mut c_void) {
    let bytes = std::slice::from_raw_parts(text.data as *const u8, text.length);
    *(data as *mut String) = String::from_utf8_lossy(bytes).into_owned();
}

/// Runs the pipeline on `module` in place. The passes' own diagnostics go to
/// the context's handlers; the error says why the pipeline could not be built,
/// or that a pass failed.
pub fn optimize(module: &mut Module, options: &OptimizeOptions) -> Result<(), String> {
    let mut error = String::new();
    let result = unsafe {
        ffi::cudaTileOptimize(
            module.as_operation().to_raw(),
            options.opt_level,
            options.fuse_fma,
            string_ref(&options.before),
            string_ref(&options.after),
            Some(set_string),
            &mut error as *mut String as *mut c_void,
        )
    };
    if result.value != 0 {
        return Ok(());
    }
    Err(if error.is_empty() { "the optimization pipeline failed".into() } else { error })
}
