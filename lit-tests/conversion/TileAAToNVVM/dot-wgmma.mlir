// A dot with a version-3 mma accumulator lowers to wgmma.mma_async: the operands' writes ordered for the async
// proxy, wgmma.fence, one instruction per (row block, K step) with the descriptors of the shared tiles (128-byte
// swizzle: SBO 1024 bytes; B N-major: LBO = K lines x 128 bytes between its 64-wide panels), one commit group,
// waited for at once.
// RUN: tile-opt --convert-tileaa-to-nvvm %s | FileCheck %s
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: llvm.func @gemm
// Each descriptor is a low word (start address / 16, LBO / 16 << 16) and a constant high word (SBO / 16, the
// swizzle << 30) shifted up: SBO 1024 (64), 128-byte swizzle (1) = 4611686293305294848.
// A: LBO 16 bytes (unused: 1 << 16 = 65536); B: LBO 64 x 128 = 8192 bytes (512 << 16 = 33554432).
// CHECK-DAG: llvm.mlir.constant(65536 : i32)
// CHECK-DAG: llvm.mlir.constant(33554432 : i32)
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK: llvm.mlir.constant(4611686293305294848 : i64)
// CHECK-COUNT-8: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
nv_tileaa.func @gemm(%a: tensor<128x64xf16, #shared>, %b: tensor<64x128xf16, #shared>, %c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %d : tensor<128x128xf32, #mma>
}

// An is_async dot is not waited for (a dot_wait is: wgmma.wait_group with its pending count); with use_c, each
// 64-row block's first K step takes scale-d from the flag (inline PTX: the op's scale-d is a constant).
// CHECK-LABEL: llvm.func @async
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: %[[FLAG:.*]] = llvm.zext %{{.*}} : i1 to i32
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, $64, $65, p, 1, 1, 0, 1;\0A}", "{{.*}}" %{{.*}}, %{{.*}}, %[[FLAG]],
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}, D[<f32>, <one>]
// CHECK: llvm.inline_asm has_side_effects
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}, D[<f32>, <one>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-NOT: nvvm.wgmma
// CHECK: llvm.return
nv_tileaa.func @async(%a: tensor<128x64xf16, #shared>, %b: tensor<64x128xf16, #shared>, %c: tensor<128x128xf32, #mma>, %first: i1) -> tensor<128x128xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c use_c(%first) {is_async} : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
  %w = nv_tileaa.dot_wait %d {pending = 1 : i32} : tensor<128x128xf32, #mma>
  nv_tileaa.return %w : tensor<128x128xf32, #mma>
}

// Operands in slots of rings that only TMA writes need no fence.proxy.async (TMA writes in the async proxy; the
// slot's mbarrier made them visible); the descriptor of a slot is the ring's (loop-invariant) plus the slot's
// offset / 16.
// CHECK-LABEL: llvm.func @from_tma
// CHECK-COUNT-2: nvvm.fence.proxy.acquire
// CHECK-NOT: nvvm.fence.proxy
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-8: nvvm.wgmma.mma_async
nv_tileaa.func @from_tma(%ma: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %mb: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %i: index, %c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  %ta = nv_tileaa.make_tensor_map %ma {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  %tb = nv_tileaa.make_tensor_map %mb {tile = tensor<64x128xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  %ra = nv_tileaa.local_alloc : tensor<2x128x64xf16, #shared>
  %rb = nv_tileaa.local_alloc : tensor<2x64x128xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.async_tma_copy_global_to_local %ta[%i, %i], %ra[%i], %bars[%i] : tensor<2x128x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.async_tma_copy_global_to_local %tb[%i, %i], %rb[%i], %bars[%i] : tensor<2x64x128xf16, #shared>, !nv_tileaa.mbarriers<2>
  %a = nv_tileaa.local_slice %ra[%i] : tensor<2x128x64xf16, #shared> -> tensor<128x64xf16, #shared>
  %b = nv_tileaa.local_slice %rb[%i] : tensor<2x64x128xf16, #shared> -> tensor<64x128xf16, #shared>
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %d : tensor<128x128xf32, #mma>
}
