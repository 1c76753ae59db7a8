// tileaa-pipeline on a GEMM whose dot is on wgmma (a version-3 accumulator the loop carries and only yields): the
// dot is left running into the next iteration (is_async, then dot_wait {pending = 1}; dot_wait {pending = 0}
// after the loop), so the slot it reads is refilled one iteration later: the ring has one slot more than the
// iterations in flight (4 for 3 stages, copies still 2 iterations ahead). The zero accumulator becomes undefined
// and the first iteration does not read it (use_c = iteration != 0), so that no instruction but wgmma defines its
// registers while wgmmas run. On sm_90 the tiles come by TMA (tensor maps made before the loop, one mbarrier per
// slot expecting both copies, iteration k waiting for parity (k / 4) mod 2 of its slot's barrier, then the CTA
// meeting before the next copies start; barriers invalidated and maps released after the loop). A loop whose dot
// has a version-2 (mma.sync) accumulator keeps its ring of 3 (TMA as well).
// RUN: tile-opt %s --split-input-file --tileaa-pipeline | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @gemm(
// CHECK: %[[MA:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<64x32xf16, #shared>}
// CHECK: %[[MB:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<32x64xf16, #shared>}
// CHECK: %[[RA:.*]] = nv_tileaa.local_alloc : tensor<4x64x32xf16, #shared>
// CHECK-NEXT: %[[RB:.*]] = nv_tileaa.local_alloc : tensor<4x32x64xf16, #shared>
// CHECK-NEXT: %[[BARS:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<4>
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MA]][%{{.*}}, %{{.*}}], %[[RA]][%[[S0:.*]]], %[[BARS]][%[[S0]]]
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MB]][%{{.*}}, %{{.*}}], %[[RB]][%[[S0]]], %[[BARS]][%[[S0]]]
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MA]]
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MB]]
// CHECK: %[[UNDEF:.*]] = ub.poison : tensor<64x64xf32, #mma>
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[UNDEF]])
// CHECK: %[[I:.*]] = arith.divui
// CHECK: %[[SLOT32:.*]] = arith.remui %[[I]], %[[FOUR:.*]] : i32
// CHECK: %[[SLOT:.*]] = arith.index_cast %[[SLOT32]]
// CHECK: %[[USE:.*]] = arith.divui %[[I]], %[[FOUR]] : i32
// CHECK: %[[PARITY:.*]] = arith.andi %[[USE]], %{{.*}} : i32
// CHECK: nv_tileaa.wait_mbarrier %[[BARS]][%[[SLOT]]], %[[PARITY]] {sync_cta}
// CHECK: scf.if
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MA]]
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MB]]
// CHECK: %[[A:.*]] = nv_tileaa.local_slice %[[RA]][%[[SLOT]]]
// CHECK: %[[B:.*]] = nv_tileaa.local_slice %[[RB]][%[[SLOT]]]
// CHECK: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[I]], %{{.*}} : i32
// CHECK: %[[D:.*]] = nv_tileaa.dot %[[A]], %[[B]], %[[ACC]] use_c(%[[NOTFIRST]]) {is_async}
// CHECK-NEXT: %[[W:.*]] = nv_tileaa.dot_wait %[[D]] {pending = 1 : i32}
// CHECK-NEXT: scf.yield %[[W]]
// CHECK: %[[R:.*]] = nv_tileaa.dot_wait %{{.*}} {pending = 0 : i32}
// CHECK-NEXT: nv_tileaa.invalidate_mbarriers %[[BARS]]
// CHECK-NEXT: nv_tileaa.release_tensor_map %[[MB]]
// CHECK-NEXT: nv_tileaa.release_tensor_map %[[MA]]
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
// CHECK: nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<3>
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
