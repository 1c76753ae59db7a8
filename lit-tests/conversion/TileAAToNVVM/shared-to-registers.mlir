// A shared tile read into registers (a TMA ring's slot tileaa-pipeline reads back into a load's layout):
// each thread loads its contiguous registers along the lines as one vector of up to 16 bytes, at the swizzled
// index of its first element: 8x128 f32 with 128-byte swizzle into [1, 4] per thread is two 16-byte loads, the
// second 4 lines down.
// RUN: tile-opt %s --convert-tileaa-to-nvvm=num-warps=4 | FileCheck %s

// CHECK-LABEL: llvm.func @rows(
// CHECK-NOT: llvm.load
// CHECK: llvm.xor
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-COUNT-4: llvm.extractelement
// CHECK-NOT: -> f32
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
// CHECK: llvm.return
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#sw = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @rows(%p: !nv_tileaa.ptr<f32, 1>) attributes {kernel} {
  %ring = nv_tileaa.local_alloc : tensor<2x8x128xf32, #sw>
  %c1 = arith.constant 1 : index
  %s = nv_tileaa.local_slice %ring[%c1] : tensor<2x8x128xf32, #sw> -> tensor<8x128xf32, #sw>
  %r = nv_tileaa.convert_layout %s : tensor<8x128xf32, #sw> -> tensor<8x128xf32, #blocked>
  %t = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<8x128xf32, strides=[128,1], 1>
  %c0 = arith.constant 0 : index
  %k = nv_tileaa.tiled_store %t[%c0, %c0], %r : !nv_tileaa.memref<8x128xf32, strides=[128,1], 1>, tensor<8x128xf32, #blocked>
  nv_tileaa.return
}
}
