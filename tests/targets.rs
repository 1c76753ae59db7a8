//! Every target `tileiras --gpu-name` takes compiles NVIDIA's six corpus
//! kernels to a cubin: NVPTX writes PTX of the ISA version the chip needs
//! and ptxas assembles it for that chip. Skips where the corpus or ptxas is
//! absent.

use cuda_tile::target::{gpu, ptxas};
use cuda_tile::{compile, CompileOptions, Emit};
use std::path::{Path, PathBuf};

const KERNELS: [&str; 6] = ["vector_add", "transpose", "softmax", "layernorm_fwd", "reduce_sum_atomic", "gemm_f16_f32"];

fn corpus() -> Option<PathBuf> {
    let dir = std::env::var_os("CUDA_TILE_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"));
    if dir.join("text").is_dir() {
        Some(dir)
    } else {
        println!("skipped: no corpus at {}", dir.display());
        None
    }
}

/// The `.target` of the PTX and the lowest PTX ISA version that target takes
/// (PTX ISA manual, "PTX Target Architecture"). LLVM 22 has no sm_107: its
/// PTX is sm_103's, which ptxas assembles for any later SM.
fn expected_ptx(target: &str) -> (&str, (u32, u32)) {
    match target {
        "sm_80" => ("sm_80", (7, 0)),
        "sm_86" => ("sm_86", (7, 1)),
        "sm_87" => ("sm_87", (7, 4)),
        "sm_88" => ("sm_88", (9, 0)),
        "sm_89" => ("sm_89", (7, 8)),
        "sm_90" => ("sm_90", (7, 8)),
        "sm_100" => ("sm_100", (8, 6)),
        "sm_103" | "sm_107" => ("sm_103", (8, 8)),
        "sm_110" => ("sm_110", (9, 0)),
        "sm_120" => ("sm_120", (8, 7)),
        "sm_121" => ("sm_121", (8, 8)),
        _ => panic!("no PTX expectation for {target}"),
    }
}

/// The SM a cubin is for: bits 8..15 of its ELF header's e_flags (offset
/// 0x30 in a 64-bit ELF header), as ptxas 13 writes them (sm_107: 107).
fn cubin_sm(cubin: &[u8]) -> Option<u32> {
    let flags = u32::from_le_bytes(cubin.get(0x30..0x34)?.try_into().ok()?);
    cubin.starts_with(b"\x7fELF\x02").then_some((flags >> 8) & 0xff)
}

/// `.version X.Y` of a PTX text.
fn ptx_version(ptx: &str) -> (u32, u32) {
    let line = ptx.lines().find_map(|l| l.strip_prefix(".version ")).expect("PTX without .version");
    let (major, minor) = line.trim().split_once('.').expect("malformed .version");
    (major.parse().unwrap(), minor.parse().unwrap())
}

#[test]
fn the_corpus_compiles_for_every_tileiras_target() {
    let Some(corpus) = corpus() else { return };
    if ptxas::find_tool("ptxas").is_none() {
        println!("skipped: no ptxas (run scripts/setup.sh)");
        return;
    }
    assert_eq!(
        gpu::TILEIRAS_TARGETS,
        ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110", "sm_120", "sm_121"]
    );
    let kernels: Vec<(String, String)> = KERNELS
        .iter()
        .map(|k| (format!("{k}.mlir"), std::fs::read_to_string(corpus.join(format!("text/{k}.mlir"))).unwrap()))
        .collect();
    // One thread per target: each compile has its own MLIR context.
    let failures: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = gpu::TILEIRAS_TARGETS
            .iter()
            .map(|&target| {
                let kernels = &kernels;
                scope.spawn(move || {
                    let mut failures = Vec::new();
                    let (ptx_target, lowest) = expected_ptx(target);
                    for (name, text) in kernels {
                        let options = CompileOptions { gpu_name: target.into(), ..Default::default() };
                        let compiled = match compile(text, name, &options, Emit::Cubin) {
                            Ok(compiled) => compiled,
                            Err(e) => {
                                failures.push(format!("{name} for {target}: {e}"));
                                continue;
                            }
                        };
                        let ptx = compiled.ptx.unwrap();
                        // wgmma and tensormap.replace (TMA's in-kernel tensor maps) exist
                        // only in the architecture-specific chips: kernels using them
                        // target the chip's `a` variant (sm_107 has none in LLVM 22 and
                        // takes no TMA).
                        let specific = ptx.contains("wgmma.") || ptx.contains("tensormap.replace");
                        let ptx_target =
                            if specific && target != "sm_107" { format!("{target}a") } else { ptx_target.to_string() };
                        if !ptx.lines().any(|l| l == format!(".target {ptx_target}")) {
                            failures.push(format!("{name} for {target}: PTX does not target {ptx_target}"));
                        }
                        if ptx_version(&ptx) < lowest {
                            failures.push(format!("{name} for {target}: PTX ISA {:?} is below {lowest:?}", ptx_version(&ptx)));
                        }
                        let sm: u32 = target["sm_".len()..].parse().unwrap();
                        let cubin_sm = cubin_sm(&compiled.cubin.unwrap());
                        if cubin_sm != Some(sm) {
                            failures.push(format!("{name} for {target}: the cubin is for {cubin_sm:?}"));
                        }
                    }
                    failures
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_target_tileiras_does_not_take_is_refused_by_name() {
    let kernel = "cuda_tile.module @m {\n  entry @k() {\n    return\n  }\n}\n";
    for target in ["sm_75", "sm_107a", "hopper", "sm_"] {
        let options = CompileOptions { gpu_name: target.into(), ..Default::default() };
        let e = compile(kernel, "k.mlir", &options, Emit::Nvvm).err().unwrap_or_else(|| panic!("{target} was accepted"));
        assert!(e.to_string().contains(&format!("unknown GPU '{target}': expected one of sm_80")), "{target}: {e}");
    }
    // The architecture-specific variants (wgmma needs sm_90a, tcgen05 sm_100a) are taken.
    for target in ["sm_90a", "sm_100a", "sm_120f"] {
        let options = CompileOptions { gpu_name: target.into(), ..Default::default() };
        let ptx = compile(kernel, "k.mlir", &options, Emit::Ptx).unwrap_or_else(|e| panic!("{target}: {e}")).ptx.unwrap();
        assert!(ptx.lines().any(|l| l == format!(".target {target}")), "{target}: {ptx}");
    }
}
