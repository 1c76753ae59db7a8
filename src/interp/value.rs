//! Types and run-time values: tiles as flat row-major arrays, views, tokens.
//!
//! Floats of every kind are held as f64 (each value exactly representable in
//! its kind, so no precision is lost); integers as u64 bit patterns of their
//! width with the upper bits zero; pointers as u64 addresses (see `memory`).

use super::numerics::FloatKind;
use super::Error;
use std::rc::Rc;

/// A number type: an integer of a width (1, 4, 8, 16, 32, 64) or a float
/// kind. i4 exists only in tiles (never in memory).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Num {
    Int(u32),
    Float(FloatKind),
}

impl Num {
    /// Bytes one element occupies in memory (i1 takes a full byte); a 4-bit
    /// type reports 1, though memory packs two of its elements per byte.
    pub fn bytes(self) -> usize {
        match self {
            Num::Int(w) => (w as usize).div_ceil(8),
            Num::Float(k) => (k.bits() as usize).div_ceil(8),
        }
    }

    pub fn parse(s: &str) -> Option<Num> {
        if let Some(w) = s.strip_prefix('i') {
            let w: u32 = w.parse().ok()?;
            return matches!(w, 1 | 4 | 8 | 16 | 32 | 64).then_some(Num::Int(w));
        }
        FloatKind::from_mlir(s).map(Num::Float)
    }

    /// Width in bits (i1 is 1, tf32 is stored in 32).
    pub fn bits(self) -> u32 {
        match self {
            Num::Int(w) => w,
            Num::Float(k) => k.bits(),
        }
    }

    pub fn name(self) -> String {
        match self {
            Num::Int(w) => format!("i{w}"),
            Num::Float(k) => match k {
                FloatKind::F16 => "f16",
                FloatKind::BF16 => "bf16",
                FloatKind::TF32 => "tf32",
                FloatKind::F32 => "f32",
                FloatKind::F64 => "f64",
                FloatKind::F8E4M3FN => "f8E4M3FN",
                FloatKind::F8E5M2 => "f8E5M2",
                FloatKind::F8E8M0FNU => "f8E8M0FNU",
                FloatKind::F4E2M1FN => "f4E2M1FN",
            }
            .to_string(),
        }
    }
}

/// The element type of a tile: a number or a pointer to one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Elem {
    Num(Num),
    Ptr(Num),
}

impl Elem {
    pub fn is_float(self) -> bool {
        matches!(self, Elem::Num(Num::Float(_)))
    }
    pub fn float_kind(self) -> Option<FloatKind> {
        match self {
            Elem::Num(Num::Float(k)) => Some(k),
            _ => None,
        }
    }
    /// Bit width of an integer or pointer element (pointers are 64-bit).
    pub fn int_width(self) -> Option<u32> {
        match self {
            Elem::Num(Num::Int(w)) => Some(w),
            Elem::Ptr(_) => Some(64),
            _ => None,
        }
    }
    pub fn name(self) -> String {
        match self {
            Elem::Num(n) => n.name(),
            Elem::Ptr(n) => format!("ptr<{}>", n.name()),
        }
    }
}

/// What a view reads for elements outside its tensor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Padding {
    Zero,
    NegZero,
    Nan,
    PosInf,
    NegInf,
}

impl Padding {
    pub fn float(self) -> f64 {
        match self {
            Padding::Zero => 0.0,
            Padding::NegZero => -0.0,
            Padding::Nan => f64::NAN,
            Padding::PosInf => f64::INFINITY,
            Padding::NegInf => f64::NEG_INFINITY,
        }
    }
}

/// A static type of the dialect.
#[derive(Clone, PartialEq, Debug)]
pub enum Type {
    Tile { shape: Vec<usize>, elem: Elem },
    Token,
    /// Extents and strides, `None` where dynamic.
    TensorView { elem: Num, shape: Vec<Option<u64>>, strides: Vec<Option<u64>> },
    /// partition_view, strided_view, gather_scatter_view over the tensor_view `view`.
    View { kind: ViewKind, tile: Vec<usize>, padding: Option<Padding>, layout: Layout, view: Box<Type> },
}

/// Which view type a [`Type::View`] is; a partition_view and a strided_view
/// whose strides equal its tile lie alike, but print differently.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ViewKind {
    Partition,
    Strided,
    GatherScatter,
}

/// How the tiles of a view lie over its tensor (13.3 addendum §1.2).
#[derive(Clone, PartialEq, Debug)]
pub enum Layout {
    /// partition_view (`strides` = the tile) and strided_view: tile
    /// dimension `i` runs along tensor dimension `dim_map[i]`, and the tile at
    /// `idx` starts at `idx[i] * strides[i]` there.
    Grid { strides: Vec<u64>, dim_map: Vec<usize> },
    /// gather_scatter_view: an access lists the tensor coordinates along
    /// `sparse_dim`; the other dimensions lie as an identity-mapped partition_view.
    Gather { sparse_dim: usize },
}

impl Type {
    /// Parses a type as MLIR prints it (`!cuda_tile.tile<4x8xf32>`, ...).
    pub fn parse(text: &str) -> Result<Type, Error> {
        let s = text.replace("!cuda_tile.", "");
        let mut p = TypeParser { s: s.as_str(), pos: 0 };
        let t = p.ty().ok_or_else(|| Error::new(format!("unsupported type '{text}'")))?;
        Ok(t)
    }

    pub fn tile(&self) -> Option<(&[usize], Elem)> {
        match self {
            Type::Tile { shape, elem } => Some((shape, *elem)),
            _ => None,
        }
    }

    pub fn is_token(&self) -> bool {
        matches!(self, Type::Token)
    }
}

impl std::fmt::Display for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Type::Tile { shape, elem } => {
                write!(f, "tile<")?;
                for d in shape {
                    write!(f, "{d}x")?;
                }
                write!(f, "{}>", elem.name())
            }
            Type::Token => write!(f, "token"),
            Type::TensorView { elem, shape, .. } => {
                write!(f, "tensor_view<")?;
                for d in shape {
                    match d {
                        Some(d) => write!(f, "{d}x")?,
                        None => write!(f, "?x")?,
                    }
                }
                write!(f, "{}>", elem.name())
            }
            Type::View { kind, tile, layout, view, .. } => {
                let dims: Vec<String> = tile.iter().map(|d| d.to_string()).collect();
                let dims = dims.join("x");
                match (kind, layout) {
                    (ViewKind::Strided, Layout::Grid { strides, .. }) => {
                        let strides: Vec<String> = strides.iter().map(|s| s.to_string()).collect();
                        write!(f, "strided_view<tile=({dims}), traversal_strides=[{}], {view}>", strides.join(","))
                    }
                    (_, Layout::Gather { sparse_dim }) => {
                        write!(f, "gather_scatter_view<tile=({dims}), {view}, sparse_dim={sparse_dim}>")
                    }
                    _ => write!(f, "partition_view<tile=({dims}), {view}>"),
                }
            }
        }
    }
}

struct TypeParser<'a> {
    s: &'a str,
    pos: usize,
}

impl<'a> TypeParser<'a> {
    fn rest(&self) -> &'a str {
        &self.s[self.pos..]
    }
    fn skip_ws(&mut self) {
        while self.rest().starts_with(' ') {
            self.pos += 1;
        }
    }
    fn eat(&mut self, t: &str) -> bool {
        self.skip_ws();
        if self.rest().starts_with(t) {
            self.pos += t.len();
            true
        } else {
            false
        }
    }
    fn word(&mut self) -> &'a str {
        self.skip_ws();
        let r = self.rest();
        let n = r.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(r.len());
        self.pos += n;
        &r[..n]
    }
    /// `AxBx...xELEM`: dimensions (or `?`) each followed by `x`, then the element.
    fn dims_then(&mut self) -> Option<(Vec<Option<u64>>, &'a str)> {
        let mut dims = Vec::new();
        loop {
            self.skip_ws();
            let r = self.rest();
            if r.starts_with('?') {
                self.pos += 1;
                dims.push(None);
            } else if r.starts_with(|c: char| c.is_ascii_digit()) {
                let n = r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len());
                dims.push(Some(r[..n].parse().ok()?));
                self.pos += n;
            } else {
                return Some((dims, ""));
            }
            if !self.eat("x") {
                return None;
            }
        }
    }
    fn elem(&mut self) -> Option<Elem> {
        if self.eat("ptr<") {
            let n = Num::parse(self.word())?;
            self.eat(">").then_some(Elem::Ptr(n))
        } else {
            Num::parse(self.word()).map(Elem::Num)
        }
    }
    fn int_list(&mut self, open: &str, close: &str) -> Option<Vec<Option<u64>>> {
        if !self.eat(open) {
            return None;
        }
        let mut out = Vec::new();
        if self.eat(close) {
            return Some(out);
        }
        loop {
            if self.eat("?") {
                out.push(None);
            } else {
                let w = self.word();
                out.push(Some(w.parse().ok()?));
            }
            if self.eat(close) {
                return Some(out);
            }
            if !self.eat(",") {
                return None;
            }
        }
    }
    fn ty(&mut self) -> Option<Type> {
        if self.eat("token") {
            return Some(Type::Token);
        }
        if self.eat("tile<") {
            let (dims, _) = self.dims_then()?;
            let elem = self.elem()?;
            self.eat(">").then_some(())?;
            let shape = dims.into_iter().collect::<Option<Vec<_>>>()?.into_iter().map(|d| d as usize).collect();
            return Some(Type::Tile { shape, elem });
        }
        if self.eat("tensor_view<") {
            let (shape, _) = self.dims_then()?;
            let elem = Num::parse(self.word())?;
            let strides = if self.eat(",") {
                self.eat("strides").then_some(())?;
                self.eat("=").then_some(())?;
                self.int_list("[", "]")?
            } else {
                Vec::new()
            };
            self.eat(">").then_some(())?;
            return Some(Type::TensorView { elem, shape, strides });
        }
        let kind = if self.eat("partition_view<") {
            ViewKind::Partition
        } else if self.eat("strided_view<") {
            ViewKind::Strided
        } else if self.eat("gather_scatter_view<") {
            ViewKind::GatherScatter
        } else {
            return None;
        };
        self.eat("tile").then_some(())?;
        self.eat("=").then_some(())?;
        self.eat("(").then_some(())?;
        let mut tile: Vec<usize> = Vec::new();
        loop {
            let r = self.rest();
            let n = r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len());
            tile.push(r[..n].parse().ok()?);
            self.pos += n;
            if self.eat(")") {
                break;
            }
            self.eat("x").then_some(())?;
        }
        self.eat(",").then_some(())?;
        let mut strides = None;
        if kind == ViewKind::Strided {
            self.eat("traversal_strides").then_some(())?;
            self.eat("=").then_some(())?;
            strides = Some(self.int_list("[", "]")?.into_iter().collect::<Option<Vec<_>>>()?);
            self.eat(",").then_some(())?;
        }
        let mut padding = None;
        if self.eat("padding_value") {
            self.eat("=").then_some(())?;
            padding = Some(match self.word() {
                "zero" => Padding::Zero,
                "neg_zero" => Padding::NegZero,
                "nan" => Padding::Nan,
                "pos_inf" => Padding::PosInf,
                "neg_inf" => Padding::NegInf,
                _ => return None,
            });
            self.eat(",").then_some(())?;
        }
        let view = Box::new(self.ty()?);
        let layout = if kind == ViewKind::GatherScatter {
            self.eat(",").then_some(())?;
            self.eat("sparse_dim").then_some(())?;
            self.eat("=").then_some(())?;
            Layout::Gather { sparse_dim: self.word().parse().ok()? }
        } else {
            let mut dim_map = (0..tile.len()).collect();
            if self.eat(",") {
                self.eat("dim_map").then_some(())?;
                self.eat("=").then_some(())?;
                dim_map = self.int_list("[", "]")?.into_iter().map(|d| d.map(|d| d as usize)).collect::<Option<_>>()?;
            }
            let strides = strides.unwrap_or_else(|| tile.iter().map(|&t| t as u64).collect());
            Layout::Grid { strides, dim_map }
        };
        self.eat(">").then_some(())?;
        Some(Type::View { kind, tile, padding, layout, view })
    }
}

/// Element storage of a tile.
#[derive(Clone, Debug, PartialEq)]
pub enum Data {
    F(Vec<f64>),
    /// Integers and pointers.
    I(Vec<u64>),
}

/// A tile: a static shape, an element type and its elements in row-major order.
#[derive(Clone, Debug, PartialEq)]
pub struct Tile {
    pub shape: Vec<usize>,
    pub elem: Elem,
    pub data: Data,
}

impl Tile {
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn floats(shape: Vec<usize>, kind: FloatKind, data: Vec<f64>) -> Tile {
        Tile { shape, elem: Elem::Num(Num::Float(kind)), data: Data::F(data) }
    }
    pub fn ints(shape: Vec<usize>, elem: Elem, data: Vec<u64>) -> Tile {
        Tile { shape, elem, data: Data::I(data) }
    }
    /// A tile of `shape` and `elem` whose elements are all zero.
    pub fn zeros(shape: Vec<usize>, elem: Elem) -> Tile {
        let n = shape.iter().product();
        let data = if elem.is_float() { Data::F(vec![0.0; n]) } else { Data::I(vec![0; n]) };
        Tile { shape, elem, data }
    }
    pub fn scalar_int(elem: Elem, v: u64) -> Tile {
        Tile::ints(Vec::new(), elem, vec![v])
    }
    pub fn f(&self) -> &[f64] {
        match &self.data {
            Data::F(v) => v,
            Data::I(_) => panic!("float data expected of a {} tile", self.elem.name()),
        }
    }
    pub fn i(&self) -> &[u64] {
        match &self.data {
            Data::I(v) => v,
            Data::F(_) => panic!("integer data expected of a {} tile", self.elem.name()),
        }
    }
    /// Element `k` as a scalar.
    pub fn get(&self, k: usize) -> Scalar {
        match &self.data {
            Data::F(v) => Scalar::F(v[k]),
            Data::I(v) => Scalar::I(v[k]),
        }
    }
    /// A new tile of `shape` (same element type) from elements picked by `index`.
    pub fn gather(&self, shape: Vec<usize>, mut index: impl FnMut(usize) -> usize) -> Tile {
        let n: usize = shape.iter().product();
        let data = match &self.data {
            Data::F(v) => Data::F((0..n).map(|k| v[index(k)]).collect()),
            Data::I(v) => Data::I((0..n).map(|k| v[index(k)]).collect()),
        };
        Tile { shape, elem: self.elem, data }
    }
}

/// One element, as held in tiles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    F(f64),
    I(u64),
}

impl Scalar {
    pub fn to_tile(self, elem: Elem) -> Tile {
        match self {
            Scalar::F(v) => Tile { shape: Vec::new(), elem, data: Data::F(vec![v]) },
            Scalar::I(v) => Tile { shape: Vec::new(), elem, data: Data::I(vec![v]) },
        }
    }
}

/// A tensor in global memory (make_tensor_view), all extents and strides known.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorView {
    pub base: u64,
    pub elem: Num,
    pub shape: Vec<u64>,
    /// In elements.
    pub strides: Vec<u64>,
}

/// Tiles laid over a tensor view (make_partition_view, make_strided_view,
/// make_gather_scatter_view).
#[derive(Clone, Debug, PartialEq)]
pub struct TileView {
    pub view: Rc<TensorView>,
    pub tile: Vec<usize>,
    pub padding: Option<Padding>,
    pub layout: Layout,
}

impl TileView {
    /// Index space, in index order. On a grid index `i` steps along tile
    /// dimension `i`, so its extent is ceil(extent[dim_map[i]] / strides[i]).
    /// A gather's sparse position spans the tensor's extent there (every
    /// coordinate it may name; the spec leaves it open, the lowering to
    /// nv_tileaa says the same), its others ceil(extent[d] / tile[d]).
    pub fn index_space(&self) -> Vec<u64> {
        let shape = &self.view.shape;
        match &self.layout {
            Layout::Grid { strides, dim_map } => dim_map.iter().zip(strides).map(|(&d, &s)| shape[d].div_ceil(s)).collect(),
            &Layout::Gather { sparse_dim } => (0..shape.len())
                .map(|d| if d == sparse_dim { shape[d] } else { shape[d].div_ceil(self.tile[d] as u64) })
                .collect(),
        }
    }
}

/// A run-time value.
#[derive(Clone, Debug)]
pub enum Value {
    Tile(Rc<Tile>),
    Token,
    TensorView(Rc<TensorView>),
    View(Rc<TileView>),
}

impl Value {
    pub fn tile(t: Tile) -> Value {
        Value::Tile(Rc::new(t))
    }
}

/// Row-major strides of `shape`, in elements.
pub fn row_major(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

/// The multi-index of flat position `k` in `shape`.
pub fn unflatten(mut k: usize, shape: &[usize], out: &mut [usize]) {
    for d in (0..shape.len()).rev() {
        out[d] = k % shape[d];
        k /= shape[d];
    }
}
