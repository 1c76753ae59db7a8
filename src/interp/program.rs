//! The executable form of a module: every entry and function turned
//! once into a tree of instructions whose operands and results are slots of a
//! frame, with attributes decoded, so that running a tile block never goes
//! back to MLIR.

use super::numerics::{CmpPredicate, FloatKind, MathFn, MathFn2, Rounding};
use super::value::{Data, Elem, Num, Tile, Type};
use super::Error;
use mlir_sys::*;
use std::collections::HashMap;
use std::ffi::c_void;
use std::rc::Rc;

/// Index of a value in the frame of a tile block.
pub type Slot = usize;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FBin {
    Add,
    Sub,
    Mul,
    Div,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IBin {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RmwMode {
    And,
    Or,
    Xor,
    Add,
    AddF,
    Max,
    Min,
    UMax,
    UMin,
    Xchg,
}

/// An `assume` predicate, checked when it runs.
#[derive(Clone, Debug, PartialEq)]
pub enum Predicate {
    DivBy { divisor: u64, every: Option<(u64, usize)> },
    Bounded { lo: Option<i64>, hi: Option<i64> },
    SameElements(Vec<u64>),
}

/// What an instruction does, with its attributes decoded.
#[derive(Clone, Debug)]
pub enum Op {
    Constant(Rc<Tile>),
    FBinary { op: FBin, rounding: Rounding, ftz: bool },
    Fma { rounding: Rounding, ftz: bool },
    MaxF { propagate_nan: bool, ftz: bool },
    MinF { propagate_nan: bool, ftz: bool },
    RemF,
    Sqrt { rounding: Rounding, ftz: bool },
    Rsqrt { ftz: bool },
    Math { f: MathFn, rounding: Rounding, ftz: bool },
    Math2(MathFn2),
    FPowI,
    CmpF { pred: CmpPredicate, ordered: bool },
    CmpI { pred: CmpPredicate, signed: bool },
    /// With the overflow annotation: (no signed wrap, no unsigned wrap) promised.
    IBinary(IBin, bool, bool),
    DivI { signed: bool, rounding: Rounding },
    RemI { signed: bool },
    MaxI { signed: bool },
    MinI { signed: bool },
    MulhiI,
    ShlI,
    ShrI { signed: bool },
    AbsI,
    NegI,
    ExtI { signed: bool },
    TruncI,
    FToF { rounding: Rounding, ftz: bool },
    FToI { signed: bool, rounding: Rounding },
    IToF { signed: bool, rounding: Rounding },
    Bitcast,
    /// int_to_ptr, ptr_to_int, ptr_to_ptr: addresses are integers already.
    PtrCast,
    Broadcast,
    Cat { dim: usize },
    Extract,
    Iota,
    Offset,
    Pack,
    Unpack,
    Permute(Vec<usize>),
    Reshape,
    Select,
    Reduce { dim: usize, identities: Vec<Tile> },
    Scan { dim: usize, reverse: bool, identities: Vec<Tile> },
    MmaF,
    MmaFScaled,
    MmaI { lhs_signed: bool, rhs_signed: bool },
    If,
    For { unsigned: bool },
    Loop,
    Break,
    Continue,
    Yield,
    Return,
    MakeToken,
    JoinTokens,
    LoadPtr,
    StorePtr,
    Alloca { num_elem: u64 },
    AtomicCas,
    AtomicRmw(RmwMode),
    AtomicRedView(RmwMode),
    MakeTensorView,
    /// make_partition_view, make_strided_view, make_gather_scatter_view: the
    /// result type says which.
    MakeView,
    LoadView,
    StoreView,
    GetIndexSpaceShape,
    GetTensorShape,
    Assume(Predicate),
    Print(String),
    Assert(String),
    GetTileBlockId,
    GetNumTileBlocks,
    GetGlobal(usize),
}

/// One operation: what it does, its operand slots (tokens included, in
/// order), result slots and types, regions, and where it came from.
#[derive(Clone, Debug)]
pub struct Inst {
    pub op: Op,
    pub name: String,
    pub args: Vec<Slot>,
    pub arg_types: Vec<Type>,
    pub results: Vec<Slot>,
    pub types: Vec<Type>,
    pub regions: Vec<Block>,
    pub loc: String,
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub params: Vec<Slot>,
    pub body: Vec<Inst>,
}

/// A kernel, or a function that is not one (`testing$func`,
/// `experimental$func`): its parameters and body.
#[derive(Clone, Debug)]
pub struct Entry {
    pub name: String,
    pub params: Vec<Type>,
    pub body: Block,
    pub slots: usize,
}

/// A global and its initial contents.
#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub init: Tile,
}

/// A translated module.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// The kernels (`entry`): what [`Program::entry`] and `tile-run` choose among.
    pub entries: Vec<Entry>,
    /// The functions that are not kernels, run by [`super::call`]: kept apart
    /// so that a module's only kernel stays its default entry.
    pub functions: Vec<Entry>,
    pub globals: Vec<Global>,
}

impl Program {
    /// Parses cuda_tile text (a module, or a bare tileirdisasm listing) and translates it.
    pub fn parse(source: &str, source_name: &str) -> Result<Program, Error> {
        let context = crate::registry::create_context();
        let diagnostics = std::rc::Rc::new(std::cell::RefCell::new(String::new()));
        let sink = diagnostics.clone();
        crate::diagnostic::attach_handler(&context, move |d| {
            sink.borrow_mut().push_str(&format!("{}: {}\n", location(d.location.to_raw()), d.message));
            true
        });
        let module = crate::compile::parse_module(&context, source, source_name).ok_or_else(|| {
            let text = diagnostics.borrow();
            Error::new(if text.is_empty() { "cannot parse the kernel".to_string() } else { text.trim_end().to_string() })
        })?;
        use melior::ir::operation::OperationLike;
        if !module.as_operation().verify() {
            return Err(Error::new(diagnostics.borrow().trim_end().to_string()));
        }
        let mut program = Program::default();
        unsafe { program.collect(module.as_operation().to_raw())? };
        Ok(program)
    }

    /// The entry called `name`, or the only one.
    pub fn entry(&self, name: Option<&str>) -> Result<&Entry, Error> {
        match name {
            Some(n) => self.entries.iter().find(|e| e.name == n).ok_or_else(|| {
                let names: Vec<&str> = self.entries.iter().map(|e| e.name.as_str()).collect();
                Error::new(format!("no entry '{n}' in the module (entries: {})", names.join(", ")))
            }),
            None => match self.entries.as_slice() {
                [e] => Ok(e),
                [] => Err(Error::new("the module has no entry")),
                _ => {
                    let names: Vec<&str> = self.entries.iter().map(|e| e.name.as_str()).collect();
                    Err(Error::new(format!("the module has several entries; choose one with --entry ({})", names.join(", "))))
                }
            },
        }
    }

    /// The non-kernel function called `name`.
    pub fn function(&self, name: &str) -> Result<&Entry, Error> {
        self.functions.iter().find(|f| f.name == name).ok_or_else(|| {
            let names: Vec<&str> = self.functions.iter().map(|f| f.name.as_str()).collect();
            Error::new(format!("no function '{name}' in the module (functions: {})", names.join(", ")))
        })
    }

    unsafe fn collect(&mut self, op: MlirOperation) -> Result<(), Error> {
        // Globals first, so that get_global finds them wherever they are written.
        let mut ops = Vec::new();
        walk_top(op, &mut ops);
        for &o in &ops {
            if op_name(o) == "cuda_tile.global" {
                let name = string_attr(o, "sym_name").unwrap_or_default();
                let value = attr(o, "value").ok_or_else(|| Error::new("global without a value"))?;
                let ty = dense_type(value)?;
                let init = dense_tile(value, &ty)?;
                self.globals.push(Global { name, init });
            }
        }
        for &o in &ops {
            let list = match op_name(o).as_str() {
                "cuda_tile.entry" => &mut self.entries,
                "cuda_tile.testing$func" | "cuda_tile.experimental$func" => &mut self.functions,
                _ => continue,
            };
            let name = string_attr(o, "sym_name").unwrap_or_default();
            let mut t = Translator { slots: HashMap::new(), next: 0, globals: &self.globals };
            let body = t.region(mlirOperationGetRegion(o, 0))?;
            let mut types = Vec::with_capacity(body.params.len());
            let block = mlirRegionGetFirstBlock(mlirOperationGetRegion(o, 0));
            for i in 0..mlirBlockGetNumArguments(block) {
                let ty = Type::parse(&type_text(mlirValueGetType(mlirBlockGetArgument(block, i))));
                types.push(ty.map_err(|e| Error::new(format!("{} @{name}: argument #{i}: {}", op_name(o), e.0)))?);
            }
            list.push(Entry { name, params: types, body, slots: t.next });
        }
        Ok(())
    }
}

/// Operations nested in the builtin module and any cuda_tile.module.
unsafe fn walk_top(op: MlirOperation, out: &mut Vec<MlirOperation>) {
    for r in 0..mlirOperationGetNumRegions(op) {
        let mut block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
        while !block.ptr.is_null() {
            let mut o = mlirBlockGetFirstOperation(block);
            while !o.ptr.is_null() {
                match op_name(o).as_str() {
                    "cuda_tile.module" | "builtin.module" => walk_top(o, out),
                    _ => out.push(o),
                }
                o = mlirOperationGetNextInBlock(o);
            }
            block = mlirBlockGetNextInRegion(block);
        }
    }
}

struct Translator<'g> {
    slots: HashMap<*const c_void, Slot>,
    next: Slot,
    globals: &'g [Global],
}

impl Translator<'_> {
    fn define(&mut self, v: MlirValue) -> Slot {
        let s = self.next;
        self.next += 1;
        self.slots.insert(v.ptr, s);
        s
    }

    unsafe fn region(&mut self, region: MlirRegion) -> Result<Block, Error> {
        let block = mlirRegionGetFirstBlock(region);
        if block.ptr.is_null() {
            return Ok(Block::default());
        }
        let mut out = Block::default();
        for i in 0..mlirBlockGetNumArguments(block) {
            out.params.push(self.define(mlirBlockGetArgument(block, i)));
        }
        let mut o = mlirBlockGetFirstOperation(block);
        while !o.ptr.is_null() {
            out.body.push(self.inst(o)?);
            o = mlirOperationGetNextInBlock(o);
        }
        Ok(out)
    }

    unsafe fn inst(&mut self, o: MlirOperation) -> Result<Inst, Error> {
        let name = op_name(o);
        let loc = location(mlirOperationGetLocation(o));
        let fail = |msg: String| Error::new(format!("{loc}: {name}: {msg}"));
        let mut args = Vec::new();
        let mut arg_types = Vec::new();
        for i in 0..mlirOperationGetNumOperands(o) {
            let v = mlirOperationGetOperand(o, i);
            let slot = *self.slots.get(&v.ptr).ok_or_else(|| fail("operand defined outside the entry".into()))?;
            args.push(slot);
            arg_types.push(Type::parse(&type_text(mlirValueGetType(v))).map_err(|e| fail(e.0))?);
        }
        let mut types = Vec::new();
        for i in 0..mlirOperationGetNumResults(o) {
            types.push(Type::parse(&type_text(mlirValueGetType(mlirOperationGetResult(o, i)))).map_err(|e| fail(e.0))?);
        }
        let op = self.decode(o, &name, &types).map_err(|e| fail(e.0))?;
        let mut regions = Vec::new();
        for r in 0..mlirOperationGetNumRegions(o) {
            regions.push(self.region(mlirOperationGetRegion(o, r))?);
        }
        let results = (0..mlirOperationGetNumResults(o)).map(|i| self.define(mlirOperationGetResult(o, i))).collect();
        Ok(Inst { op, name, args, arg_types, results, types, regions, loc })
    }

    unsafe fn decode(&mut self, o: MlirOperation, name: &str, types: &[Type]) -> Result<Op, Error> {
        let short = name.strip_prefix("cuda_tile.").unwrap_or(name);
        let rounding = |attr_name: &str, default: Rounding| -> Result<Rounding, Error> {
            match enum_attr(o, attr_name) {
                None => Ok(default),
                Some(r) => parse_rounding(&r),
            }
        };
        let ftz = has(o, "flush_to_zero");
        let signed = || enum_attr(o, "signedness").as_deref() == Some("signed");
        let pred = || -> Result<CmpPredicate, Error> {
            Ok(match enum_attr(o, "comparison_predicate").as_deref() {
                Some("equal") => CmpPredicate::Eq,
                Some("not_equal") => CmpPredicate::Ne,
                Some("less_than") => CmpPredicate::Lt,
                Some("less_than_or_equal") => CmpPredicate::Le,
                Some("greater_than") => CmpPredicate::Gt,
                Some("greater_than_or_equal") => CmpPredicate::Ge,
                other => return Err(Error::new(format!("unknown comparison predicate {other:?}"))),
            })
        };
        let overflow = || match enum_attr(o, "overflow").as_deref() {
            Some("no_signed_wrap") => (true, false),
            Some("no_unsigned_wrap") => (false, true),
            Some("no_wrap") => (true, true),
            _ => (false, false),
        };
        let math = |f| -> Result<Op, Error> { Ok(Op::Math { f, rounding: rounding("rounding_mode", Rounding::NearestEven)?, ftz }) };
        let fbin = |op| -> Result<Op, Error> {
            Ok(Op::FBinary { op, rounding: rounding("rounding_mode", Rounding::NearestEven)?, ftz })
        };
        Ok(match short {
            "constant" => {
                let value = attr(o, "value").ok_or_else(|| Error::new("no value"))?;
                Op::Constant(Rc::new(dense_tile(value, &types[0])?))
            }
            "addf" => fbin(FBin::Add)?,
            "subf" => fbin(FBin::Sub)?,
            "mulf" => fbin(FBin::Mul)?,
            "divf" => fbin(FBin::Div)?,
            "fma" => Op::Fma { rounding: rounding("rounding_mode", Rounding::NearestEven)?, ftz },
            "maxf" => Op::MaxF { propagate_nan: has(o, "propagate_nan"), ftz },
            "minf" => Op::MinF { propagate_nan: has(o, "propagate_nan"), ftz },
            "remf" => Op::RemF,
            "sqrt" => Op::Sqrt { rounding: rounding("rounding_mode", Rounding::NearestEven)?, ftz },
            "rsqrt" => Op::Rsqrt { ftz },
            "exp" => math(MathFn::Exp)?,
            "exp2" => math(MathFn::Exp2)?,
            "log" => math(MathFn::Log)?,
            "log2" => math(MathFn::Log2)?,
            "tanh" => math(MathFn::Tanh)?,
            "sin" => math(MathFn::Sin)?,
            "cos" => math(MathFn::Cos)?,
            "tan" => math(MathFn::Tan)?,
            "sinh" => math(MathFn::Sinh)?,
            "cosh" => math(MathFn::Cosh)?,
            "ceil" => math(MathFn::Ceil)?,
            "floor" => math(MathFn::Floor)?,
            "absf" => math(MathFn::Abs)?,
            "negf" => math(MathFn::Neg)?,
            "pow" => Op::Math2(MathFn2::Pow),
            "atan2" => Op::Math2(MathFn2::Atan2),
            "fpowi" => Op::FPowI,
            "cmpf" => Op::CmpF { pred: pred()?, ordered: enum_attr(o, "comparison_ordering").as_deref() == Some("ordered") },
            "cmpi" => Op::CmpI { pred: pred()?, signed: signed() },
            "addi" => {
                let (nsw, nuw) = overflow();
                Op::IBinary(IBin::Add, nsw, nuw)
            }
            "subi" => {
                let (nsw, nuw) = overflow();
                Op::IBinary(IBin::Sub, nsw, nuw)
            }
            "muli" => {
                let (nsw, nuw) = overflow();
                Op::IBinary(IBin::Mul, nsw, nuw)
            }
            "andi" => Op::IBinary(IBin::And, false, false),
            "ori" => Op::IBinary(IBin::Or, false, false),
            "xori" => Op::IBinary(IBin::Xor, false, false),
            "divi" => Op::DivI { signed: signed(), rounding: rounding("rounding", Rounding::Zero)? },
            "remi" => Op::RemI { signed: signed() },
            "maxi" => Op::MaxI { signed: signed() },
            "mini" => Op::MinI { signed: signed() },
            "mulhii" => Op::MulhiI,
            "shli" => Op::ShlI,
            "shri" => Op::ShrI { signed: signed() },
            "absi" => Op::AbsI,
            "negi" => Op::NegI,
            "exti" => Op::ExtI { signed: signed() },
            "trunci" => Op::TruncI,
            "ftof" => Op::FToF { rounding: rounding("rounding_mode", Rounding::NearestEven)?, ftz },
            "ftoi" => Op::FToI { signed: signed(), rounding: rounding("rounding_mode", Rounding::NearestIntToZero)? },
            "itof" => Op::IToF { signed: signed(), rounding: rounding("rounding_mode", Rounding::NearestEven)? },
            "bitcast" => Op::Bitcast,
            "int_to_ptr" | "ptr_to_int" | "ptr_to_ptr" => Op::PtrCast,
            "broadcast" => Op::Broadcast,
            "cat" => Op::Cat { dim: int_attr(o, "dim").unwrap_or(0) as usize },
            "extract" => Op::Extract,
            "iota" => Op::Iota,
            "offset" => Op::Offset,
            "pack" => Op::Pack,
            "unpack" => Op::Unpack,
            "permute" => {
                let a = attr(o, "permutation").ok_or_else(|| Error::new("no permutation"))?;
                let n = mlirDenseArrayGetNumElements(a);
                Op::Permute((0..n).map(|i| mlirDenseI32ArrayGetElement(a, i) as usize).collect())
            }
            "reshape" => Op::Reshape,
            "select" => Op::Select,
            "reduce" | "scan" => {
                let dim = int_attr(o, "dim").unwrap_or(0) as usize;
                let ids = attr(o, "identities").ok_or_else(|| Error::new("no identities"))?;
                let mut identities = Vec::new();
                for i in 0..mlirArrayAttrGetNumElements(ids) {
                    let a = mlirArrayAttrGetElement(ids, i);
                    let elem = match types.get(i as usize).and_then(|t| t.tile()) {
                        Some((_, e)) => e,
                        None => return Err(Error::new("result is not a tile")),
                    };
                    identities.push(scalar_attr(a, elem)?);
                }
                if short == "reduce" {
                    Op::Reduce { dim, identities }
                } else {
                    let reverse = attr(o, "reverse").map(|a| mlirBoolAttrGetValue(a)).unwrap_or(false);
                    Op::Scan { dim, reverse, identities }
                }
            }
            "mmaf" => Op::MmaF,
            "mmaf_scaled" => Op::MmaFScaled,
            "mmai" => Op::MmaI {
                lhs_signed: enum_attr(o, "signedness_lhs").as_deref() == Some("signed"),
                rhs_signed: enum_attr(o, "signedness_rhs").as_deref() == Some("signed"),
            },
            "if" => Op::If,
            "for" => Op::For { unsigned: has(o, "unsignedCmp") },
            "loop" => Op::Loop,
            "break" => Op::Break,
            "continue" => Op::Continue,
            "yield" => Op::Yield,
            "return" => Op::Return,
            "make_token" => Op::MakeToken,
            "join_tokens" => Op::JoinTokens,
            "load_ptr_tko" => Op::LoadPtr,
            "store_ptr_tko" => Op::StorePtr,
            "alloca" => Op::Alloca { num_elem: int_attr(o, "num_elem").unwrap_or(0) as u64 },
            "atomic_cas_tko" => Op::AtomicCas,
            "atomic_rmw_tko" => Op::AtomicRmw(parse_mode(enum_attr(o, "mode").as_deref().unwrap_or("add"))?),
            "atomic_red_view_tko" => Op::AtomicRedView(parse_mode(enum_attr(o, "mode").as_deref().unwrap_or("add"))?),
            "make_tensor_view" => Op::MakeTensorView,
            "make_partition_view" | "make_strided_view" | "make_gather_scatter_view" => Op::MakeView,
            "load_view_tko" => Op::LoadView,
            "store_view_tko" => Op::StoreView,
            "get_index_space_shape" => Op::GetIndexSpaceShape,
            "get_tensor_shape" => Op::GetTensorShape,
            "assume" => Op::Assume(parse_predicate(&attr_text(attr(o, "predicate").ok_or_else(|| Error::new("no predicate"))?))?),
            "print_tko" | "print" => Op::Print(string_attr(o, "str").unwrap_or_default()),
            "assert" => Op::Assert(string_attr(o, "message").unwrap_or_default()),
            "get_tile_block_id" => Op::GetTileBlockId,
            "get_num_tile_blocks" => Op::GetNumTileBlocks,
            "get_global" => {
                let a = attr(o, "name").ok_or_else(|| Error::new("no name"))?;
                let g = to_string(mlirFlatSymbolRefAttrGetValue(a));
                let i = self.globals.iter().position(|x| x.name == g).ok_or_else(|| Error::new(format!("no global @{g}")))?;
                Op::GetGlobal(i)
            }
            other => return Err(Error::new(format!("the interpreter does not know '{other}'"))),
        })
    }
}

fn parse_rounding(r: &str) -> Result<Rounding, Error> {
    Ok(match r {
        "nearest_even" => Rounding::NearestEven,
        "zero" => Rounding::Zero,
        "negative_inf" => Rounding::NegativeInf,
        "positive_inf" => Rounding::PositiveInf,
        "approx" => Rounding::Approx,
        "full" => Rounding::Full,
        "nearest_int_to_zero" => Rounding::NearestIntToZero,
        _ => return Err(Error::new(format!("unknown rounding '{r}'"))),
    })
}

fn parse_mode(m: &str) -> Result<RmwMode, Error> {
    Ok(match m {
        "and" => RmwMode::And,
        "or" => RmwMode::Or,
        "xor" => RmwMode::Xor,
        "add" => RmwMode::Add,
        "addf" => RmwMode::AddF,
        "max" => RmwMode::Max,
        "min" => RmwMode::Min,
        "umax" => RmwMode::UMax,
        "umin" => RmwMode::UMin,
        "xchg" => RmwMode::Xchg,
        _ => return Err(Error::new(format!("unknown atomic mode '{m}'"))),
    })
}

/// `#cuda_tile.div_by<16, every 4 along 0>`, `bounded<0, ?>`, `same_elements<[2, 4]>`.
fn parse_predicate(text: &str) -> Result<Predicate, Error> {
    let t = text.trim_start_matches('#').trim_start_matches("cuda_tile.");
    let bad = || Error::new(format!("unsupported assume predicate '{text}'"));
    let (kind, rest) = t.split_once('<').ok_or_else(bad)?;
    let body = rest.strip_suffix('>').ok_or_else(bad)?;
    Ok(match kind.trim() {
        "div_by" => {
            let mut parts = body.split(',');
            let divisor = parts.next().ok_or_else(bad)?.trim().parse().map_err(|_| bad())?;
            let every = match parts.next() {
                None => None,
                Some(p) => {
                    let words: Vec<&str> = p.split_whitespace().collect();
                    match words.as_slice() {
                        ["every", n, "along", d] => Some((n.parse().map_err(|_| bad())?, d.parse().map_err(|_| bad())?)),
                        _ => return Err(bad()),
                    }
                }
            };
            Predicate::DivBy { divisor, every }
        }
        "bounded" => {
            let (lo, hi) = body.split_once(',').ok_or_else(bad)?;
            let bound = |s: &str| -> Result<Option<i64>, Error> {
                let s = s.trim();
                if s == "?" {
                    Ok(None)
                } else {
                    s.parse().map(Some).map_err(|_| bad())
                }
            };
            Predicate::Bounded { lo: bound(lo)?, hi: bound(hi)? }
        }
        "same_elements" => {
            let inner = body.trim().trim_start_matches('[').trim_end_matches(']');
            let groups = inner.split(',').map(|s| s.trim().parse::<u64>()).collect::<Result<_, _>>().map_err(|_| bad())?;
            Predicate::SameElements(groups)
        }
        _ => return Err(bad()),
    })
}

unsafe fn attr(o: MlirOperation, name: &str) -> Option<MlirAttribute> {
    let a = mlirOperationGetAttributeByName(o, string_ref(name));
    (!a.ptr.is_null()).then_some(a)
}

unsafe fn has(o: MlirOperation, name: &str) -> bool {
    attr(o, name).is_some()
}

unsafe fn int_attr(o: MlirOperation, name: &str) -> Option<i64> {
    attr(o, name).filter(|&a| mlirAttributeIsAInteger(a)).map(|a| mlirIntegerAttrGetValueInt(a))
}

unsafe fn string_attr(o: MlirOperation, name: &str) -> Option<String> {
    attr(o, name).filter(|&a| mlirAttributeIsAString(a)).map(|a| to_string(mlirStringAttrGetValue(a)))
}

/// The keyword of an enum attribute: `#cuda_tile.rounding<zero>` -> `zero`.
unsafe fn enum_attr(o: MlirOperation, name: &str) -> Option<String> {
    let text = attr_text(attr(o, name)?);
    let inner = text.rsplit_once('<').map(|(_, r)| r.trim_end_matches('>')).unwrap_or(&text);
    Some(inner.trim().to_string())
}

unsafe fn dense_type(a: MlirAttribute) -> Result<Type, Error> {
    let t = mlirAttributeGetType(a);
    // tensor<2x3xf32> -> tile<2x3xf32>
    let text = type_text(t);
    let inner = text.strip_prefix("tensor<").ok_or_else(|| Error::new(format!("unexpected value type {text}")))?;
    Type::parse(&format!("tile<{inner}"))
}

/// The elements of a dense constant as a tile of `ty`.
unsafe fn dense_tile(a: MlirAttribute, ty: &Type) -> Result<Tile, Error> {
    let (shape, elem) = ty.tile().ok_or_else(|| Error::new("constant of a non-tile type"))?;
    let n: usize = shape.iter().product();
    if !mlirAttributeIsADenseElements(a) {
        return Err(Error::new(format!("unsupported constant {}", attr_text(a))));
    }
    let splat = mlirDenseElementsAttrIsSplat(a);
    let idx = |k: usize| if splat { 0 } else { k as isize };
    let num = match elem {
        Elem::Num(n) => n,
        Elem::Ptr(_) => Num::Int(64),
    };
    let data = match num {
        Num::Int(1) => Data::I((0..n).map(|k| mlirDenseElementsAttrGetBoolValue(a, idx(k)) as u64).collect()),
        Num::Int(8) => Data::I((0..n).map(|k| mlirDenseElementsAttrGetUInt8Value(a, idx(k)) as u64).collect()),
        Num::Int(16) => Data::I((0..n).map(|k| mlirDenseElementsAttrGetUInt16Value(a, idx(k)) as u64).collect()),
        Num::Int(32) => Data::I((0..n).map(|k| mlirDenseElementsAttrGetUInt32Value(a, idx(k)) as u64).collect()),
        Num::Int(_) => Data::I((0..n).map(|k| mlirDenseElementsAttrGetUInt64Value(a, idx(k))).collect()),
        Num::Float(FloatKind::F32) => Data::F((0..n).map(|k| mlirDenseElementsAttrGetFloatValue(a, idx(k)) as f64).collect()),
        Num::Float(FloatKind::F64) => Data::F((0..n).map(|k| mlirDenseElementsAttrGetDoubleValue(a, idx(k))).collect()),
        Num::Float(kind) => {
            // Narrow floats have no typed getter: read their storage.
            let raw = mlirDenseElementsAttrGetRawData(a) as *const u8;
            let width = (kind.bits() as usize).div_ceil(8);
            Data::F(
                (0..n)
                    .map(|k| {
                        let at = idx(k) as usize * width;
                        let bytes = std::slice::from_raw_parts(raw.add(at), width);
                        let bits = bytes.iter().rev().fold(0u64, |acc, &b| (acc << 8) | b as u64);
                        super::numerics::decode(kind, bits)
                    })
                    .collect(),
            )
        }
    };
    Ok(Tile { shape: shape.to_vec(), elem, data })
}

/// A FloatAttr or IntegerAttr as a rank-0 tile of `elem`.
unsafe fn scalar_attr(a: MlirAttribute, elem: Elem) -> Result<Tile, Error> {
    if mlirAttributeIsAFloat(a) {
        Ok(Tile { shape: Vec::new(), elem, data: Data::F(vec![mlirFloatAttrGetValueDouble(a)]) })
    } else if mlirAttributeIsAInteger(a) {
        let w = elem.int_width().unwrap_or(64);
        let v = mlirIntegerAttrGetValueInt(a) as u64;
        Ok(Tile::scalar_int(elem, super::numerics::mask(v, w)))
    } else {
        Err(Error::new(format!("unsupported identity {}", attr_text(a))))
    }
}

unsafe fn op_name(o: MlirOperation) -> String {
    to_string(mlirIdentifierStr(mlirOperationGetName(o)))
}

/// `file:line:col` of a location (a debug location's source line), or its
/// printed form.
pub(crate) fn location(loc: MlirLocation) -> String {
    unsafe {
        let position = crate::ffi::cudaTileLocationGetSourcePosition(loc);
        if !position.ptr.is_null() {
            let loc = position;
            return format!(
                "{}:{}:{}",
                to_string(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc))),
                mlirLocationFileLineColRangeGetStartLine(loc),
                mlirLocationFileLineColRangeGetStartColumn(loc)
            );
        }
        let mut s = String::new();
        mlirLocationPrint(loc, Some(append), &mut s as *mut String as *mut c_void);
        s
    }
}

unsafe fn type_text(t: MlirType) -> String {
    let mut s = String::new();
    mlirTypePrint(t, Some(append), &mut s as *mut String as *mut c_void);
    s
}

unsafe fn attr_text(a: MlirAttribute) -> String {
    let mut s = String::new();
    mlirAttributePrint(a, Some(append), &mut s as *mut String as *mut c_void);
    s
}

unsafe extern "C" fn append(text: MlirStringRef, data: *mut c_void) {
    (*(data as *mut String)).push_str(&to_string(text));
}

fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr() as *const _, length: s.len() }
}

fn to_string(s: MlirStringRef) -> String {
    if s.length == 0 {
        return String::new();
    }
    unsafe { String::from_utf8_lossy(std::slice::from_raw_parts(s.data as *const u8, s.length)).into_owned() }
}
