//! Remarks as `tileiras --remark-format=yaml` writes them: LLVM's remark
//! YAML, one document per remark (`--- !Passed` or `!Missed`, the pass — the
//! remark's category, `Memory` or `Tensor-core` — its name, location,
//! function and arguments, `...`).

/// One remark of a compilation's `file:line:col: remark: text` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub text: String,
}

impl Remark {
    /// A `file:line:col: remark: text` line (`Compiled::remarks`), or
    /// `remark: text` for an op without a location (bytecode without debug
    /// information: `<unknown file>`, line 0, as tileiras writes it); None
    /// for any other line.
    pub fn parse(line: &str) -> Option<Remark> {
        if let Some(text) = line.strip_prefix("remark: ") {
            return Some(Remark { file: "<unknown file>".into(), line: 0, column: 0, text: text.trim_end().to_string() });
        }
        let (place, text) = line.split_once(": remark: ")?;
        let (file, line_number, column) = crate::diagnostic::split_location(place)?;
        Some(Remark { file: file.to_string(), line: line_number, column, text: text.trim_end().to_string() })
    }

    /// Tensor-core remarks are about dots; the rest about loads and stores.
    pub fn is_tensor_core(&self) -> bool {
        let text = self.text.strip_prefix("batch ").map(|t| t.split_once(": ").map_or(t, |(_, rest)| rest)).unwrap_or(&self.text);
        text.starts_with("dot ") || text.starts_with("batched dot")
    }

    /// Whether the remark reports a choice that was not made (what stayed
    /// slower, and why): LLVM's `Missed`.
    pub fn is_missed(&self) -> bool {
        ["not ", "scalar accesses", "dot stays", "no producer"].iter().any(|p| self.text.contains(p))
    }
}

/// A YAML scalar in single quotes (quotes doubled), as LLVM writes strings
/// that are not plain.
fn quoted(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

/// The YAML documents of `remarks` (`Compiled::remarks` lines) for a module
/// whose kernels are `functions` (the first names a remark's function: the
/// lines do not say which kernel they are about).
pub fn to_yaml(remarks: &str, functions: &[String]) -> String {
    let function = functions.first().map(String::as_str).unwrap_or("<unknown function>");
    let mut out = String::new();
    for (id, remark) in remarks.lines().filter_map(Remark::parse).enumerate() {
        let kind = if remark.is_missed() { "Missed" } else { "Passed" };
        let (pass, name) = match (remark.is_tensor_core(), remark.is_missed()) {
            (true, false) => ("Tensor-core", "RemarkTensorCoreMMA"),
            (true, true) => ("Tensor-core", "RemarkTensorCoreMMAMissed"),
            (false, false) => ("Memory", "RemarkMemoryInstructionSelected"),
            (false, true) => ("Memory", "RemarkMemoryInstructionMissed"),
        };
        out += &format!(
            "--- !{kind}\nPass:            {pass}\nName:            {name}\nDebugLoc:        {{ File: {}, Line: {}, Column: {} }}\nFunction:        {}\nArgs:\n  - RemarkId:    {id}\n  - Remark:      {}\n...\n",
            quoted(&remark.file),
            remark.line,
            remark.column,
            quoted(function),
            quoted(&remark.text)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remark_lines_parse_and_classify() {
        let r = Remark::parse("k.mlir:12:7: remark: dot on tensor cores: wgmma.mma_async.m64n128k16").unwrap();
        assert_eq!((r.file.as_str(), r.line, r.column), ("k.mlir", 12, 7));
        assert!(r.is_tensor_core() && !r.is_missed());
        let r = Remark::parse("a:b.mlir:3:4: remark: batch 1: dot stays on mma.sync (not wgmma): M = 32").unwrap();
        assert_eq!(r.file, "a:b.mlir");
        assert!(r.is_tensor_core() && r.is_missed());
        let r = Remark::parse("k.mlir:5:1: remark: not loaded by TMA: it's masked").unwrap();
        assert!(!r.is_tensor_core() && r.is_missed());
        assert!(Remark::parse("k.mlir:5:1: error: no").is_none());
        let r = Remark::parse("remark: vectorized: 128-bit accesses (8 x 'f16')").unwrap();
        assert_eq!((r.file.as_str(), r.line, r.column), ("<unknown file>", 0, 0));
    }

    #[test]
    fn yaml_documents_quote_strings() {
        let yaml = to_yaml("k.mlir:5:1: remark: vectorized: 128-bit accesses (8 x 'f16')\n", &["kern".into()]);
        assert_eq!(
            yaml,
            "--- !Passed\nPass:            Memory\nName:            RemarkMemoryInstructionSelected\n\
             DebugLoc:        { File: 'k.mlir', Line: 5, Column: 1 }\nFunction:        'kern'\nArgs:\n\
             \x20 - RemarkId:    0\n  - Remark:      'vectorized: 128-bit accesses (8 x ''f16'')'\n...\n"
        );
    }
}
