//! Builds the C++ core: runs `mlir-tblgen` over `td/`, compiles `dialect/`
//! against LLVM/MLIR 22, links the `mlir-opt` plugin, and generates Rust
//! bindings to the project's C API.
//!
//! Everything is incremental: TableGen output is rewritten only when its text
//! changes, and a C++ file is recompiled only when it or a header it includes
//! (from the compiler's own dependency file) is newer than its object.

use std::collections::BTreeSet;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

/// One TableGen invocation: source, generator flags, output directory and file
/// (relative to the generated include root).
struct Gen {
    td: String,
    flags: Vec<&'static str>,
    dir: &'static str,
    file: String,
}

const CT: &str = "cuda-tile/Dialect/CudaTile/IR";
const AA: &str = "cuda-tile/Dialect/TileAA/IR";

macro_rules! gens {
    ($( $td:literal, [$($flag:literal),*], $dir:expr, $file:literal; )*) => {
        vec![$( Gen { td: $td.into(), flags: vec![$($flag),*], dir: $dir, file: $file.into() } ),*]
    };
}

/// Sections of the operation chapter: each `td/CudaTile/<S>.td` generates its
/// own `CudaTile<S>Ops.{h,cpp}.inc`, compiled with `<S>Ops.cpp`.
const CUDA_TILE_SECTIONS: &[&str] =
    &["Core", "Conversions", "ControlFlow", "Memory", "FloatingPoint", "Integer", "Bitwise", "Atomics", "Views", "Misc"];

/// Families of the nv_tileaa roster, generated the same way from
/// `td/TileAA/<F>.td` into `TileAA<F>Ops.{h,cpp}.inc`.
const TILEAA_FAMILIES: &[&str] =
    &["Arith", "Collectives", "Shape", "Pointers", "Memory", "Tokens", "Functions", "Grid", "Layout"];

fn generators() -> Vec<Gen> {
    let mut all = base_generators();
    for (dialect, dir, sections) in [("CudaTile", CT, CUDA_TILE_SECTIONS), ("TileAA", AA, TILEAA_FAMILIES)] {
        for section in sections {
            for (flag, ext) in [("-gen-op-decls", "h"), ("-gen-op-defs", "cpp")] {
                all.push(Gen {
                    td: format!("td/{dialect}/{section}.td"),
                    flags: vec![flag],
                    dir,
                    file: format!("{dialect}{section}Ops.{ext}.inc"),
                });
            }
        }
    }
    all
}

fn base_generators() -> Vec<Gen> {
    gens![
        "td/CudaTile/Dialect.td", ["-gen-dialect-decls", "-dialect=cuda_tile"], CT, "CudaTileDialect.h.inc";
        "td/CudaTile/Dialect.td", ["-gen-dialect-defs", "-dialect=cuda_tile"], CT, "CudaTileDialect.cpp.inc";
        "td/CudaTile/Types.td", ["-gen-typedef-decls", "-typedefs-dialect=cuda_tile"], CT, "CudaTileTypes.h.inc";
        "td/CudaTile/Types.td", ["-gen-typedef-defs", "-typedefs-dialect=cuda_tile"], CT, "CudaTileTypes.cpp.inc";
        "td/CudaTile/Types.td", ["-gen-type-interface-decls"], CT, "CudaTileTypeInterfaces.h.inc";
        "td/CudaTile/Types.td", ["-gen-type-interface-defs"], CT, "CudaTileTypeInterfaces.cpp.inc";
        "td/CudaTile/Attrs.td", ["-gen-enum-decls"], CT, "CudaTileEnums.h.inc";
        "td/CudaTile/Attrs.td", ["-gen-enum-defs"], CT, "CudaTileEnums.cpp.inc";
        "td/CudaTile/Attrs.td", ["-gen-attr-interface-decls"], CT, "CudaTileAttrInterfaces.h.inc";
        "td/CudaTile/Attrs.td", ["-gen-attr-interface-defs"], CT, "CudaTileAttrInterfaces.cpp.inc";
        "td/CudaTile/Attrs.td", ["-gen-attrdef-decls", "-attrdefs-dialect=cuda_tile"], CT, "CudaTileAttrs.h.inc";
        "td/CudaTile/Attrs.td", ["-gen-attrdef-defs", "-attrdefs-dialect=cuda_tile"], CT, "CudaTileAttrs.cpp.inc";
        "td/TileAA/Dialect.td", ["-gen-dialect-decls", "-dialect=nv_tileaa"], AA, "TileAADialect.h.inc";
        "td/TileAA/Dialect.td", ["-gen-dialect-defs", "-dialect=nv_tileaa"], AA, "TileAADialect.cpp.inc";
        "td/TileAA/Types.td", ["-gen-typedef-decls", "-typedefs-dialect=nv_tileaa"], AA, "TileAATypes.h.inc";
        "td/TileAA/Types.td", ["-gen-typedef-defs", "-typedefs-dialect=nv_tileaa"], AA, "TileAATypes.cpp.inc";
        "td/TileAA/Attrs.td", ["-gen-enum-decls"], AA, "TileAAEnums.h.inc";
        "td/TileAA/Attrs.td", ["-gen-enum-defs"], AA, "TileAAEnums.cpp.inc";
        "td/TileAA/Attrs.td", ["-gen-attrdef-decls", "-attrdefs-dialect=nv_tileaa"], AA, "TileAAAttrs.h.inc";
        "td/TileAA/Attrs.td", ["-gen-attrdef-defs", "-attrdefs-dialect=nv_tileaa"], AA, "TileAAAttrs.cpp.inc";
        "td/Conversion/Passes.td", ["-gen-pass-decls", "-name=CudaTileConversion"], "cuda-tile/Conversion", "Passes.h.inc";
        "td/TileAA/Passes.td", ["-gen-pass-decls", "-name=TileAATransforms"], "cuda-tile/Dialect/TileAA/Transforms", "Passes.h.inc";
        "td/CudaTile/Passes.td", ["-gen-pass-decls", "-name=CudaTileTransforms"], "cuda-tile/Dialect/CudaTile/Transforms", "Passes.h.inc";
    ]
}

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let prefix = PathBuf::from(env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()));
    let bin = prefix.join("bin");
    let libdir = prefix.join("lib");
    let include = prefix.join("include");
    for p in ["td", "dialect", "build.rs"] {
        println!("cargo:rerun-if-changed={}", root.join(p).display());
    }
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");

    let gen_root = out.join("gen");
    run_tablegen(&root, &bin.join("mlir-tblgen"), &include, &gen_root);

    let release = env::var("PROFILE").map(|p| p == "release").unwrap_or(false);
    let cxx = bin.join("clang++");
    let mut flags: Vec<String> = llvm_config(&bin, &["--cxxflags"]).split_whitespace().map(String::from).collect();
    // llvm-config's own optimisation and warning flags are the LLVM build's; ours follow the profile.
    flags.retain(|f| !f.starts_with("-O") && !f.starts_with("-W") && f != "-g");
    flags.extend(
        [
            "-fPIC",
            "-fvisibility-inlines-hidden",
            if release { "-O2" } else { "-O1" },
            "-Wall",
            "-Wno-unused-parameter",
            "-Wno-unknown-warning-option",
        ]
        .map(String::from),
    );
    flags.push(format!("-I{}", root.join("dialect/include").display()));
    flags.push(format!("-I{}", gen_root.display()));

    let sources = find_files(&root.join("dialect/lib"), "cpp");
    let objects = compile_all(&cxx, &flags, &root, &sources, &out.join("obj"));

    // The static library the Rust crate links: everything but the plugin entry points.
    let (plugin_objs, core_objs): (Vec<_>, Vec<_>) =
        objects.iter().cloned().partition(|o| o.to_string_lossy().contains("/Plugin/"));
    let core_lib = out.join("libcuda_tile_core.a");
    archive(&bin.join("llvm-ar"), &core_lib, &core_objs);

    // Debian ships MLIR's C API only as static archives and libMLIR.so without
    // it; mlir-sys in shared mode links `-lMLIR-C`, so provide it from those archives.
    let capi = out.join("libMLIR-C.a");
    if !capi.exists() {
        let mut script = format!("CREATE {}\n", capi.display());
        for lib in find_files(&libdir, "a") {
            let name = lib.file_name().unwrap().to_string_lossy();
            if name.starts_with("libMLIRCAPI") {
                script += &format!("ADDLIB {}\n", lib.display());
            }
        }
        script += "SAVE\nEND\n";
        run_with_stdin(Command::new(bin.join("llvm-ar")).arg("-M"), &script);
    }

    // The plugin for the stock mlir-opt: same objects, linked against libMLIR.so.
    let profile_dir = out.ancestors().nth(3).unwrap().to_path_buf();
    let plugin = profile_dir.join("libcuda_tile_plugin.so");
    if is_stale(&plugin, &objects) {
        let mut cmd = Command::new(&cxx);
        cmd.arg("-shared").arg("-fuse-ld=lld").arg("-o").arg(&plugin);
        cmd.args(&plugin_objs).args(&core_objs);
        cmd.arg(format!("-L{}", libdir.display()));
        cmd.arg(format!("-Wl,-rpath,{}", libdir.display()));
        cmd.args(["-lMLIR", "-lLLVM"]);
        run(&mut cmd);
    }

    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static=cuda_tile_core");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", libdir.display());
    println!("cargo:rustc-env=CUDA_TILE_PLUGIN_PATH={}", plugin.display());

    generate_bindings(&root, &include, &out);
}

fn llvm_config(bin: &Path, args: &[&str]) -> String {
    let o = Command::new(bin.join("llvm-config")).args(args).output().expect("llvm-config");
    assert!(o.status.success(), "llvm-config {args:?} failed");
    String::from_utf8(o.stdout).unwrap().trim().to_string()
}

fn run_tablegen(root: &Path, tblgen: &Path, include: &Path, gen_root: &Path) {
    let jobs: Vec<_> = generators();
    let work = Arc::new(Mutex::new(jobs.into_iter()));
    let threads: Vec<_> = (0..parallelism())
        .map(|_| {
            let work = Arc::clone(&work);
            let (root, tblgen, include, gen_root) =
                (root.to_path_buf(), tblgen.to_path_buf(), include.to_path_buf(), gen_root.to_path_buf());
            std::thread::spawn(move || loop {
                let next = work.lock().unwrap().next();
                let Some(g) = next else { break };
                let target = gen_root.join(g.dir).join(&g.file);
                let o = Command::new(&tblgen)
                    .args(&g.flags)
                    .arg(format!("-I{}", include.display()))
                    .arg(format!("-I{}", root.join("td").display()))
                    .arg(root.join(&g.td))
                    .output()
                    .expect("mlir-tblgen");
                if !o.status.success() {
                    panic!("mlir-tblgen {} {:?} failed:\n{}", g.td, g.flags, String::from_utf8_lossy(&o.stderr));
                }
                write_if_changed(&target, &o.stdout);
            })
        })
        .collect();
    for t in threads {
        t.join().expect("tablegen worker panicked");
    }
}

fn write_if_changed(path: &Path, data: &[u8]) {
    if fs::read(path).ok().as_deref() == Some(data) {
        return;
    }
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, data).unwrap();
}

fn find_files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found = BTreeSet::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().and_then(|e| e.to_str()) == Some(ext) {
                found.insert(p);
            }
        }
    }
    found.into_iter().collect()
}

fn mtime(p: &Path) -> Option<SystemTime> {
    fs::metadata(p).and_then(|m| m.modified()).ok()
}

fn is_stale(target: &Path, inputs: &[PathBuf]) -> bool {
    let Some(t) = mtime(target) else { return true };
    inputs.iter().any(|i| mtime(i).map_or(true, |m| m > t))
}

/// The inputs an object depends on, from the `-MMD` file beside it.
fn dependencies(depfile: &Path) -> Option<Vec<PathBuf>> {
    let text = fs::read_to_string(depfile).ok()?;
    let body = text.split_once(':')?.1.replace("\\\n", " ");
    Some(body.split_whitespace().map(PathBuf::from).collect())
}

fn compile_all(cxx: &Path, flags: &[String], root: &Path, sources: &[PathBuf], obj_dir: &Path) -> Vec<PathBuf> {
    let mut objects = Vec::new();
    let mut todo = Vec::new();
    for src in sources {
        let rel = src.strip_prefix(root.join("dialect/lib")).unwrap();
        let obj = obj_dir.join(rel).with_extension("o");
        let dep = obj.with_extension("d");
        // A depfile from another checkout (a copied target/) names other
        // sources: only one that lists this very source can vouch for the object.
        let stale = match dependencies(&dep) {
            Some(deps) if deps.contains(src) => is_stale(&obj, &deps),
            _ => true,
        };
        if stale {
            todo.push((src.clone(), obj.clone(), dep));
        }
        objects.push(obj);
    }
    let work = Arc::new(Mutex::new(todo.into_iter()));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let threads: Vec<_> = (0..parallelism())
        .map(|_| {
            let (work, failures) = (Arc::clone(&work), Arc::clone(&failures));
            let (cxx, flags) = (cxx.to_path_buf(), flags.to_vec());
            std::thread::spawn(move || loop {
                let next = work.lock().unwrap().next();
                let Some((src, obj, dep)) = next else { break };
                fs::create_dir_all(obj.parent().unwrap()).unwrap();
                let o = Command::new(&cxx)
                    .args(&flags)
                    .args(["-MMD", "-MF"])
                    .arg(&dep)
                    .arg("-c")
                    .arg(&src)
                    .arg("-o")
                    .arg(&obj)
                    .output()
                    .expect("clang++");
                let stderr = String::from_utf8_lossy(&o.stderr);
                if !o.status.success() {
                    let _ = fs::remove_file(&obj);
                    failures.lock().unwrap().push(format!("{}:\n{}", src.display(), stderr));
                } else if !stderr.is_empty() {
                    for line in stderr.lines().filter(|l| l.contains("warning:")) {
                        println!("cargo:warning={line}");
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().expect("compile worker panicked");
    }
    let failures = failures.lock().unwrap();
    if !failures.is_empty() {
        panic!("C++ compilation failed:\n{}", failures.join("\n"));
    }
    objects
}

fn archive(ar: &Path, lib: &Path, objects: &[PathBuf]) {
    if !is_stale(lib, objects) {
        return;
    }
    let _ = fs::remove_file(lib);
    run(Command::new(ar).arg("rcs").arg(lib).args(objects));
}

fn parallelism() -> usize {
    env::var("NUM_JOBS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
}

fn run(cmd: &mut Command) {
    let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    if !o.status.success() {
        panic!("{cmd:?} failed:\n{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    }
}

fn run_with_stdin(cmd: &mut Command, input: &str) {
    use std::io::Write;
    let mut child = cmd.stdin(std::process::Stdio::piped()).spawn().expect("spawn");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    assert!(child.wait().unwrap().success(), "{cmd:?} failed");
}

fn generate_bindings(root: &Path, include: &Path, out: &Path) {
    let header = root.join("dialect/include/cuda-tile-c/CudaTile.h");
    let target = out.join("bindings.rs");
    if !is_stale(&target, &[header.clone()]) {
        return;
    }
    bindgen::Builder::default()
        .header(header.to_string_lossy())
        .clang_arg(format!("-I{}", include.display()))
        .allowlist_function("cudaTile.*")
        .allowlist_function("mlirGetDialectHandle__(cuda_tile|nv_tileaa)__")
        .blocklist_type("Mlir.*")
        .raw_line("#[allow(unused_imports)] use mlir_sys::*;")
        .generate()
        .expect("bindgen")
        .write_to_file(&target)
        .expect("write bindings");
}
