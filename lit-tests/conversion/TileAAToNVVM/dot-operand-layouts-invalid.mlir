// The operands of a dot with an mma accumulator must be what the mma.sync lowering reads: dot_op layouts of
// that accumulator with the instruction's kWidth, or shared tiles stored as ldmatrix needs them; K a multiple
// of the instruction's; no shared operands with a default accumulator. Each was once an assertion or silently
// wrong code.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @default_operands(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  // today: assertion in DotMMAv2.cpp:121 (packed)
  // expected-error @below {{'nv_tileaa.dot' op}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#mma41 = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma41, kWidth = 2>
nv_tileaa.func @dot_op_parent_mismatch(%a: tensor<64x32xf16, #dota>, %b: tensor<32x32xf16, #shared>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // today: assertion in DotMMAv2.cpp:121
  // expected-error @below {{'nv_tileaa.dot' op}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16, #dota>, tensor<32x32xf16, #shared>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 4>
nv_tileaa.func @kwidth_mismatch(%a: tensor<64x32xf16, #dota>, %b: tensor<32x32xf16, #shared>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // today: assertion in DotMMAv2.cpp:121 (kWidth 4 on f16: the layout's fragments are not the instruction's)
  // expected-error @below {{'nv_tileaa.dot' op}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16, #dota>, tensor<32x32xf16, #shared>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @shared_operands_fma(%a: tensor<32x32xf16, #shared>, %b: tensor<32x32xf16, #shared>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  // today: assertion in TileAAToNVVM.cpp:55 (layoutOf on the shared operands of the FMA loop)
  // expected-error @below {{'nv_tileaa.dot' op}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16, #shared>, tensor<32x32xf16, #shared>, tensor<32x32xf32> -> tensor<32x32xf32>
  nv_tileaa.return %d : tensor<32x32xf32>
}
// -----
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 8, perPhase = 8, maxPhase = 1, order = [1, 0]>
nv_tileaa.func @k8(%a: tensor<16x8xf16, #sa>, %b: tensor<8x8xf16, #sa>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
  // today: silently one m16n8k16 reading 16 K columns of an 8-column tile (out of bounds in shared memory)
  // expected-error @below {{'nv_tileaa.dot' op}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x8xf16, #sa>, tensor<8x8xf16, #sa>, tensor<16x8xf32, #mma> -> tensor<16x8xf32, #mma>
  nv_tileaa.return %d : tensor<16x8xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#col = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]>
#row = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @column_major_a(%a: tensor<64x64xf16, #col>, %b: tensor<64x64xf16, #row>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
  // today: silently ldmatrix (non-.trans) of rows that are not contiguous in a column-major tile: wrong fragments
  // (or: use .trans for it). Same for #shared<vec = 4, ...> on f16: ldmatrix's 16-byte rows straddle two swizzle groups.
  // expected-error @below {{'nv_tileaa.dot' op}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x64xf16, #col>, tensor<64x64xf16, #row>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
  nv_tileaa.return %d : tensor<64x64xf32, #mma>
}
