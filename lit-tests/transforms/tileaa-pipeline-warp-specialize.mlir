// tileaa-pipeline on a kernel's top-level GEMM loop on wgmma whose operands come through TMA rings (sm_90): warp
// specialization. The rings and two sets of mbarriers (full: the two copies of a slot; empty: one arrival per
// computing thread, 128) stand at the top of the kernel, then a warp_specialize whose region (the producer
// warpgroup's) recomputes the scalars the copies need, makes its own tensor maps and, per iteration k, waits for
// slot k mod 4 to be given back (empty, parity of the previous use: (k / 4 mod 2) xor 1) and copies both tiles into
// it (full); after its loop it waits for the last 4 iterations' copies to land before releasing the maps. The
// computing warps wait on full (parity k / 4 mod 2, no CTA barrier), leave the wgmma running, and once
// dot_wait {pending = 1} retired the previous iteration's, give that iteration's slot (k - 1 mod 4) back (not in
// iteration 0); the last iteration's after the loop (if it ran). In a persistent kernel (the K loop the body of a
// loop over tiles) both sides count iterations across the tiles (the consumers' tile loop carries the count), so
// the producer fetches the next tile's K steps while the consumers finish the current one. With warp-specialize=false the computing warps issue the copies as before (a CTA barrier per
// iteration); a dot whose accumulator has 8 warps gets setmaxnreg 40/232.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=warp-specialize=false | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: nv_tileaa.func @gemm(
// CHECK-NEXT: %[[RA:.*]] = nv_tileaa.local_alloc : tensor<4x64x32xf16, #shared>
// CHECK-NEXT: %[[RB:.*]] = nv_tileaa.local_alloc : tensor<4x32x64xf16, #shared>
// CHECK-NEXT: %[[FULL:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<4>
// CHECK-NEXT: %[[EMPTY:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 128 : i32} : !nv_tileaa.mbarriers<4>
// CHECK-NEXT: nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
// CHECK: %[[PA:.*]] = nv_tileaa.assume %arg0 {div_by = 16 : i64}
// CHECK: %[[MEMA:.*]] = nv_tileaa.make_memref %[[PA]]
// CHECK: %[[MA:.*]] = nv_tileaa.make_tensor_map %[[MEMA]] {tile = tensor<64x32xf16, #shared>}
// CHECK: %[[MB:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<32x64xf16, #shared>}
// CHECK: scf.for %[[PK:.*]] = %{{.*}} to %arg4 step %{{.*}} : i32 {
// CHECK: %[[PSLOT32:.*]] = arith.remui %{{.*}}, %[[P4:.*]] : i32
// CHECK: %[[PSLOT:.*]] = arith.index_cast %[[PSLOT32]]
// CHECK: %[[PUSE:.*]] = arith.divui %{{.*}}, %[[P4]] : i32
// CHECK: %[[PPAR:.*]] = arith.andi %[[PUSE]]
// CHECK: %[[PREV:.*]] = arith.xori %[[PPAR]]
// CHECK: nv_tileaa.wait_mbarrier %[[EMPTY]][%[[PSLOT]]], %[[PREV]] : !nv_tileaa.mbarriers<4>
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MA]][%{{.*}}, %{{.*}}], %[[RA]][%[[PSLOT]]], %[[FULL]][%[[PSLOT]]]
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MB]][%{{.*}}, %{{.*}}], %[[RB]][%[[PSLOT]]], %[[FULL]][%[[PSLOT]]]
// CHECK: }
// CHECK: scf.for
// CHECK: nv_tileaa.wait_mbarrier %[[FULL]]
// CHECK: }
// CHECK-NEXT: nv_tileaa.release_tensor_map %[[MB]]
// CHECK-NEXT: nv_tileaa.release_tensor_map %[[MA]]
// CHECK-NEXT: }
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %arg4 step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK-NOT: async_tma_copy
// CHECK: %[[I:.*]] = arith.divui
// CHECK-NEXT: %[[G:.*]] = arith.addi %{{.*}}, %[[I]] : i32
// CHECK-NEXT: %[[FOUR:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[SLOT32:.*]] = arith.remui %[[G]], %[[FOUR]] : i32
// CHECK-NEXT: %[[SLOT:.*]] = arith.index_cast %[[SLOT32]]
// CHECK-NEXT: %[[USE:.*]] = arith.divui %[[G]], %[[FOUR]] : i32
// CHECK: %[[PARITY:.*]] = arith.andi %[[USE]]
// CHECK-NEXT: nv_tileaa.wait_mbarrier %[[FULL]][%[[SLOT]]], %[[PARITY]] : !nv_tileaa.mbarriers<4>
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.local_slice %[[RA]][%[[SLOT]]]
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.local_slice %[[RB]][%[[SLOT]]]
// CHECK: %[[D:.*]] = nv_tileaa.dot %[[A]], %[[B]], %[[ACC]] use_c(%{{.*}}) {is_async}
// CHECK-NEXT: %[[W:.*]] = nv_tileaa.dot_wait %[[D]] {pending = 1 : i32}
// CHECK: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[I]]
// CHECK: %[[MINUS1:.*]] = arith.subi %[[G]], %{{.*}} : i32
// CHECK: %[[PREVSLOT32:.*]] = arith.remui %[[MINUS1]], %{{.*}} : i32
// CHECK: %[[PREVSLOT:.*]] = arith.index_cast %[[PREVSLOT32]]
// CHECK: scf.if %[[NOTFIRST]] {
// CHECK-NEXT: nv_tileaa.arrive_mbarrier %[[EMPTY]][%[[PREVSLOT]]]
// CHECK: scf.yield %[[W]]
// CHECK: nv_tileaa.dot_wait %{{.*}} {pending = 0 : i32}
// CHECK: %[[RAN:.*]] = arith.cmpi sgt
// CHECK: scf.if %[[RAN]] {
// CHECK-NEXT: nv_tileaa.arrive_mbarrier %[[EMPTY]]
// CHECK: nv_tileaa.invalidate_mbarriers %[[FULL]]
// CHECK-NEXT: nv_tileaa.invalidate_mbarriers %[[EMPTY]]

// OFF-LABEL: nv_tileaa.func @gemm(
// OFF-NOT: warp_specialize
// OFF: nv_tileaa.wait_mbarrier %{{.*}}, %{{.*}} {sync_cta}
// OFF-NOT: arrive_mbarrier
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @gemm(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mc = nv_tileaa.make_memref %pc, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
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
  %t = nv_tileaa.tiled_store %mc[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}
}

// -----

// Two computing warpgroups (8 warps, 384 threads with the producers): 65536 / 384 registers per thread would be
// fewer than the 255 a thread can address, so the roles rebalance them.
// CHECK-LABEL: nv_tileaa.func @wide(
// CHECK: nv_tileaa.alloc_mbarriers {arrivals = 256 : i32}
// CHECK: nv_tileaa.warp_specialize consumer_warps = 8 producer_warps = 4 registers(40, 232) {
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [8, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @wide(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mc = nv_tileaa.make_memref %pc, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<128x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<128x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<128x32xf16, #blocked> -> tensor<128x32xf16, #shared>
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<128x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<128x64xf32, #mma> -> tensor<128x64xf32, #mma>
    scf.yield %d : tensor<128x64xf32, #mma>
  }
  %t = nv_tileaa.tiled_store %mc[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<128x64xf32, #mma>
  nv_tileaa.return
}
}

// -----

// CHECK-LABEL: nv_tileaa.func @persistent(
// CHECK: nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
// CHECK: %[[TOTAL:.*]] = scf.for %[[T:.*]] = %{{.*}} to %arg5 step %{{.*}} iter_args(%[[BASE:.*]] = %{{.*}}) -> (i32) : i32 {
// CHECK: %[[TI:.*]] = arith.index_castui %[[T]] : i32 to index
// CHECK: %[[ROW:.*]] = arith.muli %[[TI]], %{{.*}} : index
// CHECK: scf.for %[[PK:.*]] = %{{.*}} to %arg4 step %{{.*}} : i32 {
// CHECK: %[[PG:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// CHECK: arith.remui %[[PG]]
// CHECK: nv_tileaa.wait_mbarrier
// CHECK: nv_tileaa.async_tma_copy_global_to_local %{{.*}}[%[[ROW]], %{{.*}}]
// CHECK: }
// CHECK: %[[NEXT:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// CHECK-NEXT: scf.yield %[[NEXT]] : i32
// CHECK: arith.subi %[[TOTAL]]
// CHECK: scf.for
// CHECK: nv_tileaa.wait_mbarrier
// CHECK: nv_tileaa.release_tensor_map
// CHECK: arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %arg5 step %{{.*}} iter_args(%[[CBASE:.*]] = %[[ZERO]]) -> (i32) : i32 {
// CHECK: scf.for
// CHECK: arith.addi %[[CBASE]], %{{.*}} : i32
// CHECK: nv_tileaa.wait_mbarrier
// CHECK: nv_tileaa.arrive_mbarrier
// CHECK: nv_tileaa.dot_wait %{{.*}} {pending = 0 : i32}
// CHECK: nv_tileaa.arrive_mbarrier
// CHECK: nv_tileaa.tiled_store
// CHECK: %[[TRIP:.*]] = arith.maxsi
// CHECK: %[[CNEXT:.*]] = arith.addi %[[CBASE]], %[[TRIP]] : i32
// CHECK-NEXT: scf.yield %[[CNEXT]] : i32
// CHECK: nv_tileaa.invalidate_mbarriers
// CHECK-NEXT: nv_tileaa.invalidate_mbarriers
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @persistent(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32, %tiles: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mc = nv_tileaa.make_memref %pc, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  scf.for %t = %c0_i32 to %tiles step %c1_i32 : i32 {
    %ti = arith.index_castui %t : i32 to index
    %row = arith.muli %ti, %c64 : index
    %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %ki = arith.index_castui %k : i32 to index
      %off = arith.muli %ki, %c32 : index
      %a, %ta = nv_tileaa.tiled_load %ma[%row, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
      %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
      %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
      %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
      %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    %st = nv_tileaa.tiled_store %mc[%row, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  }
  nv_tileaa.return
}
}

// -----

// A dot that runs to completion (mma.sync here; attention's two dots likewise): no dot_wait, each iteration's
// slot is given back right after its last reader, the ring keeps its 3 slots.
// CHECK-LABEL: nv_tileaa.func @completes(
// CHECK: %[[FULL:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<3>
// CHECK-NEXT: %[[EMPTY:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 128 : i32} : !nv_tileaa.mbarriers<3>
// CHECK: scf.for %{{.*}} iter_args(
// CHECK: nv_tileaa.wait_mbarrier %[[FULL]][%[[SLOT:.*]]], %{{.*}} : !nv_tileaa.mbarriers<3>
// CHECK: %[[D:.*]] = nv_tileaa.dot
// CHECK-NOT: is_async
// CHECK-NEXT: nv_tileaa.arrive_mbarrier %[[EMPTY]][%[[SLOT]]]
// CHECK-NEXT: scf.yield %[[D]]
// CHECK: nv_tileaa.invalidate_mbarriers %[[FULL]]
// CHECK-NEXT: nv_tileaa.invalidate_mbarriers %[[EMPTY]]
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @completes(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mc = nv_tileaa.make_memref %pc, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
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
  %t = nv_tileaa.tiled_store %mc[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}
}
