// The roster's worked GEMM fragment (make_memref -> tiled_load -> tiled_load ->
// tiled_store on one token chain %t0 -> %t1 -> %t2 -> %t3), with tensors for tiles.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @gemm_fragment(
// CHECK-SAME: %[[A:[^:]*]]: !nv_tileaa.ptr<f16, 1>, %[[B:[^:]*]]: !nv_tileaa.ptr<f16, 1>, %[[C:[^:]*]]: !nv_tileaa.ptr<f32, 1>,
nv_tileaa.func @gemm_fragment(%a_base: !nv_tileaa.ptr<f16, 1>, %b_base: !nv_tileaa.ptr<f16, 1>,
                              %c_base: !nv_tileaa.ptr<f32, 1>, %off_a: index, %off_b: index, %off_c: index,
                              %M: index, %N: index, %K: index,
                              %s_a_row: index, %s_a_col: index, %s_b_row: index, %s_b_col: index,
                              %s_c_row: index, %s_c_col: index, %i: index, %j: index, %k: index,
                              %acc: tensor<128x128xf32>) attributes {kernel} {
  // Initial token at the function entry.
  // CHECK: %[[T0:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // Each pointer wrapped in a memref describing shape and stride.
  // CHECK: %[[MA:.*]] = nv_tileaa.make_memref %[[A]] offset %{{.*}}, sizes[%{{.*}}, %{{.*}}], strides[%{{.*}}, %{{.*}}] : !nv_tileaa.ptr<f16, 1> -> !nv_tileaa.memref<?x?xf16, 1>
  %mr_a = nv_tileaa.make_memref %a_base offset %off_a, sizes [%M, %K], strides [%s_a_row, %s_a_col]
      : !nv_tileaa.ptr<f16, 1> -> !nv_tileaa.memref<?x?xf16, 1>
  // CHECK: %[[MB:.*]] = nv_tileaa.make_memref %[[B]] offset %{{.*}}, sizes[%{{.*}}, %{{.*}}], strides[%{{.*}}, %{{.*}}] : !nv_tileaa.ptr<f16, 1> -> !nv_tileaa.memref<?x?xf16, 1>
  %mr_b = nv_tileaa.make_memref %b_base offset %off_b, sizes [%K, %N], strides [%s_b_row, %s_b_col]
      : !nv_tileaa.ptr<f16, 1> -> !nv_tileaa.memref<?x?xf16, 1>
  // Token-ordered tile loads.
  // CHECK: %[[AV:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[MA]][%{{.*}}, %{{.*}}] token %[[T0]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?x?xf16, 1> -> tensor<128x32xf16>
  %av, %t1 = nv_tileaa.tiled_load %mr_a[%i, %k] token %t0 {in_bounds = array<i1: true, true>}
      : !nv_tileaa.memref<?x?xf16, 1> -> tensor<128x32xf16>
  // CHECK: %[[BV:.*]], %[[T2:.*]] = nv_tileaa.tiled_load %[[MB]][%{{.*}}, %{{.*}}] token %[[T1]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?x?xf16, 1> -> tensor<32x128xf16>
  %bv, %t2 = nv_tileaa.tiled_load %mr_b[%k, %j] token %t1 {in_bounds = array<i1: true, true>}
      : !nv_tileaa.memref<?x?xf16, 1> -> tensor<32x128xf16>
  // The roster's dot (no token: pure tile math) would compute the stored tile
  // from %av and %bv; the accumulator argument stands in for it here.
  // CHECK: %[[MC:.*]] = nv_tileaa.make_memref %[[C]] offset %{{.*}}, sizes[%{{.*}}, %{{.*}}], strides[%{{.*}}, %{{.*}}] : !nv_tileaa.ptr<f32, 1> -> !nv_tileaa.memref<?x?xf32, 1>
  %mr_c = nv_tileaa.make_memref %c_base offset %off_c, sizes [%M, %N], strides [%s_c_row, %s_c_col]
      : !nv_tileaa.ptr<f32, 1> -> !nv_tileaa.memref<?x?xf32, 1>
  // Token-ordered tile store; %t3 succeeds the store in the token chain.
  // CHECK: %[[T3:.*]] = nv_tileaa.tiled_store %[[MC]][%{{.*}}, %{{.*}}], %{{.*}} token %[[T2]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?x?xf32, 1>, tensor<128x128xf32>
  %t3 = nv_tileaa.tiled_store %mr_c[%i, %j], %acc token %t2 {in_bounds = array<i1: true, true>}
      : !nv_tileaa.memref<?x?xf32, 1>, tensor<128x128xf32>
  // CHECK-NEXT: nv_tileaa.return
  nv_tileaa.return
}
