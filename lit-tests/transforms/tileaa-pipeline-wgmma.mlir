// tileaa-pipeline on a GEMM whose dot is on wgmma (a version-3 accumulator the loop carries and only yields): the
// dot is left running into the next iteration (is_async, then dot_wait {pending = 1}; dot_wait {pending = 0}
// after the loop), so the slot it reads is refilled one iteration later: the ring has one slot more than the
// iterations in flight (4 for 3 stages, copies still 2 iterations ahead). The zero accumulator becomes undefined
// and the first iteration does not read it (use_c = iteration != 0), so that no instruction but wgmma defines its
// registers while wgmmas run. A loop whose dot has a version-2 (mma.sync) accumulator keeps its ring of 3.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @gemm(
// CHECK: %[[RA:.*]] = nv_tileaa.local_alloc : tensor<4x64x32xf16, #shared>
// CHECK-NEXT: %[[RB:.*]] = nv_tileaa.local_alloc : tensor<4x32x64xf16, #shared>
// CHECK: %[[UNDEF:.*]] = ub.poison : tensor<64x64xf32, #mma>
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[UNDEF]])
// CHECK: %[[I:.*]] = arith.divui
// CHECK: nv_tileaa.async_wait {pending = 1 : i32}
// CHECK: %[[A:.*]] = nv_tileaa.local_slice %[[RA]]
// CHECK: %[[B:.*]] = nv_tileaa.local_slice %[[RB]]
// CHECK: %[[USE:.*]] = arith.cmpi ne, %[[I]], %{{.*}} : i32
// CHECK: %[[D:.*]] = nv_tileaa.dot %[[A]], %[[B]], %[[ACC]] use_c(%[[USE]]) {is_async}
// CHECK-NEXT: %[[W:.*]] = nv_tileaa.dot_wait %[[D]] {pending = 1 : i32}
// CHECK-NEXT: scf.yield %[[W]]
// CHECK: %[[R:.*]] = nv_tileaa.dot_wait %{{.*}} {pending = 0 : i32}
// CHECK-NEXT: nv_tileaa.async_wait {pending = 0 : i32}
// CHECK-NEXT: nv_tileaa.return %[[R]]
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @gemm(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}
}

// -----

// CHECK-LABEL: nv_tileaa.func @mma_sync(
// CHECK: nv_tileaa.local_alloc : tensor<3x64x32xf16, #shared>
// CHECK-NOT: is_async
// CHECK-NOT: dot_wait
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @mma_sync(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}
}
