// gather_scatter_view (13.3): along the sparse dimension an access lists
// tensor coordinates (one per tile row); coordinates past the extent, read
// as unsigned (so -1 too), are out of bounds: padded on load, skipped on
// store. Block (p, b) of the [4, 3] grid, with rows = idx[4p .. 4p+3] and
// cols = cidx[4b .. 4b+3] (as i64):
//   gy[4p+k][16b+j] = t[rows[k]][16b+j]   sparse_dim=0, tile=(4x16) over
//                                          t (1000x40), +inf padding;
//   out[rows[k]][16b+j] = the same tile   scattered back the same way;
//   g1[8p+i][4b+k] = t2[8p+i][cols[k]]    sparse_dim=1, tile=(8x4) over
//                                          t2 (30x50, dynamic), zero padding;
//   out2[8p+i][cols[k]] = the same tile   scattered back;
//   gb[k][j] = tb[r[k]][32+j]             the specification's example: rows
//                                          [7, 3, 999, 42], tile=(4x32) over
//                                          tb (1000x64 bf16), index 1.
cuda_tile.module @gather_scatter {
  entry @gather_scatter(%t: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %gy: tile<ptr<f32>>, %out: tile<ptr<f32>>, %t2: tile<ptr<f32>>, %t2_n0: tile<i32>, %t2_n1: tile<i32>, %t2_s0: tile<i32>, %t2_s1: tile<i32>, %cidx: tile<ptr<i32>>, %g1: tile<ptr<f32>>, %out2: tile<ptr<f32>>, %out2_n0: tile<i32>, %out2_n1: tile<i32>, %out2_s0: tile<i32>, %out2_s1: tile<i32>, %tb: tile<ptr<bf16>>, %gb: tile<ptr<bf16>>) {
    %p, %b, %unused = get_tile_block_id : tile<i32>
    %idx_tv = make_tensor_view %idx, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %idx_pv = make_partition_view %idx_tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %rows, %rows_tok = load_view_tko weak %idx_pv[%p] : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %cidx_tv = make_tensor_view %cidx, shape = [12], strides = [1] : tensor_view<12xi32, strides=[1]>
    %cidx_pv = make_partition_view %cidx_tv : partition_view<tile=(4), tensor_view<12xi32, strides=[1]>>
    %cols32, %cols_tok = load_view_tko weak %cidx_pv[%b] : partition_view<tile=(4), tensor_view<12xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %cols = exti %cols32 signed : tile<4xi32> -> tile<4xi64>

    %ta = assume div_by<16>, %t : tile<ptr<f32>>
    %t_tv = make_tensor_view %ta, shape = [1000, 40], strides = [40, 1] : tensor_view<1000x40xf32, strides=[40,1]>
    %t_g = make_gather_scatter_view %t_tv : gather_scatter_view<tile=(4x16), padding_value = pos_inf, tensor_view<1000x40xf32, strides=[40,1]>, sparse_dim=0>
    %g, %g_tok = load_view_tko weak %t_g[%rows, %b] : gather_scatter_view<tile=(4x16), padding_value = pos_inf, tensor_view<1000x40xf32, strides=[40,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x16xf32>, token
    %gy_tv = make_tensor_view %gy, shape = [16, 48], strides = [48, 1] : tensor_view<16x48xf32, strides=[48,1]>
    %gy_pv = make_partition_view %gy_tv : partition_view<tile=(4x16), tensor_view<16x48xf32, strides=[48,1]>>
    %st_gy = store_view_tko weak %g, %gy_pv[%p, %b] : tile<4x16xf32>, partition_view<tile=(4x16), tensor_view<16x48xf32, strides=[48,1]>>, tile<i32> -> token
    %outa = assume div_by<16>, %out : tile<ptr<f32>>
    %out_tv = make_tensor_view %outa, shape = [1000, 40], strides = [40, 1] : tensor_view<1000x40xf32, strides=[40,1]>
    %out_g = make_gather_scatter_view %out_tv : gather_scatter_view<tile=(4x16), tensor_view<1000x40xf32, strides=[40,1]>, sparse_dim=0>
    %st_out = store_view_tko weak %g, %out_g[%rows, %b] : tile<4x16xf32>, gather_scatter_view<tile=(4x16), tensor_view<1000x40xf32, strides=[40,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token

    %t2_tv = make_tensor_view %t2, shape = [%t2_n0, %t2_n1], strides = [%t2_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %t2_g = make_gather_scatter_view %t2_tv : gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
    %h, %h_tok = load_view_tko weak %t2_g[%p, %cols] : gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<i32>, tile<4xi64> -> tile<8x4xf32>, token
    %g1_tv = make_tensor_view %g1, shape = [32, 12], strides = [12, 1] : tensor_view<32x12xf32, strides=[12,1]>
    %g1_pv = make_partition_view %g1_tv : partition_view<tile=(8x4), tensor_view<32x12xf32, strides=[12,1]>>
    %st_g1 = store_view_tko weak %h, %g1_pv[%p, %b] : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<32x12xf32, strides=[12,1]>>, tile<i32> -> token
    %out2_tv = make_tensor_view %out2, shape = [%out2_n0, %out2_n1], strides = [%out2_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %out2_g = make_gather_scatter_view %out2_tv : gather_scatter_view<tile=(8x4), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
    %st_out2 = store_view_tko weak %h, %out2_g[%p, %cols] : tile<8x4xf32>, gather_scatter_view<tile=(8x4), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<i32>, tile<4xi64> -> token

    %tba = assume div_by<16>, %tb : tile<ptr<bf16>>
    %tb_tv = make_tensor_view %tba, shape = [1000, 64], strides = [64, 1] : tensor_view<1000x64xbf16, strides=[64,1]>
    %tb_g = make_gather_scatter_view %tb_tv : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>
    %r = constant <i32: [7, 3, 999, 42]> : tile<4xi32>
    %c1 = constant <i32: 1> : tile<i32>
    %e, %e_tok = load_view_tko relaxed device %tb_g[%r, %c1] : gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x32xbf16>, token
    %gb_tv = make_tensor_view %gb, shape = [4, 32], strides = [32, 1] : tensor_view<4x32xbf16, strides=[32,1]>
    %gb_pv = make_partition_view %gb_tv : partition_view<tile=(4x32), tensor_view<4x32xbf16, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %st_gb = store_view_tko weak %e, %gb_pv[%c0, %c0] : tile<4x32xbf16>, partition_view<tile=(4x32), tensor_view<4x32xbf16, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
