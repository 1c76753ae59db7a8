// convert-cuda-tile-to-tileaa op by op: constants, tokens, facts, block ids, addf (views are in views.mlir).
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file -verify-diagnostics %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file -verify-diagnostics %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @ops {
  // Rank-0 tiles become scalar constants, ranked tiles dense tensor constants.
  // CHECK-LABEL: nv_tileaa.func @constants() attributes {kernel} {
  // CHECK-NEXT: arith.constant 2.500000e+00 : f32
  // CHECK-NEXT: arith.constant -3 : i64
  // CHECK-NEXT: arith.constant true
  // CHECK-NEXT: arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  // CHECK-NEXT: arith.constant dense<7> : tensor<2x8xi16>
  // CHECK-NEXT: nv_tileaa.return
  entry @constants() {
    %s = constant <f32: 2.5> : tile<f32>
    %i = constant <i64: -3> : tile<i64>
    %b = constant <i1: true> : tile<i1>
    %v = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %z = constant <i16: 7> : tile<2x8xi16>
    return
  }

  // CHECK-LABEL: nv_tileaa.func @facts(
  // CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[N:[^:]*]]: i32, %[[T:[^:]*]]: tensor<4x8xi64>) {
  // CHECK-NEXT: nv_tileaa.assume %[[T]] {along = 1 : i64, div_by = 32 : i64, every = 4 : i64} : tensor<4x8xi64>
  // CHECK-NEXT: nv_tileaa.assume %[[P]] {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: nv_tileaa.assume %[[N]] {lower_bound = 0 : i64, upper_bound = 42 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[N]] {lower_bound = -5 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[N]] {upper_bound = 42 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[T]] {same_elements = array<i64: 2, 4>} : tensor<4x8xi64>
  // CHECK-NEXT: nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: nv_tileaa.get_program_id x : i32
  // CHECK-NEXT: nv_tileaa.get_program_id y : i32
  // CHECK-NEXT: nv_tileaa.get_program_id z : i32
  // CHECK-NEXT: nv_tileaa.return
  testing$func @facts(%p: tile<ptr<f32>>, %n: tile<i32>, %t: tile<4x8xi64>) {
    %a = assume div_by<32, every 4 along 1>, %t : tile<4x8xi64>
    %e = assume div_by<16>, %p : tile<ptr<f32>>
    %b = assume bounded<0, 42>, %n : tile<i32>
    %c = assume bounded<-5, ?>, %n : tile<i32>
    %d = assume bounded<?, 42>, %n : tile<i32>
    %f = assume same_elements<[2, 4]>, %t : tile<4x8xi64>
    %tok = make_token : token
    %x, %y, %zz = get_tile_block_id : tile<i32>
    return
  }

  // Rounding modes carry over, nearest_even (the default) disappears.
  // CHECK-LABEL: nv_tileaa.func @arith(
  // CHECK-SAME: %[[A:[^:]*]]: tensor<4x8xf32>, %[[B:[^:]*]]: f64) {
  // CHECK-NEXT: nv_tileaa.addf %[[A]], %[[A]] {flush_to_zero, rounding = #nv_tileaa.rounding<zero>} : tensor<4x8xf32>
  // CHECK-NEXT: nv_tileaa.addf %[[B]], %[[B]] {rounding = #nv_tileaa.rounding<positive_inf>} : f64
  // CHECK-NEXT: nv_tileaa.addf %[[A]], %[[A]] : tensor<4x8xf32>
  // CHECK-NEXT: nv_tileaa.addf %[[B]], %[[B]] {rounding = #nv_tileaa.rounding<negative_inf>} : f64
  // CHECK-NEXT: nv_tileaa.addf %[[A]], %[[A]] : tensor<4x8xf32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @arith(%a: tile<4x8xf32>, %b: tile<f64>) {
    %r = addf %a, %a rounding<zero> flush_to_zero : tile<4x8xf32>
    %s = addf %b, %b rounding<positive_inf> : tile<f64>
    %t = addf %a, %a rounding<nearest_even> : tile<4x8xf32>
    %u = addf %b, %b rounding<negative_inf> : tile<f64>
    %w = addf %a, %a : tile<4x8xf32>
    return
  }
}

// -----

// Negative bounds survive as signed facts, through the whole pipeline.
// CHECK-LABEL: nv_tileaa.func @signed_bounds
// CHECK: nv_tileaa.assume %{{.*}} {lower_bound = -5 : i64, upper_bound = 42 : i64} : i32
cuda_tile.module @signed {
  entry @signed_bounds(%n: tile<i32>) {
    %b = assume bounded<-5, 42>, %n : tile<i32>
    return
  }
}
