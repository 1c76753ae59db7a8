// Canonicalization of join_mem_token.
// RUN: tile-opt %s -canonicalize | FileCheck %s

// A join of one token is that token.
// CHECK-LABEL: nv_tileaa.func @single(
// CHECK-NEXT: %[[T:.*]] = nv_tileaa.create_mem_token
// CHECK-NEXT: nv_tileaa.return %[[T]] : !nv_tileaa.mem_token
nv_tileaa.func @single() -> !nv_tileaa.mem_token {
  %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %j = nv_tileaa.join_mem_token %t : !nv_tileaa.mem_token
  nv_tileaa.return %j : !nv_tileaa.mem_token
}

// A repeated input counts once; once alone, the join folds away.
// CHECK-LABEL: nv_tileaa.func @repeated(
// CHECK-SAME: %[[A:.*]]: !nv_tileaa.mem_token, %[[B:.*]]: !nv_tileaa.mem_token)
// CHECK-NEXT: %[[J:.*]] = nv_tileaa.join_mem_token %[[A]], %[[B]] : !nv_tileaa.mem_token
// CHECK-NEXT: nv_tileaa.return %[[A]], %[[J]] : !nv_tileaa.mem_token, !nv_tileaa.mem_token
nv_tileaa.func @repeated(%a: !nv_tileaa.mem_token, %b: !nv_tileaa.mem_token) -> (!nv_tileaa.mem_token, !nv_tileaa.mem_token) {
  %j0 = nv_tileaa.join_mem_token %a, %a : !nv_tileaa.mem_token
  %j1 = nv_tileaa.join_mem_token %a, %b, %a, %b : !nv_tileaa.mem_token
  nv_tileaa.return %j0, %j1 : !nv_tileaa.mem_token, !nv_tileaa.mem_token
}

// A join of no tokens is the initial token.
// CHECK-LABEL: nv_tileaa.func @empty(
// CHECK-NEXT: %[[T:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
// CHECK-NEXT: nv_tileaa.return %[[T]]
nv_tileaa.func @empty() -> !nv_tileaa.mem_token {
  %j = nv_tileaa.join_mem_token : !nv_tileaa.mem_token
  nv_tileaa.return %j : !nv_tileaa.mem_token
}

// Nested joins flatten into one.
// CHECK-LABEL: nv_tileaa.func @nested(
// CHECK-SAME: %[[A:.*]]: !nv_tileaa.mem_token, %[[B:.*]]: !nv_tileaa.mem_token, %[[C:.*]]: !nv_tileaa.mem_token)
// CHECK-NEXT: %[[J:.*]] = nv_tileaa.join_mem_token %[[A]], %[[B]], %[[C]] : !nv_tileaa.mem_token
// CHECK-NEXT: nv_tileaa.return %[[J]]
nv_tileaa.func @nested(%a: !nv_tileaa.mem_token, %b: !nv_tileaa.mem_token, %c: !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
  %i = nv_tileaa.join_mem_token %a, %b : !nv_tileaa.mem_token
  %j = nv_tileaa.join_mem_token %i, %c : !nv_tileaa.mem_token
  nv_tileaa.return %j : !nv_tileaa.mem_token
}

// Barriers, asserts and prints stay; a join with distinct inputs stays.
// CHECK-LABEL: nv_tileaa.func @kept(
// CHECK: nv_tileaa.optimization_barrier
// CHECK: nv_tileaa.mark_for_reuse
// CHECK: nv_tileaa.pragma "unroll"
// CHECK: nv_tileaa.print "x"
nv_tileaa.func @kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  %b = nv_tileaa.optimization_barrier %x : tensor<4xf32>
  nv_tileaa.mark_for_reuse %x : tensor<4xf32>
  nv_tileaa.pragma "unroll"
  %t = nv_tileaa.print "x"
  nv_tileaa.return %b : tensor<4xf32>
}
