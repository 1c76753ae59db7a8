// Shared tiles are rank 2: a rank-1 one is diagnosed (once an out-of-range index in the swizzle).
// RUN: tile-opt --convert-tileaa-to-nvvm %s -verify-diagnostics
#s = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 1, order = [0]>
nv_tileaa.func @shared_rank1(%x: tensor<64xf16>) -> tensor<64xf16> {
  // expected-error @below {{shared tiles are rank 2}}
  %a = nv_tileaa.convert_layout %x : tensor<64xf16> -> tensor<64xf16, #s>
  %c = nv_tileaa.convert_layout %a : tensor<64xf16, #s> -> tensor<64xf16>
  nv_tileaa.return %c : tensor<64xf16>
}
