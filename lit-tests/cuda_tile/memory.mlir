// Tokens and pointer loads and stores (section 8.6) print in NVIDIA's form,
// from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// The generic form spells out operand segments and attributes.
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK-LABEL: entry @tokens
  entry @tokens() {
    // CHECK: %[[A:.*]] = make_token : token
    %a = make_token : token
    // CHECK: %[[B:.*]] = make_token : token
    %b = make_token : !cuda_tile.token
    // CHECK: join_tokens %[[A]] : token
    %j1 = join_tokens %a : token
    // CHECK: join_tokens %[[A]], %[[B]] : token
    %j2 = join_tokens %a, %b : token
  }

  // CHECK-LABEL: testing$func @loads
  testing$func @loads(%p: tile<ptr<f32>>, %ps: tile<8xptr<i8>>, %pi1: tile<2x4xptr<i1>>) {
    %mask = constant <i1: true> : tile<i1>
    %pad = constant <f32: 0.0> : tile<f32>
    %masks = constant <i1: [true, false, true, false, true, false, true, false]> : tile<8xi1>
    %pads = constant <i8: 7> : tile<8xi8>
    %t = make_token : token
    // CHECK: %result, %result_token = load_ptr_tko weak %arg0 : tile<ptr<f32>> -> tile<f32>, token
    %r0, %k0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK: load_ptr_tko weak %arg0, %{{.*}} : tile<ptr<f32>>, tile<i1> -> tile<f32>, token
    %r1, %k1 = load_ptr_tko weak %p, %mask : tile<ptr<f32>>, tile<i1> -> tile<f32>, token
    // CHECK: load_ptr_tko weak %arg0, %{{.*}}, %{{.*}} : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %r2, %k2 = load_ptr_tko weak %p, %mask, %pad : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    // CHECK: load_ptr_tko relaxed device %arg1, %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<i8>>, tile<8xi1>, tile<8xi8> -> tile<8xi8>, token
    %r3, %k3 = load_ptr_tko relaxed device %ps, %masks, %pads token = %t : tile<8xptr<i8>>, tile<8xi1>, tile<8xi8> -> tile<8xi8>, token
    // CHECK: load_ptr_tko acquire sys %arg1 token=%{{.*}} : tile<8xptr<i8>> -> tile<8xi8>, token
    %r4, %k4 = load_ptr_tko acquire sys %ps token=%t : tile<8xptr<i8>> -> tile<8xi8>, token
    // CHECK: load_ptr_tko acquire tl_blk %arg2 : tile<2x4xptr<i1>> -> tile<2x4xi1>, token
    %r5, %k5 = load_ptr_tko acquire tl_blk %pi1 : !cuda_tile.tile<2x4x!cuda_tile.ptr<i1>> -> !cuda_tile.tile<2x4xi1>, !cuda_tile.token
    // CHECK: load_ptr_tko weak %arg0 optimization_hints = <sm_100 = {latency = 1}, sm_90 = {latency = 3}> : tile<ptr<f32>> -> tile<f32>, token
    %r6, %k6 = load_ptr_tko weak %p optimization_hints = <sm_100 = {latency = 1}, sm_90 = {latency = 3}> : tile<ptr<f32>> -> tile<f32>, token
  }

  // CHECK-LABEL: testing$func @stores
  testing$func @stores(%p: tile<ptr<f32>>, %ps: tile<8xptr<i64>>, %v: tile<f32>, %vs: tile<8xi64>, %m: tile<8xi1>) {
    %t = make_token : token
    // CHECK: %[[S0:.*]] = store_ptr_tko weak %arg0, %arg2 : tile<ptr<f32>>, tile<f32> -> token
    %s0 = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token
    // CHECK: store_ptr_tko relaxed device %arg1, %arg3, %arg4 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> token
    %s1 = store_ptr_tko relaxed device %ps, %vs, %m : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> token
    // CHECK: store_ptr_tko release sys %arg1, %arg3, %arg4 token=%[[S0]] : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> token
    %s2 = store_ptr_tko release sys %ps, %vs, %m token=%s0 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> token
    // CHECK: store_ptr_tko weak %arg0, %arg2 token=%{{.*}} optimization_hints = <sm_100 = {latency = 2}> : tile<ptr<f32>>, tile<f32> -> token
    %s3 = store_ptr_tko weak %p, %v token = %t optimization_hints = <sm_100 = {latency = 2}> : tile<ptr<f32>>, tile<f32> -> token
  }

  // The chapter's load_ptr_tko example.
  // CHECK-LABEL: entry @load_ptr_tko_example
  entry @load_ptr_tko_example(%ptr: tile<ptr<f32>>) {
    %mask = constant <i1: 1> : tile<i1>
    %padding = constant <f32: 0.0> : tile<f32>

      // Load without token.
      // CHECK: load_ptr_tko weak %arg0, %{{.*}}, %{{.*}} : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
      %result0, %res_token0 = load_ptr_tko weak %ptr, %mask, %padding
          : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token

      // Load with token.
      // CHECK: %[[TOK:.*]] = make_token : token
      %token0 = make_token : token
      // CHECK: load_ptr_tko weak %arg0, %{{.*}}, %{{.*}} token=%[[TOK]] : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
      %result1, %res_token1 = load_ptr_tko weak %ptr, %mask, %padding token=%token0
          : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token

      return
  }
}

// GENERIC: "cuda_tile.join_tokens"(%{{.*}}, %{{.*}}) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token
// GENERIC: "cuda_tile.load_ptr_tko"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = #cuda_tile.memory_ordering<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
// GENERIC: "cuda_tile.store_ptr_tko"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = #cuda_tile.memory_ordering<release>, memory_scope = #cuda_tile.memory_scope<sys>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
