// Tiles in tensor memory the NVVM lowering refuses, each by name.
// RUN: tile-opt --convert-tileaa-to-nvvm %s --split-input-file -verify-diagnostics

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @other_registers(%c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #tmem> {
  // expected-error @below {{converts a tile in tensor memory only from and to the registers of its mma layout}}
  %t = nv_tileaa.convert_layout %c : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #tmem>
  nv_tileaa.return %t : tensor<128x128xf32, #tmem>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
nv_tileaa.func @arith(%c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  %t = nv_tileaa.convert_layout %c : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
  // expected-error @below {{takes or yields a tile in tensor memory}}
  %s = arith.addf %t, %t : tensor<128x128xf32, #tmem>
  %r = nv_tileaa.convert_layout %s : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %r : tensor<128x128xf32, #mma>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @read_twice(%a: tensor<128x64xf16, #shared>, %b: tensor<64x128xf16, #shared>, %c: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  %t = nv_tileaa.convert_layout %c : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #tmem>
  // expected-error @below {{accumulates in place in tensor memory: its result must have C's type}}
  %d = nv_tileaa.dot %a, %b, %t : tensor<128x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #tmem>
  %e = nv_tileaa.convert_layout %t : tensor<128x128xf32, #tmem> -> tensor<128x128xf32, #mma>
  nv_tileaa.return %e : tensor<128x128xf32, #mma>
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 256]>
#tmem = #nv_tileaa.tensor_memory<column = 384, mma = #mma>
nv_tileaa.func @past_the_end(%c: tensor<128x256xf32, #mma>) -> tensor<128x256xf32, #mma> {
  // expected-error @below {{has a tile in tensor memory at columns 384 to 639, past the 512 of a CTA}}
  %t = nv_tileaa.convert_layout %c : tensor<128x256xf32, #mma> -> tensor<128x256xf32, #tmem>
  %r = nv_tileaa.convert_layout %t : tensor<128x256xf32, #tmem> -> tensor<128x256xf32, #mma>
  nv_tileaa.return %r : tensor<128x256xf32, #mma>
}

// -----

// expected-error @below {{a tile in tensor memory has the registers of a version-5 mma layout}}
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>>
