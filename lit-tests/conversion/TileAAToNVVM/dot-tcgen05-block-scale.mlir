// A block-scaled MX-FP8 dot with its accumulator in tensor memory lowers to tcgen05.mma.block_scale
// (.kind::mxf8f6f4, scale_vec::1X): warps 0-3 store the scale factors into the columns after the tiles with
// tcgen05.st .32x32b, a byte per K block, four blocks to a column (A's 128 rows in 4 columns, B's 64 columns in 2),
// each warp in its 32-lane partition; after the fences and the CTA barrier thread 0 issues one mma per K step of 32,
// the scale factor IDs (instruction descriptor bits 4-5 and 29-30) picking the step's byte, and commits.
// RUN: tile-opt --convert-tileaa-to-nvvm %s | FileCheck %s
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]>
#sharedB = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [0, 1]>
#sfa = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
#sfb = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
// CHECK-LABEL: llvm.func @mx_fp8
// The accumulator goes into tensor memory first (columns 0-63).
// CHECK: nvvm.tcgen05.st %{{.*}} : vector<64xi32>
// CHECK: %[[TMEM:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: %[[WRITER:.*]] = llvm.icmp "ult" %[[TID]], %[[C128]] : i32
// CHECK-NEXT: scf.if %[[WRITER]] {
// Warp w < 4 writes lane 32 w (w << 21) on; the word of rows t, bytes: blocks 0-3 (registers 0-3), lowest first.
// CHECK: %[[MINE:.*]] = llvm.add %[[TMEM]], %{{.*}} : i32
// CHECK: llvm.extractvalue %arg3[0]
// CHECK: llvm.extractvalue %arg3[1]
// CHECK: llvm.mlir.constant(8 : i32)
// CHECK: llvm.extractvalue %arg3[3]
// CHECK: llvm.mlir.constant(24 : i32)
// CHECK: %[[WORD:.*]] = llvm.or
// CHECK-NEXT: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[COLA:.*]] = llvm.add %[[MINE]], %[[C64]] : i32
// CHECK-NEXT: %[[PA:.*]] = llvm.inttoptr %[[COLA]] : i32 to !llvm.ptr<6>
// CHECK-NEXT: nvvm.tcgen05.st %[[PA]], %[[WORD]] {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
// A's other rows in columns 65-67, B's columns in 68-69.
// CHECK-COUNT-3: nvvm.tcgen05.st %{{.*}} : i32
// CHECK: llvm.mlir.constant(68 : i32)
// CHECK-COUNT-2: nvvm.tcgen05.st %{{.*}} : i32
// CHECK-NEXT: nvvm.tcgen05.wait <store>
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// Instruction descriptors: A e4m3 (0), B e5m2 (1 << 10), N / 8 = 8 (<< 17), ue8m0 (1 << 23), M / 128 = 1 (<< 27),
// and the scale factor ID s (s << 4 | s << 29) of K step s; the scale factors at columns 64 (A) and 68 (B).
// CHECK: scf.if
// CHECK: llvm.mlir.constant(143655936 : i32)
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale %{{.*}} {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
// CHECK: llvm.mlir.constant(680526864 : i32)
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale
// CHECK: llvm.mlir.constant(1217397792 : i32)
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale
// CHECK: llvm.mlir.constant(1754268720 : i32)
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale
// CHECK-NEXT: nvvm.tcgen05.commit
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.tcgen05.ld %{{.*}} : vector<64xi32>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @mx_fp8(%a: tensor<128x128xf8E4M3FN, #sharedA>, %b: tensor<128x64xf8E5M2, #sharedB>, %c: tensor<128x64xf32, #mma>, %sa: tensor<128x4xf8E8M0FNU, #sfa>, %sb: tensor<4x64xf8E8M0FNU, #sfb>) -> tensor<128x64xf32, #mma> {
    %t = nv_tileaa.convert_layout %c : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #tmem>
    %d = nv_tileaa.dot %a, %b, %t scales(%sa, %sb) : tensor<128x128xf8E4M3FN, #sharedA>, tensor<128x64xf8E5M2, #sharedB>, tensor<128x64xf32, #tmem>, tensor<128x4xf8E8M0FNU, #sfa>, tensor<4x64xf8E8M0FNU, #sfb> -> tensor<128x64xf32, #tmem>
    %r = nv_tileaa.convert_layout %d : tensor<128x64xf32, #tmem> -> tensor<128x64xf32, #mma>
    nv_tileaa.return %r : tensor<128x64xf32, #mma>
  }
}
