// tileaa-accelerate-matmul on sm_100 with a block-scaled (MX-FP8) dot: on tcgen05.mma.block_scale, the accumulator
// in tensor memory, A and B staged K-major in swizzled shared memory, the scale factors in the layout their
// tcgen05.st into tensor memory reads (lane t of every warp: all the blocks of rows / columns t, t + 32, ...);
// where tcgen05 cannot take it (fewer than 4 warps, tensor memory full) it is decomposed into plain dots, the
// remark saying why.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=remarks=1 -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul="remarks=1 num-warps=2" 2>&1 | FileCheck %s --check-prefix=W2

// CHECK-DAG: #[[SFB:.*]] = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
// CHECK-DAG: #[[SFA:.*]] = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>
// CHECK-DAG: #[[BK:.*]] = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [0, 1]>
// CHECK-DAG: #[[AK:.*]] = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-DAG: #[[TMEM:.*]] = #nv_tileaa.tensor_memory<column = 0, mma = #[[MMA]]>
// CHECK-LABEL: nv_tileaa.func @mx_fp8
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}}) : tensor<128x128xf8E4M3FN, #[[AK]]>, tensor<128x64xf8E5M2, #[[BK]]>, tensor<128x64xf32, #[[TMEM]]>, tensor<128x4xf8E8M0FNU, #[[SFA]]>, tensor<4x64xf8E8M0FNU, #[[SFB]]> -> tensor<128x64xf32, #[[TMEM]]>
// W2: remark: block-scaled dot decomposed (not on tcgen05.mma.block_scale: fewer warps than a warpgroup (4), which tcgen05.ld needs to reach the 128 lanes of tensor memory): 4 dots of K = 32 on 'f8E4M3FN' operands
// W2-COUNT-4: remark: dot on tensor cores: mma.sync.m16n8k32 'f8E4M3FN' -> 'f32'
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @mx_fp8(%a: tensor<128x128xf8E4M3FN>, %b: tensor<128x64xf8E5M2>, %c: tensor<128x64xf32>, %sa: tensor<128x4xf8E8M0FNU>, %sb: tensor<4x64xf8E8M0FNU>) -> tensor<128x64xf32> {
    // expected-remark @below {{block-scaled dot on tensor cores: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale m128n64k32 'f8E4M3FN' x 'f8E5M2' -> f32, ue8m0 scale factors per 32 of K (scale_vec::1X), 4 instructions issued by one thread, the accumulator in 64 tensor-memory columns from column 0, the scale factors in 6 columns after the tiles (tcgen05.st)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x128xf8E4M3FN>, tensor<128x64xf8E5M2>, tensor<128x64xf32>, tensor<128x4xf8E8M0FNU>, tensor<4x64xf8E8M0FNU> -> tensor<128x64xf32>
    nv_tileaa.return %d : tensor<128x64xf32>
  }
}

// -----

// A plain dot's accumulator keeps 256 columns, the next dot's 256 and its 12 scale-factor columns do not fit: that one
// is decomposed; of its two plain dots the first takes the 256 columns left, the second stays on mma.sync.
// CHECK-LABEL: nv_tileaa.func @full
// CHECK-NOT: scales(
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @full(%x: tensor<128x32xf16>, %y: tensor<32x256xf16>, %z: tensor<128x256xf32>, %a: tensor<128x64xf8E4M3FN>, %b: tensor<64x256xf8E4M3FN>, %c: tensor<128x256xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x256xf8E8M0FNU>) -> (tensor<128x256xf32>, tensor<128x256xf32>) {
    // expected-remark @below {{dot on tensor cores: tcgen05.mma.cta_group::1 m128n256k16}}
    %p = nv_tileaa.dot %x, %y, %z : tensor<128x32xf16>, tensor<32x256xf16>, tensor<128x256xf32> -> tensor<128x256xf32>
    // expected-remark @below {{block-scaled dot decomposed (not on tcgen05.mma.block_scale: tensor memory is full: the module's earlier dots keep their accumulators in 256 of its 512 columns, this one needs 268): 2 dots of K = 32 on 'f8E4M3FN' operands}}
    // expected-remark @below {{dot on tensor cores: tcgen05.mma.cta_group::1 m128n256k32 'f8E4M3FN' -> 'f32', 1 instructions issued by one thread, the accumulator in 256 tensor-memory columns from column 256}}
    // expected-remark @below {{dot stays on mma.sync (not tcgen05.mma): tensor memory is full: the module's earlier dots keep their accumulators in 512 of its 512 columns, this one needs 256}}
    // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x256xf8E4M3FN>, tensor<128x256xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x256xf8E8M0FNU> -> tensor<128x256xf32>
    nv_tileaa.return %p, %d : tensor<128x256xf32>, tensor<128x256xf32>
  }
}
