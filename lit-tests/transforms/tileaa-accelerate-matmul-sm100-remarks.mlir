// tileaa-accelerate-matmul=remarks=1 on sm_100: tcgen05.mma's shape, instructions and tensor-memory columns (each
// accumulator its own, placed one after the other in the module), or why a dot stays on mma.sync.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=remarks=1 -verify-diagnostics
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul="remarks=1 num-warps=2" 2>&1 | FileCheck %s --check-prefix=W2

module attributes {nv_tileaa.target = "sm_100"} {
// 128x128x64: 1 row block x 1 column block x 4 K steps, 128 columns.
nv_tileaa.func @gemm(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  // W2: dot stays on mma.sync (not tcgen05.mma): fewer warps than a warpgroup (4), which tcgen05.ld needs to reach the 128 lanes of tensor memory
  // expected-remark @below {{dot on tensor cores: tcgen05.mma.cta_group::1 m128n128k16 'f16' -> 'f32', 4 instructions issued by one thread, the accumulator in 128 tensor-memory columns from column 0, operands from swizzled shared memory through matrix descriptors}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}

// The next accumulator after the first's 128 columns; a third that needs 512 finds tensor memory full.
nv_tileaa.func @second(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  // expected-remark @below {{the accumulator in 128 tensor-memory columns from column 128}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}

nv_tileaa.func @full(%a: tensor<256x32xf8E4M3FN>, %b: tensor<32x256xf8E5M2>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  // expected-remark @below {{dot stays on mma.sync (not tcgen05.mma): tensor memory is full: the module's earlier dots keep their accumulators in 256 of its 512 columns, this one needs 512}}
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<256x32xf8E4M3FN>, tensor<32x256xf8E5M2>, tensor<256x256xf32> -> tensor<256x256xf32>
  nv_tileaa.return %d : tensor<256x256xf32>
}

// 64 rows: two m64 instructions per K step, the column halves side by side in 32 columns.
nv_tileaa.func @rows64(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-remark @below {{dot on tensor cores: tcgen05.mma.cta_group::1 m64n32k16 'f16' -> 'f32', 4 instructions issued by one thread, the accumulator in 32 tensor-memory columns from column 256}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  nv_tileaa.return %d : tensor<64x64xf32>
}

nv_tileaa.func @rows(%a: tensor<32x32xf16>, %b: tensor<32x64xf16>, %c: tensor<32x64xf32>) -> tensor<32x64xf32> {
  // expected-remark @below {{dot stays on mma.sync (not tcgen05.mma): M = 32 is neither 64 nor a multiple of 128 (the rows of tcgen05.mma's accumulator)}}
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x64xf16>, tensor<32x64xf32> -> tensor<32x64xf32>
  nv_tileaa.return %d : tensor<32x64xf32>
}

nv_tileaa.func @narrow(%a: tensor<128x16xf16>, %b: tensor<16x8xf16>, %c: tensor<128x8xf32>) -> tensor<128x8xf32> {
  // expected-remark @below {{dot stays on mma.sync (not tcgen05.mma): N = 8 is below tcgen05.mma's 16}}
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x16xf16>, tensor<16x8xf16>, tensor<128x8xf32> -> tensor<128x8xf32>
  nv_tileaa.return %d : tensor<128x8xf32>
}

nv_tileaa.func @too_wide(%a: tensor<512x16xf16>, %b: tensor<16x256xf16>, %c: tensor<512x256xf32>) -> tensor<512x256xf32> {
  // expected-remark @below {{dot stays on mma.sync (not tcgen05.mma): the accumulator needs 1024 tensor-memory columns, more than the 512 there are}}
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<512x16xf16>, tensor<16x256xf16>, tensor<512x256xf32> -> tensor<512x256xf32>
  nv_tileaa.return %d : tensor<512x256xf32>
}
}

// -----

// 256x256x32 e4m3: 2 row blocks x 1 column block (N 256) x 1 K step, 512 columns (all of them).
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @fp8(%a: tensor<256x32xf8E4M3FN>, %b: tensor<32x256xf8E5M2>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  // expected-remark @below {{dot on tensor cores: tcgen05.mma.cta_group::1 m128n256k32 'f8E4M3FN' -> 'f32', 2 instructions issued by one thread, the accumulator in 512 tensor-memory columns from column 0}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<256x32xf8E4M3FN>, tensor<32x256xf8E5M2>, tensor<256x256xf32> -> tensor<256x256xf32>
  nv_tileaa.return %d : tensor<256x256xf32>
}
}

// -----

// sm_103 has no .kind::i8; f16 is on tcgen05 there as on sm_100.
module attributes {nv_tileaa.target = "sm_103"} {
nv_tileaa.func @i8(%a: tensor<128x32xi8>, %b: tensor<32x128xi8>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  // expected-remark @below {{dot stays on mma.sync (not tcgen05.mma): sm_103 has no tcgen05.mma .kind::i8}}
  // expected-remark @below {{dot on tensor cores: mma.sync.m16n8k32}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>} : tensor<128x32xi8>, tensor<32x128xi8>, tensor<128x128xi32> -> tensor<128x128xi32>
  nv_tileaa.return %d : tensor<128x128xi32>
}
}
