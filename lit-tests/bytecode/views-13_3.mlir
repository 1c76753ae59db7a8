// The 13.3 views, strided_view (type tag 21, make_strided_view 0x74) and
// gather_scatter_view (tag 20, make_gather_scatter_view 0x73), and the ops that
// take them: text -> bytecode -> text prints the same module at 13.3 and 13.4,
// and tileirdisasm reads our bytecode as the same program. The records' bytes
// and what older versions do with them: views-13_3-versions.mlir.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.134.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.134.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}
// RUN: %if tileirdisasm %{ tileirdisasm %t.134.bc | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  // Strided views over a 10x12 tensor: overlapping rows (stride 2 < 4), rows
  // and columns with gaps (stride 6 > 4), the tile's dimensions swapped on
  // the tensor's, padding, and a stride equal to the tile (a partition).
  entry @strided(%base: tile<ptr<f16>>) {
    %tv = make_tensor_view %base, shape = [10, 12], strides = [12, 1] : tensor_view<10x12xf16, strides=[12,1]>
    %overlap = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>
    %gaps = make_strided_view %tv : strided_view<tile=(2x4), traversal_strides=[5,7], padding_value = nan, tensor_view<10x12xf16, strides=[12,1]>>
    %mapped = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = neg_inf, tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]>
    %plain = make_strided_view %tv : !cuda_tile.strided_view<tile=(2x4), traversal_strides=[2,4], !cuda_tile.tensor_view<10x12xf16, strides=[12,1]>>
    %n:2 = get_index_space_shape %overlap : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>> -> tile<i32>
    %m:2 = get_index_space_shape %mapped : strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = neg_inf, tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]> -> tile<i64>
    %i = constant <i32: 4> : tile<i32>
    %j = constant <i32: 1> : tile<i32>
    %k = constant <i8: 1> : tile<i8>
    %a, %t0 = load_view_tko weak %overlap[%i, %j] : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>, tile<i32> -> tile<4x4xf16>, token
    %b, %t1 = load_view_tko relaxed device %mapped[%k, %k] token = %t0 : strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = neg_inf, tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]>, tile<i8> -> tile<4x4xf16>, token
    %c, %t2 = load_view_tko acquire sys %gaps[%j, %j] optimization_hints = <sm_100 = {latency = 2}> : strided_view<tile=(2x4), traversal_strides=[5,7], padding_value = nan, tensor_view<10x12xf16, strides=[12,1]>>, tile<i32> -> tile<2x4xf16>, token
    %s0 = store_view_tko weak %a, %overlap[%i, %j] : tile<4x4xf16>, strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<10x12xf16, strides=[12,1]>>, tile<i32> -> token
    %s1 = store_view_tko release tl_blk %c, %plain[%k, %k] token = %s0 : tile<2x4xf16>, strided_view<tile=(2x4), traversal_strides=[2,4], tensor_view<10x12xf16, strides=[12,1]>>, tile<i8> -> token
    %s2 = store_view_tko relaxed device %b, %mapped[%j, %j] : tile<4x4xf16>, strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = neg_inf, tensor_view<10x12xf16, strides=[12,1]>, dim_map=[1, 0]>, tile<i32> -> token
  }

  // Dynamic extents and strides, ranks 1 and 3, a stride that is not a power
  // of two, and the atomic reduction through a strided view (whose indices
  // need not share one type).
  entry @strided_dynamic(%base: tile<ptr<f32>>, %n: tile<i64>, %s: tile<i32>) {
    %tv = make_tensor_view %base, shape = [%n, 64], strides = [%n, 1] : tile<i64> -> tensor_view<?x64xf32, strides=[?,1]>
    %v = make_strided_view %tv : strided_view<tile=(16x16), traversal_strides=[3,16], tensor_view<?x64xf32, strides=[?,1]>>
    %q:2 = get_index_space_shape %v : strided_view<tile=(16x16), traversal_strides=[3,16], tensor_view<?x64xf32, strides=[?,1]>> -> tile<i16>
    %tv1 = make_tensor_view %base, shape = [%s], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %v1 = make_strided_view %tv1 : strided_view<tile=(8), traversal_strides=[1], padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %tv3 = make_tensor_view %base, shape = [4, %n, 32], strides = [%n, 32, 1] : tile<i64> -> tensor_view<4x?x32xf32, strides=[?,32,1]>
    %v3 = make_strided_view %tv3 : strided_view<tile=(1x8x16), traversal_strides=[1,4,16], tensor_view<4x?x32xf32, strides=[?,32,1]>, dim_map=[0, 2, 1]>
    %i = constant <i64: 1> : tile<i64>
    %j = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %v1[%j] : strided_view<tile=(8), traversal_strides=[1], padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %y, %u = load_view_tko weak %v3[%i, %i, %i] : strided_view<tile=(1x8x16), traversal_strides=[1,4,16], tensor_view<4x?x32xf32, strides=[?,32,1]>, dim_map=[0, 2, 1]>, tile<i64> -> tile<1x8x16xf32>, token
    %d = constant <f32: 1.0> : tile<16x16xf32>
    %r0 = atomic_red_view_tko relaxed device %v[%i, %j], addf, %d
        : tile<16x16xf32>, strided_view<tile=(16x16), traversal_strides=[3,16], tensor_view<?x64xf32, strides=[?,1]>>, tile<i64>, tile<i32> -> token
    %r1 = atomic_red_view_tko relaxed tl_blk %v[%j, %j], addf, %d token = %r0
        : tile<16x16xf32>, strided_view<tile=(16x16), traversal_strides=[3,16], tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> token
  }

  // Gather/scatter over rows (sparse_dim 0) and over columns (sparse_dim 1),
  // with and without padding: the sparse index is a rank-1 tile whose type
  // may differ from the other indices'.
  entry @gather_scatter(%base: tile<ptr<bf16>>, %n: tile<i32>) {
    %tv = make_tensor_view %base, shape = [1000, 64], strides = [64, 1] : tensor_view<1000x64xbf16, strides=[64,1]>
    %rows = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    %prows = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), padding_value = zero, tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    %dyn = make_tensor_view %base, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xbf16, strides=[64,1]>
    %cols = make_gather_scatter_view %dyn : !cuda_tile.gather_scatter_view<tile=(16x8), padding_value = nan, !cuda_tile.tensor_view<?x64xbf16, strides=[64,1]>, sparse_dim=1>
    %n0:2 = get_index_space_shape %rows : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0> -> tile<i32>
    %n1:2 = get_index_space_shape %cols : gather_scatter_view<tile=(16x8), padding_value = nan, tensor_view<?x64xbf16, strides=[64,1]>, sparse_dim=1> -> tile<i64>
    %r = constant <i32: [7, 3, 999, 42]> : tile<4xi32>
    %r64 = constant <i64: [0, 1, 2, 3]> : tile<4xi64>
    %c = constant <i32: 1> : tile<i32>
    %c16 = constant <i16: 1> : tile<i16>
    %cs = constant <i8: [0, 9, 18, 27, 36, 45, 54, 63]> : tile<8xi8>
    %g, %t0 = load_view_tko weak %rows[%r, %c] : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x32xbf16>, token
    %h, %t1 = load_view_tko relaxed device %prows[%r64, %c16] token = %t0 : gather_scatter_view<tile=(4x32), padding_value = zero, tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi64>, tile<i16> -> tile<4x32xbf16>, token
    %e, %t2 = load_view_tko weak %cols[%c16, %cs] : gather_scatter_view<tile=(16x8), padding_value = nan, tensor_view<?x64xbf16, strides=[64,1]>, sparse_dim=1>, tile<i16>, tile<8xi8> -> tile<16x8xbf16>, token
    %s0 = store_view_tko weak %g, %rows[%r, %c] token = %t1 : tile<4x32xbf16>, gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    %s1 = store_view_tko release device %e, %cols[%c16, %cs] optimization_hints = <default = {latency = 1}> : tile<16x8xbf16>, gather_scatter_view<tile=(16x8), padding_value = nan, tensor_view<?x64xbf16, strides=[64,1]>, sparse_dim=1>, tile<i16>, tile<8xi8> -> token
  }
}
