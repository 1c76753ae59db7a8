// tileaa-coalesce: a tiled_load / tiled_store gets a blocked layout of V consecutive elements per thread (at most
// 16 bytes) when every address of a V-vector is proven V-aligned: the base pointer's div_by (bytes), the memref's
// offset, the strides of all but the last dimension, the tile offset along the last dimension and, unless that
// dimension is in_bounds, its extent (in elements); the last stride must be 1, the access unmasked and weak.
// Anything unproven leaves the access alone. A load's users get a conversion back, a store's value one in.
// RUN: tile-opt %s --split-input-file --tileaa-coalesce --mlir-print-local-scope | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-coalesce=num-warps=8 --mlir-print-local-scope | FileCheck %s --check-prefix=W8
// RUN: tile-opt %s --split-input-file --tileaa-coalesce=num-warps=1 --mlir-print-local-scope | FileCheck %s --check-prefix=W1

// f32, 16-byte aligned base, static extents and strides, tile at 0: 4 per thread, 16 lanes along a 64-wide row
// (two rows a warp), warps over the rows. The load converts back to the default layout, the store converts in.
// CHECK-LABEL: nv_tileaa.func @f32_vec4(
// CHECK: %[[V:.*]], %{{.*}} = nv_tileaa.tiled_load %[[M:.*]][%{{.*}}, %{{.*}}] : !nv_tileaa.memref<128x64xf32, strides=[64,1], 1> -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %[[V]] : tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>> -> tensor<64x64xf32>
// CHECK-NEXT: %[[E:.*]] = arith.negf %[[D]] : tensor<64x64xf32>
// CHECK-NEXT: %[[S:.*]] = nv_tileaa.convert_layout %[[E]] : tensor<64x64xf32> -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NEXT: nv_tileaa.tiled_store %[[M]][%{{.*}}, %{{.*}}], %[[S]] : !nv_tileaa.memref<128x64xf32, strides=[64,1], 1>, tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>>
// 8 warps, 1 warp: the same vectors and lanes.
// W8-LABEL: nv_tileaa.func @f32_vec4(
// W8: tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]>>
// W1-LABEL: nv_tileaa.func @f32_vec4(
// W1: tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]>>
nv_tileaa.func @f32_vec4(%p: !nv_tileaa.ptr<f32, 1>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<128x64xf32, strides=[64,1], 1>
  %v, %t = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<128x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %e = arith.negf %v : tensor<64x64xf32>
  %t2 = nv_tileaa.tiled_store %m[%c0, %c0], %e : !nv_tileaa.memref<128x64xf32, strides=[64,1], 1>, tensor<64x64xf32>
  nv_tileaa.return
}

// f16: 8 per thread (16 bytes); i8 and f8: 16; f64: 2.
// CHECK-LABEL: nv_tileaa.func @element_widths(
// CHECK: -> tensor<128x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: -> tensor<64x64xi8, #nv_tileaa.blocked<sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: -> tensor<64x64xf8E4M3FN, #nv_tileaa.blocked<sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: -> tensor<64x64xf64, #nv_tileaa.blocked<sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// Sub-byte elements are not vectorized.
// CHECK: -> tensor<64x64xi1>{{$}}
// CHECK: -> tensor<64x64xf4E2M1FN>{{$}}
nv_tileaa.func @element_widths(%p16: !nv_tileaa.ptr<f16, 1>, %p8: !nv_tileaa.ptr<i8, 1>, %pf8: !nv_tileaa.ptr<f8E4M3FN, 1>,
                               %p64: !nv_tileaa.ptr<f64, 1>, %p1: !nv_tileaa.ptr<i1, 1>, %p4: !nv_tileaa.ptr<f4E2M1FN, 1>) {
  %c0 = arith.constant 0 : index
  %a16 = nv_tileaa.assume %p16 {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %m16 = nv_tileaa.make_memref %a16 : (!nv_tileaa.ptr<f16, 1>) -> !nv_tileaa.memref<128x64xf16, strides=[64,1], 1>
  %v16, %t16 = nv_tileaa.tiled_load %m16[%c0, %c0] : !nv_tileaa.memref<128x64xf16, strides=[64,1], 1> -> tensor<128x64xf16>
  %a8 = nv_tileaa.assume %p8 {div_by = 16 : i64} : !nv_tileaa.ptr<i8, 1>
  %m8 = nv_tileaa.make_memref %a8 : (!nv_tileaa.ptr<i8, 1>) -> !nv_tileaa.memref<64x64xi8, strides=[64,1], 1>
  %v8, %t8 = nv_tileaa.tiled_load %m8[%c0, %c0] : !nv_tileaa.memref<64x64xi8, strides=[64,1], 1> -> tensor<64x64xi8>
  %af8 = nv_tileaa.assume %pf8 {div_by = 16 : i64} : !nv_tileaa.ptr<f8E4M3FN, 1>
  %mf8 = nv_tileaa.make_memref %af8 : (!nv_tileaa.ptr<f8E4M3FN, 1>) -> !nv_tileaa.memref<64x64xf8E4M3FN, strides=[64,1], 1>
  %vf8, %tf8 = nv_tileaa.tiled_load %mf8[%c0, %c0] : !nv_tileaa.memref<64x64xf8E4M3FN, strides=[64,1], 1> -> tensor<64x64xf8E4M3FN>
  %a64 = nv_tileaa.assume %p64 {div_by = 16 : i64} : !nv_tileaa.ptr<f64, 1>
  %m64 = nv_tileaa.make_memref %a64 : (!nv_tileaa.ptr<f64, 1>) -> !nv_tileaa.memref<64x64xf64, strides=[64,1], 1>
  %v64, %t64 = nv_tileaa.tiled_load %m64[%c0, %c0] : !nv_tileaa.memref<64x64xf64, strides=[64,1], 1> -> tensor<64x64xf64>
  %a1 = nv_tileaa.assume %p1 {div_by = 16 : i64} : !nv_tileaa.ptr<i1, 1>
  %m1 = nv_tileaa.make_memref %a1 : (!nv_tileaa.ptr<i1, 1>) -> !nv_tileaa.memref<64x64xi1, strides=[64,1], 1>
  %v1, %t1 = nv_tileaa.tiled_load %m1[%c0, %c0] : !nv_tileaa.memref<64x64xi1, strides=[64,1], 1> -> tensor<64x64xi1>
  %a4 = nv_tileaa.assume %p4 {div_by = 16 : i64} : !nv_tileaa.ptr<f4E2M1FN, 1>
  %m4 = nv_tileaa.make_memref %a4 : (!nv_tileaa.ptr<f4E2M1FN, 1>) -> !nv_tileaa.memref<64x64xf4E2M1FN, strides=[64,1], 1>
  %v4, %t4 = nv_tileaa.tiled_load %m4[%c0, %c0] : !nv_tileaa.memref<64x64xf4E2M1FN, strides=[64,1], 1> -> tensor<64x64xf4E2M1FN>
  nv_tileaa.return
}

// -----

// The base pointer: without an assumption nothing is known (no layout); 8 bytes give f32 pairs; 4 bytes a
// single f32 (no layout); more than 16 bytes still 16-byte vectors; the div_by may sit under other assumptions.
// CHECK-LABEL: nv_tileaa.func @base_alignment(
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf32>{{$}}
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf32>{{$}}
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4],
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4],
nv_tileaa.func @base_alignment(%p: !nv_tileaa.ptr<f32, 1>) {
  %c0 = arith.constant 0 : index
  %m0 = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %v0, %t0 = nv_tileaa.tiled_load %m0[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %a8 = nv_tileaa.assume %p {div_by = 8 : i64} : !nv_tileaa.ptr<f32, 1>
  %m8 = nv_tileaa.make_memref %a8 : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %v8, %t8 = nv_tileaa.tiled_load %m8[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %a4 = nv_tileaa.assume %p {div_by = 4 : i64} : !nv_tileaa.ptr<f32, 1>
  %m4 = nv_tileaa.make_memref %a4 : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %v4, %t4 = nv_tileaa.tiled_load %m4[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %a128 = nv_tileaa.assume %p {div_by = 128 : i64} : !nv_tileaa.ptr<f32, 1>
  %m128 = nv_tileaa.make_memref %a128 : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %v128, %t128 = nv_tileaa.tiled_load %m128[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %b = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %bb = nv_tileaa.assume %b {lower_bound = 0 : i64} : !nv_tileaa.ptr<f32, 1>
  %mb = nv_tileaa.make_memref %bb : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %vb, %tb = nv_tileaa.tiled_load %mb[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  nv_tileaa.return
}

// -----

// Strides (f16): a dynamic row stride needs an assumption (none: no layout; div_by 8: 8 elements; div_by 4: 4);
// a static one counts by its power-of-two part (6: pairs).
// CHECK-LABEL: nv_tileaa.func @strides(
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf16>{{$}}
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
nv_tileaa.func @strides(%p: !nv_tileaa.ptr<f16, 1>, %s: index, %i: i32) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %m0 = nv_tileaa.make_memref %a, %s : (!nv_tileaa.ptr<f16, 1>, index) -> !nv_tileaa.memref<64x64xf16, strides=[?,1], 1>
  %v0, %t0 = nv_tileaa.tiled_load %m0[%c0, %c0] : !nv_tileaa.memref<64x64xf16, strides=[?,1], 1> -> tensor<64x64xf16>
  %s8 = nv_tileaa.assume %s {div_by = 8 : i64} : index
  %m8 = nv_tileaa.make_memref %a, %s8 : (!nv_tileaa.ptr<f16, 1>, index) -> !nv_tileaa.memref<64x64xf16, strides=[?,1], 1>
  %v8, %t8 = nv_tileaa.tiled_load %m8[%c0, %c0] : !nv_tileaa.memref<64x64xf16, strides=[?,1], 1> -> tensor<64x64xf16>
  // Through an index cast of an i32 assumption, as cuda_tile's kernels have it.
  %i4 = nv_tileaa.assume %i {div_by = 4 : i64} : i32
  %s4 = arith.index_castui %i4 : i32 to index
  %m4 = nv_tileaa.make_memref %a, %s4 : (!nv_tileaa.ptr<f16, 1>, index) -> !nv_tileaa.memref<64x64xf16, strides=[?,1], 1>
  %v4, %t4 = nv_tileaa.tiled_load %m4[%c0, %c0] : !nv_tileaa.memref<64x64xf16, strides=[?,1], 1> -> tensor<64x64xf16>
  %m6 = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f16, 1>) -> !nv_tileaa.memref<64x64xf16, strides=[6,1], 1>
  %v6, %t6 = nv_tileaa.tiled_load %m6[%c0, %c0] : !nv_tileaa.memref<64x64xf16, strides=[6,1], 1> -> tensor<64x64xf16>
  nv_tileaa.return
}

// A non-unit last stride (a column-major memref) is never vectorized, however aligned.
// CHECK-LABEL: nv_tileaa.func @column_major(
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf32>{{$}}
// CHECK: tiled_store %{{.*}}, %{{.*}} : !nv_tileaa.memref<64x64xf32, strides=[1,64], 1>, tensor<64x64xf32>{{$}}
nv_tileaa.func @column_major(%p: !nv_tileaa.ptr<f32, 1>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[1,64], 1>
  %v, %t = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[1,64], 1> -> tensor<64x64xf32>
  %t2 = nv_tileaa.tiled_store %m[%c0, %c0], %v : !nv_tileaa.memref<64x64xf32, strides=[1,64], 1>, tensor<64x64xf32>
  nv_tileaa.return
}

// -----

// Extents (f16): a dynamic last extent must be proven a multiple of the vector unless the access is in bounds
// along the last dimension; being in bounds along the rows only does not help. The row extent never matters.
// CHECK-LABEL: nv_tileaa.func @extents(
// CHECK: tiled_load %{{.*}} {in_bounds = array<i1: false, false>} : {{.*}} -> tensor<64x64xf16>{{$}}
// CHECK: tiled_load %{{.*}} {in_bounds = array<i1: false, false>} : {{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 8],
// CHECK: tiled_load %{{.*}} {in_bounds = array<i1: false, false>} : {{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 2],
// CHECK: tiled_load %{{.*}} {in_bounds = array<i1: false, true>} : {{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 8],
// CHECK: tiled_load %{{.*}} {in_bounds = array<i1: true, false>} : {{.*}} -> tensor<64x64xf16>{{$}}
// CHECK: tiled_load %{{.*}} : {{.*}} -> tensor<64x64xf16>{{$}}
// CHECK: tiled_load %{{.*}} : !nv_tileaa.memref<?x64xf16, strides=[64,1], 1> -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 8],
// A static last extent counts by its power-of-two part (100: 4).
// CHECK: tiled_load %{{.*}} : !nv_tileaa.memref<64x100xf16, strides=[128,1], 1> -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 4],
nv_tileaa.func @extents(%p: !nv_tileaa.ptr<f16, 1>, %n: index) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %m = nv_tileaa.make_memref %a, %n, %n : (!nv_tileaa.ptr<f16, 1>, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[64,1], 1>
  %v0, %t0 = nv_tileaa.tiled_load %m[%c0, %c0] {in_bounds = array<i1: false, false>} : !nv_tileaa.memref<?x?xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m16 = nv_tileaa.make_memref %a, %n, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[64,1], 1>
  %v1, %t1 = nv_tileaa.tiled_load %m16[%c0, %c0] {in_bounds = array<i1: false, false>} : !nv_tileaa.memref<?x?xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %n2 = nv_tileaa.assume %n {div_by = 2 : i64} : index
  %m2 = nv_tileaa.make_memref %a, %n, %n2 : (!nv_tileaa.ptr<f16, 1>, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[64,1], 1>
  %v2, %t2 = nv_tileaa.tiled_load %m2[%c0, %c0] {in_bounds = array<i1: false, false>} : !nv_tileaa.memref<?x?xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %v3, %t3 = nv_tileaa.tiled_load %m[%c0, %c0] {in_bounds = array<i1: false, true>} : !nv_tileaa.memref<?x?xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %v4, %t4 = nv_tileaa.tiled_load %m[%c0, %c0] {in_bounds = array<i1: true, false>} : !nv_tileaa.memref<?x?xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  // No in_bounds at all: not in bounds.
  %v5, %t5 = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<?x?xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %mr = nv_tileaa.make_memref %a, %n : (!nv_tileaa.ptr<f16, 1>, index) -> !nv_tileaa.memref<?x64xf16, strides=[64,1], 1>
  %v6, %t6 = nv_tileaa.tiled_load %mr[%c0, %c0] : !nv_tileaa.memref<?x64xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %m100 = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f16, 1>) -> !nv_tileaa.memref<64x100xf16, strides=[128,1], 1>
  %v7, %t7 = nv_tileaa.tiled_load %m100[%c0, %c0] : !nv_tileaa.memref<64x100xf16, strides=[128,1], 1> -> tensor<64x64xf16>
  nv_tileaa.return
}

// -----

// Tile offsets (f32): along the last dimension the offset must be a multiple of the vector (an unknown index: no
// layout; a multiple of 64: 4; 64 k + 2: 2); along the rows it never matters (the row stride is aligned).
// CHECK-LABEL: nv_tileaa.func @offsets(
// CHECK: tiled_load %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}} -> tensor<64x64xf32>{{$}}
// CHECK: tiled_load %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4],
// CHECK: tiled_load %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 2],
// CHECK: tiled_load %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4],
// CHECK: tiled_load %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4],
// CHECK: tiled_load %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 2],
nv_tileaa.func @offsets(%p: !nv_tileaa.ptr<f32, 1>, %i: index, %j: i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<1024x1024xf32, strides=[1024,1], 1>
  %v0, %t0 = nv_tileaa.tiled_load %m[%c0, %i] : !nv_tileaa.memref<1024x1024xf32, strides=[1024,1], 1> -> tensor<64x64xf32>
  %k = arith.muli %i, %c64 : index
  %v1, %t1 = nv_tileaa.tiled_load %m[%c0, %k] : !nv_tileaa.memref<1024x1024xf32, strides=[1024,1], 1> -> tensor<64x64xf32>
  %k2 = arith.addi %k, %c2 : index
  %v2, %t2 = nv_tileaa.tiled_load %m[%c0, %k2] : !nv_tileaa.memref<1024x1024xf32, strides=[1024,1], 1> -> tensor<64x64xf32>
  %v3, %t3 = nv_tileaa.tiled_load %m[%i, %c0] : !nv_tileaa.memref<1024x1024xf32, strides=[1024,1], 1> -> tensor<64x64xf32>
  // An i32 offset proven by an assumption, shifted and cast.
  %j4 = nv_tileaa.assume %j {div_by = 4 : i64} : i32
  %c3 = arith.constant 3 : i32
  %js = arith.shli %j, %c3 : i32
  %jx = arith.index_cast %js : i32 to index
  %v4, %t4 = nv_tileaa.tiled_load %m[%c0, %jx] : !nv_tileaa.memref<1024x1024xf32, strides=[1024,1], 1> -> tensor<64x64xf32>
  %jy = arith.index_cast %j4 : i32 to index
  %jz = arith.subi %jy, %c2 : index
  %v5, %t5 = nv_tileaa.tiled_load %m[%c0, %jz] : !nv_tileaa.memref<1024x1024xf32, strides=[1024,1], 1> -> tensor<64x64xf32>
  nv_tileaa.return
}

// The memref's own offset (in elements, f16): unknown: no layout; 8: 8; 2: 2.
// CHECK-LABEL: nv_tileaa.func @memref_offset(
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf16>{{$}}
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 8],
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 2],
nv_tileaa.func @memref_offset(%p: !nv_tileaa.ptr<f16, 1>, %off: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %m0 = nv_tileaa.make_memref %a, %off : (!nv_tileaa.ptr<f16, 1>, index) -> !nv_tileaa.memref<64x64xf16, strides=[64,1], 1>
  %v0, %t0 = nv_tileaa.tiled_load %m0[%c0, %c0] : !nv_tileaa.memref<64x64xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %m8 = nv_tileaa.make_memref %a, %c8 : (!nv_tileaa.ptr<f16, 1>, index) -> !nv_tileaa.memref<64x64xf16, strides=[64,1], 1>
  %v8, %t8 = nv_tileaa.tiled_load %m8[%c0, %c0] : !nv_tileaa.memref<64x64xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  %m2 = nv_tileaa.make_memref %a, %c2 : (!nv_tileaa.ptr<f16, 1>, index) -> !nv_tileaa.memref<64x64xf16, strides=[64,1], 1>
  %v2, %t2 = nv_tileaa.tiled_load %m2[%c0, %c0] : !nv_tileaa.memref<64x64xf16, strides=[64,1], 1> -> tensor<64x64xf16>
  nv_tileaa.return
}

// -----

// Masked accesses keep the default layout (a vector could straddle the mask), and so do non-weak ones.
// CHECK-LABEL: nv_tileaa.func @untouched(
// CHECK: tiled_load %{{.*}} mask %{{.*}} other %{{.*}} : {{.*}} -> tensor<64x64xf32>{{$}}
// CHECK: tiled_store %{{.*}} mask %{{.*}} : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32>{{$}}
// CHECK: tiled_load %{{.*}} {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acquire>} : {{.*}} -> tensor<64x64xf32>{{$}}
// CHECK: tiled_load %{{.*}} {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : {{.*}} -> tensor<64x64xf32>{{$}}
// CHECK: tiled_store %{{.*}} {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<release>} : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32>{{$}}
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.return
nv_tileaa.func @untouched(%p: !nv_tileaa.ptr<f32, 1>, %k: tensor<64x64xi1>, %o: tensor<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %v0, %t0 = nv_tileaa.tiled_load %m[%c0, %c0] mask %k other %o : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %t1 = nv_tileaa.tiled_store %m[%c0, %c0], %v0 mask %k : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32>
  %v2, %t2 = nv_tileaa.tiled_load %m[%c0, %c0] {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %v3, %t3 = nv_tileaa.tiled_load %m[%c0, %c0] {mem_semantic = #nv_tileaa.mem_semantic<relaxed>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %t4 = nv_tileaa.tiled_store %m[%c0, %c0], %v2 {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32>
  nv_tileaa.return
}

// A tile that already has a layout is left alone.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @chosen(
// CHECK: tiled_load %{{.*}} -> tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.return
nv_tileaa.func @chosen(%p: !nv_tileaa.ptr<f32, 1>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %v, %t = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32, #blocked>
  %t1 = nv_tileaa.tiled_store %m[%c0, %c0], %v : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32, #blocked>
  nv_tileaa.return
}

// -----

// Tile shapes: rank 1 (4 per thread, 32 lanes, 4 warps); a row narrower than a 16-byte vector (2 f32: pairs;
// 1: none); lanes spill onto the rows before when a row has fewer vectors than a warp has lanes; rank 3; a tile
// smaller than the CTA replicates over the warps left over.
// CHECK-LABEL: nv_tileaa.func @shapes(
// CHECK: -> tensor<1024xf32, #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>>
// CHECK: -> tensor<64x2xf32, #nv_tileaa.blocked<sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: -> tensor<64x1xf32>{{$}}
// CHECK: -> tensor<4x8x32xf32, #nv_tileaa.blocked<sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]>>
// CHECK: -> tensor<4x8xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]>>
nv_tileaa.func @shapes(%p: !nv_tileaa.ptr<f32, 1>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m1 = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<4096xf32, strides=[1], 1>
  %v1, %t1 = nv_tileaa.tiled_load %m1[%c0] : !nv_tileaa.memref<4096xf32, strides=[1], 1> -> tensor<1024xf32>
  %m2 = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %v2, %t2 = nv_tileaa.tiled_load %m2[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x2xf32>
  %v3, %t3 = nv_tileaa.tiled_load %m2[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x1xf32>
  %m4 = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<4x8x32xf32, strides=[256,32,1], 1>
  %v4, %t4 = nv_tileaa.tiled_load %m4[%c0, %c0, %c0] : !nv_tileaa.memref<4x8x32xf32, strides=[256,32,1], 1> -> tensor<4x8x32xf32>
  %v5, %t5 = nv_tileaa.tiled_load %m2[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<4x8xf32>
  nv_tileaa.return
}
