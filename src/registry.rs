//! Registration of the dialects and passes with melior.

use crate::ffi;
use melior::{dialect::DialectRegistry, Context};
use std::sync::Once;

/// Inserts cuda_tile, nv_tileaa and every dialect the lowering produces
/// (with their LLVM IR translations) into `registry`.
pub fn register_dialects(registry: &DialectRegistry) {
    unsafe { ffi::cudaTileRegisterDialects(registry.to_raw()) }
}

/// Registers the project's passes and the `lower-to-nvvm` pipeline in MLIR's
/// global registry, so that pass pipelines can name them. Idempotent.
pub fn register_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| unsafe { ffi::cudaTileRegisterPasses() });
}

/// A context with both dialects (and the lowering's) loaded and the passes registered.
pub fn create_context() -> Context {
    let registry = DialectRegistry::new();
    register_dialects(&registry);
    register_passes();
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}
