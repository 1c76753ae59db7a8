// lit-tests/cuda_tile/v13_3.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  // alloca: private and global, with the smallest alignment each element
  // type allows (sub-byte and tf32 elements round up to whole bytes).
  entry @allocas() {
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %1 = alloca num_elem = 64, alignment = 16 global : !cuda_tile.tile<!cuda_tile.ptr<f32>>
    %2 = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
    %3 = alloca num_elem = 128, alignment = 1 : tile<ptr<i1>>
    %5 = alloca num_elem = 8, alignment = 4 : tile<ptr<tf32>>
    %6 = alloca num_elem = 8, alignment = 8 : tile<ptr<f64>>
    %7 = alloca num_elem = 16, alignment = 256 global : tile<ptr<f16>>
    // The pointer it returns is an ordinary pointer tile.
    %p = alloca num_elem = 4, alignment = 4 : tile<ptr<i32>>
    %c1 = constant <i32: 1> : tile<i32>
    %q = offset %p, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
  }

  // mmaf_scaled: every format with each vector size it allows.
  // MX-FP8, V = 32: 128 / 4.
  entry @mxfp8_e4m3() {
    %a = constant <f8E4M3FN: 1.0> : tile<128x128xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<128x128xf8E4M3FN>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
  }

  // MX-FP8 with e5m2 and a K that is not square with M and N: 64 / 2.
  entry @mxfp8_e5m2() {
    %a = constant <f8E5M2: 1.0> : tile<16x64xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<64x32xf8E5M2>
    %c = constant <f32: 1.0> : tile<16x32xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x32xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : !cuda_tile.tile<16x64xf8E5M2>, !cuda_tile.tile<64x32xf8E5M2>, !cuda_tile.tile<16x32xf32>,
          !cuda_tile.tile<16x2xf8E8M0FNU>, !cuda_tile.tile<2x32xf8E8M0FNU>
  }

  // MX-FP4 with V = 32 and V = 16.
  entry @mxfp4() {
    %a = constant <f4E2M1FN: 1.0> : tile<64x64xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<64x64xf4E2M1FN>
    %c = constant <f32: 1.0> : tile<64x64xf32>
    %sa32 = constant <f8E8M0FNU: 1.0> : tile<64x2xf8E8M0FNU>
    %sb32 = constant <f8E8M0FNU: 1.0> : tile<2x64xf8E8M0FNU>
    %sa16 = constant <f8E8M0FNU: 1.0> : tile<64x4xf8E8M0FNU>
    %sb16 = constant <f8E8M0FNU: 1.0> : tile<4x64xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %c, %sa32, %sb32
        : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %1 = mmaf_scaled %a, %b, %c, %sa16, %sb16
        : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
  }

  entry @nvfp4() {
    %a = constant <f4E2M1FN: 1.0> : tile<32x128xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<128x16xf4E2M1FN>
    %c = constant <f32: 1.0> : tile<32x16xf32>
    %sa = constant <f8E4M3FN: 1.0> : tile<32x8xf8E4M3FN>
    %sb = constant <f8E4M3FN: 1.0> : tile<8x16xf8E4M3FN>
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<32x128xf4E2M1FN>, tile<128x16xf4E2M1FN>, tile<32x16xf32>, tile<32x8xf8E4M3FN>, tile<8x16xf8E4M3FN>
  }

  // Batched: the scales share the leading batch dimension; the result is the
  // accumulator's type and feeds on like any tile.
  entry @batched() {
    %a = constant <f8E4M3FN: 1.0> : tile<4x32x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<4x64x32xf8E4M3FN>
    %c = constant <f32: 1.0> : tile<4x32x32xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<4x32x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<4x2x32xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<4x32x64xf8E4M3FN>, tile<4x64x32xf8E4M3FN>, tile<4x32x32xf32>, tile<4x32x2xf8E8M0FNU>, tile<4x2x32xf8E8M0FNU>
    %1 = addf %0, %0 : tile<4x32x32xf32>
  }

  // atomic_red_view_tko: every mode, on each element type it allows.
  entry @reduce_int(%v32_tv_1_base_2: tile<ptr<i32>>, %v64_tv_3_base_4: tile<ptr<i64>>) {
    %v32_tv_1 = make_tensor_view %v32_tv_1_base_2, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xi32, strides=[8,1]>
    %v32 = make_partition_view %v32_tv_1 : partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>
    %x32 = constant <i32: 1> : tile<2x4xi32>
    %v64_tv_3 = make_tensor_view %v64_tv_3_base_4, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %v64 = make_partition_view %v64_tv_3 : partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>
    %x64 = constant <i64: 1> : tile<4xi64>
    %i = constant <i32: 1> : tile<i32>
    %j = constant <i64: 0> : tile<i64>
    %t0 = atomic_red_view_tko relaxed device %v32[%i, %i], and, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed device %v32[%i, %i], or, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t2 = atomic_red_view_tko relaxed device %v32[%i, %i], xor, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t3 = atomic_red_view_tko relaxed tl_blk %v32[%i, %i], add, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t4 = atomic_red_view_tko relaxed device %v32[%i, %i], max, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t5 = atomic_red_view_tko relaxed device %v32[%i, %i], min, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t6 = atomic_red_view_tko relaxed device %v64[%j], umax, %x64
        : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i64> -> token
    %t7 = atomic_red_view_tko relaxed device %v64[%j], umin, %x64
        : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i64> -> token
  }

  // addf on every float type it takes, and the token chaining reductions.
  entry @reduce_float(%vf16_tv_1_base_2: tile<ptr<f16>>, %vbf16_tv_4_base_5: tile<ptr<bf16>>, %vf32_tv_6_base_7: tile<ptr<f32>>, %vf64_tv_8_base_9: tile<ptr<f64>>) {
    %n_3 = constant <i64: 8> : tile<i64>
    %vf16_tv_1 = make_tensor_view %vf16_tv_1_base_2, shape = [%n_3], strides = [1] : tile<i64> -> tensor_view<?xf16, strides=[1]>
    %vf16 = make_partition_view %vf16_tv_1 : partition_view<tile=(8), tensor_view<?xf16, strides=[1]>>
    %xf16 = constant <f16: 1.0> : tile<8xf16>
    %vbf16_tv_4 = make_tensor_view %vbf16_tv_4_base_5, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %vbf16 = make_partition_view %vbf16_tv_4 : partition_view<tile=(8), tensor_view<64xbf16, strides=[1]>>
    %xbf16 = constant <bf16: 1.0> : tile<8xbf16>
    %vf32_tv_6 = make_tensor_view %vf32_tv_6_base_7, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %vf32 = make_partition_view %vf32_tv_6 : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %xf32 = constant <f32: 1.0> : tile<2x2xf32>
    %vf64_tv_8 = make_tensor_view %vf64_tv_8_base_9, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf64, strides=[4,1]>
    %vf64 = make_partition_view %vf64_tv_8 : partition_view<tile=(2x2), tensor_view<4x4xf64, strides=[4,1]>, dim_map=[1, 0]>
    %xf64 = constant <f64: 1.0> : tile<2x2xf64>
    %i = constant <i32: 0> : tile<i32>
    %t0 = atomic_red_view_tko relaxed device %vf16[%i], addf, %xf16
        : tile<8xf16>, partition_view<tile=(8), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed device %vbf16[%i], addf, %xbf16 token = %t0
        : tile<8xbf16>, partition_view<tile=(8), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    %t2 = atomic_red_view_tko relaxed tl_blk %vf32[%i, %i], addf, %xf32 token = %t1
        : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    %t3 = atomic_red_view_tko relaxed device %vf64[%i, %i], addf, %xf64 token = %t2
        : tile<2x2xf64>, partition_view<tile=(2x2), tensor_view<4x4xf64, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> token
  }

  // A reduction into a view built in the kernel, as a front end writes it.
  entry @reduce_into_tensor(%base: tile<ptr<f32>>) {
    %tv = make_tensor_view %base, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<1024xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %x = constant <f32: 1.0> : tile<128xf32>
    %t = atomic_red_view_tko relaxed device %pv[%bx], addf, %x
        : tile<128xf32>, partition_view<tile=(128), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
  }
}
