// tileaa-accelerate-matmul=remarks=1 on sm_120/sm_121: an f4E2M1FN dot (a
// block-scaled dot's scale block, see tileaa-decompose-scaled-dots) takes
// mma.sync.m16n8k32 (kind::f8f6f4), its operands staged a byte per element
// like f8's; a tile smaller than one instruction stays on the FMA loop. An
// MX-FP8 block-scaled dot takes mma.sync.m16n8k32.kind::mxf8f6f4.block_scale
// whole: a version-2 accumulator, its operands staged as f8's, its scale
// factors in unswizzled shared tiles.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=remarks=1 -verify-diagnostics | FileCheck %s

module attributes {nv_tileaa.target = "sm_120a"} {
// CHECK-DAG: #[[SB:.*]] = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
// CHECK-DAG: #[[SA:.*]] = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @fp4(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf4E2M1FN, #[[SA]]>, tensor<32x64xf4E2M1FN, #[[SB]]>, tensor<64x64xf32, #mma>
nv_tileaa.func @fp4(%a: tensor<64x32xf4E2M1FN>, %b: tensor<32x64xf4E2M1FN>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32 'f4E2M1FN' -> 'f32', warps 2x2, 8 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf4E2M1FN>, tensor<32x64xf4E2M1FN>, tensor<64x64xf32> -> tensor<64x64xf32>
  nv_tileaa.return %d : tensor<64x64xf32>
}

nv_tileaa.func @fp4_short_k(%a: tensor<16x16xf4E2M1FN>, %b: tensor<16x8xf4E2M1FN>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): the tile is smaller than one mma.sync.m16n8k32}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf4E2M1FN>, tensor<16x8xf4E2M1FN>, tensor<16x8xf32> -> tensor<16x8xf32>
  nv_tileaa.return %d : tensor<16x8xf32>
}
}

// -----

module attributes {nv_tileaa.target = "sm_121"} {
nv_tileaa.func @fp4_sm121(%a: tensor<16x32xf4E2M1FN>, %b: tensor<32x8xf4E2M1FN>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32 'f4E2M1FN' -> 'f32', warps}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x32xf4E2M1FN>, tensor<32x8xf4E2M1FN>, tensor<16x8xf32> -> tensor<16x8xf32>
  nv_tileaa.return %d : tensor<16x8xf32>
}
}

// -----

module attributes {nv_tileaa.target = "sm_120a"} {
// CHECK-DAG: #[[SF:.*]] = #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @mx_fp8(
// CHECK-DAG: nv_tileaa.convert_layout %{{.*}} : tensor<32x2xf8E8M0FNU> -> tensor<32x2xf8E8M0FNU, #[[SF]]>
// CHECK-DAG: nv_tileaa.convert_layout %{{.*}} : tensor<2x32xf8E8M0FNU> -> tensor<2x32xf8E8M0FNU, #[[SF]]>
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}}) : tensor<32x64xf8E4M3FN, #{{.*}}>, tensor<64x32xf8E4M3FN, #{{.*}}>, tensor<32x32xf32, #mma>, tensor<32x2xf8E8M0FNU, #[[SF]]>, tensor<2x32xf8E8M0FNU, #[[SF]]>
nv_tileaa.func @mx_fp8(%a: tensor<32x64xf8E4M3FN>, %b: tensor<64x32xf8E4M3FN>, %c: tensor<32x32xf32>, %sa: tensor<32x2xf8E8M0FNU>, %sb: tensor<2x32xf8E8M0FNU>) -> tensor<32x32xf32> {
  // expected-remark @below {{block-scaled dot on tensor cores: mma.sync.m16n8k32.kind::mxf8f6f4.block_scale.scale_vec::1X 'f8E4M3FN' x 'f8E4M3FN' -> f32, warps 2x2, 4 instructions per warp, operands through swizzled shared memory with ldmatrix, each instruction's ue8m0 scale bytes loaded from shared memory by the lanes its {byte-id, thread-id} selectors name}}
  %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<32x64xf8E4M3FN>, tensor<64x32xf8E4M3FN>, tensor<32x32xf32>, tensor<32x2xf8E8M0FNU>, tensor<2x32xf8E8M0FNU> -> tensor<32x32xf32>
  nv_tileaa.return %d : tensor<32x32xf32>
}
}
