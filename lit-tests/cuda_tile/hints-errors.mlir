// -Wunsupported-hints -Werr-hints (spec addendum §3.3): every hint problem is still a warning, one each, and
// then the op fails verification with one error. Without problems nothing changes. hints.mlir: the other modes.
// RUN: tile-opt -Wunsupported-hints -Werr-hints -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK: entry @valid() optimization_hints=<default = {num_worker_warps_per_cta = 8}, sm_90 = {num_cta_in_cga = 2, occupancy = 4}>
cuda_tile.module @m {
  entry @valid() optimization_hints=<sm_90 = {num_cta_in_cga = 2, occupancy = 4}, default = {num_worker_warps_per_cta = 8}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op unknown optimization_hints architecture 'sm_75'; its hints are not checked}}
  // expected-error @below {{'cuda_tile.entry' op optimization hint verification failed (-Werr-hints)}}
  entry @unknown_arch() optimization_hints=<sm_75 = {num_cta_in_cga = 3}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op unsupported optimization hint 'latency' for sm_100 (allowed here: num_cta_in_cga, num_worker_warps_per_cta, occupancy)}}
  // expected-error @below {{optimization hint verification failed}}
  entry @not_allowed() optimization_hints=<sm_100 = {latency = 3}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for default must be a power of two in [1, 32], got 6}}
  // expected-error @below {{optimization hint verification failed}}
  entry @bad_value() optimization_hints=<default = {num_worker_warps_per_cta = 6}> {
  }
}

// -----

// Checking goes on after the first problem: three warnings, one error.
cuda_tile.module @m {
  // expected-warning @below {{unknown optimization_hints architecture 'sm_90a'}}
  // expected-warning @below {{optimization hint 'num_cta_in_cga' for sm_80 must be 1 (sm_80 has no thread block clusters), got 2}}
  // expected-warning @below {{optimization hint 'occupancy' for sm_80 must be an integer in [1, 32], got 64}}
  // expected-error @below {{optimization hint verification failed}}
  entry @several() optimization_hints=<sm_80 = {num_cta_in_cga = 2, occupancy = 64}, sm_90a = {num_cta_in_cga = 2}> {
  }
}

// -----

// The memory ops fail the same way.
cuda_tile.module @m {
  entry @memory(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    // expected-warning @below {{'cuda_tile.load_view_tko' op optimization hint 'latency' for sm_90 must be an integer in [1, 10], got 12}}
    // expected-error @below {{'cuda_tile.load_view_tko' op optimization hint verification failed}}
    %t, %tok = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {latency = 12}> : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @memory(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = reshape %x : tile<f32> -> tile<1xf32>
    // expected-warning @below {{'cuda_tile.store_ptr_tko' op unsupported optimization hint 'allow_tma' for sm_90 (allowed here: latency)}}
    // expected-error @below {{'cuda_tile.store_ptr_tko' op optimization hint verification failed}}
    %tok = store_ptr_tko weak %ps, %xs optimization_hints = <sm_90 = {allow_tma = false}> : tile<1xptr<f32>>, tile<1xf32> -> token
  }
}
