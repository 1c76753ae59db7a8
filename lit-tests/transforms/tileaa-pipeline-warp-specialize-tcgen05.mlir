// tileaa-pipeline on a kernel's top-level GEMM loop on tcgen05 (sm_100: a version-5 accumulator in tensor memory)
// whose operands come through TMA rings: warp specialization as on sm_90, but only the dots' issuing thread waits
// for the copies (issuer_only), the dot is left running (is_async) and the tensor cores give each slot back: after
// the dot, commit_dots on the slot's empty barrier, which so takes one arrival (not one per computing thread). No
// dot_wait in the loop; after it, dot_wait {pending = 0} before the accumulator is read, then the issuing thread
// waits for the last (up to 3, the ring's slots) iterations' commits to have arrived (no producer waits for those)
// before the barriers are invalidated. A persistent kernel does the same per tile, and waits for the commits after
// its loop over tiles. A dot whose operand is not a ring slot runs to completion, each slot given back by the
// computing threads (128 arrivals), as does one whose loop's copies are multicast.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=remarks=1 --verify-diagnostics | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @gemm(
// CHECK: %[[FULL:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<3>
// CHECK-NEXT: %[[EMPTY:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<3>
// CHECK-NEXT: nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
// CHECK: nv_tileaa.wait_mbarrier %[[EMPTY]]
// CHECK: nv_tileaa.async_tma_copy_global_to_local
// CHECK: nv_tileaa.async_tma_copy_global_to_local
// CHECK: nv_tileaa.release_tensor_map
// CHECK: %[[INIT:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
// CHECK: %[[R:.*]] = scf.for %[[K:.*]] = %{{.*}} to %arg4 step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]])
// CHECK-NOT: arrive_mbarrier
// CHECK: %[[SLOT:.*]] = arith.index_cast %
// CHECK: nv_tileaa.wait_mbarrier %[[FULL]][%[[SLOT]]], %{{.*}} {issuer_only} : !nv_tileaa.mbarriers<3>
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.local_slice %{{.*}}[%[[SLOT]]]
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.local_slice %{{.*}}[%[[SLOT]]]
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.dot %[[A]], %[[B]], %[[ACC]] {is_async}
// CHECK-NEXT: nv_tileaa.commit_dots %[[EMPTY]][%[[SLOT]]] : !nv_tileaa.mbarriers<3>
// CHECK-NEXT: scf.yield %[[D]]
// CHECK: %[[W:.*]] = nv_tileaa.dot_wait %[[R]] {pending = 0 : i32} : tensor<128x128xf32, #tmem>
// CHECK: %[[TRIP:.*]] = arith.maxsi
// CHECK: %[[LESS:.*]] = arith.subi %[[TRIP]], %{{.*}} : i32
// CHECK-NEXT: %[[FIRST:.*]] = arith.maxsi %{{.*}}, %[[LESS]] : i32
// CHECK: scf.for %[[G:.*]] = %[[FIRST]] to %[[TRIP]] step %{{.*}} : i32 {
// CHECK: nv_tileaa.wait_mbarrier %[[EMPTY]][%{{.*}}], %{{.*}} {issuer_only}
// CHECK: }
// CHECK-NEXT: nv_tileaa.invalidate_mbarriers %[[FULL]]
// CHECK-NEXT: nv_tileaa.invalidate_mbarriers %[[EMPTY]]
// CHECK: nv_tileaa.convert_layout %[[W]] : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @gemm(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mc = nv_tileaa.make_memref %pc, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %init = nv_tileaa.convert_layout %zero : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %init) -> (tensor<128x128xf32, #tmem>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c64 : index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles by a producer warpgroup (warp specialization), up to 2 iterations ahead, the dot's tcgen05.mma left running, each slot given back when the tensor cores are done}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<128x64xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #shared>
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles by a producer warpgroup (warp specialization), up to 2 iterations ahead, the dot's tcgen05.mma left running, each slot given back when the tensor cores are done}}
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x128xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #tmem>
    scf.yield %d : tensor<128x128xf32, #tmem>
  }
  %regs = nv_tileaa.convert_layout %r : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
  %t = nv_tileaa.tiled_store %mc[%c0, %c0], %regs : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<128x128xf32, #mma>
  nv_tileaa.return
}
}

// -----

// B staged once before the loop (not a ring slot): the dot runs to completion and the computing threads give each
// slot back after it.
// CHECK-LABEL: nv_tileaa.func @stationary_b(
// CHECK: nv_tileaa.alloc_mbarriers {arrivals = 128 : i32}
// CHECK: scf.for
// CHECK: nv_tileaa.dot
// CHECK-NOT: is_async
// CHECK-NEXT: nv_tileaa.arrive_mbarrier
// CHECK-NOT: commit_dots
// CHECK-NOT: dot_wait
// CHECK: nv_tileaa.return
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @stationary_b(%pa: !nv_tileaa.ptr<f16, 1>, %sb: tensor<64x128xf16, #shared>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mc = nv_tileaa.make_memref %pc, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %init = nv_tileaa.convert_layout %zero : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %init) -> (tensor<128x128xf32, #tmem>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c64 : index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles by a producer warpgroup (warp specialization), up to 2 iterations ahead, each slot given back after the dots that read it}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<128x64xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #tmem>
    scf.yield %d : tensor<128x128xf32, #tmem>
  }
  %regs = nv_tileaa.convert_layout %r : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
  %t = nv_tileaa.tiled_store %mc[%c0, %c0], %regs : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<128x128xf32, #mma>
  nv_tileaa.return
}
}
