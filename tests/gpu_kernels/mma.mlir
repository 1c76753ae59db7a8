// c = a x b (f16 -> f32, mmaf) and cc = ai x bi (i8 -> i32, mmai signed)
// in 32x32 output tiles, a for loop over 32-wide K tiles padded with zero.
cuda_tile.module @mma {
  entry @mma(%a: tile<ptr<f16>>, %a_n0: tile<i32>, %a_n1: tile<i32>, %a_s0: tile<i32>, %a_s1: tile<i32>, %b: tile<ptr<f16>>, %b_n0: tile<i32>, %b_n1: tile<i32>, %b_s0: tile<i32>, %b_s1: tile<i32>, %c: tile<ptr<f32>>, %c_n0: tile<i32>, %c_n1: tile<i32>, %c_s0: tile<i32>, %c_s1: tile<i32>, %ai: tile<ptr<i8>>, %ai_n0: tile<i32>, %ai_n1: tile<i32>, %ai_s0: tile<i32>, %ai_s1: tile<i32>, %bi: tile<ptr<i8>>, %bi_n0: tile<i32>, %bi_n1: tile<i32>, %bi_s0: tile<i32>, %bi_s1: tile<i32>, %cc: tile<ptr<i32>>, %cc_n0: tile<i32>, %cc_n1: tile<i32>, %cc_s0: tile<i32>, %cc_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [%a_n0, %a_n1], strides = [%a_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %b_tv = make_tensor_view %b, shape = [%b_n0, %b_n1], strides = [%b_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %ai_tv = make_tensor_view %ai, shape = [%ai_n0, %ai_n1], strides = [%ai_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %ai_pv = make_partition_view %ai_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %bi_tv = make_tensor_view %bi, shape = [%bi_n0, %bi_n1], strides = [%bi_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %bi_pv = make_partition_view %bi_tv : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %nk = divi %a_n1, %c32 signed rounding<positive_inf> : tile<i32>
    %zf = constant <f32: 0.0> : tile<32x32xf32>
    %zi = constant <i32: 0> : tile<32x32xi32>
    %cf = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%accf = %zf) -> (tile<32x32xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%bx, %k] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%k, %by] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
      %df = mmaf %ta, %tb, %accf : tile<32x32xf16>, tile<32x32xf16>, tile<32x32xf32>
      continue %df : tile<32x32xf32>
    }
    %ci = for %k2 in (%c0 to %nk, step %c1) : tile<i32> iter_values(%acci = %zi) -> (tile<32x32xi32>) {
      %tai, %tai_tok = load_view_tko weak %ai_pv[%bx, %k2] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x32xi8>, token
      %tbi, %tbi_tok = load_view_tko weak %bi_pv[%k2, %by] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x32xi8>, token
      %di = mmai %tai, %tbi, %acci signed signed : tile<32x32xi8>, tile<32x32xi8>, tile<32x32xi32>
      continue %di : tile<32x32xi32>
    }
    %c_tv = make_tensor_view %c, shape = [%c_n0, %c_n1], strides = [%c_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %st_c = store_view_tko weak %cf, %c_pv[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %cc_tv = make_tensor_view %cc, shape = [%cc_n0, %cc_n1], strides = [%cc_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %cc_pv = make_partition_view %cc_tv : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %st_ci = store_view_tko weak %ci, %cc_pv[%bx, %by] : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
