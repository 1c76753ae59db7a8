// Views over the first `cols` columns of x (its row stride is x's own, wider):
// a dim_map=[1, 0] partition loads transposed 32x16 tiles padded with
// -inf (index [a, b] steps along tile dimensions 0 and 1, i.e. x's columns
// 32a.. and rows 16b..), stored at [a, b] into t (n x m, masked at the
// edge), so t = xᵀ; a nan-padded 16x32
// partition is stored whole into p, sized in full tiles, so the padding
// shows.
cuda_tile.module @views {
  entry @views(%x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %cols: tile<i32>, %t: tile<ptr<f32>>, %t_n0: tile<i32>, %t_n1: tile<i32>, %t_s0: tile<i32>, %t_s1: tile<i32>, %p: tile<ptr<f32>>, %p_n0: tile<i32>, %p_n1: tile<i32>, %p_s0: tile<i32>, %p_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %cols], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_dm = make_partition_view %x_tv : partition_view<tile=(32x16), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %x_nan = make_partition_view %x_tv : partition_view<tile=(16x32), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>>
    %vt, %vt_tok = load_view_tko weak %x_dm[%bx, %by] : partition_view<tile=(32x16), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<32x16xf32>, token
    %vp, %vp_tok = load_view_tko weak %x_nan[%bx, %by] : partition_view<tile=(16x32), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
    %t_tv = make_tensor_view %t, shape = [%t_n0, %t_n1], strides = [%t_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %t_pv = make_partition_view %t_tv : partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,1]>>
    %st_t = store_view_tko weak %vt, %t_pv[%bx, %by] : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %p_tv = make_tensor_view %p, shape = [%p_n0, %p_n1], strides = [%p_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %p_pv = make_partition_view %p_tv : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %st_p = store_view_tko weak %vp, %p_pv[%bx, %by] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
