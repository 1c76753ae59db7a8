// tileaa-accelerate-matmul on sm_100/103/110: a dot of 128-row blocks gets the version-5 (tcgen05.mma) mma layout:
// one warpgroup reads the 128 lanes of tensor memory, further warpgroups split the columns; the instruction's N is
// the whole N up to 256. The operands are staged as for wgmma (16-bit B N-contiguous, the 128-, 64- and 32-byte
// swizzles); a dot fed by another dot takes its A from shared memory too. sm_120 (no tcgen05) stays on mma.sync.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=num-warps=8 | FileCheck %s --check-prefix=W8
// RUN: sed -e 's/sm_100/sm_120/' %s | tile-opt --split-input-file --tileaa-accelerate-matmul | FileCheck %s --check-prefix=SM120

// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
// CHECK-DAG: #[[SH:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @gemm
// CHECK: nv_tileaa.dot {{.*}} : tensor<128x64xf16, #[[SH]]>, tensor<64x128xf16, #[[SH]]>, tensor<128x128xf32, #[[MMA]]>
// W8: #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 2], instrShape = [128, 128]>
// SM120: #nv_tileaa.mma<version = 2
// SM120-NOT: version = 5
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @gemm(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}
}

// -----

// Attention's chain: both dots on tcgen05.mma, the second's A (the first's result, converted to f16) staged in
// shared memory with K contiguous instead of a dot_op layout.
// CHECK-LABEL: nv_tileaa.func @chain
// CHECK-NOT: dot_op
// CHECK: nv_tileaa.dot {{.*}} -> tensor<128x64xf32, #[[MMA1:.*]]>
// CHECK: nv_tileaa.convert_layout {{.*}} -> tensor<128x64xf16, #[[SHA:.*]]>
// CHECK: nv_tileaa.dot {{.*}} : tensor<128x64xf16, #[[SHA]]>, tensor<64x64xf16, #{{.*}}>, tensor<128x64xf32, #[[MMA1]]>
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @chain(%q: tensor<128x64xf16>, %k: tensor<64x64xf16>, %v: tensor<64x64xf16>, %c: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %s = nv_tileaa.dot %q, %k, %c : tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  %p = arith.truncf %s : tensor<128x64xf32> to tensor<128x64xf16>
  %o = nv_tileaa.dot %p, %v, %c : tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  nv_tileaa.return %o : tensor<128x64xf32>
}
}
