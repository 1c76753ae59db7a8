// Every nv_tileaa op and type parses, prints and re-parses, in custom and generic form.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @kernel(
// CHECK-SAME: %[[P:.*]]: !nv_tileaa.ptr<f32, 1>, %[[N:.*]]: index, %[[S:.*]]: index, %[[I:.*]]: index)
// CHECK-SAME: attributes {kernel, optimization_hints = {sm_100 = {occupancy = 2 : i64}}} {
nv_tileaa.func @kernel(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %s: index, %i: index)
    attributes {kernel, optimization_hints = {sm_100 = {occupancy = 2}}} {
  // CHECK-NEXT: %[[X:.*]] = nv_tileaa.get_program_id x : i32
  // CHECK-NEXT: %[[Y:.*]] = nv_tileaa.get_program_id y : i32
  // CHECK-NEXT: nv_tileaa.get_program_id z : i32
  %x = nv_tileaa.get_program_id x : i32
  %y = nv_tileaa.get_program_id y : i32
  %z = nv_tileaa.get_program_id z : i32
  // CHECK-NEXT: %[[T0:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: nv_tileaa.assume %[[X]] {along = 0 : i64, div_by = 16 : i64, every = 4 : i64} : i32
  %a = nv_tileaa.assume %x {div_by = 16 : i64, every = 4 : i64, along = 0 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[Y]] {lower_bound = 0 : i64, upper_bound = 7 : i64} : i32
  %b = nv_tileaa.assume %y {lower_bound = 0 : i64, upper_bound = 7 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[P]] {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %pa = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: %[[M:.*]] = nv_tileaa.make_memref %[[P]], %[[I]], %[[N]], %[[S]] : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>
  %m = nv_tileaa.make_memref %p, %i, %n, %s : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>
  // CHECK-NEXT: %[[V:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[M]][%[[I]], %[[N]]] token %[[T0]]
  // CHECK-SAME: {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acquire>, padding = #nv_tileaa.padding<nan>}
  // CHECK-SAME: : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<64x32xf32>
  %v, %t1 = nv_tileaa.tiled_load %m[%i, %n] token %t0 {padding = #nv_tileaa.padding<nan>, in_bounds = array<i1: false, true>, mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<64x32xf32>
  // CHECK-NEXT: nv_tileaa.assume %[[V]] {same_elements = array<i64: 2, 32>} : tensor<64x32xf32>
  %same = nv_tileaa.assume %v {same_elements = array<i64: 2, 32>} : tensor<64x32xf32>
  // CHECK-NEXT: %[[W:.*]] = nv_tileaa.addf %[[V]], %[[V]] {flush_to_zero, rounding = #nv_tileaa.rounding<zero>} : tensor<64x32xf32>
  %w = nv_tileaa.addf %v, %v {rounding = #nv_tileaa.rounding<zero>, flush_to_zero} : tensor<64x32xf32>
  // CHECK-NEXT: %[[W2:.*]] = nv_tileaa.addf %[[W]], %[[V]] : tensor<64x32xf32>
  %w2 = nv_tileaa.addf %w, %v : tensor<64x32xf32>
  // CHECK-NEXT: %[[T2:.*]] = nv_tileaa.tiled_store %[[M]][%[[I]], %[[N]]], %[[W2]] token %[[T1]]
  // CHECK-SAME: {mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<release>}
  // CHECK-SAME: : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  %t2 = nv_tileaa.tiled_store %m[%i, %n], %w2 token %t1 {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<tl_blk>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  // A store without a token, relaxed at system scope; the default (weak) is not printed.
  // CHECK-NEXT: nv_tileaa.tiled_store %[[M]][%[[I]], %[[N]]], %[[V]] {in_bounds = array<i1: true, true>, mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  %t3 = nv_tileaa.tiled_store %m[%i, %n], %v {in_bounds = array<i1: true, true>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, mem_scope = #nv_tileaa.mem_scope<sys>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  // CHECK-NEXT: nv_tileaa.tiled_load %[[M]][%[[I]], %[[N]]] : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<16x8xf32>
  %u, %t4 = nv_tileaa.tiled_load %m[%i, %n] {mem_semantic = #nv_tileaa.mem_semantic<weak>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<16x8xf32>
  // CHECK-NEXT: nv_tileaa.return
  // CHECK-NEXT: }
  nv_tileaa.return
}

// Scalars (rank-0 tiles) and a function with results; the memref type's
// printed forms: all-dynamic strides drop `strides=`, rank 0 has no dims.
// CHECK-LABEL: nv_tileaa.func @helper(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[B:[^:]*]]: f32,
// CHECK-SAME: %{{.*}}: !nv_tileaa.ptr<i16, 3>,
// CHECK-SAME: %[[R0:[^:]*]]: !nv_tileaa.memref<f32, 1>,
// CHECK-SAME: %{{.*}}: !nv_tileaa.memref<?x?xf32, 1>, %{{.*}}: !nv_tileaa.memref<?x?xf32, 1>,
// CHECK-SAME: %{{.*}}: !nv_tileaa.memref<16xf64, strides=[2], 0>,
// CHECK-SAME: %[[TOK:[^:]*]]: !nv_tileaa.mem_token, %[[IDX:[^:]*]]: index) -> (f32, !nv_tileaa.mem_token) {
nv_tileaa.func @helper(%a: f32, %b: f32, %q: !nv_tileaa.ptr<i16, 3>, %r0: !nv_tileaa.memref<f32, 1>,
                       %dyn: !nv_tileaa.memref<?x?xf32, 1>, %dyn2: !nv_tileaa.memref<?x?xf32, strides=[?, ?], 1>,
                       %st: !nv_tileaa.memref<16xf64, strides=[ 2 ], 0>, %tok: !nv_tileaa.mem_token,
                       %idx: index) -> (f32, !nv_tileaa.mem_token) {
  // CHECK-NEXT: %[[C:.*]] = nv_tileaa.addf %[[A]], %[[B]] {rounding = #nv_tileaa.rounding<positive_inf>} : f32
  %c = nv_tileaa.addf %a, %b {rounding = #nv_tileaa.rounding<positive_inf>} : f32
  // CHECK-NEXT: %[[M16:.*]] = nv_tileaa.make_memref %{{.*}} : (!nv_tileaa.ptr<i16, 3>) -> !nv_tileaa.memref<4x8xi16, strides=[8,1], 3>
  %m = nv_tileaa.make_memref %q : (!nv_tileaa.ptr<i16, 3>) -> !nv_tileaa.memref<4x8xi16, strides=[8,1], 3>
  // Zero padding is allowed on integer tiles.
  // CHECK-NEXT: nv_tileaa.tiled_load %[[M16]][%[[IDX]], %[[IDX]]] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<4x8xi16, strides=[8,1], 3> -> tensor<4x8xi16>
  %ints, %ti = nv_tileaa.tiled_load %m[%idx, %idx] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<4x8xi16, strides=[8,1], 3> -> tensor<4x8xi16>
  // CHECK-NEXT: %[[S:.*]], %{{.*}} = nv_tileaa.tiled_load %[[R0]][] token %[[TOK]] {padding = #nv_tileaa.padding<neg_inf>} : !nv_tileaa.memref<f32, 1> -> tensor<f32>
  %s, %t1 = nv_tileaa.tiled_load %r0[] token %tok {padding = #nv_tileaa.padding<neg_inf>} : !nv_tileaa.memref<f32, 1> -> tensor<f32>
  // CHECK-NEXT: %[[T2:.*]] = nv_tileaa.tiled_store %[[R0]][], %[[S]] : !nv_tileaa.memref<f32, 1>, tensor<f32>
  %t2 = nv_tileaa.tiled_store %r0[], %s : !nv_tileaa.memref<f32, 1>, tensor<f32>
  // CHECK-NEXT: nv_tileaa.return %[[C]], %[[T2]] : f32, !nv_tileaa.mem_token
  nv_tileaa.return %c, %t2 : f32, !nv_tileaa.mem_token
}

// A body without a terminator gets its implicit nv_tileaa.return.
// CHECK-LABEL: nv_tileaa.func @implicit_return() attributes {kernel} {
// CHECK-NEXT: nv_tileaa.create_mem_token
// CHECK-NEXT: nv_tileaa.return
// CHECK-NEXT: }
nv_tileaa.func @implicit_return() attributes {kernel} {
  %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
}
