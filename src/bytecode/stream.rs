//! Bounds-checked reading and buffered writing of the format's primitive
//! encodings (fixed-width little-endian integers, LEB128 varints, zigzag).

use super::Error;

/// A cursor over one byte range of the file; positions in errors are absolute
/// file offsets (`base` is the range's offset in the file).
#[derive(Clone)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Cursor { data, pos: 0, base }
    }

    /// The absolute file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    pub fn is_empty(&self) -> bool {
        self.pos == self.data.len()
    }

    pub fn error(&self, message: impl Into<String>) -> Error {
        Error::at(self.offset(), message)
    }

    pub fn u8(&mut self, what: &str) -> Result<u8, Error> {
        let b = *self.data.get(self.pos).ok_or_else(|| self.error(format!("unexpected end of data reading {what}")))?;
        self.pos += 1;
        Ok(b)
    }

    pub fn bytes(&mut self, n: usize, what: &str) -> Result<&'a [u8], Error> {
        if n > self.remaining() {
            return Err(self.error(format!("{what}: {n} bytes needed, {} left", self.remaining())));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    pub fn u16(&mut self, what: &str) -> Result<u16, Error> {
        Ok(u16::from_le_bytes(self.bytes(2, what)?.try_into().unwrap()))
    }

    pub fn u32(&mut self, what: &str) -> Result<u32, Error> {
        Ok(u32::from_le_bytes(self.bytes(4, what)?.try_into().unwrap()))
    }

    pub fn u64(&mut self, what: &str) -> Result<u64, Error> {
        Ok(u64::from_le_bytes(self.bytes(8, what)?.try_into().unwrap()))
    }

    pub fn varint(&mut self, what: &str) -> Result<u64, Error> {
        let start = self.offset();
        let mut value = 0u64;
        let mut shift = 0u32;
        loop {
            let b = self.u8(what)?;
            let bits = (b & 0x7F) as u64;
            if shift == 63 && bits > 1 || shift > 63 {
                return Err(Error::at(start, format!("varint for {what} exceeds 64 bits")));
            }
            value |= bits << shift;
            if b & 0x80 == 0 {
                return Ok(value);
            }
            shift += 7;
        }
    }

    pub fn svarint(&mut self, what: &str) -> Result<i64, Error> {
        let s = self.varint(what)?;
        Ok(((s >> 1) as i64) ^ -((s & 1) as i64))
    }

    /// A count of items each taking at least `min_size` bytes: rejected before
    /// anything is allocated for it if the remaining bytes cannot hold it.
    pub fn count(&mut self, min_size: usize, what: &str) -> Result<usize, Error> {
        let start = self.offset();
        let n = self.varint(what)?;
        if n >= u32::MAX as u64 || n.saturating_mul(min_size as u64) > self.remaining() as u64 {
            return Err(Error::at(start, format!("{what} {n} exceeds the {} bytes left", self.remaining())));
        }
        Ok(n as usize)
    }

    /// A varint that must fit in a `u32`-sized index or small value.
    pub fn index(&mut self, what: &str) -> Result<usize, Error> {
        let start = self.offset();
        let n = self.varint(what)?;
        usize::try_from(n).ok().filter(|&n| n < u32::MAX as usize).ok_or_else(|| Error::at(start, format!("{what} {n} out of range")))
    }

    pub fn arr32(&mut self, what: &str) -> Result<Vec<i32>, Error> {
        let n = self.count(4, what)?;
        (0..n).map(|_| Ok(self.u32(what)? as i32)).collect()
    }

    pub fn arr64(&mut self, what: &str) -> Result<Vec<i64>, Error> {
        let n = self.count(8, what)?;
        (0..n).map(|_| Ok(self.u64(what)? as i64)).collect()
    }

    /// Skips filler up to a multiple of `align` relative to the start of this range.
    pub fn align(&mut self, align: usize, what: &str) -> Result<(), Error> {
        let pad = (align - self.pos % align) % align;
        self.bytes(pad, what).map(|_| ())
    }
}

/// An output buffer with the format's encodings.
#[derive(Default)]
pub struct Out {
    pub buf: Vec<u8>,
}

impl Out {
    pub fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }
    pub fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    pub fn u64(&mut self, v: u64) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    pub fn varint(&mut self, mut v: u64) {
        loop {
            let b = (v & 0x7F) as u8;
            v >>= 7;
            if v == 0 {
                self.buf.push(b);
                return;
            }
            self.buf.push(b | 0x80);
        }
    }
    pub fn svarint(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64)
    }
    pub fn arr32(&mut self, v: &[i32]) {
        self.varint(v.len() as u64);
        v.iter().for_each(|&x| self.u32(x as u32));
    }
    pub fn arr64(&mut self, v: &[i64]) {
        self.varint(v.len() as u64);
        v.iter().for_each(|&x| self.u64(x as u64));
    }
    /// Filler (0xCB) up to a multiple of `align` relative to `start`.
    pub fn pad(&mut self, align: usize, start: usize) {
        while (self.buf.len() - start) % align != 0 {
            self.buf.push(0xCB);
        }
    }
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }
}
