//! What the coverage tests share: the operations of the 13.2 chapter, and
//! the operations a set of `.mlir` test inputs uses.
// Each test binary uses a part of this module.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::path::Path;

pub const SPEC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/spec/cuda_tile-operations-13.2.txt");

/// The operations of the chapter, read from its headings ("8.3.1.
/// cuda_tile.broadcast#"), without the dialect prefix, and cuTile's `fpowi`;
/// None, once the test has said it is skipped, where the chapter is absent.
pub fn chapter_ops() -> Option<Vec<String>> {
    let Ok(spec) = std::fs::read_to_string(SPEC) else {
        println!("skipped: the operation chapter is not at {SPEC}");
        return None;
    };
    let mut ops: Vec<String> = spec
        .lines()
        .filter_map(|line| line.split_once(". cuda_tile.").map(|(_, rest)| rest))
        .filter_map(|rest| rest.strip_suffix('#'))
        .map(str::to_string)
        .collect();
    assert!(ops.len() >= 90, "only {} headings found in the chapter", ops.len());
    ops.push("fpowi".into());
    Some(ops)
}

/// Every word in operation position in the `.mlir` files among `paths`:
/// the start of a statement, after `= `, or after `cuda_tile.` (comments
/// left out).
pub fn ops_used_in(paths: impl IntoIterator<Item = impl AsRef<Path>>) -> BTreeSet<String> {
    let word = |s: &str| s.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$')).next().unwrap_or("").to_string();
    let mut used = BTreeSet::new();
    for path in paths {
        let path = path.as_ref();
        if path.extension().is_none_or(|e| e != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines().map(str::trim).filter(|l| !l.starts_with("//")) {
            used.insert(word(line));
            used.extend(line.match_indices("= ").map(|(i, _)| word(&line[i + 2..])));
            used.extend(line.match_indices("cuda_tile.").map(|(i, _)| word(&line[i + "cuda_tile.".len()..])));
        }
    }
    used
}

/// The `.mlir` files of a folder of the checkout.
pub fn mlir_files(dir: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).map(|e| e.unwrap().path()).collect()
}

/// Asserts that every op of `ops` is in `used`, printing the count.
pub fn assert_covered(ops: &[String], used: &BTreeSet<String>, what: &str) {
    let missing: Vec<&String> = ops.iter().filter(|op| !used.contains(op.as_str())).collect();
    println!("{} of {} operations of the chapter have {what}", ops.len() - missing.len(), ops.len());
    assert!(missing.is_empty(), "without {what}: {missing:?}");
}
