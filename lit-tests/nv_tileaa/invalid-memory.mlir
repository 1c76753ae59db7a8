// Memory-effect verifiers: one case per rule, with its exact message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Token protocol: a token made by a select hides the order it carries.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %c: i1) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t = arith.select %c, %a, %b : !nv_tileaa.mem_token
  // expected-error @below {{'nv_tileaa.load' op token must come from create_mem_token, join_mem_token, a memory op, a region or call result, or a block argument, got a result of 'arith.select'}}
  %v, %t1 = nv_tileaa.load %p token %t : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// Token protocol: nor does a cast.
nv_tileaa.func @f(%m: !nv_tileaa.memref<4xf32, strides=[1], 1>, %i: index, %v: tensor<4xf32>, %x: i64) {
  %t = builtin.unrealized_conversion_cast %x : i64 to !nv_tileaa.mem_token
  // expected-error @below {{'nv_tileaa.tiled_store' op token must come from create_mem_token, join_mem_token, a memory op, a region or call result, or a block argument, got a result of 'builtin.unrealized_conversion_cast'}}
  %t1 = nv_tileaa.tiled_store %m[%i], %v token %t : !nv_tileaa.memref<4xf32, strides=[1], 1>, tensor<4xf32>
  nv_tileaa.return
}

// -----

// Token arity: at most one token operand.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %t: !nv_tileaa.mem_token) {
  // expected-error @below {{'nv_tileaa.load' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %v, %t1 = "nv_tileaa.load"(%p, %t, %t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 2>}> : (!nv_tileaa.ptr<f32, 1>, !nv_tileaa.mem_token, !nv_tileaa.mem_token) -> (f32, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// Token arity: one token result.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %s: f32) {
  // expected-error @below {{'nv_tileaa.store' op requires one result}}
  "nv_tileaa.store"(%p, %s) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!nv_tileaa.ptr<f32, 1>, f32) -> ()
  nv_tileaa.return
}

// -----

// load: the base is a pointer, a tile of pointers or a memref.
nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.load' op operand #0 must be pointer, statically shaped tile of pointers, or memref, but got 'tensor<4xf32>'}}
  %v, %t = nv_tileaa.load %x : tensor<4xf32> -> tensor<4xf32>
  nv_tileaa.return
}

// -----

// load: the result is the pointee in the base's shape.
nv_tileaa.func @f(%pp: tensor<128x!nv_tileaa.ptr<f16, 1>>) {
  // expected-error @below {{'nv_tileaa.load' op result must be 'tensor<128xf16>' to match base 'tensor<128x!nv_tileaa.ptr<f16, 1>>', got 'tensor<64xf16>'}}
  %v, %t = nv_tileaa.load %pp : tensor<128x!nv_tileaa.ptr<f16, 1>> -> tensor<64xf16>
  nv_tileaa.return
}

// -----

// load: a memref element is a scalar.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index) {
  // expected-error @below {{'nv_tileaa.load' op result must be 'f32' to match base '!nv_tileaa.memref<?xf32, 1>', got 'tensor<4xf32>'}}
  %v, %t = nv_tileaa.load %m[%i] : !nv_tileaa.memref<?xf32, 1> -> tensor<4xf32>
  nv_tileaa.return
}

// -----

// load: a pointer takes no indices.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %i: index) {
  // expected-error @below {{'nv_tileaa.load' op needs 0 indices for base '!nv_tileaa.ptr<f32, 1>', got 1}}
  %v, %t = nv_tileaa.load %p[%i] : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: a memref takes one index per axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf32, 1>, %i: index) {
  // expected-error @below {{'nv_tileaa.load' op needs 2 indices for base '!nv_tileaa.memref<?x?xf32, 1>', got 1}}
  %v, %t = nv_tileaa.load %m[%i] : !nv_tileaa.memref<?x?xf32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: the mask has the result's shape.
nv_tileaa.func @f(%pp: tensor<128x!nv_tileaa.ptr<f16, 1>>, %k: tensor<64xi1>) {
  // expected-error @below {{'nv_tileaa.load' op failed to verify that mask is i1 in the shape of result}}
  %v, %t = "nv_tileaa.load"(%pp, %k) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 0>}> : (tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<64xi1>) -> (tensor<128xf16>, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// load: the mask is i1.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %k: i8) {
  // expected-error @below {{'nv_tileaa.load' op operand #1 must be i1 or tile of i1, but got 'i8'}}
  %v, %t = "nv_tileaa.load"(%p, %k) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 0>}> : (!nv_tileaa.ptr<f32, 1>, i8) -> (f32, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// load: other has the result's type.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %k: i1, %o: f16) {
  // expected-error @below {{'nv_tileaa.load' op failed to verify that other has the type of result}}
  %v, %t = "nv_tileaa.load"(%p, %k, %o) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0>}> : (!nv_tileaa.ptr<f32, 1>, i1, f16) -> (f32, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// load: other needs a mask.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %o: f32) {
  // expected-error @below {{'nv_tileaa.load' op 'other' replaces masked-off elements and needs a 'mask'}}
  %v, %t = nv_tileaa.load %p other %o : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: no release ordering.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.load' op loads accept weak, relaxed or acquire ordering, got release}}
  %v, %t = nv_tileaa.load %p {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: no acq_rel ordering.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.load' op loads accept weak, relaxed or acquire ordering, got acq_rel}}
  %v, %t = nv_tileaa.load %p {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: weak ordering takes no scope.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.load' op weak memory ordering must not carry a scope}}
  %v, %t = nv_tileaa.load %p {mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: non-weak ordering needs a scope.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.load' op non-weak memory ordering requires explicit scope}}
  %v, %t = nv_tileaa.load %p {mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: a volatile access carries no ordering.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.load' op a volatile access is weak, got acquire}}
  %v, %t = nv_tileaa.load %p {is_volatile, mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// load: in_bounds has one entry per axis of the base (none for a pointer).
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.load' op in_bounds needs one entry per axis (0), got 1}}
  %v, %t = nv_tileaa.load %p {in_bounds = array<i1: true>} : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}

// -----

// store: the value is the pointee in the base's shape.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %v: f16) {
  // expected-error @below {{'nv_tileaa.store' op value must be 'f32' to match base '!nv_tileaa.ptr<f32, 1>', got 'f16'}}
  %t = nv_tileaa.store %p, %v : !nv_tileaa.ptr<f32, 1>, f16
  nv_tileaa.return
}

// -----

// store: a memref takes one index per axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf32, 1>, %i: index, %v: f32) {
  // expected-error @below {{'nv_tileaa.store' op needs 2 indices for base '!nv_tileaa.memref<?x?xf32, 1>', got 3}}
  %t = nv_tileaa.store %m[%i, %i, %i], %v : !nv_tileaa.memref<?x?xf32, 1>, f32
  nv_tileaa.return
}

// -----

// store: the mask has the value's shape.
nv_tileaa.func @f(%pp: tensor<8x!nv_tileaa.ptr<f32, 1>>, %v: tensor<8xf32>, %k: i1) {
  // expected-error @below {{'nv_tileaa.store' op failed to verify that mask is i1 in the shape of value}}
  %t = "nv_tileaa.store"(%pp, %v, %k) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>}> : (tensor<8x!nv_tileaa.ptr<f32, 1>>, tensor<8xf32>, i1) -> !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

// store: no acquire ordering.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %v: f32) {
  // expected-error @below {{'nv_tileaa.store' op stores accept weak, relaxed or release ordering, got acquire}}
  %t = nv_tileaa.store %p, %v {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}

// -----

// store: no acq_rel ordering.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %v: f32) {
  // expected-error @below {{'nv_tileaa.store' op stores accept weak, relaxed or release ordering, got acq_rel}}
  %t = nv_tileaa.store %p, %v {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}

// -----

// store: non-weak ordering needs a scope.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %v: f32) {
  // expected-error @below {{'nv_tileaa.store' op non-weak memory ordering requires explicit scope}}
  %t = nv_tileaa.store %p, %v {mem_semantic = #nv_tileaa.mem_semantic<release>} : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}

// -----

// store: ca is a read cache modifier.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %v: f32) {
  // expected-error @below {{'nv_tileaa.store' op stores accept cache modifiers none, cg or cs, got ca}}
  %t = nv_tileaa.store %p, %v {cache_modifier = #nv_tileaa.cache_modifier<ca>} : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}

// -----

// store: a volatile access carries no ordering.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %v: f32) {
  // expected-error @below {{'nv_tileaa.store' op a volatile access is weak, got release}}
  %t = nv_tileaa.store %p, %v {is_volatile, mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<sys>} : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}

// -----

// store: in_bounds has one entry per memref axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index, %v: f32) {
  // expected-error @below {{'nv_tileaa.store' op in_bounds needs one entry per axis (1), got 2}}
  %t = nv_tileaa.store %m[%i], %v {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?xf32, 1>, f32
  nv_tileaa.return
}

// -----

// tiled_load: the mask has the result's shape.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index, %k: tensor<8xi1>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op failed to verify that mask is i1 in the shape of result}}
  %v, %t = "nv_tileaa.tiled_load"(%m, %i, %k) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!nv_tileaa.memref<?xf32, 1>, index, tensor<8xi1>) -> (tensor<16xf32>, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// tiled_load: other has the result's type.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index, %k: tensor<16xi1>, %o: tensor<16xf16>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op failed to verify that other has the type of result}}
  %v, %t = "nv_tileaa.tiled_load"(%m, %i, %k, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!nv_tileaa.memref<?xf32, 1>, index, tensor<16xi1>, tensor<16xf16>) -> (tensor<16xf32>, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// tiled_load: other needs a mask.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index, %o: tensor<16xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_load' op 'other' replaces masked-off elements and needs a 'mask'}}
  %v, %t = nv_tileaa.tiled_load %m[%i] other %o : !nv_tileaa.memref<?xf32, 1> -> tensor<16xf32>
  nv_tileaa.return
}

// -----

// tiled_load: the token comes from a token producer.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index, %a: !nv_tileaa.mem_token) {
  %t0 = nv_tileaa.assume %a {div_by = 4 : i64} : !nv_tileaa.mem_token
  // expected-error @below {{'nv_tileaa.tiled_load' op token must come from create_mem_token, join_mem_token, a memory op, a region or call result, or a block argument, got a result of 'nv_tileaa.assume'}}
  %v, %t = nv_tileaa.tiled_load %m[%i] token %t0 : !nv_tileaa.memref<?xf32, 1> -> tensor<16xf32>
  nv_tileaa.return
}

// -----

// tiled_store: the mask has the value's shape.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index, %v: tensor<16xf32>, %k: tensor<16xi8>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op operand #3 must be i1 or tile of i1, but got 'tensor<16xi8>'}}
  %t = "nv_tileaa.tiled_store"(%m, %v, %i, %k) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!nv_tileaa.memref<?xf32, 1>, tensor<16xf32>, index, tensor<16xi8>) -> !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

// tiled_store: lu is a read cache modifier.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %i: index, %v: tensor<16xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_store' op stores accept cache modifiers none, cg or cs, got lu}}
  %t = nv_tileaa.tiled_store %m[%i], %v {cache_modifier = #nv_tileaa.cache_modifier<lu>} : !nv_tileaa.memref<?xf32, 1>, tensor<16xf32>
  nv_tileaa.return
}

// -----

// gather_load: a memref of rank 0 has no coordinates to gather.
nv_tileaa.func @f(%m: !nv_tileaa.memref<f32, 1>) {
  // expected-error @below {{'nv_tileaa.gather_load' op needs a memref of rank 1 or more}}
  %v, %t = "nv_tileaa.gather_load"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (!nv_tileaa.memref<f32, 1>) -> (tensor<8xf32>, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// gather_load: one index tile per memref axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf32, 1>, %r: tensor<8xindex>) {
  // expected-error @below {{'nv_tileaa.gather_load' op needs 2 index tiles for a rank-2 memref, got 1}}
  %v, %t = nv_tileaa.gather_load %m[%r] : !nv_tileaa.memref<?x?xf32, 1>[tensor<8xindex>] -> tensor<8xf32>
  nv_tileaa.return
}

// -----

// gather_load: each index tile has the result's shape.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<4xindex>) {
  // expected-error @below {{'nv_tileaa.gather_load' op index tile #0 must be 'tensor<8xindex>' (the value's shape and layout), got 'tensor<4xindex>'}}
  %v, %t = nv_tileaa.gather_load %m[%r] : !nv_tileaa.memref<?xf32, 1>[tensor<4xindex>] -> tensor<8xf32>
  nv_tileaa.return
}

// -----

// gather_load: the result has the memref's element type.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<8xindex>) {
  // expected-error @below {{'nv_tileaa.gather_load' op tile element type 'f16' does not match memref element type 'f32'}}
  %v, %t = nv_tileaa.gather_load %m[%r] : !nv_tileaa.memref<?xf32, 1>[tensor<8xindex>] -> tensor<8xf16>
  nv_tileaa.return
}

// -----

// gather_load: non-zero padding needs float elements.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xi32, 1>, %r: tensor<8xindex>) {
  // expected-error @below {{'nv_tileaa.gather_load' op padding neg_inf needs a float element type}}
  %v, %t = nv_tileaa.gather_load %m[%r] {padding = #nv_tileaa.padding<neg_inf>} : !nv_tileaa.memref<?xi32, 1>[tensor<8xindex>] -> tensor<8xi32>
  nv_tileaa.return
}

// -----

// gather_load: other needs a mask.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<8xindex>, %o: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.gather_load' op 'other' replaces masked-off elements and needs a 'mask'}}
  %v, %t = nv_tileaa.gather_load %m[%r] other %o : !nv_tileaa.memref<?xf32, 1>[tensor<8xindex>] -> tensor<8xf32>
  nv_tileaa.return
}

// -----

// gather_load: in_bounds has one entry per memref axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<8xindex>) {
  // expected-error @below {{'nv_tileaa.gather_load' op in_bounds needs one entry per axis (1), got 0}}
  %v, %t = nv_tileaa.gather_load %m[%r] {in_bounds = array<i1>} : !nv_tileaa.memref<?xf32, 1>[tensor<8xindex>] -> tensor<8xf32>
  nv_tileaa.return
}

// -----

// gather_load: no release ordering.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<8xindex>) {
  // expected-error @below {{'nv_tileaa.gather_load' op loads accept weak, relaxed or acquire ordering, got release}}
  %v, %t = nv_tileaa.gather_load %m[%r] {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?xf32, 1>[tensor<8xindex>] -> tensor<8xf32>
  nv_tileaa.return
}

// -----

// scatter_store: each index tile has the value's shape.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<8x2xindex>, %v: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.scatter_store' op index tile #0 must be 'tensor<8xindex>' (the value's shape and layout), got 'tensor<8x2xindex>'}}
  %t = nv_tileaa.scatter_store %m[%r], %v : !nv_tileaa.memref<?xf32, 1>[tensor<8x2xindex>], tensor<8xf32>
  nv_tileaa.return
}

// -----

// gather_load: the index tiles are in the result's layout (each thread addresses the elements it holds).
#vec = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<512xindex>) {
  // expected-error @below {{'nv_tileaa.gather_load' op index tile #0 must be 'tensor<512xindex, #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>>' (the value's shape and layout), got 'tensor<512xindex>'}}
  %v, %t = nv_tileaa.gather_load %m[%r] : !nv_tileaa.memref<?xf32, 1>[tensor<512xindex>] -> tensor<512xf32, #vec>
  nv_tileaa.return
}

// -----

// scatter_store: no acquire ordering.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<8xindex>, %v: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.scatter_store' op stores accept weak, relaxed or release ordering, got acquire}}
  %t = nv_tileaa.scatter_store %m[%r], %v {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?xf32, 1>[tensor<8xindex>], tensor<8xf32>
  nv_tileaa.return
}

// -----

// scatter_store: cv is a read cache modifier.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>, %r: tensor<8xindex>, %v: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.scatter_store' op stores accept cache modifiers none, cg or cs, got cv}}
  %t = nv_tileaa.scatter_store %m[%r], %v {cache_modifier = #nv_tileaa.cache_modifier<cv>} : !nv_tileaa.memref<?xf32, 1>[tensor<8xindex>], tensor<8xf32>
  nv_tileaa.return
}

// -----

// atomic_cas: cmp is the pointee in the base's shape.
nv_tileaa.func @f(%pp: tensor<8x!nv_tileaa.ptr<i32, 1>>, %c: i32) {
  // expected-error @below {{'nv_tileaa.atomic_cas' op cmp must be 'tensor<8xi32>' to match base 'tensor<8x!nv_tileaa.ptr<i32, 1>>', got 'i32'}}
  %o, %t = nv_tileaa.atomic_cas %pp, %c, %c : tensor<8x!nv_tileaa.ptr<i32, 1>>, i32
  nv_tileaa.return
}

// -----

// atomic_cas: cmp, val and the result share a type.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<i32, 1>, %c: i32, %v: i64) {
  // expected-error @below {{'nv_tileaa.atomic_cas' op failed to verify that all of {cmp, val, result} have same type}}
  %o, %t = "nv_tileaa.atomic_cas"(%p, %c, %v) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!nv_tileaa.ptr<i32, 1>, i32, i64) -> (i32, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// atomic_cas: integer or float elements.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<index, 1>, %c: index) {
  // expected-error @below {{'nv_tileaa.atomic_cas' op compares integer or float elements, got 'index'}}
  %o, %t = nv_tileaa.atomic_cas %p, %c, %c : !nv_tileaa.ptr<index, 1>, index
  nv_tileaa.return
}

// -----

// atomic_cas: non-weak ordering needs a scope.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<i32, 1>, %c: i32) {
  // expected-error @below {{'nv_tileaa.atomic_cas' op non-weak memory ordering requires explicit scope}}
  %o, %t = nv_tileaa.atomic_cas %p, %c, %c {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>} : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// atomic_cas: a memref takes one index per axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xi32, 1>, %c: i32) {
  // expected-error @below {{'nv_tileaa.atomic_cas' op needs 1 indices for base '!nv_tileaa.memref<?xi32, 1>', got 0}}
  %o, %t = nv_tileaa.atomic_cas %m, %c, %c : !nv_tileaa.memref<?xi32, 1>, i32
  nv_tileaa.return
}

// -----

// atomic_rmw: addf takes floats.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<i32, 1>, %v: i32) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op rmw_mode addf needs float elements, got 'i32'}}
  %o, %t = nv_tileaa.atomic_rmw addf %p, %v : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// atomic_rmw: add (like and, or, xor, min, max, umin, umax) takes integers.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %v: f32) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op rmw_mode add needs integer elements, got 'f32'}}
  %o, %t = nv_tileaa.atomic_rmw add %p, %v : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}

// -----

// atomic_rmw: xchg takes integers or floats.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<index, 1>, %v: index) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op rmw_mode xchg needs integer or float elements, got 'index'}}
  %o, %t = nv_tileaa.atomic_rmw xchg %p, %v : !nv_tileaa.ptr<index, 1>, index
  nv_tileaa.return
}

// -----

// atomic_rmw: the value is the pointee in the base's shape.
nv_tileaa.func @f(%pp: tensor<8x!nv_tileaa.ptr<i32, 1>>, %v: tensor<4xi32>) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op value must be 'tensor<8xi32>' to match base 'tensor<8x!nv_tileaa.ptr<i32, 1>>', got 'tensor<4xi32>'}}
  %o, %t = nv_tileaa.atomic_rmw or %pp, %v : tensor<8x!nv_tileaa.ptr<i32, 1>>, tensor<4xi32>
  nv_tileaa.return
}

// -----

// atomic_rmw: the mode is one of the RMW keywords.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<i32, 1>, %v: i32) {
  // expected-error @below {{unknown rmw_mode 'mul'}}
  %o, %t = nv_tileaa.atomic_rmw mul %p, %v : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// atomic_rmw: weak ordering takes no scope.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<i32, 1>, %v: i32) {
  // expected-error @below {{'nv_tileaa.atomic_rmw' op weak memory ordering must not carry a scope}}
  %o, %t = nv_tileaa.atomic_rmw max %p, %v {mem_scope = #nv_tileaa.mem_scope<cluster>} : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// atomic_rmw: the token comes from a token producer.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<i32, 1>, %v: i32, %c: i1, %a: !nv_tileaa.mem_token) {
  %t0 = arith.select %c, %a, %a : !nv_tileaa.mem_token
  // expected-error @below {{'nv_tileaa.atomic_rmw' op token must come from create_mem_token, join_mem_token, a memory op, a region or call result, or a block argument, got a result of 'arith.select'}}
  %o, %t = nv_tileaa.atomic_rmw xor %p, %v token %t0 : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// tiled_atomic_rmw: the tile has the memref's rank.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf32, 1>, %i: index, %v: tensor<16xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_atomic_rmw' op tile rank 1 does not match memref rank 2}}
  %o, %t = nv_tileaa.tiled_atomic_rmw addf %m[%i, %i], %v : !nv_tileaa.memref<?x?xf32, 1>, tensor<16xf32>
  nv_tileaa.return
}

// -----

// tiled_atomic_rmw: one index per memref axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf32, 1>, %i: index, %v: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_atomic_rmw' op needs 2 indices for a rank-2 memref, got 1}}
  %o, %t = nv_tileaa.tiled_atomic_rmw addf %m[%i], %v : !nv_tileaa.memref<?x?xf32, 1>, tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// tiled_atomic_rmw: in_bounds has one entry per axis.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf32, 1>, %i: index, %v: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_atomic_rmw' op in_bounds needs one entry per axis (2), got 1}}
  %o, %t = nv_tileaa.tiled_atomic_rmw addf %m[%i, %i], %v {in_bounds = array<i1: true>} : !nv_tileaa.memref<?x?xf32, 1>, tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// tiled_atomic_rmw: umin takes integers.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf32, 1>, %i: index, %v: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.tiled_atomic_rmw' op rmw_mode umin needs integer elements, got 'f32'}}
  %o, %t = nv_tileaa.tiled_atomic_rmw umin %m[%i, %i], %v : !nv_tileaa.memref<?x?xf32, 1>, tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// tiled_atomic_rmw: the mask has the value's shape.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?xi32, 1>, %i: index, %v: tensor<4xi32>, %k: tensor<8xi1>) {
  // expected-error @below {{'nv_tileaa.tiled_atomic_rmw' op failed to verify that mask is i1 in the shape of value}}
  %o, %t = "nv_tileaa.tiled_atomic_rmw"(%m, %v, %i, %k) <{rmw_mode = #nv_tileaa.rmw_mode<add>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!nv_tileaa.memref<?xi32, 1>, tensor<4xi32>, index, tensor<8xi1>) -> (tensor<4xi32>, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// get_global: the symbol exists.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.get_global' op 'missing' does not name a symbol}}
  %p = nv_tileaa.get_global @missing : !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return
}

// -----

// get_global: the symbol is a global, not a function.
nv_tileaa.func @g() {
  nv_tileaa.return
}
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.get_global' op 'g' names a 'nv_tileaa.func', not an nv_tileaa.global}}
  %p = nv_tileaa.get_global @g : !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return
}

// -----

// alloca: the alignment is a power of two.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.alloca' op 'alignment' must be a power of two, got 24}}
  %p = nv_tileaa.alloca num_elem = 4, alignment = 24 : !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return
}

// -----

// alloca: the storage is global memory.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.alloca' op result must point into global memory (address space 1), got '!nv_tileaa.ptr<f32, 3>'}}
  %p = nv_tileaa.alloca num_elem = 4, alignment = 16 : !nv_tileaa.ptr<f32, 3>
  nv_tileaa.return
}

// -----

// alloca: no negative count.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.alloca' op attribute 'num_elem' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %p = nv_tileaa.alloca num_elem = -1, alignment = 16 : !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return
}

// -----

// Token chain: swapping two loads without rewiring their tokens leaves a use before its producer.
nv_tileaa.func @f(%m: !nv_tileaa.memref<?x?xf16, 1>, %i: index) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error @below {{operand #3 does not dominate this use}}
  %bv, %t2 = nv_tileaa.tiled_load %m[%i, %i] token %t1 : !nv_tileaa.memref<?x?xf16, 1> -> tensor<32x128xf16>
  // expected-note @below {{operand defined here (op in the same block)}}
  %av, %t1 = nv_tileaa.tiled_load %m[%i, %i] token %t0 : !nv_tileaa.memref<?x?xf16, 1> -> tensor<128x32xf16>
  nv_tileaa.return
}
