//! The Debug section (§12): per-function location sequences over a table of
//! debug records, read into our dialect's `#cuda_tile.di_*` location attributes
//! and written from them, in NVIDIA's textual forms (positional `di_file` and
//! `di_loc`, keyword parameters for the scopes).

use super::attributes::escape;
use super::stream::{Cursor, Out};
use super::Error;
use std::collections::HashMap;

/// The decoded section: slot starts, the di-index list and raw records.
pub struct DebugSection<'a> {
    pub slots: Vec<usize>,
    pub indices: Vec<u64>,
    pub records: Vec<(usize, &'a [u8])>,
}

impl<'a> DebugSection<'a> {
    pub fn parse(payload: &'a [u8], base: usize) -> Result<Self, Error> {
        let mut c = Cursor::new(payload, base);
        let n = c.count(4, "debug slot count")?;
        c.align(4, "debug slot padding")?;
        let slots = (0..n).map(|_| Ok(c.u32("debug slot start")? as usize)).collect::<Result<Vec<_>, Error>>()?;
        let n = c.count(8, "debug index count")?;
        c.align(8, "debug index padding")?;
        let indices = (0..n).map(|_| c.u64("debug index")).collect::<Result<Vec<_>, _>>()?;
        let records = offset_table(&mut c, 4, "debug record")?;
        Ok(DebugSection { slots, indices, records })
    }

    /// Record `k` (1-based di-index) rendered as attribute text; `None` for
    /// unknown. `CallSite` records are returned as `Err(callee, caller)` pairs
    /// through [`DiRecord`].
    pub fn record(&self, k: u64, strings: &[&[u8]], depth: usize) -> Result<DiRecord, Error> {
        if k == 0 {
            return Ok(DiRecord::Unknown);
        }
        let (off, bytes) = *self
            .records
            .get((k - 1) as usize)
            .ok_or_else(|| Error::msg(format!("debug index {k} out of range ({} records)", self.records.len())))?;
        if depth > 32 {
            return Err(Error::at(off, "debug records nested too deeply (cycle?)"));
        }
        let mut c = Cursor::new(bytes, off);
        let s = |c: &mut Cursor| -> Result<String, Error> {
            let at = c.offset();
            let i = c.index("debug string")?;
            strings.get(i).map(|s| escape(s)).ok_or_else(|| Error::at(at, format!("string index {i} out of range")))
        };
        let text = |c: &mut Cursor, what: &str| -> Result<String, Error> {
            let at = c.offset();
            match self.record(c.varint(what)?, strings, depth + 1)? {
                DiRecord::Attr(t) => Ok(t),
                _ => Err(Error::at(at, format!("{what} must be a debug attribute"))),
            }
        };
        let tag = c.varint("debug record tag")?;
        Ok(match tag {
            1 => DiRecord::Attr(format!("#cuda_tile.di_compile_unit<file = {}>", text(&mut c, "compile unit file")?)),
            2 => {
                let name = s(&mut c)?;
                DiRecord::Attr(format!("#cuda_tile.di_file<{name} in {}>", s(&mut c)?))
            }
            3 => {
                let scope = text(&mut c, "lexical block scope")?;
                let file = text(&mut c, "lexical block file")?;
                let line = c.varint("line")?;
                let col = c.varint("column")?;
                DiRecord::Attr(format!(
                    "#cuda_tile.di_lexical_block<scope = {scope}, file = {file}, line = {line}, column = {col}>"
                ))
            }
            4 => {
                let scope = text(&mut c, "location scope")?;
                let file = s(&mut c)?;
                let line = c.varint("line")?;
                let col = c.varint("column")?;
                DiRecord::Loc(format!("#cuda_tile.di_loc<loc({file}:{line}:{col}) in {scope}>"))
            }
            5 => {
                let file = text(&mut c, "subprogram file")?;
                let line = c.varint("line")?;
                let name = s(&mut c)?;
                let linkage = s(&mut c)?;
                let cu = text(&mut c, "subprogram compile unit")?;
                let scope_line = c.varint("scope line")?;
                DiRecord::Attr(format!(
                    "#cuda_tile.di_subprogram<file = {file}, line = {line}, name = {name}, linkageName = {linkage}, compileUnit = {cu}, scopeLine = {scope_line}>"
                ))
            }
            6 => {
                let callee = c.varint("call site callee")?;
                let caller = c.varint("call site caller")?;
                DiRecord::CallSite(callee, caller)
            }
            _ => DiRecord::Unknown,
        })
    }
}

pub enum DiRecord {
    Unknown,
    /// A non-location debug attribute (file, compile unit, scope).
    Attr(String),
    /// A `di_loc` location attribute.
    Loc(String),
    CallSite(u64, u64),
}

/// `count PAD(w) offset[count] data`: the entries as (file offset, bytes).
pub fn offset_table<'a>(c: &mut Cursor<'a>, w: usize, what: &str) -> Result<Vec<(usize, &'a [u8])>, Error> {
    let n = c.count(w, &format!("{what} count"))?;
    c.align(w, &format!("{what} table padding"))?;
    let mut offsets = Vec::with_capacity(n);
    for _ in 0..n {
        offsets.push(if w == 4 { c.u32(what)? as u64 } else { c.u64(what)? });
    }
    let base = c.offset();
    let data = c.bytes(c.remaining(), what)?;
    let mut entries = Vec::with_capacity(n);
    for i in 0..n {
        let start = offsets[i];
        let end = if i + 1 < n { offsets[i + 1] } else { data.len() as u64 };
        if start > end || end > data.len() as u64 {
            return Err(Error::at(base, format!("{what} {i} has invalid bounds {start}..{end}")));
        }
        entries.push((base + start as usize, &data[start as usize..end as usize]));
    }
    Ok(entries)
}

/// A parsed `#cuda_tile.di_*` attribute (or a leaf value inside one).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiNode {
    Attr(String, Vec<(String, DiNode)>),
    Str(Vec<u8>),
    Int(u64),
}

impl DiNode {
    pub fn parse(text: &str) -> Result<DiNode, Error> {
        let mut p = DiParser { s: text.as_bytes(), pos: 0 };
        let n = p.node().map_err(|e| Error::msg(format!("cannot encode location {text}: {e}")))?;
        Ok(n)
    }
    fn field(&self, key: &str) -> Result<&DiNode, Error> {
        match self {
            DiNode::Attr(_, f) => f.iter().find(|f| f.0 == key).map(|f| &f.1),
            _ => None,
        }
        .ok_or_else(|| Error::msg(format!("debug attribute without '{key}'")))
    }
}

struct DiParser<'a> {
    s: &'a [u8],
    pos: usize,
}

impl DiParser<'_> {
    fn peek(&self) -> u8 {
        *self.s.get(self.pos).unwrap_or(&0)
    }
    fn skip(&mut self) {
        while self.peek() == b' ' {
            self.pos += 1;
        }
    }
    fn eat(&mut self, b: u8) -> Result<(), String> {
        self.skip();
        if self.peek() != b {
            return Err(format!("expected '{}'", b as char));
        }
        self.pos += 1;
        Ok(())
    }
    fn word(&mut self) -> String {
        self.skip();
        let start = self.pos;
        while self.peek().is_ascii_alphanumeric() || b"_.$#".contains(&self.peek()) {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.pos]).into_owned()
    }
    fn node(&mut self) -> Result<DiNode, String> {
        self.skip();
        match self.peek() {
            b'"' => {
                self.pos += 1;
                let mut v = Vec::new();
                loop {
                    match self.peek() {
                        0 => return Err("unterminated string".into()),
                        b'"' => {
                            self.pos += 1;
                            return Ok(DiNode::Str(v));
                        }
                        b'\\' => {
                            let e = *self.s.get(self.pos + 1).ok_or("bad escape")?;
                            self.pos += 2;
                            match e {
                                b'n' => v.push(b'\n'),
                                b't' => v.push(b'\t'),
                                b'"' | b'\\' => v.push(e),
                                _ => {
                                    let h = std::str::from_utf8(&self.s[self.pos - 1..(self.pos + 1).min(self.s.len())])
                                        .map_err(|_| "bad escape")?;
                                    v.push(u8::from_str_radix(h, 16).map_err(|_| "bad escape")?);
                                    self.pos += 1;
                                }
                            }
                        }
                        b => {
                            v.push(b);
                            self.pos += 1;
                        }
                    }
                }
            }
            b'0'..=b'9' => {
                let w = self.word();
                Ok(DiNode::Int(w.parse().map_err(|_| format!("bad integer {w}"))?))
            }
            b'#' => {
                let name = self.word();
                self.bare(&name)
            }
            _ => Err(format!("unexpected text at {}", String::from_utf8_lossy(&self.s[self.pos..]))),
        }
    }

    /// `<...>` of the attribute `name`: positional for `di_file`
    /// (`<"f.py" in "/dir">`) and `di_loc` (`<loc("f.py":3:1) in SCOPE>`),
    /// keyword parameters (`<key = value, ...>`) for the others.
    fn bare(&mut self, name: &str) -> Result<DiNode, String> {
        self.eat(b'<')?;
        let fields = match name {
            "#cuda_tile.di_file" => {
                let file = self.node()?;
                self.keyword("in")?;
                vec![("name".to_string(), file), ("directory".to_string(), self.node()?)]
            }
            "#cuda_tile.di_loc" => {
                self.keyword("loc")?;
                self.eat(b'(')?;
                let file = self.node()?;
                self.eat(b':')?;
                let line = self.node()?;
                self.eat(b':')?;
                let column = self.node()?;
                self.eat(b')')?;
                self.keyword("in")?;
                let scope = self.node()?;
                vec![
                    ("filename".to_string(), file),
                    ("line".to_string(), line),
                    ("column".to_string(), column),
                    ("scope".to_string(), scope),
                ]
            }
            _ => {
                let mut fields = Vec::new();
                loop {
                    let key = self.word();
                    self.eat(b'=')?;
                    self.skip();
                    // Parameters of a known attribute kind print without their mnemonic.
                    let value = match (self.peek(), key.as_str()) {
                        (b'<', "file") => self.bare("#cuda_tile.di_file")?,
                        (b'<', "compileUnit") => self.bare("#cuda_tile.di_compile_unit")?,
                        _ => self.node()?,
                    };
                    fields.push((key, value));
                    self.skip();
                    if self.peek() == b'>' {
                        break;
                    }
                    self.eat(b',')?;
                }
                fields
            }
        };
        self.eat(b'>')?;
        Ok(DiNode::Attr(name.to_string(), fields))
    }

    fn keyword(&mut self, word: &str) -> Result<(), String> {
        match self.word() {
            w if w == word => Ok(()),
            w => Err(format!("expected '{word}', got '{w}'")),
        }
    }
}

/// Debug records of the file being written, deduplicated.
#[derive(Default)]
pub struct DebugWriter {
    records: Vec<Vec<u8>>,
    ids: HashMap<DiNode, u64>,
    callsites: HashMap<(u64, u64), u64>,
    pub slots: Vec<usize>,
    pub indices: Vec<u64>,
}

impl DebugWriter {
    fn push(&mut self, rec: Vec<u8>) -> u64 {
        self.records.push(rec);
        self.records.len() as u64
    }

    pub fn callsite(&mut self, callee: u64, caller: u64) -> u64 {
        if let Some(&k) = self.callsites.get(&(callee, caller)) {
            return k;
        }
        let mut o = Out::default();
        o.varint(6);
        o.varint(callee);
        o.varint(caller);
        let k = self.push(o.buf);
        self.callsites.insert((callee, caller), k);
        k
    }

    /// The di-index of a `#cuda_tile.di_*` node (its dependencies first).
    pub fn node(&mut self, n: &DiNode, string: &mut dyn FnMut(&[u8]) -> u64) -> Result<u64, Error> {
        if let Some(&k) = self.ids.get(n) {
            return Ok(k);
        }
        let DiNode::Attr(name, _) = n else { return Err(Error::msg("debug attribute expected")) };
        let int = |key: &str| -> Result<u64, Error> {
            match n.field(key) {
                Ok(DiNode::Int(v)) => Ok(*v),
                // `scopeLine` and `column` are not printed when 0.
                Err(_) if key == "scopeLine" || key == "column" => Ok(0),
                _ => Err(Error::msg(format!("debug field '{key}' is not an integer"))),
            }
        };
        let mut str_field = |key: &str| -> Result<u64, Error> {
            match n.field(key)? {
                DiNode::Str(s) => Ok(string(s)),
                _ => Err(Error::msg(format!("debug field '{key}' is not a string"))),
            }
        };
        let mut o = Out::default();
        match name.as_str() {
            "#cuda_tile.di_file" => {
                o.varint(2);
                o.varint(str_field("name")?);
                o.varint(str_field("directory")?);
            }
            "#cuda_tile.di_compile_unit" => {
                let f = self.node(n.field("file")?, string)?;
                o.varint(1);
                o.varint(f);
            }
            "#cuda_tile.di_lexical_block" => {
                let scope = self.node(n.field("scope")?, string)?;
                let file = self.node(n.field("file")?, string)?;
                o.varint(3);
                o.varint(scope);
                o.varint(file);
                o.varint(int("line")?);
                o.varint(int("column")?);
            }
            "#cuda_tile.di_loc" => {
                let scope = self.node(n.field("scope")?, string)?;
                let file = match n.field("filename")? {
                    DiNode::Str(s) => string(s),
                    _ => return Err(Error::msg("di_loc filename is not a string")),
                };
                o.varint(4);
                o.varint(scope);
                o.varint(file);
                o.varint(int("line")?);
                o.varint(int("column")?);
            }
            "#cuda_tile.di_subprogram" => {
                let file = self.node(n.field("file")?, string)?;
                let cu = self.node(n.field("compileUnit")?, string)?;
                let mut string2 = |key: &str| -> Result<u64, Error> {
                    match n.field(key)? {
                        DiNode::Str(s) => Ok(string(s)),
                        _ => Err(Error::msg(format!("debug field '{key}' is not a string"))),
                    }
                };
                let name_s = string2("name")?;
                let linkage = string2("linkageName")?;
                o.varint(5);
                o.varint(file);
                o.varint(int("line")?);
                o.varint(name_s);
                o.varint(linkage);
                o.varint(cu);
                o.varint(int("scopeLine")?);
            }
            other => return Err(Error::msg(format!("unsupported debug attribute {other}"))),
        }
        let k = self.push(o.buf);
        self.ids.insert(n.clone(), k);
        Ok(k)
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    pub fn encode(&self, out: &mut Out) {
        let start = out.buf.len();
        out.varint(self.slots.len() as u64);
        out.pad(4, start);
        self.slots.iter().for_each(|&s| out.u32(s as u32));
        out.varint(self.indices.len() as u64);
        out.pad(8, start);
        self.indices.iter().for_each(|&i| out.u64(i));
        out.varint(self.records.len() as u64);
        out.pad(4, start);
        let mut off = 0u32;
        for r in &self.records {
            out.u32(off);
            off += r.len() as u32;
        }
        self.records.iter().for_each(|r| out.bytes(r));
    }
}
