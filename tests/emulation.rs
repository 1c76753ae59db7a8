//! The host emulation's instructions, each on its own against the PTX ISA's
//! documented semantics worked out by hand (never against the lowering), and
//! a check that every NVVM intrinsic and runtime function the lowering emits
//! for the target tests has an emulation.

use cuda_tile::emulate::{emulation_of, run_host_with, Emulation};
use cuda_tile::interp::{HostArg, Num, Scalar};
use cuda_tile::{compile, CompileOptions, Emit};
use std::collections::BTreeSet;

fn f1(name: &str) -> extern "C" fn(f32) -> f32 {
    let f = emulation_of(name).unwrap_or_else(|| panic!("no emulation of {name}"));
    unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(f32) -> f32>(f) }
}

fn f2(name: &str) -> extern "C" fn(f32, f32) -> f32 {
    let f = emulation_of(name).unwrap_or_else(|| panic!("no emulation of {name}"));
    unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(f32, f32) -> f32>(f) }
}

fn d2f(name: &str) -> extern "C" fn(f64) -> f32 {
    let f = emulation_of(name).unwrap_or_else(|| panic!("no emulation of {name}"));
    unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(f64) -> f32>(f) }
}

/// The 16 bits of an f16 / bf16 result, which the x86-64 ABI returns in the
/// low half of xmm0, read back as the low bits of an f32 return.
fn half_bits(name: &str, x: f32) -> u16 {
    let f = emulation_of(name).unwrap_or_else(|| panic!("no emulation of {name}"));
    let f = unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(f32) -> f32>(f) };
    f(x).to_bits() as u16
}

fn ulps(a: f32, b: f32) -> u32 {
    (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs() as u32
}

#[test]
fn div_approx_follows_ptx() {
    let div = f2("llvm.nvvm.div.approx.f");
    // Within 2 ulp of 1/3 = 0x3eaaaaab (rounded to nearest).
    assert!(ulps(div(1.0, 3.0), f32::from_bits(0x3eaaaaab)) <= 2);
    // 2^126 < |b| < 2^128: 0, or NaN for an infinite a.
    assert_eq!(div(1.0, 2f32.powi(127)), 0.0);
    assert_eq!(div(-1.0, 2f32.powi(127)).to_bits(), (-0.0f32).to_bits());
    assert!(div(f32::INFINITY, 2f32.powi(127)).is_nan());
    // Subnormals kept without .ftz, flushed with it.
    let tiny = 2f32.powi(-140);
    assert_eq!(div(tiny, 1.0), tiny);
    assert_eq!(f2("llvm.nvvm.div.approx.ftz.f")(tiny, 1.0), 0.0);
    assert_eq!(f2("llvm.nvvm.div.full")(6.0, 3.0), 2.0);
    assert_eq!(f2("llvm.nvvm.div.full.ftz")(tiny, 1.0), 0.0);
}

#[test]
fn sqrt_rsqrt_and_ex2_approx_follow_ptx() {
    assert_eq!(f1("llvm.nvvm.sqrt.approx.f")(4.0), 2.0);
    assert_eq!(f1("llvm.nvvm.sqrt.approx.ftz.f")(2f32.powi(-140)), 0.0);
    assert_eq!(f1("llvm.nvvm.ex2.approx.f32")(3.0), 8.0);
    // 2^-130 is subnormal: kept, or flushed with .ftz.
    assert_eq!(f1("llvm.nvvm.ex2.approx.f32")(-130.0), 2f32.powi(-130));
    assert_eq!(f1("llvm.nvvm.ex2.approx.ftz.f32")(-130.0), 0.0);
    assert_eq!(f1("llvm.nvvm.ex2.approx.ftz.f32")(f32::NEG_INFINITY), 0.0);
    // rsqrt: 1/sqrt(x); .ftz takes a subnormal x as 0, whose rsqrt is +inf.
    assert_eq!(f1("llvm.nvvm.rsqrt.approx.f")(4.0), 0.5);
    assert_eq!(f1("llvm.nvvm.rsqrt.approx.f")(2f32.powi(-140)), 2f32.powi(70));
    assert_eq!(f1("llvm.nvvm.rsqrt.approx.ftz.f")(2f32.powi(-140)), f32::INFINITY);
}

#[test]
fn min_max_ftz_nan_follow_ptx() {
    let (min, max) = (f2("llvm.nvvm.fmin.ftz.nan.f"), f2("llvm.nvvm.fmax.ftz.nan.f"));
    assert!(min(f32::NAN, 1.0).is_nan() && max(1.0, f32::NAN).is_nan());
    assert_eq!(min(-0.0, 0.0).to_bits(), (-0.0f32).to_bits());
    assert_eq!(max(-0.0, 0.0).to_bits(), 0.0f32.to_bits());
    // A subnormal operand counts as a zero of its sign.
    assert_eq!(min(-(2f32.powi(-140)), 0.0).to_bits(), (-0.0f32).to_bits());
    assert_eq!(max(2.0, -3.0), 2.0);
}

#[test]
fn conversions_toward_zero_follow_ptx() {
    // 1 + 1.5 * 2^-10 truncates to 1 + 2^-10 (0x3c01); the sign is kept.
    assert_eq!(half_bits("llvm.nvvm.f2f16.rz", 1.00146484375), 0x3c01);
    assert_eq!(half_bits("llvm.nvvm.f2f16.rz", -1.00146484375), 0xbc01);
    // Past the largest f16: the largest, not infinity.
    assert_eq!(half_bits("llvm.nvvm.f2f16.rz", 70000.0), 0x7bff);
    assert_eq!(half_bits("llvm.nvvm.f2f16.rz", f32::INFINITY), 0x7c00);
    // Subnormal f16s are units of 2^-24: 1.5 units truncate to 1, half a unit to 0.
    assert_eq!(half_bits("llvm.nvvm.f2f16.rz", 1.5 * 2f32.powi(-24)), 0x0001);
    assert_eq!(half_bits("llvm.nvvm.f2f16.rz", 2f32.powi(-25)), 0x0000);
    assert_eq!(half_bits("llvm.nvvm.f2f16.rz", f32::NAN), 0x7fff);
    // bf16: 1 + 2^-8 + 2^-9 truncates to 1 (0x3f80).
    assert_eq!(half_bits("llvm.nvvm.f2bf16.rz", 1.0 + 2f32.powi(-8) + 2f32.powi(-9)), 0x3f80);
    assert_eq!(half_bits("llvm.nvvm.f2bf16.rz", -2.0), 0xc000);
    // f64 -> f32 in each direction.
    let x = 1.0 + 2f64.powi(-30);
    assert_eq!(d2f("llvm.nvvm.d2f.rz")(x), 1.0);
    assert_eq!(d2f("llvm.nvvm.d2f.rp")(x), 1.0 + 2f32.powi(-23));
    assert_eq!(d2f("llvm.nvvm.d2f.rm")(-x), -(1.0 + 2f32.powi(-23)));
    assert_eq!(d2f("llvm.nvvm.d2f.rn")(1.0 + 2f64.powi(-24) + 2f64.powi(-50)), 1.0 + 2f32.powi(-23));
}

/// vprintf's buffer holds each argument at its natural alignment.
#[test]
fn vprintf_reads_the_packed_arguments() {
    // vprintf prints into its launch, so it runs inside a kernel.
    let source = r#"cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>) {
    %x = constant <i32: -3> : tile<i32>
    %n = constant <i64: 1099511627776> : tile<i64>
    %h = constant <f32: 0.5> : tile<f32>
    %t = print_tko "x=%d n=%lld h=%f 100%%\n", %x, %n, %h : tile<i32>, tile<i64>, tile<f32> -> token
    return
  }
}"#;
    let mut args = vec![HostArg::Array { name: "p".into(), array: cuda_tile::npy::Array::from_i32(vec![1], &[0]) }];
    let mut printed = String::new();
    run_host_with(source, "print.mlir", None, [2, 1, 1], &mut args, &CompileOptions::default(), Emulation::default(), &mut printed)
        .expect("runs");
    assert_eq!(printed, "x=-3 n=1099511627776 h=0.500000 100%\n".repeat(2));
}

/// A failed assert traps the kernel: the launch fails with its message.
#[test]
fn a_failed_assert_fails_the_launch() {
    let source = r#"cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    %c = constant <i32: 3> : tile<i32>
    %ok = cmpi less_than %v, %c, signed : tile<i32> -> tile<i1>
    assert %ok, "v below 3" : tile<i1>
    return
  }
}"#;
    let run = |v: i32| {
        let mut args = vec![HostArg::Scalar(Num::Int(32), Scalar::I(v as u32 as u64))];
        let mut printed = String::new();
        let result = run_host_with(source, "assert.mlir", None, [1, 1, 1], &mut args, &CompileOptions::default(), Emulation::default(), &mut printed);
        (result, printed)
    };
    assert!(run(2).0.is_ok());
    let (result, printed) = run(5);
    let error = result.expect_err("the assert fails");
    assert!(error.contains("assertion failed: v below 3"), "{error}");
    assert!(printed.contains("assertion failed in tile block (0, 0, 0)"), "{printed}");
}

/// Every `llvm.nvvm.*` intrinsic and external function the lowering emits
/// for the per-family target tests has an emulation.
#[test]
fn every_emitted_intrinsic_is_emulated() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lit-tests/target");
    let mut emitted = BTreeSet::new();
    let mut modules = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, module) in text.split("// -----").enumerate() {
            let options = CompileOptions { gpu_name: "sm_90".into(), ..CompileOptions::default() };
            // Modules a test expects to be refused are not lowered.
            let Ok(compiled) = compile(module, &format!("{}#{i}", path.display()), &options, Emit::Nvvm) else { continue };
            modules += 1;
            for line in compiled.nvvm.lines() {
                if let Some(rest) = line.split("llvm.call_intrinsic \"").nth(1) {
                    emitted.insert(rest.split('"').next().unwrap().to_string());
                }
                if let Some(rest) = line.split("llvm.call @").nth(1) {
                    emitted.insert(rest.split('(').next().unwrap().to_string());
                }
            }
        }
    }
    assert!(modules >= 10, "only {modules} modules lowered");
    let emitted: Vec<_> = emitted.into_iter().filter(|n| n.starts_with("llvm.nvvm.") || n.starts_with("__nv_") || ["vprintf", "__assertfail", "malloc", "free"].contains(&n.as_str())).collect();
    assert!(emitted.len() >= 10, "too few intrinsics found: {emitted:?}");
    let missing: Vec<_> = emitted.iter().filter(|n| emulation_of(n).is_none()).collect();
    assert!(missing.is_empty(), "emitted by the lowering, not emulated: {missing:?}");
}

fn f3(name: &str) -> extern "C" fn(f32, f32, f32) -> f32 {
    let f = emulation_of(name).unwrap_or_else(|| panic!("no emulation of {name}"));
    unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(f32, f32, f32) -> f32>(f) }
}

fn d2(name: &str) -> extern "C" fn(f64, f64) -> f64 {
    let f = emulation_of(name).unwrap_or_else(|| panic!("no emulation of {name}"));
    unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(f64, f64) -> f64>(f) }
}

/// add/mul/div/fma/sqrt.{rn,rz,rm,rp}[.ftz]: IEEE results rounded in the
/// instruction's direction, worked out by hand.
#[test]
fn directed_rounding_follows_ptx() {
    let p = |e: i32| 2f32.powi(e);
    // 1 + 2^-30: below half an ulp of 1 (2^-24).
    let add = |m: &str| f2(&format!("llvm.nvvm.add.{m}.f"))(1.0, p(-30));
    assert_eq!((add("rn"), add("rz"), add("rm"), add("rp")), (1.0, 1.0, 1.0, 1.0 + p(-23)));
    assert_eq!(f2("llvm.nvvm.add.rm.f")(-1.0, -p(-30)), -(1.0 + p(-23)));
    // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: a tie for rn, which goes to the even 1 + 2^-11.
    let x = 1.0 + p(-12);
    assert_eq!(f2("llvm.nvvm.mul.rn.f")(x, x), 1.0 + p(-11));
    assert_eq!(f2("llvm.nvvm.mul.rp.f")(x, x), 1.0 + p(-11) + p(-23));
    assert_eq!(f2("llvm.nvvm.mul.rz.f")(x, x), 1.0 + p(-11));
    // 1/3 = 0x3eaaaaaa.aaa...: up for rn and rp, down for rz and rm.
    let div = |m: &str| f2(&format!("llvm.nvvm.div.{m}.f"))(1.0, 3.0).to_bits();
    assert_eq!((div("rn"), div("rz"), div("rm"), div("rp")), (0x3eaaaaab, 0x3eaaaaaa, 0x3eaaaaaa, 0x3eaaaaab));
    // sqrt(2) = 0x3fb504f3.33...: down for rn.
    let sqrt = |m: &str| f1(&format!("llvm.nvvm.sqrt.{m}.f"))(2.0).to_bits();
    assert_eq!((sqrt("rn"), sqrt("rz"), sqrt("rm"), sqrt("rp")), (0x3fb504f3, 0x3fb504f3, 0x3fb504f3, 0x3fb504f4));
    // fma rounds once: (1 + 2^-23)^2 - 1 = 2^-22 + 2^-46, a tie for rn.
    let y = 1.0 + p(-23);
    assert_eq!(f3("llvm.nvvm.fma.rn.f")(y, y, -1.0), p(-22));
    assert_eq!(f3("llvm.nvvm.fma.rp.f")(y, y, -1.0), p(-22) + p(-45));
    // .ftz: subnormal operands and results are zeros of their sign.
    assert_eq!(f2("llvm.nvvm.add.rn.ftz.f")(p(-130), 0.0), 0.0);
    assert_eq!(f2("llvm.nvvm.add.rn.f")(p(-130), 0.0), p(-130));
    assert_eq!(f2("llvm.nvvm.mul.rz.ftz.f")(p(-70), p(-70)).to_bits(), 0);
    // f64.
    let q = |e: i32| 2f64.powi(e);
    assert_eq!(d2("llvm.nvvm.add.rz.d")(1.0, q(-60)), 1.0);
    assert_eq!(d2("llvm.nvvm.add.rp.d")(1.0, q(-60)), 1.0 + q(-52));
    assert_eq!(d2("llvm.nvvm.add.rm.d")(-1.0, -q(-60)), -(1.0 + q(-52)));
}

/// The packed host functions (`in` and `out` arrays of 8-byte slots) of the
/// lowering's predicated global accesses (`cuda-tile/Utils/PredicatedAccess.h`).
fn packed(name: &str) -> extern "C" fn(*const u64, *mut u64) {
    let f = emulation_of(name).unwrap_or_else(|| panic!("no emulation of {name}"));
    unsafe { std::mem::transmute::<*const std::ffi::c_void, extern "C" fn(*const u64, *mut u64)>(f) }
}

#[test]
fn predicated_global_accesses_follow_ptx() {
    // PTX ISA, "Instruction Predicates": an instruction whose guard predicate
    // is false does not execute. `@p ld.global.v4.b32 {a, b, c, d}, [x]`
    // then reads no memory and its destinations keep what they held (the
    // inline asm's tied inputs); `@p st.global` writes nothing.
    let ld = packed("__emu_ld_global_pred");
    let memory: [u32; 4] = [1, 2, 3, 0xdead_beef];
    let mut out = [0u64; 4];
    // in = [words, address, predicate, initial words...]
    ld([4, memory.as_ptr() as u64, 1, 9, 9, 9, 9].as_ptr(), out.as_mut_ptr());
    assert_eq!(out, [1, 2, 3, 0xdead_beef]);
    // False: a null address is never touched.
    ld([4, 0, 0, 5, 6, 7, 8].as_ptr(), out.as_mut_ptr());
    assert_eq!(out, [5, 6, 7, 8]);
    // Only the predicate's low bit counts (the slot holds an i1 byte).
    ld([2, memory.as_ptr() as u64, 0x100, 7, 7].as_ptr(), out.as_mut_ptr());
    assert_eq!(out[..2], [7, 7]);
    ld([1, memory[1..].as_ptr() as u64, 1, 0].as_ptr(), out.as_mut_ptr());
    assert_eq!(out[0], 2);

    let st = packed("__emu_st_global_pred");
    let mut target: [u32; 4] = [0; 4];
    // in = [words, address, words..., predicate]
    st([4, target.as_mut_ptr() as u64, 10, 11, 12, 13, 1].as_ptr(), std::ptr::null_mut());
    assert_eq!(target, [10, 11, 12, 13]);
    st([2, target.as_mut_ptr() as u64, 20, 21, 0].as_ptr(), std::ptr::null_mut());
    assert_eq!(target, [10, 11, 12, 13]);
    st([4, 0, 1, 2, 3, 4, 0].as_ptr(), std::ptr::null_mut());
    st([1, target[3..].as_mut_ptr() as u64, 0xffff_ffff_0000_0007, 1].as_ptr(), std::ptr::null_mut());
    assert_eq!(target, [10, 11, 12, 7]);
}
