// The roster's worked GEMM example, whole: addptr -> make_memref -> tiled_load
// -> dot -> tiled_store on one token chain %t0 -> %t1 -> %t2 -> %t3, with
// tensors for tiles. It parses, verifies and round-trips.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @gemm_fragment(
nv_tileaa.func @gemm_fragment(%a_base: !nv_tileaa.ptr<f16, 1>, %b_base: !nv_tileaa.ptr<f16, 1>,
                              %c_base: !nv_tileaa.ptr<f32, 1>, %off_a: index, %off_b: index, %off_c: index,
                              %M: index, %N: index, %K: index,
                              %s_a_row: index, %s_a_col: index, %s_b_row: index, %s_b_col: index,
                              %s_c_row: index, %s_c_col: index, %i: index, %j: index, %k: index,
                              %c_in: tensor<128x128xf32>) attributes {kernel} {
  // CHECK: %[[T0:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK: %[[PA:.*]] = nv_tileaa.addptr %{{.*}}, %{{.*}} : !nv_tileaa.ptr<f16, 1>, index -> !nv_tileaa.ptr<f16, 1>
  %pa = nv_tileaa.addptr %a_base, %off_a
      : !nv_tileaa.ptr<f16, 1>, index -> !nv_tileaa.ptr<f16, 1>
  // CHECK: %[[PB:.*]] = nv_tileaa.addptr %{{.*}}, %{{.*}} : !nv_tileaa.ptr<f16, 1>, index -> !nv_tileaa.ptr<f16, 1>
  %pb = nv_tileaa.addptr %b_base, %off_b
      : !nv_tileaa.ptr<f16, 1>, index -> !nv_tileaa.ptr<f16, 1>
  // CHECK: %[[MA:.*]] = nv_tileaa.make_memref %[[PA]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?xf16, 1>
  %mr_a = nv_tileaa.make_memref %pa, %off_a, %M, %K, %s_a_row, %s_a_col
      : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index)
      -> !nv_tileaa.memref<?x?xf16, 1>
  // CHECK: %[[MB:.*]] = nv_tileaa.make_memref %[[PB]],
  %mr_b = nv_tileaa.make_memref %pb, %off_b, %K, %N, %s_b_row, %s_b_col
      : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index)
      -> !nv_tileaa.memref<?x?xf16, 1>
  // CHECK: %[[AV:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[MA]][%{{.*}}, %{{.*}}] token %[[T0]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?x?xf16, 1> -> tensor<128x32xf16>
  %av, %t1 = nv_tileaa.tiled_load %mr_a[%i, %k] token %t0 {in_bounds = array<i1: true, true>}
      : !nv_tileaa.memref<?x?xf16, 1> -> tensor<128x32xf16>
  // CHECK: %[[BV:.*]], %[[T2:.*]] = nv_tileaa.tiled_load %[[MB]][%{{.*}}, %{{.*}}] token %[[T1]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?x?xf16, 1> -> tensor<32x128xf16>
  %bv, %t2 = nv_tileaa.tiled_load %mr_b[%k, %j] token %t1 {in_bounds = array<i1: true, true>}
      : !nv_tileaa.memref<?x?xf16, 1> -> tensor<32x128xf16>
  // The dot takes no token: pure tile math.
  // CHECK: %[[D:.*]] = nv_tileaa.dot %[[AV]], %[[BV]], %{{.*}} : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  %d = nv_tileaa.dot %av, %bv, %c_in
      : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  // CHECK: %[[MC:.*]] = nv_tileaa.make_memref %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?xf32, 1>
  %mr_c = nv_tileaa.make_memref %c_base, %off_c, %M, %N, %s_c_row, %s_c_col
      : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index)
      -> !nv_tileaa.memref<?x?xf32, 1>
  // CHECK: %{{.*}} = nv_tileaa.tiled_store %[[MC]][%{{.*}}, %{{.*}}], %[[D]] token %[[T2]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?x?xf32, 1>, tensor<128x128xf32>
  %t3 = nv_tileaa.tiled_store %mr_c[%i, %j], %d token %t2 {in_bounds = array<i1: true, true>}
      : !nv_tileaa.memref<?x?xf32, 1>, tensor<128x128xf32>
  // CHECK-NEXT: nv_tileaa.return
  nv_tileaa.return
}
