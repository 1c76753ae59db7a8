// nv_tileaa shape and tile construction: every op round-trips, in custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @splat
nv_tileaa.func @splat(%s: f32, %p: !nv_tileaa.ptr<f16, 1>, %i: index) {
  // CHECK: nv_tileaa.splat %{{.*}} : f32 -> tensor<4x8xf32>
  %a = nv_tileaa.splat %s : f32 -> tensor<4x8xf32>
  // CHECK: nv_tileaa.splat %{{.*}} : !nv_tileaa.ptr<f16, 1> -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  %b = nv_tileaa.splat %p : !nv_tileaa.ptr<f16, 1> -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  // CHECK: nv_tileaa.splat %{{.*}} : index -> tensor<16xindex>
  %c = nv_tileaa.splat %i : index -> tensor<16xindex>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @broadcast
nv_tileaa.func @broadcast(%x: tensor<1x8xf32>) {
  // CHECK: nv_tileaa.broadcast %{{.*}} : tensor<1x8xf32> -> tensor<4x8xf32>
  %r = nv_tileaa.broadcast %x : tensor<1x8xf32> -> tensor<4x8xf32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @expand_dims
nv_tileaa.func @expand_dims(%x: tensor<4x8xf32>) {
  // CHECK: nv_tileaa.expand_dims %{{.*}} [0, 2] : tensor<4x8xf32> -> tensor<1x4x1x8xf32>
  %r = nv_tileaa.expand_dims %x [0, 2] : tensor<4x8xf32> -> tensor<1x4x1x8xf32>
  // CHECK: nv_tileaa.expand_dims %{{.*}} [2] : tensor<4x8xf32> -> tensor<4x8x1xf32>
  %s = nv_tileaa.expand_dims %x [2] : tensor<4x8xf32> -> tensor<4x8x1xf32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @extract
nv_tileaa.func @extract(%x: tensor<4x8xf32>, %i: index, %j: index) {
  // CHECK: nv_tileaa.extract %{{.*}}[%{{.*}}] : tensor<4x8xf32> -> tensor<8xf32>
  %r = nv_tileaa.extract %x[%i] : tensor<4x8xf32> -> tensor<8xf32>
  // CHECK: nv_tileaa.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x8xf32> -> f32
  %s = nv_tileaa.extract %x[%i, %j] : tensor<4x8xf32> -> f32
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @extract_slice
nv_tileaa.func @extract_slice(%x: tensor<32x64xf32>, %i: index, %j: index) {
  // CHECK: nv_tileaa.extract_slice %{{.*}}[%{{.*}}, %{{.*}}] : tensor<32x64xf32> -> tensor<8x16xf32>
  %r = nv_tileaa.extract_slice %x[%i, %j] : tensor<32x64xf32> -> tensor<8x16xf32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @view
nv_tileaa.func @view(%x: tensor<8x4xf32>) {
  // CHECK: nv_tileaa.view %{{.*}} : tensor<8x4xf32> -> tensor<2x16xf32>
  %r = nv_tileaa.view %x : tensor<8x4xf32> -> tensor<2x16xf32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @cat
nv_tileaa.func @cat(%a: tensor<2x4xf32>, %b: tensor<2x8xf32>, %c: tensor<2x1xf32>) {
  // CHECK: nv_tileaa.cat %{{.*}}, %{{.*}}, %{{.*}} dim = 1 : tensor<2x4xf32>, tensor<2x8xf32>, tensor<2x1xf32> -> tensor<2x13xf32>
  %r = nv_tileaa.cat %a, %b, %c dim = 1 : tensor<2x4xf32>, tensor<2x8xf32>, tensor<2x1xf32> -> tensor<2x13xf32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @permute
nv_tileaa.func @permute(%x: tensor<2x4x8xf16>) {
  // CHECK: nv_tileaa.permute %{{.*}} [2, 0, 1] : tensor<2x4x8xf16> -> tensor<8x2x4xf16>
  %r = nv_tileaa.permute %x [2, 0, 1] : tensor<2x4x8xf16> -> tensor<8x2x4xf16>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @make_range
nv_tileaa.func @make_range() {
  // CHECK: nv_tileaa.make_range 0 to 128 : tensor<128xi32>
  %r = nv_tileaa.make_range 0 to 128 : tensor<128xi32>
  // CHECK: nv_tileaa.make_range -4 to 4 : tensor<8xindex>
  %s = nv_tileaa.make_range -4 to 4 : tensor<8xindex>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @generate
nv_tileaa.func @generate(%scale: f32) {
  // CHECK: nv_tileaa.generate : tensor<4x8xf32> {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
  // CHECK: arith.addi %[[I]], %[[J]] : index
  // CHECK: nv_tileaa.yield %{{.*}} : f32
  // CHECK-NEXT: }
  %r = nv_tileaa.generate : tensor<4x8xf32> {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    %v = arith.mulf %f, %scale : f32
    nv_tileaa.yield %v : f32
  }
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @block_tile
nv_tileaa.func @block_tile(%x: tensor<64x64xf16>) {
  // CHECK: nv_tileaa.block_tile %{{.*}} [16, 32] : tensor<64x64xf16> -> tensor<4x2x16x32xf16>
  %r = nv_tileaa.block_tile %x [16, 32] : tensor<64x64xf16> -> tensor<4x2x16x32xf16>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @conv_tile
nv_tileaa.func @conv_tile(%x: tensor<1x8x8x16xf16>, %y: tensor<2x4x9x9xf16>, %z: tensor<1x10x3xf32>) {
  // CHECK: nv_tileaa.conv_tile %{{.*}} window [3, 3] strides [1, 1] dilations [1, 1] padding [1, 1, 1, 1] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
  %a = nv_tileaa.conv_tile %x window [3, 3] strides [1, 1] dilations [1, 1] padding [1, 1, 1, 1] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
  // Channels first, stride 2, no padding: out = (9 - 2 - 1) / 2 + 1 = 4 per axis.
  // CHECK: nv_tileaa.conv_tile %{{.*}} window [3, 3] strides [2, 2] dilations [1, 1] padding [0, 0, 0, 0] channels_first : tensor<2x4x9x9xf16> -> tensor<32x36xf16>
  %b = nv_tileaa.conv_tile %y window [3, 3] strides [2, 2] dilations [1, 1] padding [0, 0, 0, 0] channels_first : tensor<2x4x9x9xf16> -> tensor<32x36xf16>
  // One spatial axis, dilation 2: out = (10 - 2 * 2 - 1) / 1 + 1 = 6.
  // CHECK: nv_tileaa.conv_tile %{{.*}} window [3] strides [1] dilations [2] padding [0, 0] : tensor<1x10x3xf32> -> tensor<6x9xf32>
  %c = nv_tileaa.conv_tile %z window [3] strides [1] dilations [2] padding [0, 0] : tensor<1x10x3xf32> -> tensor<6x9xf32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @get_dim_size
nv_tileaa.func @get_dim_size(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>) {
  // CHECK: nv_tileaa.get_dim_size %{{.*}}, 0 : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>
  %n = nv_tileaa.get_dim_size %m, 0 : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>
  nv_tileaa.return
}
