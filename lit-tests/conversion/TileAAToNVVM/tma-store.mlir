// tma_store lowered (TMAPatterns.cpp): the threads write their registers into the kernel's scratch, aligned to
// 1024 bytes (a 128-byte swizzle pattern's start), as the map's tile lays it out (an mma accumulator's pairs of f32
// at 8-byte stores), fence them for the async proxy and meet; thread 0 starts one store per 128-byte panel
// (128 x 32 f32: 16384 bytes apart, 32 columns further each), closes the bulk group and waits until it has been
// read. A second store first meets the CTA (the scratch may still be read by the first).
// RUN: tile-opt %s --convert-tileaa-to-nvvm=num-warps=4 | FileCheck %s

// CHECK: llvm.mlir.global external @__tileaa_smem_epilogue() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @epilogue(
// CHECK-SAME: dynamic_shared_bytes = 65536 : i32
// CHECK: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 3;"
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[SCRATCH:.*]] = llvm.mlir.addressof @__tileaa_smem_epilogue
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[COL:.*]] = llvm.trunc %arg2 : i64 to i32
// CHECK-NEXT: %[[ROW:.*]] = llvm.trunc %arg1 : i64 to i32
// CHECK: scf.if
// CHECK: %[[SRC0:.*]] = llvm.getelementptr inbounds %[[SCRATCH]][%{{.*}}]
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %[[MAP:.*]], %[[SRC0]], box[%[[COL]], %[[ROW]]]
// CHECK-NEXT: llvm.mlir.constant(16384 : i32)
// CHECK-NEXT: %[[SRC1:.*]] = llvm.getelementptr inbounds %[[SCRATCH]]
// CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %[[COL1:.*]] = llvm.add %[[COL]], %[[C32]] : i32
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %[[MAP]], %[[SRC1]], box[%[[COL1]], %[[ROW]]]
// CHECK-COUNT-2: nvvm.cp.async.bulk.tensor.global.shared.cta %[[MAP]]
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT: }
// CHECK-NOT: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.store
// CHECK: nvvm.fence.proxy
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 128]>
#shared = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @epilogue(%m: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, %i: index, %j: index, %acc: tensor<128x128xf32, #mma>) attributes {kernel} {
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x128xf32, #shared>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.tma_store %tm[%i, %j], %acc : tensor<128x128xf32, #mma>
  nv_tileaa.tma_store %tm[%i, %i], %acc : tensor<128x128xf32, #mma>
  nv_tileaa.release_tensor_map %tm
  nv_tileaa.return
}
}
