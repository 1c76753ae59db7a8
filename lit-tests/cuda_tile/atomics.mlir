// Atomics (section 8.10) print in NVIDIA's form, from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// The mode is an attribute of the generic form.
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @cas
  testing$func @cas(%pi: tile<2xptr<i32>>, %ci: tile<2xi32>, %vi: tile<2xi32>, %pf: tile<ptr<f64>>, %cf: tile<f64>,
             %pl: tile<4x2xptr<i64>>, %cl: tile<4x2xi64>, %ml: tile<4x2xi1>, %pg: tile<2xptr<f32>>, %cg: tile<2xf32>) {
    %t = make_token : token
    // CHECK: %result, %result_token = atomic_cas_tko relaxed device %arg0, %arg1, %arg2 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %0, %t0 = atomic_cas_tko relaxed device %pi, %ci, %vi : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    // CHECK: atomic_cas_tko acquire sys %arg3, %arg4, %arg4 token=%{{.*}} : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %1, %t1 = atomic_cas_tko acquire sys %pf, %cf, %cf token = %t : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    // CHECK: atomic_cas_tko release tl_blk %arg5, %arg6, %arg6, %arg7 : tile<4x2xptr<i64>>, tile<4x2xi64>, tile<4x2xi1> -> tile<4x2xi64>, token
    %2, %t2 = atomic_cas_tko release tl_blk %pl, %cl, %cl, %ml : tile<4x2xptr<i64>>, tile<4x2xi64>, tile<4x2xi1> -> tile<4x2xi64>, token
    // CHECK: atomic_cas_tko acq_rel device %arg8, %arg9, %arg9, %{{.*}} token=%{{.*}} : tile<2xptr<f32>>, tile<2xf32>, tile<2xi1> -> tile<2xf32>, token
    %m = constant <i1: [true, false]> : tile<2xi1>
    %3, %t3 = atomic_cas_tko acq_rel device %pg, %cg, %cg, %m token=%t0 : !cuda_tile.tile<2x!cuda_tile.ptr<f32>>, !cuda_tile.tile<2xf32>, !cuda_tile.tile<2xi1> -> !cuda_tile.tile<2xf32>, !cuda_tile.token
  }

  // CHECK-LABEL: testing$func @rmw
  testing$func @rmw(%pi: tile<2xptr<i32>>, %ai: tile<2xi32>, %pl: tile<ptr<i64>>, %al: tile<i64>, %ph: tile<2xptr<f16>>,
             %ah: tile<2xf16>, %pb: tile<2xptr<bf16>>, %ab: tile<2xbf16>, %pf: tile<2xptr<f32>>, %af: tile<2xf32>,
             %pd: tile<ptr<f64>>, %ad: tile<f64>, %m: tile<2xi1>) {
    %t = make_token : token
    // CHECK: %result, %result_token = atomic_rmw_tko relaxed device %arg0, and, %arg1 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %0, %t0 = atomic_rmw_tko relaxed device %pi, and, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    // CHECK: atomic_rmw_tko acquire device %arg0, or, %arg1 :
    %1, %t1 = atomic_rmw_tko acquire device %pi, or, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    // CHECK: atomic_rmw_tko release device %arg0, xor, %arg1 :
    %2, %t2 = atomic_rmw_tko release device %pi, xor, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    // CHECK: atomic_rmw_tko acq_rel sys %arg2, add, %arg3 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %3, %t3 = atomic_rmw_tko acq_rel sys %pl, add, %al : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK: atomic_rmw_tko relaxed tl_blk %arg2, max, %arg3 :
    %4, %t4 = atomic_rmw_tko relaxed tl_blk %pl, max, %al : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK: atomic_rmw_tko relaxed device %arg2, min, %arg3 :
    %5, %t5 = atomic_rmw_tko relaxed device %pl, min, %al : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK: atomic_rmw_tko relaxed device %arg0, umax, %arg1 :
    %6, %t6 = atomic_rmw_tko relaxed device %pi, umax, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %arg0, umin, %arg1 :
    %7, %t7 = atomic_rmw_tko relaxed device %pi, umin, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %arg0, xchg, %arg1, %arg12 : tile<2xptr<i32>>, tile<2xi32>, tile<2xi1> -> tile<2xi32>, token
    %8, %t8 = atomic_rmw_tko relaxed device %pi, xchg, %ai, %m : tile<2xptr<i32>>, tile<2xi32>, tile<2xi1> -> tile<2xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %arg8, xchg, %arg9 token=%{{.*}} : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    %9, %t9 = atomic_rmw_tko relaxed device %pf, xchg, %af token=%t : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    // CHECK: atomic_rmw_tko relaxed device %arg10, xchg, %arg11 :
    %10, %t10 = atomic_rmw_tko relaxed device %pd, xchg, %ad : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    // CHECK: atomic_rmw_tko relaxed device %arg4, addf, %arg5 : tile<2xptr<f16>>, tile<2xf16> -> tile<2xf16>, token
    %11, %t11 = atomic_rmw_tko relaxed device %ph, addf, %ah : tile<2xptr<f16>>, tile<2xf16> -> tile<2xf16>, token
    // CHECK: atomic_rmw_tko relaxed device %arg6, addf, %arg7 : tile<2xptr<bf16>>, tile<2xbf16> -> tile<2xbf16>, token
    %12, %t12 = atomic_rmw_tko relaxed device %pb, addf, %ab : tile<2xptr<bf16>>, tile<2xbf16> -> tile<2xbf16>, token
    // CHECK: atomic_rmw_tko relaxed device %arg8, addf, %arg9, %arg12 token=%{{.*}} : tile<2xptr<f32>>, tile<2xf32>, tile<2xi1> -> tile<2xf32>, token
    %13, %t13 = atomic_rmw_tko relaxed device %pf, addf, %af, %m token = %t9 : tile<2xptr<f32>>, tile<2xf32>, tile<2xi1> -> tile<2xf32>, token
    // CHECK: atomic_rmw_tko relaxed device %arg10, addf, %arg11 :
    %14, %t14 = atomic_rmw_tko relaxed device %pd, addf, %ad : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }

  // The chapter's atomic_cas_tko example; reshape, broadcast, iota and offset
  // make the pointers there, arguments stand for them here.
  // CHECK-LABEL: testing$func @atomic_cas_tko_example
  testing$func @atomic_cas_tko_example(%ptrs: tile<8xptr<i32>>) {
    %cmp = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
    %val = constant <i32: [7, 6, 5, 4, 3, 2, 1, 0]> : tile<8xi32>
    %mask = constant <i1: [0, 1, 0, 1, 0, 1, 0, 1]> : tile<8xi1>

    // Atomic CAS without input token.
    // CHECK: atomic_cas_tko relaxed device %arg0, %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %0, %token = atomic_cas_tko relaxed device %ptrs, %cmp, %val :
      tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token

    // Atomic CAS without input token.
    // CHECK: atomic_cas_tko relaxed device %arg0, %{{.*}}, %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %1, %token1 = atomic_cas_tko relaxed device %ptrs, %cmp, %val, %mask :
      tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token

    // Atomic CAS with input token.
    // CHECK: %[[T2:.*]] = make_token : token
    %token2 = make_token : token
    // CHECK: atomic_cas_tko relaxed device %arg0, %{{.*}}, %{{.*}} token=%[[T2]] : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %2, %token3 = atomic_cas_tko relaxed device %ptrs, %cmp, %val token=%token2 :
      tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token

    return
  }

  // The chapter's atomic_rmw_tko example (pointers as an argument, as above),
  // with its `, token = %t`.
  // CHECK-LABEL: testing$func @atomic_rmw_tko_example
  testing$func @atomic_rmw_tko_example(%ptrs: tile<8xptr<f32>>) {
    %vals = constant <f32: [7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0]> : tile<8xf32>

    // CHECK: atomic_rmw_tko relaxed device %arg0, addf, %{{.*}} : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %0, %res_token0 = atomic_rmw_tko relaxed device %ptrs, addf, %vals :
        tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token

    // CHECK: %[[T:.*]] = make_token : token
    %token = make_token : token
    // CHECK: atomic_rmw_tko relaxed device %arg0, addf, %{{.*}} token=%[[T]] : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %1, %res_token1 = atomic_rmw_tko relaxed device %ptrs, addf, %vals, token = %token :
        tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
  }
}

// GENERIC: "cuda_tile.atomic_cas_tko"(%{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = #cuda_tile.memory_ordering<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}>
// GENERIC: "cuda_tile.atomic_rmw_tko"(%{{.*}}, %{{.*}}) <{memory_ordering_semantics = #cuda_tile.memory_ordering<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<and>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}>
