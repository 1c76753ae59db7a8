// convert-cuda-tile-to-tileaa on functions: entry becomes a kernel
// nv_tileaa.func (hints kept per architecture), testing$func and
// experimental$func plain nv_tileaa.func (results included), return
// nv_tileaa.return; argument order and attributes carry over.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @kernels {
  // CHECK-LABEL: nv_tileaa.func @plain(
  // CHECK-SAME: %{{[^:]*}}: !nv_tileaa.ptr<f16, 1>, %{{[^:]*}}: i64, %{{[^:]*}}: i1) attributes {kernel} {
  // CHECK-NEXT: nv_tileaa.return
  entry @plain(%p: tile<ptr<f16>>, %n: tile<i64>, %b: tile<i1>) {
    return
  }

  // One dictionary of hints per architecture.
  // CHECK-LABEL: nv_tileaa.func @hints()
  // CHECK-SAME: attributes {kernel, optimization_hints = {default = {occupancy = 2 : i64}, sm_100 = {num_cta_in_cga = 2 : i64}}} {
  entry @hints() optimization_hints=<default = {occupancy = 2}, sm_100 = {num_cta_in_cga = 2}> {
    return
  }

  // The spec's return_1: an entry's return has no operands.
  // CHECK-LABEL: nv_tileaa.func @foo() attributes {kernel} {
  // CHECK-NEXT: arith.constant 0 : i32
  // CHECK-NEXT: arith.constant 0.000000e+00 : f16
  // CHECK-NEXT: nv_tileaa.return
  entry @foo() {
    %0 = constant <i32: 0> : tile<i32>
    %1 = constant <f16: 0.0> : tile<f16>
    return
  }
}

// -----

// The spec's return_0, outside a cuda_tile.module: a function that is not a
// kernel returns values.
// CHECK-LABEL: nv_tileaa.func @foo() -> (i32, f16) {
// CHECK-NEXT: %[[A:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[B:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: nv_tileaa.return %[[A]], %[[B]] : i32, f16
cuda_tile.experimental$func @foo() -> (tile<i32>, tile<f16>) {
  %0 = cuda_tile.constant <i32: 0> : tile<i32>
  %1 = cuda_tile.constant <f16: 0.0> : tile<f16>
  cuda_tile.return %0, %1 : tile<i32>, tile<f16>
}

// Tensors, tokens and scalars as arguments and results, in order.
// CHECK-LABEL: nv_tileaa.func @args(
// CHECK-SAME: %[[T:[^:]*]]: tensor<4x8xf32>, %[[K:[^:]*]]: !nv_tileaa.mem_token, %[[S:[^:]*]]: i8) -> (!nv_tileaa.mem_token, tensor<4x8xf32>) {
// CHECK-NEXT: nv_tileaa.return %[[K]], %[[T]] : !nv_tileaa.mem_token, tensor<4x8xf32>
cuda_tile.testing$func @args(%t: tile<4x8xf32>, %k: token, %s: tile<i8>) -> (token, tile<4x8xf32>) {
  cuda_tile.return %k, %t : token, tile<4x8xf32>
}
