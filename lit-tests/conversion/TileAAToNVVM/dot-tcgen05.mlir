// A dot with a version-5 mma accumulator lowers to tcgen05.mma: every thread stores its row of the accumulator
// into tensor memory (tcgen05.st .32x32b), the staged operands' writes are fenced for the async proxy, a CTA barrier
// between tcgen05 fences, thread 0 issues one mma per K step (shared memory descriptors of the swizzled tiles) and
// commits them to the mbarrier, every thread waits on it (its own parity word) and loads its row back.
// RUN: tile-opt --convert-tileaa-to-nvvm %s | FileCheck %s
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#shared8 = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
#sharedK = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [0, 1]>
// The dots' words: the mbarrier, the tensor-memory address, 128 parities.
// CHECK: llvm.mlir.global internal @__tileaa_tcgen05() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<528 x i8>
// CHECK-LABEL: llvm.func @gemm
// Thread t of warp w: lane 32 (w % 4) + t (lane field << 16), its warpgroup's columns.
// CHECK: %[[TMEM:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[MINE:.*]] = llvm.add %[[TMEM]], %{{.*}} : i32
// CHECK: %[[ROW:.*]] = llvm.inttoptr %[[MINE]] : i32 to !llvm.ptr<6>
// CHECK-NEXT: nvvm.tcgen05.st %[[ROW]], %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<128xi32>
// CHECK-NEXT: nvvm.tcgen05.wait <store>
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// Instruction descriptor: D f32 (1 << 4), f16 x f16, B N-major (1 << 16), N / 8 = 16 (<< 17), M / 16 = 8 (<< 24).
// Descriptors' high word: SBO 1024 (64), the fixed 0b001 (1 << 14), 128-byte swizzle (2 << 29).
// CHECK: scf.if
// CHECK-DAG: llvm.mlir.constant(136380432 : i32)
// CHECK-DAG: llvm.mlir.constant(4611756662049472512 : i64)
// CHECK-COUNT-4: nvvm.tcgen05.mma %{{.*}} {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
// CHECK-NEXT: nvvm.tcgen05.commit
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: llvm.xor
// CHECK: llvm.store
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// CHECK: nvvm.tcgen05.ld %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<128xi32>
// CHECK: nvvm.tcgen05.wait <load>
nv_tileaa.func @gemm(%a: tensor<128x64xf16, #shared>, %b: tensor<64x128xf16, #shared>, %c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %d : tensor<128x128xf32, #mma>
}

// A zero accumulator is not stored: the first K step ignores tensor memory (enable_input_d false), the rest
// accumulate. i8: D s32 (2 << 4), A s8 (1 << 7), B u8 (0), both K-major, K 32 per instruction.
// CHECK-LABEL: llvm.func @zero_i8
// CHECK-NOT: nvvm.tcgen05.st
// CHECK: llvm.mlir.constant(136315040 : i32)
// CHECK: %[[FIRST:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: nvvm.tcgen05.mma %{{.*}}, %[[FIRST]] {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<i8>}
// CHECK: %[[MORE:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: nvvm.tcgen05.mma %{{.*}}, %[[MORE]] {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<i8>}
// CHECK-NOT: nvvm.tcgen05.mma
// CHECK: nvvm.tcgen05.commit
// CHECK: nvvm.tcgen05.ld
nv_tileaa.func @zero_i8(%a: tensor<128x64xi8, #shared8>, %b: tensor<64x128xi8, #sharedK>) -> tensor<128x128xi32, #mma> {
  %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
  %d = nv_tileaa.dot %a, %b, %zero {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>} : tensor<128x64xi8, #shared8>, tensor<64x128xi8, #sharedK>, tensor<128x128xi32, #mma> -> tensor<128x128xi32, #mma>
  nv_tileaa.return %d : tensor<128x128xi32, #mma>
}

// 64 rows: each thread's row is 16 (w % 4) + t % 16, of the right column half for t >= 16; per K step one m64n32
// instruction per half, the right half's D at lane 16 (16 << 16 = 1048576) of the same 32 columns.
// Instruction descriptor: f32 (1 << 4), B N-major (1 << 16), N / 8 = 4 (<< 17), M / 16 = 4 (<< 24).
// CHECK-LABEL: llvm.func @rows64
// CHECK: nvvm.tcgen05.st %{{.*}} : vector<32xi32>
// CHECK: scf.if
// CHECK: llvm.mlir.constant(67698704 : i32)
// CHECK-COUNT-2: nvvm.tcgen05.mma
// CHECK: llvm.mlir.constant(1048576 : i32)
// CHECK-COUNT-2: nvvm.tcgen05.mma
// CHECK-NEXT: nvvm.tcgen05.commit
// CHECK: nvvm.tcgen05.ld %{{.*}} : vector<32xi32>
#mma64 = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#shared64 = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @rows64(%a: tensor<64x32xf16, #shared64>, %b: tensor<32x64xf16, #shared>, %c: tensor<64x64xf32, #mma64>) -> tensor<64x64xf32, #mma64> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16, #shared64>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma64> -> tensor<64x64xf32, #mma64>
  nv_tileaa.return %d : tensor<64x64xf32, #mma64>
}

// Each kernel of the module allocates the columns (a power of two of at least 32) at its entry, where thread 0 makes
// the mbarrier and every thread zeroes its parity, and gives them back before it returns.
// CHECK-LABEL: llvm.func @kernel
// CHECK: %[[WORDS:.*]] = llvm.mlir.addressof @__tileaa_tcgen05
// CHECK: scf.if
// CHECK: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK: scf.if
// CHECK: nvvm.mbarrier.init %[[WORDS]]
// CHECK: scf.if
// CHECK: llvm.store
// CHECK: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// CHECK: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// CHECK: scf.if
// CHECK: %[[COLUMNS:.*]] = llvm.mlir.constant(128 : i32)
// CHECK: nvvm.tcgen05.dealloc %{{.*}}, %[[COLUMNS]] : !llvm.ptr<6>, i32
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit
// CHECK: llvm.return
nv_tileaa.func @kernel() attributes {kernel} {
  nv_tileaa.return
}
