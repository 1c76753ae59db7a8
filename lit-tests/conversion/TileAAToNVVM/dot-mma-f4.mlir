// f4E2M1FN operands (sm_120's mma.sync.m16n8k32.kind::f8f6f4, which the NVVM dialect and LLVM 22's intrinsics cannot
// name): staged a byte per element like f8, read with ldmatrix as f8 is, each byte's e2m1 code moved from bits 3..0
// to bits 5..2 (the instruction's byte container), then inline PTX with the f32 accumulators. f4 in a dot_op layout,
// or on the FMA loop, is refused.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: llvm.func @fp4(
// CHECK: nvvm.ldmatrix
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(252645135 : i32) : i32
// CHECK: %[[LOW:.*]] = llvm.and %{{.*}}, %[[MASK]] : i32
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: llvm.shl %[[LOW]], %[[TWO]] : i32
// CHECK: llvm.inline_asm "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" {{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [1, 0]>
#sb = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
module attributes {nv_tileaa.target = "sm_120a"} {
nv_tileaa.func @fp4(%a: tensor<32x32xf4E2M1FN, #sa>, %b: tensor<32x32xf4E2M1FN, #sb>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf4E2M1FN, #sa>, tensor<32x32xf4E2M1FN, #sb>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
}

// -----

#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 4>
#sb = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
module attributes {nv_tileaa.target = "sm_120a"} {
nv_tileaa.func @fp4_registers(%a: tensor<32x32xf4E2M1FN, #dota>, %b: tensor<32x32xf4E2M1FN, #sb>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  // expected-error @below {{'nv_tileaa.dot' op operand A 'tensor<32x32xf4E2M1FN, #nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>, kWidth = 4>>': f4E2M1FN operands are read from shared memory only (not dot_op layouts)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf4E2M1FN, #dota>, tensor<32x32xf4E2M1FN, #sb>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
}

// -----

module attributes {nv_tileaa.target = "sm_120a"} {
nv_tileaa.func @fp4_fma(%a: tensor<16x16xf4E2M1FN>, %b: tensor<16x8xf4E2M1FN>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @below {{'nv_tileaa.dot' op on 'f4E2M1FN' operands is not supported by convert-tileaa-to-nvvm yet}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf4E2M1FN>, tensor<16x8xf4E2M1FN>, tensor<16x8xf32> -> tensor<16x8xf32>
  nv_tileaa.return %d : tensor<16x8xf32>
}
}
