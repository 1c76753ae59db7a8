// lit-tests/cuda_tile/atomics.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @cas(%pi_p_1: tile<ptr<i32>>, %pf: tile<ptr<f64>>, %pl_p_3: tile<ptr<i64>>, %pg_p_5: tile<ptr<f32>>) {
    %pi_r_2 = reshape %pi_p_1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pi = broadcast %pi_r_2 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %ci = constant <i32: 1> : tile<2xi32>
    %vi = constant <i32: 1> : tile<2xi32>
    %cf = constant <f64: 1.0> : tile<f64>
    %pl_r_4 = reshape %pl_p_3 : tile<ptr<i64>> -> tile<1x1xptr<i64>>
    %pl = broadcast %pl_r_4 : tile<1x1xptr<i64>> -> tile<4x2xptr<i64>>
    %cl = constant <i64: 1> : tile<4x2xi64>
    %ml = constant <i1: true> : tile<4x2xi1>
    %pg_r_6 = reshape %pg_p_5 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pg = broadcast %pg_r_6 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %cg = constant <f32: 1.0> : tile<2xf32>
    %t = make_token : token
    %0, %t0 = atomic_cas_tko relaxed device %pi, %ci, %vi : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %1, %t1 = atomic_cas_tko acquire sys %pf, %cf, %cf token = %t : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %2, %t2 = atomic_cas_tko release tl_blk %pl, %cl, %cl, %ml : tile<4x2xptr<i64>>, tile<4x2xi64>, tile<4x2xi1> -> tile<4x2xi64>, token
    %m = constant <i1: [true, false]> : tile<2xi1>
    %3, %t3 = atomic_cas_tko acq_rel device %pg, %cg, %cg, %m token=%t0 : !cuda_tile.tile<2x!cuda_tile.ptr<f32>>, !cuda_tile.tile<2xf32>, !cuda_tile.tile<2xi1> -> !cuda_tile.tile<2xf32>, !cuda_tile.token
  }

  entry @rmw(%pi_p_1: tile<ptr<i32>>, %pl: tile<ptr<i64>>, %ph_p_3: tile<ptr<f16>>, %pb_p_5: tile<ptr<bf16>>, %pf_p_7: tile<ptr<f32>>, %pd: tile<ptr<f64>>) {
    %pi_r_2 = reshape %pi_p_1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pi = broadcast %pi_r_2 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %ai = constant <i32: 1> : tile<2xi32>
    %al = constant <i64: 1> : tile<i64>
    %ph_r_4 = reshape %ph_p_3 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ph = broadcast %ph_r_4 : tile<1xptr<f16>> -> tile<2xptr<f16>>
    %ah = constant <f16: 1.0> : tile<2xf16>
    %pb_r_6 = reshape %pb_p_5 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %pb = broadcast %pb_r_6 : tile<1xptr<bf16>> -> tile<2xptr<bf16>>
    %ab = constant <bf16: 1.0> : tile<2xbf16>
    %pf_r_8 = reshape %pf_p_7 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pf = broadcast %pf_r_8 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %af = constant <f32: 1.0> : tile<2xf32>
    %ad = constant <f64: 1.0> : tile<f64>
    %m = constant <i1: true> : tile<2xi1>
    %t = make_token : token
    %0, %t0 = atomic_rmw_tko relaxed device %pi, and, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %1, %t1 = atomic_rmw_tko acquire device %pi, or, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %2, %t2 = atomic_rmw_tko release device %pi, xor, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %3, %t3 = atomic_rmw_tko acq_rel sys %pl, add, %al : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %4, %t4 = atomic_rmw_tko relaxed tl_blk %pl, max, %al : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %5, %t5 = atomic_rmw_tko relaxed device %pl, min, %al : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %6, %t6 = atomic_rmw_tko relaxed device %pi, umax, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %7, %t7 = atomic_rmw_tko relaxed device %pi, umin, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %8, %t8 = atomic_rmw_tko relaxed device %pi, xchg, %ai, %m : tile<2xptr<i32>>, tile<2xi32>, tile<2xi1> -> tile<2xi32>, token
    %9, %t9 = atomic_rmw_tko relaxed device %pf, xchg, %af token=%t : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    %10, %t10 = atomic_rmw_tko relaxed device %pd, xchg, %ad : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %11, %t11 = atomic_rmw_tko relaxed device %ph, addf, %ah : tile<2xptr<f16>>, tile<2xf16> -> tile<2xf16>, token
    %12, %t12 = atomic_rmw_tko relaxed device %pb, addf, %ab : tile<2xptr<bf16>>, tile<2xbf16> -> tile<2xbf16>, token
    %13, %t13 = atomic_rmw_tko relaxed device %pf, addf, %af, %m token = %t9 : tile<2xptr<f32>>, tile<2xf32>, tile<2xi1> -> tile<2xf32>, token
    %14, %t14 = atomic_rmw_tko relaxed device %pd, addf, %ad : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }

  // The chapter's atomic_cas_tko example; reshape, broadcast, iota and offset
  // make the pointers there, arguments stand for them here.
  entry @atomic_cas_tko_example(%ptrs_p_1: tile<ptr<i32>>) {
    %ptrs_r_2 = reshape %ptrs_p_1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ptrs = broadcast %ptrs_r_2 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %cmp = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
    %val = constant <i32: [7, 6, 5, 4, 3, 2, 1, 0]> : tile<8xi32>
    %mask = constant <i1: [0, 1, 0, 1, 0, 1, 0, 1]> : tile<8xi1>

    // Atomic CAS without input token.
    %0, %token = atomic_cas_tko relaxed device %ptrs, %cmp, %val :
      tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token

    // Atomic CAS without input token.
    %1, %token1 = atomic_cas_tko relaxed device %ptrs, %cmp, %val, %mask :
      tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token

    // Atomic CAS with input token.
    %token2 = make_token : token
    %2, %token3 = atomic_cas_tko relaxed device %ptrs, %cmp, %val token=%token2 :
      tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token

    return
  }

  // The chapter's atomic_rmw_tko example (pointers as an argument, as above),
  // with its `, token = %t`.
  entry @atomic_rmw_tko_example(%ptrs_p_1: tile<ptr<f32>>) {
    %ptrs_r_2 = reshape %ptrs_p_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ptrs = broadcast %ptrs_r_2 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %vals = constant <f32: [7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0]> : tile<8xf32>

    %0, %res_token0 = atomic_rmw_tko relaxed device %ptrs, addf, %vals :
        tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token

    %token = make_token : token
    %1, %res_token1 = atomic_rmw_tko relaxed device %ptrs, addf, %vals, token = %token :
        tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
  }
}
