// Block-scaled MMA (13.3 mmaf_scaled) in 128x64 output tiles, a for loop
// over 128-wide K steps carrying the accumulators, for sm_100's
// tcgen05.mma.block_scale:
// c = MX-FP8: f8E5M2 operands, an f8E8M0FNU scale per 32 K elements
//     (tcgen05.mma.kind::mxf8f6f4.block_scale, the scale factors in tensor
//     memory, four K steps to a column);
// d = NV-FP4: f4E2M1FN operands through f4 views (two elements per byte
//     along the rows) with an f8E4M3FN scale per 16 K elements (f4 is
//     staged a byte per element, which tcgen05's block-scaled kinds do not
//     read: decomposed into one f16 dot per scale block).
// Every 8-bit operand arrives as i8 and a bitcast gives it its float type.
cuda_tile.module @mmaf_scaled_tcgen05 {
  entry @mmaf_scaled_tcgen05(%a8: tile<ptr<i8>>, %b8: tile<ptr<i8>>, %sa8: tile<ptr<i8>>, %sb8: tile<ptr<i8>>, %a4: tile<ptr<i8>>, %b4: tile<ptr<i8>>, %sa4: tile<ptr<i8>>, %sb4: tile<ptr<i8>>, %c: tile<ptr<f32>>, %d: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %k16 = divi %k, %c16 signed : tile<i32>
    %k32 = divi %k, %c32 signed : tile<i32>
    %a8_tv = make_tensor_view %a8, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %a8_pv = make_partition_view %a8_tv : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[?,1]>>
    %b8_tv = make_tensor_view %b8, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %b8_pv = make_partition_view %b8_tv : partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[?,1]>>
    %sa8_tv = make_tensor_view %sa8, shape = [%m, %k32], strides = [%k32, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sa8_pv = make_partition_view %sa8_tv : partition_view<tile=(128x4), tensor_view<?x?xi8, strides=[?,1]>>
    %sb8_tv = make_tensor_view %sb8, shape = [%k32, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sb8_pv = make_partition_view %sb8_tv : partition_view<tile=(4x64), tensor_view<?x?xi8, strides=[?,1]>>
    %sa4_tv = make_tensor_view %sa4, shape = [%m, %k16], strides = [%k16, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sa4_pv = make_partition_view %sa4_tv : partition_view<tile=(128x8), tensor_view<?x?xi8, strides=[?,1]>>
    %sb4_tv = make_tensor_view %sb4, shape = [%k16, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sb4_pv = make_partition_view %sb4_tv : partition_view<tile=(8x64), tensor_view<?x?xi8, strides=[?,1]>>
    %a4p = ptr_to_ptr %a4 : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %a4_tv = make_tensor_view %a4p, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %a4_pv = make_partition_view %a4_tv : partition_view<tile=(128x128), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %b4p = ptr_to_ptr %b4 : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %b4_tv = make_tensor_view %b4p, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %b4_pv = make_partition_view %b4_tv : partition_view<tile=(128x64), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %nk = divi %k, %c128 signed : tile<i32>
    %zero = constant <f32: 0.0> : tile<128x64xf32>
    %cf, %df = for %kk in (%c0 to %nk, step %c1) : tile<i32> iter_values(%acc8 = %zero, %acc4 = %zero) -> (tile<128x64xf32>, tile<128x64xf32>) {
      %ta8, %t1 = load_view_tko weak %a8_pv[%bx, %kk] : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x128xi8>, token
      %tb8, %t2 = load_view_tko weak %b8_pv[%kk, %by] : partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x64xi8>, token
      %tsa8, %t3 = load_view_tko weak %sa8_pv[%bx, %kk] : partition_view<tile=(128x4), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x4xi8>, token
      %tsb8, %t4 = load_view_tko weak %sb8_pv[%kk, %by] : partition_view<tile=(4x64), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<4x64xi8>, token
      %fa8 = bitcast %ta8 : tile<128x128xi8> -> tile<128x128xf8E5M2>
      %fb8 = bitcast %tb8 : tile<128x64xi8> -> tile<128x64xf8E5M2>
      %fsa8 = bitcast %tsa8 : tile<128x4xi8> -> tile<128x4xf8E8M0FNU>
      %fsb8 = bitcast %tsb8 : tile<4x64xi8> -> tile<4x64xf8E8M0FNU>
      %r8 = mmaf_scaled %fa8, %fb8, %acc8, %fsa8, %fsb8 : tile<128x128xf8E5M2>, tile<128x64xf8E5M2>, tile<128x64xf32>, tile<128x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
      %va4, %t5 = load_view_tko weak %a4_pv[%bx, %kk] : partition_view<tile=(128x128), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<128x128xf4E2M1FN>, token
      %vb4, %t6 = load_view_tko weak %b4_pv[%kk, %by] : partition_view<tile=(128x64), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<128x64xf4E2M1FN>, token
      %tsa4, %t7 = load_view_tko weak %sa4_pv[%bx, %kk] : partition_view<tile=(128x8), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x8xi8>, token
      %tsb4, %t8 = load_view_tko weak %sb4_pv[%kk, %by] : partition_view<tile=(8x64), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<8x64xi8>, token
      %fsa4 = bitcast %tsa4 : tile<128x8xi8> -> tile<128x8xf8E4M3FN>
      %fsb4 = bitcast %tsb4 : tile<8x64xi8> -> tile<8x64xf8E4M3FN>
      %r4 = mmaf_scaled %va4, %vb4, %acc4, %fsa4, %fsb4 : tile<128x128xf4E2M1FN>, tile<128x64xf4E2M1FN>, tile<128x64xf32>, tile<128x8xf8E4M3FN>, tile<8x64xf8E4M3FN>
      continue %r8, %r4 : tile<128x64xf32>, tile<128x64xf32>
    }
    %c_tv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>>
    %s1 = store_view_tko weak %cf, %c_pv[%bx, %by] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %d_tv = make_tensor_view %d, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %d_pv = make_partition_view %d_tv : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>>
    %s2 = store_view_tko weak %df, %d_pv[%bx, %by] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
