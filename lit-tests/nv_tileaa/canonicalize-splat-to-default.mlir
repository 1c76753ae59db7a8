// A splat constant converted to the default layout (no encoding) is the constant in that layout (once a crash:
// the canonicalization read the missing encoding).
// RUN: tile-opt %s -canonicalize | FileCheck %s
// RUN: tile-opt %s --tileaa-remove-layout-conversions | FileCheck %s
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @splat_to_default(
// CHECK: %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<64x64xf16>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.return %[[C]]
nv_tileaa.func @splat_to_default() -> tensor<64x64xf16> {
  %one = arith.constant dense<1.0> : tensor<64x64xf16, #blocked>
  %0 = nv_tileaa.convert_layout %one : tensor<64x64xf16, #blocked> -> tensor<64x64xf16>
  nv_tileaa.return %0 : tensor<64x64xf16>
}
