// Optimization hints under CUDA Tile IR 13.3's policy (spec addendum §3.3). By default every hint problem but a
// non-dictionary entry or a repeated key (invalid-hints.mlir) is accepted silently and printed back as written;
// -Werr-hints alone changes nothing; -Wunsupported-hints reports each problem as a warning naming its key (an
// unknown architecture key once, its hints unchecked) and the module stays valid. hints-errors.mlir: both flags.
// RUN: tile-opt -split-input-file %s 2>%t.default.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=SILENT --allow-empty --input-file=%t.default.err
// RUN: tile-opt -Werr-hints -split-input-file %s 2>%t.werr.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=SILENT --allow-empty --input-file=%t.werr.err
// RUN: tile-opt -Wunsupported-hints -split-input-file -verify-diagnostics %s | FileCheck %s

// Without -verify-diagnostics, mlir-opt's driver still lists the expected-* comments it did not see ("error:
// expected warning ... was not produced"); an error would fail the run, so what is checked is that no warning
// comes.
// SILENT-NOT: : warning:

// Valid hints draw nothing in any mode. Both levels print sorted (sm_100 before sm_90), values without a type
// (32 : i32 prints 32); a quoted key prints bare when it can.
// CHECK-LABEL: entry @valid
// CHECK-SAME: optimization_hints=<default = {num_worker_warps_per_cta = 4}, sm_100 = {num_cta_in_cga = 16, num_worker_warps_per_cta = 32, occupancy = 32}, sm_80 = {num_cta_in_cga = 1, num_worker_warps_per_cta = 1, occupancy = 1}, sm_90 = {num_cta_in_cga = 2}>
// CHECK: load_view_tko weak %{{.*}} optimization_hints = <default = {allow_tma = false, latency = 10}, sm_120 = {allow_tma = true, latency = 1}>
// CHECK: store_view_tko weak %{{.*}} optimization_hints = <sm_121 = {allow_tma = false}>
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <sm_103 = {latency = 3}>
// CHECK: store_ptr_tko weak %{{.*}} optimization_hints = <sm_110 = {latency = 7}>
cuda_tile.module @m {
  entry @valid(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, "sm_80" = {occupancy = 1, num_cta_in_cga = 1, num_worker_warps_per_cta = 1},
                                    default = {num_worker_warps_per_cta = 4}, sm_100 = {num_worker_warps_per_cta = 32, num_cta_in_cga = 16, occupancy = 32 : i32}> {
    %tv = make_tensor_view %p, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    %t, %tok = load_view_tko weak %v[%i] optimization_hints = <sm_120 = {latency = 1, allow_tma = true}, default = {latency = 10, allow_tma = false}> : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %tok2 = store_view_tko weak %t, %v[%i] optimization_hints = <sm_121 = {allow_tma = false}> : tile<16xf32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %x, %tok3 = load_ptr_tko weak %ps optimization_hints = <sm_103 = {latency = 3}> : tile<1xptr<f32>> -> tile<1xf32>, token
    %tok4 = store_ptr_tko weak %ps, %x optimization_hints = <sm_110 = {latency = 7}> : tile<1xptr<f32>>, tile<1xf32> -> token
  }
}

// -----

// Unknown architecture keys: one warning each; what they hold is not checked.
// CHECK-LABEL: entry @unknown_arch
// CHECK-SAME: optimization_hints=<hopper = {x = "y"}, sm_75 = {num_cta_in_cga = 2}, sm_90 = {occupancy = 2}, sm_90a = {bogus = 1, occupancy = 99}>
cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op unknown optimization_hints architecture 'hopper'; its hints are not checked}}
  // expected-warning @below {{'cuda_tile.entry' op unknown optimization_hints architecture 'sm_75'; its hints are not checked}}
  // expected-warning @below {{'cuda_tile.entry' op unknown optimization_hints architecture 'sm_90a'; its hints are not checked}}
  entry @unknown_arch() optimization_hints=<sm_75 = {num_cta_in_cga = 2}, sm_90a = {bogus = 1, occupancy = 99}, sm_90 = {occupancy = 2}, hopper = {x = "y"}> {
  }
}

// -----

// Inner keys not allowed on the op: a warning each, under any architecture key.
// CHECK-LABEL: entry @not_allowed
// CHECK-SAME: optimization_hints=<default = {allow_tma = true, latency = 2}, sm_90 = {foo = 1}>
// CHECK: load_view_tko weak %{{.*}} optimization_hints = <sm_90 = {occupancy = 2}>
// CHECK: store_view_tko weak %{{.*}} optimization_hints = <default = {num_cta_in_cga = 2}>
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <sm_100 = {allow_tma = true}>
// CHECK: store_ptr_tko weak %{{.*}} optimization_hints = <sm_90 = {num_worker_warps_per_cta = 4}>
cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op unsupported optimization hint 'allow_tma' for default (allowed here: num_cta_in_cga, num_worker_warps_per_cta, occupancy)}}
  // expected-warning @below {{'cuda_tile.entry' op unsupported optimization hint 'latency' for default}}
  // expected-warning @below {{'cuda_tile.entry' op unsupported optimization hint 'foo' for sm_90}}
  entry @not_allowed(%p: tile<ptr<f32>>) optimization_hints=<default = {latency = 2, allow_tma = true}, sm_90 = {foo = 1}> {
    %tv = make_tensor_view %p, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    // expected-warning @below {{'cuda_tile.load_view_tko' op unsupported optimization hint 'occupancy' for sm_90 (allowed here: allow_tma, latency)}}
    %t, %tok = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {occupancy = 2}> : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    // expected-warning @below {{'cuda_tile.store_view_tko' op unsupported optimization hint 'num_cta_in_cga' for default}}
    %tok2 = store_view_tko weak %t, %v[%i] optimization_hints = <default = {num_cta_in_cga = 2}> : tile<16xf32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // expected-warning @below {{'cuda_tile.load_ptr_tko' op unsupported optimization hint 'allow_tma' for sm_100 (allowed here: latency)}}
    %x, %tok3 = load_ptr_tko weak %ps optimization_hints = <sm_100 = {allow_tma = true}> : tile<1xptr<f32>> -> tile<1xf32>, token
    // expected-warning @below {{'cuda_tile.store_ptr_tko' op unsupported optimization hint 'num_worker_warps_per_cta' for sm_90 (allowed here: latency)}}
    %tok4 = store_ptr_tko weak %ps, %x optimization_hints = <sm_90 = {num_worker_warps_per_cta = 4}> : tile<1xptr<f32>>, tile<1xf32> -> token
  }
}

// -----

// Entry values out of range or of the wrong kind: a warning each, and checking goes on after the first. sm_80 to
// sm_89 have no clusters: num_cta_in_cga must be 1 there (2 is fine under default and sm_90).
// CHECK-LABEL: entry @bad_entry_values
// CHECK-SAME: optimization_hints=<default = {num_cta_in_cga = 2, num_worker_warps_per_cta = 64, occupancy = 0}, sm_100 = {num_cta_in_cga = 32, num_worker_warps_per_cta = 3, occupancy = 33}, sm_120 = {num_cta_in_cga = true, num_worker_warps_per_cta = 0, occupancy = "many"}, sm_86 = {num_cta_in_cga = 2}, sm_89 = {num_cta_in_cga = 4}, sm_90 = {num_cta_in_cga = 3}>
cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for default must be a power of two in [1, 32], got 64}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for default must be an integer in [1, 32], got 0}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for sm_100 must be a power of two in [1, 16], got 32}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for sm_100 must be a power of two in [1, 32], got 3}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for sm_100 must be an integer in [1, 32], got 33}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for sm_120 must be a power of two in [1, 16], got true}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for sm_120 must be a power of two in [1, 32], got 0}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for sm_120 must be an integer in [1, 32], got "many"}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for sm_86 must be 1 (sm_86 has no thread block clusters), got 2}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for sm_89 must be 1 (sm_89 has no thread block clusters), got 4}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for sm_90 must be a power of two in [1, 16], got 3}}
  entry @bad_entry_values() optimization_hints=<default = {num_cta_in_cga = 2, num_worker_warps_per_cta = 64, occupancy = 0},
      sm_100 = {num_cta_in_cga = 32, num_worker_warps_per_cta = 3, occupancy = 33}, sm_120 = {num_cta_in_cga = true, num_worker_warps_per_cta = 0, occupancy = "many"},
      sm_86 = {num_cta_in_cga = 2}, sm_89 = {num_cta_in_cga = 4}, sm_90 = {num_cta_in_cga = 3}> {
  }
}

// -----

// Memory-op values out of range or of the wrong kind.
// CHECK-LABEL: entry @bad_memory_values
// CHECK: load_view_tko weak %{{.*}} optimization_hints = <default = {allow_tma = 1, latency = 0}, sm_90 = {latency = 11}>
// CHECK: store_view_tko weak %{{.*}} optimization_hints = <sm_100 = {allow_tma = "no", latency = 2.500000e+00}>
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <sm_80 = {latency = -1}>
// CHECK: store_ptr_tko weak %{{.*}} optimization_hints = <default = {latency = true}>
cuda_tile.module @m {
  entry @bad_memory_values(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    // expected-warning @below {{'cuda_tile.load_view_tko' op optimization hint 'allow_tma' for default must be a boolean, got 1}}
    // expected-warning @below {{'cuda_tile.load_view_tko' op optimization hint 'latency' for default must be an integer in [1, 10], got 0}}
    // expected-warning @below {{'cuda_tile.load_view_tko' op optimization hint 'latency' for sm_90 must be an integer in [1, 10], got 11}}
    %t, %tok = load_view_tko weak %v[%i] optimization_hints = <default = {allow_tma = 1, latency = 0}, sm_90 = {latency = 11}> : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    // expected-warning @below {{'cuda_tile.store_view_tko' op optimization hint 'allow_tma' for sm_100 must be a boolean, got "no"}}
    // expected-warning @below {{'cuda_tile.store_view_tko' op optimization hint 'latency' for sm_100 must be an integer in [1, 10], got 2.500000e+00}}
    %tok2 = store_view_tko weak %t, %v[%i] optimization_hints = <sm_100 = {allow_tma = "no", latency = 2.5 : f32}> : tile<16xf32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // expected-warning @below {{'cuda_tile.load_ptr_tko' op optimization hint 'latency' for sm_80 must be an integer in [1, 10], got -1}}
    %x, %tok3 = load_ptr_tko weak %ps optimization_hints = <sm_80 = {latency = -1}> : tile<1xptr<f32>> -> tile<1xf32>, token
    // expected-warning @below {{'cuda_tile.store_ptr_tko' op optimization hint 'latency' for default must be an integer in [1, 10], got true}}
    %tok4 = store_ptr_tko weak %ps, %x optimization_hints = <default = {latency = true}> : tile<1xptr<f32>>, tile<1xf32> -> token
  }
}

// -----

// An empty clause: nothing to check; entry leaves it out when printing, the memory ops keep it.
// CHECK-LABEL: entry @empty(
// CHECK-SAME: ) {
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <> :
cuda_tile.module @m {
  entry @empty(%p: tile<ptr<f32>>) optimization_hints=<> {
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %x, %tok = load_ptr_tko weak %ps optimization_hints = <> : tile<1xptr<f32>> -> tile<1xf32>, token
  }
}
