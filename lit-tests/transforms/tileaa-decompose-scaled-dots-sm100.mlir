// tileaa-decompose-scaled-dots on sm_100: an MX-FP8 dot that tcgen05.mma.block_scale computes (128-row blocks,
// N of 16 or more, blocks of 32, accumulator and scale factors within tensor memory) is left as it is, for
// tileaa-accelerate-matmul; the others are decomposed, the remark saying why.
// RUN: tile-opt %s --tileaa-decompose-scaled-dots=remarks -split-input-file -verify-diagnostics | FileCheck %s

module attributes {nv_tileaa.target = "sm_100a"} {
  // CHECK-LABEL: nv_tileaa.func @mx_fp8_kept(
  // CHECK-NEXT: nv_tileaa.dot %arg0, %arg1, %arg2 scales(%arg3, %arg4)
  // CHECK-NEXT: nv_tileaa.return
  nv_tileaa.func @mx_fp8_kept(%a: tensor<128x128xf8E4M3FN>, %b: tensor<128x64xf8E5M2>, %c: tensor<128x64xf32>, %sa: tensor<128x4xf8E8M0FNU>, %sb: tensor<4x64xf8E8M0FNU>) -> tensor<128x64xf32> {
    // expected-remark @below {{block-scaled dot left for tcgen05.mma.block_scale (tileaa-accelerate-matmul)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x128xf8E4M3FN>, tensor<128x64xf8E5M2>, tensor<128x64xf32>, tensor<128x4xf8E8M0FNU>, tensor<4x64xf8E8M0FNU> -> tensor<128x64xf32>
    nv_tileaa.return %d : tensor<128x64xf32>
  }
}

// -----

// f4 operands (NV-FP4 here, MX-FP4 alike): decomposed, f4 widened to f16.
module attributes {nv_tileaa.target = "sm_100a"} {
  // CHECK-LABEL: nv_tileaa.func @nv_fp4(
  // CHECK-COUNT-2: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x16xf16>, tensor<16x64xf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  // CHECK-NOT: scales(
  nv_tileaa.func @nv_fp4(%a: tensor<128x32xf4E2M1FN>, %b: tensor<32x64xf4E2M1FN>, %c: tensor<128x64xf32>, %sa: tensor<128x2xf8E4M3FN>, %sb: tensor<2x64xf8E4M3FN>) -> tensor<128x64xf32> {
    // expected-remark @below {{block-scaled dot decomposed (not on tcgen05.mma.block_scale: f4E2M1FN operands are staged a byte to an element, and tcgen05.mma.block_scale reads them packed): 2 dots of K = 16 on 'f16' operands}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x32xf4E2M1FN>, tensor<32x64xf4E2M1FN>, tensor<128x64xf32>, tensor<128x2xf8E4M3FN>, tensor<2x64xf8E4M3FN> -> tensor<128x64xf32>
    nv_tileaa.return %d : tensor<128x64xf32>
  }
}

// -----

module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @narrow_n(%a: tensor<128x32xf8E4M3FN>, %b: tensor<32x8xf8E4M3FN>, %c: tensor<128x8xf32>, %sa: tensor<128x1xf8E8M0FNU>, %sb: tensor<1x8xf8E8M0FNU>) -> tensor<128x8xf32> {
    // expected-remark @below {{block-scaled dot decomposed (not on tcgen05.mma.block_scale: N = 8 is below 16): 1 dot of K = 32}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x32xf8E4M3FN>, tensor<32x8xf8E4M3FN>, tensor<128x8xf32>, tensor<128x1xf8E8M0FNU>, tensor<1x8xf8E8M0FNU> -> tensor<128x8xf32>
    nv_tileaa.return %d : tensor<128x8xf32>
  }
}

// -----

// 256 accumulator columns twice over (M = 512) and the scale factors: more than tensor memory's 512.
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @too_many_columns(%a: tensor<512x32xf8E4M3FN>, %b: tensor<32x256xf8E4M3FN>, %c: tensor<512x256xf32>, %sa: tensor<512x1xf8E8M0FNU>, %sb: tensor<1x256xf8E8M0FNU>) -> tensor<512x256xf32> {
    // expected-remark @below {{(not on tcgen05.mma.block_scale: the accumulator and scale factors need 1048 tensor-memory columns, more than the 512 there are)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<512x32xf8E4M3FN>, tensor<32x256xf8E4M3FN>, tensor<512x256xf32>, tensor<512x1xf8E8M0FNU>, tensor<1x256xf8E8M0FNU> -> tensor<512x256xf32>
    nv_tileaa.return %d : tensor<512x256xf32>
  }
}
