// dim_map=[1, 0] on 8x4 tiles over tensors neither tile divides: index `i`
// follows tile dimension `i`, which runs along tensor dimension dim_map[i].
// x is 13x22 (dynamic extents), w and y are 22x13, z and acc 13x22; the
// transposed view of x has index space [ceil(22/8), ceil(13/4)] = [3, 4],
// the grid. Block (a, b):
//   y[8a+i][4b+j] = x[4b+j][8a+i]   load through the map, plain store: y = xᵀ;
//   p, 24x16, gets the same tile whole: +inf where it hangs over x's edge;
//   z[4b+j][8a+i] = w[8a+i][4b+j]   plain load, store through the map: z = wᵀ;
//   acc += wᵀ likewise by atomic_red_view_tko addf;
//   sh[4(4a+b) ..] = the index spaces [3, 4] (dynamic x) and [4, 32]
//   (NVIDIA's example: tile=(4x2) over 64x16 with dim_map=[1, 0]).
cuda_tile.module @dim_map {
  entry @dim_map(%x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %w: tile<ptr<f32>>, %y: tile<ptr<f32>>, %p: tile<ptr<f32>>, %z: tile<ptr<f32>>, %acc: tile<ptr<f32>>, %sh: tile<ptr<i32>>) {
    %a, %b, %c = get_tile_block_id : tile<i32>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %x_n1], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_dm = make_partition_view %x_tv : partition_view<tile=(8x4), padding_value = pos_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %vx, %vx_tok = load_view_tko weak %x_dm[%a, %b] : partition_view<tile=(8x4), padding_value = pos_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x4xf32>, token
    %y_tv = make_tensor_view %y, shape = [22, 13], strides = [13, 1] : tensor_view<22x13xf32, strides=[13,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(8x4), tensor_view<22x13xf32, strides=[13,1]>>
    %st_y = store_view_tko weak %vx, %y_pv[%a, %b] : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<22x13xf32, strides=[13,1]>>, tile<i32> -> token
    %p_tv = make_tensor_view %p, shape = [24, 16], strides = [16, 1] : tensor_view<24x16xf32, strides=[16,1]>
    %p_pv = make_partition_view %p_tv : partition_view<tile=(8x4), tensor_view<24x16xf32, strides=[16,1]>>
    %st_p = store_view_tko weak %vx, %p_pv[%a, %b] : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<24x16xf32, strides=[16,1]>>, tile<i32> -> token
    %w_tv = make_tensor_view %w, shape = [22, 13], strides = [13, 1] : tensor_view<22x13xf32, strides=[13,1]>
    %w_pv = make_partition_view %w_tv : partition_view<tile=(8x4), padding_value = zero, tensor_view<22x13xf32, strides=[13,1]>>
    %vw, %vw_tok = load_view_tko weak %w_pv[%a, %b] : partition_view<tile=(8x4), padding_value = zero, tensor_view<22x13xf32, strides=[13,1]>>, tile<i32> -> tile<8x4xf32>, token
    %z_tv = make_tensor_view %z, shape = [13, 22], strides = [22, 1] : tensor_view<13x22xf32, strides=[22,1]>
    %z_dm = make_partition_view %z_tv : partition_view<tile=(8x4), tensor_view<13x22xf32, strides=[22,1]>, dim_map=[1, 0]>
    %st_z = store_view_tko weak %vw, %z_dm[%a, %b] : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<13x22xf32, strides=[22,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %acc_tv = make_tensor_view %acc, shape = [13, 22], strides = [22, 1] : tensor_view<13x22xf32, strides=[22,1]>
    %acc_dm = make_partition_view %acc_tv : partition_view<tile=(8x4), tensor_view<13x22xf32, strides=[22,1]>, dim_map=[1, 0]>
    %red = atomic_red_view_tko relaxed device %acc_dm[%a, %b], addf, %vw : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<13x22xf32, strides=[22,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %n0, %n1 = get_index_space_shape %x_dm : partition_view<tile=(8x4), padding_value = pos_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    %e_tv = make_tensor_view %w, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %e_dm = make_partition_view %e_tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %m0, %m1 = get_index_space_shape %e_dm : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %a4 = muli %a, %c4 : tile<i32>
    %blk = addi %a4, %b : tile<i32>
    %o0 = muli %blk, %c4 : tile<i32>
    %o1 = addi %o0, %c1 : tile<i32>
    %o2 = addi %o0, %c2 : tile<i32>
    %o3 = addi %o0, %c3 : tile<i32>
    %q0 = offset %sh, %o0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q1 = offset %sh, %o1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q2 = offset %sh, %o2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q3 = offset %sh, %o3 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s0 = store_ptr_tko weak %q0, %n0 : tile<ptr<i32>>, tile<i32> -> token
    %s1 = store_ptr_tko weak %q1, %n1 : tile<ptr<i32>>, tile<i32> -> token
    %s2 = store_ptr_tko weak %q2, %m0 : tile<ptr<i32>>, tile<i32> -> token
    %s3 = store_ptr_tko weak %q3, %m1 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
