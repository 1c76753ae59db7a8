// nv_tileaa verifiers: one case per rule of TileAAOps.cpp and TileAATypes.cpp, with its exact message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// memref: one stride per dimension.
// expected-error @below {{memref of rank 2 needs 2 strides, got 1}}
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[1], 1>) {
  nv_tileaa.return
}

// -----

// memref: elements are integers or floats.
// expected-error @below {{memref element type must be an integer or float, got 'index'}}
nv_tileaa.func @f(%m: !nv_tileaa.memref<4xindex, 1>) {
  nv_tileaa.return
}

// -----

// memref: extents are strictly positive.
// expected-error @below {{memref extents and strides must be strictly positive, got 0}}
nv_tileaa.func @f(%m: !nv_tileaa.memref<4x0xf32, 1>) {
  nv_tileaa.return
}

// -----

// memref: strides are strictly positive.
// expected-error @below {{memref extents and strides must be strictly positive, got -2}}
nv_tileaa.func @f(%m: !nv_tileaa.memref<4xf32, strides=[-2], 1>) {
  nv_tileaa.return
}

// -----

// tiled_load: one index per memref axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op needs 2 indices for a rank-2 memref, got 1}}
  %v, %t = nv_tileaa.tiled_load %m[%i] : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_load: the tile has the memref's rank.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op tile rank 1 does not match memref rank 2}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<32xf32>
  nv_tileaa.return
}

// -----

// tiled_load: the tile has the memref's element type.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op tile element type 'f16' does not match memref element type 'f32'}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<4x8xf16>
  nv_tileaa.return
}

// -----

// tiled_load: in_bounds has one entry per axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op in_bounds needs one entry per axis (2), got 1}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] {in_bounds = array<i1: true>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_load: weak ordering takes no scope.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op weak memory ordering must not carry a scope}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] {mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_load: non-weak ordering needs a scope.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op non-weak memory ordering requires explicit scope}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] {mem_semantic = #nv_tileaa.mem_semantic<acquire>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_load: no release ordering.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op loads accept weak, relaxed or acquire ordering, got release}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_load: no acq_rel ordering.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op loads accept weak, relaxed or acquire ordering, got acq_rel}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_load: non-zero padding needs float elements.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>, %mi: !nv_tileaa.memref<?x32xi32, strides=[?,1], 1>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op padding nan needs a float element type}}
  %v, %t = nv_tileaa.tiled_load %mi[%i, %i] {padding = #nv_tileaa.padding<nan>} : !nv_tileaa.memref<?x32xi32, strides=[?,1], 1> -> tensor<4x8xi32>
  nv_tileaa.return
}

// -----

// tiled_load: neg_zero padding needs float elements too.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>, %mi: !nv_tileaa.memref<?x32xi32, strides=[?,1], 1>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op padding neg_zero needs a float element type}}
  %v, %t = nv_tileaa.tiled_load %mi[%i, %i] {padding = #nv_tileaa.padding<neg_zero>} : !nv_tileaa.memref<?x32xi32, strides=[?,1], 1> -> tensor<4x8xi32>
  nv_tileaa.return
}

// -----

// tiled_load: the tile is statically shaped.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{custom op 'nv_tileaa.tiled_load' 'result' must be statically shaped ranked tensor, but got 'tensor<?x8xf32>'}}
  %v, %t = nv_tileaa.tiled_load %m[%i, %i] : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<?x8xf32>
  nv_tileaa.return
}

// -----

// tiled_store: one index per memref axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op needs 2 indices for a rank-2 memref, got 1}}
  %t = nv_tileaa.tiled_store %m[%i], %x : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_store: the tile has the memref's rank.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>, %y: tensor<32xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op tile rank 1 does not match memref rank 2}}
  %t = nv_tileaa.tiled_store %m[%i, %i], %y : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<32xf32>
  nv_tileaa.return
}

// -----

// tiled_store: the tile has the memref's element type.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>, %h: tensor<4x8xf16>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op tile element type 'f16' does not match memref element type 'f32'}}
  %t = nv_tileaa.tiled_store %m[%i, %i], %h : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<4x8xf16>
  nv_tileaa.return
}

// -----

// tiled_store: in_bounds has one entry per axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op in_bounds needs one entry per axis (2), got 3}}
  %t = nv_tileaa.tiled_store %m[%i, %i], %x {in_bounds = array<i1: true, true, true>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_store: weak ordering takes no scope.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op weak memory ordering must not carry a scope}}
  %t = nv_tileaa.tiled_store %m[%i, %i], %x {mem_scope = #nv_tileaa.mem_scope<sys>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_store: non-weak ordering needs a scope.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op non-weak memory ordering requires explicit scope}}
  %t = nv_tileaa.tiled_store %m[%i, %i], %x {mem_semantic = #nv_tileaa.mem_semantic<release>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_store: no acquire ordering.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op stores accept weak, relaxed or release ordering, got acquire}}
  %t = nv_tileaa.tiled_store %m[%i, %i], %x {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// tiled_store: no acq_rel ordering.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op stores accept weak, relaxed or release ordering, got acq_rel}}
  %t = nv_tileaa.tiled_store %m[%i, %i], %x {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// assume: div_by is a power of two.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.assume' op div_by must be a positive power of two}}
  %a = nv_tileaa.assume %i {div_by = 12 : i64} : index
  nv_tileaa.return
}

// -----

// assume: div_by is positive.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.assume' op div_by must be a positive power of two}}
  %a = nv_tileaa.assume %i {div_by = 0 : i64} : index
  nv_tileaa.return
}

// -----

// assume: div_by is positive, not a negated power of two.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.assume' op div_by must be a positive power of two}}
  %a = nv_tileaa.assume %i {div_by = -4 : i64} : index
  nv_tileaa.return
}

// -----

// assume: every without along.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.assume' op needs 'every' and 'along' together}}
  %a = nv_tileaa.assume %x {div_by = 4 : i64, every = 2 : i64} : tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// assume: along without every.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.assume' op needs 'every' and 'along' together}}
  %a = nv_tileaa.assume %x {div_by = 4 : i64, along = 0 : i64} : tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// assume: every/along qualify a div_by.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.assume' op 'every'/'along' qualify div_by, which is missing}}
  %a = nv_tileaa.assume %x {every = 2 : i64, along = 0 : i64} : tensor<4x8xf32>
  nv_tileaa.return
}

// -----

// assume: bounds are ordered.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>) {
  // expected-error @below {{'nv_tileaa.assume' op lower_bound exceeds upper_bound}}
  %a = nv_tileaa.assume %i {lower_bound = 8 : i64, upper_bound = 7 : i64} : index
  nv_tileaa.return
}

// -----

// addf: operands are floats.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %x: tensor<4x8xf32>, %n: tensor<4x8xi32>) {
  // expected-error @below {{'nv_tileaa.addf' op operand #0 must be float or ranked tensor of float, but got 'tensor<4x8xi32>'}}
  %a = nv_tileaa.addf %n, %n : tensor<4x8xi32>
  nv_tileaa.return
}

// -----

// func: a kernel returns nothing.
// expected-error @below {{'nv_tileaa.func' op is a kernel and cannot return values}}
nv_tileaa.func @k() -> i32 attributes {kernel} {
  %c = arith.constant 0 : i32
  nv_tileaa.return %c : i32
}

// -----

// return: operand type differs from the result type.
nv_tileaa.func @g() -> i32 {
  %c = arith.constant 0 : i64
  // expected-error @below {{'nv_tileaa.return' op operand types do not match the function's result types}}
  nv_tileaa.return %c : i64
}

// -----

// return: too few operands.
nv_tileaa.func @g() -> i32 {
  // expected-error @below {{'nv_tileaa.return' op operand types do not match the function's result types}}
  nv_tileaa.return
}

// -----

// return: too many operands.
nv_tileaa.func @g() {
  %c = arith.constant 0 : i64
  // expected-error @below {{'nv_tileaa.return' op operand types do not match the function's result types}}
  nv_tileaa.return %c : i64
}

// -----

// return: only inside nv_tileaa.func.
func.func @g() {
  // expected-error @below {{'nv_tileaa.return' op expects parent op 'nv_tileaa.func'}}
  nv_tileaa.return
}

// -----

// assume: bounds are signed 64-bit values.
nv_tileaa.func @f(%i: index) {
  // expected-error @below {{'nv_tileaa.assume' op lower_bound exceeds upper_bound}}
  %a = nv_tileaa.assume %i {lower_bound = 5 : i64, upper_bound = -1 : i64} : index
  nv_tileaa.return
}

// -----

// assume: a negative div_by is not a power of two.
nv_tileaa.func @f(%i: index) {
  // expected-error @below {{'nv_tileaa.assume' op div_by must be a positive power of two}}
  %a = nv_tileaa.assume %i {div_by = -9223372036854775808 : i64} : index
  nv_tileaa.return
}
