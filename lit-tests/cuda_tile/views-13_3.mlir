// The views 13.3 adds (addendum §1.4, §1.5, §2.1-§2.4): strided_view and
// gather_scatter_view, their make ops, and loads, stores, atomic reductions and
// index-space queries through them, print in NVIDIA's form from custom and
// from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: entry @strided
  entry @strided(%p: tile<ptr<f16>>, %n: tile<i64>) {
    %tv = make_tensor_view %p, shape = [10, 12], strides = [12, 1] : tensor_view<10x12xf16, strides=[12,1]>
    // CHECK: %sview = make_strided_view %tview : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>
    // Padding, a dim_map, strides above the tile and not powers of two; the
    // identity dim_map is not printed.
    // CHECK: make_strided_view %tview : strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = nan, tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]>
    %sv2 = make_strided_view %tv : !cuda_tile.strided_view<tile=(4x4), traversal_strides=[2, 6], padding_value = nan, !cuda_tile.tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]>
    // CHECK: make_strided_view %tview : strided_view<tile=(2x8), traversal_strides=[7,3], tensor_view<10x12xf16, strides=[12,1]>>
    %sv3 = make_strided_view %tv : strided_view<tile=(2x8), traversal_strides=[7,3], tensor_view<10x12xf16, strides=[12,1]>, dim_map=[0, 1]>
    %dv = make_tensor_view %p, shape = [%n, 12], strides = [12, 1] : tile<i64> -> tensor_view<?x12xf16, strides=[12,1]>
    // CHECK: make_strided_view %tview_2 : strided_view<tile=(4x4), traversal_strides=[1,1], tensor_view<?x12xf16, strides=[12,1]>>
    %dsv = make_strided_view %dv : strided_view<tile=(4x4), traversal_strides=[1,1], tensor_view<?x12xf16, strides=[12,1]>>

    %i = constant <i32: 4> : tile<i32>
    %j = constant <i32: 1> : tile<i32>
    // CHECK: %tile, %result_token = load_view_tko weak %sview[%{{.*}}, %{{.*}}] : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>, tile<i32> -> tile<4x4xf16>, token
    %t, %k = load_view_tko weak %sv[%i, %j]
        : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>, tile<i32>
        -> tile<4x4xf16>, token
    // One index type per index, all alike: printed once.
    // CHECK: load_view_tko relaxed device %sview_0[%{{.*}}, %{{.*}}] token = %result_token : strided_view<{{.*}}dim_map=[1, 0]>, tile<i32> -> tile<4x4xf16>, token
    %t2, %k2 = load_view_tko relaxed device %sv2[%i, %j] token = %k
        : strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = nan, tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]>, tile<i32>, tile<i32>
        -> tile<4x4xf16>, token
    // CHECK: store_view_tko weak %tile, %sview[%{{.*}}, %{{.*}}] : tile<4x4xf16>, strided_view<{{.*}}>, tile<i32> -> token
    %k3 = store_view_tko weak %t, %sv[%i, %j] : tile<4x4xf16>, strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>, tile<i32> -> token
    // CHECK: get_index_space_shape %sview_0 : strided_view<{{.*}}> -> tile<i32>
    %n0, %n1 = get_index_space_shape %sv2 : strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = nan, tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]> -> tile<i32>
  }

  // CHECK-LABEL: entry @gather
  entry @gather(%p: tile<ptr<bf16>>) {
    %tv = make_tensor_view %p, shape = [1000, 64], strides = [64, 1] : tensor_view<1000x64xbf16, strides=[64,1]>
    // CHECK: %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    // CHECK: make_gather_scatter_view %tview : gather_scatter_view<tile=(4x32), padding_value = zero, tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    %gv2 = make_gather_scatter_view %tv : !cuda_tile.gather_scatter_view<tile=(4x32), padding_value = zero, !cuda_tile.tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    // CHECK: make_gather_scatter_view %tview : gather_scatter_view<tile=(8x16), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=1>
    %gv3 = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=1>

    %rows = constant <i32: [7, 3, 999, 42]> : tile<4xi32>
    %c1 = constant <i32: 1> : tile<i32>
    %c1w = constant <i64: 1> : tile<i64>
    // The coordinates and the tile index have their own types: listed one per index.
    // CHECK: %tile, %result_token = load_view_tko relaxed device %gsview[%{{.*}}, %{{.*}}] : gather_scatter_view<{{.*}}sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x32xbf16>, token
    %g, %k = load_view_tko relaxed device %gv[%rows, %c1]
        : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32>
        -> tile<4x32xbf16>, token
    // CHECK: store_view_tko weak %tile, %gsview[%{{.*}}, %{{.*}}] token = %result_token : tile<4x32xbf16>, gather_scatter_view<{{.*}}>, tile<4xi32>, tile<i32> -> token
    %k2 = store_view_tko weak %g, %gv[%rows, %c1] token = %k
        : tile<4x32xbf16>, gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32>
        -> token
    %cols = constant <i64: [0, 5, 9, 63, 1, 2, 3, 4, 10, 11, 12, 13, 14, 15, 16, 17]> : tile<16xi64>
    // CHECK: load_view_tko weak %gsview_1[%{{.*}}, %{{.*}}] : gather_scatter_view<{{.*}}sparse_dim=1>, tile<i64>, tile<16xi64> -> tile<8x16xbf16>, token
    %h, %k3 = load_view_tko weak %gv3[%c1w, %cols]
        : gather_scatter_view<tile=(8x16), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=1>, tile<i64>, tile<16xi64>
        -> tile<8x16xbf16>, token
    // CHECK: get_index_space_shape %gsview : gather_scatter_view<{{.*}}> -> tile<i64>
    %n0, %n1 = get_index_space_shape %gv : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0> -> tile<i64>
  }

  // CHECK-LABEL: entry @atomic_strided
  entry @atomic_strided(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %sv = make_strided_view %tv : strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<256x256xf32, strides=[256,1]>>
    %bi = constant <i32: 3> : tile<i32>
    %bj = constant <i16: 0> : tile<i16>
    %d = constant <f32: 0.5> : tile<16x16xf32>
    // Unlike a load's, its indices need not share one type.
    // CHECK: atomic_red_view_tko relaxed device %sview[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x16xf32>, strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<256x256xf32, strides=[256,1]>>, tile<i32>, tile<i16> -> token
    %r = atomic_red_view_tko relaxed device %sv[%bi, %bj], addf, %d
        : tile<16x16xf32>, strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<256x256xf32, strides=[256,1]>>, tile<i32>, tile<i16>
        -> token
  }
}
