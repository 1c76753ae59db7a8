// The reduce verifier takes a result in the slice of its operand's layout along the reduced dimension, or in no
// layout: a slice along another dimension is refused, naming the type it expects.
// RUN: tile-opt %s -verify-diagnostics
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @wrong_slice(%x: tensor<16x128xf32, #blocked>) -> tensor<16xf32, #nv_tileaa.slice<dim = 0, parent = #blocked>> {
  // expected-error @below {{result #0 must be 'tensor<16xf32>'}}
  %m = nv_tileaa.reduce %x dim = 1 identities = [0xFF800000 : f32] : tensor<16x128xf32, #blocked> -> tensor<16xf32, #nv_tileaa.slice<dim = 0, parent = #blocked>> {
  ^bb0(%l: f32, %acc: f32):
    %s = arith.maximumf %l, %acc : f32
    nv_tileaa.yield %s : f32
  }
  nv_tileaa.return %m : tensor<16xf32, #nv_tileaa.slice<dim = 0, parent = #blocked>>
}
