// The TMA ops round-trip: tensor maps, mbarriers, copies, waits and stores, in custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#staged = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @copies(
// CHECK: %[[TM:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
// CHECK: %[[RING:.*]] = nv_tileaa.local_alloc : tensor<3x128x64xf16, #shared>
// CHECK: %[[BARS:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<3>
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[TM]][%{{.*}}, %{{.*}}], %[[RING]][%{{.*}}], %[[BARS]][%{{.*}}] : tensor<3x128x64xf16, #shared>, !nv_tileaa.mbarriers<3>
// CHECK: nv_tileaa.wait_mbarrier %[[BARS]][%{{.*}}], %{{.*}} {sync_cta} : !nv_tileaa.mbarriers<3>
// CHECK: nv_tileaa.wait_mbarrier %[[BARS]][%{{.*}}], %{{.*}} : !nv_tileaa.mbarriers<3>
// CHECK: nv_tileaa.invalidate_mbarriers %[[BARS]] : !nv_tileaa.mbarriers<3>
// CHECK: nv_tileaa.release_tensor_map %[[TM]]
// CHECK: %[[OUT:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<64x128xf32, #shared1>}
// CHECK: nv_tileaa.tma_store %[[OUT]][%{{.*}}, %{{.*}}], %{{.*}} : tensor<64x128xf32>
nv_tileaa.func @copies(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %i: index, %p: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, %v: tensor<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  %ring = nv_tileaa.local_alloc : tensor<3x128x64xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<3>
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %c0], %ring[%c0], %bars[%c0] : tensor<3x128x64xf16, #shared>, !nv_tileaa.mbarriers<3>
  nv_tileaa.wait_mbarrier %bars[%c0], %p {sync_cta} : !nv_tileaa.mbarriers<3>
  nv_tileaa.wait_mbarrier %bars[%c0], %p : !nv_tileaa.mbarriers<3>
  nv_tileaa.invalidate_mbarriers %bars : !nv_tileaa.mbarriers<3>
  nv_tileaa.release_tensor_map %tm
  %out = nv_tileaa.make_tensor_map %o {tile = tensor<64x128xf32, #staged>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.tma_store %out[%i, %c0], %v : tensor<64x128xf32>
  nv_tileaa.release_tensor_map %out
  nv_tileaa.return
}

// A batched operand: a rank-3 memref's map copies the tile of its last two dimensions at one index per
// dimension; a cp.async copy of a 1x64x64 tile fills a 64x64 slot.
// CHECK-LABEL: nv_tileaa.func @batched(
// CHECK: %[[TM:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<64x64xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> !nv_tileaa.tensor_map
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[TM]][%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] : tensor<2x64x64xf16, #shared>
// CHECK: nv_tileaa.tma_store %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} : tensor<64x128xf32>
// CHECK: nv_tileaa.async_copy_global_to_local %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}] {tile = tensor<1x64x64xf16, #blocked>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, tensor<2x64x64xf16, #shared>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
nv_tileaa.func @batched(%m: !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, %o: !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>, %i: index, %v: tensor<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x64xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> !nv_tileaa.tensor_map
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %c0, %c0], %ring[%c0], %bars[%c0] : tensor<2x64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  %out = nv_tileaa.make_tensor_map %o {tile = tensor<64x128xf32, #staged>} : !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.tma_store %out[%i, %c0, %c0], %v : tensor<64x128xf32>
  nv_tileaa.async_copy_global_to_local %m[%i, %c0, %c0], %ring[%c0] {tile = tensor<1x64x64xf16, #blocked>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, tensor<2x64x64xf16, #shared>
  nv_tileaa.return
}

// Warp specialization: producer warps' region, slot releases.
// CHECK-LABEL: nv_tileaa.func @specialized(
// CHECK: %[[EMPTY:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 128 : i32} : !nv_tileaa.mbarriers<2>
// CHECK-NEXT: nv_tileaa.warp_specialize consumer_warps = 8 producer_warps = 4 registers(40, 232) {
// CHECK-NEXT: nv_tileaa.wait_mbarrier %[[EMPTY]]
// CHECK-NEXT: }
// CHECK-NEXT: nv_tileaa.arrive_mbarrier %[[EMPTY]][%{{.*}}] : !nv_tileaa.mbarriers<2>
// CHECK-LABEL: nv_tileaa.func @specialized_plain(
// CHECK-NEXT: nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
nv_tileaa.func @specialized(%i: index, %p: i32) attributes {kernel} {
  %empty = nv_tileaa.alloc_mbarriers {arrivals = 128 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.warp_specialize consumer_warps = 8 producer_warps = 4 registers(40, 232) {
    nv_tileaa.wait_mbarrier %empty[%i], %p : !nv_tileaa.mbarriers<2>
  }
  nv_tileaa.arrive_mbarrier %empty[%i] : !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}
nv_tileaa.func @specialized_plain() attributes {kernel} {
  nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
  }
  nv_tileaa.return
}
