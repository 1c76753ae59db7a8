// convert-cuda-tile-to-tileaa on views: make_tensor_view, make_partition_view, load_view_tko, store_view_tko,
// get_tensor_shape, get_index_space_shape (atomic_red_view_tko is in atomics.mlir).
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @views {
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
  // Relaxed device load without a token: a fresh token, gpu scope, the view's
  // padding; the dynamic extent has no facts, so axis 0 may leave the tensor.
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
  // bounds; other scopes map one to one; each padding value carries over.
  // CHECK-LABEL: nv_tileaa.func @ragged(
  // CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %{{.*}}] token %{{.*}} {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<acquire>, padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<100x64xf16, strides=[64,1], 1> -> tensor<32x64xf16>
  // CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %{{.*}}] token %{{.*}} {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, padding = #nv_tileaa.padding<neg_zero>} : !nv_tileaa.memref<100x64xf16, strides=[64,1], 1> -> tensor<32x64xf16>
  // CHECK: nv_tileaa.tiled_load {{.*}} {in_bounds = array<i1: false, true>, padding = #nv_tileaa.padding<pos_inf>} : !nv_tileaa.memref<100x64xf16, strides=[64,1], 1> -> tensor<32x64xf16>
  // CHECK: nv_tileaa.tiled_load {{.*}} {in_bounds = array<i1: false, true>, padding = #nv_tileaa.padding<neg_inf>} : !nv_tileaa.memref<100x64xf16, strides=[64,1], 1> -> tensor<32x64xf16>
  // CHECK-NEXT: nv_tileaa.return
  entry @ragged(%p: tile<ptr<f16>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [100, 64], strides = [64, 1] : tensor_view<100x64xf16, strides=[64,1]>
    %pz = make_partition_view %v : partition_view<tile=(32x64), padding_value = zero, tensor_view<100x64xf16, strides=[64,1]>>
    %pn = make_partition_view %v : partition_view<tile=(32x64), padding_value = neg_zero, tensor_view<100x64xf16, strides=[64,1]>>
    %pp = make_partition_view %v : partition_view<tile=(32x64), padding_value = pos_inf, tensor_view<100x64xf16, strides=[64,1]>>
    %pm = make_partition_view %v : partition_view<tile=(32x64), padding_value = neg_inf, tensor_view<100x64xf16, strides=[64,1]>>
    %t, %tok = load_view_tko acquire sys %pz[%i, %i] : partition_view<tile=(32x64), padding_value = zero, tensor_view<100x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    %t2, %tok2 = load_view_tko relaxed tl_blk %pn[%i, %i] token = %tok : partition_view<tile=(32x64), padding_value = neg_zero, tensor_view<100x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    %t3, %tok3 = load_view_tko weak %pp[%i, %i] : partition_view<tile=(32x64), padding_value = pos_inf, tensor_view<100x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    %t4, %tok4 = load_view_tko weak %pm[%i, %i] : partition_view<tile=(32x64), padding_value = neg_inf, tensor_view<100x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    return
  }
}

// -----

// Index i steps along tile axis i, which runs along tensor axis dim_map[i]
// (cuda_tile-13.3-additions §1.2). With [1, 0] the 8x16 tile at [i, j] covers
// the 16x8 block of rows j * 16.. and columns i * 8..: the block is loaded in
// tensor order and permuted into the tile; a store permutes the tile back
// first.
cuda_tile.module @dim_map {
  // CHECK-LABEL: nv_tileaa.func @transpose(
  // CHECK-SAME: %{{[^:]*}}: !nv_tileaa.ptr<f32, 1>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32)
  // CHECK-NEXT: %[[M:.*]] = nv_tileaa.make_memref
  // CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
  // CHECK-NEXT: %[[J0:.*]] = arith.index_castui %[[J]] : i32 to index
  // CHECK-NEXT: %[[R:.*]] = arith.muli %[[J0]], %[[C16]] : index
  // CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
  // CHECK-NEXT: %[[I0:.*]] = arith.index_castui %[[I]] : i32 to index
  // CHECK-NEXT: %[[C:.*]] = arith.muli %[[I0]], %[[C8]] : index
  // CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[B:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[M]][%[[R]], %[[C]]] token %[[TOK]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<64x40xf32, strides=[40,1], 1> -> tensor<16x8xf32>
  // CHECK-NEXT: %[[T:.*]] = nv_tileaa.permute %[[B]] [1, 0] : tensor<16x8xf32> -> tensor<8x16xf32>
  // CHECK-NEXT: arith.constant 16 : index
  // CHECK-NEXT: arith.index_castui %[[J]]
  // CHECK-NEXT: %[[R2:.*]] = arith.muli
  // CHECK-NEXT: arith.constant 8 : index
  // CHECK-NEXT: arith.index_castui %[[I]]
  // CHECK-NEXT: %[[C2:.*]] = arith.muli
  // CHECK-NEXT: %[[BACK:.*]] = nv_tileaa.permute %[[T]] [1, 0] : tensor<8x16xf32> -> tensor<16x8xf32>
  // CHECK-NEXT: nv_tileaa.tiled_store %[[M]][%[[R2]], %[[C2]]], %[[BACK]] token %[[T1]] {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<64x40xf32, strides=[40,1], 1>, tensor<16x8xf32>
  // The index space in index order: [ceil(40 / 8), ceil(64 / 16)].
  // CHECK-NEXT: arith.constant 5 : i32
  // CHECK-NEXT: arith.constant 4 : i32
  // CHECK-NEXT: nv_tileaa.return
  entry @transpose(%p: tile<ptr<f32>>, %i: tile<i32>, %j: tile<i32>) {
    %v = make_tensor_view %p, shape = [64, 40], strides = [40, 1] : tensor_view<64x40xf32, strides=[40,1]>
    %pv = make_partition_view %v : partition_view<tile=(8x16), tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]>
    %t, %tok = load_view_tko weak %pv[%i, %j] : partition_view<tile=(8x16), tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x16xf32>, token
    %tok2 = store_view_tko weak %t, %pv[%i, %j] token = %tok : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %n:2 = get_index_space_shape %pv : partition_view<tile=(8x16), tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]> -> tile<i32>
    return
  }

  // A rank-3 map that is its own inverse neither way round: [2, 0, 1] puts
  // tile axis 0 (2) along tensor axis 2, tile axis 1 (4) along axis 0, tile
  // axis 2 (8) along axis 1: the block is 4x8x2, at (j * 4, k * 8, i * 2)
  // for index [i, j, k]. Load permutes by the map, store by its inverse
  // [1, 2, 0]. Axis 2 (extent 3) is not divided by 2.
  // CHECK-LABEL: nv_tileaa.func @rotate(
  // CHECK-SAME: %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32, %[[K:[^:]*]]: i32)
  // CHECK-NEXT: nv_tileaa.make_memref
  // CHECK-NEXT: arith.constant 4 : index
  // CHECK-NEXT: arith.index_castui %[[J]]
  // CHECK-NEXT: %[[O0:.*]] = arith.muli
  // CHECK-NEXT: arith.constant 8 : index
  // CHECK-NEXT: arith.index_castui %[[K]]
  // CHECK-NEXT: %[[O1:.*]] = arith.muli
  // CHECK-NEXT: arith.constant 2 : index
  // CHECK-NEXT: arith.index_castui %[[I]]
  // CHECK-NEXT: %[[O2:.*]] = arith.muli
  // CHECK: %[[B:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %{{.*}}[%[[O0]], %[[O1]], %[[O2]]] {{.*}} {in_bounds = array<i1: true, true, false>} : !nv_tileaa.memref<16x16x3xf16, strides=[48,3,1], 1> -> tensor<4x8x2xf16>
  // CHECK-NEXT: %[[T:.*]] = nv_tileaa.permute %[[B]] [2, 0, 1] : tensor<4x8x2xf16> -> tensor<2x4x8xf16>
  // CHECK: %[[BACK:.*]] = nv_tileaa.permute %[[T]] [1, 2, 0] : tensor<2x4x8xf16> -> tensor<4x8x2xf16>
  // CHECK-NEXT: nv_tileaa.tiled_store %{{.*}}, %[[BACK]] token %[[T1]] {in_bounds = array<i1: true, true, false>} : !nv_tileaa.memref<16x16x3xf16, strides=[48,3,1], 1>, tensor<4x8x2xf16>
  // Index space [ceil(3 / 2), ceil(16 / 4), ceil(16 / 8)].
  // CHECK-NEXT: arith.constant 2 : i64
  // CHECK-NEXT: arith.constant 4 : i64
  // CHECK-NEXT: arith.constant 2 : i64
  // CHECK-NEXT: nv_tileaa.return
  entry @rotate(%p: tile<ptr<f16>>, %i: tile<i32>, %j: tile<i32>, %k: tile<i32>) {
    %v = make_tensor_view %p, shape = [16, 16, 3], strides = [48, 3, 1] : tensor_view<16x16x3xf16, strides=[48,3,1]>
    %pv = make_partition_view %v : partition_view<tile=(2x4x8), tensor_view<16x16x3xf16, strides=[48,3,1]>, dim_map=[2, 0, 1]>
    %t, %tok = load_view_tko weak %pv[%i, %j, %k] : partition_view<tile=(2x4x8), tensor_view<16x16x3xf16, strides=[48,3,1]>, dim_map=[2, 0, 1]>, tile<i32> -> tile<2x4x8xf16>, token
    %tok2 = store_view_tko weak %t, %pv[%i, %j, %k] token = %tok : tile<2x4x8xf16>, partition_view<tile=(2x4x8), tensor_view<16x16x3xf16, strides=[48,3,1]>, dim_map=[2, 0, 1]>, tile<i32> -> token
    %n:3 = get_index_space_shape %pv : partition_view<tile=(2x4x8), tensor_view<16x16x3xf16, strides=[48,3,1]>, dim_map=[2, 0, 1]> -> tile<i64>
    return
  }

  // An identity dim_map is no permute at all.
  // CHECK-LABEL: nv_tileaa.func @identity(
  // CHECK: nv_tileaa.tiled_load %{{.*}} {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<64x32xf32, strides=[32,1], 1> -> tensor<16x16xf32>
  // CHECK-NEXT: nv_tileaa.return
  entry @identity(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %t, %tok = load_view_tko weak %pv[%i, %i] : partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>, tile<i32> -> tile<16x16xf32>, token
    return
  }
}

// -----

// In-bounds facts from assumes on the dynamic extents and the indices.
cuda_tile.module @facts {
  // div_by<64> on the extent, through a bounded assume: 32 divides 64, so
  // axis 0 stays inside. div_by<16> on axis 1 does not cover a 32 tile.
  // CHECK-LABEL: nv_tileaa.func @divisible(
  // CHECK: nv_tileaa.tiled_load {{.*}} {in_bounds = array<i1: true, false>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x32xf16>
  entry @divisible(%p: tile<ptr<f16>>, %n: tile<i32>, %m: tile<i32>, %i: tile<i32>) {
    %a = assume div_by<64>, %n : tile<i32>
    %b = assume bounded<0, ?>, %a : tile<i32>
    %c = assume div_by<16>, %m : tile<i32>
    %v = make_tensor_view %p, shape = [%b, %c], strides = [%c, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %pv = make_partition_view %v : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %t, %tok = load_view_tko weak %pv[%i, %i] : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    return
  }

  // Bounds: an index of at most 2 keeps a 32-element tile below 96, so an
  // extent of at least 100 holds it (axis 0, dynamic; axis 1, static 100,
  // which 32 does not divide). A constant index 3 ends at 128 > 100: not
  // provable. An index without a lower bound proves nothing either.
  // CHECK-LABEL: nv_tileaa.func @bounded(
  // CHECK: nv_tileaa.tiled_store {{.*}} {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<?x100xf32, strides=[100,1], 1>, tensor<32x32xf32>
  // CHECK: nv_tileaa.tiled_store {{.*}} {in_bounds = array<i1: false, false>} : !nv_tileaa.memref<?x100xf32, strides=[100,1], 1>, tensor<32x32xf32>
  // CHECK: nv_tileaa.tiled_store {{.*}} {in_bounds = array<i1: false, false>} : !nv_tileaa.memref<?x100xf32, strides=[100,1], 1>, tensor<32x32xf32>
  testing$func @bounded(%p: tile<ptr<f32>>, %n: tile<i64>, %i: tile<i32>, %x: tile<32x32xf32>) {
    %e = assume bounded<100, ?>, %n : tile<i64>
    %v = make_tensor_view %p, shape = [%e, 100], strides = [100, 1] : tile<i64> -> tensor_view<?x100xf32, strides=[100,1]>
    %pv = make_partition_view %v : partition_view<tile=(32x32), tensor_view<?x100xf32, strides=[100,1]>>
    %k = assume bounded<0, 2>, %i : tile<i32>
    %t1 = store_view_tko weak %x, %pv[%k, %k] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x100xf32, strides=[100,1]>>, tile<i32> -> token
    %c3 = constant <i32: 3> : tile<i32>
    %t2 = store_view_tko weak %x, %pv[%c3, %c3] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x100xf32, strides=[100,1]>>, tile<i32> -> token
    %u = assume bounded<?, 2>, %i : tile<i32>
    %t3 = store_view_tko weak %x, %pv[%u, %u] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x100xf32, strides=[100,1]>>, tile<i32> -> token
    return
  }

  // With dim_map=[1, 0] the 32x16 tile's block is 16x32: tensor axis 0 is
  // stepped by index 1 (%u, unbounded: not provable), axis 1 by index 0
  // (%k <= 2: (2 + 1) * 32 <= 100).
  // CHECK-LABEL: nv_tileaa.func @mapped(
  // CHECK: nv_tileaa.tiled_store {{.*}} {in_bounds = array<i1: false, true>} : !nv_tileaa.memref<100x100xf32, strides=[100,1], 1>, tensor<16x32xf32>
  testing$func @mapped(%p: tile<ptr<f32>>, %i: tile<i32>, %x: tile<32x16xf32>) {
    %v = make_tensor_view %p, shape = [100, 100], strides = [100, 1] : tensor_view<100x100xf32, strides=[100,1]>
    %pv = make_partition_view %v : partition_view<tile=(32x16), tensor_view<100x100xf32, strides=[100,1]>, dim_map=[1, 0]>
    %k = assume bounded<0, 2>, %i : tile<i32>
    %u = assume bounded<?, 2>, %i : tile<i32>
    %t = store_view_tko weak %x, %pv[%k, %u] : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<100x100xf32, strides=[100,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }

  // A view that arrives as an argument shows no facts about its extents.
  // CHECK-LABEL: nv_tileaa.func @opaque(
  // CHECK: nv_tileaa.tiled_load {{.*}} {in_bounds = array<i1: false>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<8xf32>
  testing$func @opaque(%pv: partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    %t, %tok = load_view_tko weak %pv[%i] : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    return
  }
}

// -----

// Shape queries: constants for static extents, get_dim_size for dynamic
// ones, the index space rounding up.
cuda_tile.module @shapes {
  // CHECK-LABEL: nv_tileaa.func @shapes(
  // CHECK-NEXT: arith.index_castui
  // CHECK-NEXT: %[[M:.*]] = nv_tileaa.make_memref
  // CHECK-NEXT: %[[D0:.*]] = nv_tileaa.get_dim_size %[[M]], 0 : !nv_tileaa.memref<?x100xf32, strides=[100,1], 1>
  // CHECK-NEXT: %[[E0:.*]] = arith.index_castui %[[D0]] : index to i64
  // CHECK-NEXT: arith.constant 100 : i64
  // CHECK-NEXT: %[[D1:.*]] = nv_tileaa.get_dim_size %[[M]], 0 : !nv_tileaa.memref<?x100xf32, strides=[100,1], 1>
  // CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
  // CHECK-NEXT: %[[Q:.*]] = arith.ceildivui %[[D1]], %[[C16]] : index
  // CHECK-NEXT: arith.index_castui %[[Q]] : index to i32
  // CHECK-NEXT: arith.constant 4 : i32
  // With dim_map=[1, 0] result 0 is ceil(100 / 32), result 1 ceil(n / 16).
  // CHECK-NEXT: arith.constant 4 : i32
  // CHECK-NEXT: %[[D2:.*]] = nv_tileaa.get_dim_size %[[M]], 0 : !nv_tileaa.memref<?x100xf32, strides=[100,1], 1>
  // CHECK-NEXT: %[[C16B:.*]] = arith.constant 16 : index
  // CHECK-NEXT: %[[Q2:.*]] = arith.ceildivui %[[D2]], %[[C16B]] : index
  // CHECK-NEXT: arith.index_castui %[[Q2]] : index to i32
  // CHECK-NEXT: nv_tileaa.return
  testing$func @shapes(%p: tile<ptr<f32>>, %n: tile<i64>) {
    %v = make_tensor_view %p, shape = [%n, 100], strides = [100, 1] : tile<i64> -> tensor_view<?x100xf32, strides=[100,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x32), tensor_view<?x100xf32, strides=[100,1]>>
    %e:2 = get_tensor_shape %v : tensor_view<?x100xf32, strides=[100,1]> -> tile<i64>
    %s:2 = get_index_space_shape %pv : partition_view<tile=(16x32), tensor_view<?x100xf32, strides=[100,1]>> -> tile<i32>
    %pm = make_partition_view %v : partition_view<tile=(32x16), tensor_view<?x100xf32, strides=[100,1]>, dim_map=[1, 0]>
    %sm:2 = get_index_space_shape %pm : partition_view<tile=(32x16), tensor_view<?x100xf32, strides=[100,1]>, dim_map=[1, 0]> -> tile<i32>
    return
  }
}

// -----

// Hints travel as a discardable dictionary. (A partition_view has rank 1 or
// more: `tile=()` is refused, as NVIDIA's parser refuses it.)
cuda_tile.module @hints {
  // CHECK-LABEL: nv_tileaa.func @hints(
  // CHECK: nv_tileaa.tiled_load {{.*}}nv_tileaa.optimization_hints = {sm_90 = {latency = 3 : i64}}} : !nv_tileaa.memref<64xf32, strides=[1], 1> -> tensor<64xf32>
  // CHECK: nv_tileaa.tiled_store {{.*}} {in_bounds = array<i1: true>, nv_tileaa.optimization_hints = {sm_100 = {allow_tma = false}}} : !nv_tileaa.memref<64xf32, strides=[1], 1>, tensor<64xf32>
  testing$func @hints(%p: tile<ptr<f32>>, %x: tile<64xf32>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %y, %t1 = load_view_tko acquire device %pv[%i] optimization_hints = <sm_90 = {latency = 3}> : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %t = store_view_tko weak %x, %pv[%i] optimization_hints = <sm_100 = {allow_tma = false}> : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
