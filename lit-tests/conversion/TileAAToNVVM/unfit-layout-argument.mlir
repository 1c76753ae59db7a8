// A function argument whose layout does not fit the CTA is diagnosed even when nothing uses it (once an
// assertion in the type conversion).
// RUN: tile-opt --convert-tileaa-to-nvvm %s -verify-diagnostics
#b2 = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]>
// expected-error @below {{has a tile of type 'tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]>>' whose layout convert-tileaa-to-nvvm cannot use: a blocked layout of 2 warps in a CTA of 4}}
nv_tileaa.func @unused_arg(%x: tensor<64x64xf32, #b2>) attributes {kernel} {
  nv_tileaa.return
}
