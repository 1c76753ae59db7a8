// tileaa-decompose-scaled-dots on sm_120 and sm_121: a block's f4E2M1FN dot
// stays on f4 where sm_120's mma.sync.m16n8k32.kind::f8f6f4 can compute it
// (K = 32 or more per scale block, M >= 16, N >= 8, powers of two, not
// batched); otherwise f4 widens to f16 as on other targets, and the remark
// says why. MX-FP8 dots stay whole for mma.sync.kind::mxf8f6f4.block_scale
// (tileaa-accelerate-matmul) where it computes them; the others are
// decomposed with the reason.
// RUN: tile-opt %s --tileaa-decompose-scaled-dots=remarks -split-input-file -verify-diagnostics | FileCheck %s

// MX-FP4: two blocks of K = 32 on f4.
module attributes {nv_tileaa.target = "sm_120a"} {
  // CHECK-LABEL: nv_tileaa.func @mx_fp4(
  // CHECK-NOT: nv_tileaa.fp_to_fp %{{.*}}xf4E2M1FN>
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf4E2M1FN>, tensor<32x32xf4E2M1FN>, tensor<64x32xf32> -> tensor<64x32xf32>
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf4E2M1FN>, tensor<32x32xf4E2M1FN>, tensor<64x32xf32> -> tensor<64x32xf32>
  // CHECK-NOT: nv_tileaa.dot
  nv_tileaa.func @mx_fp4(%a: tensor<64x64xf4E2M1FN>, %b: tensor<64x32xf4E2M1FN>, %c: tensor<64x32xf32>, %sa: tensor<64x2xf8E8M0FNU>, %sb: tensor<2x32xf8E8M0FNU>) -> tensor<64x32xf32> {
    // expected-remark @below {{block-scaled dot decomposed (not on tcgen05.mma.block_scale: sm_120 has no tcgen05.mma (sm_100, sm_103 and sm_110 have it); not on mma.sync.kind::mxf8f6f4.block_scale: only MX-FP8 (f8E4M3FN / f8E5M2 operands) is lowered on it): 2 dots of K = 32 on 'f4E2M1FN' operands, the scales applied to each block's f32 sum (f4 kept for mma.sync.m16n8k32.kind::f8f6f4)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<64x64xf4E2M1FN>, tensor<64x32xf4E2M1FN>, tensor<64x32xf32>, tensor<64x2xf8E8M0FNU>, tensor<2x32xf8E8M0FNU> -> tensor<64x32xf32>
    nv_tileaa.return %d : tensor<64x32xf32>
  }
}

// -----

// sm_121 too; one block.
module attributes {nv_tileaa.target = "sm_121"} {
  // CHECK-LABEL: nv_tileaa.func @mx_fp4_sm121(
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x32xf4E2M1FN>, tensor<32x8xf4E2M1FN>, tensor<16x8xf32> -> tensor<16x8xf32>
  nv_tileaa.func @mx_fp4_sm121(%a: tensor<16x32xf4E2M1FN>, %b: tensor<32x8xf4E2M1FN>, %c: tensor<16x8xf32>, %sa: tensor<16x1xf8E8M0FNU>, %sb: tensor<1x8xf8E8M0FNU>) -> tensor<16x8xf32> {
    // expected-remark @below {{1 dot of K = 32 on 'f4E2M1FN' operands, the scales applied to each block's f32 sum (f4 kept for mma.sync.m16n8k32.kind::f8f6f4)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<16x32xf4E2M1FN>, tensor<32x8xf4E2M1FN>, tensor<16x8xf32>, tensor<16x1xf8E8M0FNU>, tensor<1x8xf8E8M0FNU> -> tensor<16x8xf32>
    nv_tileaa.return %d : tensor<16x8xf32>
  }
}

// -----

// NV-FP4's blocks of K = 16 are below one instruction's K: f16.
module attributes {nv_tileaa.target = "sm_120"} {
  // CHECK-LABEL: nv_tileaa.func @nv_fp4(
  // CHECK: nv_tileaa.fp_to_fp %{{.*}} : tensor<32x16xf4E2M1FN> -> tensor<32x16xf16>
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x16xf16>, tensor<16x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  nv_tileaa.func @nv_fp4(%a: tensor<32x32xf4E2M1FN>, %b: tensor<32x32xf4E2M1FN>, %c: tensor<32x32xf32>, %sa: tensor<32x2xf8E4M3FN>, %sb: tensor<2x32xf8E4M3FN>) -> tensor<32x32xf32> {
    // expected-remark @below {{2 dots of K = 16 on 'f16' operands, the scales applied to each block's f32 sum (f4 widened, not on mma.sync.kind::f8f6f4: a block's dot is smaller than one mma.sync.m16n8k32 (scale blocks of K = 16))}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<32x32xf4E2M1FN>, tensor<32x32xf4E2M1FN>, tensor<32x32xf32>, tensor<32x2xf8E4M3FN>, tensor<2x32xf8E4M3FN> -> tensor<32x32xf32>
    nv_tileaa.return %d : tensor<32x32xf32>
  }
}

// -----

// Fewer than 16 rows, and a batched dot: f16.
module attributes {nv_tileaa.target = "sm_120a"} {
  // CHECK-LABEL: nv_tileaa.func @short(
  // CHECK: tensor<8x32xf16>
  nv_tileaa.func @short(%a: tensor<8x32xf4E2M1FN>, %b: tensor<32x8xf4E2M1FN>, %c: tensor<8x8xf32>, %sa: tensor<8x1xf8E8M0FNU>, %sb: tensor<1x8xf8E8M0FNU>) -> tensor<8x8xf32> {
    // expected-remark @below {{(f4 widened, not on mma.sync.kind::f8f6f4: a block's dot is smaller than one mma.sync.m16n8k32 (scale blocks of K = 32))}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<8x32xf4E2M1FN>, tensor<32x8xf4E2M1FN>, tensor<8x8xf32>, tensor<8x1xf8E8M0FNU>, tensor<1x8xf8E8M0FNU> -> tensor<8x8xf32>
    nv_tileaa.return %d : tensor<8x8xf32>
  }
  // CHECK-LABEL: nv_tileaa.func @batched(
  // CHECK: tensor<2x32x32xf16>
  nv_tileaa.func @batched(%a: tensor<2x32x32xf4E2M1FN>, %b: tensor<2x32x32xf4E2M1FN>, %c: tensor<2x32x32xf32>, %sa: tensor<2x32x1xf8E8M0FNU>, %sb: tensor<2x1x32xf8E8M0FNU>) -> tensor<2x32x32xf32> {
    // expected-remark @below {{(f4 widened, not on mma.sync.kind::f8f6f4: a batched dot)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<2x32x32xf4E2M1FN>, tensor<2x32x32xf4E2M1FN>, tensor<2x32x32xf32>, tensor<2x32x1xf8E8M0FNU>, tensor<2x1x32xf8E8M0FNU> -> tensor<2x32x32xf32>
    nv_tileaa.return %d : tensor<2x32x32xf32>
  }
}

// -----

// MX-FP8 on sm_120: left whole for mma.sync.kind::mxf8f6f4.block_scale.
module attributes {nv_tileaa.target = "sm_120a"} {
  // CHECK-LABEL: nv_tileaa.func @mx_fp8(
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}}) : tensor<32x64xf8E4M3FN>, tensor<64x32xf8E5M2>
  // CHECK-NOT: nv_tileaa.dot
  nv_tileaa.func @mx_fp8(%a: tensor<32x64xf8E4M3FN>, %b: tensor<64x32xf8E5M2>, %c: tensor<32x32xf32>, %sa: tensor<32x2xf8E8M0FNU>, %sb: tensor<2x32xf8E8M0FNU>) -> tensor<32x32xf32> {
    // expected-remark @below {{block-scaled dot left for mma.sync.kind::mxf8f6f4.block_scale (tileaa-accelerate-matmul)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<32x64xf8E4M3FN>, tensor<64x32xf8E5M2>, tensor<32x32xf32>, tensor<32x2xf8E8M0FNU>, tensor<2x32xf8E8M0FNU> -> tensor<32x32xf32>
    nv_tileaa.return %d : tensor<32x32xf32>
  }
}

// -----

// MX-FP8 that mma.sync.m16n8k32 cannot take whole: decomposed, the remark
// says why (fewer than 16 rows; a batched dot).
module attributes {nv_tileaa.target = "sm_121"} {
  // CHECK-LABEL: nv_tileaa.func @mx_fp8_short(
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x32xf8E4M3FN>
  nv_tileaa.func @mx_fp8_short(%a: tensor<8x32xf8E4M3FN>, %b: tensor<32x8xf8E4M3FN>, %c: tensor<8x8xf32>, %sa: tensor<8x1xf8E8M0FNU>, %sb: tensor<1x8xf8E8M0FNU>) -> tensor<8x8xf32> {
    // expected-remark @below {{block-scaled dot decomposed (not on tcgen05.mma.block_scale: sm_121 has no tcgen05.mma (sm_100, sm_103 and sm_110 have it); not on mma.sync.kind::mxf8f6f4.block_scale: the tile is smaller than one mma.sync.m16n8k32): 1 dot of K = 32 on 'f8E4M3FN' operands}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<8x32xf8E4M3FN>, tensor<32x8xf8E4M3FN>, tensor<8x8xf32>, tensor<8x1xf8E8M0FNU>, tensor<1x8xf8E8M0FNU> -> tensor<8x8xf32>
    nv_tileaa.return %d : tensor<8x8xf32>
  }
  nv_tileaa.func @mx_fp8_batched(%a: tensor<2x32x32xf8E5M2>, %b: tensor<2x32x32xf8E5M2>, %c: tensor<2x32x32xf32>, %sa: tensor<2x32x1xf8E8M0FNU>, %sb: tensor<2x1x32xf8E8M0FNU>) -> tensor<2x32x32xf32> {
    // expected-remark @below {{; not on mma.sync.kind::mxf8f6f4.block_scale: a batched dot): 1 dot of K = 32}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<2x32x32xf8E5M2>, tensor<2x32x32xf8E5M2>, tensor<2x32x32xf32>, tensor<2x32x1xf8E8M0FNU>, tensor<2x1x32xf8E8M0FNU> -> tensor<2x32x32xf32>
    nv_tileaa.return %d : tensor<2x32x32xf32>
  }
}
