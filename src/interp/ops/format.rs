//! printf formatting for print_tko.
//!
//! Conversions: d i u x X o c f F e E g G a (as %e) s %, with flags `-+ 0#`,
//! width, precision and C length modifiers (accepted, ignored: the operand's
//! type decides). A rank-0 operand prints as one value; a larger tile prints
//! every element with the same conversion, as a nested bracketed list
//! (`[1.000000, 2.000000]`), since the chapter does not say how tiles print.

use super::super::numerics as n;
use super::super::value::{Data, Elem, Num, Tile};
use super::super::Error;

#[derive(Default, Clone)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    zero: bool,
    alt: bool,
    width: usize,
    precision: Option<usize>,
    conv: char,
}

pub fn printf(format: &str, args: &[Tile]) -> Result<String, Error> {
    let mut out = String::new();
    let mut chars = format.chars().peekable();
    let mut next = args.iter();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut spec = Spec::default();
        while let Some(&f) = chars.peek() {
            match f {
                '-' => spec.left = true,
                '+' => spec.plus = true,
                ' ' => spec.space = true,
                '0' => spec.zero = true,
                '#' => spec.alt = true,
                _ => break,
            }
            chars.next();
        }
        while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
            spec.width = spec.width * 10 + d as usize;
            chars.next();
        }
        if chars.peek() == Some(&'.') {
            chars.next();
            let mut p = 0;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                p = p * 10 + d as usize;
                chars.next();
            }
            spec.precision = Some(p);
        }
        while matches!(chars.peek(), Some('h' | 'l' | 'L' | 'q' | 'j' | 'z' | 't')) {
            chars.next();
        }
        spec.conv = chars.next().ok_or_else(|| Error::new(format!("format string ends inside a conversion: {format:?}")))?;
        if spec.conv == '%' {
            out.push('%');
            continue;
        }
        let arg = next.next().ok_or_else(|| Error::new(format!("format {format:?} has more conversions than operands")))?;
        out += &tile(&spec, arg, 0, 0);
    }
    if next.next().is_some() {
        return Err(Error::new(format!("format {format:?} has fewer conversions than operands")));
    }
    Ok(out)
}

/// The elements of `t` from flat position `start` along dimensions `dim..`.
fn tile(spec: &Spec, t: &Tile, dim: usize, start: usize) -> String {
    if dim == t.shape.len() {
        return element(spec, t, start);
    }
    let inner: usize = t.shape[dim + 1..].iter().product();
    let parts: Vec<String> = (0..t.shape[dim]).map(|i| tile(spec, t, dim + 1, start + i * inner)).collect();
    format!("[{}]", parts.join(", "))
}

fn element(spec: &Spec, t: &Tile, k: usize) -> String {
    let body = match (&t.data, t.elem) {
        (Data::F(v), _) => float(spec, v[k]),
        (Data::I(v), Elem::Num(Num::Int(w))) => int(spec, v[k], w),
        (Data::I(v), _) => int(spec, v[k], 64),
    };
    pad(spec, body)
}

fn int(spec: &Spec, bits: u64, width: u32) -> String {
    let signed_value = n::sext(bits, width);
    let digits = match spec.conv {
        'd' | 'i' => signed_value.unsigned_abs().to_string(),
        'u' => bits.to_string(),
        'x' => format!("{bits:x}"),
        'X' => format!("{bits:X}"),
        'o' => format!("{bits:o}"),
        'c' => return char::from_u32(bits as u32).map(String::from).unwrap_or_default(),
        'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A' => return float(spec, signed_value as f64),
        _ => bits.to_string(),
    };
    let digits = match spec.precision {
        Some(p) if digits.len() < p => format!("{}{digits}", "0".repeat(p - digits.len())),
        _ => digits,
    };
    let prefix = match spec.conv {
        'x' if spec.alt && bits != 0 => "0x",
        'X' if spec.alt && bits != 0 => "0X",
        'o' if spec.alt => "0",
        _ => "",
    };
    let sign = if matches!(spec.conv, 'd' | 'i') { sign(spec, signed_value < 0) } else { "" };
    format!("{sign}{prefix}{digits}")
}

fn sign(spec: &Spec, negative: bool) -> &'static str {
    if negative {
        "-"
    } else if spec.plus {
        "+"
    } else if spec.space {
        " "
    } else {
        ""
    }
}

fn float(spec: &Spec, x: f64) -> String {
    let upper = spec.conv.is_ascii_uppercase();
    let s = sign(spec, x.is_sign_negative() && !x.is_nan());
    let a = x.abs();
    let body = if x.is_nan() {
        "nan".to_string()
    } else if x.is_infinite() {
        "inf".to_string()
    } else {
        let p = spec.precision.unwrap_or(6);
        match spec.conv.to_ascii_lowercase() {
            'e' | 'a' => exp(a, p),
            'g' => {
                let p = p.max(1);
                let e = if a == 0.0 { 0 } else { exp(a, p - 1).rsplit_once('e').unwrap().1.parse::<i32>().unwrap() };
                let mut t = if e < -4 || e >= p as i32 { exp(a, p - 1) } else { format!("{:.*}", (p as i32 - 1 - e) as usize, a) };
                if !spec.alt {
                    t = strip_zeros(&t);
                }
                t
            }
            'c' => char::from_u32(x as u32).map(String::from).unwrap_or_default(),
            _ => format!("{a:.p$}"),
        }
    };
    let body = if upper { body.to_uppercase() } else { body };
    format!("{s}{body}")
}

/// C's %e: one digit, `p` decimals, a signed exponent of at least two digits.
fn exp(a: f64, p: usize) -> String {
    let t = format!("{a:.p$e}");
    let (mantissa, e) = t.split_once('e').unwrap();
    let e: i32 = e.parse().unwrap();
    format!("{mantissa}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// Drops trailing zeros of the fraction (and a bare point), keeping any exponent, as %g does.
fn strip_zeros(t: &str) -> String {
    let (m, e) = match t.split_once('e') {
        Some((m, e)) => (m, format!("e{e}")),
        None => (t, String::new()),
    };
    let m = if m.contains('.') { m.trim_end_matches('0').trim_end_matches('.') } else { m };
    format!("{m}{e}")
}

fn pad(spec: &Spec, body: String) -> String {
    let len = body.chars().count();
    if len >= spec.width {
        return body;
    }
    let fill = spec.width - len;
    if spec.left {
        format!("{body}{}", " ".repeat(fill))
    } else if spec.zero && !body.contains("nan") && !body.contains("inf") {
        // Zeros go after the sign and any 0x prefix.
        let split = body
            .char_indices()
            .find(|&(_, c)| !matches!(c, '+' | '-' | ' '))
            .map(|(i, _)| i)
            .unwrap_or(0);
        let split = if body[split..].starts_with("0x") || body[split..].starts_with("0X") { split + 2 } else { split };
        format!("{}{}{}", &body[..split], "0".repeat(fill), &body[split..])
    } else {
        format!("{}{body}", " ".repeat(fill))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::numerics::FloatKind;

    fn f32s(v: &[f64]) -> Tile {
        Tile::floats(if v.len() == 1 { vec![] } else { vec![v.len()] }, FloatKind::F32, v.to_vec())
    }

    #[test]
    fn like_c() {
        let i = |v: i64| Tile::ints(vec![], Elem::Num(Num::Int(32)), vec![n::mask(v as u64, 32)]);
        assert_eq!(printf("%d|%5d|%-5d|%05d|%+d", &[i(-3), i(42), i(42), i(-42), i(7)]).unwrap(), "-3|   42|42   |-0042|+7");
        assert_eq!(printf("%x %#X %u %o", &[i(255), i(255), i(-1), i(8)]).unwrap(), "ff 0XFF 4294967295 10");
        assert_eq!(printf("%f %.2f %+08.3f %e", &[f32s(&[1.5]), f32s(&[3.14159]), f32s(&[-2.5]), f32s(&[12345.0])]).unwrap(),
            "1.500000 3.14 -002.500 1.234500e+04");
        assert_eq!(printf("%g %g %g %G", &[f32s(&[0.0001]), f32s(&[100000.0]), f32s(&[1e6]), f32s(&[1e-5])]).unwrap(),
            "0.0001 100000 1e+06 1E-05");
        assert_eq!(printf("%f %f 100%%", &[f32s(&[f64::NAN]), f32s(&[f64::NEG_INFINITY])]).unwrap(), "nan -inf 100%");
        assert_eq!(printf("v=%.1f\n", &[f32s(&[1.0, 2.0])]).unwrap(), "v=[1.0, 2.0]\n");
        assert!(printf("%d %d", &[i(1)]).is_err());
    }
}
