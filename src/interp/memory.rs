//! Global memory: host buffers at virtual addresses.
//!
//! Buffer `i` starts at `(i + 1) << 40`, so a pointer is a plain 64-bit
//! integer (offset, ptr_to_int and int_to_ptr need nothing special), every
//! base is aligned far beyond what any `div_by` promise asks, and an address
//! names its buffer by its upper bits: an access that leaves the buffer its
//! address falls in, or falls in none, is reported, never performed.

use super::numerics::{self, FloatKind};
use super::value::{Num, Scalar};
use super::Error;

const SHIFT: u32 = 40;

/// One allocation: an argument array, a global or an alloca.
#[derive(Clone, Debug)]
pub struct Buffer {
    /// How errors name it: the argument's file, `@global`, `alloca`.
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Every buffer a run can reach.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub buffers: Vec<Buffer>,
}

impl Memory {
    pub fn new() -> Memory {
        Memory::default()
    }

    /// Adds a buffer and returns its base address.
    pub fn add(&mut self, name: impl Into<String>, bytes: Vec<u8>) -> u64 {
        self.buffers.push(Buffer { name: name.into(), bytes });
        Memory::base(self.buffers.len() - 1)
    }

    pub fn base(index: usize) -> u64 {
        (index as u64 + 1) << SHIFT
    }

    /// Buffer index and byte offset of `len` bytes at `addr`, or why not.
    pub fn locate(&self, addr: u64, len: usize) -> Result<(usize, usize), Error> {
        let id = (addr >> SHIFT) as usize;
        let offset = (addr & ((1 << SHIFT) - 1)) as usize;
        if id == 0 || id > self.buffers.len() {
            return Err(Error::new(format!("out-of-bounds access: address {addr:#x} is in no buffer")));
        }
        let buffer = &self.buffers[id - 1];
        if offset + len > buffer.bytes.len() {
            return Err(Error::new(format!(
                "out-of-bounds access: byte {offset}..{} of '{}', which has {} bytes",
                offset + len,
                buffer.name,
                buffer.bytes.len()
            )));
        }
        Ok((id - 1, offset))
    }

    pub fn read(&self, addr: u64, num: Num) -> Result<Scalar, Error> {
        let (b, o) = self.locate(addr, num.bytes())?;
        Ok(decode(&self.buffers[b].bytes[o..o + num.bytes()], num))
    }

    pub fn write(&mut self, addr: u64, num: Num, value: Scalar) -> Result<(), Error> {
        let (b, o) = self.locate(addr, num.bytes())?;
        encode(&mut self.buffers[b].bytes[o..o + num.bytes()], num, value);
        Ok(())
    }

    /// The f4E2M1FN element at nibble address `at` (its byte's address
    /// times two, plus one for the high nibble, which holds the odd element).
    pub fn read_f4(&self, at: u64) -> Result<Scalar, Error> {
        let (b, o) = self.locate(at / 2, 1)?;
        let bits = (self.buffers[b].bytes[o] >> (4 * (at % 2))) & 0xf;
        Ok(Scalar::F(numerics::decode(FloatKind::F4E2M1FN, bits as u64)))
    }

    pub fn write_f4(&mut self, at: u64, value: Scalar) -> Result<(), Error> {
        let (b, o) = self.locate(at / 2, 1)?;
        let Scalar::F(v) = value else { unreachable!("{value:?} stored as f4E2M1FN") };
        let shift = 4 * (at % 2);
        let byte = &mut self.buffers[b].bytes[o];
        *byte = (*byte & !(0xf << shift)) | ((numerics::encode(FloatKind::F4E2M1FN, v) as u8) << shift);
        Ok(())
    }
}

/// An element from its little-endian bytes.
pub fn decode(bytes: &[u8], num: Num) -> Scalar {
    match num {
        Num::Float(FloatKind::F32) => Scalar::F(f32::from_le_bytes(bytes.try_into().unwrap()) as f64),
        Num::Float(FloatKind::F64) => Scalar::F(f64::from_le_bytes(bytes.try_into().unwrap())),
        Num::Float(k) => Scalar::F(numerics::decode(k, le(bytes))),
        // A stored i1 is a byte; any nonzero byte reads as 1.
        Num::Int(1) => Scalar::I((bytes[0] != 0) as u64),
        Num::Int(_) => Scalar::I(le(bytes)),
    }
}

/// An element into its little-endian bytes.
pub fn encode(bytes: &mut [u8], num: Num, value: Scalar) {
    let bits = match (num, value) {
        (Num::Float(FloatKind::F32), Scalar::F(v)) => (v as f32).to_bits() as u64,
        (Num::Float(FloatKind::F64), Scalar::F(v)) => v.to_bits(),
        (Num::Float(k), Scalar::F(v)) => numerics::encode(k, v),
        (Num::Int(_), Scalar::I(v)) => v,
        (num, value) => unreachable!("{value:?} stored as {num:?}"),
    };
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = (bits >> (8 * i)) as u8;
    }
}

fn le(bytes: &[u8]) -> u64 {
    bytes.iter().rev().fold(0u64, |acc, &b| (acc << 8) | b as u64)
}
