// Conversions in their default rounding: ftof f32->f16, ftoi (truncation,
// saturation, NaN to 0) to i32 and i8, bitcast, trunci/exti, i64
// arithmetic, itof signed and unsigned.
cuda_tile.module @convert_ops {
  entry @convert_ops(%x: tile<ptr<f32>>, %x_n: tile<i32>, %x_s: tile<i32>, %i: tile<ptr<i32>>, %i_n: tile<i32>, %i_s: tile<i32>, %h: tile<ptr<f16>>, %h_n: tile<i32>, %h_s: tile<i32>, %r: tile<ptr<i32>>, %r_n0: tile<i32>, %r_n1: tile<i32>, %r_s0: tile<i32>, %r_s1: tile<i32>, %f: tile<ptr<f32>>, %f_n0: tile<i32>, %f_n1: tile<i32>, %f_s0: tile<i32>, %f_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %x_tv = make_tensor_view %x, shape = [%x_n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %xv, %xv_tok = load_view_tko weak %x_pv[%bx] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %i_tv = make_tensor_view %i, shape = [%i_n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %i_pv = make_partition_view %i_tv : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %iv, %iv_tok = load_view_tko weak %i_pv[%bx] : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %hv = ftof %xv : tile<256xf32> -> tile<256xf16>
    %h_tv = make_tensor_view %h, shape = [%h_n], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %h_pv = make_partition_view %h_tv : partition_view<tile=(256), tensor_view<?xf16, strides=[1]>>
    %st_h = store_view_tko weak %hv, %h_pv[%bx] : tile<256xf16>, partition_view<tile=(256), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %r0 = ftoi %xv signed : tile<256xf32> -> tile<256xi32>
    %r1 = ftoi %xv unsigned : tile<256xf32> -> tile<256xi32>
    %x8 = ftoi %xv signed : tile<256xf32> -> tile<256xi8>
    %r2 = exti %x8 signed : tile<256xi8> -> tile<256xi32>
    %r3 = bitcast %xv : tile<256xf32> -> tile<256xi32>
    %i8 = trunci %iv : tile<256xi32> -> tile<256xi8>
    %r4 = exti %i8 unsigned : tile<256xi8> -> tile<256xi32>
    %w = exti %iv signed : tile<256xi32> -> tile<256xi64>
    %w2 = muli %w, %w : tile<256xi64>
    %c20w = constant <i64: 20> : tile<256xi64>
    %w3 = shri %w2, %c20w signed : tile<256xi64>
    %r5 = trunci %w3 : tile<256xi64> -> tile<256xi32>
    %f0 = itof %iv signed : tile<256xi32> -> tile<256xf32>
    %f1 = itof %iv unsigned : tile<256xi32> -> tile<256xf32>
    %r_tv = make_tensor_view %r, shape = [%r_n0, %r_n1], strides = [%r_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %r_pv = make_partition_view %r_tv : partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>
    %r0_row = reshape %r0 : tile<256xi32> -> tile<1x256xi32>
    %st_r0 = store_view_tko weak %r0_row, %r_pv[%c0, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r1_row = reshape %r1 : tile<256xi32> -> tile<1x256xi32>
    %st_r1 = store_view_tko weak %r1_row, %r_pv[%c1, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r2_row = reshape %r2 : tile<256xi32> -> tile<1x256xi32>
    %st_r2 = store_view_tko weak %r2_row, %r_pv[%c2, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r3_row = reshape %r3 : tile<256xi32> -> tile<1x256xi32>
    %st_r3 = store_view_tko weak %r3_row, %r_pv[%c3, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r4_row = reshape %r4 : tile<256xi32> -> tile<1x256xi32>
    %st_r4 = store_view_tko weak %r4_row, %r_pv[%c4, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r5_row = reshape %r5 : tile<256xi32> -> tile<1x256xi32>
    %st_r5 = store_view_tko weak %r5_row, %r_pv[%c5, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %f_tv = make_tensor_view %f, shape = [%f_n0, %f_n1], strides = [%f_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %f_pv = make_partition_view %f_tv : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
    %f0_row = reshape %f0 : tile<256xf32> -> tile<1x256xf32>
    %st_f0 = store_view_tko weak %f0_row, %f_pv[%c0, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %f1_row = reshape %f1 : tile<256xf32> -> tile<1x256xf32>
    %st_f1 = store_view_tko weak %f1_row, %f_pv[%c1, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
