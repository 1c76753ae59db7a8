// A loop whose yielded conversion reads the iteration argument itself is left alone (once a use after free in
// the hoisting of carried conversions).
// RUN: tile-opt %s --tileaa-accelerate-matmul | FileCheck %s
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK: scf.for {{.*}} -> (tensor<64x32xf32, #mma>) {
// CHECK-NEXT: nv_tileaa.convert_layout %{{.*}} : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
// CHECK-NEXT: scf.yield
nv_tileaa.func @identity_loop(%c: tensor<64x32xf32, #mma>, %n: index) -> tensor<64x32xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c) -> (tensor<64x32xf32, #mma>) {
    %d = nv_tileaa.convert_layout %x : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
    scf.yield %d : tensor<64x32xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x32xf32, #mma>
}
