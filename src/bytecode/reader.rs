//! The reader: bytes → a builtin module holding one `cuda_tile.module
//! @kernels`, built generically (ops by name through melior's
//! `OperationBuilder`, dialect types and attributes parsed from the textual
//! form the records decode to), then verified.

use super::attributes::{dense_check, fit_signed, hints_body_text, read_text};
use super::debug::{offset_table, DebugSection, DiRecord};
use super::optable::{implicit, table, Kind, OpSpec, Operands, Results, SegKind};
use super::stream::Cursor;
use super::types::{check_entry_arguments, decode_table, enum_value, Ty};
use super::{Error, Version, MAGIC, MAX_CALLSITE_DEPTH, MAX_REGION_DEPTH};
use melior::ir::{
    attribute::StringAttribute, Attribute, Block, BlockLike, Identifier, Location, Module, Operation,
    OperationRef, Region, RegionLike, Type, Value,
};
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{attribute::AttributeLike, r#type::TypeLike};
use melior::Context;
use mlir_sys::*;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The decoded tables every part of a file refers to.
pub struct Tables<'a> {
    pub version: Version,
    pub strings: Vec<&'a [u8]>,
    pub types: Vec<Ty>,
    pub constants: Vec<(usize, &'a [u8])>,
}

impl<'a> Tables<'a> {
    pub fn ty(&self, c: &mut Cursor, what: &str) -> Result<Ty, Error> {
        let at = c.offset();
        let i = c.index(what)?;
        self.types.get(i).cloned().ok_or_else(|| Error::at(at, format!("{what}: type index {i} out of range ({} types)", self.types.len())))
    }
    pub fn string(&self, c: &mut Cursor, what: &str) -> Result<&'a [u8], Error> {
        let at = c.offset();
        let i = c.index(what)?;
        self.strings.get(i).copied().ok_or_else(|| Error::at(at, format!("{what}: string index {i} out of range ({} strings)", self.strings.len())))
    }
    pub fn constant(&self, c: &mut Cursor) -> Result<&'a [u8], Error> {
        let at = c.offset();
        let i = c.index("constant index")?;
        let &(off, entry) = self.constants.get(i).ok_or_else(|| Error::at(at, format!("constant index {i} out of range ({} constants)", self.constants.len())))?;
        let mut e = Cursor::new(entry, off);
        let n = e.index("constant size")?;
        e.bytes(n, "constant blob")
    }
}

const SECTION_NAMES: [&str; 8] = ["End", "String", "Func", "Debug", "Constant", "Type", "Global", "Producer"];

struct Section<'a> {
    /// The offset of its id byte.
    at: usize,
    base: usize,
    payload: &'a [u8],
}

/// Reads a bytecode file into a module of `context`. Errors become the
/// result's message; warnings (the verifiers' hint checks) go on to the
/// context's other handlers.
pub fn read<'c>(context: &'c Context, bytes: &[u8]) -> Result<Module<'c>, Error> {
    let diagnostics = Rc::new(RefCell::new(String::new()));
    let sink = Rc::clone(&diagnostics);
    let handler = crate::diagnostic::attach_handler(context, move |d| {
        if !matches!(d.severity, melior::diagnostic::DiagnosticSeverity::Error) {
            return false;
        }
        let mut s = sink.borrow_mut();
        if !s.is_empty() {
            s.push_str("; ");
        }
        s.push_str(&d.message);
        true
    });
    let result = read_module(context, bytes, &diagnostics);
    context.detach_diagnostic_handler(handler);
    result
}

fn read_module<'c>(context: &'c Context, bytes: &[u8], diags: &Rc<RefCell<String>>) -> Result<Module<'c>, Error> {
    let mut c = Cursor::new(bytes, 0);
    if bytes.is_empty() {
        return Err(Error::at(0, "empty file, expected bytecode"));
    }
    if c.bytes(8, "magic").ok() != Some(&MAGIC[..]) {
        return Err(Error::at(0, "invalid magic number"));
    }
    let major = c.u8("version")?;
    let minor = c.u8("version")?;
    let tag = c.u16("version tag")?;
    let version = Version::new(major, minor);
    if version < Version::OLDEST || version > Version::NEWEST {
        return Err(Error::at(8, format!("unsupported Tile version {major}.{minor}.{tag}, this reader supports versions [13.1 - 13.4]")));
    }
    let mut sections: [Option<Section>; 8] = Default::default();
    loop {
        let at = c.offset();
        let id = c.u8("section id").map_err(|_| Error::at(at, "missing end-of-bytecode marker"))?;
        if id == 0 {
            if !c.is_empty() {
                return Err(Error::at(at, "end section is not the last section"));
            }
            break;
        }
        let sid = id & 0x7F;
        if sid == 0 || sid >= 8 {
            return Err(Error::at(at, format!("unknown section ID: {sid}")));
        }
        let len = c.varint("section length")?;
        let need = match sid {
            1 | 5 => 4,
            2..=4 => 8,
            _ => 1,
        };
        if id & 0x80 != 0 {
            let a_at = c.offset();
            let align = c.varint("section alignment")?;
            if align == 0 || !align.is_power_of_two() || align > 4096 || align % need != 0 {
                return Err(Error::at(a_at, format!("invalid alignment {align} for section {sid}")));
            }
            let pad = (align as usize - c.offset() % align as usize) % align as usize;
            c.bytes(pad, "section padding")?;
        } else if need > 1 {
            return Err(Error::at(at, format!("section {sid} must be aligned to {need}")));
        }
        if len > c.remaining() as u64 {
            return Err(Error::at(at, format!("section {sid} length {len} exceeds the {} bytes left", c.remaining())));
        }
        let base = c.offset();
        let payload = c.bytes(len as usize, "section payload")?;
        // NVIDIA's reader keeps the last copy silently; a copy in front of
        // the real one would then be garbage read without a word.
        if let Some(first) = &sections[sid as usize] {
            return Err(Error::at(at, format!("{} section appears twice: its first copy is at offset {}", SECTION_NAMES[sid as usize], first.at)));
        }
        sections[sid as usize] = Some(Section { at, base, payload });
    }
    let section = |id: usize| sections[id].as_ref();
    let strings_sec = section(1).ok_or_else(|| Error::at(bytes.len(), "missing String section"))?;
    let func_sec = section(2).ok_or_else(|| Error::at(bytes.len(), "missing Func section"))?;
    let strings: Vec<&[u8]> =
        offset_table(&mut Cursor::new(strings_sec.payload, strings_sec.base), 4, "string")?.into_iter().map(|e| e.1).collect();
    let types = match section(5) {
        Some(s) => decode_table(&offset_table(&mut Cursor::new(s.payload, s.base), 4, "type")?, version)?,
        None => Vec::new(),
    };
    let constants = match section(4) {
        Some(s) => offset_table(&mut Cursor::new(s.payload, s.base), 8, "constant")?,
        None => Vec::new(),
    };
    let tables = Tables { version, strings, types, constants };
    let debug = match section(3) {
        Some(s) => Some(DebugSection::parse(s.payload, s.base)?),
        None => None,
    };
    let mut b = Builder {
        context,
        t: &tables,
        debug: debug.as_ref(),
        diags,
        type_cache: HashMap::new(),
        attr_cache: HashMap::new(),
        loc_cache: HashMap::new(),
        values: Vec::new(),
        locs: None,
        nesting: 0,
    };

    let unknown = Location::unknown(context);
    let body = Block::new(&[]);
    if let Some(s) = section(6) {
        b.globals(&mut Cursor::new(s.payload, s.base), &body)?;
    }
    b.functions(&mut Cursor::new(func_sec.payload, func_sec.base), &body)?;
    let mut attrs = vec![(Identifier::new(context, "sym_name"), StringAttribute::new(context, "kernels").into())];
    if let Some(s) = section(7) {
        let producer = tables.string(&mut Cursor::new(s.payload, s.base), "producer")?;
        attrs.push((Identifier::new(context, "producer"), b.string_attr(producer)));
    }
    let region = Region::new();
    region.append_block(body);
    let module_op = OperationBuilder::new("cuda_tile.module", unknown)
        .add_attributes(&attrs)
        .add_regions([region])
        .build()
        .map_err(|e| Error::msg(format!("cannot build cuda_tile.module: {e}")))?;
    let module = Module::new(unknown);
    module.body().append_operation(module_op);
    if !module.as_operation().verify() {
        return Err(Error::msg(format!("verification failed for the deserialized module: {}", diags.borrow())));
    }
    Ok(module)
}

struct Builder<'c, 't, 'a> {
    context: &'c Context,
    t: &'t Tables<'a>,
    debug: Option<&'t DebugSection<'a>>,
    diags: &'t Rc<RefCell<String>>,
    type_cache: HashMap<usize, Type<'c>>,
    attr_cache: HashMap<String, Attribute<'c>>,
    loc_cache: HashMap<u64, Location<'c>>,
    /// The values visible at the current point, by value number (§10).
    values: Vec<MlirValue>,
    /// The current function's location sequence: (next position, end).
    locs: Option<(usize, usize)>,
    /// Region nesting depth, bounded so that hostile input cannot exhaust the stack.
    nesting: usize,
}

impl<'c> Builder<'c, '_, '_> {
    fn err_parse(&self, at: usize, what: &str, text: &str) -> Error {
        let d = std::mem::take(&mut *self.diags.borrow_mut());
        Error::at(at, format!("invalid {what} '{text}': {d}"))
    }

    fn type_text(&mut self, ty: &Ty, at: usize) -> Result<Type<'c>, Error> {
        let text = ty.text(true);
        Type::parse(self.context, &text).ok_or_else(|| self.err_parse(at, "type", &text))
    }

    fn type_at(&mut self, c: &mut Cursor, what: &str) -> Result<(Ty, Type<'c>), Error> {
        let at = c.offset();
        let i = c.index(what)?;
        let ty = self.t.types.get(i).cloned().ok_or_else(|| Error::at(at, format!("{what}: type index {i} out of range ({} types)", self.t.types.len())))?;
        if let Some(t) = self.type_cache.get(&i) {
            return Ok((ty, *t));
        }
        let t = self.type_text(&ty, at)?;
        self.type_cache.insert(i, t);
        Ok((ty, t))
    }

    fn attr(&mut self, text: String, at: usize) -> Result<Attribute<'c>, Error> {
        if let Some(a) = self.attr_cache.get(&text) {
            return Ok(*a);
        }
        let a = Attribute::parse(self.context, &text).ok_or_else(|| self.err_parse(at, "attribute", &text))?;
        self.attr_cache.insert(text, a);
        Ok(a)
    }

    fn string_attr(&self, s: &[u8]) -> Attribute<'c> {
        unsafe {
            Attribute::from_raw(mlirStringAttrGet(
                self.context.to_raw(),
                MlirStringRef { data: s.as_ptr() as *const _, length: s.len() },
            ))
        }
    }

    fn int_attr(&self, v: i64, w: u32) -> Attribute<'c> {
        unsafe { Attribute::from_raw(mlirIntegerAttrGet(mlirIntegerTypeGet(self.context.to_raw(), w), v)) }
    }

    fn dense(&mut self, ty: &Ty, blob: &[u8], at: usize) -> Result<Attribute<'c>, Error> {
        let (tensor, _) = dense_check(ty, blob).map_err(|m| Error::at(at, m))?;
        let tensor_ty = Type::parse(self.context, &tensor).ok_or_else(|| self.err_parse(at, "type", &tensor))?;
        let a = unsafe { mlirDenseElementsAttrRawBufferGet(tensor_ty.to_raw(), blob.len(), blob.as_ptr() as *const _) };
        if a.ptr.is_null() {
            return Err(Error::at(at, "failed to validate buffer size and format"));
        }
        Ok(unsafe { Attribute::from_raw(a) })
    }

    fn location(&mut self, k: u64, at: usize, depth: usize) -> Result<Location<'c>, Error> {
        if let Some(l) = self.loc_cache.get(&k) {
            return Ok(*l);
        }
        let debug = self.debug.ok_or_else(|| Error::at(at, "location refers to a missing Debug section"))?;
        if depth > MAX_CALLSITE_DEPTH {
            return Err(Error::at(at, format!("call-site locations nested more than {MAX_CALLSITE_DEPTH} deep")));
        }
        let loc = match debug.record(k, &self.t.strings, 0).map_err(|e| Error { offset: e.offset.or(Some(at)), ..e })? {
            DiRecord::Unknown => Location::unknown(self.context),
            DiRecord::Attr(_) => return Err(Error::at(at, format!("debug record {k} is not a location"))),
            DiRecord::Loc(text) => {
                let a = self.attr(text, at)?;
                if !unsafe { mlirAttributeIsALocation(a.to_raw()) } {
                    return Err(Error::at(at, format!("debug record {k} is not a location")));
                }
                unsafe { Location::from_raw(mlirLocationFromAttribute(a.to_raw())) }
            }
            DiRecord::CallSite(callee, caller) => {
                let callee = self.location(callee, at, depth + 1)?;
                let caller = self.location(caller, at, depth + 1)?;
                unsafe { Location::from_raw(mlirLocationCallSiteGet(callee.to_raw(), caller.to_raw())) }
            }
        };
        self.loc_cache.insert(k, loc);
        Ok(loc)
    }

    fn next_location(&mut self, at: usize) -> Result<Location<'c>, Error> {
        let Some((pos, end)) = self.locs else { return Ok(Location::unknown(self.context)) };
        if pos >= end {
            return Err(Error::at(at, "failed to read operation location"));
        }
        self.locs = Some((pos + 1, end));
        let k = self.debug.unwrap().indices[pos];
        self.location(k, at, 0)
    }

    fn globals(&mut self, c: &mut Cursor, body: &Block<'c>) -> Result<(), Error> {
        let v133 = self.t.version >= Version::new(13, 3);
        let n = c.count(if v133 { 6 } else { 4 }, "global count")?;
        for _ in 0..n {
            let at = c.offset();
            let name = self.t.string(c, "global name")?;
            if name.is_empty() {
                return Err(Error::at(at, "global with an empty name"));
            }
            let ty = self.t.ty(c, "global type")?;
            let blob_at = c.offset();
            let blob = self.t.constant(c)?;
            let value = self.dense(&ty, blob, blob_at)?;
            let align = c.varint("global alignment")?;
            let mut attrs = vec![
                (Identifier::new(self.context, "sym_name"), self.string_attr(name)),
                (Identifier::new(self.context, "value"), value),
            ];
            if align != 0 {
                attrs.push((Identifier::new(self.context, "alignment"), self.int_attr(align as i64, 64)));
            }
            if v133 {
                if enum_value(c, super::optable::EnumKind::SymbolVisibility)? == 1 {
                    attrs.push((Identifier::new(self.context, "sym_visibility"), self.string_attr(b"private")));
                }
                match c.varint("global constant flag")? {
                    0 => {}
                    1 => attrs.push((Identifier::new(self.context, "constant"), Attribute::unit(self.context))),
                    f => return Err(c.error(format!("invalid global constant flag {f}"))),
                }
            }
            let op = OperationBuilder::new("cuda_tile.global", Location::unknown(self.context))
                .add_attributes(&attrs)
                .build()
                .map_err(|e| Error::at(at, format!("cannot build global: {e}")))?;
            body.append_operation(op);
        }
        Ok(())
    }

    fn functions(&mut self, c: &mut Cursor, body: &Block<'c>) -> Result<(), Error> {
        let n = c.count(5, "function count")?;
        for _ in 0..n {
            let at = c.offset();
            let name = self.t.string(c, "function name")?;
            if name.is_empty() {
                return Err(Error::at(at, "function with an empty name"));
            }
            let sig_at = c.offset();
            let (sig, sig_ty) = self.type_at(c, "function signature")?;
            let Ty::Func { ins, .. } = &sig else { return Err(Error::at(sig_at, "function signature is not a function type")) };
            check_entry_arguments(ins).map_err(|e| Error::at(sig_at, e))?;
            let flags_at = c.offset();
            let flags = c.u8("function flags")?;
            if flags & 2 == 0 {
                return Err(Error::at(flags_at, "un-expected non-entry function"));
            }
            if flags & !7 != 0 {
                return Err(Error::at(flags_at, format!("unknown function flags {flags:#x}")));
            }
            let slot_at = c.offset();
            let slot = c.index("function location slot")?;
            self.locs = None;
            if slot > 0 {
                let debug = self.debug.ok_or_else(|| Error::at(slot_at, "location slot without a Debug section"))?;
                let start = *debug.slots.get(slot - 1).ok_or_else(|| Error::at(slot_at, format!("location slot {slot} out of range")))?;
                if start > debug.indices.len() {
                    return Err(Error::at(slot_at, format!("location slot {slot} starts past the location list")));
                }
                self.locs = Some((start, debug.indices.len()));
            }
            let loc = self.next_location(slot_at)?;
            let mut attrs = vec![
                (Identifier::new(self.context, "sym_name"), self.string_attr(name)),
                (Identifier::new(self.context, "function_type"), unsafe { Attribute::from_raw(mlirTypeAttrGet(sig_ty.to_raw())) }),
            ];
            if flags & 4 != 0 {
                let h_at = c.offset();
                if c.varint("hints tag")? != 11 {
                    return Err(Error::at(h_at, "function hints must be optimization hints (tag 11)"));
                }
                let text = hints_body_text(c, self.t, 0)?;
                attrs.push((Identifier::new(self.context, "optimization_hints"), self.attr(text, h_at)?));
            }
            let len = c.index("function body length")?;
            let body_at = c.offset();
            let bytes = c.bytes(len, "function body")?;
            let mut arg_types = Vec::with_capacity(ins.len());
            for t in ins {
                arg_types.push((self.type_text(t, sig_at)?, loc));
            }
            let block = Block::new(&arg_types);
            self.values.clear();
            for i in 0..ins.len() {
                self.values.push(unsafe { mlirBlockGetArgument(block.to_raw(), i as isize) });
            }
            let mut bc = Cursor::new(bytes, body_at);
            let mut last = None;
            while !bc.is_empty() {
                last = Some(self.op(&mut bc, &block)?);
            }
            self.check_terminator(last, body_at)?;
            let region = Region::new();
            region.append_block(block);
            let op = OperationBuilder::new("cuda_tile.entry", loc)
                .add_attributes(&attrs)
                .add_regions([region])
                .build()
                .map_err(|e| Error::at(at, format!("cannot build entry: {e}")))?;
            body.append_operation(op);
        }
        Ok(())
    }

    fn check_terminator(&self, last: Option<&'static str>, at: usize) -> Result<(), Error> {
        match last {
            None => Err(Error::at(at, "empty block")),
            Some("return" | "yield" | "continue" | "break") => Ok(()),
            Some(other) => Err(Error::at(at, format!("block ends with '{other}', not a terminator"))),
        }
    }

    fn operand(&self, c: &mut Cursor) -> Result<MlirValue, Error> {
        let at = c.offset();
        let i = c.index("operand")?;
        self.values.get(i).copied().ok_or_else(|| Error::at(at, format!("operand index {i} out of bounds (size={})", self.values.len())))
    }

    /// Decodes one operation, appends it to `block` and numbers its results.
    fn op(&mut self, c: &mut Cursor, block: &Block<'c>) -> Result<&'static str, Error> {
        let at = c.offset();
        let code = c.varint("opcode")?;
        let max = match self.t.version.minor {
            1 => 0x6D,
            2 => 0x6E,
            3 => 0x75,
            _ => 0x79,
        };
        if code > max {
            // NVIDIA's wording, plus the op's name when the opcode is a later version's.
            let newer = match table().by_code(code) {
                Some(s) => format!(": operation 'cuda_tile.{}' requires bytecode version {}+", s.name, s.since),
                None => String::new(),
            };
            return Err(Error::at(at, format!("unsupported opcode {code} for bytecode version {}{newer}", self.t.version)));
        }
        let spec: &'static OpSpec = table().by_code(code).ok_or_else(|| Error::at(at, format!("unknown or unimplemented opcode {code}")))?;
        if matches!(spec.name, "entry" | "module" | "global") {
            return Err(Error::at(at, format!("operation '{}' cannot appear in a function body", spec.name)));
        }
        let version = self.t.version;
        let loc = self.next_location(at)?;

        let mut result_tys: Vec<(Ty, Type<'c>)> = Vec::new();
        let mut numbered = usize::MAX;
        match spec.results {
            Results::Fixed(k) => {
                for _ in 0..k {
                    result_tys.push(self.type_at(c, "result type")?);
                }
            }
            Results::Counted { gated } => {
                let n_at = c.offset();
                let n = c.count(1, "result count")?;
                if let Some((_, since)) = gated {
                    let expected = if version >= since { 1 } else { 0 };
                    if n != expected {
                        return Err(Error::at(n_at, format!("'{}' has {n} results, expected {expected} in version {version}", spec.name)));
                    }
                }
                for _ in 0..n {
                    result_tys.push(self.type_at(c, "result type")?);
                }
                if let Some((_, since)) = gated {
                    if version < since {
                        numbered = result_tys.len();
                        result_tys.push((Ty::Token, self.type_text(&Ty::Token, at)?));
                    }
                }
            }
        }
        let flags_at = c.offset();
        let flags = if spec.has_flags(version) { c.varint("flags")? } else { 0 };
        let bit = |b: u32| b < 64 && flags >> b & 1 == 1;

        let mut attrs: Vec<(Identifier<'c>, Attribute<'c>)> = Vec::new();
        for a in &spec.attrs {
            let name = Identifier::new(self.context, a.name);
            let a_at = c.offset();
            if a.since.is_some_and(|s| version < s) {
                if let (None, Kind::Enum(e)) = (a.bit, a.kind) {
                    if implicit(spec.name, a.name) == Some(a.default) {
                        continue;
                    }
                    let (mn, cases) = e.info();
                    let attr = self.attr(format!("#cuda_tile.{mn}<{}>", cases[a.default as usize]), a_at)?;
                    attrs.push((name, attr));
                }
                continue;
            }
            if let Some(b) = a.bit {
                if !bit(b) {
                    continue;
                }
            }
            let attr = match a.kind {
                Kind::Unit => Attribute::unit(self.context),
                Kind::Enum(e) => {
                    let v = enum_value(c, e)?;
                    if implicit(spec.name, a.name) == Some(v) {
                        continue;
                    }
                    let (mn, cases) = e.info();
                    self.attr(format!("#cuda_tile.{mn}<{}>", cases[v as usize]), a_at)?
                }
                Kind::I32 | Kind::I64 => {
                    let w = if a.kind == Kind::I32 { 32 } else { 64 };
                    let v = c.varint(a.name)?;
                    let v = fit_signed(v, w).ok_or_else(|| Error::at(a_at, format!("value {v} of '{}' does not fit in i{w}", a.name)))?;
                    self.int_attr(v, w)
                }
                Kind::Bool => match c.u8(a.name)? {
                    b @ (0 | 1) => unsafe { Attribute::from_raw(mlirBoolAttrGet(self.context.to_raw(), b as i32)) },
                    b => return Err(Error::at(a_at, format!("invalid boolean byte {b} for '{}'", a.name))),
                },
                Kind::Str => {
                    let s = self.t.string(c, a.name)?;
                    self.string_attr(s)
                }
                Kind::Sym => {
                    let s = self.t.string(c, a.name)?;
                    if s.is_empty() {
                        return Err(Error::at(a_at, "empty symbol reference"));
                    }
                    unsafe {
                        Attribute::from_raw(mlirFlatSymbolRefAttrGet(
                            self.context.to_raw(),
                            MlirStringRef { data: s.as_ptr() as *const _, length: s.len() },
                        ))
                    }
                }
                Kind::I32Arr => {
                    let v = c.arr32(a.name)?;
                    if let Some(x) = v.iter().find(|&&x| x == i32::MAX || x == i32::MIN) {
                        return Err(Error::at(a_at, format!("array contains unsupported value {x}")));
                    }
                    unsafe { Attribute::from_raw(mlirDenseI32ArrayGet(self.context.to_raw(), v.len() as isize, v.as_ptr())) }
                }
                Kind::Dense => {
                    let ty = result_tys.first().map(|t| t.0.clone()).ok_or_else(|| Error::at(a_at, "dense attribute without a result type"))?;
                    let blob = self.t.constant(c)?;
                    self.dense(&ty, blob, a_at)?
                }
                Kind::Pred => {
                    let text = read_text(c, self.t, 0)?;
                    if !["#cuda_tile.div_by<", "#cuda_tile.same_elements<", "#cuda_tile.bounded<"].iter().any(|p| text.starts_with(p)) {
                        return Err(Error::at(a_at, format!("invalid assume predicate {text}")));
                    }
                    self.attr(text, a_at)?
                }
                Kind::Hints => {
                    let text = hints_body_text(c, self.t, 0)?;
                    self.attr(text, a_at)?
                }
                Kind::Attrs => {
                    let n = c.count(1, a.name)?;
                    let items = (0..n).map(|_| read_text(c, self.t, 1)).collect::<Result<Vec<_>, _>>()?;
                    self.attr(format!("[{}]", items.join(", ")), a_at)?
                }
                Kind::Type => {
                    let (_, t) = self.type_at(c, a.name)?;
                    unsafe { Attribute::from_raw(mlirTypeAttrGet(t.to_raw())) }
                }
                Kind::BoolArr => {
                    let n = c.count(1, a.name)?;
                    let v = c.bytes(n, a.name)?;
                    if v.iter().any(|&b| b != 0) {
                        return Err(Error::at(a_at, format!("'{}' = true is not supported by this dialect", a.name)));
                    }
                    continue;
                }
            };
            attrs.push((name, attr));
        }

        let mut operands: Vec<MlirValue> = Vec::new();
        match &spec.operands {
            Operands::Fixed(k) => {
                for _ in 0..*k {
                    operands.push(self.operand(c)?);
                }
            }
            Operands::Counted => {
                let n = c.count(1, "operand count")?;
                for _ in 0..n {
                    operands.push(self.operand(c)?);
                }
            }
            Operands::Segmented(segs) => {
                let mut sizes = Vec::with_capacity(segs.len());
                for s in segs {
                    let gated = s.since.is_some_and(|v| version < v);
                    let n = match s.kind {
                        SegKind::Opt(b) if gated => {
                            if bit(b) {
                                return Err(Error::at(flags_at, format!("malformed bytecode: flag set for operand '{}'", s.name)));
                            }
                            0
                        }
                        SegKind::Opt(b) => bit(b) as usize,
                        SegKind::One => 1,
                        SegKind::Many => c.count(1, s.name)?,
                    };
                    for _ in 0..n {
                        operands.push(self.operand(c)?);
                    }
                    sizes.push(n as i32);
                }
                let sizes = unsafe { mlirDenseI32ArrayGet(self.context.to_raw(), sizes.len() as isize, sizes.as_ptr()) };
                attrs.push((Identifier::new(self.context, "operandSegmentSizes"), unsafe { Attribute::from_raw(sizes) }));
            }
        }

        let mut regions = Vec::new();
        if spec.regions > 0 {
            let r_at = c.offset();
            let n = c.varint("region count")?;
            if n != spec.regions as u64 {
                return Err(Error::at(r_at, format!("'{}' has {n} regions, expected {}", spec.name, spec.regions)));
            }
            for _ in 0..n {
                regions.push(self.region(c)?);
            }
        }

        let types: Vec<Type<'c>> = result_tys.iter().map(|t| t.1).collect();
        let operand_values: Vec<Value<'c, '_>> = operands.iter().map(|&v| unsafe { Value::from_raw(v) }).collect();
        let op: Operation<'c> = OperationBuilder::new(&format!("cuda_tile.{}", spec.name), loc)
            .add_results(&types)
            .add_operands(&operand_values)
            .add_attributes(&attrs)
            .add_regions_vec(regions)
            .build()
            .map_err(|e| Error::at(at, format!("cannot build '{}': {e}", spec.name)))?;
        let op: OperationRef = block.append_operation(op);
        for i in 0..types.len().min(numbered) {
            self.values.push(unsafe { mlirOperationGetResult(op.to_raw(), i as isize) });
        }
        Ok(spec.name)
    }

    fn region(&mut self, c: &mut Cursor) -> Result<Region<'c>, Error> {
        if self.nesting >= MAX_REGION_DEPTH {
            return Err(c.error(format!("regions nested more than {MAX_REGION_DEPTH} deep")));
        }
        self.nesting += 1;
        let result = self.region_body(c);
        self.nesting -= 1;
        result
    }

    fn region_body(&mut self, c: &mut Cursor) -> Result<Region<'c>, Error> {
        let region = Region::new();
        let nblocks = c.count(2, "block count")?;
        for _ in 0..nblocks {
            let at = c.offset();
            let nargs = c.count(1, "block argument count")?;
            let mut args = Vec::with_capacity(nargs);
            for _ in 0..nargs {
                let (_, t) = self.type_at(c, "block argument type")?;
                args.push((t, Location::unknown(self.context)));
            }
            let block = Block::new(&args);
            let depth = self.values.len();
            for i in 0..nargs {
                self.values.push(unsafe { mlirBlockGetArgument(block.to_raw(), i as isize) });
            }
            let nops = c.count(1, "operation count")?;
            let mut last = None;
            for _ in 0..nops {
                last = Some(self.op(c, &block)?);
            }
            self.values.truncate(depth);
            self.check_terminator(last, at)?;
            region.append_block(block);
        }
        Ok(region)
    }
}
