// tileaa-pipeline's warp specialization in a kernel launched in clusters (num_cta_in_cga = 2 for the target): a
// tile whose memref and indices are the same in both CTAs of a cluster (here b's: program id y and the loop's
// induction variable, with bounds from the arguments) is multicast: its copy carries multicast_ctas = 2. Then a slot
// is written by both CTAs' producers, so it is free only once the consumers of both gave it back: the empty
// barriers count 2 x 128 arrivals, each consumer thread arrives on both CTAs' (cluster_ctas = 2), both sets of
// barriers are initialized for the cluster, the producer's drain waits until its last 4 slots are given back (every
// peer's arrival in) rather than for its own copies, and the barriers are not invalidated (peers may still arrive).
// a's tile follows program id x, which differs across the cluster: it is copied by each CTA for itself. Without a
// tile to share (second kernel: both tiles follow program id x) nothing changes.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @shared_b(
// CHECK: %[[FULL:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 2 : i32, cluster} : !nv_tileaa.mbarriers<4>
// CHECK-NEXT: %[[EMPTY:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 256 : i32, cluster} : !nv_tileaa.mbarriers<4>
// CHECK-NEXT: nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
// CHECK: nv_tileaa.wait_mbarrier %[[EMPTY]]
// CHECK: async_tma_copy_global_to_local %{{[^{]*}} : tensor<4x64x32xf16, #shared>
// CHECK: async_tma_copy_global_to_local {{.*}} {multicast_ctas = 2 : i32} : tensor<4x32x64xf16, #shared>
// CHECK: scf.for
// CHECK: remui
// CHECK: andi
// CHECK-NEXT: nv_tileaa.wait_mbarrier %[[EMPTY]]
// CHECK-NEXT: }
// CHECK-NEXT: release_tensor_map
// CHECK: nv_tileaa.arrive_mbarrier %[[EMPTY]][%{{.*}}] {cluster_ctas = 2 : i32}
// CHECK: nv_tileaa.arrive_mbarrier %[[EMPTY]][%{{.*}}] {cluster_ctas = 2 : i32}
// CHECK-NOT: invalidate_mbarriers
// CHECK: nv_tileaa.return
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @shared_b(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) attributes {kernel, optimization_hints = {sm_90 = {num_cta_in_cga = 2 : i64}}} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %x = nv_tileaa.get_program_id x : i32
  %y = nv_tileaa.get_program_id y : i32
  %xi = arith.index_cast %x : i32 to index
  %yi = arith.index_cast %y : i32 to index
  %row = arith.muli %xi, %c64 : index
  %col = arith.muli %yi, %c64 : index
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
    %a, %ta = nv_tileaa.tiled_load %ma[%row, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  %t = nv_tileaa.tiled_store %mc[%row, %col], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}
}

// -----

// CHECK-LABEL: nv_tileaa.func @nothing_shared(
// CHECK: nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<4>
// CHECK-NEXT: nv_tileaa.alloc_mbarriers {arrivals = 128 : i32} : !nv_tileaa.mbarriers<4>
// CHECK-NOT: multicast_ctas
// CHECK-NOT: cluster_ctas
// CHECK: nv_tileaa.invalidate_mbarriers
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @nothing_shared(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %pc: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) attributes {kernel, optimization_hints = {sm_90 = {num_cta_in_cga = 2 : i64}}} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %x = nv_tileaa.get_program_id x : i32
  %xi = arith.index_cast %x : i32 to index
  %row = arith.muli %xi, %c64 : index
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
    %a, %ta = nv_tileaa.tiled_load %ma[%row, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %row] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  %t = nv_tileaa.tiled_store %mc[%row, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}
}
