// What the memory lowering cannot do yet is one diagnostic naming the op.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

nv_tileaa.func @broadcast(%p: tensor<4x1x!nv_tileaa.ptr<f32, 1>>, %o: tensor<4x8xindex>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.addptr' op broadcasting a 'tensor<4x1x!nv_tileaa.ptr<f32, 1>>' base against a 'tensor<4x8xindex>' offset is not supported by convert-tileaa-to-nvvm yet (broadcast the operands first)}}
  %q = nv_tileaa.addptr %p, %o : tensor<4x1x!nv_tileaa.ptr<f32, 1>>, tensor<4x8xindex> -> tensor<4x8x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return
}
