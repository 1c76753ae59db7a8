// Only a kernel's top level runs once: a device function's staging keeps its leading barrier, since every call
// reuses the same scratch (dropping it raced a call's writes with the previous call's reads).
// RUN: tile-opt %s --convert-tileaa-to-nvvm | FileCheck %s
// CHECK-LABEL: llvm.func @helper(
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-4: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
#b4 = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
nv_tileaa.func @helper(%x: tensor<512xf32, #b4>) -> tensor<512xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<512xf32, #b4> -> tensor<512xf32>
  nv_tileaa.return %a : tensor<512xf32>
}
nv_tileaa.func @k(%x: tensor<512xf32, #b4>, %m: !nv_tileaa.memref<?xf32, strides=[1], 1>, %n: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = nv_tileaa.call @helper(%x) : (tensor<512xf32, #b4>) -> tensor<512xf32>
    %o = arith.muli %i, %c512 : index
    %t = nv_tileaa.tiled_store %m[%o], %r : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<512xf32>
  }
  nv_tileaa.return
}
