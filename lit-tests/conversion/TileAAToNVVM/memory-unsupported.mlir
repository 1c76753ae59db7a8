// What the memory lowering cannot do yet is one diagnostic naming the op.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

nv_tileaa.func @broadcast(%p: tensor<4x1x!nv_tileaa.ptr<f32, 1>>, %o: tensor<4x8xindex>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.addptr' op broadcasting a 'tensor<4x1x!nv_tileaa.ptr<f32, 1>>' base against a 'tensor<4x8xindex>' offset is not supported by convert-tileaa-to-nvvm yet (broadcast the operands first)}}
  %q = nv_tileaa.addptr %p, %o : tensor<4x1x!nv_tileaa.ptr<f32, 1>>, tensor<4x8xindex> -> tensor<4x8x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return
}

// -----

// alloca's storage is freed before its block's terminator: a block without one is refused.
// expected-error @below {{'nv_tileaa.alloca' op is in a block without a terminator, where its storage would never be freed}}
%p = nv_tileaa.alloca num_elem = 4, alignment = 16 : !nv_tileaa.ptr<f32, 1>

// -----

// Two 4-bit elements share a byte: an element has no address of its own, and a store would have to keep its
// neighbour's bits. Refused rather than accessed a byte per element.
nv_tileaa.func @f4_memory(%p: !nv_tileaa.ptr<f4E2M1FN, 1>, %i: index) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.make_memref' op on memory of 4-bit 'f4E2M1FN' elements (two per byte) is not supported by convert-tileaa-to-nvvm yet}}
  %m = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f4E2M1FN, 1>) -> !nv_tileaa.memref<64xf4E2M1FN, strides=[1], 1>
  %v, %t = nv_tileaa.tiled_load %m[%i] {in_bounds = array<i1: true>} : !nv_tileaa.memref<64xf4E2M1FN, strides=[1], 1> -> tensor<64xf4E2M1FN>
  nv_tileaa.return
}

// -----

nv_tileaa.func @i4_pointers(%p: tensor<64x!nv_tileaa.ptr<i4, 1>>, %o: tensor<64xindex>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.addptr' op on memory of 4-bit 'i4' elements (two per byte) is not supported by convert-tileaa-to-nvvm yet}}
  %q = nv_tileaa.addptr %p, %o : tensor<64x!nv_tileaa.ptr<i4, 1>>, tensor<64xindex> -> tensor<64x!nv_tileaa.ptr<i4, 1>>
  nv_tileaa.return
}
