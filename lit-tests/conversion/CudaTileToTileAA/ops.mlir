// convert-cuda-tile-to-tileaa op by op: constants, tokens, facts, block ids, addf, views, view loads and stores, dim_map errors.
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

  // CHECK-LABEL: nv_tileaa.func @views(
  // CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[N:[^:]*]]: i64, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32) attributes {kernel} {
  // A static view: no operands, everything in the type.
  // CHECK-NEXT: %[[SV:.*]] = nv_tileaa.make_memref %[[P]] : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<512x1024xf32, strides=[1024,1], 1>
  // A dynamic view: one index per dynamic extent and per dynamic stride.
  // CHECK-NEXT: %[[NS:.*]] = arith.index_castui %[[N]] : i64 to index
  // CHECK-NEXT: %[[NT:.*]] = arith.index_castui %[[N]] : i64 to index
  // CHECK-NEXT: %[[DV:.*]] = nv_tileaa.make_memref %[[P]], %[[NS]], %[[NT]] : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<?x64xf32, strides=[?,1], 1>
  // CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // Weak load with a token from a static view the tile divides: in bounds on both axes.
  // CHECK-NEXT: %[[C64:.*]] = arith.constant 64 : index
  // CHECK-NEXT: %[[I0:.*]] = arith.index_castui %[[I]] : i32 to index
  // CHECK-NEXT: %[[R0:.*]] = arith.muli %[[I0]], %[[C64]] : index
  // CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : index
  // CHECK-NEXT: %[[J0:.*]] = arith.index_castui %[[J]] : i32 to index
  // CHECK-NEXT: %[[C0:.*]] = arith.muli %[[J0]], %[[C128]] : index
  // CHECK-NEXT: %[[X:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[SV]][%[[R0]], %[[C0]]] token %[[TOK]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<512x1024xf32, strides=[1024,1], 1> -> tensor<64x128xf32>
  // Relaxed device load without a token: a fresh token, gpu scope, the view's padding.
  // CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
  // CHECK-NEXT: %[[I1:.*]] = arith.index_castui %[[I]] : i32 to index
  // CHECK-NEXT: %[[R1:.*]] = arith.muli %[[I1]], %[[C16]] : index
  // CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
  // CHECK-NEXT: %[[J1:.*]] = arith.index_castui %[[J]] : i32 to index
  // CHECK-NEXT: %[[CL1:.*]] = arith.muli %[[J1]], %[[C32]] : index
  // CHECK-NEXT: %[[FRESH:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[Y:.*]], %{{.*}} = nv_tileaa.tiled_load %[[DV]][%[[R1]], %[[CL1]]] token %[[FRESH]] {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, padding = #nv_tileaa.padding<nan>} : !nv_tileaa.memref<?x64xf32, strides=[?,1], 1> -> tensor<16x32xf32>
  // Weak store with the load's token.
  // CHECK-NEXT: arith.constant 64 : index
  // CHECK-NEXT: arith.index_castui %[[I]]
  // CHECK-NEXT: %[[R2:.*]] = arith.muli
  // CHECK-NEXT: arith.constant 128 : index
  // CHECK-NEXT: arith.index_castui %[[J]]
  // CHECK-NEXT: %[[CL2:.*]] = arith.muli
  // CHECK-NEXT: nv_tileaa.tiled_store %[[SV]][%[[R2]], %[[CL2]]], %[[X]] token %[[T1]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<512x1024xf32, strides=[1024,1], 1>, tensor<64x128xf32>
  // Release device store without a token, indices swapped: a fresh token.
  // CHECK-NEXT: arith.constant 16 : index
  // CHECK-NEXT: arith.index_castui %[[J]]
  // CHECK-NEXT: %[[R3:.*]] = arith.muli
  // CHECK-NEXT: arith.constant 32 : index
  // CHECK-NEXT: arith.index_castui %[[I]]
  // CHECK-NEXT: %[[CL3:.*]] = arith.muli
  // CHECK-NEXT: %[[FRESH2:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: nv_tileaa.tiled_store %[[DV]][%[[R3]], %[[CL3]]], %[[Y]] token %[[FRESH2]] {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<release>} : !nv_tileaa.memref<?x64xf32, strides=[?,1], 1>, tensor<16x32xf32>
  // CHECK-NEXT: nv_tileaa.return
  entry @views(%p: tile<ptr<f32>>, %n: tile<i64>, %i: tile<i32>, %j: tile<i32>) {
    %sv = make_tensor_view %p, shape = [512, 1024], strides = [1024, 1] : tensor_view<512x1024xf32, strides=[1024,1]>
    %dv = make_tensor_view %p, shape = [%n, 64], strides = [%n, 1] : tile<i64> -> tensor_view<?x64xf32, strides=[?,1]>
    %sp = make_partition_view %sv : partition_view<tile=(64x128), tensor_view<512x1024xf32, strides=[1024,1]>>
    %dp = make_partition_view %dv : partition_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>
    %tok = make_token : token
    %x, %t1 = load_view_tko weak %sp[%i, %j] token = %tok : partition_view<tile=(64x128), tensor_view<512x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<64x128xf32>, token
    %y, %t2 = load_view_tko relaxed device %dp[%i, %j] : partition_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
    %t3 = store_view_tko weak %x, %sp[%i, %j] token = %t1 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<512x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    %t4 = store_view_tko release device %y, %dp[%j, %i] : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // A static extent the tile does not divide (100 by 32) may run out of
  // bounds; other scopes map one to one; zero padding carries over.
  // CHECK-LABEL: nv_tileaa.func @ragged(
  // CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %{{.*}}] token %{{.*}} {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<acquire>, padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<100x64xf16, strides=[64,1], 1> -> tensor<32x64xf16>
  // CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %{{.*}}] token %{{.*}} {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<100x64xf16, strides=[64,1], 1> -> tensor<32x64xf16>
  // CHECK-NEXT: nv_tileaa.return
  entry @ragged(%p: tile<ptr<f16>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [100, 64], strides = [64, 1] : tensor_view<100x64xf16, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(32x64), padding_value = zero, tensor_view<100x64xf16, strides=[64,1]>>
    %t, %tok = load_view_tko acquire sys %pv[%i, %i] : partition_view<tile=(32x64), padding_value = zero, tensor_view<100x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    %t2, %tok2 = load_view_tko relaxed tl_blk %pv[%i, %i] token = %tok : partition_view<tile=(32x64), padding_value = zero, tensor_view<100x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    return
  }
}

// -----

// A partition_view with a non-identity dim_map is not lowered yet: a clear
// error on the load, nothing half-converted.
cuda_tile.module @dim_map_load {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[1, 0]>
    // expected-error @below {{'cuda_tile.load_view_tko' op uses a partition_view with a non-identity dim_map, which convert-cuda-tile-to-tileaa does not lower yet}}
    // expected-error @below {{failed to legalize operation 'cuda_tile.load_view_tko'}}
    %t, %tok = load_view_tko weak %pv[%i, %i] : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x16xf32>, token
    return
  }
}

// -----

// The same on a store.
cuda_tile.module @dim_map_store {
  testing$func @k(%p: tile<ptr<f32>>, %i: tile<i32>, %t: tile<16x16xf32>) {
    %v = make_tensor_view %p, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[1, 0]>
    // expected-error @below {{'cuda_tile.store_view_tko' op uses a partition_view with a non-identity dim_map, which convert-cuda-tile-to-tileaa does not lower yet}}
    // expected-error @below {{failed to legalize operation 'cuda_tile.store_view_tko'}}
    %tok = store_view_tko weak %t, %pv[%i, %i] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
}

// -----

// An identity dim_map is fine.
// CHECK-LABEL: nv_tileaa.func @k(
// CHECK: nv_tileaa.tiled_load %{{.*}} {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<64x32xf32, strides=[32,1], 1> -> tensor<16x16xf32>
cuda_tile.module @dim_map_identity {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %t, %tok = load_view_tko weak %pv[%i, %i] : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>, tile<i32> -> tile<16x16xf32>, token
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
