// mmaf on the narrow input types, in 32x32 output tiles with a for loop over
// 32-wide K tiles padded with zero: c = a x b on f8E4M3FN (f32 result),
// h = a x b on f8E5M2 (f16 result; the same bytes read as the other format),
// t = x x y on tf32 (f32 result; f32 words whose low 13 bits tf32 ignores).
// Negative f8E4M3FN elements of a are replaced by the constant 2.0 (a select
// on f8 tiles); the bytes arrive as i8 and the words as f32, and bitcasts
// give them their float types.
cuda_tile.module @mma_narrow {
  entry @mma_narrow(%a: tile<ptr<i8>>, %a_n0: tile<i32>, %a_n1: tile<i32>, %a_s0: tile<i32>, %a_s1: tile<i32>, %b: tile<ptr<i8>>, %b_n0: tile<i32>, %b_n1: tile<i32>, %b_s0: tile<i32>, %b_s1: tile<i32>, %x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %y: tile<ptr<f32>>, %y_n0: tile<i32>, %y_n1: tile<i32>, %y_s0: tile<i32>, %y_s1: tile<i32>, %c: tile<ptr<f32>>, %c_n0: tile<i32>, %c_n1: tile<i32>, %c_s0: tile<i32>, %c_s1: tile<i32>, %h: tile<ptr<f16>>, %h_n0: tile<i32>, %h_n1: tile<i32>, %h_s0: tile<i32>, %h_s1: tile<i32>, %t: tile<ptr<f32>>, %t_n0: tile<i32>, %t_n1: tile<i32>, %t_s0: tile<i32>, %t_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [%a_n0, %a_n1], strides = [%a_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %b_tv = make_tensor_view %b, shape = [%b_n0, %b_n1], strides = [%b_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %x_n1], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %y_tv = make_tensor_view %y, shape = [%y_n0, %y_n1], strides = [%y_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %nk = divi %a_n1, %c32 signed rounding<positive_inf> : tile<i32>
    %zf = constant <f32: 0.0> : tile<32x32xf32>
    %zh = constant <f16: 0.0> : tile<32x32xf16>
    %zi8 = constant <i8: 0> : tile<32x32xi8>
    %two = constant <f8E4M3FN: 2.0> : tile<32x32xf8E4M3FN>
    %cf, %ch, %ct = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%acc = %zf, %acch = %zh, %acct = %zf) -> (tile<32x32xf32>, tile<32x32xf16>, tile<32x32xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%bx, %k] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x32xi8>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%k, %by] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x32xi8>, token
      %neg = cmpi less_than %ta, %zi8, signed : tile<32x32xi8> -> tile<32x32xi1>
      %a4 = bitcast %ta : tile<32x32xi8> -> tile<32x32xf8E4M3FN>
      %b4 = bitcast %tb : tile<32x32xi8> -> tile<32x32xf8E4M3FN>
      %a4s = select %neg, %two, %a4 : tile<32x32xi1>, tile<32x32xf8E4M3FN>
      %d4 = mmaf %a4s, %b4, %acc : tile<32x32xf8E4M3FN>, tile<32x32xf8E4M3FN>, tile<32x32xf32>
      %a5 = bitcast %ta : tile<32x32xi8> -> tile<32x32xf8E5M2>
      %b5 = bitcast %tb : tile<32x32xi8> -> tile<32x32xf8E5M2>
      %d5 = mmaf %a5, %b5, %acch : tile<32x32xf8E5M2>, tile<32x32xf8E5M2>, tile<32x32xf16>
      %tx, %tx_tok = load_view_tko weak %x_pv[%bx, %k] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
      %ty, %ty_tok = load_view_tko weak %y_pv[%k, %by] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
      %x19 = bitcast %tx : tile<32x32xf32> -> tile<32x32xtf32>
      %y19 = bitcast %ty : tile<32x32xf32> -> tile<32x32xtf32>
      %dt = mmaf %x19, %y19, %acct : tile<32x32xtf32>, tile<32x32xtf32>, tile<32x32xf32>
      continue %d4, %d5, %dt : tile<32x32xf32>, tile<32x32xf16>, tile<32x32xf32>
    }
    %c_tv = make_tensor_view %c, shape = [%c_n0, %c_n1], strides = [%c_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %st_c = store_view_tko weak %cf, %c_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %h_tv = make_tensor_view %h, shape = [%h_n0, %h_n1], strides = [%h_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %h_pv = make_partition_view %h_tv : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %st_h = store_view_tko weak %ch, %h_pv[%bx, %by] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %t_tv = make_tensor_view %t, shape = [%t_n0, %t_n1], strides = [%t_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %t_pv = make_partition_view %t_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %st_t = store_view_tko weak %ct, %t_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
