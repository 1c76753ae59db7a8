// MX-FP8 block-scaled MMA (13.3 mmaf_scaled): f8E5M2 operands
// (loaded as bytes, bitcast) with an f8E8M0FNU scale per 32 K elements, in
// 32x32 output tiles and a for loop over 64-wide K steps. On sm_120 the dot
// stays whole on mma.sync.m16n8k32.kind::mxf8f6f4.block_scale; elsewhere it
// is decomposed into one dot per scale block.
cuda_tile.module @mmaf_scaled_mxfp8 {
  entry @mmaf_scaled_mxfp8(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %sa8: tile<ptr<i8>>, %sb8: tile<ptr<i8>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %k32 = divi %k, %c32 signed : tile<i32>
    %sa_tv = make_tensor_view %sa8, shape = [%m, %k32], strides = [%k32, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sa_pv = make_partition_view %sa_tv : partition_view<tile=(32x2), tensor_view<?x?xi8, strides=[?,1]>>
    %sb_tv = make_tensor_view %sb8, shape = [%k32, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sb_pv = make_partition_view %sb_tv : partition_view<tile=(2x32), tensor_view<?x?xi8, strides=[?,1]>>
    %a_tv = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(32x64), tensor_view<?x?xi8, strides=[?,1]>>
    %b_tv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(64x32), tensor_view<?x?xi8, strides=[?,1]>>
    %nk = divi %k, %c64 signed : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %acc = for %kk in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xf32>) {
      %ta, %t1 = load_view_tko weak %a_pv[%bx, %kk] : partition_view<tile=(32x64), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %tb, %t2 = load_view_tko weak %b_pv[%kk, %by] : partition_view<tile=(64x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %tsa, %t3 = load_view_tko weak %sa_pv[%bx, %kk] : partition_view<tile=(32x2), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x2xi8>, token
      %tsb, %t4 = load_view_tko weak %sb_pv[%kk, %by] : partition_view<tile=(2x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<2x32xi8>, token
      %fa = bitcast %ta : tile<32x64xi8> -> tile<32x64xf8E5M2>
      %fb = bitcast %tb : tile<64x32xi8> -> tile<64x32xf8E5M2>
      %fsa = bitcast %tsa : tile<32x2xi8> -> tile<32x2xf8E8M0FNU>
      %fsb = bitcast %tsb : tile<2x32xi8> -> tile<2x32xf8E8M0FNU>
      %r = mmaf_scaled %fa, %fb, %sum, %fsa, %fsb : tile<32x64xf8E5M2>, tile<64x32xf8E5M2>, tile<32x32xf32>, tile<32x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
      continue %r : tile<32x32xf32>
    }
    %c_tv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s = store_view_tko weak %acc, %c_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
