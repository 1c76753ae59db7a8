//! Kernel compilation: cuda_tile text → `lower-to-nvvm` → LLVM IR → PTX
//! (NVPTX) → cubin (`ptxas`). Rust drives each step; the steps themselves are
//! the C++ core's.

use crate::{ffi, registry, target::ptxas};
use melior::{
    ir::{
        attribute::{IntegerAttribute, StringAttribute},
        block::BlockLike,
        operation::{Operation, OperationLike, OperationMutLike, OperationPrintingFlags},
        Module,
    },
    pass::PassManager,
    Context,
};
use mlir_sys::{
    mlirBlockAppendOwnedOperation, mlirLocationFileLineColRangeGetFilename, mlirLocationFileLineColRangeGetStartColumn,
    mlirLocationFileLineColRangeGetStartLine, mlirModuleCreateEmpty,
    mlirModuleGetBody, mlirModuleGetOperation, mlirOperationCreateParse, mlirOperationGetName,
    mlirIdentifierStr, mlirLocationUnknownGet, MlirStringRef,
};
use std::{cell::RefCell, ffi::c_void, fmt, rc::Rc};

/// How far to take a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Emit {
    /// MLIR in the LLVM and NVVM dialects, after `lower-to-nvvm`.
    Nvvm,
    /// LLVM IR for NVPTX, optimised.
    Llvm,
    /// PTX from the NVPTX backend.
    Ptx,
    /// A cubin from `ptxas`.
    Cubin,
}

impl Emit {
    pub fn parse(name: &str) -> Option<Emit> {
        Some(match name {
            "nvvm" => Emit::Nvvm,
            "llvm" => Emit::Llvm,
            "ptx" => Emit::Ptx,
            "cubin" => Emit::Cubin,
            _ => return None,
        })
    }
}

/// Target and code-generation choices, named as NVIDIA's `tileiras` names them.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// `sm_80`, `sm_90`, `sm_100`, ...
    pub gpu_name: String,
    /// 0-3, for LLVM's pipeline, the NVPTX backend and `ptxas`.
    pub opt_level: u8,
    /// Warps per CTA; one CTA runs one tile block. 0 (the default): the
    /// kernels' `num_worker_warps_per_cta` hint for the target (4 or 8), else
    /// chosen from the module's tiles, enough that the largest takes at most
    /// 128 registers per thread (4 to 16; 4 for a 128x128 f32 accumulator).
    pub num_warps: u32,
    /// Source locations kept in the PTX and the cubin.
    pub debug_info: DebugInfo,
    /// Which of the layout passes' remarks to collect in
    /// [`Compiled::remarks`], as `tileiras --remarks=...` reports its choices.
    pub remarks: Remarks,
}

/// Remark categories, as `tileiras --remarks=none|all|memory|tensorcore`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Remarks {
    /// Per tiled load and store: the vector width chosen, or why scalar.
    pub memory: bool,
    /// Per dot: the tensor-core instruction and warps, or why not.
    pub tensor_core: bool,
}

impl Remarks {
    /// `none`, `all`, `memory` or `tensorcore`.
    pub fn parse(category: &str) -> Option<Remarks> {
        Some(match category {
            "none" => Remarks::default(),
            "all" => Remarks { memory: true, tensor_core: true },
            "memory" => Remarks { memory: true, tensor_core: false },
            "tensorcore" => Remarks { memory: false, tensor_core: true },
            _ => return None,
        })
    }

    fn any(self) -> bool {
        self.memory || self.tensor_core
    }
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions { gpu_name: "sm_90".into(), opt_level: 3, num_warps: 0, debug_info: DebugInfo::None, remarks: Remarks::default() }
    }
}

/// Debug information in the output, as `tileiras` offers it: the kernel's
/// locations (its `di_loc`s, or the lines of its text) become PTX `.loc`
/// directives against `.file` entries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DebugInfo {
    #[default]
    None,
    /// `--lineinfo`: line tables only; ptxas keeps them (`-lineinfo`).
    LineInfo,
    /// `-g` / `--device-debug`: full debug information; ptxas gets `-g`.
    Full,
}

impl DebugInfo {
    /// The `debug-info` option of the `lower-to-nvvm` pipeline.
    fn pipeline_option(self) -> &'static str {
        match self {
            DebugInfo::None => "none",
            DebugInfo::LineInfo => "line-tables",
            DebugInfo::Full => "full",
        }
    }
}

/// A kernel of the compiled module and how to launch it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    pub name: String,
    /// Threads per CTA (the kernel's `nvvm.reqntid`).
    pub threads_per_block: u32,
    /// CTAs per thread block cluster (the kernel's `nvvm.cluster_dim`, from
    /// `num_cta_in_cga`; 1, 1, 1 without one): launches in clusters of this
    /// shape, which the grid must tile.
    pub cluster_dims: [u32; 3],
    /// Dynamic shared memory bytes the launch must supply (the kernel's
    /// `dynamic_shared_bytes`): set where its shared scratch buffer exceeds the
    /// 48 KiB a static one may have; 0 otherwise.
    pub dynamic_shared_bytes: u32,
}

/// What compilation produced, up to the requested stage.
#[derive(Clone, Debug, Default)]
pub struct Compiled {
    pub nvvm: String,
    pub llvm: Option<String>,
    pub ptx: Option<String>,
    pub cubin: Option<Vec<u8>>,
    pub kernels: Vec<KernelInfo>,
    /// The remarks of a compilation with [`CompileOptions::remarks`], one
    /// per line as `file:line:col: remark: ...` (empty otherwise).
    pub remarks: String,
}

/// A failed compilation: the diagnostics, one per line, as `file:line:col: error: ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.trim_end())
    }
}

impl std::error::Error for Error {}

pub(crate) fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr() as *const _, length: s.len() }
}

pub(crate) unsafe fn to_str<'a>(s: MlirStringRef) -> &'a str {
    if s.length == 0 {
        return "";
    }
    std::str::from_utf8(std::slice::from_raw_parts(s.data as *const u8, s.length)).unwrap_or("<non-UTF-8>")
}

/// `d` and its notes, a line each, as `file:line:col: severity: message`
/// (without the position when it has none).
pub fn format_diagnostic(d: &crate::diagnostic::Diagnostic) -> String {
    // A debug location (di_loc, call site...) points at its source line.
    let loc = unsafe { ffi::cudaTileLocationGetSourcePosition(d.location.to_raw()) };
    let prefix = unsafe {
        if !loc.ptr.is_null() {
            format!(
                "{}:{}:{}: ",
                to_str(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc))),
                mlirLocationFileLineColRangeGetStartLine(loc),
                mlirLocationFileLineColRangeGetStartColumn(loc)
            )
        } else {
            String::new()
        }
    };
    let mut text = format!("{prefix}{}: {}\n", d.severity_name(), d.message);
    for note in &d.notes {
        text += &format_diagnostic(note);
    }
    text
}

/// Collects every diagnostic the context reports while alive.
struct Diagnostics {
    text: Rc<RefCell<String>>,
}

impl Diagnostics {
    fn attach(context: &Context) -> Diagnostics {
        let text = Rc::new(RefCell::new(String::new()));
        let sink = Rc::clone(&text);
        crate::diagnostic::attach_handler(context, move |d| {
            sink.borrow_mut().push_str(&format_diagnostic(d));
            true
        });
        Diagnostics { text }
    }

    fn error(&self, fallback: &str) -> Error {
        let text = self.text.borrow();
        Error(if text.is_empty() { fallback.to_string() } else { text.clone() })
    }
}

/// Parses `source` (named `source_name` in diagnostics) into a builtin module;
/// a lone top-level op such as a `cuda_tile.module` is wrapped in one, and so
/// is a listing of bare kernels as `tileirdisasm` prints it.
/// The name of the top-level op `source` parses to as written (no implicit
/// builtin module), or None when it does not parse to one op.
pub fn top_level_op_name(context: &Context, source: &str) -> Option<String> {
    // Diagnostics of this second parse would repeat the first's.
    let silent = context.attach_diagnostic_handler(|_| true);
    let name = unsafe {
        let op = mlirOperationCreateParse(context.to_raw(), string_ref(source), string_ref("<top-level>"));
        if op.ptr.is_null() {
            None
        } else {
            let name = to_str(mlirIdentifierStr(mlirOperationGetName(op))).to_string();
            mlir_sys::mlirOperationDestroy(op);
            Some(name)
        }
    };
    context.detach_diagnostic_handler(silent);
    name
}

/// The text of `module` as NVIDIA's tools print what they read: the bare
/// `cuda_tile.module` when that is all it holds, else the whole module, with
/// a newline. The cuda_tile.module is taken out of `module` (consumed) so
/// that it prints as a top-level op: its attribute and location aliases after
/// it, as tile-opt prints them.
pub fn print_bare_module(module: Module, flags: OperationPrintingFlags) -> Result<String, String> {
    let body = module.body();
    let alone = body.first_operation_mut().filter(|op| {
        op.next_in_block().is_none() && op.name().as_string_ref().as_str() == Ok("cuda_tile.module")
    });
    let text = match alone {
        Some(mut op) => {
            op.remove_from_parent();
            // SAFETY: out of its block the op has no owner; this value destroys it.
            let op = unsafe { Operation::from_raw(op.to_raw()) };
            op.to_string_with_flags(flags)
        }
        None => module.as_operation().to_string_with_flags(flags),
    };
    text.map(|t| format!("{t}\n")).map_err(|e| e.to_string())
}

pub fn parse_module<'c>(context: &'c Context, source: &str, source_name: &str) -> Option<Module<'c>> {
    // A module-less tileirdisasm listing is parsed as if wrapped in a cuda_tile.module.
    let mut wrapped = String::new();
    let wrapped_source = unsafe {
        ffi::cudaTileWrapBareListing(string_ref(source), Some(append_to_string), &mut wrapped as *mut String as *mut c_void)
    };
    let source = if wrapped_source { wrapped.as_str() } else { source };
    if let Some((line, col, message)) = crate::result_numbers::oversized_result_number(source) {
        // Reported as the parser would: through the context's diagnostics.
        let message = std::ffi::CString::new(message).expect("no NUL in the message");
        unsafe {
            let loc = mlir_sys::mlirLocationFileLineColGet(context.to_raw(), string_ref(source_name), line as u32, col as u32);
            mlir_sys::mlirEmitError(loc, message.as_ptr());
        }
        return None;
    }
    unsafe {
        let op = mlirOperationCreateParse(context.to_raw(), string_ref(source), string_ref(source_name));
        if op.ptr.is_null() {
            return None;
        }
        if to_str(mlirIdentifierStr(mlirOperationGetName(op))) == "builtin.module" {
            return Some(Module::from_raw(mlir_sys::mlirModuleFromOperation(op)));
        }
        let module = mlirModuleCreateEmpty(mlirLocationUnknownGet(context.to_raw()));
        mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), op);
        let _ = mlirModuleGetOperation(module);
        Some(Module::from_raw(module))
    }
}

extern "C" fn append_to_string(text: MlirStringRef, user_data: *mut c_void) {
    let out = unsafe { &mut *(user_data as *mut String) };
    out.push_str(unsafe { to_str(text) });
}

type TranslateFn = unsafe extern "C" fn(
    mlir_sys::MlirOperation,
    MlirStringRef,
    i32,
    MlirStringRef,
    mlir_sys::MlirStringCallback,
    *mut c_void,
) -> mlir_sys::MlirLogicalResult;

fn translate(module: &Module, options: &CompileOptions, step: TranslateFn) -> Result<String, Error> {
    let mut out = String::new();
    let libdevice = ptxas::find_libdevice().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    let result = unsafe {
        step(
            module.as_operation().to_raw(),
            string_ref(&options.gpu_name),
            options.opt_level as i32,
            string_ref(&libdevice),
            Some(append_to_string),
            &mut out as *mut String as *mut c_void,
        )
    };
    if result.value == 0 {
        return Err(Error(format!("error: {out}")));
    }
    Ok(out)
}

/// LLVM IR and PTX from one run of LLVM's optimisation pipeline.
fn translate_to_llvm_and_ptx(module: &Module, options: &CompileOptions) -> Result<(String, String), Error> {
    let (mut llvm, mut ptx) = (String::new(), String::new());
    let libdevice = ptxas::find_libdevice().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    let result = unsafe {
        ffi::cudaTileTranslateToLLVMIRAndPTX(
            module.as_operation().to_raw(),
            string_ref(&options.gpu_name),
            options.opt_level as i32,
            string_ref(&libdevice),
            Some(append_to_string),
            &mut llvm as *mut String as *mut c_void,
            Some(append_to_string),
            &mut ptx as *mut String as *mut c_void,
        )
    };
    if result.value == 0 {
        return Err(Error(format!("error: {ptx}")));
    }
    Ok((llvm, ptx))
}

/// The extents of a printed `nvvm.reqntid` or `nvvm.cluster_dim`
/// (`array<i32: 256, 1, 1>`).
fn dims(printed: &str) -> Option<Vec<u32>> {
    let values = printed.strip_prefix("array<i32:")?.strip_suffix('>')?;
    values.split(',').map(|v| v.trim().parse().ok()).collect()
}

fn kernels(module: &Module, threads_per_block: u32) -> Vec<KernelInfo> {
    let mut found = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("llvm.func") && op.has_attribute("nvvm.kernel") {
            if let Ok(name) = op.attribute("sym_name") {
                let name = name.to_string();
                let dynamic_shared_bytes = op
                    .attribute("dynamic_shared_bytes")
                    .ok()
                    .and_then(|a| IntegerAttribute::try_from(a).ok())
                    .map_or(0, |a| a.value() as u32);
                // A warp-specialized kernel has more threads than its
                // layouts' warps: its reqntid says how many.
                let threads_per_block = op
                    .attribute("nvvm.reqntid")
                    .ok()
                    .and_then(|a| dims(&a.to_string()))
                    .and_then(|d| d.first().copied())
                    .unwrap_or(threads_per_block);
                let mut cluster_dims = [1; 3];
                if let Some(d) = op.attribute("nvvm.cluster_dim").ok().and_then(|a| dims(&a.to_string())) {
                    for (to, from) in cluster_dims.iter_mut().zip(d) {
                        *to = from.max(1);
                    }
                }
                found.push(KernelInfo {
                    name: name.trim_matches('"').to_string(),
                    threads_per_block,
                    cluster_dims,
                    dynamic_shared_bytes,
                });
            }
        }
        next = op.next_in_block();
    }
    found
}

/// Names the compile target on the module (`nv_tileaa.target`), where the
/// passes read it: per-architecture optimization hints and target-gated ops
/// (block-scaled MMA) depend on it. A module that already names another
/// target is an error rather than silently retargeted.
fn set_target(context: &Context, module: &mut Module, gpu_name: &str) -> Result<(), Error> {
    const TARGET: &str = "nv_tileaa.target";
    crate::target::gpu::check(gpu_name).map_err(|e| Error(format!("error: {e}")))?;
    if let Ok(existing) = module.as_operation().attribute(TARGET) {
        let named = StringAttribute::try_from(existing).map(|s| s.value().to_string()).unwrap_or_default();
        if named != gpu_name {
            return Err(Error(format!("error: the module targets {existing} ({TARGET}), but the compile target is {gpu_name}")));
        }
        return Ok(());
    }
    module.as_operation_mut().set_attribute(TARGET, StringAttribute::new(context, gpu_name).into());
    Ok(())
}

/// Compiles a cuda_tile module given as text, up to `emit`.
pub fn compile(source: &str, source_name: &str, options: &CompileOptions, emit: Emit) -> Result<Compiled, Error> {
    // As tileiras: ptxas cannot optimise code with full debug information.
    if options.debug_info == DebugInfo::Full && options.opt_level != 0 {
        return Err(Error(format!(
            "error: optimized debugging is not supported: full debug information (-g) needs -O0, got -O{} (--lineinfo keeps line tables at any level)",
            options.opt_level
        )));
    }
    let context = registry::create_context();
    let diagnostics = Diagnostics::attach(&context);
    let mut module =
        parse_module(&context, source, source_name).ok_or_else(|| diagnostics.error("error: failed to parse"))?;
    set_target(&context, &mut module, &options.gpu_name)?;

    let num_warps = match options.num_warps {
        0 => unsafe { ffi::cudaTileSuggestNumWarps(module.as_operation().to_raw()) },
        n => n,
    };
    let pm = PassManager::new(&context);
    let pipeline = format!(
        "builtin.module(lower-to-nvvm{{num-warps={} debug-info={}{}}})",
        num_warps,
        options.debug_info.pipeline_option(),
        match (options.remarks.memory, options.remarks.tensor_core) {
            (false, false) => "",
            (true, false) => " remarks-memory=1",
            (false, true) => " remarks-tensorcore=1",
            (true, true) => " remarks-memory=1 remarks-tensorcore=1",
        }
    );
    melior::utility::parse_pass_pipeline(pm.as_operation_pass_manager(), &pipeline)
        .map_err(|e| Error(format!("error: {e}")))?;
    pm.run(&mut module).map_err(|_| diagnostics.error("error: lower-to-nvvm failed"))?;

    let mut compiled = Compiled {
        nvvm: module.as_operation().to_string(),
        kernels: kernels(&module, num_warps * 32),
        // MLIR notes the op each remark is about in its generic form: noise here.
        remarks: if options.remarks.any() {
            diagnostics.text.borrow().lines().filter(|l| !l.contains("note: see current operation:")).map(|l| format!("{l}\n")).collect()
        } else {
            String::new()
        },
        ..Compiled::default()
    };
    if emit == Emit::Llvm {
        compiled.llvm = Some(translate(&module, options, ffi::cudaTileTranslateToLLVMIR)?);
    }
    if emit >= Emit::Ptx {
        let (llvm, ptx) = translate_to_llvm_and_ptx(&module, options)?;
        compiled.llvm = Some(llvm);
        compiled.ptx = Some(ptx);
    }
    if emit >= Emit::Cubin {
        let ptx = compiled.ptx.as_deref().unwrap_or_default();
        compiled.cubin = Some(ptxas::assemble(ptx, &options.gpu_name, options.opt_level, options.debug_info).map_err(Error)?);
    }
    Ok(compiled)
}
