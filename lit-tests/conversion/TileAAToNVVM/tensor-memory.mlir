// Tiles in tensor memory (#nv_tileaa.tensor_memory): the tile is its tensor-memory address (the kernel's allocation
// plus its column), a loop carries that i32; converting into tensor memory stores each thread's row (tcgen05.st
// .32x32b), out of it loads the row back (tcgen05.ld); a dot accumulating there stores and loads nothing, its
// instructions' D is the tile's address. A zero that only dots read is not stored: the first K step ignores D.
// RUN: tile-opt --convert-tileaa-to-nvvm %s --split-input-file | FileCheck %s
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 128, mma = #mma>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: llvm.func @carried
// CHECK: %[[BASE:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[COLUMN:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: %[[TILE:.*]] = llvm.add %[[BASE]], %[[COLUMN]] : i32
// CHECK: nvvm.tcgen05.st %{{.*}} : vector<128xi32>
// CHECK-NEXT: nvvm.tcgen05.wait <store>
// CHECK: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[TILE]]) -> (i32)
// CHECK-NOT: nvvm.tcgen05.st
// CHECK-NOT: nvvm.tcgen05.ld
// CHECK: scf.if
// CHECK: llvm.add %[[ACC]], %{{.*}} : i32
// CHECK-COUNT-4: nvvm.tcgen05.mma
// CHECK: nvvm.tcgen05.commit
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK-NOT: nvvm.tcgen05.ld
// CHECK: scf.yield %[[ACC]] : i32
// CHECK: nvvm.tcgen05.ld %{{.*}} : vector<128xi32>
// CHECK: nvvm.tcgen05.wait <load>
nv_tileaa.func @carried(%a: tensor<128x64xf16, #shared>, %b: tensor<64x128xf16, #shared>, %c: tensor<128x128xf32, #mma>, %n: index) -> tensor<128x128xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = nv_tileaa.convert_layout %c : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #tmem>) {
    %d = nv_tileaa.dot %a, %b, %acc : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #tmem>
    scf.yield %d : tensor<128x128xf32, #tmem>
  }
  %out = nv_tileaa.convert_layout %r : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %out : tensor<128x128xf32, #mma>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: llvm.func @zero
// CHECK-NOT: nvvm.tcgen05.st
// CHECK: %[[FIRST:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: nvvm.tcgen05.mma %{{.*}}, %[[FIRST]]
// CHECK: nvvm.tcgen05.ld
nv_tileaa.func @zero(%a: tensor<128x64xf16, #shared>, %b: tensor<64x128xf16, #shared>) -> tensor<128x128xf32, #mma> {
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %in = nv_tileaa.convert_layout %zero : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
  %d = nv_tileaa.dot %a, %b, %in : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #tmem>
  %out = nv_tileaa.convert_layout %d : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %out : tensor<128x128xf32, #mma>
}
