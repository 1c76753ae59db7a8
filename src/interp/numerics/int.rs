//! Integer ops over `width`-bit patterns held in u64.

use super::{CmpPredicate, IntError, Rounding};

/// The low `width` bits of v.
pub fn mask(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

/// A `width`-bit pattern read as a signed integer.
pub fn sext(bits: u64, width: u32) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        ((bits << (64 - width)) as i64) >> (64 - width)
    }
}

/// The smallest signed value of the width.
fn smin(width: u32) -> i64 {
    i64::MIN >> (64 - width)
}

/// divi. Rounds toward zero, or toward +inf / -inf with PositiveInf /
/// NegativeInf; the other modes (illegal on divi) round toward zero.
pub fn divi(a: u64, b: u64, width: u32, signed: bool, mode: Rounding) -> Result<u64, IntError> {
    if mask(b, width) == 0 {
        return Err(IntError::DivisionByZero);
    }
    if signed {
        let (x, y) = (sext(a, width), sext(b, width));
        if x == smin(width) && y == -1 {
            return Err(IntError::Overflow);
        }
        let (q, r) = (x / y, x % y);
        let q = match mode {
            Rounding::NegativeInf if r != 0 && ((r < 0) != (y < 0)) => q - 1,
            Rounding::PositiveInf if r != 0 && ((r < 0) == (y < 0)) => q + 1,
            _ => q,
        };
        Ok(mask(q as u64, width))
    } else {
        let (x, y) = (mask(a, width), mask(b, width));
        let q = x / y;
        let q = if mode == Rounding::PositiveInf && x % y != 0 { q + 1 } else { q };
        Ok(q)
    }
}

/// remi: truncated remainder, with the dividend's sign when signed.
pub fn remi(a: u64, b: u64, width: u32, signed: bool) -> Result<u64, IntError> {
    if mask(b, width) == 0 {
        return Err(IntError::DivisionByZero);
    }
    if signed {
        let (x, y) = (sext(a, width), sext(b, width));
        Ok(mask(x.wrapping_rem(y) as u64, width))
    } else {
        Ok(mask(a, width) % mask(b, width))
    }
}

/// shli: the amount is unsigned; amounts >= width give 0.
pub fn shli(a: u64, b: u64, width: u32) -> u64 {
    let b = mask(b, width);
    if b >= width as u64 {
        0
    } else {
        mask(a << b, width)
    }
}

/// shri: zero-filling when unsigned, sign-filling when signed; amounts
/// >= width give 0, or all sign bits when signed.
pub fn shri(a: u64, b: u64, width: u32, signed: bool) -> u64 {
    let b = mask(b, width);
    if signed {
        // Shifting by width - 1 already leaves only copies of the sign bit.
        let s = b.min(width as u64 - 1);
        mask((sext(a, width) >> s) as u64, width)
    } else if b >= width as u64 {
        0
    } else {
        mask(a, width) >> b
    }
}

/// mulhii: the high `width` bits of the 2*width-bit product (unsigned as
/// the chapter defines it; signed reads both operands signed).
pub fn mulhii(a: u64, b: u64, width: u32, signed: bool) -> u64 {
    if signed {
        let p = sext(a, width) as i128 * sext(b, width) as i128;
        mask((p >> width) as u64, width)
    } else {
        let p = mask(a, width) as u128 * mask(b, width) as u128;
        mask((p >> width) as u64, width)
    }
}

/// absi: the operand read signed, the magnitude written unsigned (so MIN
/// stays 2^(width-1)).
pub fn absi(a: u64, width: u32) -> u64 {
    mask(sext(a, width).unsigned_abs(), width)
}

/// negi: two's complement negation, wrapping.
pub fn negi(a: u64, width: u32) -> u64 {
    mask(a.wrapping_neg(), width)
}

/// maxi under the given signedness.
pub fn maxi(a: u64, b: u64, width: u32, signed: bool) -> u64 {
    if cmpi(CmpPredicate::Ge, a, b, width, signed) {
        mask(a, width)
    } else {
        mask(b, width)
    }
}

/// mini under the given signedness.
pub fn mini(a: u64, b: u64, width: u32, signed: bool) -> u64 {
    if cmpi(CmpPredicate::Le, a, b, width, signed) {
        mask(a, width)
    } else {
        mask(b, width)
    }
}

/// cmpi under the given signedness (equality does not depend on it).
pub fn cmpi(pred: CmpPredicate, a: u64, b: u64, width: u32, signed: bool) -> bool {
    let ord = if signed {
        sext(a, width).cmp(&sext(b, width))
    } else {
        mask(a, width).cmp(&mask(b, width))
    };
    match pred {
        CmpPredicate::Eq => ord.is_eq(),
        CmpPredicate::Ne => ord.is_ne(),
        CmpPredicate::Lt => ord.is_lt(),
        CmpPredicate::Le => ord.is_le(),
        CmpPredicate::Gt => ord.is_gt(),
        CmpPredicate::Ge => ord.is_ge(),
    }
}
