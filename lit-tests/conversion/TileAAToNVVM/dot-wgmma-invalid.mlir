// A version-3 (wgmma) accumulator whose dot the wgmma lowering cannot read: a diagnostic naming the rule, not an
// assertion or wrong code.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#mma2 = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma2, kWidth = 2>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @a_in_registers_of_another_layout(%a: tensor<64x32xf16, #dota>, %b: tensor<32x32xf16, #shared>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // expected-error @below {{in registers must be a 16-bit A in the dot_op layout of operand 0 of the accumulator's mma layout with kWidth 2 (wgmma's register A)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16, #dota>, tensor<32x32xf16, #shared>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @rows(%a: tensor<32x32xf16, #shared>, %b: tensor<32x32xf16, #shared>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  // expected-error @below {{with a version-3 mma accumulator has 32 rows, not a multiple of its warpgroups' 64}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16, #shared>, tensor<32x32xf16, #shared>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
#unswizzled = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]>
nv_tileaa.func @unswizzled(%a: tensor<64x32xf16, #unswizzled>, %b: tensor<32x32xf16, #shared>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // expected-error @below {{is not in a swizzled layout the tensor cores read}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16, #unswizzled>, tensor<32x32xf16, #shared>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#kmajor = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
#nmajor = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @transposed_tf32(%a: tensor<64x32xtf32, #kmajor>, %b: tensor<32x32xtf32, #nmajor>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // expected-error @below {{must be stored with K contiguous (wgmma)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xtf32, #kmajor>, tensor<32x32xtf32, #nmajor>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @k_step(%a: tensor<64x8xf16, #shared>, %b: tensor<8x32xf16, #shared>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // expected-error @below {{has K = 8, not a multiple of the wgmma instruction's 16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x8xf16, #shared>, tensor<8x32xf16, #shared>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @blocked_a(%a: tensor<64x32xf16, #blocked>, %b: tensor<32x32xf16, #shared>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // expected-error @below {{with a version-3 mma accumulator reads its operands from shared memory (or a 16-bit A from registers), got A}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16, #blocked>, tensor<32x32xf16, #shared>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @async_mma_sync(%a: tensor<64x32xf16, #shared>, %b: tensor<32x32xf16, #shared>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // expected-error @below {{with is_async needs a version-3 mma accumulator (a dot on wgmma) or one in tensor memory (tcgen05)}}
  %d = nv_tileaa.dot %a, %b, %c {is_async} : tensor<64x32xf16, #shared>, tensor<32x32xf16, #shared>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
// -----
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @wait_mma_sync(%c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  // expected-error @below {{waits for wgmma groups or tcgen05 dots: its tile must have a version-3 mma layout or be in tensor memory}}
  %w = nv_tileaa.dot_wait %c {pending = 0 : i32} : tensor<64x32xf32, #mma>
  nv_tileaa.return %w : tensor<64x32xf32, #mma>
}
