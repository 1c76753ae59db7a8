//! Every operation of the 13.2 chapter (and cuTile's `fpowi`) is run by some
//! interpreter test: its name appears as an operation in the kernel text of
//! tests/interp_*.rs (inside string literals) or of lit-tests/tile-run/*.mlir.
//! A new op without a semantic test fails here.

mod common;

use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The contents of the string literals of a Rust source, in order. Comments
/// and char literals are skipped so that their quotes do not count.
fn string_literals(src: &str) -> Vec<String> {
    let b = src.as_bytes();
    let (mut out, mut i) = (Vec::new(), 0);
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => i = src[i..].find('\n').map_or(b.len(), |n| i + n),
            // '"' or '\'' or 'x': a char literal; a lifetime has no closing quote.
            b'\'' if b.get(i + 1) == Some(&b'\\') && b.get(i + 3) == Some(&b'\'') => i += 4,
            b'\'' if b.get(i + 2) == Some(&b'\'') => i += 3,
            b'"' => {
                let mut s = String::new();
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' && i + 1 < b.len() {
                        // Keep escapes as written: "\n" separates lines of kernel text.
                        s.push('\\');
                        s.push(b[i + 1] as char);
                        i += 2;
                    } else {
                        s.push(b[i] as char);
                        i += 1;
                    }
                }
                out.push(s);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Whether `op` occurs in `text` as an operation: after `= `, `cuda_tile.`,
/// or at the start of a line of kernel text (a real or an escaped newline,
/// or the start of the literal), and followed by a space, a newline or the
/// literal's end.
fn uses_op(text: &str, op: &str) -> bool {
    text.match_indices(op).any(|(at, _)| {
        let before = text[..at].trim_end_matches(' ');
        let after = &text[at + op.len()..];
        let starts = before.is_empty()
            || before.ends_with('=')
            || before.ends_with("\\n")
            || before.ends_with('\n')
            || text[..at].ends_with("cuda_tile.");
        let ends = after.is_empty() || after.starts_with(' ') || after.starts_with("\\n") || after.starts_with('\n');
        starts && ends
    })
}

#[test]
fn every_op_of_the_chapter_has_an_interpreter_test() {
    let Some(ops) = common::chapter_ops() else { return };

    let mut texts = Vec::new();
    for dir in ["tests", "lit-tests/tile-run"] {
        let Ok(entries) = std::fs::read_dir(Path::new(ROOT).join(dir)) else { continue };
        for entry in entries {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if name.starts_with("interp_") && name.ends_with(".rs") && name != "interp_coverage.rs" {
                texts.extend(string_literals(&std::fs::read_to_string(&path).unwrap()));
            } else if dir.starts_with("lit-tests") && name.ends_with(".mlir") {
                texts.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let missing: Vec<&String> = ops.iter().filter(|op| !texts.iter().any(|t| uses_op(t, op))).collect();
    println!("{} of {} operations have an interpreter test", ops.len() - missing.len(), ops.len());
    assert!(missing.is_empty(), "no interpreter test runs: {missing:?}");
}

#[test]
fn the_scan_finds_ops_only_where_they_are_ops() {
    let lits = string_literals("let a = '\"'; // \"addf\"\nlet s = \"%r = addf %a, %b\\n return\\n\"; f(\"for x\")");
    assert_eq!(lits, vec!["%r = addf %a, %b\\n return\\n".to_string(), "for x".to_string()]);
    assert!(uses_op(&lits[0], "addf") && uses_op(&lits[0], "return"));
    assert!(uses_op("cuda_tile.module @m {", "module"));
    assert!(!uses_op(&lits[0], "add"));
    assert!(!uses_op("%r = maxf_x %a", "maxf"));
    assert!(!uses_op("must hold: cat", "cat"));
}
