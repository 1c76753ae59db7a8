// nv_tileaa shape and tile construction verifiers: one case per rule of ShapeOps.cpp, with its message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// splat: the tile holds the scalar's type.
nv_tileaa.func @f(%s: f32) {
  // expected-error @below {{'nv_tileaa.splat' op result element type 'f16' does not match the scalar's type 'f32'}}
  %r = nv_tileaa.splat %s : f32 -> tensor<4xf16>
  nv_tileaa.return
}

// -----

// broadcast: the rank is kept.
nv_tileaa.func @f(%x: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.broadcast' op source rank 1 does not match result rank 2 (expand_dims inserts axes)}}
  %r = nv_tileaa.broadcast %x : tensor<8xf32> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// broadcast: only extents of 1 are repeated.
nv_tileaa.func @f(%x: tensor<2x8xf32>) {
  // expected-error @below {{'nv_tileaa.broadcast' op cannot broadcast axis 0 of extent 2 to 4: only extents of 1 are repeated}}
  %r = nv_tileaa.broadcast %x : tensor<2x8xf32> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// broadcast: the element type is kept.
nv_tileaa.func @f(%x: tensor<1x8xf32>) {
  // expected-error @below {{'nv_tileaa.broadcast' op requires the same element type for all operands and results}}
  %r = nv_tileaa.broadcast %x : tensor<1x8xf32> -> tensor<4x8xf16>
  nv_tileaa.return
}

// -----

// expand_dims: at least one axis.
nv_tileaa.func @f(%x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.expand_dims' op needs at least one axis to insert}}
  %r = nv_tileaa.expand_dims %x [] : tensor<4x8xf32> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// expand_dims: axes are result axes.
nv_tileaa.func @f(%x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.expand_dims' op axis 3 is not an axis of the rank-3 result}}
  %r = nv_tileaa.expand_dims %x [3] : tensor<4x8xf32> -> tensor<4x8x1xf32>
  nv_tileaa.return
}

// -----

// expand_dims: axes strictly increase.
nv_tileaa.func @f(%x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.expand_dims' op axes must be strictly increasing}}
  %r = nv_tileaa.expand_dims %x [2, 0] : tensor<4x8xf32> -> tensor<1x4x1x8xf32>
  nv_tileaa.return
}

// -----

// expand_dims: the result has size-one axes where inserted.
nv_tileaa.func @f(%x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.expand_dims' op inserting axes into 'tensor<4x8xf32>' gives 'tensor<1x4x8xf32>', got 'tensor<4x1x8xf32>'}}
  %r = nv_tileaa.expand_dims %x [0] : tensor<4x8xf32> -> tensor<4x1x8xf32>
  nv_tileaa.return
}

// -----

// extract: at least one index.
nv_tileaa.func @f(%x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.extract' op needs 1 to 2 indices for a rank-2 source, got 0}}
  %r = nv_tileaa.extract %x[] : tensor<4x8xf32> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// extract: at most one index per axis.
nv_tileaa.func @f(%x: tensor<4x8xf32>, %i: index) {
  // expected-error @below {{'nv_tileaa.extract' op needs 1 to 2 indices for a rank-2 source, got 3}}
  %r = nv_tileaa.extract %x[%i, %i, %i] : tensor<4x8xf32> -> f32
  nv_tileaa.return
}

// -----

// extract: the indexed axes are removed.
nv_tileaa.func @f(%x: tensor<4x8xf32>, %i: index) {
  // expected-error @below {{'nv_tileaa.extract' op indexing the first 1 axes of 'tensor<4x8xf32>' gives 'tensor<8xf32>', got 'tensor<4xf32>'}}
  %r = nv_tileaa.extract %x[%i] : tensor<4x8xf32> -> tensor<4xf32>
  nv_tileaa.return
}

// -----

// extract: indexing every axis gives a scalar.
nv_tileaa.func @f(%x: tensor<4x8xf32>, %i: index) {
  // expected-error @below {{'nv_tileaa.extract' op indexing the first 2 axes of 'tensor<4x8xf32>' gives 'f32', got 'tensor<1xf32>'}}
  %r = nv_tileaa.extract %x[%i, %i] : tensor<4x8xf32> -> tensor<1xf32>
  nv_tileaa.return
}

// -----

// extract_slice: one offset per axis.
nv_tileaa.func @f(%x: tensor<32x64xf32>, %i: index) {
  // expected-error @below {{'nv_tileaa.extract_slice' op needs one offset per source axis (2), got 1}}
  %r = nv_tileaa.extract_slice %x[%i] : tensor<32x64xf32> -> tensor<8x16xf32>
  nv_tileaa.return
}

// -----

// extract_slice: the slice has the source's rank.
nv_tileaa.func @f(%x: tensor<32x64xf32>, %i: index) {
  // expected-error @below {{'nv_tileaa.extract_slice' op slice rank 1 does not match source rank 2}}
  %r = nv_tileaa.extract_slice %x[%i, %i] : tensor<32x64xf32> -> tensor<16xf32>
  nv_tileaa.return
}

// -----

// extract_slice: the slice has the source's element type.
nv_tileaa.func @f(%x: tensor<32x64xf32>, %i: index) {
  // expected-error @below {{'nv_tileaa.extract_slice' op slice element type 'f16' does not match source element type 'f32'}}
  %r = nv_tileaa.extract_slice %x[%i, %i] : tensor<32x64xf32> -> tensor<8x16xf16>
  nv_tileaa.return
}

// -----

// extract_slice: the slice fits in the source.
nv_tileaa.func @f(%x: tensor<32x64xf32>, %i: index) {
  // expected-error @below {{'nv_tileaa.extract_slice' op slice extent 64 along axis 0 exceeds the source extent 32}}
  %r = nv_tileaa.extract_slice %x[%i, %i] : tensor<32x64xf32> -> tensor<64x16xf32>
  nv_tileaa.return
}

// -----

// view: the element count is kept.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.view' op source and result must have the same number of elements, got 32 ('tensor<8x4xf32>') and 16 ('tensor<2x8xf32>')}}
  %r = nv_tileaa.view %x : tensor<8x4xf32> -> tensor<2x8xf32>
  nv_tileaa.return
}

// -----

// cat: at least two operands.
nv_tileaa.func @f(%a: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.cat' op needs at least two operands, got 1}}
  %r = nv_tileaa.cat %a dim = 0 : tensor<2x4xf32> -> tensor<2x4xf32>
  nv_tileaa.return
}

// -----

// cat: dim is an axis.
nv_tileaa.func @f(%a: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.cat' op dim 2 is not an axis of the rank-2 result}}
  %r = nv_tileaa.cat %a, %a dim = 2 : tensor<2x4xf32>, tensor<2x4xf32> -> tensor<2x8xf32>
  nv_tileaa.return
}

// -----

// cat: operands have the result's rank and element type.
nv_tileaa.func @f(%a: tensor<2x4xf32>, %b: tensor<2x4xf16>) {
  // expected-error @below {{'nv_tileaa.cat' op operand 1 ('tensor<2x4xf16>') does not have the result's rank and element type ('tensor<2x8xf32>')}}
  %r = nv_tileaa.cat %a, %b dim = 1 : tensor<2x4xf32>, tensor<2x4xf16> -> tensor<2x8xf32>
  nv_tileaa.return
}

// -----

// cat: operands agree on the other axes.
nv_tileaa.func @f(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error @below {{'nv_tileaa.cat' op operand 1 has extent 3 along axis 0, which is not concatenated, but the result has 2}}
  %r = nv_tileaa.cat %a, %b dim = 1 : tensor<2x4xf32>, tensor<3x4xf32> -> tensor<2x8xf32>
  nv_tileaa.return
}

// -----

// cat: the concatenated extent is the sum.
nv_tileaa.func @f(%a: tensor<2x4xf32>, %b: tensor<2x8xf32>) {
  // expected-error @below {{'nv_tileaa.cat' op result extent along the concatenated axis 1 must be the sum of the operands', 12, got 8}}
  %r = nv_tileaa.cat %a, %b dim = 1 : tensor<2x4xf32>, tensor<2x8xf32> -> tensor<2x8xf32>
  nv_tileaa.return
}

// -----

// permute: one entry per axis.
nv_tileaa.func @f(%x: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.permute' op permutation needs one entry per axis (2), got 3}}
  %r = nv_tileaa.permute %x [0, 1, 2] : tensor<2x4xf32> -> tensor<2x4xf32>
  nv_tileaa.return
}

// -----

// permute: the rank is kept.
nv_tileaa.func @f(%x: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.permute' op result rank 1 does not match source rank 2}}
  %r = nv_tileaa.permute %x [1, 0] : tensor<2x4xf32> -> tensor<8xf32>
  nv_tileaa.return
}

// -----

// permute: entries are source axes.
nv_tileaa.func @f(%x: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.permute' op permutation entry 2 is not an axis of the rank-2 source}}
  %r = nv_tileaa.permute %x [2, 0] : tensor<2x4xf32> -> tensor<4x2xf32>
  nv_tileaa.return
}

// -----

// permute: no axis twice.
nv_tileaa.func @f(%x: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.permute' op permutation names axis 0 twice}}
  %r = nv_tileaa.permute %x [0, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// permute: result extents follow the permutation.
nv_tileaa.func @f(%x: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.permute' op result axis 0 must have the extent of source axis 1, 4, got 2}}
  %r = nv_tileaa.permute %x [1, 0] : tensor<2x4xf32> -> tensor<2x4xf32>
  nv_tileaa.return
}

// -----

// make_range: a 1-d tile of integers.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.make_range' op result must be a 1-d tile of integers or indices, got 'tensor<4xf32>'}}
  %r = nv_tileaa.make_range 0 to 4 : tensor<4xf32>
  nv_tileaa.return
}

// -----

// make_range: a non-empty range.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.make_range' op end 4 must be greater than start 4}}
  %r = nv_tileaa.make_range 4 to 4 : tensor<1xi32>
  nv_tileaa.return
}

// -----

// make_range: end - start elements.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.make_range' op result must have end - start = 120 elements, got 128}}
  %r = nv_tileaa.make_range 8 to 128 : tensor<128xi32>
  nv_tileaa.return
}

// -----

// make_range: values fit in the element type.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.make_range' op values 0 to 255 do not fit in signed 'i8'}}
  %r = nv_tileaa.make_range 0 to 256 : tensor<256xi8>
  nv_tileaa.return
}

// -----

// generate: one argument per result axis.
nv_tileaa.func @f(%v: f32) {
  // expected-error @below {{'nv_tileaa.generate' op body needs one index argument per result axis (2), got 1}}
  %r = nv_tileaa.generate : tensor<4x8xf32> {
  ^bb0(%i: index):
    nv_tileaa.yield %v : f32
  }
  nv_tileaa.return
}

// -----

// generate: the arguments are indices.
nv_tileaa.func @f(%v: f32) {
  // expected-error @below {{'nv_tileaa.generate' op body argument 1 must be index, got 'i32'}}
  %r = nv_tileaa.generate : tensor<4x8xf32> {
  ^bb0(%i: index, %j: i32):
    nv_tileaa.yield %v : f32
  }
  nv_tileaa.return
}

// -----

// generate: the body yields one element of the element type.
nv_tileaa.func @f(%v: f16) {
  // expected-error @below {{'nv_tileaa.generate' op body must yield one element of type 'f32', got ('f16')}}
  %r = nv_tileaa.generate : tensor<4xf32> {
  ^bb0(%i: index):
    nv_tileaa.yield %v : f16
  }
  nv_tileaa.return
}

// -----

// generate: the body ends with nv_tileaa.yield.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.generate' op body must end with nv_tileaa.yield}}
  %r = nv_tileaa.generate : tensor<4xf32> {
  ^bb0(%i: index):
    llvm.unreachable
  }
  nv_tileaa.return
}

// -----

// block_tile: one block extent per axis.
nv_tileaa.func @f(%x: tensor<64x64xf16>) {
  // expected-error @below {{'nv_tileaa.block_tile' op block needs one extent per source axis (2), got 1}}
  %r = nv_tileaa.block_tile %x [16] : tensor<64x64xf16> -> tensor<4x16x64xf16>
  nv_tileaa.return
}

// -----

// block_tile: block extents divide the axes.
nv_tileaa.func @f(%x: tensor<64x64xf16>) {
  // expected-error @below {{'nv_tileaa.block_tile' op block extent 24 along axis 1 must be positive and divide 64}}
  %r = nv_tileaa.block_tile %x [16, 24] : tensor<64x64xf16> -> tensor<4x2x16x24xf16>
  nv_tileaa.return
}

// -----

// block_tile: block extents are positive.
nv_tileaa.func @f(%x: tensor<64x64xf16>) {
  // expected-error @below {{'nv_tileaa.block_tile' op block extent 0 along axis 0 must be positive and divide 64}}
  %r = nv_tileaa.block_tile %x [0, 16] : tensor<64x64xf16> -> tensor<4x2x16x24xf16>
  nv_tileaa.return
}

// -----

// block_tile: blocks first, then elements within the block.
nv_tileaa.func @f(%x: tensor<64x64xf16>) {
  // expected-error @below {{'nv_tileaa.block_tile' op blocking 'tensor<64x64xf16>' gives 'tensor<4x2x16x32xf16>', got 'tensor<16x32x4x2xf16>'}}
  %r = nv_tileaa.block_tile %x [16, 32] : tensor<64x64xf16> -> tensor<16x32x4x2xf16>
  nv_tileaa.return
}

// -----

// conv_tile: batch, channel and 1 to 3 spatial axes.
nv_tileaa.func @f(%x: tensor<8x16xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op source must have a batch, a channel and 1 to 3 spatial axes, got rank 2}}
  %r = nv_tileaa.conv_tile %x window [] strides [] dilations [] padding [] : tensor<8x16xf16> -> tensor<8x16xf16>
  nv_tileaa.return
}

// -----

// conv_tile: one window extent per spatial axis.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op window needs 2 entries for 2 spatial axes, got 1}}
  %r = nv_tileaa.conv_tile %x window [3] strides [1, 1] dilations [1, 1] padding [1, 1, 1, 1] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
  nv_tileaa.return
}

// -----

// conv_tile: a low and a high padding per spatial axis.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op padding needs 4 entries for 2 spatial axes, got 2}}
  %r = nv_tileaa.conv_tile %x window [3, 3] strides [1, 1] dilations [1, 1] padding [1, 1] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
  nv_tileaa.return
}

// -----

// conv_tile: strides are positive.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op strides entries must be positive}}
  %r = nv_tileaa.conv_tile %x window [3, 3] strides [1, 0] dilations [1, 1] padding [1, 1, 1, 1] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
  nv_tileaa.return
}

// -----

// conv_tile: padding is not negative.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op padding entries must not be negative}}
  %r = nv_tileaa.conv_tile %x window [3, 3] strides [1, 1] dilations [1, 1] padding [1, -1, 1, 1] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
  nv_tileaa.return
}

// -----

// conv_tile: the dilated window fits in the padded input.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op the dilated window does not fit in padded spatial axis 1 of extent 8}}
  %r = nv_tileaa.conv_tile %x window [3, 3] strides [1, 1] dilations [1, 4] padding [0, 0, 0, 0] : tensor<1x8x8x16xf16> -> tensor<36x144xf16>
  nv_tileaa.return
}

// -----

// conv_tile: the result is [N * prod(out), prod(window) * C].
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op patches of 'tensor<1x8x8x16xf16>' form 'tensor<36x144xf16>', got 'tensor<64x144xf16>'}}
  %r = nv_tileaa.conv_tile %x window [3, 3] strides [1, 1] dilations [1, 1] padding [0, 0, 0, 0] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
  nv_tileaa.return
}

// -----

// conv_tile: channels_first reads the channel count from axis 1.
nv_tileaa.func @f(%x: tensor<1x16x8x8xf16>) {
  // expected-error @below {{'nv_tileaa.conv_tile' op patches of 'tensor<1x16x8x8xf16>' form 'tensor<64x144xf16>', got 'tensor<64x72xf16>'}}
  %r = nv_tileaa.conv_tile %x window [3, 3] strides [1, 1] dilations [1, 1] padding [1, 1, 1, 1] channels_first : tensor<1x16x8x8xf16> -> tensor<64x72xf16>
  nv_tileaa.return
}

// -----

// get_dim_size: dim is an axis of the memref.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>) {
  // expected-error @below {{'nv_tileaa.get_dim_size' op dim 2 is not an axis of the rank-2 memref}}
  %n = nv_tileaa.get_dim_size %m, 2 : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>
  nv_tileaa.return
}
