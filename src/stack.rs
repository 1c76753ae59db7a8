//! The tools run MLIR's parser, verifier and passes, which recurse once per
//! level of region nesting: a kernel nested a few thousand levels deep
//! overflows the main thread's 8 MiB stack. They run on a thread with a
//! larger one instead.

/// The stack the tools' work runs on (reserved, not committed, until used).
pub const STACK_BYTES: usize = 1 << 30;

/// Runs `work` on a thread with a [`STACK_BYTES`] stack and returns its
/// result (a panic in `work` is resumed here).
pub fn with_large_stack<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let thread = std::thread::Builder::new().stack_size(STACK_BYTES).spawn(work).expect("spawning the worker thread");
    match thread.join() {
        Ok(value) => value,
        Err(panic) => std::panic::resume_unwind(panic),
    }
}
