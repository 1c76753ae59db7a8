//! NumPy `.npy` files: versions 1.0, 2.0 and 3.0, little-endian, C order.
//!
//! dtypes: `f2 f4 f8`, `i1 i2 i4 i8`, `u1 u2 u4 u8`, `b1` (bf16 and the 8-bit
//! float kinds have no NumPy dtype: pass their bits as `u2` / `u1`).

use std::fmt;
use std::path::Path;

/// An element type of an array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dtype {
    Bool,
    /// Signed integer of this many bytes.
    I(usize),
    /// Unsigned integer of this many bytes.
    U(usize),
    /// IEEE float of this many bytes.
    F(usize),
}

impl Dtype {
    pub fn size(self) -> usize {
        match self {
            Dtype::Bool => 1,
            Dtype::I(n) | Dtype::U(n) | Dtype::F(n) => n,
        }
    }

    /// The NumPy `descr` string, e.g. `<f4`.
    pub fn descr(self) -> String {
        match self {
            Dtype::Bool => "|b1".into(),
            Dtype::I(1) => "|i1".into(),
            Dtype::U(1) => "|u1".into(),
            Dtype::I(n) => format!("<i{n}"),
            Dtype::U(n) => format!("<u{n}"),
            Dtype::F(n) => format!("<f{n}"),
        }
    }

    /// A NumPy `descr` string (`<f4`, `|b1`, ...).
    pub fn parse(descr: &str) -> Result<Dtype, NpyError> {
        let bad = || NpyError(format!("unsupported dtype '{descr}' (little-endian f2 f4 f8, i1-i8, u1-u8 or b1 expected)"));
        let (order, rest) = descr.split_at(1.min(descr.len()));
        if !matches!(order, "<" | "|" | "=") {
            return Err(bad());
        }
        let (kind, size) = rest.split_at(1.min(rest.len()));
        let size: usize = size.parse().map_err(|_| bad())?;
        let d = match (kind, size) {
            ("b", 1) => Dtype::Bool,
            ("i", 1 | 2 | 4 | 8) => Dtype::I(size),
            ("u", 1 | 2 | 4 | 8) => Dtype::U(size),
            ("f", 2 | 4 | 8) => Dtype::F(size),
            _ => return Err(bad()),
        };
        // Multi-byte elements must say they are little-endian.
        if size > 1 && order == "|" {
            return Err(bad());
        }
        Ok(d)
    }
}

/// An n-d array: dtype, shape, and its elements' bytes in C order.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub dtype: Dtype,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

/// A malformed or unsupported file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NpyError(pub String);

impl fmt::Display for NpyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NpyError {}

const MAGIC: &[u8] = b"\x93NUMPY";

impl Array {
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn read(path: &Path) -> Result<Array, NpyError> {
        let bytes = std::fs::read(path).map_err(|e| NpyError(format!("{}: {e}", path.display())))?;
        Array::from_bytes(&bytes).map_err(|e| NpyError(format!("{}: {}", path.display(), e.0)))
    }

    /// Writes the array to `path`, replacing the file whole: the bytes go to
    /// a temporary file beside it, flushed to disk, which is then renamed over
    /// `path`, so that an interrupted write leaves the old file or the new
    /// one, never a truncated one. A symbolic link stays one: the file it
    /// points to is replaced.
    pub fn write(&self, path: &Path) -> Result<(), NpyError> {
        use std::io::Write;
        let err = |e: std::io::Error| NpyError(format!("{}: {e}", path.display()));
        let linked;
        let path = match std::fs::symlink_metadata(path) {
            Ok(m) if m.file_type().is_symlink() => {
                linked = std::fs::canonicalize(path).map_err(err)?;
                linked.as_path()
            }
            _ => path,
        };
        let name = path.file_name().ok_or_else(|| NpyError(format!("{}: not a file name", path.display())))?;
        let mut tmp_name = std::ffi::OsString::from(".");
        tmp_name.push(name);
        tmp_name.push(format!(".{}.tmp", std::process::id()));
        let tmp = path.with_file_name(tmp_name);
        let result = std::fs::File::create(&tmp)
            .and_then(|mut f| f.write_all(&self.to_bytes()).and_then(|()| f.sync_all()))
            .and_then(|()| std::fs::rename(&tmp, path));
        if result.is_err() {
            std::fs::remove_file(&tmp).ok();
        }
        result.map_err(err)
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Array, NpyError> {
        if bytes.len() < 10 || &bytes[..6] != MAGIC {
            return Err(NpyError("not a .npy file (bad magic)".into()));
        }
        let (len, start) = match bytes[6] {
            1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
            2 | 3 if bytes.len() >= 12 => (u32::from_le_bytes(bytes[8..12].try_into().unwrap()) as usize, 12),
            v => return Err(NpyError(format!("unsupported .npy version {v}"))),
        };
        let header = bytes.get(start..start + len).ok_or_else(|| NpyError("truncated header".into()))?;
        let header = std::str::from_utf8(header).map_err(|_| NpyError("header is not text".into()))?;
        let descr = field(header, "descr")?;
        let descr = descr.trim_matches(|c| c == '\'' || c == '"');
        let dtype = Dtype::parse(descr)?;
        match field(header, "fortran_order")? {
            "False" => {}
            "True" => return Err(NpyError("Fortran-order arrays are not supported (save a C-order copy)".into())),
            other => return Err(NpyError(format!("bad fortran_order '{other}'"))),
        }
        let shape_text = field(header, "shape")?;
        let inner = shape_text.trim().strip_prefix('(').and_then(|s| s.strip_suffix(')')).ok_or_else(|| NpyError(format!("bad shape '{shape_text}'")))?;
        let shape = inner
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| s.trim_end_matches('L').parse::<usize>().map_err(|_| NpyError(format!("bad shape '{shape_text}'"))))
            .collect::<Result<Vec<_>, _>>()?;
        let size = shape
            .iter()
            .try_fold(dtype.size(), |n, &d| n.checked_mul(d))
            .ok_or_else(|| NpyError(format!("shape {shape:?} of {} overflows: more bytes than memory can hold", dtype.descr())))?;
        let data = &bytes[start + len..];
        if data.len() != size {
            return Err(NpyError(format!("data has {} bytes, but shape {shape:?} of {} needs {size}", data.len(), dtype.descr())));
        }
        Ok(Array { dtype, shape, data: data.to_vec() })
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let shape = match self.shape.as_slice() {
            [d] => format!("({d},)"),
            dims => format!("({})", dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
        };
        let mut header = format!("{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}", self.dtype.descr());
        // Magic, version and length take 10 bytes; the header ends in a newline at a multiple of 64.
        while (10 + header.len() + 1) % 64 != 0 {
            header.push(' ');
        }
        header.push('\n');
        let mut out = Vec::with_capacity(10 + header.len() + self.data.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[1, 0]);
        out.extend_from_slice(&(header.len() as u16).to_le_bytes());
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(&self.data);
        out
    }

    pub fn from_f32(shape: Vec<usize>, v: &[f32]) -> Array {
        Array { dtype: Dtype::F(4), shape, data: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
    }

    pub fn from_f64(shape: Vec<usize>, v: &[f64]) -> Array {
        Array { dtype: Dtype::F(8), shape, data: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
    }

    pub fn from_i32(shape: Vec<usize>, v: &[i32]) -> Array {
        Array { dtype: Dtype::I(4), shape, data: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
    }

    /// f16 elements from their bits.
    pub fn from_f16_bits(shape: Vec<usize>, v: &[u16]) -> Array {
        Array { dtype: Dtype::F(2), shape, data: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
    }

    pub fn to_f32(&self) -> Vec<f32> {
        self.data.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
    }

    pub fn to_f64(&self) -> Vec<f64> {
        self.data.chunks(8).map(|c| f64::from_le_bytes(c.try_into().unwrap())).collect()
    }

    pub fn to_i32(&self) -> Vec<i32> {
        self.data.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
    }
}

/// The text of `key`'s value in the header dict (up to the next top-level comma).
fn field<'h>(header: &'h str, key: &str) -> Result<&'h str, NpyError> {
    let missing = || NpyError(format!("header has no '{key}': {header}"));
    let at = header.find(&format!("'{key}'")).or_else(|| header.find(&format!("\"{key}\""))).ok_or_else(missing)?;
    let rest = &header[at + key.len() + 2..];
    let rest = rest.trim_start().strip_prefix(':').ok_or_else(missing)?.trim_start();
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' | '}' if depth == 0 => return Ok(rest[..i].trim()),
            _ => {}
        }
    }
    Err(missing())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for shape in [vec![], vec![3], vec![2, 3]] {
            let n: usize = shape.iter().product();
            let a = Array::from_f32(shape.clone(), &(0..n).map(|i| i as f32 * 0.5).collect::<Vec<_>>());
            let bytes = a.to_bytes();
            assert_eq!((bytes.len() - a.data.len()) % 64, 0);
            assert_eq!(Array::from_bytes(&bytes).unwrap(), a);
        }
    }

    #[test]
    fn numpy_headers() {
        // As numpy.save writes them (v1), and a v2 header.
        let mut v1 = MAGIC.to_vec();
        let h = "{'descr': '<i2', 'fortran_order': False, 'shape': (2,), }          \n";
        v1.extend_from_slice(&[1, 0]);
        v1.extend_from_slice(&(h.len() as u16).to_le_bytes());
        v1.extend_from_slice(h.as_bytes());
        v1.extend_from_slice(&[1, 0, 255, 255]);
        let a = Array::from_bytes(&v1).unwrap();
        assert_eq!((a.dtype, a.shape.clone(), a.data.clone()), (Dtype::I(2), vec![2], vec![1, 0, 255, 255]));
        let mut v2 = MAGIC.to_vec();
        let h = "{'descr': '|b1', 'fortran_order': False, 'shape': (1, 1), }\n";
        v2.extend_from_slice(&[2, 0]);
        v2.extend_from_slice(&(h.len() as u32).to_le_bytes());
        v2.extend_from_slice(h.as_bytes());
        v2.push(1);
        assert_eq!(Array::from_bytes(&v2).unwrap().shape, vec![1, 1]);
    }

    #[test]
    fn bad_files() {
        assert!(Array::from_bytes(b"hello world").unwrap_err().0.contains("magic"));
        let mut a = Array::from_f32(vec![4], &[1.0; 4]).to_bytes();
        a.pop();
        assert!(Array::from_bytes(&a).unwrap_err().0.contains("needs 16"));
        let edit = |from: &str, to: &str| {
            let mut b = Array::from_f32(vec![1], &[1.0]).to_bytes();
            let at = b.windows(from.len()).position(|w| w == from.as_bytes()).unwrap();
            b[at..at + from.len()].copy_from_slice(to.as_bytes());
            Array::from_bytes(&b)
        };
        assert!(edit("<f4", ">f4").unwrap_err().0.contains("dtype"));
        // 2^32 * 2^32 wraps to 0 in 64 bits, which the empty data would match.
        let mut big = MAGIC.to_vec();
        let h = "{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }\n";
        big.extend_from_slice(&[1, 0]);
        big.extend_from_slice(&(h.len() as u16).to_le_bytes());
        big.extend_from_slice(h.as_bytes());
        assert!(Array::from_bytes(&big).unwrap_err().0.contains("overflows"));
        assert!(edit("False", "True ").unwrap_err().0.contains("Fortran"));
    }

    /// A write replaces the file rather than rewriting it in place: a second
    /// hard link keeps the old contents, and no temporary file is left.
    #[test]
    fn write_replaces_the_file() {
        let dir = std::env::temp_dir().join(format!("npy-write-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (path, link) = (dir.join("a.npy"), dir.join("link.npy"));
        Array::from_f32(vec![2], &[1.0, 2.0]).write(&path).unwrap();
        std::fs::hard_link(&path, &link).unwrap();
        Array::from_f32(vec![3], &[3.0; 3]).write(&path).unwrap();
        assert_eq!(Array::read(&path).unwrap().to_f32(), [3.0; 3]);
        assert_eq!(Array::read(&link).unwrap().to_f32(), [1.0, 2.0]);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
        // Through a symbolic link: the link stays, its target is replaced.
        let sym = dir.join("sym.npy");
        std::os::unix::fs::symlink(&path, &sym).unwrap();
        Array::from_f32(vec![1], &[4.0]).write(&sym).unwrap();
        assert!(std::fs::symlink_metadata(&sym).unwrap().file_type().is_symlink());
        assert_eq!(Array::read(&path).unwrap().to_f32(), [4.0]);
        std::fs::remove_dir_all(&dir).ok();
    }
}
