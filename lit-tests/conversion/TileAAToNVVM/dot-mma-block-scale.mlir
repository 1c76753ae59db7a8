// Block-scaled dots on sm_120's mma.sync (MX-FP8): each K step of 32 loads,
// for each row block, the ue8m0 byte of row (lane / 4) + 8 * (lane % 2) of
// the warp's 16 rows and, for each column block, that of column lane / 4
// of its 8, from the unswizzled shared scale tiles, zero-extended to b32,
// then inline PTX mma.sync.m16n8k32.kind::mxf8f6f4.block_scale.scale_vec::1X
// with selectors {0, 0} (lanes 4g and 4g + 1 supply A's rows g and g + 8,
// lane 4g B's column g). Refused, naming the op: another target, scale
// factors in registers, f4 operands.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: llvm.func @mx_fp8(
// CHECK: %[[SA:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: %[[SA32:.*]] = llvm.zext %[[SA]] : i8 to i32
// CHECK: %[[SB:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: %[[SB32:.*]] = llvm.zext %[[SB]] : i8 to i32
// CHECK: nvvm.ldmatrix
// CHECK: llvm.inline_asm "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e5m2.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r" {{.*}}, %[[SA32]], %[[SB32]] : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-3: mxf8f6f4.block_scale
// CHECK-NOT: mxf8f6f4.block_scale
// CHECK: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
#sb = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
#sf = #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_120a"} {
nv_tileaa.func @mx_fp8(%a: tensor<32x64xf8E4M3FN, #sa>, %b: tensor<64x32xf8E5M2, #sb>, %c: tensor<32x32xf32, #mma>, %sfa: tensor<32x2xf8E8M0FNU, #sf>, %sfb: tensor<2x32xf8E8M0FNU, #sf>) -> tensor<32x32xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c scales(%sfa, %sfb) : tensor<32x64xf8E4M3FN, #sa>, tensor<64x32xf8E5M2, #sb>, tensor<32x32xf32, #mma>, tensor<32x2xf8E8M0FNU, #sf>, tensor<2x32xf8E8M0FNU, #sf> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
}

// -----

#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
#sb = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
#sf = #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_103a"} {
nv_tileaa.func @sm103(%a: tensor<32x64xf8E4M3FN, #sa>, %b: tensor<64x32xf8E4M3FN, #sb>, %c: tensor<32x32xf32, #mma>, %sfa: tensor<32x2xf8E8M0FNU, #sf>, %sfb: tensor<2x32xf8E8M0FNU, #sf>) -> tensor<32x32xf32, #mma> {
  // expected-error @below {{'nv_tileaa.dot' op with scale factors and an mma version-2 accumulator is lowered on sm_120's and sm_121's mma.sync.kind::mxf8f6f4.block_scale only, the target is sm_103}}
  %d = nv_tileaa.dot %a, %b, %c scales(%sfa, %sfb) : tensor<32x64xf8E4M3FN, #sa>, tensor<64x32xf8E4M3FN, #sb>, tensor<32x32xf32, #mma>, tensor<32x2xf8E8M0FNU, #sf>, tensor<2x32xf8E8M0FNU, #sf> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
}

// -----

#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
#sb = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
#sf = #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
module attributes {nv_tileaa.target = "sm_120a"} {
nv_tileaa.func @scales_in_registers(%a: tensor<32x64xf8E4M3FN, #sa>, %b: tensor<64x32xf8E4M3FN, #sb>, %c: tensor<32x32xf32, #mma>, %sfa: tensor<32x2xf8E8M0FNU, #blocked>, %sfb: tensor<2x32xf8E8M0FNU, #sf>) -> tensor<32x32xf32, #mma> {
  // expected-error @below {{'nv_tileaa.dot' op with scale factors on mma.sync.kind::mxf8f6f4.block_scale needs them in shared memory, got 'tensor<32x2xf8E8M0FNU, #nv_tileaa.blocked<}}
  %d = nv_tileaa.dot %a, %b, %c scales(%sfa, %sfb) : tensor<32x64xf8E4M3FN, #sa>, tensor<64x32xf8E4M3FN, #sb>, tensor<32x32xf32, #mma>, tensor<32x2xf8E8M0FNU, #blocked>, tensor<2x32xf8E8M0FNU, #sf> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
}

// -----

#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [1, 0]>
#sb = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
#sf = #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_120a"} {
nv_tileaa.func @mx_fp4(%a: tensor<32x32xf4E2M1FN, #sa>, %b: tensor<32x32xf4E2M1FN, #sb>, %c: tensor<32x32xf32, #mma>, %sfa: tensor<32x1xf8E8M0FNU, #sf>, %sfb: tensor<1x32xf8E8M0FNU, #sf>) -> tensor<32x32xf32, #mma> {
  // expected-error @below {{'nv_tileaa.dot' op with scale factors and an mma accumulator on 'f4E2M1FN' x 'f4E2M1FN' operands: mma.sync.kind::mxf8f6f4.block_scale is lowered for f8E4M3FN / f8E5M2 operands only}}
  %d = nv_tileaa.dot %a, %b, %c scales(%sfa, %sfb) : tensor<32x32xf4E2M1FN, #sa>, tensor<32x32xf4E2M1FN, #sb>, tensor<32x32xf32, #mma>, tensor<32x1xf8E8M0FNU, #sf>, tensor<1x32xf8E8M0FNU, #sf> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
}
