// The three ops 13.3 added that the 13.2 chapter lacks (alloca, mmaf_scaled,
// atomic_red_view_tko) print in NVIDIA's form, from custom and from generic
// syntax; the generic form carries their attributes.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @v13_3 {
  // alloca: private and global, with the smallest alignment each element
  // type allows (floor(bits / 8) bytes, i1 1: tf32 2, i4 0).
  // CHECK-LABEL: entry @allocas
  entry @allocas() {
    // CHECK: %{{.+}} = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    // CHECK: %{{.+}} = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %1 = alloca num_elem = 64, alignment = 16 global : !cuda_tile.tile<!cuda_tile.ptr<f32>>
    // CHECK: %{{.+}} = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
    %2 = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
    // CHECK: %{{.+}} = alloca num_elem = 128, alignment = 1 : tile<ptr<i1>>
    %3 = alloca num_elem = 128, alignment = 1 : tile<ptr<i1>>
    // CHECK: %{{.+}} = alloca num_elem = 32, alignment = 1 global : tile<ptr<i4>>
    %4 = alloca num_elem = 32, alignment = 1 global : tile<ptr<i4>>
    // CHECK: %{{.+}} = alloca num_elem = 8, alignment = 2 : tile<ptr<tf32>>
    %5 = alloca num_elem = 8, alignment = 2 : tile<ptr<tf32>>
    // CHECK: %{{.+}} = alloca num_elem = 8, alignment = 8 : tile<ptr<f64>>
    %6 = alloca num_elem = 8, alignment = 8 : tile<ptr<f64>>
    // CHECK: %{{.+}} = alloca num_elem = 16, alignment = 256 global : tile<ptr<f16>>
    %7 = alloca num_elem = 16, alignment = 256 global : tile<ptr<f16>>
    // The pointer it returns is an ordinary pointer tile.
    // CHECK: %[[P:.+]] = alloca num_elem = 4, alignment = 4 : tile<ptr<i32>>
    // CHECK: offset %[[P]]
    %p = alloca num_elem = 4, alignment = 4 : tile<ptr<i32>>
    %c1 = constant <i32: 1> : tile<i32>
    %q = offset %p, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
  }

  // mmaf_scaled: every format with each vector size it allows.
  // MX-FP8, V = 32: 128 / 4.
  // CHECK-LABEL: testing$func @mxfp8_e4m3
  // CHECK-SAME: (%[[A:.+]]: tile<128x128xf8E4M3FN>, %[[B:.+]]: tile<128x128xf8E4M3FN>, %[[C:.+]]: tile<128x128xf32>, %[[SA:.+]]: tile<128x4xf8E8M0FNU>, %[[SB:.+]]: tile<4x128xf8E8M0FNU>)
  // CHECK: %{{.+}} = mmaf_scaled %[[A]], %[[B]], %[[C]], %[[SA]], %[[SB]] : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
  testing$func @mxfp8_e4m3(%a: tile<128x128xf8E4M3FN>, %b: tile<128x128xf8E4M3FN>, %c: tile<128x128xf32>,
                           %sa: tile<128x4xf8E8M0FNU>, %sb: tile<4x128xf8E8M0FNU>) {
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
  }

  // MX-FP8 with e5m2 and a K that is not square with M and N: 64 / 2.
  // CHECK-LABEL: testing$func @mxfp8_e5m2
  // CHECK: mmaf_scaled %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : tile<16x64xf8E5M2>, tile<64x32xf8E5M2>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
  testing$func @mxfp8_e5m2(%a: tile<16x64xf8E5M2>, %b: tile<64x32xf8E5M2>, %c: tile<16x32xf32>,
                           %sa: tile<16x2xf8E8M0FNU>, %sb: tile<2x32xf8E8M0FNU>) {
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : !cuda_tile.tile<16x64xf8E5M2>, !cuda_tile.tile<64x32xf8E5M2>, !cuda_tile.tile<16x32xf32>,
          !cuda_tile.tile<16x2xf8E8M0FNU>, !cuda_tile.tile<2x32xf8E8M0FNU>
  }

  // MX-FP4 with V = 32 and V = 16.
  // CHECK-LABEL: testing$func @mxfp4
  // CHECK: mmaf_scaled %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  // CHECK: mmaf_scaled %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
  testing$func @mxfp4(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>,
                      %sa32: tile<64x2xf8E8M0FNU>, %sb32: tile<2x64xf8E8M0FNU>,
                      %sa16: tile<64x4xf8E8M0FNU>, %sb16: tile<4x64xf8E8M0FNU>) {
    %0 = mmaf_scaled %a, %b, %c, %sa32, %sb32
        : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %1 = mmaf_scaled %a, %b, %c, %sa16, %sb16
        : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
  }

  // NV-FP4: f8E4M3FN scales, V = 16.
  // CHECK-LABEL: testing$func @nvfp4
  // CHECK: mmaf_scaled %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : tile<32x128xf4E2M1FN>, tile<128x16xf4E2M1FN>, tile<32x16xf32>, tile<32x8xf8E4M3FN>, tile<8x16xf8E4M3FN>
  testing$func @nvfp4(%a: tile<32x128xf4E2M1FN>, %b: tile<128x16xf4E2M1FN>, %c: tile<32x16xf32>,
                      %sa: tile<32x8xf8E4M3FN>, %sb: tile<8x16xf8E4M3FN>) {
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<32x128xf4E2M1FN>, tile<128x16xf4E2M1FN>, tile<32x16xf32>, tile<32x8xf8E4M3FN>, tile<8x16xf8E4M3FN>
  }

  // Batched: the scales share the leading batch dimension; the result is the
  // accumulator's type and feeds on like any tile.
  // CHECK-LABEL: testing$func @batched
  // CHECK: %[[R:.+]] = mmaf_scaled %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : tile<4x32x64xf8E4M3FN>, tile<4x64x32xf8E4M3FN>, tile<4x32x32xf32>, tile<4x32x2xf8E8M0FNU>, tile<4x2x32xf8E8M0FNU>
  // CHECK: addf %[[R]], %[[R]] : tile<4x32x32xf32>
  testing$func @batched(%a: tile<4x32x64xf8E4M3FN>, %b: tile<4x64x32xf8E4M3FN>, %c: tile<4x32x32xf32>,
                        %sa: tile<4x32x2xf8E8M0FNU>, %sb: tile<4x2x32xf8E8M0FNU>) {
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<4x32x64xf8E4M3FN>, tile<4x64x32xf8E4M3FN>, tile<4x32x32xf32>, tile<4x32x2xf8E8M0FNU>, tile<4x2x32xf8E8M0FNU>
    %1 = addf %0, %0 : tile<4x32x32xf32>
  }

  // atomic_red_view_tko: every mode, on each element type it allows.
  // CHECK-LABEL: testing$func @reduce_int
  testing$func @reduce_int(%v32: partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, %x32: tile<2x4xi32>,
                           %v64: partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, %x64: tile<4xi64>) {
    %i = constant <i32: 1> : tile<i32>
    %j = constant <i64: 0> : tile<i64>
    // CHECK: %{{.+}} = atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}, %{{.+}}], and, %{{.+}} : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t0 = atomic_red_view_tko relaxed device %v32[%i, %i], and, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}, %{{.+}}], or, %{{.+}} : tile<2x4xi32>
    %t1 = atomic_red_view_tko relaxed device %v32[%i, %i], or, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}, %{{.+}}], xor, %{{.+}} : tile<2x4xi32>
    %t2 = atomic_red_view_tko relaxed device %v32[%i, %i], xor, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed tl_blk %{{.+}}[%{{.+}}, %{{.+}}], add, %{{.+}} : tile<2x4xi32>
    %t3 = atomic_red_view_tko relaxed tl_blk %v32[%i, %i], add, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}, %{{.+}}], max, %{{.+}} : tile<2x4xi32>
    %t4 = atomic_red_view_tko relaxed device %v32[%i, %i], max, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}, %{{.+}}], min, %{{.+}} : tile<2x4xi32>
    %t5 = atomic_red_view_tko relaxed device %v32[%i, %i], min, %x32
        : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}], umax, %{{.+}} : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i64> -> token
    %t6 = atomic_red_view_tko relaxed device %v64[%j], umax, %x64
        : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i64> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}], umin, %{{.+}} : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i64> -> token
    %t7 = atomic_red_view_tko relaxed device %v64[%j], umin, %x64
        : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i64> -> token
  }

  // addf on every float type it takes, and the token chaining reductions.
  // CHECK-LABEL: testing$func @reduce_float
  testing$func @reduce_float(%vf16: partition_view<tile=(8), tensor_view<?xf16, strides=[1]>>, %xf16: tile<8xf16>,
                             %vbf16: partition_view<tile=(8), tensor_view<64xbf16, strides=[1]>>, %xbf16: tile<8xbf16>,
                             %vf32: partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, %xf32: tile<2x2xf32>,
                             %vf64: partition_view<tile=(2x2), tensor_view<4x4xf64, strides=[4,1]>, dim_map=[1, 0]>, %xf64: tile<2x2xf64>) {
    %i = constant <i32: 0> : tile<i32>
    // CHECK: %[[T0:.+]] = atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}], addf, %{{.+}} : tile<8xf16>, partition_view<tile=(8), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %t0 = atomic_red_view_tko relaxed device %vf16[%i], addf, %xf16
        : tile<8xf16>, partition_view<tile=(8), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    // CHECK: %[[T1:.+]] = atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}], addf, %{{.+}} token = %[[T0]] : tile<8xbf16>, partition_view<tile=(8), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed device %vbf16[%i], addf, %xbf16 token = %t0
        : tile<8xbf16>, partition_view<tile=(8), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    // CHECK: %[[T2:.+]] = atomic_red_view_tko relaxed tl_blk %{{.+}}[%{{.+}}, %{{.+}}], addf, %{{.+}} token = %[[T1]] : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    %t2 = atomic_red_view_tko relaxed tl_blk %vf32[%i, %i], addf, %xf32 token = %t1
        : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed device %{{.+}}[%{{.+}}, %{{.+}}], addf, %{{.+}} token = %[[T2]] : tile<2x2xf64>, partition_view<tile=(2x2), tensor_view<4x4xf64, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %t3 = atomic_red_view_tko relaxed device %vf64[%i, %i], addf, %xf64 token = %t2
        : tile<2x2xf64>, partition_view<tile=(2x2), tensor_view<4x4xf64, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> token
  }

  // A reduction into a view built in the kernel, as a front end writes it.
  // CHECK-LABEL: entry @reduce_into_tensor
  entry @reduce_into_tensor(%base: tile<ptr<f32>>) {
    // CHECK: %[[PV:.+]] = make_partition_view
    // CHECK: atomic_red_view_tko relaxed device %[[PV]][%{{.+}}], addf, %{{.+}} : tile<128xf32>, partition_view<tile=(128), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    %tv = make_tensor_view %base, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<1024xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %x = constant <f32: 1.0> : tile<128xf32>
    %t = atomic_red_view_tko relaxed device %pv[%bx], addf, %x
        : tile<128xf32>, partition_view<tile=(128), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
  }
}

// GENERIC: "cuda_tile.alloca"() <{alignment = 16 : i64, num_elem = 64 : i64}> : () -> !cuda_tile.tile<ptr<f32>>
// GENERIC: "cuda_tile.alloca"() <{alignment = 16 : i64, global, num_elem = 64 : i64}>
// GENERIC: "cuda_tile.mmaf_scaled"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.tile<128x128xf32>, !cuda_tile.tile<128x4xf8E8M0FNU>, !cuda_tile.tile<4x128xf8E8M0FNU>) -> !cuda_tile.tile<128x128xf32>
// GENERIC: "cuda_tile.atomic_red_view_tko"(%{{[^)]*}}) <{memory_ordering_semantics = #cuda_tile.memory_ordering<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<and>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(2x4), tensor_view<8x8xi32, strides=[8,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<2x4xi32>) -> !cuda_tile.token
// GENERIC: "cuda_tile.atomic_red_view_tko"{{.*}}mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 1>
