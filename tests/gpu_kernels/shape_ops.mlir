// Shape ops on 16x32 tiles of x (edge tiles padded with zero): permute
// (t = x transposed), extract + cat (halves swapped) + iota/broadcast
// (s), reshape through a rank-3 permute (r, 512 elements per block).
cuda_tile.module @shape_ops {
  entry @shape_ops(%x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %t: tile<ptr<f32>>, %t_n0: tile<i32>, %t_n1: tile<i32>, %t_s0: tile<i32>, %t_s1: tile<i32>, %s: tile<ptr<f32>>, %s_n0: tile<i32>, %s_n1: tile<i32>, %s_s0: tile<i32>, %s_s1: tile<i32>, %r: tile<ptr<f32>>, %r_n: tile<i32>, %r_s: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %x_n1], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %xv, %xv_tok = load_view_tko weak %x_pv[%bx, %by] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
    %p = permute %xv [1, 0] : tile<16x32xf32> -> tile<32x16xf32>
    %e0 = extract %xv[%c0, %c0] : tile<16x32xf32> -> tile<16x16xf32>
    %e1 = extract %xv[%c0, %c1] : tile<16x32xf32> -> tile<16x16xf32>
    %sw = cat %e1, %e0 dim = 1 : tile<16x16xf32>, tile<16x16xf32> -> tile<16x32xf32>
    %ic = iota : tile<32xi32>
    %fc = itof %ic signed : tile<32xi32> -> tile<32xf32>
    %fc2 = reshape %fc : tile<32xf32> -> tile<1x32xf32>
    %bc = broadcast %fc2 : tile<1x32xf32> -> tile<16x32xf32>
    %ir = iota : tile<16xi32>
    %fr = itof %ir signed : tile<16xi32> -> tile<16xf32>
    %k100 = constant <f32: 100.0> : tile<16xf32>
    %fr100 = mulf %fr, %k100 : tile<16xf32>
    %fr2 = reshape %fr100 : tile<16xf32> -> tile<16x1xf32>
    %br = broadcast %fr2 : tile<16x1xf32> -> tile<16x32xf32>
    %s1 = addf %sw, %bc : tile<16x32xf32>
    %sv = addf %s1, %br : tile<16x32xf32>
    %q = reshape %xv : tile<16x32xf32> -> tile<8x64xf32>
    %q3 = reshape %q : tile<8x64xf32> -> tile<2x4x64xf32>
    %q3p = permute %q3 [1, 0, 2] : tile<2x4x64xf32> -> tile<4x2x64xf32>
    %rv = reshape %q3p : tile<4x2x64xf32> -> tile<512xf32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %lin0 = muli %bx, %gy : tile<i32>
    %lin = addi %lin0, %by : tile<i32>
    %t_tv = make_tensor_view %t, shape = [%t_n0, %t_n1], strides = [%t_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %t_pv = make_partition_view %t_tv : partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,1]>>
    %st_t = store_view_tko weak %p, %t_pv[%by, %bx] : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %s_tv = make_tensor_view %s, shape = [%s_n0, %s_n1], strides = [%s_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %s_pv = make_partition_view %s_tv : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %st_s = store_view_tko weak %sv, %s_pv[%bx, %by] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r_tv = make_tensor_view %r, shape = [%r_n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %r_pv = make_partition_view %r_tv : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
    %st_r = store_view_tko weak %rv, %r_pv[%lin] : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
