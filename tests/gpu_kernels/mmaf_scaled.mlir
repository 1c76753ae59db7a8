// Block-scaled MMA (13.3 mmaf_scaled) in 32x32 output tiles, a for loop over
// 64-wide K steps, and conversions to and from the scale and f4 formats:
// c = MX-FP8: f8E4M3FN operands with an f8E8M0FNU scale per 32 K elements;
// d = NV-FP4: f4E2M1FN operands (two per byte, unpacked from i8 tiles) with
//     an f8E4M3FN scale per 16 K elements;
// e, z = c rounded up (rounding<positive_inf>) and down (rounding<zero>) to a
//     power of two in f8E8M0FNU, read back as f32;
// f = c / 64 rounded to f4E2M1FN (saturating at 6), read back as f32;
// d2 = d again, the f4 operands loaded through f4E2M1FN views of the same
//     bytes (two elements per byte along the rows);
// g, h = c / 64 in f4E2M1FN stored through f4 views: g row-major (packed
//     along rows), h column-major (packed along columns).
// Every 8-bit operand arrives as i8 and a bitcast gives it its float type.
cuda_tile.module @mmaf_scaled {
  entry @mmaf_scaled(%a8: tile<ptr<i8>>, %b8: tile<ptr<i8>>, %sa8: tile<ptr<i8>>, %sb8: tile<ptr<i8>>, %a4: tile<ptr<i8>>, %b4: tile<ptr<i8>>, %sa4: tile<ptr<i8>>, %sb4: tile<ptr<i8>>, %c: tile<ptr<f32>>, %d: tile<ptr<f32>>, %e: tile<ptr<f32>>, %z: tile<ptr<f32>>, %f: tile<ptr<f32>>, %d2: tile<ptr<f32>>, %g: tile<ptr<i8>>, %h: tile<ptr<i8>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %k2 = divi %k, %c2 signed : tile<i32>
    %n2 = divi %n, %c2 signed : tile<i32>
    %k16 = divi %k, %c16 signed : tile<i32>
    %k32 = divi %k, %c32 signed : tile<i32>
    %a8_tv = make_tensor_view %a8, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %a8_pv = make_partition_view %a8_tv : partition_view<tile=(32x64), tensor_view<?x?xi8, strides=[?,1]>>
    %b8_tv = make_tensor_view %b8, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %b8_pv = make_partition_view %b8_tv : partition_view<tile=(64x32), tensor_view<?x?xi8, strides=[?,1]>>
    %sa8_tv = make_tensor_view %sa8, shape = [%m, %k32], strides = [%k32, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sa8_pv = make_partition_view %sa8_tv : partition_view<tile=(32x2), tensor_view<?x?xi8, strides=[?,1]>>
    %sb8_tv = make_tensor_view %sb8, shape = [%k32, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sb8_pv = make_partition_view %sb8_tv : partition_view<tile=(2x32), tensor_view<?x?xi8, strides=[?,1]>>
    %a4_tv = make_tensor_view %a4, shape = [%m, %k2], strides = [%k2, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %a4_pv = make_partition_view %a4_tv : partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,1]>>
    %b4_tv = make_tensor_view %b4, shape = [%k, %n2], strides = [%n2, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %b4_pv = make_partition_view %b4_tv : partition_view<tile=(64x16), tensor_view<?x?xi8, strides=[?,1]>>
    %sa4_tv = make_tensor_view %sa4, shape = [%m, %k16], strides = [%k16, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sa4_pv = make_partition_view %sa4_tv : partition_view<tile=(32x4), tensor_view<?x?xi8, strides=[?,1]>>
    %sb4_tv = make_tensor_view %sb4, shape = [%k16, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %sb4_pv = make_partition_view %sb4_tv : partition_view<tile=(4x32), tensor_view<?x?xi8, strides=[?,1]>>
    %a4p = ptr_to_ptr %a4 : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %a4v_tv = make_tensor_view %a4p, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %a4v_pv = make_partition_view %a4v_tv : partition_view<tile=(32x64), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %b4p = ptr_to_ptr %b4 : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %b4v_tv = make_tensor_view %b4p, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %b4v_pv = make_partition_view %b4v_tv : partition_view<tile=(64x32), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %nk = divi %k, %c64 signed : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %cf, %df, %d2f = for %kk in (%c0 to %nk, step %c1) : tile<i32> iter_values(%acc8 = %zero, %acc4 = %zero, %acc4v = %zero) -> (tile<32x32xf32>, tile<32x32xf32>, tile<32x32xf32>) {
      %ta8, %t1 = load_view_tko weak %a8_pv[%bx, %kk] : partition_view<tile=(32x64), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %tb8, %t2 = load_view_tko weak %b8_pv[%kk, %by] : partition_view<tile=(64x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %tsa8, %t3 = load_view_tko weak %sa8_pv[%bx, %kk] : partition_view<tile=(32x2), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x2xi8>, token
      %tsb8, %t4 = load_view_tko weak %sb8_pv[%kk, %by] : partition_view<tile=(2x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<2x32xi8>, token
      %fa8 = bitcast %ta8 : tile<32x64xi8> -> tile<32x64xf8E4M3FN>
      %fb8 = bitcast %tb8 : tile<64x32xi8> -> tile<64x32xf8E4M3FN>
      %fsa8 = bitcast %tsa8 : tile<32x2xi8> -> tile<32x2xf8E8M0FNU>
      %fsb8 = bitcast %tsb8 : tile<2x32xi8> -> tile<2x32xf8E8M0FNU>
      %r8 = mmaf_scaled %fa8, %fb8, %acc8, %fsa8, %fsb8 : tile<32x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<32x32xf32>, tile<32x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
      %ta4, %t5 = load_view_tko weak %a4_pv[%bx, %kk] : partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x32xi8>, token
      %tb4, %t6 = load_view_tko weak %b4_pv[%kk, %by] : partition_view<tile=(64x16), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x16xi8>, token
      %tsa4, %t7 = load_view_tko weak %sa4_pv[%bx, %kk] : partition_view<tile=(32x4), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x4xi8>, token
      %tsb4, %t8 = load_view_tko weak %sb4_pv[%kk, %by] : partition_view<tile=(4x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<4x32xi8>, token
      %la4 = reshape %ta4 : tile<32x32xi8> -> tile<1024xi8>
      %ua4 = unpack %la4 : tile<1024xi8> -> tile<2048xf4E2M1FN>
      %fa4 = reshape %ua4 : tile<2048xf4E2M1FN> -> tile<32x64xf4E2M1FN>
      %lb4 = reshape %tb4 : tile<64x16xi8> -> tile<1024xi8>
      %ub4 = unpack %lb4 : tile<1024xi8> -> tile<2048xf4E2M1FN>
      %fb4 = reshape %ub4 : tile<2048xf4E2M1FN> -> tile<64x32xf4E2M1FN>
      %fsa4 = bitcast %tsa4 : tile<32x4xi8> -> tile<32x4xf8E4M3FN>
      %fsb4 = bitcast %tsb4 : tile<4x32xi8> -> tile<4x32xf8E4M3FN>
      %r4 = mmaf_scaled %fa4, %fb4, %acc4, %fsa4, %fsb4 : tile<32x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<32x32xf32>, tile<32x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
      %va4, %t9 = load_view_tko weak %a4v_pv[%bx, %kk] : partition_view<tile=(32x64), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<32x64xf4E2M1FN>, token
      %vb4, %t10 = load_view_tko weak %b4v_pv[%kk, %by] : partition_view<tile=(64x32), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<64x32xf4E2M1FN>, token
      %r4v = mmaf_scaled %va4, %vb4, %acc4v, %fsa4, %fsb4 : tile<32x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<32x32xf32>, tile<32x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
      continue %r8, %r4, %r4v : tile<32x32xf32>, tile<32x32xf32>, tile<32x32xf32>
    }
    %up = ftof %cf rounding<positive_inf> : tile<32x32xf32> -> tile<32x32xf8E8M0FNU>
    %upf = ftof %up : tile<32x32xf8E8M0FNU> -> tile<32x32xf32>
    %down = ftof %cf rounding<zero> : tile<32x32xf32> -> tile<32x32xf8E8M0FNU>
    %downf = ftof %down : tile<32x32xf8E8M0FNU> -> tile<32x32xf32>
    %sixty4th = constant <f32: 0.015625> : tile<32x32xf32>
    %small = mulf %cf, %sixty4th rounding<nearest_even> : tile<32x32xf32>
    %q4 = ftof %small : tile<32x32xf32> -> tile<32x32xf4E2M1FN>
    %q4f = ftof %q4 : tile<32x32xf4E2M1FN> -> tile<32x32xf32>
    %c_tv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s1 = store_view_tko weak %cf, %c_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %d_tv = make_tensor_view %d, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %d_pv = make_partition_view %d_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s2 = store_view_tko weak %df, %d_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %e_tv = make_tensor_view %e, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %e_pv = make_partition_view %e_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s3 = store_view_tko weak %upf, %e_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %z_tv = make_tensor_view %z, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %z_pv = make_partition_view %z_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s4 = store_view_tko weak %downf, %z_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %f_tv = make_tensor_view %f, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %f_pv = make_partition_view %f_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s5 = store_view_tko weak %q4f, %f_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %d2_tv = make_tensor_view %d2, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %d2_pv = make_partition_view %d2_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %s6 = store_view_tko weak %d2f, %d2_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %gp = ptr_to_ptr %g : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %g_tv = make_tensor_view %gp, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %g_pv = make_partition_view %g_tv : partition_view<tile=(32x32), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %s7 = store_view_tko weak %q4, %g_pv[%bx, %by] : tile<32x32xf4E2M1FN>, partition_view<tile=(32x32), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> token
    %hp = ptr_to_ptr %h : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %h_tv = make_tensor_view %hp, shape = [%m, %n], strides = [1, %m] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[1,?]>
    %h_pv = make_partition_view %h_tv : partition_view<tile=(32x32), tensor_view<?x?xf4E2M1FN, strides=[1,?]>>
    %s8 = store_view_tko weak %q4, %h_pv[%bx, %by] : tile<32x32xf4E2M1FN>, partition_view<tile=(32x32), tensor_view<?x?xf4E2M1FN, strides=[1,?]>>, tile<i32> -> token
    return
  }
}
