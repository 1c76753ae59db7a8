// lit-tests/cuda_tile/memory.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @tokens() {
    %a = make_token : token
    %b = make_token : !cuda_tile.token
    %j2 = join_tokens %a, %b : token
  }

  entry @loads(%p: tile<ptr<f32>>, %ps_p_1: tile<ptr<i8>>, %pi1_p_3: tile<ptr<i1>>) {
    %ps_r_2 = reshape %ps_p_1 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %ps = broadcast %ps_r_2 : tile<1xptr<i8>> -> tile<8xptr<i8>>
    %pi1_r_4 = reshape %pi1_p_3 : tile<ptr<i1>> -> tile<1x1xptr<i1>>
    %pi1 = broadcast %pi1_r_4 : tile<1x1xptr<i1>> -> tile<2x4xptr<i1>>
    %mask = constant <i1: true> : tile<i1>
    %pad = constant <f32: 0.0> : tile<f32>
    %masks = constant <i1: [true, false, true, false, true, false, true, false]> : tile<8xi1>
    %pads = constant <i8: 7> : tile<8xi8>
    %t = make_token : token
    %r0, %k0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %r1, %k1 = load_ptr_tko weak %p, %mask : tile<ptr<f32>>, tile<i1> -> tile<f32>, token
    %r2, %k2 = load_ptr_tko weak %p, %mask, %pad : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %r3, %k3 = load_ptr_tko relaxed device %ps, %masks, %pads token = %t : tile<8xptr<i8>>, tile<8xi1>, tile<8xi8> -> tile<8xi8>, token
    %r4, %k4 = load_ptr_tko acquire sys %ps token=%t : tile<8xptr<i8>> -> tile<8xi8>, token
    %r5, %k5 = load_ptr_tko acquire tl_blk %pi1 : !cuda_tile.tile<2x4x!cuda_tile.ptr<i1>> -> !cuda_tile.tile<2x4xi1>, !cuda_tile.token
    %r6, %k6 = load_ptr_tko weak %p optimization_hints = <sm_100 = {latency = 1}, sm_90 = {latency = 3}> : tile<ptr<f32>> -> tile<f32>, token
  }

  entry @stores(%p: tile<ptr<f32>>, %ps_p_1: tile<ptr<i64>>) {
    %ps_r_2 = reshape %ps_p_1 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %ps = broadcast %ps_r_2 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %v = constant <f32: 1.0> : tile<f32>
    %vs = constant <i64: 1> : tile<8xi64>
    %m = constant <i1: true> : tile<8xi1>
    %t = make_token : token
    %s0 = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token
    %s1 = store_ptr_tko relaxed device %ps, %vs, %m : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> token
    %s2 = store_ptr_tko release sys %ps, %vs, %m token=%s0 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> token
    %s3 = store_ptr_tko weak %p, %v token = %t optimization_hints = <sm_100 = {latency = 2}> : tile<ptr<f32>>, tile<f32> -> token
  }

  // The chapter's load_ptr_tko example.
  entry @load_ptr_tko_example(%ptr: tile<ptr<f32>>) {
    %mask = constant <i1: 1> : tile<i1>
    %padding = constant <f32: 0.0> : tile<f32>

      // Load without token.
      %result0, %res_token0 = load_ptr_tko weak %ptr, %mask, %padding
          : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token

      // Load with token.
      %token0 = make_token : token
      %result1, %res_token1 = load_ptr_tko weak %ptr, %mask, %padding token=%token0
          : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token

      return
  }
}
