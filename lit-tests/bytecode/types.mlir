// lit-tests/cuda_tile/types.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @views(%p: tile<ptr<f16>>, %v_base_1: tile<ptr<f16>>, %pv_tv_2_base_3: tile<ptr<f16>>, %s_base_7: tile<ptr<f32>>) {
    %v = make_tensor_view %v_base_1, shape = [512, 1024], strides = [1024, 1] : tensor_view<512x1024xf16, strides=[1024, 1]>
    %n = constant <i64: 1> : tile<i64>
    %n_4 = constant <i64: 8> : tile<i64>
    %n_5 = constant <i64: 8> : tile<i64>
    %n_6 = constant <i64: 8> : tile<i64>
    %pv_tv_2 = make_tensor_view %pv_tv_2_base_3, shape = [%n_4, %n_5], strides = [%n_6, 1] : tile<i64> -> tensor_view<?x?xf16, strides=[?,1]>
    %pv = make_partition_view %pv_tv_2 : partition_view<tile=(64x64), padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
    %s = make_tensor_view %s_base_7, shape = [], strides = [] : tensor_view<f32>
    %t = constant <i1: true> : tile<i1>
    %b = constant <bf16: 5.5> : !cuda_tile.tile<bf16>
    %m = constant <f32: [[1.0, 2.0], [4.0, 5.0]]> : tile<2x2xf32>
    // A one-element list is a splat and prints as one value.
    %one = constant <i32: [42]> : tile<1xi32>
    %neg = constant <i64: -7> : tile<4x8xi64>
    %i8 = constant <i8: [1, 255, 127, 128]> : tile<4xi8>
    %f8 = constant <f8E4M3FN: 1.0> : tile<2xf8E4M3FN>
    %d = assume #cuda_tile.div_by<32, every 4 along 1>, %neg : tile<4x8xi64>
    %e = assume same_elements<[2, 4]>, %neg : tile<4x8xi64>
    %e0 = assume same_elements<[]>, %n : tile<i64>
    %f = assume bounded<?, 42>, %n : tile<i64>
    %g = assume div_by<16>, %v : tensor_view<512x1024xf16, strides=[1024,1]>
    %tv = make_tensor_view %p, shape = [512, 1024], strides = [1024, 1] : tensor_view<512x1024xf16, strides=[1024,1]>
    %dv = make_tensor_view %p, shape = [%n, 64], strides = [%n, 1] : tile<i64> -> tensor_view<?x64xf16, strides=[?,1]>
    %pp = make_partition_view %dv : partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>
    %x, %tok = load_view_tko relaxed device %pp[%n, %n] optimization_hints = <sm_90 = {latency = 3, allow_tma = false}> : partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>, tile<i64> -> tile<8x16xf16>, token
    %tok2 = store_view_tko release tl_blk %x, %pp[%n, %n] token = %tok : tile<8x16xf16>, partition_view<tile=(8x16), padding_value = neg_inf, tensor_view<?x64xf16, strides=[?,1]>>, tile<i64> -> token
    %r = addf %m, %m rounding<zero> flush_to_zero : tile<2x2xf32>
    %h = addf %x, %x rounding<positive_inf> : tile<8x16xf16>
    return
  }

  // Kernels may end without `return`, and carry per-architecture hints.
  entry @hints() optimization_hints=<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 2}> {
  }
}
