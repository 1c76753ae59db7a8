// convert-tileaa-to-nvvm, element-wise ops: tile ops become one scalar op per register, which lower
// to LLVM ops, NVVM intrinsics (rounding modes, flush_to_zero, approximations) or libdevice calls.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --implicit-check-not=nv_tileaa --implicit-check-not=arith. --implicit-check-not=math.

// A tile op: one scalar op per register (256 elements over 128 threads: two), a scalar operand
// (the select's condition) used by every register, nv_tileaa attributes kept on each clone.
// CHECK-LABEL: llvm.func @tiles(
// CHECK-SAME: %[[A:[^:]*]]: !llvm.struct<(f32, f32)>, %[[B:[^:]*]]: !llvm.struct<(f32, f32)>, %[[C:[^:]*]]: i1
// CHECK: %[[A0:.*]] = llvm.extractvalue %[[A]][0]
// CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %[[B]][0]
// CHECK-NEXT: %[[S0:.*]] = llvm.fadd %[[A0]], %[[B0]] : f32
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[S0]], %{{.*}}[0]
// CHECK-NEXT: %[[A1:.*]] = llvm.extractvalue %[[A]][1]
// CHECK-NEXT: %[[B1:.*]] = llvm.extractvalue %[[B]][1]
// CHECK-NEXT: %[[S1:.*]] = llvm.fadd %[[A1]], %[[B1]] : f32
// CHECK-NEXT: %[[SUM:.*]] = llvm.insertvalue %[[S1]], %[[R0]][1]
// CHECK: llvm.select %[[C]], %{{.*}}, %{{.*}} : i1, f32
// CHECK: llvm.select %[[C]], %{{.*}}, %{{.*}} : i1, f32
// CHECK-COUNT-2: llvm.call_intrinsic "llvm.nvvm.mul.rz.f"
// CHECK-NOT: llvm.call_intrinsic
nv_tileaa.func @tiles(%a: tensor<256xf32>, %b: tensor<256xf32>, %c: i1, %s: f32) attributes {kernel} {
  %0 = arith.addf %a, %b : tensor<256xf32>
  %1 = arith.select %c, %0, %a : tensor<256xf32>
  %2 = nv_tileaa.mulf %1, %b {rounding = #nv_tileaa.rounding<zero>} : tensor<256xf32>
  nv_tileaa.return
}

// -----

// Directed rounding and flush_to_zero: NVVM's intrinsics; subf adds the negation; nearest even without
// flushing stays LLVM's own op; f16 / bf16 towards zero compute in f32 and convert towards zero.
// CHECK-LABEL: llvm.func @rounding(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[D:[^:]*]]: f64, %[[H:[^:]*]]: f16, %[[G:[^:]*]]: bf16)
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.add.rz.ftz.f"(%[[A]], %[[A]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[N:.*]] = llvm.fneg %[[D]] : f64
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.add.rm.d"(%[[D]], %[[N]]) : (f64, f64) -> f64
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.mul.rp.f"(%[[A]], %[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.mul.rn.ftz.f"(%[[A]], %[[A]])
// CHECK-NEXT: llvm.intr.fma(%[[A]], %[[A]], %[[A]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.fma.rz.d"(%[[D]], %[[D]], %[[D]])
// CHECK-NEXT: %[[H1:.*]] = llvm.fpext %[[H]] : f16 to f32
// CHECK-NEXT: %[[H2:.*]] = llvm.fpext %[[H]] : f16 to f32
// CHECK-NEXT: %[[HS:.*]] = llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%[[H1]], %[[H2]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.f2f16.rz"(%[[HS]]) : (f32) -> f16
// CHECK-NEXT: %[[G1:.*]] = llvm.fpext %[[G]] : bf16 to f32
// CHECK-NEXT: %[[G2:.*]] = llvm.fpext %[[G]] : bf16 to f32
// CHECK-NEXT: %[[GP:.*]] = llvm.call_intrinsic "llvm.nvvm.mul.rz.f"(%[[G1]], %[[G2]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.f2bf16.rz"(%[[GP]]) : (f32) -> bf16
// CHECK-NEXT: llvm.fsub %[[H]], %[[H]] : f16
// CHECK-NEXT: llvm.return
nv_tileaa.func @rounding(%a: f32, %d: f64, %h: f16, %g: bf16) attributes {kernel} {
  %0 = nv_tileaa.addf %a, %a {rounding = #nv_tileaa.rounding<zero>, flush_to_zero} : f32
  %1 = nv_tileaa.subf %d, %d {rounding = #nv_tileaa.rounding<negative_inf>} : f64
  %2 = nv_tileaa.mulf %a, %a {rounding = #nv_tileaa.rounding<positive_inf>} : f32
  %3 = nv_tileaa.mulf %a, %a {flush_to_zero} : f32
  %4 = nv_tileaa.fma %a, %a, %a : f32
  %5 = nv_tileaa.fma %d, %d, %d {rounding = #nv_tileaa.rounding<zero>} : f64
  %6 = nv_tileaa.addf %h, %h {rounding = #nv_tileaa.rounding<zero>} : f16
  %7 = nv_tileaa.mulf %g, %g {rounding = #nv_tileaa.rounding<zero>} : bf16
  %8 = nv_tileaa.subf %h, %h : f16
  nv_tileaa.return
}

// -----

// CHECK-LABEL: llvm.func @division(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[D:[^:]*]]: f64
// CHECK-NEXT: llvm.fdiv %[[A]], %[[A]] : f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.div.rn.ftz.f"(%[[A]], %[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.div.rm.d"(%[[D]], %[[D]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.div.approx.f"(%[[A]], %[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.div.approx.ftz.f"(%[[A]], %[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.div.full"(%[[A]], %[[A]]) : (f32, f32) -> f32
// CHECK-NEXT: llvm.return
nv_tileaa.func @division(%a: f32, %d: f64, %h: f16) attributes {kernel} {
  %0 = nv_tileaa.divf %a, %a : f32
  %1 = nv_tileaa.divf %a, %a {flush_to_zero} : f32
  %2 = nv_tileaa.divf %d, %d {rounding = #nv_tileaa.rounding<negative_inf>} : f64
  %3 = nv_tileaa.divf %a, %a {nv_tileaa.approx} : f32
  %4 = nv_tileaa.divf %a, %a {flush_to_zero, nv_tileaa.approx} : f32
  %5 = nv_tileaa.divf %a, %a {nv_tileaa.full} : f32
  nv_tileaa.return
}

// -----

// sqrt as rounded; rsqrt and exp2 NVVM's approximations (f16 through f32); exp2 on f64 has none:
// libdevice's __nv_exp2.
// CHECK: llvm.func @__nv_exp2(f64) -> f64
// CHECK-LABEL: llvm.func @roots(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[D:[^:]*]]: f64, %[[H:[^:]*]]: f16)
// CHECK-NEXT: llvm.intr.sqrt(%[[A]]) : (f32) -> f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.sqrt.rp.d"(%[[D]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.sqrt.approx.ftz.f"(%[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.rsqrt.approx.ftz.f"(%[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.rsqrt.approx.d"(%[[D]])
// CHECK-NEXT: %[[H32:.*]] = llvm.fpext %[[H]] : f16 to f32
// CHECK-NEXT: %[[R:.*]] = llvm.call_intrinsic "llvm.nvvm.rsqrt.approx.f"(%[[H32]])
// CHECK-NEXT: llvm.fptrunc %[[R]] : f32 to f16
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[A]])
// CHECK-NEXT: llvm.call @__nv_exp2(%[[D]]) : (f64) -> f64
// CHECK-NEXT: llvm.return
nv_tileaa.func @roots(%a: f32, %d: f64, %h: f16) attributes {kernel} {
  %0 = nv_tileaa.sqrt %a : f32
  %1 = nv_tileaa.sqrt %d {rounding = #nv_tileaa.rounding<positive_inf>} : f64
  %2 = nv_tileaa.sqrt %a {flush_to_zero, nv_tileaa.approx} : f32
  %3 = nv_tileaa.rsqrt %a {flush_to_zero} : f32
  %4 = nv_tileaa.rsqrt %d : f64
  %5 = nv_tileaa.rsqrt %h : f16
  %6 = nv_tileaa.exp2 %a : f32
  %7 = nv_tileaa.exp2 %a {flush_to_zero} : f32
  %8 = nv_tileaa.exp2 %d : f64
  nv_tileaa.return
}

// -----

// clampf: maxnum / minnum, maximum / minimum with propagate_nan, NVVM's .ftz forms; mulhiui: the high
// half of the double-width unsigned product.
// CHECK-LABEL: llvm.func @clamp_mulhi(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[D:[^:]*]]: f64, %[[I:[^:]*]]: i32, %[[L:[^:]*]]: i64)
// CHECK-NEXT: %[[M:.*]] = llvm.intr.maxnum(%[[A]], %[[A]])
// CHECK-NEXT: llvm.intr.minnum(%[[M]], %[[A]])
// CHECK-NEXT: %[[M2:.*]] = llvm.intr.maximum(%[[D]], %[[D]])
// CHECK-NEXT: llvm.intr.minimum(%[[M2]], %[[D]])
// CHECK-NEXT: %[[M3:.*]] = llvm.call_intrinsic "llvm.nvvm.fmax.ftz.nan.f"(%[[A]], %[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.fmin.ftz.nan.f"(%[[M3]], %[[A]])
// CHECK-NEXT: %[[X:.*]] = llvm.zext %[[I]] : i32 to i64
// CHECK-NEXT: %[[Y:.*]] = llvm.zext %[[I]] : i32 to i64
// CHECK-NEXT: %[[P:.*]] = llvm.mul %[[X]], %[[Y]] : i64
// CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[HI:.*]] = llvm.lshr %[[P]], %[[C32]] : i64
// CHECK-NEXT: llvm.trunc %[[HI]] : i64 to i32
// CHECK: llvm.mul %{{.*}}, %{{.*}} : i128
// CHECK: llvm.trunc %{{.*}} : i128 to i64
// CHECK-NEXT: llvm.return
nv_tileaa.func @clamp_mulhi(%a: f32, %d: f64, %i: i32, %l: i64) attributes {kernel} {
  %0 = nv_tileaa.clampf %a, %a, %a : f32
  %1 = nv_tileaa.clampf %d, %d, %d {propagate_nan} : f64
  %2 = nv_tileaa.clampf %a, %a, %a {propagate_nan, flush_to_zero} : f32
  %3 = nv_tileaa.mulhiui %i, %i : i32
  %4 = nv_tileaa.mulhiui %l, %l : i64
  nv_tileaa.return
}

// -----

// fp_to_fp: fpext / fptrunc for exact and nearest-even conversions, cvt intrinsics for directed ones
// (f64 -> f16 towards zero through f32), f16 -> bf16 through f32.
// CHECK-LABEL: llvm.func @conversions(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[D:[^:]*]]: f64, %[[H:[^:]*]]: f16, %[[G:[^:]*]]: bf16, %[[I:[^:]*]]: i32)
// CHECK-NEXT: llvm.fptrunc %[[A]] : f32 to f16
// CHECK-NEXT: llvm.fpext %[[H]] : f16 to f32
// CHECK-NEXT: llvm.fptrunc %[[D]] : f64 to bf16
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.f2bf16.rz"(%[[A]]) : (f32) -> bf16
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.d2f.rm"(%[[D]]) : (f64) -> f32
// CHECK-NEXT: %[[Z:.*]] = llvm.call_intrinsic "llvm.nvvm.d2f.rz"(%[[D]]) : (f64) -> f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.f2f16.rz"(%[[Z]]) : (f32) -> f16
// CHECK-NEXT: %[[H32:.*]] = llvm.fpext %[[H]] : f16 to f32
// CHECK-NEXT: llvm.fptrunc %[[H32]] : f32 to bf16
// CHECK-NEXT: llvm.bitcast %[[I]] : i32 to f32
// CHECK-NEXT: llvm.sitofp %[[I]] : i32 to f32
// CHECK-NEXT: llvm.fptrunc %[[A]] : f32 to f16
// CHECK-NEXT: llvm.return
nv_tileaa.func @conversions(%a: f32, %d: f64, %h: f16, %g: bf16, %i: i32) attributes {kernel} {
  %0 = nv_tileaa.fp_to_fp %a : f32 -> f16
  %1 = nv_tileaa.fp_to_fp %h : f16 -> f32
  %2 = nv_tileaa.fp_to_fp %d : f64 -> bf16
  %3 = nv_tileaa.fp_to_fp %a {rounding = #nv_tileaa.rounding<zero>} : f32 -> bf16
  %4 = nv_tileaa.fp_to_fp %d {rounding = #nv_tileaa.rounding<negative_inf>} : f64 -> f32
  %5 = nv_tileaa.fp_to_fp %d {rounding = #nv_tileaa.rounding<zero>} : f64 -> f16
  %6 = nv_tileaa.fp_to_fp %h : f16 -> bf16
  %7 = nv_tileaa.bitcast %i : i32 -> f32
  %8 = arith.sitofp %i : i32 to f32
  %9 = arith.truncf %a : f32 to f16
  nv_tileaa.return
}

// -----

// fp_to_fp to and from f8 / tf32 (i8 / i32 registers) in integer ops on the f32 bits: the significand
// shifted to the format's last place and rounded by the bits shifted out; the largest finite value
// (f8E4M3FN: 0x7e), infinity or the canonical NaN (0x7f) beyond. From f64: round to odd in f32 first.
// Decoding is exact: exponent rebiased, subnormals as fraction times 2^-16 (f8E5M2); a tf32 word loses
// its low 13 bits. f16 rounding downward goes the same way; a tile converts register by register.
// CHECK-LABEL: llvm.func @narrow(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[D:[^:]*]]: f64, %[[E:[^:]*]]: i8, %[[T:[^:]*]]: i32, %[[V:[^:]*]]: !llvm.struct<(f32, f32)>)
// CHECK: llvm.bitcast %[[A]] : f32 to i32
// CHECK: llvm.mlir.constant(-120 : i32)
// CHECK: %[[MAX:.*]] = llvm.mlir.constant(126 : i32)
// CHECK-NEXT: llvm.icmp "ugt" %{{.*}}, %[[MAX]] : i32
// CHECK: llvm.mlir.constant(127 : i32)
// CHECK: llvm.trunc %{{.*}} : i32 to i8
// CHECK: llvm.zext %[[E]] : i8 to i32
// CHECK: llvm.uitofp %{{.*}} : i32 to f32
// CHECK-NEXT: llvm.mlir.constant(1.52587891E-5 : f32)
// CHECK: llvm.mlir.constant(2139095040 : i32)
// CHECK: llvm.mlir.constant(2147483647 : i32)
// CHECK: llvm.bitcast %{{.*}} : i32 to f32
// CHECK: %[[LOW:.*]] = llvm.mlir.constant(-8192 : i32)
// CHECK-NEXT: llvm.and %[[T]], %[[LOW]] : i32
// CHECK: %[[Z:.*]] = llvm.call_intrinsic "llvm.nvvm.d2f.rz"(%[[D]]) : (f64) -> f32
// CHECK-NEXT: %[[Z64:.*]] = llvm.fpext %[[Z]] : f32 to f64
// CHECK-NEXT: %[[INEXACT:.*]] = llvm.fcmp "une" %[[Z64]], %[[D]] : f64
// CHECK-NEXT: %[[ZB:.*]] = llvm.bitcast %[[Z]] : f32 to i32
// CHECK-NEXT: %[[STICKY:.*]] = llvm.zext %[[INEXACT]] : i1 to i32
// CHECK-NEXT: llvm.or %[[ZB]], %[[STICKY]] : i32
// CHECK: llvm.trunc %{{.*}} : i32 to i8
// CHECK: llvm.mlir.constant(261119 : i32)
// CHECK: llvm.mlir.constant(-112 : i32)
// CHECK: llvm.mlir.constant(32767 : i32)
// CHECK: llvm.trunc %{{.*}} : i32 to i16
// CHECK-NEXT: llvm.bitcast %{{.*}} : i16 to f16
// CHECK: llvm.extractvalue %[[V]][0]
// CHECK: llvm.trunc %{{.*}} : i32 to i8
// CHECK-NEXT: llvm.insertvalue %{{.*}}[0] : !llvm.struct<(i8, i8)>
// CHECK-NEXT: llvm.extractvalue %[[V]][1]
// CHECK: llvm.trunc %{{.*}} : i32 to i8
// CHECK-NEXT: llvm.insertvalue %{{.*}}[1] : !llvm.struct<(i8, i8)>
// CHECK-NEXT: llvm.return
nv_tileaa.func @narrow(%a: f32, %d: f64, %e: f8E5M2, %t: tf32, %v: tensor<256xf32>) attributes {kernel} {
  %0 = nv_tileaa.fp_to_fp %a : f32 -> f8E4M3FN
  %1 = nv_tileaa.fp_to_fp %e : f8E5M2 -> f32
  %2 = nv_tileaa.fp_to_fp %t : tf32 -> f32
  %3 = nv_tileaa.fp_to_fp %d : f64 -> f8E5M2
  %4 = nv_tileaa.fp_to_fp %a {rounding = #nv_tileaa.rounding<zero>} : f32 -> tf32
  %5 = nv_tileaa.fp_to_fp %a {rounding = #nv_tileaa.rounding<negative_inf>} : f32 -> f16
  %6 = nv_tileaa.fp_to_fp %v : tensor<256xf32> -> tensor<256xf8E5M2>
  nv_tileaa.return
}

// -----

// fp_to_fp to and from the 13.3 scale formats. f8E8M0FNU (i8): rounding towards zero takes the f32
// exponent field, rounding up adds one for fraction bits (an f32 subnormal above 2^-127 gives code 1);
// codes clamp to 254 (2^127) and NaN is 255; decoding shifts the code into the exponent field, code 0
// being the f32 subnormal 2^-127 (0x400000). f4E2M1FN (i4) saturates at 7 (6.0) and takes NaN to it;
// its subnormal is the fraction times 0.5.
// CHECK-LABEL: llvm.func @scale_formats(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[S:[^:]*]]: i8, %[[Q:[^:]*]]: i4)
// CHECK: %[[FIELD:.*]] = llvm.lshr %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[TOP:.*]] = llvm.mlir.constant(254 : i32)
// CHECK-NEXT: %[[OVER:.*]] = llvm.icmp "ugt" %[[FIELD]], %[[TOP]] : i32
// CHECK: llvm.select %[[OVER]], %{{.*}}, %[[FIELD]] : i1, i32
// CHECK: llvm.mlir.constant(255 : i32)
// CHECK: llvm.trunc %{{.*}} : i32 to i8
// CHECK: llvm.mlir.constant(8388607 : i32)
// CHECK: llvm.mlir.constant(4194304 : i32)
// CHECK: llvm.trunc %{{.*}} : i32 to i8
// CHECK: %[[CODE:.*]] = llvm.zext %[[S]] : i8 to i32
// CHECK: llvm.mlir.constant(4194304 : i32)
// CHECK: llvm.shl %[[CODE]], %{{.*}} : i32
// CHECK: llvm.bitcast %{{.*}} : i32 to f32
// CHECK: %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32)
// CHECK-NEXT: %[[SAT:.*]] = llvm.icmp "ugt" %{{.*}}, %[[SEVEN]] : i32
// CHECK-NOT: 2139095040
// CHECK: llvm.select %[[SAT]]
// CHECK: llvm.mlir.constant(2139095040 : i32)
// CHECK: llvm.trunc %{{.*}} : i32 to i4
// CHECK: llvm.zext %[[Q]] : i4 to i32
// CHECK: llvm.mlir.constant(5.000000e-01 : f32)
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
// CHECK-NEXT: llvm.return
nv_tileaa.func @scale_formats(%a: f32, %s: f8E8M0FNU, %q: f4E2M1FN) attributes {kernel} {
  %0 = nv_tileaa.fp_to_fp %a {rounding = #nv_tileaa.rounding<zero>} : f32 -> f8E8M0FNU
  %1 = nv_tileaa.fp_to_fp %a {rounding = #nv_tileaa.rounding<positive_inf>} : f32 -> f8E8M0FNU
  %2 = nv_tileaa.fp_to_fp %s : f8E8M0FNU -> f32
  %3 = nv_tileaa.fp_to_fp %a : f32 -> f4E2M1FN
  %4 = nv_tileaa.fp_to_fp %q : f4E2M1FN -> f16
  nv_tileaa.return
}

// -----

// f16 / bf16 rounding up or down: f32 with that rounding, then to f16 / bf16 the same way in integer ops.
// CHECK-LABEL: llvm.func @directed_halves(
// CHECK-SAME: %[[H:[^:]*]]: f16, %[[G:[^:]*]]: bf16)
// CHECK: %[[S:.*]] = llvm.call_intrinsic "llvm.nvvm.add.rm.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK-NEXT: llvm.bitcast %[[S]] : f32 to i32
// CHECK: llvm.mlir.constant(-112 : i32)
// CHECK: llvm.trunc %{{.*}} : i32 to i16
// CHECK-NEXT: llvm.bitcast %{{.*}} : i16 to f16
// CHECK: %[[F:.*]] = llvm.call_intrinsic "llvm.nvvm.fma.rp.f"(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK-NEXT: llvm.bitcast %[[F]] : f32 to i32
// CHECK: llvm.trunc %{{.*}} : i32 to i16
// CHECK-NEXT: llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rm.f"
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.rp.f"
// CHECK-NEXT: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.return
nv_tileaa.func @directed_halves(%h: f16, %g: bf16) attributes {kernel} {
  %0 = nv_tileaa.addf %h, %h {rounding = #nv_tileaa.rounding<negative_inf>} : f16
  %1 = nv_tileaa.fma %g, %g, %g {rounding = #nv_tileaa.rounding<positive_inf>} : bf16
  %2 = nv_tileaa.sqrt %h {rounding = #nv_tileaa.rounding<negative_inf>} : f16
  %3 = nv_tileaa.divf %g, %g {rounding = #nv_tileaa.rounding<positive_inf>} : bf16
  nv_tileaa.return
}

// -----

// math: libdevice calls (f16 / bf16 through f32); exp approx is __nv_fast_expf, tanh approx an `afn`
// tanh (tanh.approx.f32), maximumf with flush_to_zero max.ftz.NaN.
// CHECK-DAG: llvm.func @__nv_expf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_fast_expf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_tanh(f64) -> f64
// CHECK-DAG: llvm.func @__nv_sinf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_logf(f32) -> f32
// CHECK-LABEL: llvm.func @math(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[D:[^:]*]]: f64, %[[H:[^:]*]]: f16, %[[G:[^:]*]]: bf16, %[[I:[^:]*]]: i32)
// CHECK-NEXT: llvm.call @__nv_expf(%[[A]]) : (f32) -> f32
// CHECK-NEXT: llvm.call @__nv_fast_expf(%[[A]]) : (f32) -> f32
// CHECK-NEXT: llvm.call @__nv_tanh(%[[D]]) : (f64) -> f64
// CHECK-NEXT: llvm.intr.tanh(%[[A]]) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK-NEXT: %[[H32:.*]] = llvm.fpext %[[H]] : f16 to f32
// CHECK-NEXT: %[[S:.*]] = llvm.call @__nv_sinf(%[[H32]]) : (f32) -> f32
// CHECK-NEXT: llvm.fptrunc %[[S]] : f32 to f16
// CHECK-NEXT: %[[G32:.*]] = llvm.fpext %[[G]] : bf16 to f32
// CHECK-NEXT: %[[LG:.*]] = llvm.call @__nv_logf(%[[G32]]) : (f32) -> f32
// CHECK-NEXT: llvm.fptrunc %[[LG]] : f32 to bf16
// CHECK-NEXT: llvm.call @__nv_powf(%[[A]], %[[A]])
// CHECK-NEXT: llvm.call @__nv_powif(%[[A]], %[[I]]) : (f32, i32) -> f32
// CHECK: llvm.call @__nv_fabsf(
// CHECK: %[[FL:.*]] = llvm.call @__nv_floorf(%[[A]])
// CHECK-NEXT: llvm.call @__nv_abs(%[[I]]) : (i32) -> i32
// CHECK-NEXT: llvm.call @__nv_fmodf(%[[A]], %[[A]])
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.fmax.ftz.nan.f"(%[[A]], %[[FL]])
// CHECK-NEXT: llvm.intr.minimum(%[[A]], %[[FL]]) : (f32, f32) -> f32
// CHECK-NEXT: llvm.call @__nv_atan2(%[[D]], %[[D]]) : (f64, f64) -> f64
// CHECK-NEXT: llvm.return
nv_tileaa.func @math(%a: f32, %d: f64, %h: f16, %g: bf16, %i: i32) attributes {kernel} {
  %0 = math.exp %a : f32
  %1 = math.exp %a {nv_tileaa.approx} : f32
  %2 = math.tanh %d : f64
  %3 = math.tanh %a {nv_tileaa.approx} : f32
  %4 = math.sin %h : f16
  %5 = math.log %g : bf16
  %6 = math.powf %a, %a : f32
  %7 = math.fpowi %a, %i : f32, i32
  %8 = math.absf %h : f16
  %9 = math.floor %a : f32
  %10 = math.absi %i : i32
  %11 = arith.remf %a, %a : f32
  %12 = arith.maximumf %a, %9 {nv_tileaa.flush_to_zero} : f32
  %13 = arith.minimumf %a, %9 : f32
  %14 = math.atan2 %d, %d : f64
  nv_tileaa.return
}

// -----

// Ceiling and floor division expand into arith, per register on tiles.
// CHECK-LABEL: llvm.func @integers(
// CHECK-SAME: %[[I:[^:]*]]: !llvm.struct<(i32)>, %[[L:[^:]*]]: i64)
// CHECK: %[[Q:.*]] = llvm.sdiv %{{.*}}, %{{.*}} : i32
// CHECK: %[[Q1:.*]] = llvm.add %[[Q]], %{{.*}} : i32
// CHECK-NEXT: %[[CEIL:.*]] = llvm.select %{{.*}}, %[[Q1]], %[[Q]] : i1, i32
// CHECK-NEXT: llvm.insertvalue %[[CEIL]], %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[QL:.*]] = llvm.sdiv %[[L]], %[[L]] : i64
// CHECK: %[[QL1:.*]] = llvm.add %[[QL]], %{{.*}} : i64
// CHECK-NEXT: llvm.select %{{.*}}, %[[QL1]], %[[QL]] : i1, i64
// CHECK-NEXT: llvm.ashr %[[L]], %[[L]] : i64
nv_tileaa.func @integers(%i: tensor<128xi32>, %l: i64) attributes {kernel} {
  %0 = arith.ceildivsi %i, %i : tensor<128xi32>
  %1 = arith.floordivsi %l, %l : i64
  %2 = arith.shrsi %l, %l : i64
  %3 = arith.cmpi ult, %i, %i : tensor<128xi32>
  nv_tileaa.return
}

// -----

// Non-splat tile constants: a constant global (i1 stored as i8), each register loading the element the
// layout gives it (4 elements over 128 threads: replicated, element tid mod 4); splats are values.
// CHECK-DAG: llvm.mlir.global internal constant @[[G0:__tile_constant_[0-9]+]](dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>) {addr_space = 1 : i32} : !llvm.array<4 x f32>
// CHECK-DAG: llvm.mlir.global internal constant @[[G1:__tile_constant_[0-9]+]](dense<[1, 0]> : tensor<2xi8>) {addr_space = 1 : i32} : !llvm.array<2 x i8>
// CHECK-DAG: llvm.mlir.global internal constant @[[G2:__tile_constant_[0-9]+]](dense<[0, 1, 2, 3]> : tensor<4xi8>) {addr_space = 1 : i32} : !llvm.array<4 x i8>
// CHECK-LABEL: llvm.func @constants(
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.addressof @[[G0]] : !llvm.ptr<1>
// CHECK-NEXT: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<(f32)>
// CHECK-NEXT: %[[M:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[IDX:.*]] = llvm.and %[[T]], %[[M]] : i32
// CHECK-NEXT: %[[E:.*]] = llvm.getelementptr %[[P]][0, %[[IDX]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x f32>
// CHECK-NEXT: llvm.load %[[E]] : !llvm.ptr<1> -> f32
// CHECK: llvm.mlir.addressof @[[G1]]
// CHECK: %[[B:.*]] = llvm.load %{{.*}} : !llvm.ptr<1> -> i8
// CHECK-NEXT: llvm.trunc %[[B]] : i8 to i1
// CHECK: %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.insertvalue %[[SEVEN]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[SEVEN]], %{{.*}}[1]
// CHECK: llvm.mlir.addressof @[[G2]]
// CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> i8
nv_tileaa.func @constants() attributes {kernel} {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<[true, false]> : tensor<2xi1>
  %2 = arith.constant dense<7> : tensor<256xi32>
  %3 = arith.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi8>
  nv_tileaa.return
}

