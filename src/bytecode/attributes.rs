//! Self-contained attributes (§6.2), predicates (§6.3) and optimization hints
//! (§6.4): decoded into our dialect's textual form, encoded from MLIR
//! attributes (builtin ones through the C API, dialect ones from their
//! printed form).

use super::reader::Tables;
use super::stream::{Cursor, Out};
use super::types::Ty;
use super::writer::Pools;
use super::Error;
use melior::ir::{attribute::AttributeLike, r#type::TypeLike, Attribute};
use mlir_sys::*;
use std::fmt::Write;

/// An MLIR string literal for raw bytes (hex escapes for anything unusual).
pub fn escape(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        if (0x20..0x7F).contains(&b) && b != b'"' && b != b'\\' {
            s.push(b as char);
        } else {
            write!(s, "\\{b:02X}").unwrap();
        }
    }
    s.push('"');
    s
}

const MAX_DEPTH: usize = 32;

/// Reads one self-contained attribute and returns its textual form.
pub fn read_text(c: &mut Cursor, t: &Tables, depth: usize) -> Result<String, Error> {
    read_text_in(c, t, depth, false)
}

fn read_text_in(c: &mut Cursor, t: &Tables, depth: usize, in_hints: bool) -> Result<String, Error> {
    if depth > MAX_DEPTH {
        return Err(c.error("attributes nested too deeply"));
    }
    let at = c.offset();
    let tag = c.varint("attribute tag")?;
    Ok(match tag {
        1 => {
            let ty = t.ty(c, "integer attribute type")?;
            let Ty::Int(w) = ty else { return Err(c.error("integer attribute of a non-integer type")) };
            if w == 1 {
                bool_text(c)?.to_string()
            } else {
                let v = c.varint("integer value")?;
                let v = fit_signed(v, w).ok_or_else(|| c.error(format!("integer value {v} does not fit in i{w}")))?;
                if in_hints {
                    v.to_string()
                } else {
                    format!("{v} : i{w}")
                }
            }
        }
        2 => {
            let ty = t.ty(c, "float attribute type")?;
            let w = match ty {
                Ty::Float(_) => ty.bit_width().unwrap(),
                _ => return Err(c.error("float attribute of a non-float type")),
            };
            let bits = read_apint(c, w)?;
            format!("0x{bits:X} : {}", ty.text(true))
        }
        3 => bool_text(c)?.to_string(),
        4 => t.ty(c, "type attribute")?.text(true),
        5 => escape(t.string(c, "string attribute")?),
        6 => {
            let n = c.count(1, "array size")?;
            let items = (0..n).map(|_| read_text(c, t, depth + 1)).collect::<Result<Vec<_>, _>>()?;
            format!("[{}]", items.join(", "))
        }
        7 => {
            let ty = t.ty(c, "dense elements type")?;
            let blob = t.constant(c)?;
            dense_text(&ty, blob).map_err(|m| Error::at(at, m))?
        }
        8 => {
            let d = c.varint("div_by divisor")?;
            let flags = c.u8("div_by flags")?;
            let mut s = format!("#cuda_tile.div_by<{d}");
            match flags {
                0 => {}
                3 => {
                    let every = c.svarint("div_by every")?;
                    let along = c.svarint("div_by along")?;
                    write!(s, ", every {every} along {along}").unwrap();
                }
                f => return Err(c.error(format!("unsupported div_by flags {f}"))),
            }
            s + ">"
        }
        9 => {
            let v = c.arr64("same_elements values")?;
            if v.iter().any(|&x| x == i64::MAX || x == i64::MIN) {
                return Err(c.error("array contains unsupported value"));
            }
            let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("#cuda_tile.same_elements<[{}]>", v.join(", "))
        }
        10 => format!("{{{}}}", dict_body(c, t, depth, in_hints)?),
        11 => hints_text(c, t, depth)?,
        12 => {
            let flags = c.u8("bounded flags")?;
            if flags > 3 {
                return Err(c.error(format!("invalid bounded flags {flags}")));
            }
            let lb = if flags & 1 != 0 { c.svarint("bounded lower bound")?.to_string() } else { "?".into() };
            let ub = if flags & 2 != 0 { c.svarint("bounded upper bound")?.to_string() } else { "?".into() };
            format!("#cuda_tile.bounded<{lb}, {ub}>")
        }
        _ => return Err(Error::at(at, format!("unsupported AttributeTag {tag}"))),
    })
}

fn bool_text(c: &mut Cursor) -> Result<&'static str, Error> {
    match c.u8("boolean")? {
        0 => Ok("false"),
        1 => Ok("true"),
        b => Err(Error::at(c.offset() - 1, format!("invalid boolean byte {b}"))),
    }
}

/// A zero-extended value of width `w`, as a signed number (None if it does not fit).
pub fn fit_signed(v: u64, w: u32) -> Option<i64> {
    if w < 64 && v >> w != 0 {
        return None;
    }
    Some(if w < 64 && v >> (w - 1) & 1 == 1 { (v | (!0u64 << w)) as i64 } else { v as i64 })
}

fn read_apint(c: &mut Cursor, w: u32) -> Result<u64, Error> {
    let v = if w <= 8 { c.u8("float bits")? as u64 } else { c.varint("float bits")? };
    // Widths 9..64 are zigzag-encoded 64-bit words.
    let v = if w <= 8 { v } else { (v >> 1) ^ (!(v & 1)).wrapping_add(1) };
    if w < 64 && v >> w != 0 {
        return Err(c.error(format!("float bit pattern 0x{v:X} does not fit in {w} bits")));
    }
    Ok(v)
}

fn write_apint(out: &mut Out, w: u32, bits: u64) {
    if w <= 8 {
        out.u8(bits as u8)
    } else {
        out.svarint(bits as i64)
    }
}

fn dict_body(c: &mut Cursor, t: &Tables, depth: usize, in_hints: bool) -> Result<String, Error> {
    let n = c.count(2, "dictionary size")?;
    let mut keys: Vec<&[u8]> = Vec::with_capacity(n);
    let mut items = Vec::with_capacity(n);
    for i in 0..n {
        let at = c.offset();
        let key = t.string(c, "dictionary key")?;
        if key.is_empty() {
            return Err(Error::at(at, format!("invalid empty attribute name for DictionaryAttr element {i}")));
        }
        if keys.contains(&key) {
            return Err(Error::at(at, format!("duplicate key in DictionaryAttr element {i}")));
        }
        keys.push(key);
        let v = read_text_in(c, t, depth + 1, in_hints)?;
        items.push(format!("{} = {v}", escape(key)));
    }
    Ok(items.join(", "))
}

/// An optimization-hints dictionary body (tag 11's payload, or the bare body of
/// a memory op's `optimization_hints`) as `#cuda_tile.optimization_hints<...>`.
pub fn hints_body_text(c: &mut Cursor, t: &Tables, depth: usize) -> Result<String, Error> {
    let n = c.count(2, "optimization hints size")?;
    let mut items = Vec::with_capacity(n);
    let mut keys: Vec<&[u8]> = Vec::with_capacity(n);
    for i in 0..n {
        let at = c.offset();
        let key = t.string(c, "optimization hints architecture")?;
        // Any other name is kept: unknown architectures are 13.3's to report, on request.
        if key.is_empty() || keys.contains(&key) {
            return Err(Error::at(at, format!("invalid architecture name in optimization hints element {i}")));
        }
        keys.push(key);
        let tag_at = c.offset();
        if c.varint("attribute tag")? != 10 {
            return Err(Error::at(tag_at, "optimization hints of an architecture must be a dictionary"));
        }
        let body = dict_body(c, t, depth + 1, true)?;
        items.push(format!("{} = {{{body}}}", escape(key)));
    }
    Ok(format!("#cuda_tile.optimization_hints<{}>", items.join(", ")))
}

fn hints_text(c: &mut Cursor, t: &Tables, depth: usize) -> Result<String, Error> {
    hints_body_text(c, t, depth)
}

/// A dense literal of tile type `ty` from a constant blob (§5), as MLIR text.
pub fn dense_text(ty: &Ty, blob: &[u8]) -> Result<String, String> {
    let (tensor, _) = dense_check(ty, blob)?;
    let mut s = String::with_capacity(blob.len() * 2 + 32);
    s.push_str("dense<\"0x");
    blob.iter().for_each(|b| write!(s, "{b:02X}").unwrap());
    write!(s, "\"> : {tensor}").unwrap();
    Ok(s)
}

/// Checks a constant blob against tile type `ty`; returns the builtin tensor type text and element count.
pub fn dense_check(ty: &Ty, blob: &[u8]) -> Result<(String, u64), String> {
    let Ty::Tile { shape, elem } = ty else { return Err("dense constant of a non-tile type".into()) };
    let w = elem.bit_width().ok_or("dense constant of a non-number element type")?;
    let n: u64 = shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d as u64)).ok_or("tile too large")?;
    let ok = if w == 1 {
        blob.len() as u64 == n.div_ceil(8) || (blob.len() == 1 && (blob[0] == 0 || blob[0] == 0xFF))
    } else {
        let bytes = w.div_ceil(8) as u64;
        blob.len() as u64 == bytes || blob.len() as u64 == bytes * n
    };
    if !ok || blob.is_empty() {
        return Err("failed to validate buffer size and format".into());
    }
    let mut tensor = String::from("tensor<");
    shape.iter().for_each(|d| write!(tensor, "{d}x").unwrap());
    tensor.push_str(&elem.text(false));
    tensor.push('>');
    Ok((tensor, n))
}

// ---------------------------------------------------------------- writing

pub fn is_integer(a: Attribute) -> bool {
    unsafe { mlirAttributeIsAInteger(a.to_raw()) }
}

/// The type of a typed attribute, as a [`Ty`].
pub fn attr_ty(a: Attribute) -> Result<Ty, Error> {
    let t = unsafe { melior::ir::Type::from_raw(mlirAttributeGetType(a.to_raw())) };
    Ty::parse(&t.to_string()).map_err(Error::msg)
}

/// The raw bytes of a dense elements attribute, in the bytecode's blob layout.
pub fn dense_raw(a: Attribute) -> Result<Vec<u8>, Error> {
    unsafe {
        if !mlirAttributeIsADenseElements(a.to_raw()) {
            return Err(Error::msg(format!("expected dense elements, got {a}")));
        }
        let p = mlirDenseElementsAttrGetRawData(a.to_raw()) as *const u8;
        let t = melior::ir::Type::from_raw(mlirAttributeGetType(a.to_raw()));
        let elem = mlirShapedTypeGetElementType(t.to_raw());
        let width = if mlirTypeIsAInteger(elem) {
            mlirIntegerTypeGetWidth(elem)
        } else {
            Ty::parse(&melior::ir::Type::from_raw(elem).to_string()).ok().and_then(|t| t.bit_width()).unwrap_or(8)
        };
        let n = mlirElementsAttrGetNumElements(a.to_raw()) as usize;
        let len = if mlirDenseElementsAttrIsSplat(a.to_raw()) {
            (width as usize).div_ceil(8)
        } else if width == 1 {
            n.div_ceil(8)
        } else {
            n * (width as usize).div_ceil(8)
        };
        let mut v = std::slice::from_raw_parts(p, len).to_vec();
        if width == 1 && mlirDenseElementsAttrIsSplat(a.to_raw()) && v[0] != 0 {
            v[0] = 0xFF;
        }
        Ok(v)
    }
}

/// Writes `a` as a self-contained attribute.
pub fn write_attr(a: Attribute, p: &mut Pools, out: &mut Out) -> Result<(), Error> {
    unsafe {
        let raw = a.to_raw();
        if mlirAttributeIsAInteger(raw) {
            let ty = attr_ty(a)?;
            let Ty::Int(w) = ty else { return Err(Error::msg(format!("unsupported integer attribute {a}"))) };
            out.varint(1);
            out.varint(p.ty(&ty)?);
            let v = mlirIntegerAttrGetValueUInt(raw);
            if w == 1 {
                out.u8((v & 1) as u8);
            } else {
                out.varint(if w < 64 { v & ((1u64 << w) - 1) } else { v });
            }
        } else if mlirAttributeIsAFloat(raw) {
            let ty = attr_ty(a)?;
            let w = ty.bit_width().unwrap();
            // The exact bit pattern, through a one-element dense splat.
            let shaped = mlirRankedTensorTypeGet(0, std::ptr::null(), mlirAttributeGetType(raw), mlirAttributeGetNull());
            let splat = mlirDenseElementsAttrSplatGet(shaped, raw);
            let bytes = dense_raw(Attribute::from_raw(splat))?;
            let mut bits = 0u64;
            bytes.iter().rev().for_each(|&b| bits = bits << 8 | b as u64);
            out.varint(2);
            out.varint(p.ty(&ty)?);
            write_apint(out, w, bits);
        } else if mlirAttributeIsAType(raw) {
            let t = melior::ir::Type::from_raw(mlirTypeAttrGetValue(raw));
            out.varint(4);
            out.varint(p.ty(&Ty::parse(&t.to_string()).map_err(Error::msg)?)?);
        } else if mlirAttributeIsAString(raw) {
            out.varint(5);
            out.varint(p.string(string_ref_bytes(mlirStringAttrGetValue(raw))));
        } else if mlirAttributeIsAArray(raw) {
            out.varint(6);
            let n = mlirArrayAttrGetNumElements(raw);
            out.varint(n as u64);
            for i in 0..n {
                write_attr(Attribute::from_raw(mlirArrayAttrGetElement(raw, i)), p, out)?;
            }
        } else if mlirAttributeIsADenseElements(raw) {
            let ty = attr_ty(a)?;
            out.varint(7);
            let Ty::Tile { .. } = ty else { return Err(Error::msg("dense attribute of unsupported type")) };
            out.varint(p.ty(&ty)?);
            out.varint(p.constant(dense_raw(a)?));
        } else if mlirAttributeIsADictionary(raw) {
            out.varint(10);
            write_dict(a, p, out)?;
        } else if !crate::ffi::cudaTileOptimizationHintsGetDictionary(raw).ptr.is_null() {
            out.varint(11);
            write_hints_body(a, p, out)?;
        } else {
            write_dialect_attr(&a.to_string(), out)?;
        }
    }
    Ok(())
}

fn write_dict(a: Attribute, p: &mut Pools, out: &mut Out) -> Result<(), Error> {
    unsafe {
        let raw = a.to_raw();
        let n = mlirDictionaryAttrGetNumElements(raw);
        out.varint(n as u64);
        for i in 0..n {
            let e = mlirDictionaryAttrGetElement(raw, i);
            out.varint(p.string(string_ref_bytes(mlirIdentifierStr(e.name))));
            write_attr(Attribute::from_raw(e.attribute), p, out)?;
        }
    }
    Ok(())
}

pub fn string_ref_bytes<'a>(s: MlirStringRef) -> &'a [u8] {
    if s.length == 0 {
        return &[];
    }
    unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length) }
}

/// Dialect attributes that can be self-contained, but hints: predicates, from text.
pub fn write_dialect_attr(text: &str, out: &mut Out) -> Result<(), Error> {
    let unsupported = || Error::msg(format!("unsupported attribute in bytecode writer: {text}"));
    let inner = |prefix: &str| text.strip_prefix(prefix).and_then(|s| s.strip_suffix('>'));
    if let Some(body) = inner("#cuda_tile.div_by<") {
        let nums: Vec<i64> =
            body.split(|c| c == ',' || c == ' ').filter_map(|w| w.parse().ok()).collect();
        out.varint(8);
        out.varint(*nums.first().ok_or_else(unsupported)? as u64);
        match nums.len() {
            1 => out.u8(0),
            3 => {
                out.u8(3);
                out.svarint(nums[1]);
                out.svarint(nums[2]);
            }
            _ => return Err(unsupported()),
        }
    } else if let Some(body) = inner("#cuda_tile.same_elements<") {
        let body = body.trim_start_matches('[').trim_end_matches(']');
        let nums = body.split(", ").filter(|w| !w.is_empty()).map(|w| w.trim().parse::<i64>().map_err(|_| unsupported()));
        let nums: Vec<i64> = nums.collect::<Result<_, _>>()?;
        out.varint(9);
        out.arr64(&nums);
    } else if let Some(body) = inner("#cuda_tile.bounded<") {
        let (lb, ub) = body.split_once(", ").ok_or_else(unsupported)?;
        let lb: Option<i64> = if lb == "?" { None } else { Some(lb.parse().map_err(|_| unsupported())?) };
        let ub: Option<i64> = if ub == "?" { None } else { Some(ub.parse().map_err(|_| unsupported())?) };
        out.varint(12);
        out.u8(lb.is_some() as u8 | (ub.is_some() as u8) << 1);
        lb.into_iter().chain(ub).for_each(|v| out.svarint(v));
    } else {
        return Err(unsupported());
    }
    Ok(())
}

/// The dictionary body of `#cuda_tile.optimization_hints<...>` (tag 11's
/// payload, or a memory op's bare body): architecture names to
/// dictionaries, written as they are whatever keys and values they hold (13.3
/// checks those only on request, §3.3 of the addendum).
pub fn write_hints_body(a: Attribute, p: &mut Pools, out: &mut Out) -> Result<(), Error> {
    let dict = unsafe { crate::ffi::cudaTileOptimizationHintsGetDictionary(a.to_raw()) };
    if dict.ptr.is_null() {
        return Err(Error::msg(format!("expected optimization hints, got {a}")));
    }
    write_dict(unsafe { Attribute::from_raw(dict) }, p, out)
}
