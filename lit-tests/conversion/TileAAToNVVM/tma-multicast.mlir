// The cluster forms of the ring ops lowered (TMAPatterns.cpp), in a kernel launched in clusters of 2
// (num_cta_in_cga = 2 for sm_90: nvvm.cluster_dim). Barriers allocated for the cluster are fenced by their
// initializing thread (fence.mbarrier_init) and the run of allocations ends in the cluster's barrier
// (barrier.cluster.arrive/wait, aligned) instead of the CTA's. A copy with multicast_ctas = 2 still announces the
// whole 64x128 tile (16384 bytes) on its own barrier; its two 64-column panels are issued by the CTAs of rank 0 and
// 1 (%cluster_ctarank), each with the CTA mask 0b11. An arrival for the cluster maps the barrier array's address into
// each CTA of the cluster (mapa: loop-invariant) and arrives on the barrier there (release at CTA scope: the
// slot's reads are done; a cluster-scope release would be a GPU-wide MEMBAR per arrival).
// RUN: tile-opt %s --convert-tileaa-to-nvvm=num-warps=4 | FileCheck %s

// CHECK-LABEL: llvm.func @multicast(
// CHECK-SAME: nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.fence.mbarrier.init
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK: %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(16384 : i32) : i32
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %[[BYTES]]
// CHECK: %[[MINE0:.*]] = llvm.icmp "eq" %[[RANK]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[MINE0]] {
// CHECK-NEXT: %[[MASK0:.*]] = llvm.mlir.constant(3 : i16) : i16
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}} multicast_mask = %[[MASK0]] : !llvm.ptr<7>
// CHECK: llvm.mlir.constant(8192 : i32)
// CHECK: %[[MINE1:.*]] = llvm.icmp "eq" %[[RANK]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[MINE1]] {
// CHECK-NEXT: %[[MASK1:.*]] = llvm.mlir.constant(3 : i16) : i16
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}} multicast_mask = %[[MASK1]] : !llvm.ptr<7>
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[ARRAY0:.*]] = nvvm.mapa %[[EMPTY:.*]], %[[C0]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK-NEXT: %[[I0:.*]] = llvm.trunc
// CHECK-NEXT: %[[AT0:.*]] = llvm.getelementptr inbounds %[[ARRAY0]][%[[I0]]] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i64
// CHECK-NEXT: nvvm.mbarrier.arrive %[[AT0]] : !llvm.ptr<7>
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[ARRAY1:.*]] = nvvm.mapa %[[EMPTY]], %[[C1]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK-NEXT: %[[I1:.*]] = llvm.trunc
// CHECK-NEXT: %[[AT1:.*]] = llvm.getelementptr inbounds %[[ARRAY1]][%[[I1]]] : (!llvm.ptr<7>, i32) -> !llvm.ptr<7>, i64
// CHECK-NEXT: nvvm.mbarrier.arrive %[[AT1]] : !llvm.ptr<7>
// CHECK: llvm.return
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @multicast(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %i: index, %p: i32) attributes {kernel, optimization_hints = {sm_90 = {num_cta_in_cga = 2 : i64}}} {
  %ring = nv_tileaa.local_alloc : tensor<2x64x128xf16, #shared>
  %full = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32, cluster} : !nv_tileaa.mbarriers<2>
  %empty = nv_tileaa.alloc_mbarriers {arrivals = 256 : i32, cluster} : !nv_tileaa.mbarriers<2>
  %c0 = arith.constant 0 : index
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x128xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %c0], %ring[%i], %full[%i] {multicast_ctas = 2 : i32} : tensor<2x64x128xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.wait_mbarrier %full[%i], %p : !nv_tileaa.mbarriers<2>
  nv_tileaa.arrive_mbarrier %empty[%i] {cluster_ctas = 2 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.release_tensor_map %tm
  nv_tileaa.return
}
}
