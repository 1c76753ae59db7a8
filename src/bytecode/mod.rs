//! NVIDIA's CUDA Tile IR bytecode (`.tileirbc`): a reader for 13.1–13.4 and a
//! writer for 13.1–13.4 (format: ../shared/spec/BYTECODE.md; what 13.4 changes
//! was worked out from cuTile's paired 13.3/13.4 files, see [`optable`] and
//! [`types`]).

pub mod attributes;
pub mod debug;
pub mod optable;
pub mod reader;
pub mod stream;
pub mod types;
pub mod writer;

use melior::ir::operation::OperationLike;
use melior::ir::{Location, OperationRef};
use melior::Context;
use std::fmt;

pub const MAGIC: &[u8; 8] = b"\x7FTileIR\0";

/// Whether `bytes` starts with the bytecode magic.
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// Whether a driver reads the file at `path` as bytecode: it has the magic,
/// or it is named `.tileirbc` (so that an empty or truncated file by that
/// name is a reader error rather than an empty text module).
pub fn is_bytecode_input(path: &std::path::Path, bytes: &[u8]) -> bool {
    is_bytecode(bytes) || path.extension().is_some_and(|e| e == "tileirbc")
}

/// How deeply regions may nest inside a function: the reader refuses deeper
/// files (its recursion would otherwise let hostile input exhaust the stack),
/// so the writer refuses to write them.
pub const MAX_REGION_DEPTH: usize = 64;

/// How deeply call-site locations may nest, bounded for the same reason.
pub const MAX_CALLSITE_DEPTH: usize = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

impl Version {
    pub const fn new(major: u8, minor: u8) -> Version {
        Version { major, minor }
    }
    pub const OLDEST: Version = Version::new(13, 1);
    pub const NEWEST: Version = Version::new(13, 4);
    /// The writer's default: the newest version tileiras from PyPI accepts and
    /// that this writer produces exactly as NVIDIA's tools do.
    pub const DEFAULT: Version = Version::new(13, 3);

    /// Parses `13.3` (as given to `-bytecode-version`).
    pub fn parse(s: &str) -> Result<Version, Error> {
        let bad = || Error::msg(format!("unsupported bytecode version '{s}', supported versions are [13.1 - 13.4]"));
        let (a, b) = s.split_once('.').ok_or_else(bad)?;
        let v = Version::new(a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
        if v < Version::OLDEST || v > Version::NEWEST {
            return Err(bad());
        }
        Ok(v)
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// A reader or writer error: what went wrong and, for the reader, at which
/// byte offset of the file; for the writer, at which op when it knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub offset: Option<usize>,
    pub message: String,
    /// The location of the op the writer refused, as the address of MLIR's
    /// location (uniqued in the module's context): a number, so that an error
    /// borrows no context. [`Error::location`] gives it back.
    op_location: Option<usize>,
}

impl Error {
    pub fn at(offset: usize, message: impl Into<String>) -> Error {
        Error { offset: Some(offset), message: message.into(), op_location: None }
    }
    pub fn msg(message: impl Into<String>) -> Error {
        Error { offset: None, message: message.into(), op_location: None }
    }

    /// The error as one in `op`: its location, unless an op inside it
    /// already gave the error one.
    pub(crate) fn in_op(self, op: &OperationRef) -> Error {
        let location = unsafe { mlir_sys::mlirOperationGetLocation(op.to_raw()) };
        Error { op_location: self.op_location.or(Some(location.ptr as usize)), ..self }
    }

    /// The location of the op the writer refused, when it knows it (a
    /// diagnostic of the error goes there).
    ///
    /// # Safety
    /// The error must come from writing a module of `context`.
    pub unsafe fn location<'c>(&self, _context: &'c Context) -> Option<Location<'c>> {
        self.op_location.map(|address| Location::from_raw(mlir_sys::MlirLocation { ptr: address as *const std::ffi::c_void }))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.offset {
            Some(o) => write!(f, "error at offset {o}: {}", self.message),
            None => write!(f, "error: {}", self.message),
        }
    }
}

impl std::error::Error for Error {}

/// A bytecode file as module text (our dialect's custom form), read in a
/// context of its own; what the drivers that take text do with bytecode input.
pub fn to_text(bytes: &[u8]) -> Result<String, Error> {
    let context = crate::create_context();
    let module = read(&context, bytes)?;
    Ok(format!("{}\n", melior::ir::operation::OperationLike::to_string_with_flags(
        &module.as_operation(),
        melior::ir::operation::OperationPrintingFlags::new().enable_debug_info(true, false),
    ).map_err(|e| Error::msg(e.to_string()))?))
}

pub use reader::read;
pub use writer::write;
