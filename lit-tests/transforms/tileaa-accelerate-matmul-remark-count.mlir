// The tensor-core remark counts at least one instruction per warp, also when warps hold copies.
// RUN: tile-opt %s --tileaa-accelerate-matmul=remarks=1 -verify-diagnostics -o /dev/null
nv_tileaa.func @small(%a: tensor<16x16xf16>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-remark @below {{warps 2x2, 1 instructions per warp}}
  %d = nv_tileaa.dot %a, %a, %c : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}
