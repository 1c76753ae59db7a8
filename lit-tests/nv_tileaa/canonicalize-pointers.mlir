// Folds and canonicalizations of the pointer and conversion ops.
// RUN: tile-opt %s -canonicalize | FileCheck %s

// Chained addptrs become one addptr of the summed offset.
// CHECK-LABEL: nv_tileaa.func @chain(
// CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[A:[^:]*]]: index, %[[B:[^:]*]]: index, %[[C:[^:]*]]: index)
nv_tileaa.func @chain(%p: !nv_tileaa.ptr<f32, 1>, %a: index, %b: index, %c: index) -> !nv_tileaa.ptr<f32, 1> {
  // CHECK-NEXT: %[[AB:.*]] = arith.addi %[[A]], %[[B]] : index
  // CHECK-NEXT: %[[ABC:.*]] = arith.addi %[[AB]], %[[C]] : index
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.addptr %[[P]], %[[ABC]] : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: nv_tileaa.return %[[R]]
  %p1 = nv_tileaa.addptr %p, %a : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  %p2 = nv_tileaa.addptr %p1, %b : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  %p3 = nv_tileaa.addptr %p2, %c : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return %p3 : !nv_tileaa.ptr<f32, 1>
}

// Constant offsets sum to a constant; a zero offset disappears.
// CHECK-LABEL: nv_tileaa.func @constants(
// CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f16, 3>)
nv_tileaa.func @constants(%p: !nv_tileaa.ptr<f16, 3>) -> (!nv_tileaa.ptr<f16, 3>, !nv_tileaa.ptr<f16, 3>) {
  // CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.addptr %[[P]], %[[C8]] : !nv_tileaa.ptr<f16, 3>, index -> !nv_tileaa.ptr<f16, 3>
  // CHECK-NEXT: nv_tileaa.return %[[R]], %[[P]]
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %p1 = nv_tileaa.addptr %p, %c3 : !nv_tileaa.ptr<f16, 3>, index -> !nv_tileaa.ptr<f16, 3>
  %p2 = nv_tileaa.addptr %p1, %c5 : !nv_tileaa.ptr<f16, 3>, index -> !nv_tileaa.ptr<f16, 3>
  %z = nv_tileaa.addptr %p, %c0 : !nv_tileaa.ptr<f16, 3>, index -> !nv_tileaa.ptr<f16, 3>
  nv_tileaa.return %p2, %z : !nv_tileaa.ptr<f16, 3>, !nv_tileaa.ptr<f16, 3>
}

// Tile offsets of one type are summed too; the inner addptr stays while used.
// CHECK-LABEL: nv_tileaa.func @tiles(
// CHECK-SAME: %[[P:[^:]*]]: tensor<128x!nv_tileaa.ptr<f16, 1>>, %[[A:[^:]*]]: tensor<128xindex>, %[[B:[^:]*]]: tensor<128xindex>)
nv_tileaa.func @tiles(%p: tensor<128x!nv_tileaa.ptr<f16, 1>>, %a: tensor<128xindex>, %b: tensor<128xindex>)
    -> (tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128x!nv_tileaa.ptr<f16, 1>>) {
  // CHECK-NEXT: %[[P1:.*]] = nv_tileaa.addptr %[[P]], %[[A]] : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128xindex> -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  // CHECK-NEXT: %[[AB:.*]] = arith.addi %[[A]], %[[B]] : tensor<128xindex>
  // CHECK-NEXT: %[[P2:.*]] = nv_tileaa.addptr %[[P]], %[[AB]] : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128xindex> -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  // CHECK-NEXT: nv_tileaa.return %[[P1]], %[[P2]]
  %p1 = nv_tileaa.addptr %p, %a : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128xindex> -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  %p2 = nv_tileaa.addptr %p1, %b : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128xindex> -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  nv_tileaa.return %p1, %p2 : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128x!nv_tileaa.ptr<f16, 1>>
}

// Offsets of different shapes would need a broadcast to be summed: left alone.
// CHECK-LABEL: nv_tileaa.func @mixed(
nv_tileaa.func @mixed(%p: !nv_tileaa.ptr<f32, 1>, %a: index, %b: tensor<4xindex>) -> tensor<4x!nv_tileaa.ptr<f32, 1>> {
  // CHECK-NEXT: %[[P1:.*]] = nv_tileaa.addptr %{{.*}}, %{{.*}} : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: nv_tileaa.addptr %[[P1]], %{{.*}} : !nv_tileaa.ptr<f32, 1>, tensor<4xindex> -> tensor<4x!nv_tileaa.ptr<f32, 1>>
  %p1 = nv_tileaa.addptr %p, %a : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  %p2 = nv_tileaa.addptr %p1, %b : !nv_tileaa.ptr<f32, 1>, tensor<4xindex> -> tensor<4x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return %p2 : tensor<4x!nv_tileaa.ptr<f32, 1>>
}

// A zero tile offset that broadcasts a scalar base is not a no-op: kept.
// CHECK-LABEL: nv_tileaa.func @zero_splat(
nv_tileaa.func @zero_splat(%p: !nv_tileaa.ptr<f32, 1>) -> tensor<4x!nv_tileaa.ptr<f32, 1>> {
  // CHECK: nv_tileaa.addptr
  %z = arith.constant dense<0> : tensor<4xindex>
  %p1 = nv_tileaa.addptr %p, %z : !nv_tileaa.ptr<f32, 1>, tensor<4xindex> -> tensor<4x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return %p1 : tensor<4x!nv_tileaa.ptr<f32, 1>>
}

// Bitcasts: an identity disappears, a round trip returns the source, a chain is one cast.
// CHECK-LABEL: nv_tileaa.func @bitcasts(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4xf32>)
nv_tileaa.func @bitcasts(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  // CHECK-NEXT: %[[I:.*]] = nv_tileaa.bitcast %[[X]] : tensor<4xf32> -> tensor<4xi32>
  // CHECK-NEXT: nv_tileaa.return %[[X]], %[[X]], %[[I]]
  %same = nv_tileaa.bitcast %x : tensor<4xf32> -> tensor<4xf32>
  %i = nv_tileaa.bitcast %x : tensor<4xf32> -> tensor<4xi32>
  %back = nv_tileaa.bitcast %i : tensor<4xi32> -> tensor<4xf32>
  %u = nv_tileaa.bitcast %back : tensor<4xf32> -> tensor<4xi32>
  nv_tileaa.return %same, %back, %u : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}
