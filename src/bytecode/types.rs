//! Types: the type-table records (§4), their textual form in our dialect's
//! syntax (how the reader builds MLIR types) and a parser of that printed form
//! (how the writer learns a type's structure without a C API for dialect types).

use super::optable::EnumKind;
use super::stream::{Cursor, Out};
use super::{Error, Version};
use std::fmt::Write;

pub const DYNAMIC: i64 = i64::MIN;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Int(u32),
    /// The builtin name: f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN.
    Float(&'static str),
    Ptr(Box<Ty>),
    Tile { shape: Vec<i64>, elem: Box<Ty> },
    TensorView { elem: Box<Ty>, shape: Vec<i64>, strides: Vec<i64> },
    PartitionView { tile: Vec<i32>, view: Box<Ty>, dim_map: Vec<i32>, padding: Option<u64> },
    Func { ins: Vec<Ty>, outs: Vec<Ty> },
    Token,
}

/// The bytecode's rule for an entry's arguments (NVIDIA's reader checks it):
/// rank-0 tiles only, though the dialect also lets a kernel take tokens and
/// views.
pub fn check_entry_arguments(ins: &[Ty]) -> Result<(), String> {
    for (i, ty) in ins.iter().enumerate() {
        if !matches!(ty, Ty::Tile { shape, .. } if shape.is_empty()) {
            return Err(format!("entry argument #{i} is '{}': bytecode holds only rank-0 tile arguments", ty.text(true)));
        }
    }
    Ok(())
}

const FLOATS: [(u64, &str, u32); 9] = [
    (5, "f16", 16),
    (6, "bf16", 16),
    (7, "f32", 32),
    (8, "tf32", 19),
    (9, "f64", 64),
    (10, "f8E4M3FN", 8),
    (11, "f8E5M2", 8),
    (18, "f8E8M0FNU", 8),
    (19, "f4E2M1FN", 4),
];
const INTS: [(u64, u32); 6] = [(0, 1), (1, 8), (2, 16), (3, 32), (4, 64), (22, 4)];

/// The first version that has type tag `tag`.
fn tag_since(tag: u64) -> Version {
    match tag {
        18 => Version::new(13, 2),
        19..=22 => Version::new(13, 3),
        _ => Version::new(13, 1),
    }
}

fn tag_name(tag: u64) -> &'static str {
    match tag {
        18 => "Float8E8M0FNU",
        19 => "Float4E2M1FN",
        20 => "GatherScatterView",
        21 => "StridedView",
        22 => "Int4",
        _ => "type",
    }
}

impl Ty {
    /// Bit width of an integer or float element type.
    pub fn bit_width(&self) -> Option<u32> {
        match self {
            Ty::Int(w) => Some(*w),
            Ty::Float(n) => FLOATS.iter().find(|f| f.1 == *n).map(|f| f.2),
            _ => None,
        }
    }

    /// Our dialect's printed form; `top` adds the `!cuda_tile.` prefix that a
    /// type needs outside a dialect type's parameters.
    pub fn text(&self, top: bool) -> String {
        let mut s = String::new();
        self.write_text(&mut s, top);
        s
    }

    fn write_text(&self, s: &mut String, top: bool) {
        let prefix = if top { "!cuda_tile." } else { "" };
        match self {
            Ty::Int(w) => write!(s, "i{w}").unwrap(),
            Ty::Float(n) => s.push_str(n),
            Ty::Token => write!(s, "{prefix}token").unwrap(),
            Ty::Ptr(p) => {
                write!(s, "{prefix}ptr<").unwrap();
                p.write_text(s, false);
                s.push('>');
            }
            Ty::Tile { shape, elem } => {
                write!(s, "{prefix}tile<").unwrap();
                shape.iter().for_each(|d| write!(s, "{d}x").unwrap());
                elem.write_text(s, false);
                s.push('>');
            }
            Ty::TensorView { elem, shape, strides } => {
                write!(s, "{prefix}tensor_view<").unwrap();
                shape.iter().for_each(|&d| write!(s, "{}x", dim(d)).unwrap());
                elem.write_text(s, false);
                if !shape.is_empty() || !strides.is_empty() {
                    s.push_str(", strides=[");
                    let st: Vec<String> = strides.iter().map(|&d| dim(d)).collect();
                    s.push_str(&st.join(","));
                    s.push(']');
                }
                s.push('>');
            }
            Ty::PartitionView { tile, view, dim_map, padding } => {
                write!(s, "{prefix}partition_view<tile=(").unwrap();
                let t: Vec<String> = tile.iter().map(|d| d.to_string()).collect();
                s.push_str(&t.join("x"));
                s.push_str("), ");
                if let Some(p) = padding {
                    write!(s, "padding_value = {}, ", EnumKind::PaddingValue.info().1[*p as usize]).unwrap();
                }
                view.write_text(s, false);
                let identity = dim_map.iter().enumerate().all(|(i, &d)| d as usize == i);
                if !identity {
                    let m: Vec<String> = dim_map.iter().map(|d| d.to_string()).collect();
                    write!(s, ", dim_map=[{}]", m.join(", ")).unwrap();
                }
                s.push('>');
            }
            Ty::Func { ins, outs } => {
                let i: Vec<String> = ins.iter().map(|t| t.text(true)).collect();
                let o: Vec<String> = outs.iter().map(|t| t.text(true)).collect();
                write!(s, "({}) -> ({})", i.join(", "), o.join(", ")).unwrap();
            }
        }
    }

    /// Parses the printed form of a type (prefixed or not).
    pub fn parse(text: &str) -> Result<Ty, String> {
        let mut p = TextParser { s: text.as_bytes(), pos: 0 };
        let t = p.ty()?;
        if p.pos != p.s.len() {
            return Err(format!("trailing text in type '{text}'"));
        }
        Ok(t)
    }

    /// The minimum version that can encode this type (and its components).
    pub fn min_version(&self) -> (Version, &'static str) {
        let mut best = (Version::new(13, 1), "");
        self.visit(&mut |t| {
            let need = match t {
                Ty::Float("f8E8M0FNU") => (Version::new(13, 2), "Float8E8M0FNU"),
                Ty::Float("f4E2M1FN") => (Version::new(13, 3), "Float4E2M1FN"),
                Ty::Int(4) => (Version::new(13, 3), "Int4"),
                _ => (Version::new(13, 1), ""),
            };
            if need.0 > best.0 {
                best = need;
            }
        });
        best
    }

    fn visit(&self, f: &mut dyn FnMut(&Ty)) {
        f(self);
        match self {
            Ty::Ptr(p) => p.visit(f),
            Ty::Tile { elem, .. } | Ty::TensorView { elem, .. } => elem.visit(f),
            Ty::PartitionView { view, .. } => view.visit(f),
            Ty::Func { ins, outs } => ins.iter().chain(outs).for_each(|t| t.visit(f)),
            _ => {}
        }
    }
}

fn dim(d: i64) -> String {
    if d == DYNAMIC {
        "?".into()
    } else {
        d.to_string()
    }
}

/// Decodes the type table (§4) eagerly into trees; components may be forward
/// references, so records are resolved recursively with a cycle check.
pub fn decode_table(records: &[(usize, &[u8])], version: Version) -> Result<Vec<Ty>, Error> {
    let mut state: Vec<Option<Ty>> = vec![None; records.len()];
    let mut visiting = vec![false; records.len()];
    for i in 0..records.len() {
        resolve(i, records, version, &mut state, &mut visiting, 0)?;
    }
    Ok(state.into_iter().map(|t| t.unwrap()).collect())
}

fn resolve(
    i: usize,
    records: &[(usize, &[u8])],
    version: Version,
    state: &mut Vec<Option<Ty>>,
    visiting: &mut Vec<bool>,
    depth: usize,
) -> Result<Ty, Error> {
    if let Some(t) = &state[i] {
        return Ok(t.clone());
    }
    let (offset, bytes) = records[i];
    let mut c = Cursor::new(bytes, offset);
    if visiting[i] || depth > 64 {
        return Err(c.error(format!("type #{i} refers to itself")));
    }
    visiting[i] = true;
    let mut sub = |c: &mut Cursor, what: &str| -> Result<Ty, Error> {
        let at = c.offset();
        let k = c.index(what)?;
        if k >= records.len() {
            return Err(Error::at(at, format!("{what}: type index {k} out of range ({} types)", records.len())));
        }
        resolve(k, records, version, state, visiting, depth + 1)
    };
    let tag_at = c.offset();
    let tag = c.varint("type tag")?;
    if tag_since(tag) > version {
        return Err(Error::at(
            tag_at,
            format!("type '{}' requires bytecode version {}+, file version is {version}", tag_name(tag), tag_since(tag)),
        ));
    }
    let v133 = version >= Version::new(13, 3);
    let v134 = version >= Version::new(13, 4);
    let ty = match tag {
        _ if INTS.iter().any(|x| x.0 == tag) => Ty::Int(INTS.iter().find(|x| x.0 == tag).unwrap().1),
        _ if FLOATS.iter().any(|x| x.0 == tag) => Ty::Float(FLOATS.iter().find(|x| x.0 == tag).unwrap().1),
        17 => Ty::Token,
        12 => {
            if v134 {
                let flags = c.varint("pointer flags")?;
                if flags != 0 {
                    return Err(c.error(format!("13.4 pointer parameters (flags {flags}) are not supported")));
                }
            }
            let p = sub(&mut c, "pointee")?;
            if p.bit_width().is_none() {
                return Err(c.error("pointee is not a number type"));
            }
            Ty::Ptr(Box::new(p))
        }
        13 => {
            let elem = sub(&mut c, "tile element")?;
            let shape = c.arr64("tile shape")?;
            if !matches!(elem, Ty::Int(_) | Ty::Float(_) | Ty::Ptr(_)) {
                return Err(c.error("tile element is not a number or pointer type"));
            }
            if shape.iter().any(|&d| d <= 0 || d & (d - 1) != 0) {
                return Err(c.error(format!("tile dimensions {shape:?} must be powers of two")));
            }
            Ty::Tile { shape, elem: Box::new(elem) }
        }
        14 => {
            if v134 {
                let flags = c.varint("tensor_view flags")?;
                if flags != 0 {
                    return Err(c.error(format!("13.4 tensor_view parameters (flags {flags}) are not supported")));
                }
            }
            let elem = sub(&mut c, "tensor_view element")?;
            let shape = c.arr64("tensor_view shape")?;
            let strides = c.arr64("tensor_view strides")?;
            if elem.bit_width().is_none() || shape.len() != strides.len() {
                return Err(c.error("malformed tensor_view type"));
            }
            if shape.iter().chain(&strides).any(|&d| d != DYNAMIC && d <= 0) {
                return Err(c.error("tensor_view extents and strides must be positive or dynamic"));
            }
            Ty::TensorView { elem: Box::new(elem), shape, strides }
        }
        15 => {
            let flags = if v133 { c.varint("partition_view flags")? } else { 0 };
            if flags > 1 {
                return Err(c.error(format!("unknown partition_view flags {flags}")));
            }
            let tile = c.arr32("partition_view tile shape")?;
            let view = sub(&mut c, "partition_view tensor_view")?;
            let dim_map = c.arr32("partition_view dim_map")?;
            let has_padding = if v133 {
                flags & 1 == 1
            } else {
                match c.u8("partition_view padding presence")? {
                    0 => false,
                    1 => true,
                    b => return Err(c.error(format!("invalid presence byte {b}"))),
                }
            };
            let padding = if has_padding { Some(enum_value(&mut c, EnumKind::PaddingValue)?) } else { None };
            let Ty::TensorView { shape, .. } = &view else {
                return Err(c.error("partition_view must wrap a tensor_view type"));
            };
            if tile.len() != shape.len() || dim_map.len() != tile.len() {
                return Err(c.error("partition_view rank mismatch"));
            }
            let mut seen = vec![false; dim_map.len()];
            for &d in &dim_map {
                if d < 0 || d as usize >= seen.len() || std::mem::replace(&mut seen[d as usize], true) {
                    return Err(c.error(format!("partition_view dim_map {dim_map:?} is not a permutation")));
                }
            }
            if tile.iter().any(|&d| d <= 0 || d & (d - 1) != 0) {
                return Err(c.error("partition_view tile dimensions must be powers of two"));
            }
            Ty::PartitionView { tile, view: Box::new(view), dim_map, padding }
        }
        16 => {
            let nin = c.count(1, "function type inputs")?;
            let ins = (0..nin).map(|_| sub(&mut c, "function input")).collect::<Result<Vec<_>, _>>()?;
            let nout = c.count(1, "function type results")?;
            let outs = (0..nout).map(|_| sub(&mut c, "function result")).collect::<Result<Vec<_>, _>>()?;
            Ty::Func { ins, outs }
        }
        20 | 21 => return Err(Error::at(tag_at, format!("type '{}' is not supported by this dialect", tag_name(tag)))),
        _ => return Err(Error::at(tag_at, format!("unknown type tag {tag}"))),
    };
    visiting[i] = false;
    state[i] = Some(ty.clone());
    Ok(ty)
}

pub fn enum_value(c: &mut Cursor, e: EnumKind) -> Result<u64, Error> {
    let at = c.offset();
    let v = c.varint("enum value")?;
    if v as usize >= e.info().1.len() {
        return Err(Error::at(at, format!("invalid {} value {v}", e.info().0)));
    }
    Ok(v)
}

/// Encodes one type record whose components already have indices.
pub fn encode(t: &Ty, version: Version, index: &mut dyn FnMut(&Ty) -> u64, out: &mut Out) {
    let v133 = version >= Version::new(13, 3);
    let v134 = version >= Version::new(13, 4);
    match t {
        Ty::Int(w) => out.varint(INTS.iter().find(|x| x.1 == *w).unwrap().0),
        Ty::Float(n) => out.varint(FLOATS.iter().find(|x| x.1 == *n).unwrap().0),
        Ty::Token => out.varint(17),
        Ty::Ptr(p) => {
            out.varint(12);
            if v134 {
                out.varint(0);
            }
            out.varint(index(p));
        }
        Ty::Tile { shape, elem } => {
            out.varint(13);
            out.varint(index(elem));
            out.arr64(shape);
        }
        Ty::TensorView { elem, shape, strides } => {
            out.varint(14);
            if v134 {
                out.varint(0);
            }
            out.varint(index(elem));
            out.arr64(shape);
            out.arr64(strides);
        }
        Ty::PartitionView { tile, view, dim_map, padding } => {
            out.varint(15);
            if v133 {
                out.varint(padding.is_some() as u64);
            }
            out.arr32(tile);
            out.varint(index(view));
            out.arr32(dim_map);
            if !v133 {
                out.u8(padding.is_some() as u8);
            }
            if let Some(p) = padding {
                out.varint(*p);
            }
        }
        Ty::Func { ins, outs } => {
            out.varint(16);
            out.varint(ins.len() as u64);
            ins.iter().for_each(|t| {
                let i = index(t);
                out.varint(i)
            });
            out.varint(outs.len() as u64);
            outs.iter().for_each(|t| {
                let i = index(t);
                out.varint(i)
            });
        }
    }
}

/// The components a record refers to (they get indices first).
pub fn components(t: &Ty) -> Vec<&Ty> {
    match t {
        Ty::Ptr(p) => vec![p],
        Ty::Tile { elem, .. } | Ty::TensorView { elem, .. } => vec![elem],
        Ty::PartitionView { view, .. } => vec![view],
        Ty::Func { ins, outs } => ins.iter().chain(outs).collect(),
        _ => vec![],
    }
}

struct TextParser<'a> {
    s: &'a [u8],
    pos: usize,
}

impl TextParser<'_> {
    fn eat(&mut self, lit: &str) -> bool {
        if self.s[self.pos..].starts_with(lit.as_bytes()) {
            self.pos += lit.len();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, lit: &str) -> Result<(), String> {
        self.skip_ws();
        if self.eat(lit) {
            self.skip_ws();
            Ok(())
        } else {
            Err(format!("expected '{lit}' at '{}'", String::from_utf8_lossy(&self.s[self.pos..])))
        }
    }
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos] == b' ' {
            self.pos += 1;
        }
    }
    fn ident(&mut self) -> &str {
        let start = self.pos;
        while self.pos < self.s.len() && (self.s[self.pos].is_ascii_alphanumeric() || self.s[self.pos] == b'_') {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos]).unwrap()
    }
    fn int(&mut self) -> Result<i64, String> {
        if self.eat("?") {
            return Ok(DYNAMIC);
        }
        let start = self.pos;
        if self.pos < self.s.len() && self.s[self.pos] == b'-' {
            self.pos += 1;
        }
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos]).unwrap().parse().map_err(|_| "expected an integer".to_string())
    }
    /// `4x8x` prefixes of a shaped type, then the element type.
    fn dims_then_elem(&mut self) -> Result<(Vec<i64>, Ty), String> {
        let mut dims = Vec::new();
        loop {
            let c = *self.s.get(self.pos).ok_or("unexpected end of type")?;
            if c.is_ascii_digit() || c == b'?' {
                dims.push(self.int()?);
                if !self.eat("x") {
                    return Err("expected 'x' after a dimension".into());
                }
            } else {
                return Ok((dims, self.ty()?));
            }
        }
    }
    fn list(&mut self, open: &str, close: &str, sep: &str) -> Result<Vec<i64>, String> {
        self.expect(open)?;
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            self.skip_ws();
            v.push(self.int()?);
            self.skip_ws();
            if self.eat(close) {
                return Ok(v);
            }
            if !self.eat(sep) {
                return Err(format!("expected '{sep}' in a list"));
            }
        }
    }
    fn ty(&mut self) -> Result<Ty, String> {
        self.eat("!cuda_tile.");
        let name = self.ident().to_string();
        if let Some(f) = FLOATS.iter().find(|f| f.1 == name) {
            return Ok(Ty::Float(f.1));
        }
        if let Some(w) = name.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
            return if INTS.iter().any(|x| x.1 == w) { Ok(Ty::Int(w)) } else { Err(format!("unsupported type i{w}")) };
        }
        match name.as_str() {
            "token" => Ok(Ty::Token),
            "ptr" => {
                self.expect("<")?;
                let p = self.ty()?;
                self.expect(">")?;
                Ok(Ty::Ptr(Box::new(p)))
            }
            "tile" => {
                self.expect("<")?;
                let (shape, elem) = self.dims_then_elem()?;
                self.expect(">")?;
                Ok(Ty::Tile { shape, elem: Box::new(elem) })
            }
            "tensor_view" => {
                self.expect("<")?;
                let (shape, elem) = self.dims_then_elem()?;
                let strides = if self.eat(",") {
                    self.expect("strides=")?;
                    self.list("[", "]", ",")?
                } else {
                    Vec::new()
                };
                self.expect(">")?;
                Ok(Ty::TensorView { elem: Box::new(elem), shape, strides })
            }
            "partition_view" => {
                self.expect("<")?;
                self.expect("tile=")?;
                let tile: Vec<i32> = self.list("(", ")", "x")?.into_iter().map(|d| d as i32).collect();
                self.expect(",")?;
                let mut padding = None;
                if self.eat("padding_value") {
                    self.expect("=")?;
                    let case = self.ident().to_string();
                    let cases = EnumKind::PaddingValue.info().1;
                    padding = Some(cases.iter().position(|c| *c == case).ok_or("unknown padding value")? as u64);
                    self.expect(",")?;
                }
                let view = self.ty()?;
                let mut dim_map: Vec<i32> = (0..tile.len() as i32).collect();
                if self.eat(",") {
                    self.expect("dim_map=")?;
                    dim_map = self.list("[", "]", ",")?.into_iter().map(|d| d as i32).collect();
                }
                self.expect(">")?;
                Ok(Ty::PartitionView { tile, view: Box::new(view), dim_map, padding })
            }
            _ => Err(format!("type '{name}' cannot be encoded in bytecode")),
        }
    }
}
