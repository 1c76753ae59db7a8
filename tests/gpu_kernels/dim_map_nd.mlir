// dim_map on rank 3 and 4, with tiles hanging over every edge but one.
// Tile element t of the tile at index idx sits at x[dim_map[i]] =
// idx[i]*tile[i] + t[i]; an identity view of the same tile shape stores it
// at y[idx[i]*tile[i] + t[i]], so y shows which element landed where.
//   3-D: x3 5x6x7, tile=(2x4x8), dim_map=[2, 0, 1]: index space
//        [ceil(7/2), ceil(5/4), ceil(6/8)] = [4, 2, 1], the grid; y3 is
//        8x8x8 (whole tiles, +inf padding shows); z3 (5x6x7) gets w3 (8x8x8)
//        stored back through the map, masked at the edges.
//   4-D: x4 3x5x2x4, tile=(4x2x2x4), dim_map=[1, 3, 0, 2]: index space
//        [ceil(5/4), ceil(4/2), ceil(3/2), ceil(2/4)] = [2, 2, 2, 1], indexed
//        by (a / 2, a % 2, b, c); y4 is 8x4x4x4 (neg_inf padding shows).
//   sh[7 (2a+b) ..] = both index spaces as get_index_space_shape gives them.
cuda_tile.module @dim_map_nd {
  entry @dim_map_nd(%x3: tile<ptr<f32>>, %w3: tile<ptr<f32>>, %y3: tile<ptr<f32>>, %z3: tile<ptr<f32>>, %x4: tile<ptr<f32>>, %y4: tile<ptr<f32>>, %sh: tile<ptr<i32>>) {
    %a, %b, %c = get_tile_block_id : tile<i32>
    %x3_tv = make_tensor_view %x3, shape = [5, 6, 7], strides = [42, 7, 1] : tensor_view<5x6x7xf32, strides=[42,7,1]>
    %x3_dm = make_partition_view %x3_tv : partition_view<tile=(2x4x8), padding_value = pos_inf, tensor_view<5x6x7xf32, strides=[42,7,1]>, dim_map=[2, 0, 1]>
    %v3, %v3_tok = load_view_tko weak %x3_dm[%a, %b, %c] : partition_view<tile=(2x4x8), padding_value = pos_inf, tensor_view<5x6x7xf32, strides=[42,7,1]>, dim_map=[2, 0, 1]>, tile<i32> -> tile<2x4x8xf32>, token
    %y3_tv = make_tensor_view %y3, shape = [8, 8, 8], strides = [64, 8, 1] : tensor_view<8x8x8xf32, strides=[64,8,1]>
    %y3_pv = make_partition_view %y3_tv : partition_view<tile=(2x4x8), tensor_view<8x8x8xf32, strides=[64,8,1]>>
    %st_y3 = store_view_tko weak %v3, %y3_pv[%a, %b, %c] : tile<2x4x8xf32>, partition_view<tile=(2x4x8), tensor_view<8x8x8xf32, strides=[64,8,1]>>, tile<i32> -> token
    %w3_tv = make_tensor_view %w3, shape = [8, 8, 8], strides = [64, 8, 1] : tensor_view<8x8x8xf32, strides=[64,8,1]>
    %w3_pv = make_partition_view %w3_tv : partition_view<tile=(2x4x8), tensor_view<8x8x8xf32, strides=[64,8,1]>>
    %u3, %u3_tok = load_view_tko weak %w3_pv[%a, %b, %c] : partition_view<tile=(2x4x8), tensor_view<8x8x8xf32, strides=[64,8,1]>>, tile<i32> -> tile<2x4x8xf32>, token
    %z3_tv = make_tensor_view %z3, shape = [5, 6, 7], strides = [42, 7, 1] : tensor_view<5x6x7xf32, strides=[42,7,1]>
    %z3_dm = make_partition_view %z3_tv : partition_view<tile=(2x4x8), tensor_view<5x6x7xf32, strides=[42,7,1]>, dim_map=[2, 0, 1]>
    %st_z3 = store_view_tko weak %u3, %z3_dm[%a, %b, %c] : tile<2x4x8xf32>, partition_view<tile=(2x4x8), tensor_view<5x6x7xf32, strides=[42,7,1]>, dim_map=[2, 0, 1]>, tile<i32> -> token
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %i0 = divi %a, %c2 unsigned : tile<i32>
    %i1 = remi %a, %c2 unsigned : tile<i32>
    %x4_tv = make_tensor_view %x4, shape = [3, 5, 2, 4], strides = [40, 8, 4, 1] : tensor_view<3x5x2x4xf32, strides=[40,8,4,1]>
    %x4_dm = make_partition_view %x4_tv : partition_view<tile=(4x2x2x4), padding_value = neg_inf, tensor_view<3x5x2x4xf32, strides=[40,8,4,1]>, dim_map=[1, 3, 0, 2]>
    %v4, %v4_tok = load_view_tko weak %x4_dm[%i0, %i1, %b, %c] : partition_view<tile=(4x2x2x4), padding_value = neg_inf, tensor_view<3x5x2x4xf32, strides=[40,8,4,1]>, dim_map=[1, 3, 0, 2]>, tile<i32> -> tile<4x2x2x4xf32>, token
    %y4_tv = make_tensor_view %y4, shape = [8, 4, 4, 4], strides = [64, 16, 4, 1] : tensor_view<8x4x4x4xf32, strides=[64,16,4,1]>
    %y4_pv = make_partition_view %y4_tv : partition_view<tile=(4x2x2x4), tensor_view<8x4x4x4xf32, strides=[64,16,4,1]>>
    %st_y4 = store_view_tko weak %v4, %y4_pv[%i0, %i1, %b, %c] : tile<4x2x2x4xf32>, partition_view<tile=(4x2x2x4), tensor_view<8x4x4x4xf32, strides=[64,16,4,1]>>, tile<i32> -> token
    %n0, %n1, %n2 = get_index_space_shape %x3_dm : partition_view<tile=(2x4x8), padding_value = pos_inf, tensor_view<5x6x7xf32, strides=[42,7,1]>, dim_map=[2, 0, 1]> -> tile<i32>
    %m0, %m1, %m2, %m3 = get_index_space_shape %x4_dm : partition_view<tile=(4x2x2x4), padding_value = neg_inf, tensor_view<3x5x2x4xf32, strides=[40,8,4,1]>, dim_map=[1, 3, 0, 2]> -> tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %a2 = muli %a, %c2 : tile<i32>
    %blk = addi %a2, %b : tile<i32>
    %o0 = muli %blk, %c7 : tile<i32>
    %q0 = offset %sh, %o0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q1 = offset %q0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q2 = offset %q1, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q3 = offset %q2, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q4 = offset %q3, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q5 = offset %q4, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q6 = offset %q5, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s0 = store_ptr_tko weak %q0, %n0 : tile<ptr<i32>>, tile<i32> -> token
    %s1 = store_ptr_tko weak %q1, %n1 : tile<ptr<i32>>, tile<i32> -> token
    %s2 = store_ptr_tko weak %q2, %n2 : tile<ptr<i32>>, tile<i32> -> token
    %s3 = store_ptr_tko weak %q3, %m0 : tile<ptr<i32>>, tile<i32> -> token
    %s4 = store_ptr_tko weak %q4, %m1 : tile<ptr<i32>>, tile<i32> -> token
    %s5 = store_ptr_tko weak %q5, %m2 : tile<ptr<i32>>, tile<i32> -> token
    %s6 = store_ptr_tko weak %q6, %m3 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
