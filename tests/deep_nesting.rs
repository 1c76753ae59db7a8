//! Deeply nested kernels are parsed, verified and compiled, not a stack
//! overflow: MLIR recurses once per level, so the tools work on a large
//! stack (src/stack.rs). 4,000 nested ifs through tile-opt and 5,000 nested
//! loops through tile-opt and tile-compile (both overflowed before).

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
    let dir = std::env::temp_dir().join(format!("deep-nesting-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join(name);
    std::fs::write(&input, text).unwrap();
    let out = Command::new(tool).args(args).arg(&input).output().expect("runs");
    std::fs::remove_dir_all(&dir).ok();
    assert!(out.status.success(), "{tool} {args:?} {name}: {:?}\n{}", out.status, String::from_utf8_lossy(&out.stderr));
}

#[test]
fn thousands_of_nested_ifs_parse() {
    run(env!("CARGO_BIN_EXE_tile-opt"), &["-o", "/dev/null"], &nested_ifs(4000), "ifs.mlir");
}

#[test]
fn thousands_of_nested_loops_compile() {
    let loops = nested_loops(5000);
    run(env!("CARGO_BIN_EXE_tile-opt"), &["-o", "/dev/null"], &loops, "loops.mlir");
    run(env!("CARGO_BIN_EXE_tile-compile"), &["--emit=ptx", "-o", "/dev/null"], &loops, "loops.mlir");
}
