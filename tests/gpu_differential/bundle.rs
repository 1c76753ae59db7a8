//! `--bundle DIR`: everything a GPU machine without LLVM, MLIR or this crate
//! needs to run every case of this harness: per case our sm_90 cubin,
//! tileiras' sm_90 cubin where tileiras compiles the kernel, the launch
//! metadata (`meta.json`), the inputs and the interpreter's results as
//! `.npy`. `scripts/gpu_bundle_run.py` launches them there.

use super::*;
use cuda_tile::bytecode;
use cuda_tile::compile::parse_module;
use cuda_tile::interp::bind;
use cuda_tile::runtime::{kernel_params, Param};
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// Writes the bundle; returns how many cases failed to go in.
pub fn write(cases: &[Case], dir: &Path) -> usize {
    let (mut written, mut failed, mut skipped) = (0, 0, 0);
    let mut listed = Vec::new();
    // An empty index first: the folder is a bundle (scripts/gpu-bundle.sh
    // replaces only bundles) even if this run stops half-way.
    if let Err(e) = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(dir.join("bundle.json"), "{\"cases\": []}\n")) {
        println!("bundle: cannot create {}: {e}", dir.display());
        return 1;
    }
    for case in cases {
        if !case.path.exists() {
            println!("bundle {} ... skipped: no kernel at {}", case.name, case.path.display());
            skipped += 1;
            continue;
        }
        if target(case) != "sm_90" {
            println!("bundle {} ... skipped: compiled for {}, the bundle is for sm_90", case.name, target(case));
            skipped += 1;
            continue;
        }
        match write_case(case, &dir.join(case.name)) {
            Ok(note) => {
                println!("bundle {} ... ok ({note})", case.name);
                listed.push(case.name);
                written += 1;
            }
            Err(e) => {
                println!("bundle {} ... FAILED: {e}", case.name);
                failed += 1;
            }
        }
    }
    let list: Vec<String> = listed.iter().map(|n| json_str(n)).collect();
    let index = format!("{{\"version\": 1, \"gpu_name\": \"sm_90\", \"cases\": [{}]}}\n", list.join(", "));
    if let Err(e) = std::fs::write(dir.join("bundle.json"), index) {
        println!("bundle: cannot write bundle.json: {e}");
        failed += 1;
    }
    println!("bundle: {written} cases written, {failed} failed, {skipped} skipped, in {}", dir.display());
    failed
}

fn write_case(case: &Case, dir: &Path) -> Result<String, String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    // The reference, with here()'s checks (every output written).
    let (reference, _) = here(case)?;
    let source = std::fs::read_to_string(&case.path).map_err(|e| e.to_string())?;
    let source_name = case.path.to_string_lossy();
    let program = Program::parse(&source, &source_name).map_err(|e| e.to_string())?;
    let entry = program.entry(None).map_err(|e| e.to_string())?;
    let options = CompileOptions { gpu_name: "sm_90".into(), ..CompileOptions::default() };
    let compiled = compile(&source, &source_name, &options, Emit::Cubin).map_err(|e| format!("sm_90: {e}"))?;
    let info = compiled.kernels.iter().find(|k| k.name == entry.name).ok_or("no compiled kernel for the entry")?;
    let cubin = compiled.cubin.as_deref().filter(|c| !c.is_empty()).ok_or("no cubin (is ptxas installed?)")?;
    std::fs::write(dir.join("ours.cubin"), cubin).map_err(|e| e.to_string())?;
    // PTX too: a driver older than the ptxas that made the cubin JIT-compiles it.
    std::fs::write(dir.join("ours.ptx"), compiled.ptx.as_deref().unwrap_or_default()).map_err(|e| e.to_string())?;

    // Parameters exactly as runtime::run_host passes them.
    let host_args: Vec<HostArg> = case.args.iter().map(|(a, _)| a.clone()).collect();
    let bound = bind(entry, &host_args).map_err(|e| e.to_string())?;
    let params: Vec<String> = kernel_params(&bound)?
        .iter()
        .map(|p| match p {
            Param::Buffer(b) => format!("{{\"kind\": \"buffer\", \"array\": {b}}}"),
            Param::I32(v) => format!("{{\"kind\": \"i32\", \"bits\": {}}}", *v as u32),
            Param::I64(v) => format!("{{\"kind\": \"i64\", \"bits\": {}}}", *v as u64),
            Param::F32(v) => format!("{{\"kind\": \"f32\", \"bits\": {}}}", v.to_bits()),
            Param::F64(v) => format!("{{\"kind\": \"f64\", \"bits\": {}}}", v.to_bits()),
        })
        .collect();

    let mut arrays = Vec::new();
    for ((arg, check), after) in case.args.iter().zip(&reference) {
        let (HostArg::Array { name, array }, HostArg::Array { array: want, .. }) = (arg, after) else { continue };
        let k = arrays.len();
        let (input, expect) = (format!("in{k}_{name}.npy"), format!("ref{k}_{name}.npy"));
        array.write(&dir.join(&input)).map_err(|e| e.0)?;
        want.write(&dir.join(&expect)).map_err(|e| e.0)?;
        let check = match check {
            Check::Input => "\"input\"".to_string(),
            Check::Near { abs, rel } => format!("{{\"abs\": {abs:?}, \"rel\": {rel:?}}}"),
            Check::Close { abs, .. } => format!("{{\"abs\": {abs:?}, \"rel\": 0.0}}"),
            // Exact, and values expected by hand (which the reference equals).
            _ => "\"exact\"".to_string(),
        };
        let shape: Vec<String> = array.shape.iter().map(|d| d.to_string()).collect();
        arrays.push(format!(
            "{{\"name\": {}, \"dtype\": {}, \"shape\": [{}], \"input\": {}, \"reference\": {}, \"check\": {check}}}",
            json_str(name),
            json_str(&array.dtype.descr()),
            shape.join(", "),
            json_str(&input),
            json_str(&expect)
        ));
    }

    // The bytecode rides along: a driver older than tileiras' cubins
    // compiles tile IR bytecode itself.
    let ours_bc = dir.join("kernel.tileirbc");
    let tileiras = oldest_bytecode(&source, &source_name).and_then(|(bytes, version)| {
        std::fs::write(&ours_bc, bytes).map_err(|e| e.to_string())?;
        tileiras_cubin(case, &ours_bc, &dir.join("tileiras.cubin")).map(|()| version)
    });
    let tileiras = match tileiras {
        Ok(version) => format!(
            "{{\"cubin\": \"tileiras.cubin\", \"bytecode\": \"kernel.tileirbc\", \"bytecode_version\": \"{version}\", \"block\": [1, 1, 1], \"dynamic_shared_bytes\": 0}}"
        ),
        Err(e) => format!("{{\"error\": {}}}", json_str(&e)),
    };
    let [x, y, z] = case.grid;
    let mut meta = String::new();
    let _ = write!(
        meta,
        "{{\n  \"name\": {},\n  \"entry\": {},\n  \"source\": {},\n  \"grid\": [{x}, {y}, {z}],\n",
        json_str(case.name),
        json_str(&entry.name),
        json_str(&relative(&case.path))
    );
    let _ = write!(
        meta,
        "  \"ours\": {{\"cubin\": \"ours.cubin\", \"ptx\": \"ours.ptx\", \"block\": [{}, 1, 1], \"cluster\": [{}, {}, {}], \"dynamic_shared_bytes\": {}}},\n",
        info.threads_per_block, info.cluster_dims[0], info.cluster_dims[1], info.cluster_dims[2], info.dynamic_shared_bytes
    );
    let _ = write!(meta, "  \"tileiras\": {tileiras},\n");
    let _ = write!(meta, "  \"params\": [\n    {}\n  ],\n", params.join(",\n    "));
    let _ = write!(meta, "  \"arrays\": [\n    {}\n  ]\n}}\n", arrays.join(",\n    "));
    std::fs::write(dir.join("meta.json"), meta).map_err(|e| e.to_string())?;
    let tileiras_note = if dir.join("tileiras.cubin").exists() { "tileiras cubin too" } else { "no tileiras cubin" };
    Ok(format!("{} params, {} arrays, {tileiras_note}", params.len(), arrays.len()))
}

/// Our bytecode of the kernel, at the oldest version that expresses it: the
/// one an older driver is likeliest to compile itself.
fn oldest_bytecode(source: &str, name: &str) -> Result<(Vec<u8>, bytecode::Version), String> {
    let context = cuda_tile::create_context();
    let module = parse_module(&context, source, name).ok_or("the kernel does not parse")?;
    let mut last = String::new();
    for minor in bytecode::Version::OLDEST.minor..=bytecode::Version::NEWEST.minor {
        let version = bytecode::Version::new(13, minor);
        match bytecode::write(&module, version) {
            Ok(bytes) => return Ok((bytes, version)),
            Err(e) => last = e.to_string(),
        }
    }
    Err(format!("our bytecode writer: {last}"))
}

/// tileiras' sm_90 cubin of the case's kernel: of NVIDIA's own bytecode for
/// a corpus kernel, of ours (`ours`) otherwise.
fn tileiras_cubin(case: &Case, ours: &Path, out: &Path) -> Result<(), String> {
    let _ = std::fs::remove_file(out);
    let tileiras = ptxas::find_tool("tileiras").ok_or("tileiras is not installed")?;
    let nvidia = case.path.parent().and_then(Path::parent).map(|corpus| {
        corpus.join("bytecode").join(case.path.file_stem().unwrap_or_default()).with_extension("tileirbc")
    });
    let input = match nvidia.filter(|p| p.is_file() && case.name.starts_with("corpus_")) {
        Some(p) => p,
        None => ours.to_path_buf(),
    };
    // tileiras runs ptxas, which lies beside it.
    let bin = tileiras.parent().map(|b| b.to_path_buf()).unwrap_or_default();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let run = Command::new(&tileiras)
        .env("PATH", path)
        .args(["--gpu-name=sm_90", "-o"])
        .arg(out)
        .arg(&input)
        .output()
        .map_err(|e| format!("cannot run tileiras: {e}"))?;
    if !run.status.success() {
        let _ = std::fs::remove_file(out);
        let stderr = String::from_utf8_lossy(&run.stderr);
        let first = stderr.lines().find(|l| l.contains("error")).or(stderr.lines().next()).unwrap_or("no message");
        return Err(format!("tileiras refuses it: {}", first.trim()));
    }
    Ok(())
}

/// The kernel's path as the README shows it: inside the checkout, or the corpus.
fn relative(path: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    match path.strip_prefix(root) {
        Ok(p) => p.to_string_lossy().into_owned(),
        Err(_) => path.to_string_lossy().into_owned(),
    }
}

fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
