// tileaa-tma-stores on sm_90: a tiled store TMA can write becomes a tma_store through a tensor map made before it
// (before the loop around it when the loop does not make the memref) and released after; the staging is TMA's
// widest swizzle the lines fill (128 bytes for 128 f32 columns, 64 for 16 f16 columns, none for a single long line);
// a conversion made only for the store is skipped, as is the view that makes a batched result 1xMxN (the map is of
// the rank-3 memref). Every other store stays and the remark says why.
// RUN: tile-opt %s --split-input-file --tileaa-tma-stores=remarks=1 -verify-diagnostics | FileCheck %s

#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 128]>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#blocked3 = #nv_tileaa.blocked<sizePerThread = [1, 1, 4], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
// CHECK: #[[SW128:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK: #[[LINES:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]>
// CHECK: #[[SW64:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @epilogue
// CHECK: %[[M:.*]] = nv_tileaa.make_memref
// CHECK-NEXT: %[[TM:.*]] = nv_tileaa.make_tensor_map %[[M]] {tile = tensor<128x128xf32, #[[SW128]]>}
// CHECK-NOT: convert_layout
// CHECK-NEXT: nv_tileaa.tma_store %[[TM]][%{{.*}}, %{{.*}}], %arg3 : tensor<128x128xf32, #mma>
// CHECK-NEXT: nv_tileaa.release_tensor_map %[[TM]]
// CHECK-NOT: tiled_store
nv_tileaa.func @epilogue(%p: !nv_tileaa.ptr<f32, 1>, %rows: index, %cols: index, %acc: tensor<128x128xf32, #mma>, %i: index, %j: index) attributes {kernel} {
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %c16 = nv_tileaa.assume %cols {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %rows, %cols, %c16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %v = nv_tileaa.convert_layout %acc : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
  // expected-remark @below {{stored by TMA: 4 boxes of 128x32 elements, 128-byte swizzle}}
  %t = nv_tileaa.tiled_store %m[%i, %j], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<128x128xf32, #blocked>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @rows_in_a_loop
// CHECK: nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<1x1024xf32, #[[LINES]]>}
// CHECK-NEXT: scf.for
// CHECK: nv_tileaa.tma_store
// CHECK: }
// CHECK-NEXT: nv_tileaa.release_tensor_map
nv_tileaa.func @rows_in_a_loop(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %v: tensor<1x1024xf32>, %row: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  scf.for %k = %c0 to %n step %c1 {
    %col = arith.muli %k, %c1024 : index
    // expected-remark @below {{stored by TMA: 4 boxes of 1x256 elements, no swizzle, the tensor map made before the loop}}
    %t = nv_tileaa.tiled_store %m[%row, %col], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<1x1024xf32>
  }
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @narrow_lines
// CHECK: nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<64x32xf16, #[[SW64]]>}
nv_tileaa.func @narrow_lines(%p: !nv_tileaa.ptr<f16, 1>, %n: index, %v: tensor<64x32xf16>, %i: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n8 = nv_tileaa.assume %n {div_by = 8 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n, %n, %n8 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  // expected-remark @below {{stored by TMA: 1 box of 64x32 elements, 64-byte swizzle}}
  %t = nv_tileaa.tiled_store %m[%i, %c0], %v : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, tensor<64x32xf16>
  nv_tileaa.return
}

// A batched result: the 1x128x128 tile of a rank-3 memref, a view of the 128x128 accumulator, is stored from the
// accumulator itself at the three indices (the view and the conversions are gone).
// CHECK-LABEL: nv_tileaa.func @batched
// CHECK: %[[M:.*]] = nv_tileaa.make_memref
// CHECK-NEXT: %[[TM:.*]] = nv_tileaa.make_tensor_map %[[M]] {tile = tensor<128x128xf32, #[[SW128]]>} : !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>
// CHECK-NOT: convert_layout
// CHECK-NOT: nv_tileaa.view
// CHECK-NEXT: nv_tileaa.tma_store %[[TM]][%arg5, %arg6, %arg7], %arg4 : tensor<128x128xf32, #mma>
// CHECK-NEXT: nv_tileaa.release_tensor_map %[[TM]]
// CHECK-NEXT: nv_tileaa.return
nv_tileaa.func @batched(%p: !nv_tileaa.ptr<f32, 1>, %batches: index, %rows: index, %cols: index, %acc: tensor<128x128xf32, #mma>, %z: index, %i: index, %j: index) attributes {kernel} {
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %c16 = nv_tileaa.assume %cols {div_by = 16 : i64} : index
  %s0 = arith.muli %rows, %c16 : index
  %m = nv_tileaa.make_memref %p16, %batches, %rows, %c16, %s0, %c16 : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>
  %r = nv_tileaa.convert_layout %acc : tensor<128x128xf32, #mma> -> tensor<128x128xf32>
  %v = nv_tileaa.view %r : tensor<128x128xf32> -> tensor<1x128x128xf32>
  %b = nv_tileaa.convert_layout %v : tensor<1x128x128xf32> -> tensor<1x128x128xf32, #blocked3>
  // expected-remark @below {{stored by TMA: 4 boxes of 128x32 elements, 128-byte swizzle}}
  %t = nv_tileaa.tiled_store %m[%z, %i, %j], %b : !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>, tensor<1x128x128xf32, #blocked3>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @refused
// CHECK-COUNT-9: nv_tileaa.tiled_store
// CHECK-NOT: tma_store
nv_tileaa.func @refused(%p: !nv_tileaa.ptr<f32, 1>, %q: !nv_tileaa.ptr<f32, 1>, %n: index, %v: tensor<64x64xf32>, %w: tensor<64xf32>, %mask: tensor<64x64xi1>, %d: tensor<64x64xf64>, %pd: !nv_tileaa.ptr<f64, 1>, %two: tensor<2x64x64xf32>, %one: tensor<1x64x64xf32>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %mq = nv_tileaa.make_memref %q, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  // expected-remark @below {{not stored by TMA: the base pointer is not known to be 16-byte aligned (assume div_by<16> on it)}}
  %t0 = nv_tileaa.tiled_store %mq[%c0, %c0], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  %ms = nv_tileaa.make_memref %p16, %n16, %n16, %n : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  // expected-remark @below {{not stored by TMA: a row stride is not known to be a multiple of 16 bytes (assume div_by on it)}}
  %t1 = nv_tileaa.tiled_store %ms[%c0, %c0], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  // expected-remark @below {{not stored by TMA: it is masked element by element}}
  %t2 = nv_tileaa.tiled_store %m[%c0, %c0], %v mask %mask : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  // expected-remark @below {{not stored by TMA: its token orders later accesses, which TMA's writes are not ordered with}}
  %t3 = nv_tileaa.tiled_store %m[%c0, %c0], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  %r, %t4 = nv_tileaa.tiled_load %m[%c0, %c0] token %t3 : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<64x64xf32>
  // expected-remark @below {{not stored by TMA: the store forbids TMA (allow_tma = false)}}
  %t5 = nv_tileaa.tiled_store %m[%c0, %c0], %v {allow_tma = false} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  // expected-remark @below {{not stored by TMA: the store forbids TMA (allow_tma = false)}}
  %t5h = nv_tileaa.tiled_store %m[%c0, %c0], %v {nv_tileaa.optimization_hints = {default = {allow_tma = false}}} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  %m1 = nv_tileaa.make_memref %p16, %n16 : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  // expected-remark @below {{not stored by TMA: it is not a static tile of the last two dimensions of a memref of rank 2 to 5 (a 1x..x1xMxN tile must be a view of an MxN one)}}
  %t6 = nv_tileaa.tiled_store %m1[%c0], %w : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<64xf32>
  %m3 = nv_tileaa.make_memref %p16, %n16, %n16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>
  // expected-remark @below {{not stored by TMA: it is not a static tile of the last two dimensions}}
  %t8 = nv_tileaa.tiled_store %m3[%c0, %c0, %c0], %two : !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>, tensor<2x64x64xf32>
  // expected-remark @below {{not stored by TMA: it is not a static tile of the last two dimensions}}
  %t9 = nv_tileaa.tiled_store %m3[%c0, %c0, %c0], %one : !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>, tensor<1x64x64xf32>
  %pd16 = nv_tileaa.assume %pd {div_by = 16 : i64} : !nv_tileaa.ptr<f64, 1>
  %md = nv_tileaa.make_memref %pd16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f64, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf64, strides=[?,1], 1>
  // expected-remark @below {{not stored by TMA: its elements are not of 1, 2 or 4 bytes}}
  %t7 = nv_tileaa.tiled_store %md[%c0, %c0], %d : !nv_tileaa.memref<?x?xf64, strides=[?,1], 1>, tensor<64x64xf64>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @device_function
// CHECK: nv_tileaa.tiled_store
nv_tileaa.func @device_function(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %v: tensor<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  // expected-remark @below {{not stored by TMA: it is not in a kernel (a function's shared scratch is static)}}
  %t = nv_tileaa.tiled_store %m[%c0, %c0], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  nv_tileaa.return
}
}

// -----

// Other targets keep their tiled stores, without remarks.
// CHECK-LABEL: nv_tileaa.func @sm80
// CHECK: nv_tileaa.tiled_store
module attributes {nv_tileaa.target = "sm_80"} {
nv_tileaa.func @sm80(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %v: tensor<64x64xf32>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %t = nv_tileaa.tiled_store %m[%c0, %c0], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32>
  nv_tileaa.return
}
}
