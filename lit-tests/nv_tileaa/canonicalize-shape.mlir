// nv_tileaa shape canonicalization: splat of a constant becomes a dense constant; identity
// broadcast, view and permute fold away; a view of a view reads the first source.
// RUN: tile-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @splat_float
nv_tileaa.func @splat_float() -> tensor<4x8xf32> {
  // CHECK: %[[C:.*]] = arith.constant dense<1.500000e+00> : tensor<4x8xf32>
  // CHECK-NOT: nv_tileaa.splat
  // CHECK: nv_tileaa.return %[[C]]
  %c = arith.constant 1.5 : f32
  %t = nv_tileaa.splat %c : f32 -> tensor<4x8xf32>
  nv_tileaa.return %t : tensor<4x8xf32>
}

// CHECK-LABEL: nv_tileaa.func @splat_int
nv_tileaa.func @splat_int() -> tensor<16xi32> {
  // CHECK: %[[C:.*]] = arith.constant dense<7> : tensor<16xi32>
  // CHECK-NOT: nv_tileaa.splat
  // CHECK: nv_tileaa.return %[[C]]
  %c = arith.constant 7 : i32
  %t = nv_tileaa.splat %c : i32 -> tensor<16xi32>
  nv_tileaa.return %t : tensor<16xi32>
}

// CHECK-LABEL: nv_tileaa.func @splat_index
nv_tileaa.func @splat_index() -> tensor<16xindex> {
  // CHECK: %[[C:.*]] = arith.constant dense<3> : tensor<16xindex>
  // CHECK: nv_tileaa.return %[[C]]
  %c = arith.constant 3 : index
  %t = nv_tileaa.splat %c : index -> tensor<16xindex>
  nv_tileaa.return %t : tensor<16xindex>
}

// A splat of a value that is not constant stays.
// CHECK-LABEL: nv_tileaa.func @splat_argument
nv_tileaa.func @splat_argument(%s: f32) -> tensor<4xf32> {
  // CHECK: %[[T:.*]] = nv_tileaa.splat %{{.*}} : f32 -> tensor<4xf32>
  // CHECK: nv_tileaa.return %[[T]]
  %t = nv_tileaa.splat %s : f32 -> tensor<4xf32>
  nv_tileaa.return %t : tensor<4xf32>
}

// CHECK-LABEL: nv_tileaa.func @identities
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
nv_tileaa.func @identities(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK-NOT: nv_tileaa.broadcast
  // CHECK-NOT: nv_tileaa.view
  // CHECK-NOT: nv_tileaa.permute
  // CHECK: nv_tileaa.return %[[X]], %[[X]], %[[X]]
  %b = nv_tileaa.broadcast %x : tensor<4x8xf32> -> tensor<4x8xf32>
  %v = nv_tileaa.view %x : tensor<4x8xf32> -> tensor<4x8xf32>
  %p = nv_tileaa.permute %x [0, 1] : tensor<4x8xf32> -> tensor<4x8xf32>
  nv_tileaa.return %b, %v, %p : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// Shape changes that are not identities stay.
// CHECK-LABEL: nv_tileaa.func @not_identities
nv_tileaa.func @not_identities(%x: tensor<1x8xf32>) -> (tensor<4x8xf32>, tensor<8x1xf32>) {
  // CHECK: nv_tileaa.broadcast
  // CHECK: nv_tileaa.permute
  %b = nv_tileaa.broadcast %x : tensor<1x8xf32> -> tensor<4x8xf32>
  %p = nv_tileaa.permute %x [1, 0] : tensor<1x8xf32> -> tensor<8x1xf32>
  nv_tileaa.return %b, %p : tensor<4x8xf32>, tensor<8x1xf32>
}

// CHECK-LABEL: nv_tileaa.func @view_of_view
// CHECK-SAME: (%[[X:.*]]: tensor<8x4xf32>)
nv_tileaa.func @view_of_view(%x: tensor<8x4xf32>) -> tensor<2x16xf32> {
  // CHECK-NEXT: %[[V:.*]] = nv_tileaa.view %[[X]] : tensor<8x4xf32> -> tensor<2x16xf32>
  // CHECK-NEXT: nv_tileaa.return %[[V]]
  %a = nv_tileaa.view %x : tensor<8x4xf32> -> tensor<32xf32>
  %b = nv_tileaa.view %a : tensor<32xf32> -> tensor<2x16xf32>
  nv_tileaa.return %b : tensor<2x16xf32>
}

// A view back to the original shape disappears.
// CHECK-LABEL: nv_tileaa.func @view_round_trip
// CHECK-SAME: (%[[X:.*]]: tensor<8x4xf32>)
nv_tileaa.func @view_round_trip(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // CHECK-NEXT: nv_tileaa.return %[[X]]
  %a = nv_tileaa.view %x : tensor<8x4xf32> -> tensor<32xf32>
  %b = nv_tileaa.view %a : tensor<32xf32> -> tensor<8x4xf32>
  nv_tileaa.return %b : tensor<8x4xf32>
}
