// Types and attributes in NVIDIA's short form and the full form; both print short.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @types {
  // CHECK: testing$func @views(%{{.*}}: tile<ptr<f16>>, %{{.*}}: tensor_view<512x1024xf16, strides=[1024,1]>, %{{.*}}: tile<i64>, %{{.*}}: partition_view<tile=(64x64), padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, %{{.*}}: tensor_view<f32>)
  testing$func @views(%p: !cuda_tile.tile<!cuda_tile.ptr<f16>>,
               %v: !cuda_tile.tensor_view<512x1024xf16, strides=[1024, 1]>,
               %n: tile<i64>,
               %pv: partition_view<tile=(64x64), padding_value = nan, !cuda_tile.tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>,
               %s: tensor_view<f32>) {
    // CHECK: constant <i1: true> : tile<i1>
    %t = constant <i1: true> : tile<i1>
    // CHECK: constant <bf16: 5.500000e+00> : tile<bf16>
    %b = constant <bf16: 5.5> : !cuda_tile.tile<bf16>
    // CHECK: constant <f32: {{\[}}[1.000000e+00, 2.000000e+00], [4.000000e+00, 5.000000e+00]]> : tile<2x2xf32>
    %m = constant <f32: [[1.0, 2.0], [4.0, 5.0]]> : tile<2x2xf32>
    // A one-element list is a splat and prints as one value.
    // CHECK: constant <i32: 42> : tile<1xi32>
    %one = constant <i32: [42]> : tile<1xi32>
    // CHECK: constant <i64: -7> : tile<4x8xi64>
    %neg = constant <i64: -7> : tile<4x8xi64>
    // CHECK: constant <i8: {{\[}}1, -1, 127, -128]> : tile<4xi8>
    %i8 = constant <i8: [1, 255, 127, 128]> : tile<4xi8>
    // CHECK: constant <f8E4M3FN: 1.000000e+00> : tile<2xf8E4M3FN>
    %f8 = constant <f8E4M3FN: 1.0> : tile<2xf8E4M3FN>
    // CHECK: assume div_by<32, every 4 along 1>, %{{.*}} : tile<4x8xi64>
    %d = assume #cuda_tile.div_by<32, every 4 along 1>, %neg : tile<4x8xi64>
    // CHECK: assume same_elements<[2, 4]>, %{{.*}} : tile<4x8xi64>
    %e = assume same_elements<[2, 4]>, %neg : tile<4x8xi64>
    // CHECK: assume same_elements<[]>, %{{.*}} : tile<i64>
    %e0 = assume same_elements<[]>, %n : tile<i64>
    // CHECK: assume bounded<?, 42>, %{{.*}} : tile<i64>
    %f = assume bounded<?, 42>, %n : tile<i64>
    // CHECK: assume div_by<16>, %{{.*}} : tensor_view<512x1024xf16, strides=[1024,1]>
    %g = assume div_by<16>, %v : tensor_view<512x1024xf16, strides=[1024,1]>
    // CHECK: make_tensor_view %{{.*}}, shape = [512, 1024], strides = [1024, 1] : tensor_view<512x1024xf16, strides=[1024,1]>
    %tv = make_tensor_view %p, shape = [512, 1024], strides = [1024, 1] : tensor_view<512x1024xf16, strides=[1024,1]>
    // CHECK: make_tensor_view %{{.*}}, shape = [%[[N:.*]], 64], strides = [%[[N]], 1] : tile<i64> -> tensor_view<?x64xf16, strides=[?,1]>
    %dv = make_tensor_view %p, shape = [%n, 64], strides = [%n, 1] : tile<i64> -> tensor_view<?x64xf16, strides=[?,1]>
    // CHECK: make_partition_view %{{.*}} : partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>
    %pp = make_partition_view %dv : partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>
    // CHECK: %{{.*}}, %{{.*}} = load_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}] optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>, tile<i64> -> tile<8x16xf16>, token
    %x, %tok = load_view_tko relaxed device %pp[%n, %n] optimization_hints = <sm_90 = {latency = 3, allow_tma = false}> : partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>, tile<i64> -> tile<8x16xf16>, token
    // CHECK: store_view_tko release tl_blk %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} : tile<8x16xf16>, partition_view
    %tok2 = store_view_tko release tl_blk %x, %pp[%n, %n] token = %tok : tile<8x16xf16>, partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>, tile<i64> -> token
    // CHECK: addf %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<2x2xf32>
    %r = addf %m, %m rounding<zero> flush_to_zero : tile<2x2xf32>
    // CHECK: addf %{{.*}}, %{{.*}} rounding<positive_inf> : tile<8x16xf16>
    %h = addf %x, %x rounding<positive_inf> : tile<8x16xf16>
    return
  }

  // Kernels may end without `return`, and carry per-architecture hints.
  // CHECK: entry @hints() optimization_hints=<default = {occupancy = 2}, sm_100 = {num_cta_in_cga = 2}> {
  // CHECK-NEXT: return
  entry @hints() optimization_hints=<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 2}> {
  }
}
