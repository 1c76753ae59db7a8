// convert-tileaa-to-nvvm: a shared scratch buffer above 48 KiB (the most a
// static one may have) is dynamic shared memory: an external zero-sized
// addrspace(3) array, its kernel recording the bytes its launch must supply.
// Up to 48 KiB the buffer stays static and the kernel records nothing.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s

// 128x128 f32: 64 KiB.
// CHECK: llvm.mlir.global external @__tileaa_smem_permute_64k() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @permute_64k(
// CHECK-SAME: attributes {dynamic_shared_bytes = 65536 : i32, nvvm.kernel,
// CHECK: llvm.mlir.addressof @__tileaa_smem_permute_64k : !llvm.ptr<3>
// The kernel's first staging at its top level: no barrier before the writes.
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} : !llvm.ptr<3> -> f32
nv_tileaa.func @permute_64k(%x: tensor<128x128xf32>) attributes {kernel} {
  %p = nv_tileaa.permute %x [1, 0] : tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return
}

// -----

// A (32 KiB) and B (16 KiB) together: exactly 48 KiB, still static.
// CHECK: llvm.mlir.global internal @__tileaa_smem_dot_48k() {{.*}} : !llvm.array<49152 x i8>
// CHECK-LABEL: llvm.func @dot_48k(
// CHECK-SAME: attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
nv_tileaa.func @dot_48k(%a: tensor<128x128xf16>, %b: tensor<128x64xf16>, %c: tensor<128x64xf32>) attributes {kernel} {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x128xf16>, tensor<128x64xf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  nv_tileaa.return
}

// -----

// Each kernel is sized alone: a permute of 128 KiB on sm_90 (up to 227 KiB),
// next to a kernel staging 4 KiB.
// CHECK-DAG: llvm.mlir.global external @__tileaa_smem_permute_128k() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-DAG: llvm.mlir.global internal @__tileaa_smem_small() {{.*}} : !llvm.array<4096 x i8>
// CHECK-LABEL: llvm.func @permute_128k(
// CHECK-SAME: attributes {dynamic_shared_bytes = 131072 : i32, nvvm.kernel,
// CHECK-LABEL: llvm.func @small(
// CHECK-SAME: attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
module attributes {nv_tileaa.target = "sm_90"} {
  nv_tileaa.func @permute_128k(%x: tensor<128x256xf32>) attributes {kernel} {
    %p = nv_tileaa.permute %x [1, 0] : tensor<128x256xf32> -> tensor<256x128xf32>
    nv_tileaa.return
  }
  nv_tileaa.func @small(%x: tensor<32x32xf32>) attributes {kernel} {
    %p = nv_tileaa.permute %x [1, 0] : tensor<32x32xf32> -> tensor<32x32xf32>
    nv_tileaa.return
  }
}
