//! cuda_tile.alloca (13.3) through the GPU lowering: the scratch kernel
//! tests/gpu_kernels/alloca.mlir in the interpreter and in the host
//! emulation of sm_90's and sm_80's lowerings, against values worked out
//! here; its sm_90 cubin assembles (malloc and free are the device
//! runtime's). The emulation's device-runtime malloc/free and `trap` are
//! checked on their own, against the PTX ISA ("System calls", "trap").

use cuda_tile::emulate::{emulate_module, emulation_of, run_host_with, Emulation};
use cuda_tile::interp::{run_host, HostArg, Program};
use cuda_tile::npy::Array;
use cuda_tile::target::ptxas;
use cuda_tile::{compile, CompileOptions, Emit};

const GRID: usize = 6;
const POISON: f32 = -12345.0;

fn kernel_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gpu_kernels/alloca.mlir")
}

fn x() -> Vec<f32> {
    (0..128 * GRID).map(|k| k as f32 * 0.5 - 100.0).collect()
}

/// x, then y, z and ok poisoned.
fn args() -> Vec<HostArg> {
    let array = |name: &str, array| HostArg::Array { name: name.into(), array };
    vec![
        array("x", Array::from_f32(vec![128 * GRID], &x())),
        array("y", Array::from_f32(vec![128 * GRID], &vec![POISON; 128 * GRID])),
        array("z", Array::from_i32(vec![32 * GRID], &vec![POISON as i32; 32 * GRID])),
        array("ok", Array::from_i32(vec![2 * GRID], &vec![POISON as i32; 2 * GRID])),
    ]
}

fn words(arg: &HostArg) -> Vec<[u8; 4]> {
    let HostArg::Array { array, .. } = arg else { panic!("not an array") };
    array.data.chunks_exact(4).map(|c| c.try_into().unwrap()).collect()
}

/// The kernel's outputs as its comment states them: each block's x reversed,
/// the sums of the loop's reversed scratch, and every check 1.
fn check(args: &[HostArg], what: &str) {
    let x = x();
    let y: Vec<f32> = words(&args[1]).into_iter().map(f32::from_le_bytes).collect();
    let want_y: Vec<f32> = (0..128 * GRID).map(|i| x[i / 128 * 128 + 127 - i % 128]).collect();
    assert_eq!(y, want_y, "{what}: y");
    let z: Vec<i32> = words(&args[2]).into_iter().map(i32::from_le_bytes).collect();
    let want_z: Vec<i32> = (0..32 * GRID as i32).map(|i| (1..=4).map(|m| (31 - i % 32) * m + i / 32).sum()).collect();
    assert_eq!(z, want_z, "{what}: z");
    let ok: Vec<i32> = words(&args[3]).into_iter().map(i32::from_le_bytes).collect();
    assert_eq!(ok, vec![1; 2 * GRID], "{what}: ok (global alloca aligned to 256, zero-element alloca not null)");
}

#[test]
fn interpreter_gives_the_worked_values() {
    let source = std::fs::read_to_string(kernel_path()).unwrap();
    let program = Program::parse(&source, "alloca.mlir").unwrap();
    let mut args = args();
    run_host(&program, None, [GRID as u32, 1, 1], &mut args, &mut std::io::sink()).unwrap();
    check(&args, "interpreter");
}

#[test]
fn emulated_lowering_gives_the_worked_values() {
    let source = std::fs::read_to_string(kernel_path()).unwrap();
    for gpu_name in ["sm_90", "sm_80"] {
        let options = CompileOptions { gpu_name: gpu_name.into(), ..CompileOptions::default() };
        // Every thread but the first slow to write: the other threads'
        // stores into the scratch must still come before thread 0 frees it
        // and before the reversed reads.
        for emulation in [Emulation::default(), Emulation { concurrent_ctas: 2, store_delay_us: 200 }] {
            let mut args = args();
            let mut printed = String::new();
            run_host_with(&source, "alloca.mlir", None, [GRID as u32, 1, 1], &mut args, &options, emulation, &mut printed)
                .unwrap_or_else(|e| panic!("{gpu_name}: {e}"));
            check(&args, &format!("host emulation, {gpu_name}, {emulation:?}"));
        }
    }
}

#[test]
fn kernel_assembles_with_the_device_runtime() {
    let source = std::fs::read_to_string(kernel_path()).unwrap();
    let emit = if ptxas::find_tool("ptxas").is_some() { Emit::Cubin } else { Emit::Ptx };
    let options = CompileOptions { gpu_name: "sm_90".into(), ..CompileOptions::default() };
    let compiled = compile(&source, "alloca.mlir", &options, emit).unwrap();
    let ptx = compiled.ptx.expect("PTX");
    for text in [".extern .func  (.param .b64 func_retval0) malloc", ".extern .func free", "call.uni (retval0), malloc,", "call.uni free,", "trap;"] {
        assert!(ptx.contains(text), "no '{text}' in the PTX:\n{ptx}");
    }
    if emit == Emit::Cubin {
        assert!(!compiled.cubin.expect("cubin").is_empty());
    }
}

/// PTX ISA, "System calls": malloc returns a 16-byte aligned address, or
/// null when the memory cannot be had; free gives it back.
#[test]
fn emulated_malloc_follows_ptx() {
    let malloc = emulation_of("malloc").expect("an emulation of malloc");
    let malloc = unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(u64) -> *mut u8>(malloc) };
    let free = emulation_of("free").expect("an emulation of free");
    let free = unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(*mut u8)>(free) };
    for size in [1, 3, 16, 100, 4096] {
        let p = malloc(size);
        assert!(!p.is_null() && p as usize % 16 == 0, "malloc({size}) = {p:?}");
        unsafe { std::ptr::write_bytes(p, 0xab, size as usize) };
        free(p);
    }
    assert!(malloc(u64::MAX).is_null());
}

/// PTX ISA, "trap": the kernel aborts. The thread that traps runs nothing
/// more and the launch fails; here thread 1 of 64 traps between two stores.
#[test]
fn emulated_trap_stops_the_thread_and_fails_the_launch() {
    let module = r#"module {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %one, %p : i32, !llvm.ptr<1>
    %traps = llvm.icmp "eq" %tid, %one : i32
    llvm.cond_br %traps, ^trap, ^on
  ^trap:
    "llvm.intr.trap"() : () -> ()
    llvm.br ^on
  ^on:
    llvm.store %two, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}"#;
    let mut out = vec![0u8; 64 * 4];
    let error = emulate_module(module, "k", [1, 1, 1], 64, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, &mut [&mut out])
        .expect_err("the launch fails");
    assert!(error.contains("trap (thread 1 of CTA (0, 0, 0))"), "{error}");
    let out: Vec<u32> = out.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(out[1], 1, "the trapping thread ran on");
    assert_eq!(out[0], 2);
}

/// A request the device heap cannot meet (2^62 f64: more bytes than there
/// are addresses) traps in every thread: the launch fails.
#[test]
fn an_alloca_that_cannot_be_met_traps() {
    let source = r#"cuda_tile.module @m {
  entry @k(%out: tile<ptr<f64>>) {
    %p = alloca num_elem = 4611686018427387904, alignment = 16 : tile<ptr<f64>>
    %v = constant <f64: 1.0> : tile<f64>
    %t = store_ptr_tko weak %p, %v : tile<ptr<f64>>, tile<f64> -> token
    %t2 = store_ptr_tko weak %out, %v : tile<ptr<f64>>, tile<f64> -> token
    return
  }
}"#;
    let mut args = vec![HostArg::Array { name: "out".into(), array: Array::from_f64(vec![1], &[0.0]) }];
    let mut printed = String::new();
    let error = run_host_with(source, "huge.mlir", None, [2, 1, 1], &mut args, &CompileOptions::default(), Emulation::default(), &mut printed)
        .expect_err("the launch traps");
    assert!(error.contains("the kernel trapped: trap (thread"), "{error}");
    let HostArg::Array { array, .. } = &args[0] else { unreachable!() };
    assert_eq!(array.data, 0f64.to_le_bytes(), "a thread stored after the trap");
}
