// Encodings the lowering cannot use are diagnosed on the op that has the tile, before any rewriting (never an
// assertion): layouts that do not fit the CTA's warps or the tile's shape, and tiles in shared memory anywhere but
// in convert_layout and dot.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

// A blocked layout of 2 warps in a CTA of 4.
#b2 = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]>
nv_tileaa.func @blocked_warps(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @below {{'nv_tileaa.convert_layout' op has a tile of type 'tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]>>' whose layout convert-tileaa-to-nvvm cannot use: a blocked layout of 2 warps in a CTA of 4}}
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32> -> tensor<64x64xf32, #b2>
  %b = nv_tileaa.convert_layout %a : tensor<64x64xf32, #b2> -> tensor<64x64xf32>
  nv_tileaa.return %b : tensor<64x64xf32>
}

// -----

// Any op with such a tile, here an element-wise one: 8 warps in a CTA of 4.
#b8 = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]>
nv_tileaa.func @elementwise(%x: tensor<64x64xf32, #b8>) -> tensor<64x64xf32, #b8> {
  // expected-error @below {{'arith.negf' op has a tile of type 'tensor<64x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]>>' whose layout convert-tileaa-to-nvvm cannot use: a blocked layout of 8 warps in a CTA of 4}}
  %a = arith.negf %x : tensor<64x64xf32, #b8>
  nv_tileaa.return %a : tensor<64x64xf32, #b8>
}

// -----

// A blocked layout of rank 2 on a tile of rank 1.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @blocked_rank(%x: tensor<64xf32>) -> tensor<64xf32> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: a blocked layout of rank 2 on a tile of rank 1}}
  %a = nv_tileaa.convert_layout %x : tensor<64xf32> -> tensor<64xf32, #blocked>
  %b = nv_tileaa.convert_layout %a : tensor<64xf32, #blocked> -> tensor<64xf32>
  nv_tileaa.return %b : tensor<64xf32>
}

// -----

// Layouts spread power-of-two extents only (checked before the number of elements).
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @extents(%x: tensor<48x64xf32, #blocked>) -> tensor<48x64xf32, #blocked> {
  // expected-error @below {{'arith.negf' op has a tile of type 'tensor<48x64xf32, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>>' whose layout convert-tileaa-to-nvvm cannot use: layouts spread tiles of power-of-two extents only}}
  %a = arith.negf %x : tensor<48x64xf32, #blocked>
  nv_tileaa.return %a : tensor<48x64xf32, #blocked>
}

// -----

// An mma layout of 4x2 warps in a CTA of 4.
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 2], instrShape = [16, 8]>
nv_tileaa.func @mma_warps(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: an mma layout of 8 warps in a CTA of 4}}
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32> -> tensor<64x64xf32, #mma>
  %b = nv_tileaa.convert_layout %a : tensor<64x64xf32, #mma> -> tensor<64x64xf32>
  nv_tileaa.return %b : tensor<64x64xf32>
}

// -----

// An mma layout on a rank-3 tile.
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @mma_rank(%x: tensor<2x16x16xf32>) -> tensor<2x16x16xf32> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: an mma layout needs a rank-2 tile}}
  %a = nv_tileaa.convert_layout %x : tensor<2x16x16xf32> -> tensor<2x16x16xf32, #mma>
  %b = nv_tileaa.convert_layout %a : tensor<2x16x16xf32, #mma> -> tensor<2x16x16xf32>
  nv_tileaa.return %b : tensor<2x16x16xf32>
}

// -----

// A dot_op A operand must cover one instruction: 16 rows by 8 * kWidth columns (16 x 16 for 16-bit elements).
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>
nv_tileaa.func @dot_op_small(%x: tensor<16x8xf16>) -> tensor<16x8xf16> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: a dot_op layout needs an operand covering one mma instruction (16 x 16)}}
  %a = nv_tileaa.convert_layout %x : tensor<16x8xf16> -> tensor<16x8xf16, #dota>
  %b = nv_tileaa.convert_layout %a : tensor<16x8xf16, #dota> -> tensor<16x8xf16>
  nv_tileaa.return %b : tensor<16x8xf16>
}

// -----

// B: 8 * kWidth rows by 8 columns (32 x 8 for 8-bit elements).
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#dotb = #nv_tileaa.dot_op<opIdx = 1, parent = #mma, kWidth = 4>
nv_tileaa.func @dot_op_small_b(%x: tensor<16x8xi8>) -> tensor<16x8xi8> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: a dot_op layout needs an operand covering one mma instruction (8 x 32)}}
  %a = nv_tileaa.convert_layout %x : tensor<16x8xi8> -> tensor<16x8xi8, #dotb>
  %b = nv_tileaa.convert_layout %a : tensor<16x8xi8, #dotb> -> tensor<16x8xi8>
  nv_tileaa.return %b : tensor<16x8xi8>
}

// -----

// A dot_op layout is for a rank-2 operand.
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>
nv_tileaa.func @dot_op_rank(%x: tensor<2x16x16xf16>) -> tensor<2x16x16xf16> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: a dot_op layout needs a rank-2 operand}}
  %a = nv_tileaa.convert_layout %x : tensor<2x16x16xf16> -> tensor<2x16x16xf16, #dota>
  %b = nv_tileaa.convert_layout %a : tensor<2x16x16xf16, #dota> -> tensor<2x16x16xf16>
  nv_tileaa.return %b : tensor<2x16x16xf16>
}

// -----

// A dot_op layout's parent must fit the CTA too.
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>
nv_tileaa.func @dot_op_warps(%x: tensor<32x32xf16>) -> tensor<32x32xf16> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: an mma layout of 1 warps in a CTA of 4}}
  %a = nv_tileaa.convert_layout %x : tensor<32x32xf16> -> tensor<32x32xf16, #dota>
  %b = nv_tileaa.convert_layout %a : tensor<32x32xf16, #dota> -> tensor<32x32xf16>
  nv_tileaa.return %b : tensor<32x32xf16>
}

// -----

// A slice of a dimension the tile cannot have had.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#slice = #nv_tileaa.slice<dim = 2, parent = #blocked>
nv_tileaa.func @slice_dim(%x: tensor<64xf32>) -> tensor<64xf32> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: a slice layout of dimension 2 on a tile of rank 1}}
  %a = nv_tileaa.convert_layout %x : tensor<64xf32> -> tensor<64xf32, #slice>
  %b = nv_tileaa.convert_layout %a : tensor<64xf32, #slice> -> tensor<64xf32>
  nv_tileaa.return %b : tensor<64xf32>
}

// -----

// A slice whose parent does not fit: the parent's reason.
#b2 = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]>
#slice = #nv_tileaa.slice<dim = 1, parent = #b2>
nv_tileaa.func @slice_parent(%x: tensor<64xf32>) -> tensor<64xf32> {
  // expected-error @below {{whose layout convert-tileaa-to-nvvm cannot use: a blocked layout of 2 warps in a CTA of 4}}
  %a = nv_tileaa.convert_layout %x : tensor<64xf32> -> tensor<64xf32, #slice>
  %b = nv_tileaa.convert_layout %a : tensor<64xf32, #slice> -> tensor<64xf32>
  nv_tileaa.return %b : tensor<64xf32>
}

// -----

// A shared tile is no operand of element-wise arithmetic.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @shared_arith(%x: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf16> -> tensor<64x64xf16, #shared>
  // expected-error @below {{'arith.negf' op takes or yields a tile in shared memory ('tensor<64x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>'); only nv_tileaa.convert_layout, nv_tileaa.dot, nv_tileaa.permute and the shared-ring ops handle those}}
  %b = arith.negf %a : tensor<64x64xf16, #shared>
  %c = nv_tileaa.convert_layout %b : tensor<64x64xf16, #shared> -> tensor<64x64xf16>
  nv_tileaa.return %c : tensor<64x64xf16>
}

// -----

// Nor of a store.
#shared = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @shared_store(%m: !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, %x: tensor<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32> -> tensor<64x64xf32, #shared>
  // expected-error @below {{'nv_tileaa.tiled_store' op takes or yields a tile in shared memory}}
  %t = nv_tileaa.tiled_store %m[%c0, %c0], %a : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32, #shared>
  nv_tileaa.return
}

// -----

// Nor carried by a loop.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @shared_loop(%x: tensor<64x64xf16>, %n: index) -> tensor<64x64xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf16> -> tensor<64x64xf16, #shared>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> (tensor<64x64xf16, #shared>) {
    // expected-error @below {{'scf.yield' op takes or yields a tile in shared memory}}
    scf.yield %s : tensor<64x64xf16, #shared>
  }
  %c = nv_tileaa.convert_layout %r : tensor<64x64xf16, #shared> -> tensor<64x64xf16>
  nv_tileaa.return %c : tensor<64x64xf16>
}

// -----

// Nor returned.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @shared_return(%x: tensor<64x64xf16>) -> tensor<64x64xf16, #shared> {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf16> -> tensor<64x64xf16, #shared>
  // expected-error @below {{'nv_tileaa.return' op takes or yields a tile in shared memory}}
  nv_tileaa.return %a : tensor<64x64xf16, #shared>
}

// -----

// A dot with an mma accumulator reads its operands from shared memory (ldmatrix) or from dot_op registers: an
// operand in any other layout is diagnosed, not lowered.
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @mma_dot_default_operands(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  // expected-error @below {{'nv_tileaa.dot' op with an mma accumulator needs its operands in shared memory or in dot_op layouts, got 'tensor<32x32xf16>'}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}

// -----

// An mma accumulator smaller than one instruction's 16x8 (an mma layout may describe such a tile, a row of an
// accumulator, but no mma.sync computes it).
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @mma_dot_small(%a: tensor<8x16xf16, #shared>, %b: tensor<16x8xf16, #shared>, %c: tensor<8x8xf32, #mma>) -> tensor<8x8xf32, #mma> {
  // expected-error @below {{'nv_tileaa.dot' op with an mma accumulator has a 8x8 result, smaller than one mma.sync (16x8)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<8x16xf16, #shared>, tensor<16x8xf16, #shared>, tensor<8x8xf32, #mma> -> tensor<8x8xf32, #mma>
  nv_tileaa.return %d : tensor<8x8xf32, #mma>
}

// -----

// And only with operand types mma.sync has a form for (f32 is not tf32).
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @mma_dot_f32(%a: tensor<32x32xf32, #shared>, %b: tensor<32x32xf32, #shared>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  // expected-error @below {{'nv_tileaa.dot' op with an mma accumulator on 'f32' x 'f32' operands: mma.sync has no such form in this lowering}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf32, #shared>, tensor<32x32xf32, #shared>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
