// tileaa-accelerate-matmul=remarks=1 on sm_90: wgmma's shape and instructions per warpgroup, or why a dot stays on
// mma.sync.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=remarks=1 -verify-diagnostics

module attributes {nv_tileaa.target = "sm_90"} {
// 128x128x64: 2 row blocks x 1 column block x 4 K steps.
nv_tileaa.func @gemm(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  // expected-remark @below {{dot on tensor cores: wgmma.mma_async.m64n128k16 'f16' -> 'f32', 1 warpgroup(s), 8 instructions per warpgroup, operands from swizzled shared memory through matrix descriptors}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}

nv_tileaa.func @rows(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  // expected-remark @below {{dot stays on mma.sync (not wgmma): M = 32 is not a multiple of 64 rows per warpgroup (1 warpgroups)}}
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16 'f16' -> 'f32', warps 2x2, 4 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  nv_tileaa.return %d : tensor<32x32xf32>
}

nv_tileaa.func @narrow_n(%a: tensor<64x16xf16>, %b: tensor<16x8xf16>, %c: tensor<64x8xf32>) -> tensor<64x8xf32> {
  // expected-remark @below {{dot stays on mma.sync (not wgmma): N = 8 is narrower than wgmma's 32-byte swizzle}}
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16 'f16' -> 'f32', warps 4x1, 1 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x16xf16>, tensor<16x8xf16>, tensor<64x8xf32> -> tensor<64x8xf32>
  nv_tileaa.return %d : tensor<64x8xf32>
}
}
