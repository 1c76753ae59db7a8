// What a dot with a version-5 mma accumulator cannot be lowered to tcgen05.mma from: each refused by name.
// RUN: tile-opt --convert-tileaa-to-nvvm %s --split-input-file -verify-diagnostics

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @a_in_registers(%a: tensor<128x64xf16, #blocked>, %b: tensor<64x128xf16, #shared>, %c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  // expected-error @below {{with a version-5 mma accumulator reads its operands from shared memory, got A}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16, #blocked>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %d : tensor<128x128xf32, #mma>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#narrow = #nv_tileaa.shared<vec = 8, perPhase = 8, maxPhase = 1, order = [1, 0]>
nv_tileaa.func @short_k(%a: tensor<128x8xf16, #narrow>, %b: tensor<8x128xf16, #shared>, %c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  // expected-error @below {{with a version-5 mma accumulator has K = 8, not a multiple of the tcgen05.mma instruction's 16}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x8xf16, #narrow>, tensor<8x128xf16, #shared>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %d : tensor<128x128xf32, #mma>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#unswizzled = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]>
nv_tileaa.func @unswizzled(%a: tensor<128x64xf16, #unswizzled>, %b: tensor<64x128xf16, #shared>, %c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  // expected-error @below {{is not in a swizzled layout the tensor cores read (16-byte groups, lines of 32, 64 or 128 bytes per panel, perPhase x panel bytes = 128) (tcgen05.mma)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16, #unswizzled>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %d : tensor<128x128xf32, #mma>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#shared = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @i8_n_major(%a: tensor<128x64xi8, #shared>, %b: tensor<64x128xi8, #shared>, %c: tensor<128x128xi32, #mma>) -> tensor<128x128xi32, #mma> {
  // expected-error @below {{must be stored with K contiguous (tcgen05.mma)}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<128x64xi8, #shared>, tensor<64x128xi8, #shared>, tensor<128x128xi32, #mma> -> tensor<128x128xi32, #mma>
  nv_tileaa.return %d : tensor<128x128xi32, #mma>
}
