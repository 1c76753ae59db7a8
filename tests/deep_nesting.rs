//! Deeply nested kernels are parsed, verified and compiled, not a stack
//! overflow: MLIR recurses once per level, so the tools work on a large
//! stack (src/stack.rs). 4,000 nested ifs and 5,000 nested loops through
//! tile-opt, tile-compile and tile-run (all overflowed before), and
//! tile-translate refusing, by a diagnostic, to write what bytecode readers
//! cannot read.

use std::process::Command;

fn nested_ifs(n: usize) -> String {
    let mut s = String::from("cuda_tile.module @m {\n  entry @k(%c: tile<i1>) {\n");
    s += &"    if %c {\n".repeat(n);
    s += &"    }\n".repeat(n);
    s + "    return\n  }\n}\n"
}

fn nested_loops(n: usize) -> String {
    let mut s = String::from(
        "cuda_tile.module @m {\n  entry @k(%n: tile<i32>) {\n    %c0 = constant <i32: 0> : tile<i32>\n    %c1 = constant <i32: 1> : tile<i32>\n",
    );
    for i in 0..n {
        s += &format!("    for %i{i} in (%c0 to %n, step %c1) : tile<i32> {{\n");
    }
    s += &"      continue\n    }\n".repeat(n);
    s + "    return\n  }\n}\n"
}

fn run(tool: &str, args: &[&str], text: &str, name: &str) {
    let out = output(tool, args, text, name);
    assert!(out.status.success(), "{tool} {args:?} {name}: {:?}\n{}", out.status, String::from_utf8_lossy(&out.stderr));
}

fn output(tool: &str, args: &[&str], text: &str, name: &str) -> std::process::Output {
    let dir = std::env::temp_dir().join(format!("deep-nesting-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join(name);
    std::fs::write(&input, text).unwrap();
    let out = Command::new(tool).arg(&input).args(args).output().expect("runs");
    std::fs::remove_dir_all(&dir).ok();
    out
}

#[test]
fn thousands_of_nested_ifs_parse() {
    let ifs = nested_ifs(4000);
    run(env!("CARGO_BIN_EXE_tile-opt"), &["-o", "/dev/null"], &ifs, "ifs.mlir");
    run(env!("CARGO_BIN_EXE_tile-run"), &["--grid", "1", "i1:1"], &ifs, "ifs.mlir");
}

#[test]
fn thousands_of_nested_loops_compile() {
    let loops = nested_loops(5000);
    run(env!("CARGO_BIN_EXE_tile-opt"), &["-o", "/dev/null"], &loops, "loops.mlir");
    run(env!("CARGO_BIN_EXE_tile-compile"), &["--emit=ptx", "-o", "/dev/null"], &loops, "loops.mlir");
    run(env!("CARGO_BIN_EXE_tile-run"), &["--grid", "1", "i32:1"], &loops, "loops.mlir");
    let out = output(env!("CARGO_BIN_EXE_tile-translate"), &["-mlir-to-cudatilebc", "-o", "/dev/null"], &loops, "loops.mlir");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("regions nested more than 64 deep"), "{stderr}");
}
