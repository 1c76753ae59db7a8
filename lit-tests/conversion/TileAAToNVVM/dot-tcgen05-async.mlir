// A loop's asynchronous tcgen05 dot (is_async, tileaa-pipeline's warp-specialized GEMM on sm_100): only thread 0
// waits for the slot's copies (wait_mbarrier issuer_only) and issues the instructions, with no CTA barrier, commit or
// wait of its own; commit_dots makes thread 0's tcgen05.commit arrive on the slot's empty barrier; the dot_wait after
// the loop has thread 0 commit to the kernel's tensor-core mbarrier and every thread wait for it before the
// accumulator is read. The zeros stored into tensor memory before the loop are fenced and met on (tcgen05 fences
// around a barrier), since the issuing thread meets nobody later.
// RUN: tile-opt --convert-tileaa-to-nvvm %s --split-input-file --verify-diagnostics | FileCheck %s
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: llvm.func @async
// CHECK: nvvm.tcgen05.st
// CHECK-NEXT: nvvm.tcgen05.wait <store>
// CHECK-NEXT: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// CHECK: scf.for
// CHECK: %[[T0:.*]] = llvm.icmp "eq" %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: scf.if %[[T0]] {
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK-NEXT: }
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: nvvm.tcgen05.fence
// CHECK: scf.if
// CHECK-COUNT-4: nvvm.tcgen05.mma
// CHECK-NOT: nvvm.tcgen05.commit
// CHECK: }
// CHECK-NOT: nvvm.mbarrier.try_wait.parity
// CHECK: scf.if
// CHECK-NEXT: nvvm.tcgen05.commit %{{.*}} : !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK-NOT: nvvm.mbarrier.try_wait.parity
// CHECK: scf.yield
// CHECK: scf.if
// CHECK-NEXT: nvvm.tcgen05.commit %{{.*}} : !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.tcgen05.fence <after>
// CHECK: nvvm.tcgen05.ld
nv_tileaa.func @async(%c: tensor<128x128xf32, #mma>, %n: index) -> tensor<128x128xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0 : i32
  %ra = nv_tileaa.local_alloc : tensor<3x128x64xf16, #shared>
  %rb = nv_tileaa.local_alloc : tensor<3x64x128xf16, #shared>
  %full = nv_tileaa.alloc_mbarriers {arrivals = 2 : i32} : !nv_tileaa.mbarriers<3>
  %empty = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<3>
  %init = nv_tileaa.convert_layout %c : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #tmem>) {
    nv_tileaa.wait_mbarrier %full[%c0], %p {issuer_only} : !nv_tileaa.mbarriers<3>
    %a = nv_tileaa.local_slice %ra[%c0] : tensor<3x128x64xf16, #shared> -> tensor<128x64xf16, #shared>
    %b = nv_tileaa.local_slice %rb[%c0] : tensor<3x64x128xf16, #shared> -> tensor<64x128xf16, #shared>
    %d = nv_tileaa.dot %a, %b, %acc {is_async} : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #tmem>
    nv_tileaa.commit_dots %empty[%c0] : !nv_tileaa.mbarriers<3>
    scf.yield %d : tensor<128x128xf32, #tmem>
  }
  %w = nv_tileaa.dot_wait %r {pending = 0 : i32} : tensor<128x128xf32, #tmem>
  %out = nv_tileaa.convert_layout %w : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %out : tensor<128x128xf32, #mma>
}

// -----

// Operands the threads staged (not TMA) would need the CTA to meet before the tensor cores read them.
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @staged(%a: tensor<128x64xf16, #shared>, %b: tensor<64x128xf16, #shared>, %acc: tensor<128x128xf32, #tmem>) -> tensor<128x128xf32, #tmem> {
  // expected-error @below {{is_async on tcgen05 needs its accumulator in tensor memory and operands only TMA wrote}}
  %d = nv_tileaa.dot %a, %b, %acc {is_async} : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #tmem>
  nv_tileaa.return %d : tensor<128x128xf32, #tmem>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
nv_tileaa.func @pending(%acc: tensor<128x128xf32, #tmem>) -> tensor<128x128xf32, #tmem> {
  // expected-error @below {{on a tile in tensor memory (dots on tcgen05) waits for every dot: pending must be 0, got 1}}
  %w = nv_tileaa.dot_wait %acc {pending = 1 : i32} : tensor<128x128xf32, #tmem>
  nv_tileaa.return %w : tensor<128x128xf32, #tmem>
}
