//! Diagnostic handlers that never fail on what a diagnostic says.
//!
//! melior formats a diagnostic through `Display`, which returns an error on
//! text that is not UTF-8 (a symbol name read from bytecode may hold any
//! bytes); `to_string` then panics, and a panic inside MLIR's C diagnostic
//! callback aborts the process. Here the text is gathered as bytes and decoded
//! lossily, once, so that a character split across the printer's chunks stays
//! whole.

use melior::diagnostic::{DiagnosticHandlerId, DiagnosticSeverity};
use melior::ir::Location;
use melior::Context;
use mlir_sys::{
    mlirContextAttachDiagnosticHandler, mlirDiagnosticGetLocation, mlirDiagnosticGetNote, mlirDiagnosticGetNumNotes,
    mlirDiagnosticGetSeverity, mlirDiagnosticPrint, MlirDiagnostic, MlirLogicalResult, MlirStringRef,
};
use std::ffi::c_void;

/// One diagnostic, read out of MLIR's: its severity, location, message and notes.
pub struct Diagnostic<'c> {
    pub severity: DiagnosticSeverity,
    pub location: Location<'c>,
    pub message: String,
    pub notes: Vec<Diagnostic<'c>>,
}

impl Diagnostic<'_> {
    /// # Safety
    /// `raw` must be a live diagnostic of a context that outlives the result.
    unsafe fn from_raw(raw: MlirDiagnostic) -> Self {
        let mut bytes: Vec<u8> = Vec::new();
        mlirDiagnosticPrint(raw, Some(append_bytes), &mut bytes as *mut Vec<u8> as *mut c_void);
        Diagnostic {
            // An unknown severity number is reported as an error rather than dropped.
            severity: DiagnosticSeverity::try_from(mlirDiagnosticGetSeverity(raw)).unwrap_or(DiagnosticSeverity::Error),
            location: Location::from_raw(mlirDiagnosticGetLocation(raw)),
            message: String::from_utf8_lossy(&bytes).into_owned(),
            notes: (0..mlirDiagnosticGetNumNotes(raw)).map(|i| Diagnostic::from_raw(mlirDiagnosticGetNote(raw, i))).collect(),
        }
    }

    pub fn severity_name(&self) -> &'static str {
        match self.severity {
            DiagnosticSeverity::Error => "error",
            DiagnosticSeverity::Warning => "warning",
            DiagnosticSeverity::Note => "note",
            DiagnosticSeverity::Remark => "remark",
        }
    }
}

unsafe extern "C" fn append_bytes(text: MlirStringRef, data: *mut c_void) {
    if text.length > 0 {
        (*(data as *mut Vec<u8>)).extend_from_slice(std::slice::from_raw_parts(text.data as *const u8, text.length));
    }
}

/// Attaches `handler` to `context` (as melior's `attach_diagnostic_handler`
/// does); it returns whether it handled the diagnostic. Detach it with
/// `Context::detach_diagnostic_handler`.
pub fn attach_handler<F: FnMut(&Diagnostic) -> bool>(context: &Context, handler: F) -> DiagnosticHandlerId {
    unsafe extern "C" fn handle<F: FnMut(&Diagnostic) -> bool>(raw: MlirDiagnostic, data: *mut c_void) -> MlirLogicalResult {
        let handled = (*(data as *mut F))(&Diagnostic::from_raw(raw));
        MlirLogicalResult { value: handled as i8 }
    }
    unsafe extern "C" fn destroy<F>(data: *mut c_void) {
        drop(Box::from_raw(data as *mut F));
    }
    unsafe {
        DiagnosticHandlerId::from_raw(mlirContextAttachDiagnosticHandler(
            context.to_raw(),
            Some(handle::<F>),
            Box::into_raw(Box::new(handler)) as *mut c_void,
            Some(destroy::<F>),
        ))
    }
}

/// `file`, line and column of a diagnostic's `file:line:col` prefix (the
/// file name may hold colons); None when `place` is not of that form.
pub fn split_location(place: &str) -> Option<(&str, u32, u32)> {
    let mut parts = place.rsplitn(3, ':');
    let column = parts.next()?.parse().ok()?;
    let line = parts.next()?.parse().ok()?;
    Some((parts.next()?, line, column))
}
