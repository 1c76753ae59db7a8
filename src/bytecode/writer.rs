//! The writer: a parsed module → bytecode of a chosen version, refusing what
//! that version cannot express (§13.3). Ops are read generically: their name,
//! operands, results and attributes by name; dialect attributes and types
//! through their printed form.

use super::attributes::{dense_raw, string_ref_bytes, write_attr, write_dialect_attr, write_hints_body};
use super::debug::{DebugWriter, DiNode};
use super::optable::{implicit, table, Kind, Operands, Results, SegKind};
use super::stream::Out;
use super::types::{check_entry_arguments, components, encode, Ty};
use super::{Error, Version, MAGIC, MAX_CALLSITE_DEPTH, MAX_REGION_DEPTH};
use melior::ir::operation::OperationLike;
use melior::ir::{attribute::AttributeLike, BlockLike, RegionLike};
use melior::ir::{Attribute, Location, Module, OperationRef, Type};
use mlir_sys::*;
use std::collections::HashMap;

/// The string, type and constant pools of the file being written.
pub struct Pools {
    version: Version,
    strings: Vec<Vec<u8>>,
    string_ids: HashMap<Vec<u8>, u64>,
    types: Vec<Vec<u8>>,
    type_ids: HashMap<Ty, u64>,
    constants: Vec<Vec<u8>>,
    constant_ids: HashMap<Vec<u8>, u64>,
}

impl Pools {
    pub fn string(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.string_ids.get(s) {
            return i;
        }
        self.strings.push(s.to_vec());
        let i = self.strings.len() as u64 - 1;
        self.string_ids.insert(s.to_vec(), i);
        i
    }

    pub fn ty(&mut self, t: &Ty) -> Result<u64, Error> {
        if let Some(&i) = self.type_ids.get(t) {
            return Ok(i);
        }
        let (need, name) = t.min_version();
        if need > self.version {
            return Err(Error::msg(format!("type '{name}' requires bytecode version {need}+, targeting {}", self.version)));
        }
        let mut ids = HashMap::new();
        for c in components(t) {
            ids.insert(c.clone(), self.ty(c)?);
        }
        let mut out = Out::default();
        encode(t, self.version, &mut |c| ids[c], &mut out);
        self.types.push(out.buf);
        let i = self.types.len() as u64 - 1;
        self.type_ids.insert(t.clone(), i);
        Ok(i)
    }

    pub fn constant(&mut self, blob: Vec<u8>) -> u64 {
        if let Some(&i) = self.constant_ids.get(&blob) {
            return i;
        }
        self.constants.push(blob.clone());
        let i = self.constants.len() as u64 - 1;
        self.constant_ids.insert(blob, i);
        i
    }
}

struct Writer {
    version: Version,
    pools: Pools,
    debug: DebugWriter,
    /// Value numbering (§10): the visible values in order, and their numbers.
    stack: Vec<MlirValue>,
    numbers: HashMap<*const std::ffi::c_void, u64>,
    /// Location sequence of the function being written.
    locs: Vec<u64>,
    /// Regions open around the op being written, bounded as the reader's.
    nesting: usize,
}

fn attr<'c>(op: &OperationRef<'c, '_>, name: &str) -> Option<Attribute<'c>> {
    op.attribute(name).ok()
}

fn str_attr<'c>(a: Attribute<'c>) -> Result<&'c [u8], Error> {
    unsafe {
        if !mlirAttributeIsAString(a.to_raw()) {
            return Err(Error::msg(format!("expected a string attribute, got {a}")));
        }
        Ok(string_ref_bytes(mlirStringAttrGetValue(a.to_raw())))
    }
}

fn ty_of(t: Type) -> Result<Ty, Error> {
    Ty::parse(&t.to_string()).map_err(|e| Error::msg(format!("unsupported type in bytecode writer: {e}")))
}

/// Writes `module` (a builtin module holding one `cuda_tile.module`, or a
/// `cuda_tile.module` itself) as bytecode of `version`.
pub fn write(module: &Module, version: Version) -> Result<Vec<u8>, Error> {
    if version < Version::OLDEST || version > Version::NEWEST {
        return Err(Error::msg(format!("unsupported bytecode version {version}, supported versions are [13.1 - 13.4]")));
    }
    let body = module.body();
    let mut tile_module = None;
    let mut op = body.first_operation();
    while let Some(o) = op {
        if o.name().as_string_ref().as_str() != Ok("cuda_tile.module") || tile_module.is_some() {
            return Err(Error::msg("expected a module holding exactly one cuda_tile.module").in_op(&o));
        }
        tile_module = Some(o);
        op = o.next_in_block();
    }
    let tile_module = tile_module.ok_or_else(|| Error::msg("no cuda_tile.module to write"))?;
    let mut w = Writer {
        version,
        pools: Pools {
            version,
            strings: Vec::new(),
            string_ids: HashMap::new(),
            types: Vec::new(),
            type_ids: HashMap::new(),
            constants: Vec::new(),
            constant_ids: HashMap::new(),
        },
        debug: DebugWriter::default(),
        stack: Vec::new(),
        numbers: HashMap::new(),
        locs: Vec::new(),
        nesting: 0,
    };
    let mut globals = Out::default();
    let mut nglobals = 0u64;
    let mut funcs = Out::default();
    let mut nfuncs = 0u64;
    let region = tile_module.region(0).map_err(|e| Error::msg(e.to_string()))?;
    if let Some(block) = region.first_block() {
        let mut op = block.first_operation();
        while let Some(o) = op {
            match o.name().as_string_ref().as_str().unwrap_or("") {
                "cuda_tile.global" => {
                    w.global(&o, &mut globals).map_err(|e| e.in_op(&o))?;
                    nglobals += 1;
                }
                "cuda_tile.entry" => {
                    w.function(&o, &mut funcs).map_err(|e| e.in_op(&o))?;
                    nfuncs += 1;
                }
                other => return Err(Error::msg(format!("operation '{other}' cannot be written at module level")).in_op(&o)),
            }
            op = o.next_in_block();
        }
    }
    let producer = match attr(&tile_module, "producer") {
        Some(p) if version >= Version::new(13, 3) => Some(w.pools.string(str_attr(p)?)),
        _ => None,
    };

    let mut out = Out::default();
    out.bytes(MAGIC);
    out.u8(version.major);
    out.u8(version.minor);
    out.bytes(&[0, 0]);
    if nglobals > 0 {
        let mut p = Out::default();
        p.varint(nglobals);
        p.bytes(&globals.buf);
        section(&mut out, 6, &p.buf, None);
    }
    let mut p = Out::default();
    p.varint(nfuncs);
    p.bytes(&funcs.buf);
    p.pad(8, 0);
    section(&mut out, 2, &p.buf, Some(8));
    if !w.pools.constants.is_empty() {
        let blobs: Vec<Vec<u8>> = w
            .pools
            .constants
            .iter()
            .map(|b| {
                let mut o = Out::default();
                o.varint(b.len() as u64);
                o.bytes(b);
                o.buf
            })
            .collect();
        section(&mut out, 4, &offset_table(&blobs, 8), Some(8));
    }
    if !w.debug.is_empty() {
        let mut p = Out::default();
        w.debug.encode(&mut p);
        section(&mut out, 3, &p.buf, Some(8));
    }
    section(&mut out, 5, &offset_table(&w.pools.types, 4), Some(4));
    if let Some(s) = producer {
        let mut p = Out::default();
        p.varint(s);
        section(&mut out, 7, &p.buf, None);
    }
    section(&mut out, 1, &offset_table(&w.pools.strings, 4), Some(4));
    out.u8(0);
    Ok(out.buf)
}

fn section(out: &mut Out, id: u8, payload: &[u8], align: Option<usize>) {
    out.u8(id | if align.is_some() { 0x80 } else { 0 });
    out.varint(payload.len() as u64);
    if let Some(a) = align {
        out.varint(a as u64);
        out.pad(a, 0);
    }
    out.bytes(payload);
}

fn offset_table(entries: &[Vec<u8>], w: usize) -> Vec<u8> {
    let mut o = Out::default();
    o.varint(entries.len() as u64);
    o.pad(w, 0);
    let mut off = 0u64;
    for e in entries {
        if w == 4 {
            o.u32(off as u32)
        } else {
            o.u64(off)
        }
        off += e.len() as u64;
    }
    entries.iter().for_each(|e| o.bytes(e));
    o.buf
}

impl Writer {
    fn global(&mut self, op: &OperationRef, out: &mut Out) -> Result<(), Error> {
        let name = str_attr(attr(op, "sym_name").ok_or_else(|| Error::msg("global without a name"))?)?;
        let value = attr(op, "value").ok_or_else(|| Error::msg("global without a value"))?;
        let tensor = unsafe { Type::from_raw(mlirAttributeGetType(value.to_raw())) }.to_string();
        let ty = Ty::parse(&tensor.replacen("tensor<", "tile<", 1)).map_err(Error::msg)?;
        let align = match attr(op, "alignment") {
            Some(a) => unsafe { mlirIntegerAttrGetValueUInt(a.to_raw()) },
            None => 0,
        };
        let private = match attr(op, "sym_visibility") {
            Some(v) => str_attr(v)? == b"private",
            None => false,
        };
        let constant = attr(op, "constant").is_some();
        let n = self.pools.string(name);
        out.varint(n);
        out.varint(self.pools.ty(&ty)?);
        out.varint(self.pools.constant(dense_raw(value)?));
        out.varint(align);
        if self.version >= Version::new(13, 3) {
            out.varint(private as u64);
            out.varint(constant as u64);
        } else if private || constant {
            return Err(Error::msg(format!("private or constant globals require bytecode version 13.3+, targeting {}", self.version)));
        }
        Ok(())
    }

    /// The debug index of `loc`, `depth` call sites deep.
    fn location(&mut self, loc: MlirLocation, depth: usize) -> Result<u64, Error> {
        unsafe {
            if mlirLocationIsACallSite(loc) {
                if depth >= MAX_CALLSITE_DEPTH {
                    return Err(Error::msg(format!("call-site locations nested more than {MAX_CALLSITE_DEPTH} deep, which bytecode readers refuse")));
                }
                let callee = self.location(mlirLocationCallSiteGetCallee(loc), depth + 1)?;
                let caller = self.location(mlirLocationCallSiteGetCaller(loc), depth + 1)?;
                return Ok(self.debug.callsite(callee, caller));
            }
            if mlirLocationIsAFileLineColRange(loc) {
                return Ok(0);
            }
            let a = Attribute::from_raw(mlirLocationGetAttribute(loc));
            let text = a.to_string();
            let text = text.strip_prefix("loc(").and_then(|t| t.strip_suffix(')')).unwrap_or(&text);
            if text == "unknown" {
                return Ok(0);
            }
            if !text.starts_with("#cuda_tile.di_loc<") {
                return Err(Error::msg(format!("unsupported location {text}, expected a di_loc or a call site")));
            }
            let node = DiNode::parse(text)?;
            let pools = &mut self.pools;
            self.debug.node(&node, &mut |s| pools.string(s))
        }
    }

    fn number(&mut self, v: MlirValue) {
        self.numbers.insert(v.ptr as *const _, self.stack.len() as u64);
        self.stack.push(v);
    }

    fn truncate(&mut self, depth: usize) {
        for v in self.stack.drain(depth..) {
            self.numbers.remove(&(v.ptr as *const _));
        }
    }

    fn value(&self, v: MlirValue) -> Result<u64, Error> {
        self.numbers.get(&(v.ptr as *const _)).copied().ok_or_else(|| Error::msg("operand refers to a value that is not visible"))
    }

    fn function(&mut self, op: &OperationRef, out: &mut Out) -> Result<(), Error> {
        let name = str_attr(attr(op, "sym_name").ok_or_else(|| Error::msg("entry without a name"))?)?;
        let fty = attr(op, "function_type").ok_or_else(|| Error::msg("entry without a function type"))?;
        let fty = unsafe { mlirTypeAttrGetValue(fty.to_raw()) };
        let (nin, nout) = unsafe { (mlirFunctionTypeGetNumInputs(fty), mlirFunctionTypeGetNumResults(fty)) };
        let ins: Vec<Ty> = (0..nin).map(|i| ty_of(unsafe { Type::from_raw(mlirFunctionTypeGetInput(fty, i)) })).collect::<Result<_, _>>()?;
        let outs = (0..nout).map(|i| ty_of(unsafe { Type::from_raw(mlirFunctionTypeGetResult(fty, i)) })).collect::<Result<_, _>>()?;
        check_entry_arguments(&ins).map_err(|e| Error::msg(format!("entry @{}: {e}", String::from_utf8_lossy(name))))?;
        let sig = self.pools.ty(&Ty::Func { ins, outs })?;
        let name = self.pools.string(name);
        let hints = attr(op, "optimization_hints");
        self.locs.clear();
        let floc = self.location(unsafe { mlirOperationGetLocation(op.to_raw()) }, 0)?;
        self.locs.push(floc);

        let mut body = Out::default();
        self.stack.clear();
        self.numbers.clear();
        let region = op.region(0).map_err(|e| Error::msg(e.to_string()))?;
        let block = region.first_block().ok_or_else(|| Error::msg("entry without a body"))?;
        for i in 0..block.argument_count() {
            self.number(unsafe { mlirBlockGetArgument(block.to_raw(), i as isize) });
        }
        let mut o = block.first_operation();
        while let Some(x) = o {
            self.op(&x, &mut body).map_err(|e| e.in_op(&x))?;
            o = x.next_in_block();
        }

        out.varint(name);
        out.varint(sig);
        out.u8(if hints.is_some() { 6 } else { 2 });
        if floc != 0 {
            self.debug.slots.push(self.debug.indices.len());
            self.debug.indices.extend_from_slice(&self.locs);
            out.varint(self.debug.slots.len() as u64);
        } else {
            out.varint(0);
        }
        if let Some(h) = hints {
            write_attr(h, &mut self.pools, out)?;
        }
        out.varint(body.buf.len() as u64);
        out.bytes(&body.buf);
        Ok(())
    }

    fn op(&mut self, op: &OperationRef, out: &mut Out) -> Result<(), Error> {
        let full = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let name = full.strip_prefix("cuda_tile.").unwrap_or(&full);
        let spec = table()
            .by_name(name)
            .filter(|s| !matches!(s.name, "entry" | "module" | "global"))
            .ok_or_else(|| Error::msg(format!("operation '{full}' cannot be encoded in bytecode")))?;
        let v = self.version;
        if spec.since > v {
            return Err(Error::msg(format!("operation '{full}' is not available in bytecode version {v}")));
        }
        let loc = self.location(unsafe { mlirOperationGetLocation(op.to_raw()) }, 0)?;
        self.locs.push(loc);
        out.varint(spec.code as u64);

        let nres = op.result_count();
        let mut serialized = nres;
        match spec.results {
            Results::Fixed(k) => {
                if nres != k {
                    return Err(Error::msg(format!("'{full}' has {nres} results, expected {k}")));
                }
            }
            Results::Counted { gated } => {
                if let Some((_, since)) = gated {
                    if v < since && nres > 0 {
                        serialized = nres - 1;
                        let last = op.result(nres - 1).map_err(|e| Error::msg(e.to_string()))?;
                        if unsafe { !mlirOpOperandIsNull(mlirValueGetFirstUse(melior::ir::ValueLike::to_raw(&last))) } {
                            return Err(Error::msg(format!("result of '{full}' that has uses requires bytecode version {since}+")));
                        }
                    }
                }
                out.varint(serialized as u64);
            }
        }
        for i in 0..serialized {
            let r = op.result(i).map_err(|e| Error::msg(e.to_string()))?;
            out.varint(self.pools.ty(&ty_of(melior::ir::ValueLike::r#type(&r))?)?);
        }

        let segments: Option<Vec<i32>> = attr(op, "operandSegmentSizes").map(|a| unsafe {
            (0..mlirDenseArrayGetNumElements(a.to_raw())).map(|i| mlirDenseI32ArrayGetElement(a.to_raw(), i)).collect()
        });
        let mut flags = 0u64;
        for a in &spec.attrs {
            if let Some(b) = a.bit {
                if attr(op, a.name).is_some() {
                    if a.since.is_some_and(|s| v < s) {
                        return Err(Error::msg(format!(
                            "optional attribute '{}' is provided but requires bytecode version {}+",
                            a.name,
                            a.since.unwrap()
                        )));
                    }
                    flags |= 1 << b;
                }
            }
        }
        if let Operands::Segmented(segs) = &spec.operands {
            let sizes = segments.as_ref().ok_or_else(|| Error::msg(format!("'{full}' without operandSegmentSizes")))?;
            if sizes.len() != segs.len() {
                return Err(Error::msg(format!("'{full}' has {} operand segments, expected {}", sizes.len(), segs.len())));
            }
            for (s, &n) in segs.iter().zip(sizes) {
                if let SegKind::Opt(b) = s.kind {
                    if n > 0 {
                        if s.since.is_some_and(|x| v < x) {
                            return Err(Error::msg(format!("optional operand '{}' requires bytecode version {}+", s.name, s.since.unwrap())));
                        }
                        flags |= 1 << b;
                    }
                }
            }
        }
        if spec.has_flags(v) {
            out.varint(flags);
        }

        for a in &spec.attrs {
            let value = attr(op, a.name);
            if a.since.is_some_and(|s| v < s) {
                if let (None, Kind::Enum(e), Some(val)) = (a.bit, a.kind, value) {
                    if enum_case(val, e)? != a.default {
                        return Err(Error::msg(format!("attribute '{}' requires bytecode version {}+", a.name, a.since.unwrap())));
                    }
                }
                continue;
            }
            if a.bit.is_some() && value.is_none() || a.kind == Kind::Unit {
                continue;
            }
            if a.kind == Kind::BoolArr {
                let indices = segments.as_ref().and_then(|s| s.get(s.len() - 2)).copied().unwrap_or(0);
                out.varint(indices as u64);
                (0..indices).for_each(|_| out.u8(0));
                continue;
            }
            let val = match (value, a.kind, implicit(name, a.name)) {
                (Some(val), _, _) => val,
                (None, Kind::Enum(_), Some(d)) => {
                    out.varint(d);
                    continue;
                }
                _ => return Err(Error::msg(format!("'{full}' without its attribute '{}'", a.name))),
            };
            let raw = val.to_raw();
            match a.kind {
                Kind::Enum(e) => out.varint(enum_case(val, e)?),
                Kind::I32 | Kind::I64 => {
                    let x = unsafe { mlirIntegerAttrGetValueUInt(raw) };
                    out.varint(if a.kind == Kind::I32 { x & 0xFFFF_FFFF } else { x });
                }
                Kind::Bool => out.u8(unsafe { mlirBoolAttrGetValue(raw) } as u8),
                Kind::Str => {
                    let s = str_attr(val)?;
                    out.varint(self.pools.string(s));
                }
                Kind::Sym => {
                    let s = string_ref_bytes(unsafe { mlirFlatSymbolRefAttrGetValue(raw) });
                    out.varint(self.pools.string(s));
                }
                Kind::I32Arr => {
                    let n = unsafe { mlirDenseArrayGetNumElements(raw) };
                    let items: Vec<i32> = (0..n).map(|i| unsafe { mlirDenseI32ArrayGetElement(raw, i) }).collect();
                    out.arr32(&items);
                }
                Kind::Dense => out.varint(self.pools.constant(dense_raw(val)?)),
                Kind::Pred => write_dialect_attr(&val.to_string(), out)?,
                Kind::Hints => write_hints_body(val, &mut self.pools, out)?,
                Kind::Attrs => {
                    let n = unsafe { mlirArrayAttrGetNumElements(raw) };
                    out.varint(n as u64);
                    for i in 0..n {
                        write_attr(unsafe { Attribute::from_raw(mlirArrayAttrGetElement(raw, i)) }, &mut self.pools, out)?;
                    }
                }
                Kind::Type => {
                    let t = unsafe { Type::from_raw(mlirTypeAttrGetValue(raw)) };
                    out.varint(self.pools.ty(&ty_of(t)?)?);
                }
                Kind::Unit | Kind::BoolArr => unreachable!("handled above"),
            }
        }

        let operands: Vec<MlirValue> =
            (0..op.operand_count()).map(|i| unsafe { mlirOperationGetOperand(op.to_raw(), i as isize) }).collect();
        match &spec.operands {
            Operands::Fixed(k) => {
                if operands.len() != *k {
                    return Err(Error::msg(format!("'{full}' has {} operands, expected {k}", operands.len())));
                }
                for &x in &operands {
                    out.varint(self.value(x)?);
                }
            }
            Operands::Counted => {
                out.varint(operands.len() as u64);
                for &x in &operands {
                    out.varint(self.value(x)?);
                }
            }
            Operands::Segmented(segs) => {
                let sizes = segments.unwrap();
                let mut next = operands.iter();
                for (s, &n) in segs.iter().zip(&sizes) {
                    match s.kind {
                        SegKind::Many => out.varint(n as u64),
                        SegKind::One if n != 1 => return Err(Error::msg(format!("'{full}' segment '{}' must have one operand", s.name))),
                        SegKind::Opt(_) if n > 1 => return Err(Error::msg(format!("'{full}' segment '{}' has {n} operands", s.name))),
                        _ => {}
                    }
                    for _ in 0..n {
                        let &x = next.next().ok_or_else(|| Error::msg(format!("'{full}' has fewer operands than its segments")))?;
                        out.varint(self.value(x)?);
                    }
                }
            }
        }

        if spec.regions > 0 && self.nesting >= MAX_REGION_DEPTH {
            let loc = unsafe { Location::from_raw(mlirOperationGetLocation(op.to_raw())) };
            return Err(Error::msg(format!("'{full}' at {loc}: regions nested more than {MAX_REGION_DEPTH} deep, which bytecode readers refuse")));
        }
        self.nesting += 1;
        let regions = self.regions(op, spec.regions, out);
        self.nesting -= 1;
        regions?;
        for i in 0..serialized {
            self.number(unsafe { mlirOperationGetResult(op.to_raw(), i as isize) });
        }
        Ok(())
    }

    fn regions(&mut self, op: &OperationRef, expected: usize, out: &mut Out) -> Result<(), Error> {
        if expected > 0 {
            out.varint(op.region_count() as u64);
            for r in 0..op.region_count() {
                let region = op.region(r).map_err(|e| Error::msg(e.to_string()))?;
                let mut blocks = Vec::new();
                let mut b = region.first_block();
                while let Some(x) = b {
                    blocks.push(x);
                    b = x.next_in_region();
                }
                out.varint(blocks.len() as u64);
                for block in blocks {
                    let depth = self.stack.len();
                    out.varint(block.argument_count() as u64);
                    for i in 0..block.argument_count() {
                        let a = unsafe { mlirBlockGetArgument(block.to_raw(), i as isize) };
                        out.varint(self.pools.ty(&ty_of(unsafe { Type::from_raw(mlirValueGetType(a)) })?)?);
                        self.number(a);
                    }
                    let mut ops = Vec::new();
                    let mut o = block.first_operation();
                    while let Some(x) = o {
                        ops.push(x);
                        o = x.next_in_block();
                    }
                    out.varint(ops.len() as u64);
                    for x in ops {
                        self.op(&x, out).map_err(|e| e.in_op(&x))?;
                    }
                    self.truncate(depth);
                }
            }
        }
        Ok(())
    }
}

/// The numeric case of a printed enum attribute `#cuda_tile.<mnemonic><case>`.
fn enum_case(a: Attribute, e: super::optable::EnumKind) -> Result<u64, Error> {
    let text = a.to_string();
    let case = text.rsplit_once('<').and_then(|(_, c)| c.strip_suffix('>')).unwrap_or(&text).trim_matches('"');
    e.info().1.iter().position(|c| *c == case).map(|i| i as u64).ok_or_else(|| Error::msg(format!("cannot encode enum attribute {text}")))
}
