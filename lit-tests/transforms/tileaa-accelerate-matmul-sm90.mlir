// tileaa-accelerate-matmul on sm_90: a dot with 64 result rows per warpgroup gets the version-3 (wgmma) mma
// layout, warpgroups stacked along M and the instruction N the whole N (up to 256; i8: 128); its operands are
// staged as for mma.sync (16-bit B N-contiguous: wgmma's transposed B; the 128-, 64- and 32-byte swizzles).
// Dots wgmma cannot take stay on mma.sync (version 2), and other targets never get version 3.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=num-warps=8 | FileCheck %s --check-prefix=W8
// RUN: sed -e 's/sm_90/sm_80/' %s | tile-opt --split-input-file --tileaa-accelerate-matmul | FileCheck %s --check-prefix=SM80

// 128x128x64 f16 -> f32, 4 warps: one warpgroup, two 64-row blocks of m64n128k16. 8 warps: two warpgroups.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 128]>
// CHECK-DAG: #[[SH:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @gemm
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x64xf16, #[[SH]]>, tensor<64x128xf16, #[[SH]]>, tensor<128x128xf32, #[[MMA]]>
// W8: #nv_tileaa.mma<version = 3, warpsPerCTA = [8, 1], instrShape = [64, 128]>
// SM80: #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// SM80-NOT: version = 3
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @gemm(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}
}

// -----

// tf32 64x32x32: B staged K-contiguous (wgmma transposes 16-bit B only); lines of 128 bytes. i8 with N = 256:
// the instruction N is 128.
// CHECK-DAG: #[[T:.*]] = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 32]>
// CHECK-DAG: #[[KB:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [0, 1]>
// CHECK-DAG: #[[I:.*]] = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 128]>
// CHECK-LABEL: nv_tileaa.func @narrow
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xtf32, #{{.*}}>, tensor<32x32xtf32, #[[KB]]>, tensor<64x32xf32, #[[T]]>
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {{{.*}}} : tensor<64x64xi8, #{{.*}}>, tensor<64x256xi8, #{{.*}}>, tensor<64x256xi32, #[[I]]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @narrow(%a: tensor<64x32xtf32>, %b: tensor<32x32xtf32>, %c: tensor<64x32xf32>, %x: tensor<64x64xi8>, %y: tensor<64x256xi8>, %z: tensor<64x256xi32>) -> (tensor<64x32xf32>, tensor<64x256xi32>) {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xtf32>, tensor<32x32xtf32>, tensor<64x32xf32> -> tensor<64x32xf32>
  %e = nv_tileaa.dot %x, %y, %z {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<64x64xi8>, tensor<64x256xi8>, tensor<64x256xi32> -> tensor<64x256xi32>
  nv_tileaa.return %d, %e : tensor<64x32xf32>, tensor<64x256xi32>
}
}

// -----

// 32 rows on 4 warps: fewer than a warpgroup's 64; N = 8 f16: lines of 16 bytes. Both stay on mma.sync.
// CHECK-DAG: #[[R:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[N:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
// CHECK-LABEL: nv_tileaa.func @small
// CHECK: nv_tileaa.dot {{.*}} -> tensor<32x32xf32, #[[R]]>
// CHECK: nv_tileaa.dot {{.*}} -> tensor<64x8xf32, #[[N]]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @small(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %c: tensor<32x32xf32>, %x: tensor<64x16xf16>, %y: tensor<16x8xf16>, %z: tensor<64x8xf32>) -> (tensor<32x32xf32>, tensor<64x8xf32>) {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  %e = nv_tileaa.dot %x, %y, %z : tensor<64x16xf16>, tensor<16x8xf16>, tensor<64x8xf32> -> tensor<64x8xf32>
  nv_tileaa.return %d, %e : tensor<32x32xf32>, tensor<64x8xf32>
}
}
