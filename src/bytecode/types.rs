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
    /// 13.3: a grid whose tile origins step by `strides` instead of by the tile extents.
    StridedView { tile: Vec<i32>, strides: Vec<i32>, view: Box<Ty>, dim_map: Vec<i32>, padding: Option<u64> },
    /// 13.3: dimension `sparse_dim` is addressed by a tile of coordinates instead of a tile index.
    GatherScatterView { tile: Vec<i32>, view: Box<Ty>, sparse_dim: u32, padding: Option<u64> },
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
                write_view_tile(s, prefix, "partition_view", tile);
                write_padding_and_view(s, *padding, view);
                write_dim_map(s, dim_map);
                s.push('>');
            }
            Ty::StridedView { tile, strides, view, dim_map, padding } => {
                write_view_tile(s, prefix, "strided_view", tile);
                let st: Vec<String> = strides.iter().map(|d| d.to_string()).collect();
                write!(s, "traversal_strides=[{}], ", st.join(",")).unwrap();
                write_padding_and_view(s, *padding, view);
                write_dim_map(s, dim_map);
                s.push('>');
            }
            Ty::GatherScatterView { tile, view, sparse_dim, padding } => {
                write_view_tile(s, prefix, "gather_scatter_view", tile);
                write_padding_and_view(s, *padding, view);
                write!(s, ", sparse_dim={sparse_dim}>").unwrap();
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
                Ty::StridedView { .. } => (Version::new(13, 3), "StridedView"),
                Ty::GatherScatterView { .. } => (Version::new(13, 3), "GatherScatterView"),
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
            Ty::PartitionView { view, .. } | Ty::StridedView { view, .. } | Ty::GatherScatterView { view, .. } => {
                view.visit(f)
            }
            Ty::Func { ins, outs } => ins.iter().chain(outs).for_each(|t| t.visit(f)),
            _ => {}
        }
    }
}

/// `{prefix}NAME<tile=(AxB), `: how every grid view's text starts.
fn write_view_tile(s: &mut String, prefix: &str, name: &str, tile: &[i32]) {
    let t: Vec<String> = tile.iter().map(|d| d.to_string()).collect();
    write!(s, "{prefix}{name}<tile=({}), ", t.join("x")).unwrap();
}

fn write_padding_and_view(s: &mut String, padding: Option<u64>, view: &Ty) {
    if let Some(p) = padding {
        write!(s, "padding_value = {}, ", EnumKind::PaddingValue.info().1[p as usize]).unwrap();
    }
    view.write_text(s, false);
}

/// The dialect prints a dim_map only when it is not the identity.
fn write_dim_map(s: &mut String, dim_map: &[i32]) {
    if dim_map.iter().enumerate().any(|(i, &d)| d as usize != i) {
        let m: Vec<String> = dim_map.iter().map(|d| d.to_string()).collect();
        write!(s, ", dim_map=[{}]", m.join(", ")).unwrap();
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
            const KIND: &str = "partition_view";
            let flags = if v133 { view_flags(&mut c, KIND)? } else { 0 };
            let tile = view_tile(&mut c, KIND)?;
            let view = view_tensor(&mut c, KIND, &tile, &mut sub)?;
            let dim_map = view_dim_map(&mut c, KIND, tile.len())?;
            let has_padding = if v133 {
                flags & 1 == 1
            } else {
                match c.u8("partition_view padding presence")? {
                    0 => false,
                    1 => true,
                    b => return Err(Error::at(c.offset() - 1, format!("invalid presence byte {b}"))),
                }
            };
            let padding = if has_padding { Some(enum_value(&mut c, EnumKind::PaddingValue)?) } else { None };
            Ty::PartitionView { tile, view: Box::new(view), dim_map, padding }
        }
        21 => {
            const KIND: &str = "strided_view";
            let flags = view_flags(&mut c, KIND)?;
            let tile = view_tile(&mut c, KIND)?;
            let at = c.offset();
            let strides = c.arr32("strided_view traversal strides")?;
            if strides.len() != tile.len() {
                return Err(Error::at(
                    at,
                    format!("strided_view has {} traversal strides for a rank-{} tile", strides.len(), tile.len()),
                ));
            }
            if let Some(s) = strides.iter().find(|&&s| s <= 0) {
                return Err(Error::at(at, format!("strided_view traversal strides must be positive, got {s}")));
            }
            let view = view_tensor(&mut c, KIND, &tile, &mut sub)?;
            let dim_map = view_dim_map(&mut c, KIND, tile.len())?;
            let padding = if flags & 1 == 1 { Some(enum_value(&mut c, EnumKind::PaddingValue)?) } else { None };
            Ty::StridedView { tile, strides, view: Box::new(view), dim_map, padding }
        }
        20 => {
            const KIND: &str = "gather_scatter_view";
            let flags = view_flags(&mut c, KIND)?;
            let tile = view_tile(&mut c, KIND)?;
            let view = view_tensor(&mut c, KIND, &tile, &mut sub)?;
            let at = c.offset();
            let sparse_dim = c.varint("gather_scatter_view sparse_dim")?;
            if sparse_dim >= tile.len() as u64 {
                return Err(Error::at(
                    at,
                    format!("gather_scatter_view sparse_dim {sparse_dim} is not a dimension of the rank-{} tensor_view", tile.len()),
                ));
            }
            let padding = if flags & 1 == 1 { Some(enum_value(&mut c, EnumKind::PaddingValue)?) } else { None };
            Ty::GatherScatterView { tile, view: Box::new(view), sparse_dim: sparse_dim as u32, padding }
        }
        16 => {
            let nin = c.count(1, "function type inputs")?;
            let ins = (0..nin).map(|_| sub(&mut c, "function input")).collect::<Result<Vec<_>, _>>()?;
            let nout = c.count(1, "function type results")?;
            let outs = (0..nout).map(|_| sub(&mut c, "function result")).collect::<Result<Vec<_>, _>>()?;
            Ty::Func { ins, outs }
        }
        _ => return Err(Error::at(tag_at, format!("unknown type tag {tag}"))),
    };
    visiting[i] = false;
    state[i] = Some(ty.clone());
    Ok(ty)
}

/// The leading optional-parameter bitfield of a view record from 13.3 on
/// (§4.2), where bit 0 (padding_value) is the only one defined.
fn view_flags(c: &mut Cursor, kind: &str) -> Result<u64, Error> {
    let at = c.offset();
    let flags = c.varint(&format!("{kind} flags"))?;
    if flags > 1 {
        return Err(Error::at(at, format!("unknown {kind} flags {flags}")));
    }
    Ok(flags)
}

/// A view's tile shape: rank 1 or more, powers of two.
fn view_tile(c: &mut Cursor, kind: &str) -> Result<Vec<i32>, Error> {
    let at = c.offset();
    let tile = c.arr32(&format!("{kind} tile shape"))?;
    if tile.is_empty() {
        return Err(Error::at(at, format!("{kind} tile must have rank 1 or more")));
    }
    if let Some(d) = tile.iter().find(|&&d| d <= 0 || d & (d - 1) != 0) {
        return Err(Error::at(at, format!("{kind} tile dimensions must be positive powers of two, got {d}")));
    }
    Ok(tile)
}

/// The tensor_view a view wraps, whose rank must be the tile's.
fn view_tensor<'a>(
    c: &mut Cursor<'a>,
    kind: &str,
    tile: &[i32],
    sub: &mut dyn FnMut(&mut Cursor<'a>, &str) -> Result<Ty, Error>,
) -> Result<Ty, Error> {
    let at = c.offset();
    let view = sub(c, &format!("{kind} tensor_view"))?;
    let Ty::TensorView { shape, .. } = &view else {
        return Err(Error::at(at, format!("{kind} must wrap a tensor_view type, got '{}'", view.text(true))));
    };
    if shape.len() != tile.len() {
        return Err(Error::at(at, format!("{kind} tile rank {} does not match tensor_view rank {}", tile.len(), shape.len())));
    }
    Ok(view)
}

/// A dim_map: always written in full, a permutation of the tile's dimensions.
fn view_dim_map(c: &mut Cursor, kind: &str, rank: usize) -> Result<Vec<i32>, Error> {
    let at = c.offset();
    let dim_map = c.arr32(&format!("{kind} dim_map"))?;
    let mut seen = vec![false; rank];
    let permutation = dim_map.len() == rank
        && dim_map.iter().all(|&d| d >= 0 && (d as usize) < rank && !std::mem::replace(&mut seen[d as usize], true));
    if !permutation {
        return Err(Error::at(at, format!("{kind} dim_map {dim_map:?} is not a permutation of the {rank} tile dimensions")));
    }
    Ok(dim_map)
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
        // Types new in 13.3 have only the unified-bitfield layout.
        Ty::StridedView { tile, strides, view, dim_map, padding } => {
            out.varint(21);
            out.varint(padding.is_some() as u64);
            out.arr32(tile);
            out.arr32(strides);
            out.varint(index(view));
            out.arr32(dim_map);
            if let Some(p) = padding {
                out.varint(*p);
            }
        }
        Ty::GatherScatterView { tile, view, sparse_dim, padding } => {
            out.varint(20);
            out.varint(padding.is_some() as u64);
            out.arr32(tile);
            out.varint(index(view));
            out.varint(*sparse_dim as u64);
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
        Ty::PartitionView { view, .. } | Ty::StridedView { view, .. } | Ty::GatherScatterView { view, .. } => vec![view],
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
    /// A list of 32-bit values (the dialect keeps view parameters in that range).
    fn list32(&mut self, open: &str, close: &str, sep: &str) -> Result<Vec<i32>, String> {
        self.list(open, close, sep)?.into_iter().map(|d| i32::try_from(d).map_err(|_| format!("{d} does not fit in 32 bits"))).collect()
    }
    /// `<tile=(AxB),` opening every grid view.
    fn view_tile(&mut self) -> Result<Vec<i32>, String> {
        self.expect("<")?;
        self.expect("tile=")?;
        let tile = self.list32("(", ")", "x")?;
        self.expect(",")?;
        Ok(tile)
    }
    /// `[padding_value = X,] tensor_view<...>`.
    fn padding_and_view(&mut self) -> Result<(Option<u64>, Ty), String> {
        let mut padding = None;
        if self.eat("padding_value") {
            self.expect("=")?;
            let case = self.ident().to_string();
            let cases = EnumKind::PaddingValue.info().1;
            padding = Some(cases.iter().position(|c| *c == case).ok_or("unknown padding value")? as u64);
            self.expect(",")?;
        }
        Ok((padding, self.ty()?))
    }
    /// `[, dim_map=[..]] >`; bytecode always holds the map, the identity when it is not printed.
    fn dim_map_and_end(&mut self, rank: usize) -> Result<Vec<i32>, String> {
        let mut dim_map: Vec<i32> = (0..rank as i32).collect();
        if self.eat(",") {
            self.expect("dim_map=")?;
            dim_map = self.list32("[", "]", ",")?;
        }
        self.expect(">")?;
        Ok(dim_map)
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
                let tile = self.view_tile()?;
                let (padding, view) = self.padding_and_view()?;
                let dim_map = self.dim_map_and_end(tile.len())?;
                Ok(Ty::PartitionView { tile, view: Box::new(view), dim_map, padding })
            }
            "strided_view" => {
                let tile = self.view_tile()?;
                self.expect("traversal_strides=")?;
                let strides = self.list32("[", "]", ",")?;
                self.expect(",")?;
                let (padding, view) = self.padding_and_view()?;
                let dim_map = self.dim_map_and_end(tile.len())?;
                Ok(Ty::StridedView { tile, strides, view: Box::new(view), dim_map, padding })
            }
            "gather_scatter_view" => {
                let tile = self.view_tile()?;
                let (padding, view) = self.padding_and_view()?;
                self.expect(",")?;
                self.expect("sparse_dim=")?;
                let sparse_dim = u32::try_from(self.int()?).map_err(|_| "sparse_dim out of range")?;
                self.expect(">")?;
                Ok(Ty::GatherScatterView { tile, view: Box::new(view), sparse_dim, padding })
            }
            _ => Err(format!("type '{name}' cannot be encoded in bytecode")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const V132: Version = Version::new(13, 2);
    const V133: Version = Version::new(13, 3);
    const V134: Version = Version::new(13, 4);

    fn tensor_view() -> Ty {
        Ty::TensorView { elem: Box::new(Ty::Float("f32")), shape: vec![10, DYNAMIC], strides: vec![DYNAMIC, 1] }
    }

    fn strided(padding: Option<u64>) -> Ty {
        Ty::StridedView { tile: vec![4, 4], strides: vec![2, 6], view: Box::new(tensor_view()), dim_map: vec![1, 0], padding }
    }

    fn gather(sparse_dim: u32, padding: Option<u64>) -> Ty {
        Ty::GatherScatterView { tile: vec![4, 32], view: Box::new(tensor_view()), sparse_dim, padding }
    }

    fn record(t: &Ty, version: Version) -> Vec<u8> {
        let mut out = Out::default();
        // Components: f32 is type #0, the tensor_view type #1.
        encode(t, version, &mut |c| if *c == tensor_view() { 1 } else { 0 }, &mut out);
        out.buf
    }

    /// Decodes f32, the tensor_view and then `last` as type #2 (at file offset 200).
    fn decode(last: &[u8], version: Version) -> Result<Ty, Error> {
        let recs = [record(&Ty::Float("f32"), version), record(&tensor_view(), version), last.to_vec()];
        let records: Vec<(usize, &[u8])> = recs.iter().enumerate().map(|(i, r)| (i * 100, r.as_slice())).collect();
        decode_table(&records, version).map(|mut t| t.pop().unwrap())
    }

    fn error(last: &[u8], version: Version) -> Error {
        decode(last, version).expect_err("malformed record accepted")
    }

    #[test]
    fn views_encode_as_the_spec_lays_them_out() {
        // §4.2: flags, tile, traversal strides, tensor_view, dim_map (always), padding.
        let mut want = vec![21, 1, 2, 4, 0, 0, 0, 4, 0, 0, 0, 2, 2, 0, 0, 0, 6, 0, 0, 0, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 2];
        assert_eq!(record(&strided(Some(2)), V133), want);
        // Without padding: flags 0, nothing after the dim_map; the identity map is still written.
        let identity = Ty::StridedView { tile: vec![4, 4], strides: vec![4, 4], view: Box::new(tensor_view()), dim_map: vec![0, 1], padding: None };
        want = vec![21, 0, 2, 4, 0, 0, 0, 4, 0, 0, 0, 2, 4, 0, 0, 0, 4, 0, 0, 0, 1, 2, 0, 0, 0, 0, 1, 0, 0, 0];
        assert_eq!(record(&identity, V133), want);
        // flags, tile, tensor_view, sparse_dim, padding.
        assert_eq!(record(&gather(1, Some(0)), V133), [20, 1, 2, 4, 0, 0, 0, 32, 0, 0, 0, 1, 1, 0]);
        assert_eq!(record(&gather(0, None), V133), [20, 0, 2, 4, 0, 0, 0, 32, 0, 0, 0, 1, 0]);
        // 13.4 changes the tensor_view record but not the views'.
        assert_eq!(record(&gather(0, None), V134), record(&gather(0, None), V133));
    }

    #[test]
    fn views_round_trip_through_records_and_text() {
        for v in [V133, V134] {
            for t in [strided(None), strided(Some(4)), gather(0, None), gather(1, Some(2))] {
                assert_eq!(decode(&record(&t, v), v).unwrap(), t);
                assert_eq!(Ty::parse(&t.text(true)).unwrap(), t);
            }
        }
        assert_eq!(
            strided(Some(2)).text(true),
            "!cuda_tile.strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = nan, \
             tensor_view<10x?xf32, strides=[?,1]>, dim_map=[1, 0]>"
        );
        assert_eq!(
            gather(1, None).text(true),
            "!cuda_tile.gather_scatter_view<tile=(4x32), tensor_view<10x?xf32, strides=[?,1]>, sparse_dim=1>"
        );
    }

    #[test]
    fn views_need_13_3() {
        assert_eq!(strided(None).min_version(), (V133, "StridedView"));
        assert_eq!(gather(0, None).min_version(), (V133, "GatherScatterView"));
        let mut r = record(&strided(None), V133);
        assert_eq!(error(&r, V132), Error::at(200, "type 'StridedView' requires bytecode version 13.3+, file version is 13.2"));
        r = record(&gather(0, None), V133);
        let e = error(&r, Version::new(13, 1));
        assert_eq!(e.message, "type 'GatherScatterView' requires bytecode version 13.3+, file version is 13.1");
    }

    #[test]
    fn malformed_gather_scatter_views_are_refused_precisely() {
        // sparse_dim 2 of a rank-2 view; the varint is at 200 + 12.
        let mut r = record(&gather(0, None), V133);
        r[12] = 2;
        assert_eq!(error(&r, V133), Error::at(212, "gather_scatter_view sparse_dim 2 is not a dimension of the rank-2 tensor_view"));
        // Far past 32 bits, and over 64.
        r.truncate(12);
        r.extend([0xFF, 0xFF, 0xFF, 0xFF, 0x7F]);
        assert!(error(&r, V133).message.starts_with("gather_scatter_view sparse_dim 34359738367 is not a dimension"));
        r.truncate(12);
        r.extend([0xFF; 10]);
        r.push(1);
        assert_eq!(error(&r, V133), Error::at(212, "varint for gather_scatter_view sparse_dim exceeds 64 bits"));
        // A flag bit 13.3 does not define.
        r = record(&gather(0, None), V133);
        r[1] = 2;
        assert_eq!(error(&r, V133), Error::at(201, "unknown gather_scatter_view flags 2"));
        // Padding announced, then an invalid PaddingValue.
        r = record(&gather(0, Some(0)), V133);
        *r.last_mut().unwrap() = 5;
        assert_eq!(error(&r, V133), Error::at(213, "invalid padding_value value 5"));
        // The tensor_view index names the f32 type.
        r = record(&gather(0, None), V133);
        r[11] = 0;
        assert_eq!(error(&r, V133), Error::at(211, "gather_scatter_view must wrap a tensor_view type, got 'f32'"));
        // A rank-1 tile over the rank-2 tensor.
        r = record(&Ty::GatherScatterView { tile: vec![4], view: Box::new(tensor_view()), sparse_dim: 0, padding: None }, V133);
        assert_eq!(error(&r, V133), Error::at(207, "gather_scatter_view tile rank 1 does not match tensor_view rank 2"));
    }

    #[test]
    fn malformed_strided_views_are_refused_precisely() {
        // One traversal stride for a rank-2 tile (the strides array is at 200 + 11).
        let one = Ty::StridedView { tile: vec![4, 4], strides: vec![2], view: Box::new(tensor_view()), dim_map: vec![0, 1], padding: None };
        assert_eq!(error(&record(&one, V133), V133), Error::at(211, "strided_view has 1 traversal strides for a rank-2 tile"));
        let mut r = record(&strided(None), V133);
        r[16..20].copy_from_slice(&0i32.to_le_bytes());
        assert_eq!(error(&r, V133), Error::at(211, "strided_view traversal strides must be positive, got 0"));
        // Tile extents that are not powers of two.
        r = record(&strided(None), V133);
        r[3] = 3;
        assert_eq!(error(&r, V133), Error::at(202, "strided_view tile dimensions must be positive powers of two, got 3"));
        // dim_map: repeated, out of range, or left out (bytecode always holds it).
        for map in [vec![1, 1], vec![0, 2], vec![]] {
            let t = Ty::StridedView { tile: vec![4, 4], strides: vec![2, 6], view: Box::new(tensor_view()), dim_map: map.clone(), padding: None };
            let e = error(&record(&t, V133), V133);
            assert_eq!(e, Error::at(221, format!("strided_view dim_map {map:?} is not a permutation of the 2 tile dimensions")));
        }
        // A type index past the table.
        r = record(&strided(None), V133);
        r[20] = 9;
        assert_eq!(error(&r, V133), Error::at(220, "strided_view tensor_view: type index 9 out of range (3 types)"));
    }

    #[test]
    fn truncated_view_records_are_errors_not_panics() {
        for t in [strided(Some(1)), gather(1, Some(3))] {
            let r = record(&t, V133);
            for n in 0..r.len() {
                let e = error(&r[..n], V133);
                assert!(e.offset.is_some_and(|o| (200..=200 + n).contains(&o)), "{t:?} cut to {n} bytes: {e}");
            }
        }
    }
}
