// Layout encoding verifiers (LinearLayout.cpp) and convert_layout's type constraints: one case per rule,
// with its exact message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// blocked: threadsPerWarp must cover the 32 lanes of a warp exactly (16 here).
// expected-error @below {{threadsPerWarp must multiply to the 32 lanes of a warp, got 16}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// blocked: nor more than 32 (64 here).
// expected-error @below {{threadsPerWarp must multiply to the 32 lanes of a warp, got 64}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// blocked: the same rule where the encoding is written inline in a tensor type.
nv_tileaa.func @f(
    // expected-error @below {{threadsPerWarp must multiply to the 32 lanes of a warp, got 8}}
    %a: tensor<16xf32, #nv_tileaa.blocked<sizePerThread = [1], threadsPerWarp = [8], warpsPerCTA = [4], order = [0]>>) {
  nv_tileaa.return
}

// -----

// blocked: sizePerThread a power of two.
// expected-error @below {{sizePerThread, threadsPerWarp and warpsPerCTA must be powers of two}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 3], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// blocked: zero is not a power of two.
// expected-error @below {{sizePerThread, threadsPerWarp and warpsPerCTA must be powers of two}}
#b = #nv_tileaa.blocked<sizePerThread = [0, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// blocked: threadsPerWarp powers of two, even when they multiply to 32 (the powers rule is checked first).
// expected-error @below {{sizePerThread, threadsPerWarp and warpsPerCTA must be powers of two}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 3, 1], order = [2, 1, 0]>

// -----

// blocked: warpsPerCTA powers of two.
// expected-error @below {{sizePerThread, threadsPerWarp and warpsPerCTA must be powers of two}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [6, 1], order = [1, 0]>

// -----

// blocked: a negative entry reads as a huge unsigned, not a power of two.
// expected-error @below {{sizePerThread, threadsPerWarp and warpsPerCTA must be powers of two}}
#b = #nv_tileaa.blocked<sizePerThread = [1, -1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// blocked: every list has one entry per dimension (sizePerThread has one, order two).
// expected-error @below {{sizePerThread, threadsPerWarp, warpsPerCTA and order need one entry per dimension}}
#b = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// blocked: threadsPerWarp rank 3 against order rank 2.
// expected-error @below {{sizePerThread, threadsPerWarp, warpsPerCTA and order need one entry per dimension}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// blocked: warpsPerCTA rank 1 against order rank 2.
// expected-error @below {{sizePerThread, threadsPerWarp, warpsPerCTA and order need one entry per dimension}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4], order = [1, 0]>

// -----

// blocked: order longer than the other lists.
// expected-error @below {{sizePerThread, threadsPerWarp, warpsPerCTA and order need one entry per dimension}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [2, 1, 0]>

// -----

// blocked: order a permutation (a repeated dimension).
// expected-error @below {{order must be a permutation of the dimensions}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 1]>

// -----

// blocked: order a permutation (a dimension out of range).
// expected-error @below {{order must be a permutation of the dimensions}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [2, 0]>

// -----

// blocked: order a permutation, rank 3.
// expected-error @below {{order must be a permutation of the dimensions}}
#b = #nv_tileaa.blocked<sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 0, 0]>

// -----

// blocked: a rank-0 layout does not parse (the lists take at least one entry).
// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse TileAA_BlockedLayoutAttr parameter 'sizePerThread' which is to be a `::llvm::ArrayRef<unsigned>`}}
#b = #nv_tileaa.blocked<sizePerThread = [], threadsPerWarp = [], warpsPerCTA = [], order = []>

// -----

// slice: the parent is a register layout, not a shared tile.
// expected-error @below {{a slice's parent must be a blocked, slice, mma or dot_op layout}}
#s = #nv_tileaa.slice<dim = 0, parent = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>

// -----

// slice: nor an attribute that is no layout at all.
// expected-error @below {{a slice's parent must be a blocked, slice, mma or dot_op layout}}
#s = #nv_tileaa.slice<dim = 0, parent = 3 : i32>

// -----

// slice: nor another nv_tileaa attribute.
// expected-error @below {{a slice's parent must be a blocked, slice, mma or dot_op layout}}
#s = #nv_tileaa.slice<dim = 0, parent = #nv_tileaa.padding<zero>>

// -----

// slice: the parent's own verifier runs first.
// expected-error @below {{threadsPerWarp must multiply to the 32 lanes of a warp, got 16}}
// expected-error @below {{failed to parse TileAA_SliceLayoutAttr parameter 'parent' which is to be a `::mlir::Attribute`}}
#s = #nv_tileaa.slice<dim = 0, parent = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 4], warpsPerCTA = [4, 1], order = [1, 0]>>

// -----

// mma: version 2 (mma.sync), 3 (wgmma) or 5 (tcgen05.mma) only.
// expected-error @below {{mma layouts of version 2 (mma.sync), 3 (wgmma) or 5 (tcgen05.mma) only, got 1}}
#m = #nv_tileaa.mma<version = 1, warpsPerCTA = [2, 2], instrShape = [16, 8]>

// -----

// expected-error @below {{mma layouts of version 2 (mma.sync), 3 (wgmma) or 5 (tcgen05.mma) only, got 4}}
#m = #nv_tileaa.mma<version = 4, warpsPerCTA = [4, 1], instrShape = [64, 8]>

// -----

// mma version 3: a warpgroup's instruction is 64 rows.
// expected-error @below {{a version-3 mma layout has instrShape [64, N], N a multiple of 8 up to 256}}
#m = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [16, 8]>

// -----

// expected-error @below {{a version-3 mma layout has instrShape [64, N], N a multiple of 8 up to 256}}
#m = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 512]>

// -----

// expected-error @below {{a version-3 mma layout has instrShape [64, N], N a multiple of 8 up to 256}}
#m = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 12]>

// -----

// mma version 3: warpgroups stack along M.
// expected-error @below {{a version-3 mma layout stacks warpgroups along M: warpsPerCTA [4k, 1], got [2, 2]}}
#m = #nv_tileaa.mma<version = 3, warpsPerCTA = [2, 2], instrShape = [64, 64]>

// -----

// expected-error @below {{a version-3 mma layout stacks warpgroups along M: warpsPerCTA [4k, 1], got [2, 1]}}
#m = #nv_tileaa.mma<version = 3, warpsPerCTA = [2, 1], instrShape = [64, 64]>

// -----

// mma version 5: a warpgroup reads the 128 lanes of tensor memory; more warpgroups split the columns.
// expected-error @below {{a version-5 mma layout has warpsPerCTA [4, k] (a warpgroup reads the 128 lanes), got [8, 1]}}
#m = #nv_tileaa.mma<version = 5, warpsPerCTA = [8, 1], instrShape = [128, 128]>

// -----

// mma version 5: the instruction is 128 rows (N a multiple of 16) or 64 (N a multiple of 8), N up to 256.
// expected-error @below {{a version-5 mma layout has instrShape [128, N] (N a multiple of 16) or [64, N] (N a multiple of 8), N up to 256}}
#m = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [32, 128]>

// -----

// expected-error @below {{a version-5 mma layout has instrShape [128, N] (N a multiple of 16) or [64, N] (N a multiple of 8), N up to 256}}
#m = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 2], instrShape = [128, 24]>

// -----

// expected-error @below {{a version-5 mma layout has instrShape [128, N] (N a multiple of 16) or [64, N] (N a multiple of 8), N up to 256}}
#m = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [64, 12]>

// -----

// mma: warpsPerCTA has two entries (rows, columns).
// expected-error @below {{warpsPerCTA must be two powers of two (rows, columns)}}
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [4], instrShape = [16, 8]>

// -----

// mma: not three.
// expected-error @below {{warpsPerCTA must be two powers of two (rows, columns)}}
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 2, 2], instrShape = [16, 8]>

// -----

// mma: warpsPerCTA powers of two.
// expected-error @below {{warpsPerCTA must be two powers of two (rows, columns)}}
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [3, 1], instrShape = [16, 8]>

// -----

// mma: zero warps.
// expected-error @below {{warpsPerCTA must be two powers of two (rows, columns)}}
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [0, 4], instrShape = [16, 8]>

// -----

// mma: the instruction shape of mma.sync's accumulator is [16, 8] (not m16n8k16's three extents).
// expected-error @below {{a version-2 mma layout has instrShape [16, 8]}}
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8, 16]>

// -----

// mma: nor [16, 16].
// expected-error @below {{a version-2 mma layout has instrShape [16, 8]}}
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 16]>

// -----

// mma: nor [8, 16] (transposed).
// expected-error @below {{a version-2 mma layout has instrShape [16, 8]}}
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [8, 16]>

// -----

// dot_op: opIdx 0 (A) or 1 (B).
// expected-error @below {{opIdx is 0 (A) or 1 (B), got 2}}
#d = #nv_tileaa.dot_op<opIdx = 2, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>, kWidth = 2>

// -----

// dot_op: the parent is an mma layout, not a blocked one.
// expected-error @below {{a dot_op layout's parent must be an mma layout}}
#d = #nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>, kWidth = 2>

// -----

// dot_op: nor a slice of an mma layout.
// expected-error @below {{a dot_op layout's parent must be an mma layout}}
#d = #nv_tileaa.dot_op<opIdx = 1, parent = #nv_tileaa.slice<dim = 0, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>>, kWidth = 2>

// -----

// dot_op: nor a shared tile.
// expected-error @below {{a dot_op layout's parent must be an mma layout}}
#d = #nv_tileaa.dot_op<opIdx = 1, parent = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>, kWidth = 2>

// -----

// dot_op: kWidth 1, 2 or 4 (3 is none).
// expected-error @below {{kWidth is 1 (32-bit), 2 (16-bit) or 4 (8-bit elements), got 3}}
#d = #nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>, kWidth = 3>

// -----

// dot_op: nor 8 (no 4-bit operands).
// expected-error @below {{kWidth is 1 (32-bit), 2 (16-bit) or 4 (8-bit elements), got 8}}
#d = #nv_tileaa.dot_op<opIdx = 1, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>, kWidth = 8>

// -----

// dot_op: nor 0.
// expected-error @below {{kWidth is 1 (32-bit), 2 (16-bit) or 4 (8-bit elements), got 0}}
#d = #nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>, kWidth = 0>

// -----

// shared: vec a power of two.
// expected-error @below {{vec, perPhase and maxPhase must be powers of two}}
#s = #nv_tileaa.shared<vec = 6, perPhase = 1, maxPhase = 8, order = [1, 0]>

// -----

// shared: vec 0.
// expected-error @below {{vec, perPhase and maxPhase must be powers of two}}
#s = #nv_tileaa.shared<vec = 0, perPhase = 1, maxPhase = 8, order = [1, 0]>

// -----

// shared: perPhase a power of two.
// expected-error @below {{vec, perPhase and maxPhase must be powers of two}}
#s = #nv_tileaa.shared<vec = 8, perPhase = 0, maxPhase = 8, order = [1, 0]>

// -----

// shared: maxPhase a power of two.
// expected-error @below {{vec, perPhase and maxPhase must be powers of two}}
#s = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 3, order = [1, 0]>

// -----

// shared: order a permutation (repeated).
// expected-error @below {{order must be a permutation of the dimensions}}
#s = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [0, 0]>

// -----

// shared: order a permutation (out of range).
// expected-error @below {{order must be a permutation of the dimensions}}
#s = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 2]>

// -----

// shared: an empty order does not parse.
// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse TileAA_SharedLayoutAttr parameter 'order' which is to be a `::llvm::ArrayRef<unsigned>`}}
#s = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = []>

// -----

// A misspelt layout.
// expected-error @below {{unknown attribute `bloked` in dialect `nv_tileaa`}}
#b = #nv_tileaa.bloked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// A parameter out of place.
// expected-error @below {{expected 'sizePerThread'}}
#b = #nv_tileaa.blocked<threadsPerWarp = [4, 8], sizePerThread = [1, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// -----

// convert_layout: the shape stays.
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @f(%a: tensor<64x64xf32, #b>) {
  // expected-error @below {{'nv_tileaa.convert_layout' op requires the same shape for all operands and results}}
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #b> -> tensor<64x32xf32>
  nv_tileaa.return
}

// -----

// convert_layout: and the rank.
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @f(%a: tensor<64x64xf32, #b>) {
  // expected-error @below {{'nv_tileaa.convert_layout' op requires the same shape for all operands and results}}
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #b> -> tensor<4096xf32>
  nv_tileaa.return
}

// -----

// convert_layout: the element type stays (no conversion of values).
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @f(%a: tensor<64x64xf32, #b>) {
  // expected-error @below {{'nv_tileaa.convert_layout' op requires the same element type for all operands and results}}
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #b> -> tensor<64x64xf16>
  nv_tileaa.return
}

// -----

// convert_layout: nor its width (i32 and f32 are different types).
#m = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @f(%a: tensor<64x64xf32, #m>) {
  // expected-error @below {{'nv_tileaa.convert_layout' op requires the same element type for all operands and results}}
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #m> -> tensor<64x64xi32, #m>
  nv_tileaa.return
}

// -----

// convert_layout: tiles only, not scalars.
nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{'nv_tileaa.convert_layout' op operand #0 must be statically shaped ranked tensor, but got 'f32'}}
  %0 = nv_tileaa.convert_layout %a : f32 -> f32
  nv_tileaa.return
}

// -----

// convert_layout: static tiles only.
nv_tileaa.func @f(%a: tensor<?x64xf32>) {
  // expected-error @below {{'nv_tileaa.convert_layout' op operand #0 must be statically shaped ranked tensor, but got 'tensor<?x64xf32>'}}
  %0 = nv_tileaa.convert_layout %a : tensor<?x64xf32> -> tensor<?x64xf32>
  nv_tileaa.return
}
