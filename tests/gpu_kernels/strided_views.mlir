// strided_view (13.3): tile origins step by the traversal strides, so tiles
// overlap where a stride is below the tile extent and leave gaps where it
// is above. Every view below has the index space [5, 3], the grid; block
// (a, b), with X = 13x28 and W = 9x28 (dynamic extents):
//   ya[4a+i][8b+j] = x[3a+i][12b+j]   tile=(4x8), strides [3, 12]: rows
//                                      overlap, columns 8..11 of every 12
//                                      skipped; -inf past the edges;
//   yc likewise, zero padding (TMA's fill on sm_90);
//   z[8a+i][4b+j]  = w[3b+j][6a+i]    tile=(8x4), strides [6, 3],
//                                      dim_map=[1, 0]: both overlap; +inf;
//   c: the A tile stored back through the same overlapping view, so shared
//      rows are written twice with the same value and the gaps never;
//   s[5b+j][8a+i]  = the z tile        a store through tile=(8x4), strides
//                                      [8, 5], dim_map=[1, 0] over 12x37:
//                                      rows 4, 9, 14 skipped, the edges cut;
//   cnt += 1 over every tile of the A view (how many tiles cover a cell);
//   acc[3b+j][6a+i] += 4i + j         atomic_red addf through the W view;
//   sh[4(3a+b) ..] = the index spaces [5, 3] (A) and [14, 2] (tile=(4x8),
//                    strides [2, 7], dim_map=[1, 0] over the dynamic W).
cuda_tile.module @strided_views {
  entry @strided_views(%x: tile<ptr<f32>>, %w: tile<ptr<f32>>, %w_n0: tile<i32>, %w_n1: tile<i32>, %w_s0: tile<i32>, %w_s1: tile<i32>, %ya: tile<ptr<f32>>, %yc: tile<ptr<f32>>, %z: tile<ptr<f32>>, %c: tile<ptr<f32>>, %s: tile<ptr<f32>>, %cnt: tile<ptr<i32>>, %acc: tile<ptr<f32>>, %sh: tile<ptr<i32>>) {
    %a, %b, %unused = get_tile_block_id : tile<i32>
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %x_tv = make_tensor_view %xa, shape = [13, 28], strides = [28, 1] : tensor_view<13x28xf32, strides=[28,1]>
    %x_a = make_strided_view %x_tv : strided_view<tile=(4x8), traversal_strides=[3,12], padding_value = neg_inf, tensor_view<13x28xf32, strides=[28,1]>>
    %x_c = make_strided_view %x_tv : strided_view<tile=(4x8), traversal_strides=[3,12], padding_value = zero, tensor_view<13x28xf32, strides=[28,1]>>
    %va, %va_tok = load_view_tko weak %x_a[%a, %b] : strided_view<tile=(4x8), traversal_strides=[3,12], padding_value = neg_inf, tensor_view<13x28xf32, strides=[28,1]>>, tile<i32> -> tile<4x8xf32>, token
    %vc, %vc_tok = load_view_tko weak %x_c[%a, %b] : strided_view<tile=(4x8), traversal_strides=[3,12], padding_value = zero, tensor_view<13x28xf32, strides=[28,1]>>, tile<i32> -> tile<4x8xf32>, token
    %yaa = assume div_by<16>, %ya : tile<ptr<f32>>
    %ya_tv = make_tensor_view %yaa, shape = [20, 24], strides = [24, 1] : tensor_view<20x24xf32, strides=[24,1]>
    %ya_pv = make_partition_view %ya_tv : partition_view<tile=(4x8), tensor_view<20x24xf32, strides=[24,1]>>
    %st_ya = store_view_tko weak %va, %ya_pv[%a, %b] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<20x24xf32, strides=[24,1]>>, tile<i32> -> token
    %yc_tv = make_tensor_view %yc, shape = [20, 24], strides = [24, 1] : tensor_view<20x24xf32, strides=[24,1]>
    %yc_pv = make_partition_view %yc_tv : partition_view<tile=(4x8), tensor_view<20x24xf32, strides=[24,1]>>
    %st_yc = store_view_tko weak %vc, %yc_pv[%a, %b] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<20x24xf32, strides=[24,1]>>, tile<i32> -> token

    %w_tv = make_tensor_view %w, shape = [%w_n0, %w_n1], strides = [%w_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %w_b = make_strided_view %w_tv : strided_view<tile=(8x4), traversal_strides=[6,3], padding_value = pos_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %vb, %vb_tok = load_view_tko weak %w_b[%a, %b] : strided_view<tile=(8x4), traversal_strides=[6,3], padding_value = pos_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x4xf32>, token
    %z_tv = make_tensor_view %z, shape = [40, 12], strides = [12, 1] : tensor_view<40x12xf32, strides=[12,1]>
    %z_pv = make_partition_view %z_tv : partition_view<tile=(8x4), tensor_view<40x12xf32, strides=[12,1]>>
    %st_z = store_view_tko weak %vb, %z_pv[%a, %b] : tile<8x4xf32>, partition_view<tile=(8x4), tensor_view<40x12xf32, strides=[12,1]>>, tile<i32> -> token

    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %c_tv = make_tensor_view %ca, shape = [13, 28], strides = [28, 1] : tensor_view<13x28xf32, strides=[28,1]>
    %c_a = make_strided_view %c_tv : strided_view<tile=(4x8), traversal_strides=[3,12], tensor_view<13x28xf32, strides=[28,1]>>
    %st_c = store_view_tko weak %va, %c_a[%a, %b] : tile<4x8xf32>, strided_view<tile=(4x8), traversal_strides=[3,12], tensor_view<13x28xf32, strides=[28,1]>>, tile<i32> -> token
    %s_tv = make_tensor_view %s, shape = [12, 37], strides = [37, 1] : tensor_view<12x37xf32, strides=[37,1]>
    %s_g = make_strided_view %s_tv : strided_view<tile=(8x4), traversal_strides=[8,5], tensor_view<12x37xf32, strides=[37,1]>, dim_map=[1, 0]>
    %st_s = store_view_tko weak %vb, %s_g[%a, %b] : tile<8x4xf32>, strided_view<tile=(8x4), traversal_strides=[8,5], tensor_view<12x37xf32, strides=[37,1]>, dim_map=[1, 0]>, tile<i32> -> token

    %ones = constant <i32: 1> : tile<4x8xi32>
    %cnt_tv = make_tensor_view %cnt, shape = [13, 28], strides = [28, 1] : tensor_view<13x28xi32, strides=[28,1]>
    %cnt_a = make_strided_view %cnt_tv : strided_view<tile=(4x8), traversal_strides=[3,12], tensor_view<13x28xi32, strides=[28,1]>>
    %red_cnt = atomic_red_view_tko relaxed device %cnt_a[%a, %b], add, %ones : tile<4x8xi32>, strided_view<tile=(4x8), traversal_strides=[3,12], tensor_view<13x28xi32, strides=[28,1]>>, tile<i32> -> token
    %io = iota : tile<32xi32>
    %io2 = reshape %io : tile<32xi32> -> tile<8x4xi32>
    %v = itof %io2 signed : tile<8x4xi32> -> tile<8x4xf32>
    %acc_tv = make_tensor_view %acc, shape = [9, 28], strides = [28, 1] : tensor_view<9x28xf32, strides=[28,1]>
    %acc_b = make_strided_view %acc_tv : strided_view<tile=(8x4), traversal_strides=[6,3], tensor_view<9x28xf32, strides=[28,1]>, dim_map=[1, 0]>
    %red_acc = atomic_red_view_tko relaxed device %acc_b[%a, %b], addf, %v : tile<8x4xf32>, strided_view<tile=(8x4), traversal_strides=[6,3], tensor_view<9x28xf32, strides=[28,1]>, dim_map=[1, 0]>, tile<i32> -> token

    %n0, %n1 = get_index_space_shape %x_a : strided_view<tile=(4x8), traversal_strides=[3,12], padding_value = neg_inf, tensor_view<13x28xf32, strides=[28,1]>> -> tile<i32>
    %w_x = make_strided_view %w_tv : strided_view<tile=(4x8), traversal_strides=[2,7], tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %m0, %m1 = get_index_space_shape %w_x : strided_view<tile=(4x8), traversal_strides=[2,7], tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %a3 = muli %a, %c3 : tile<i32>
    %blk = addi %a3, %b : tile<i32>
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
