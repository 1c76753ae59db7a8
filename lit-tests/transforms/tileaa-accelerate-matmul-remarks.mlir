// tileaa-accelerate-matmul=remarks=1 says, per dot, what went on tensor cores (instruction, types, warps,
// mma.sync instructions per warp) or why it stays on the FMA loop; without remarks=1 it says nothing.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=remarks=1 -verify-diagnostics
// RUN: sed -e "s/expected-remark/remark/" %s | tile-opt --split-input-file --tileaa-accelerate-matmul 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: remark:
// QUIET: nv_tileaa.func @gemm
// QUIET-NOT: remark:

// 128x128x64 on 2x2 warps: (128 / 32) x (128 / 16) tiles of 16x8, 64 / 16 K steps each: 128 instructions.
nv_tileaa.func @gemm(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16 'f16' -> 'f32', warps 2x2, 128 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}

// 64x32x32 bf16: 2 x 2 tiles, 2 K steps.
nv_tileaa.func @bf16(%a: tensor<64x32xbf16>, %b: tensor<32x32xbf16>, %c: tensor<64x32xf32>) -> tensor<64x32xf32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16 'bf16' -> 'f32', warps 2x2, 8 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x32xbf16>, tensor<64x32xf32> -> tensor<64x32xf32>
  nv_tileaa.return %d : tensor<64x32xf32>
}

// f16 accumulator; a tall tile: 256x16 on 4x1 warps, 4 x 2 tiles, 1 K step.
nv_tileaa.func @f16_acc(%a: tensor<256x16xf16>, %b: tensor<16x16xf16>, %c: tensor<256x16xf16>) -> tensor<256x16xf16> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16 'f16' -> 'f16', warps 4x1, 8 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<256x16xf16>, tensor<16x16xf16>, tensor<256x16xf16> -> tensor<256x16xf16>
  nv_tileaa.return %d : tensor<256x16xf16>
}

// tf32: m16n8k8, 32x32x16 on 2x2 warps: 1 x 2 tiles, 2 K steps.
nv_tileaa.func @tf32(%a: tensor<32x16xtf32>, %b: tensor<16x32xtf32>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k8 'tf32' -> 'f32', warps 2x2, 4 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x16xtf32>, tensor<16x32xtf32>, tensor<32x32xf32> -> tensor<32x32xf32>
  nv_tileaa.return %d : tensor<32x32xf32>
}

// i8: m16n8k32; 64x128x64 on 1x4 warps: 4 x 4 tiles, 2 K steps. A tile smaller than the warps' still counts one.
nv_tileaa.func @i8(%a: tensor<64x64xi8>, %b: tensor<64x128xi8>, %c: tensor<64x128xi32>) -> tensor<64x128xi32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32 'i8' -> 'i32', warps 1x4, 32 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>}
      : tensor<64x64xi8>, tensor<64x128xi8>, tensor<64x128xi32> -> tensor<64x128xi32>
  nv_tileaa.return %d : tensor<64x128xi32>
}

nv_tileaa.func @i8_small(%a: tensor<16x32xi8>, %b: tensor<32x16xi8>, %c: tensor<16x16xi32>) -> tensor<16x16xi32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32 'i8' -> 'i32', warps 2x2, 1 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>}
      : tensor<16x32xi8>, tensor<32x16xi8>, tensor<16x16xi32> -> tensor<16x16xi32>
  nv_tileaa.return %d : tensor<16x16xi32>
}

// -----

nv_tileaa.func @f32(%a: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): mma.sync has no f32 form that keeps the dot's precision (tf32 operands take tensor cores)}}
  %d = nv_tileaa.dot %a, %a, %c : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}

nv_tileaa.func @f8(%a: tensor<16x32xf8E4M3FN>, %b: tensor<32x16xf8E5M2>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): mma.sync takes f8 operands on sm_89 and later, and the module names no nv_tileaa.target}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x32xf8E4M3FN>, tensor<32x16xf8E5M2>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}

nv_tileaa.func @f64(%a: tensor<16x16xf64>) -> tensor<16x16xf64> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): mma.sync has no f64 (m16n8) form that keeps the dot's precision (tf32 operands take tensor cores)}}
  %d = nv_tileaa.dot %a, %a, %a : tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64> -> tensor<16x16xf64>
  nv_tileaa.return %d : tensor<16x16xf64>
}

// tf32 needs K of at least 8 (m16n8k8), i8 at least 32 (m16n8k32).
nv_tileaa.func @tf32_k4(%a: tensor<16x4xtf32>, %b: tensor<4x8xtf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): the tile is smaller than one mma.sync.m16n8k8}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x4xtf32>, tensor<4x8xtf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  nv_tileaa.return %d : tensor<16x8xf32>
}

nv_tileaa.func @i8_k16(%a: tensor<16x16xi8>, %b: tensor<16x8xi8>, %c: tensor<16x8xi32>) -> tensor<16x8xi32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): the tile is smaller than one mma.sync.m16n8k32}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>}
      : tensor<16x16xi8>, tensor<16x8xi8>, tensor<16x8xi32> -> tensor<16x8xi32>
  nv_tileaa.return %d : tensor<16x8xi32>
}

nv_tileaa.func @batched(%a: tensor<2x16x16xf16>, %c: tensor<2x16x16xf32>) -> tensor<2x16x16xf32> {
  // expected-remark @below {{batched dot: 2 dots, one per batch}}
  // expected-remark @below {{batch 0: dot on tensor cores: mma.sync.m16n8k16 'f16' -> 'f32', warps 2x2, 1 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  // expected-remark @below {{batch 1: dot on tensor cores: mma.sync.m16n8k16 'f16' -> 'f32', warps 2x2, 1 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %a, %c : tensor<2x16x16xf16>, tensor<2x16x16xf16>, tensor<2x16x16xf32> -> tensor<2x16x16xf32>
  nv_tileaa.return %d : tensor<2x16x16xf32>
}

nv_tileaa.func @many_batches(%a: tensor<16x16x16xf16>, %c: tensor<16x16x16xf32>) -> tensor<16x16x16xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): a batched dot of more than 8 batches (each batch is extracted through shared memory)}}
  %d = nv_tileaa.dot %a, %a, %c : tensor<16x16x16xf16>, tensor<16x16x16xf16>, tensor<16x16x16xf32> -> tensor<16x16x16xf32>
  nv_tileaa.return %d : tensor<16x16x16xf32>
}

nv_tileaa.func @not_power_of_two(%a: tensor<48x16xf16>, %b: tensor<16x16xf16>, %c: tensor<48x16xf32>) -> tensor<48x16xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): extents that are not powers of two}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<48x16xf16>, tensor<16x16xf16>, tensor<48x16xf32> -> tensor<48x16xf32>
  nv_tileaa.return %d : tensor<48x16xf32>
}

nv_tileaa.func @m8(%a: tensor<8x16xf16>, %b: tensor<16x16xf16>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): the tile is smaller than one mma.sync.m16n8k16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<8x16xf16>, tensor<16x16xf16>, tensor<8x16xf32> -> tensor<8x16xf32>
  nv_tileaa.return %d : tensor<8x16xf32>
}

nv_tileaa.func @n4(%a: tensor<16x16xf16>, %b: tensor<16x4xf16>, %c: tensor<16x4xf32>) -> tensor<16x4xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): the tile is smaller than one mma.sync.m16n8k16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x4xf16>, tensor<16x4xf32> -> tensor<16x4xf32>
  nv_tileaa.return %d : tensor<16x4xf32>
}

nv_tileaa.func @k8(%a: tensor<16x8xf16>, %b: tensor<8x16xf16>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): the tile is smaller than one mma.sync.m16n8k16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x8xf16>, tensor<8x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}

// A dot whose layouts are already chosen (a second run of the pass) is left as it is.
nv_tileaa.func @chosen(%a: tensor<16x16xf16, #nv_tileaa.shared<vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0]>>,
                       %c: tensor<16x16xf32, #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>>)
    -> tensor<16x16xf32, #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): its operands already have layouts}}
  %d = nv_tileaa.dot %a, %a, %c : tensor<16x16xf16, #nv_tileaa.shared<vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0]>>,
                                  tensor<16x16xf16, #nv_tileaa.shared<vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0]>>,
                                  tensor<16x16xf32, #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>>
                               -> tensor<16x16xf32, #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>>
  nv_tileaa.return %d : tensor<16x16xf32, #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>>
}

// -----

// A block-scaled (MX-FP8) dot goes on tcgen05.mma.block_scale (tileaa-accelerate-matmul-sm100-scaled.mlir).
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @scaled(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>,
                         %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) -> tensor<128x128xf32> {
    // expected-remark @below {{block-scaled dot on tensor cores: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale m128n128k32 'f8E4M3FN' x 'f8E4M3FN' -> f32, ue8m0 scale factors per 32 of K (scale_vec::1X), 2 instructions issued by one thread, the accumulator in 128 tensor-memory columns from column 0, the scale factors in 8 columns after the tiles (tcgen05.st)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>,
        tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return %d : tensor<128x128xf32>
  }
}

// -----

// f8 operands on a target before sm_89 (Ampere has no e4m3/e5m2 mma).
module attributes {nv_tileaa.target = "sm_86"} {
nv_tileaa.func @f8_ampere(%a: tensor<16x32xf8E4M3FN>, %b: tensor<32x16xf8E4M3FN>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-remark @below {{dot stays on the FMA loop (no tensor cores): mma.sync takes f8 operands on sm_89 and later, the target is sm_86}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x32xf8E4M3FN>, tensor<32x16xf8E4M3FN>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}
}

// -----

// On sm_89 they take tensor cores: mma.sync.m16n8k32, any mix of e4m3 and e5m2.
module attributes {nv_tileaa.target = "sm_89"} {
nv_tileaa.func @f8_ada(%a: tensor<16x32xf8E4M3FN>, %b: tensor<32x16xf8E5M2>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32 'f8E4M3FN' -> 'f32', warps 2x2, 1 instructions per warp, operands through swizzled shared memory with ldmatrix}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x32xf8E4M3FN>, tensor<32x16xf8E5M2>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}
}
