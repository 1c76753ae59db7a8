// Variants of the roster's GEMM example that break the token protocol.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// A load's token that no token producer made (a select between tokens hides
// which order it carries).
nv_tileaa.func @laundered(%m: !nv_tileaa.memref<?x?xf16, 1>, %i: index, %c: i1) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t = arith.select %c, %t0, %t1 : !nv_tileaa.mem_token
  // expected-error @below {{token must come from create_mem_token, join_mem_token, a memory op, a region or call result, or a block argument, got a result of 'arith.select'}}
  %v, %t2 = nv_tileaa.tiled_load %m[%i, %i] token %t : !nv_tileaa.memref<?x?xf16, 1> -> tensor<128x32xf16>
  nv_tileaa.return
}

// -----

// Swapping the two loads without rewiring their tokens: the second load's
// token is not produced by an op that dominates it.
nv_tileaa.func @swapped(%ma: !nv_tileaa.memref<?x?xf16, 1>, %mb: !nv_tileaa.memref<?x?xf16, 1>, %i: index) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error @below {{operand #3 does not dominate this use}}
  %bv, %t2 = nv_tileaa.tiled_load %mb[%i, %i] token %t1 : !nv_tileaa.memref<?x?xf16, 1> -> tensor<32x128xf16>
  // expected-note @below {{operand defined here}}
  %av, %t1 = nv_tileaa.tiled_load %ma[%i, %i] token %t0 : !nv_tileaa.memref<?x?xf16, 1> -> tensor<128x32xf16>
  nv_tileaa.return
}

// -----

// A store that does not produce its result token.
nv_tileaa.func @store_without_token(%m: !nv_tileaa.memref<?x?xf32, 1>, %d: tensor<128x128xf32>, %i: index) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error @below {{'nv_tileaa.tiled_store' op requires one result}}
  "nv_tileaa.tiled_store"(%m, %d, %i, %i, %t0) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>}> : (!nv_tileaa.memref<?x?xf32, 1>, tensor<128x128xf32>, index, index, !nv_tileaa.mem_token) -> ()
  nv_tileaa.return
}
