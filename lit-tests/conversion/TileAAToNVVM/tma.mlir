// The TMA ops lowered (TMAPatterns.cpp). make_tensor_map: warp 0 zeroes the 128-byte object in shared memory,
// lane 0 checks the extents fit TMA (else a trap: a call would make ptxas serialize wgmma), claims a slot (a clear bit of its SM's claim word, by
// atomic or), sets every field with tensormap.replace (rank 2 written as 1, the box of one 128-byte swizzle panel:
// 64 x 64 f16, elemtype 6 = f16, swizzle_mode 3 = 128B), the warp copies it to the slot with
// tensormap.cp_fenceproxy and acquires it. A 64x128 tile is two panels: two TMA copies 8192 bytes apart, the second
// 64 columns further, after one arrive.expect_tx of the whole tile's 16384 bytes. The wait tests the parity, then
// the CTA meets (sync_cta). alloc_mbarriers: thread 0 initializes each barrier, then a CTA barrier;
// invalidate_mbarriers: a CTA barrier, then thread 0 invalidates each. release_tensor_map clears the slot's bit.
// RUN: tile-opt %s --split-input-file --convert-tileaa-to-nvvm=num-warps=4 | FileCheck %s

// CHECK: llvm.mlir.global internal @__tileaa_mbarriers_{{[0-9]+}}() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
// CHECK: llvm.mlir.global internal @__tileaa_tensor_map_staging_0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i8>
// CHECK: llvm.mlir.global internal @__tileaa_tensor_map_claims_0() {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<160 x i32>
// CHECK: llvm.mlir.global internal @__tileaa_tensor_maps_0() {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<655360 x i8>
// CHECK-LABEL: llvm.func @copies(
// CHECK: %[[STAGING:.*]] = llvm.mlir.addressof @__tileaa_tensor_map_staging_0
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK: nvvm.bar.warp.sync
// CHECK: llvm.icmp "ugt" %{{.*}}, %{{.*}} : i64
// CHECK: llvm.intr.trap
// CHECK: nvvm.read.ptx.sreg.smid
// CHECK: scf.while
// CHECK: llvm.atomicrmw _or
// CHECK: llvm.atomicrmw _or
// CHECK: "llvm.intr.cttz"
// CHECK: "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "l,l" %[[STAGING]]
// CHECK: "tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 1;", "l" %[[STAGING]]
// CHECK: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 1, $1;"
// CHECK-NOT: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 2, $1;"
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;"
// CHECK: "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;"
// CHECK-NOT: "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;"
// CHECK: "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [$0], 1, $1;"
// CHECK-NOT: "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [$0], 2, $1;"
// CHECK: "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [$0], 6;"
// CHECK: "tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [$0], 0;"
// CHECK: "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 3;"
// CHECK: "tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [$0], 0;"
// CHECK: nvvm.shfl.sync idx
// CHECK: "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,l"
// CHECK: %[[MAP:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<1> to !llvm.ptr
// CHECK: nvvm.fence.proxy.acquire <gpu> %[[MAP]]
// CHECK: nvvm.mbarrier.init %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK: nvvm.mbarrier.init %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK: nvvm.barrier0
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(16384 : i32) : i32
// CHECK: nvvm.mbarrier.arrive.expect_tx %[[BAR:.*]], %[[BYTES]] : !llvm.ptr<3>, i32
// CHECK: %[[DST0:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST0]], %{{.*}}, %[[BAR]], box[%[[COL:.*]], %[[ROW:.*]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK: llvm.mlir.constant(8192 : i32) : i32
// CHECK: %[[DST1:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK: %[[SIXTYFOUR:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: %[[COL1:.*]] = llvm.add %[[COL]], %[[SIXTYFOUR]] : i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST1]], %{{.*}}, %[[BAR]], box[%[[COL1]], %[[ROW]]]
// CHECK: nvvm.mbarrier.try_wait.parity %{{.*}}, %arg2, %{{.*}} : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.mbarrier.inval
// CHECK: nvvm.mbarrier.inval
// CHECK: llvm.atomicrmw _and %{{.*}}, %{{.*}} release
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @copies(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %i: index, %p: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x128xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  %ring = nv_tileaa.local_alloc : tensor<2x64x128xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %c0], %ring[%c1], %bars[%c1] : tensor<2x64x128xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.wait_mbarrier %bars[%c1], %p {sync_cta} : !nv_tileaa.mbarriers<2>
  nv_tileaa.invalidate_mbarriers %bars : !nv_tileaa.mbarriers<2>
  nv_tileaa.release_tensor_map %tm
  nv_tileaa.return
}
}

// -----

// A batched operand's map (a rank-3 memref {base, n0, n1, n2, s0, s1, s2}): rank 3 written as 2; TMA's dimension
// d is the memref's 2 - d, so extents n2, n1, n0, byte strides s1 * 2 and s0 * 2, box 64 x 64 x 1; each check of
// an extent or stride against TMA's limits; the copy's box coordinates reversed (column, row, batch).
// CHECK-LABEL: llvm.func @batched(
// CHECK-DAG: %[[N0:.*]] = llvm.extractvalue %[[M:.*]][1] : !llvm.struct<(ptr<1>, i64, i64, i64, i64, i64, i64)>
// CHECK-DAG: %[[N1:.*]] = llvm.extractvalue %[[M]][2]
// CHECK-DAG: %[[N2:.*]] = llvm.extractvalue %[[M]][3]
// CHECK-DAG: %[[S0:.*]] = llvm.extractvalue %[[M]][4]
// CHECK-DAG: %[[S1:.*]] = llvm.extractvalue %[[M]][5]
// CHECK-COUNT-3: llvm.icmp "ugt" %{{.*}}, %{{.*}} : i64
// CHECK: %[[B1:.*]] = llvm.mul %[[S1]], %{{.*}} : i64
// CHECK: llvm.icmp "ugt" %[[B1]]
// CHECK: %[[B0:.*]] = llvm.mul %[[S0]], %{{.*}} : i64
// CHECK: llvm.icmp "ugt" %[[B0]]
// CHECK: "tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 2;"
// CHECK: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 1, $1;"
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 2, $1;", "l,r" %{{.*}}, %[[ONE]]
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;"
// CHECK-NEXT: %[[D2:.*]] = llvm.trunc %[[N0]] : i64 to i32
// CHECK-NEXT: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "l,r" %{{.*}}, %[[D2]]
// CHECK-NEXT: "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "l,l" %{{.*}}, %[[B1]]
// CHECK-NEXT: "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "l,l" %{{.*}}, %[[B0]]
// CHECK: "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [$0], 2, $1;"
// CHECK: %[[COL:.*]] = llvm.trunc %arg3 : i64 to i32
// CHECK-NEXT: %[[ROW:.*]] = llvm.trunc %arg2 : i64 to i32
// CHECK-NEXT: %[[BATCH:.*]] = llvm.trunc %arg1 : i64 to i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%[[COL]], %[[ROW]], %[[BATCH]]]
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @batched(%m: !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, %z: index, %i: index, %k: index, %p: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x64xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> !nv_tileaa.tensor_map
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.async_tma_copy_global_to_local %tm[%z, %i, %k], %ring[%c0], %bars[%c0] : tensor<2x64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.wait_mbarrier %bars[%c0], %p {sync_cta} : !nv_tileaa.mbarriers<2>
  nv_tileaa.invalidate_mbarriers %bars : !nv_tileaa.mbarriers<2>
  nv_tileaa.release_tensor_map %tm
  nv_tileaa.return
}
}
