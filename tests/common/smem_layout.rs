//! The canonical shared-memory layouts of a tensor-core operand (PTX ISA,
//! "Shared Memory Layout and Swizzling"), which wgmma and tcgen05.mma read
//! alike: where the emulation tests place each element by hand.

/// Where element (mn, k) lives (byte offset from the operand's base) in the
/// ISA's canonical layouts ("Shared Memory Layout and Swizzling"): a swizzle
/// atom is 8 rows of the swizzle's width (16 bytes unswizzled); chunk c of
/// row r of an atom is stored at chunk 128: c ^ (r % 8); 64: c ^ ((r / 2) %
/// 4); 32: c ^ ((r / 4) % 2).
#[derive(Clone, Copy)]
pub enum Layout {
    /// K-major, no swizzle: 8-row x 16-byte core matrices (row r at 16r),
    /// `lbo` apart along K, `sbo` apart along M/N.
    KInterleave { lbo: usize, sbo: usize },
    /// K-major, `width`-byte swizzle: M/N row r at (r % 8) * width in its
    /// atom, atoms `sbo` apart, K contiguous in the row.
    KSwizzle { width: usize, sbo: usize },
    /// MN-major, `width`-byte swizzle: K row k at (k % 8) * width in its
    /// atom, atoms along K `sbo` apart, width-wide groups of M/N `lbo` apart.
    MnSwizzle { width: usize, lbo: usize, sbo: usize },
}

fn swizzled_chunk(chunk: usize, row: usize, width: usize) -> usize {
    match width {
        128 => chunk ^ (row % 8),
        64 => chunk ^ ((row / 2) % 4),
        32 => chunk ^ ((row / 4) % 2),
        _ => unreachable!(),
    }
}

pub fn place(layout: Layout, mn: usize, k: usize, bytes: usize) -> usize {
    match layout {
        Layout::KInterleave { lbo, sbo } => {
            let per = 16 / bytes;
            (mn / 8) * sbo + (k / per) * lbo + (mn % 8) * 16 + (k % per) * bytes
        }
        Layout::KSwizzle { width, sbo } => {
            let (row, byte) = (mn % 8, k * bytes);
            (mn / 8) * sbo + row * width + swizzled_chunk(byte / 16, row, width) * 16 + byte % 16
        }
        Layout::MnSwizzle { width, lbo, sbo } => {
            let per_row = width / bytes;
            let (row, byte) = (k % 8, (mn % per_row) * bytes);
            (mn / per_row) * lbo + (k / 8) * sbo + row * width + swizzled_chunk(byte / 16, row, width) * 16 + byte % 16
        }
    }
}

/// Where 4- or 6-bit element (mn, k) of a K-major operand lies ("Packing
/// formats of elements in Tensor and Shared memory"): the layouts address
/// such operands as of 1-byte elements, each 16-byte chunk of a row holding
/// `per_chunk` elements (16 packed then padded for .kind::f8f6f4 and
/// ::mxf8f6f4, 32 packed two to a byte for ::mxf4 and ::mxf4nvf4), lowest
/// bits first. The byte offset and the bit shift in it.
#[allow(dead_code)] // wgmma has no sub-byte operands
pub fn place_bits(layout: Layout, mn: usize, k: usize, bits: usize, per_chunk: usize) -> (usize, usize) {
    let bit = bits * (k % per_chunk);
    (place(layout, mn, 16 * (k / per_chunk), 1) + bit / 8, bit % 8)
}
