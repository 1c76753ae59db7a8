// convert-cuda-tile-to-tileaa on the 13.3 views (cuda_tile-13.3-additions §1.4, §1.5, §2.3, §2.4).
// strided_view: the tile at index i starts at i * traversal stride (tiles overlap below the tile extent, leave gaps
// above it), otherwise a partition view's tiled accesses; in_bounds holds where the last tile of the index space,
// at (ceil(extent / stride) - 1) * stride, ends inside the tensor, or the index's bounds keep it there.
// gather_scatter_view: gather_load / scatter_store with one coordinate tile per tensor axis: along the sparse axis
// the listed coordinates (read as unsigned, so a negative one is past the extent: padded on load, skipped on
// store; never in bounds), along the others the partition view's tile offset plus the position.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @strided {
  // The specification's example: tile=(4x4), strides [2, 6] over 10x12. Rows overlap and the last tile (8..11)
  // overhangs 10; columns leave gaps, and the last tile (6..9) ends inside 12.
  // CHECK-LABEL: nv_tileaa.func @spec_example(
  // CHECK-SAME: %{{[^:]*}}: !nv_tileaa.ptr<f16, 1>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32)
  // CHECK-NEXT: %[[M:.*]] = nv_tileaa.make_memref
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[I0:.*]] = arith.index_castui %[[I]] : i32 to index
  // CHECK-NEXT: %[[R:.*]] = arith.muli %[[I0]], %[[C2]] : index
  // CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : index
  // CHECK-NEXT: %[[J0:.*]] = arith.index_castui %[[J]] : i32 to index
  // CHECK-NEXT: %[[C:.*]] = arith.muli %[[J0]], %[[C6]] : index
  // CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[T:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[M]][%[[R]], %[[C]]] token %[[TOK]] {in_bounds = array<i1: false, true>} : !nv_tileaa.memref<10x12xf16, strides=[12,1], 1> -> tensor<4x4xf16>
  // CHECK: nv_tileaa.tiled_store %[[M]][%{{.*}}, %{{.*}}], %[[T]] token %[[T1]] {in_bounds = array<i1: false, true>} : !nv_tileaa.memref<10x12xf16, strides=[12,1], 1>, tensor<4x4xf16>
  // The index space [ceil(10 / 2), ceil(12 / 6)].
  // CHECK-NEXT: arith.constant 5 : i32
  // CHECK-NEXT: arith.constant 2 : i32
  // CHECK-NEXT: nv_tileaa.return
  entry @spec_example(%p: tile<ptr<f16>>, %i: tile<i32>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [10, 12], strides = [12, 1] : tensor_view<10x12xf16, strides=[12,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>
    %t, %k = load_view_tko weak %sv[%i, %j] : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>, tile<i32> -> tile<4x4xf16>, token
    %k2 = store_view_tko weak %t, %sv[%i, %j] token = %k : tile<4x4xf16>, strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>, tile<i32> -> token
    %n:2 = get_index_space_shape %sv : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>> -> tile<i32>
    return
  }

  // A dynamic extent that the stride divides holds whole tiles when they do not overlap (rows: div_by 8, stride 8,
  // tile 4); one without facts does not (columns). Overlapping tiles are in bounds where the index's bounds keep
  // them inside: 3 * 2 + 4 <= 10 rows, 3 * 3 + 4 <= 13 columns. The dynamic index space divides by the stride.
  // CHECK-LABEL: nv_tileaa.func @facts(
  // CHECK: nv_tileaa.tiled_load %{{.*}} {in_bounds = array<i1: true, false>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, padding = #nv_tileaa.padding<nan>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<4x4xf16>
  // CHECK: %[[C3:.*]] = arith.constant 3 : index
  // CHECK-NEXT: arith.index_castui
  // CHECK-NEXT: arith.muli %{{.*}}, %[[C3]] : index
  // CHECK: nv_tileaa.tiled_load %{{.*}} {in_bounds = array<i1: true, true>} : !nv_tileaa.memref<10x13xf16, strides=[13,1], 1> -> tensor<4x4xf16>
  // CHECK-NEXT: %[[N0:.*]] = nv_tileaa.get_dim_size %{{.*}}, 0
  // CHECK-NEXT: %[[S8:.*]] = arith.constant 8 : index
  // CHECK-NEXT: arith.ceildivui %[[N0]], %[[S8]] : index
  // CHECK: nv_tileaa.get_dim_size %{{.*}}, 1
  entry @facts(%p: tile<ptr<f16>>, %m: tile<i64>, %n: tile<i64>, %i: tile<i32>, %j: tile<i32>) {
    %ma = assume div_by<8>, %m : tile<i64>
    %dv = make_tensor_view %p, shape = [%ma, %n], strides = [%n, 1] : tile<i64> -> tensor_view<?x?xf16, strides=[?,1]>
    %gaps = make_strided_view %dv : strided_view<tile=(4x4), traversal_strides=[8,8], padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>>
    %t, %k = load_view_tko relaxed device %gaps[%i, %j] : strided_view<tile=(4x4), traversal_strides=[8,8], padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x4xf16>, token
    %sv = make_tensor_view %p, shape = [10, 13], strides = [13, 1] : tensor_view<10x13xf16, strides=[13,1]>
    %over = make_strided_view %sv : strided_view<tile=(4x4), traversal_strides=[2,3], tensor_view<10x13xf16, strides=[13,1]>>
    %bi = assume bounded<0, 3>, %i : tile<i32>
    %bj = assume bounded<0, 3>, %j : tile<i32>
    %t2, %k2 = load_view_tko weak %over[%bi, %bj] : strided_view<tile=(4x4), traversal_strides=[2,3], tensor_view<10x13xf16, strides=[13,1]>>, tile<i32> -> tile<4x4xf16>, token
    %s:2 = get_index_space_shape %gaps : strided_view<tile=(4x4), traversal_strides=[8,8], padding_value = nan, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i64>
    return
  }

  // dim_map=[1, 0]: index i steps along tensor axis dim_map[i] by stride[i], so the 4x8 block at
  // (3 * j, 6 * i) is accessed and permuted; a store and an atomic reduction permute the tile back first.
  // CHECK-LABEL: nv_tileaa.func @dim_map(
  // CHECK-SAME: %{{[^:]*}}: !nv_tileaa.ptr<f32, 1>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32, %[[V:[^:]*]]: tensor<8x4xf32>)
  // CHECK-NEXT: %[[M:.*]] = nv_tileaa.make_memref
  // CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
  // CHECK-NEXT: %[[J0:.*]] = arith.index_castui %[[J]] : i32 to index
  // CHECK-NEXT: %[[R:.*]] = arith.muli %[[J0]], %[[C3]] : index
  // CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : index
  // CHECK-NEXT: %[[I0:.*]] = arith.index_castui %[[I]] : i32 to index
  // CHECK-NEXT: %[[C:.*]] = arith.muli %[[I0]], %[[C6]] : index
  // CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[B:.*]], %{{.*}} = nv_tileaa.tiled_load %[[M]][%[[R]], %[[C]]] token %[[TOK]] {in_bounds = array<i1: false, false>} : !nv_tileaa.memref<9x28xf32, strides=[28,1], 1> -> tensor<4x8xf32>
  // CHECK-NEXT: %[[T:.*]] = nv_tileaa.permute %[[B]] [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  // CHECK: %[[BACK:.*]] = nv_tileaa.permute %[[T]] [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  // CHECK-NEXT: nv_tileaa.tiled_store %[[M]][%{{.*}}, %{{.*}}], %[[BACK]] token %{{.*}} {in_bounds = array<i1: false, false>}
  // CHECK: %[[VB:.*]] = nv_tileaa.permute %[[V]] [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  // CHECK-NEXT: nv_tileaa.tiled_atomic_rmw addf %[[M]][%{{.*}}, %{{.*}}], %[[VB]] token %{{.*}} {in_bounds = array<i1: false, false>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.memref<9x28xf32, strides=[28,1], 1>, tensor<4x8xf32>
  // The index space [ceil(28 / 6), ceil(9 / 3)].
  // CHECK-NEXT: arith.constant 5 : i32
  // CHECK-NEXT: arith.constant 3 : i32
  // CHECK-NEXT: nv_tileaa.return
  testing$func @dim_map(%p: tile<ptr<f32>>, %i: tile<i32>, %j: tile<i32>, %v: tile<8x4xf32>) {
    %tv = make_tensor_view %p, shape = [9, 28], strides = [28, 1] : tensor_view<9x28xf32, strides=[28,1]>
    %sv = make_strided_view %tv : strided_view<tile=(8x4), traversal_strides=[6,3], tensor_view<9x28xf32, strides=[28,1]>, dim_map=[1, 0]>
    %t, %k = load_view_tko weak %sv[%i, %j] : strided_view<tile=(8x4), traversal_strides=[6,3], tensor_view<9x28xf32, strides=[28,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x4xf32>, token
    %k2 = store_view_tko weak %t, %sv[%i, %j] : tile<8x4xf32>, strided_view<tile=(8x4), traversal_strides=[6,3], tensor_view<9x28xf32, strides=[28,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %r = atomic_red_view_tko relaxed device %sv[%i, %j], addf, %v : tile<8x4xf32>, strided_view<tile=(8x4), traversal_strides=[6,3], tensor_view<9x28xf32, strides=[28,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %n:2 = get_index_space_shape %sv : strided_view<tile=(8x4), traversal_strides=[6,3], tensor_view<9x28xf32, strides=[28,1]>, dim_map=[1, 0]> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @gather {
  // The specification's example: rows listed along axis 0, column tile j. Each axis' coordinates as a line,
  // repeated along the other axis; the hints travel with the load.
  // CHECK-LABEL: nv_tileaa.func @rows(
  // CHECK-SAME: %{{[^:]*}}: !nv_tileaa.ptr<bf16, 1>, %[[ROWS:[^:]*]]: tensor<4xi32>, %[[J:[^:]*]]: i32)
  // CHECK-NEXT: %[[M:.*]] = nv_tileaa.make_memref
  // CHECK-NEXT: %[[R:.*]] = arith.index_castui %[[ROWS]] : tensor<4xi32> to tensor<4xindex>
  // CHECK-NEXT: %[[RV:.*]] = nv_tileaa.view %[[R]] : tensor<4xindex> -> tensor<4x1xindex>
  // CHECK-NEXT: %[[RB:.*]] = nv_tileaa.broadcast %[[RV]] : tensor<4x1xindex> -> tensor<4x32xindex>
  // CHECK-NEXT: %[[J0:.*]] = arith.index_castui %[[J]] : i32 to index
  // CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
  // CHECK-NEXT: %[[START:.*]] = arith.muli %[[J0]], %[[C32]] : index
  // CHECK-NEXT: %[[RANGE:.*]] = nv_tileaa.make_range 0 to 32 : tensor<32xindex>
  // CHECK-NEXT: %[[SPLAT:.*]] = nv_tileaa.splat %[[START]] : index -> tensor<32xindex>
  // CHECK-NEXT: %[[COLS:.*]] = arith.addi %[[RANGE]], %[[SPLAT]] : tensor<32xindex>
  // CHECK-NEXT: %[[CV:.*]] = nv_tileaa.view %[[COLS]] : tensor<32xindex> -> tensor<1x32xindex>
  // CHECK-NEXT: %[[CB:.*]] = nv_tileaa.broadcast %[[CV]] : tensor<1x32xindex> -> tensor<4x32xindex>
  // CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[G:.*]], %[[T1:.*]] = nv_tileaa.gather_load %[[M]][%[[RB]], %[[CB]]] token %[[TOK]] {in_bounds = array<i1: false, true>, nv_tileaa.optimization_hints = {sm_90 = {latency = 3 : i64}}, padding = #nv_tileaa.padding<neg_inf>} : !nv_tileaa.memref<1000x64xbf16, strides=[64,1], 1>[tensor<4x32xindex>, tensor<4x32xindex>] -> tensor<4x32xbf16>
  // CHECK: nv_tileaa.scatter_store %[[M]][%{{.*}}, %{{.*}}], %[[G]] token %[[T1]] {in_bounds = array<i1: false, true>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<release>} : !nv_tileaa.memref<1000x64xbf16, strides=[64,1], 1>[tensor<4x32xindex>, tensor<4x32xindex>], tensor<4x32xbf16>
  // The sparse position counts the coordinates it may name (the extent), the other one tiles: [1000, 2].
  // CHECK-NEXT: arith.constant 1000 : i32
  // CHECK-NEXT: arith.constant 2 : i32
  // CHECK-NEXT: nv_tileaa.return
  testing$func @rows(%p: tile<ptr<bf16>>, %rows: tile<4xi32>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [1000, 64], strides = [64, 1] : tensor_view<1000x64xbf16, strides=[64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), padding_value = neg_inf, tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    %g, %k = load_view_tko weak %gv[%rows, %j] optimization_hints = <sm_90 = {latency = 3}> : gather_scatter_view<tile=(4x32), padding_value = neg_inf, tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x32xbf16>, token
    %k2 = store_view_tko release device %g, %gv[%rows, %j] token = %k : tile<4x32xbf16>, gather_scatter_view<tile=(4x32), padding_value = neg_inf, tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    %n:2 = get_index_space_shape %gv : gather_scatter_view<tile=(4x32), padding_value = neg_inf, tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0> -> tile<i32>
    return
  }

  // Columns listed (i64) along the last axis, rows tiled by an i16 index; dynamic extents: nothing in bounds.
  // CHECK-LABEL: nv_tileaa.func @columns(
  // CHECK-SAME: %[[I:[^:]*]]: i16, %[[COLS:[^:]*]]: tensor<8xi64>)
  // CHECK: %[[M:.*]] = nv_tileaa.make_memref
  // CHECK-NEXT: %[[I0:.*]] = arith.index_castui %[[I]] : i16 to index
  // CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
  // CHECK-NEXT: %[[START:.*]] = arith.muli %[[I0]], %[[C16]] : index
  // CHECK-NEXT: nv_tileaa.make_range 0 to 16 : tensor<16xindex>
  // CHECK-NEXT: nv_tileaa.splat %[[START]] : index -> tensor<16xindex>
  // CHECK-NEXT: %[[ROWS:.*]] = arith.addi
  // CHECK-NEXT: %[[RV:.*]] = nv_tileaa.view %[[ROWS]] : tensor<16xindex> -> tensor<16x1xindex>
  // CHECK-NEXT: %[[RB:.*]] = nv_tileaa.broadcast %[[RV]] : tensor<16x1xindex> -> tensor<16x8xindex>
  // CHECK-NEXT: %[[C:.*]] = arith.index_castui %[[COLS]] : tensor<8xi64> to tensor<8xindex>
  // CHECK-NEXT: %[[CV:.*]] = nv_tileaa.view %[[C]] : tensor<8xindex> -> tensor<1x8xindex>
  // CHECK-NEXT: %[[CB:.*]] = nv_tileaa.broadcast %[[CV]] : tensor<1x8xindex> -> tensor<16x8xindex>
  // CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: nv_tileaa.gather_load %[[M]][%[[RB]], %[[CB]]] token %[[TOK]] {in_bounds = array<i1: false, false>, mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<acquire>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>[tensor<16x8xindex>, tensor<16x8xindex>] -> tensor<16x8xf32>
  // [ceil(rows / 16), columns].
  // CHECK-NEXT: %[[N0:.*]] = nv_tileaa.get_dim_size %[[M]], 0
  // CHECK-NEXT: %[[T16:.*]] = arith.constant 16 : index
  // CHECK-NEXT: arith.ceildivui %[[N0]], %[[T16]] : index
  // CHECK-NEXT: arith.index_castui
  // CHECK-NEXT: %[[N1:.*]] = nv_tileaa.get_dim_size %[[M]], 1
  // CHECK-NEXT: arith.index_castui %[[N1]] : index to i32
  // CHECK-NEXT: nv_tileaa.return
  testing$func @columns(%p: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %i: tile<i16>, %cols: tile<8xi64>) {
    %tv = make_tensor_view %p, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
    %g, %k = load_view_tko acquire tl_blk %gv[%i, %cols] : gather_scatter_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<i16>, tile<8xi64> -> tile<16x8xf32>, token
    %s:2 = get_index_space_shape %gv : gather_scatter_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1> -> tile<i32>
    return
  }

  // Rank 1: the listed coordinates are the one coordinate tile.
  // CHECK-LABEL: nv_tileaa.func @rank1(
  // CHECK-SAME: %[[AT:[^:]*]]: tensor<16xi8>)
  // CHECK-NEXT: %[[M:.*]] = nv_tileaa.make_memref
  // CHECK-NEXT: %[[X:.*]] = arith.index_castui %[[AT]] : tensor<16xi8> to tensor<16xindex>
  // CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[G:.*]], %{{.*}} = nv_tileaa.gather_load %[[M]][%[[X]]] token %[[TOK]] {in_bounds = array<i1: false>, padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<300xi32, strides=[1], 1>[tensor<16xindex>] -> tensor<16xi32>
  // CHECK-NEXT: %[[X2:.*]] = arith.index_castui %[[AT]] : tensor<16xi8> to tensor<16xindex>
  // CHECK-NEXT: %[[TOK2:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: nv_tileaa.scatter_store %[[M]][%[[X2]]], %[[G]] token %[[TOK2]] {in_bounds = array<i1: false>} : !nv_tileaa.memref<300xi32, strides=[1], 1>[tensor<16xindex>], tensor<16xi32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @rank1(%p: tile<ptr<i32>>, %at: tile<16xi8>) {
    %tv = make_tensor_view %p, shape = [300], strides = [1] : tensor_view<300xi32, strides=[1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16), padding_value = zero, tensor_view<300xi32, strides=[1]>, sparse_dim=0>
    %g, %k = load_view_tko weak %gv[%at] : gather_scatter_view<tile=(16), padding_value = zero, tensor_view<300xi32, strides=[1]>, sparse_dim=0>, tile<16xi8> -> tile<16xi32>, token
    %k2 = store_view_tko weak %g, %gv[%at] : tile<16xi32>, gather_scatter_view<tile=(16), padding_value = zero, tensor_view<300xi32, strides=[1]>, sparse_dim=0>, tile<16xi8> -> token
    return
  }

  // Rank 3, the middle axis sparse: each line repeated along the two other axes; the tiles divide the other extents.
  // CHECK-LABEL: nv_tileaa.func @rank3(
  // CHECK: nv_tileaa.view %{{.*}} : tensor<4xindex> -> tensor<4x1x1xindex>
  // CHECK-NEXT: %[[A:.*]] = nv_tileaa.broadcast %{{.*}} : tensor<4x1x1xindex> -> tensor<4x2x16xindex>
  // CHECK-NEXT: arith.index_castui %{{.*}} : tensor<2xi32> to tensor<2xindex>
  // CHECK-NEXT: nv_tileaa.view %{{.*}} : tensor<2xindex> -> tensor<1x2x1xindex>
  // CHECK-NEXT: %[[B:.*]] = nv_tileaa.broadcast %{{.*}} : tensor<1x2x1xindex> -> tensor<4x2x16xindex>
  // CHECK: nv_tileaa.view %{{.*}} : tensor<16xindex> -> tensor<1x1x16xindex>
  // CHECK-NEXT: %[[C:.*]] = nv_tileaa.broadcast %{{.*}} : tensor<1x1x16xindex> -> tensor<4x2x16xindex>
  // CHECK-NEXT: nv_tileaa.create_mem_token
  // CHECK-NEXT: nv_tileaa.gather_load %{{.*}}[%[[A]], %[[B]], %[[C]]] token %{{.*}} {in_bounds = array<i1: true, false, true>} : !nv_tileaa.memref<8x100x64xf16, strides=[6400,64,1], 1>[tensor<4x2x16xindex>, tensor<4x2x16xindex>, tensor<4x2x16xindex>] -> tensor<4x2x16xf16>
  testing$func @rank3(%p: tile<ptr<f16>>, %b: tile<i32>, %mid: tile<2xi32>, %c: tile<i32>) {
    %tv = make_tensor_view %p, shape = [8, 100, 64], strides = [6400, 64, 1] : tensor_view<8x100x64xf16, strides=[6400,64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x2x16), tensor_view<8x100x64xf16, strides=[6400,64,1]>, sparse_dim=1>
    %g, %k = load_view_tko weak %gv[%b, %mid, %c] : gather_scatter_view<tile=(4x2x16), tensor_view<8x100x64xf16, strides=[6400,64,1]>, sparse_dim=1>, tile<i32>, tile<2xi32>, tile<i32> -> tile<4x2x16xf16>, token
    return
  }
}
