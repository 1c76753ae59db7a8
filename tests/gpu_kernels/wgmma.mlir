// wgmma's operand forms on sm_90, in 64x64 output tiles (one warpgroup, M
// = 64 rows) with a for loop over 64-wide K tiles padded with zero:
// c = a x b (f16, B stored N-contiguous: wgmma's transposed B, 128-byte
// swizzle); d = a x bt^T (f16, B the transpose of a loaded tile: K-major);
// e = x x y on tf32 (f32 words, lines of 256 bytes: two swizzle panels per
// line for A and for K-major B); f = p x q (i8 -> i32, signed; 64-byte
// lines, the 64-byte swizzle); g = p x q read as f8E4M3FN (f32 result).
cuda_tile.module @wgmma {
  entry @wgmma(%a: tile<ptr<f16>>, %a_n0: tile<i32>, %a_n1: tile<i32>, %a_s0: tile<i32>, %a_s1: tile<i32>, %b: tile<ptr<f16>>, %b_n0: tile<i32>, %b_n1: tile<i32>, %b_s0: tile<i32>, %b_s1: tile<i32>, %bt: tile<ptr<f16>>, %bt_n0: tile<i32>, %bt_n1: tile<i32>, %bt_s0: tile<i32>, %bt_s1: tile<i32>, %x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %y: tile<ptr<f32>>, %y_n0: tile<i32>, %y_n1: tile<i32>, %y_s0: tile<i32>, %y_s1: tile<i32>, %p: tile<ptr<i8>>, %p_n0: tile<i32>, %p_n1: tile<i32>, %p_s0: tile<i32>, %p_s1: tile<i32>, %q: tile<ptr<i8>>, %q_n0: tile<i32>, %q_n1: tile<i32>, %q_s0: tile<i32>, %q_s1: tile<i32>, %c: tile<ptr<f32>>, %c_n0: tile<i32>, %c_n1: tile<i32>, %c_s0: tile<i32>, %c_s1: tile<i32>, %d: tile<ptr<f32>>, %d_n0: tile<i32>, %d_n1: tile<i32>, %d_s0: tile<i32>, %d_s1: tile<i32>, %e: tile<ptr<f32>>, %e_n0: tile<i32>, %e_n1: tile<i32>, %e_s0: tile<i32>, %e_s1: tile<i32>, %f: tile<ptr<i32>>, %f_n0: tile<i32>, %f_n1: tile<i32>, %f_s0: tile<i32>, %f_s1: tile<i32>, %g: tile<ptr<f32>>, %g_n0: tile<i32>, %g_n1: tile<i32>, %g_s0: tile<i32>, %g_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [%a_n0, %a_n1], strides = [%a_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %b_tv = make_tensor_view %b, shape = [%b_n0, %b_n1], strides = [%b_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %bt_tv = make_tensor_view %bt, shape = [%bt_n0, %bt_n1], strides = [%bt_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %bt_pv = make_partition_view %bt_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %x_n1], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %y_tv = make_tensor_view %y, shape = [%y_n0, %y_n1], strides = [%y_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %p_tv = make_tensor_view %p, shape = [%p_n0, %p_n1], strides = [%p_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %p_pv = make_partition_view %p_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %q_tv = make_tensor_view %q, shape = [%q_n0, %q_n1], strides = [%q_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %q_pv = make_partition_view %q_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %nk = divi %a_n1, %c64 signed rounding<positive_inf> : tile<i32>
    %zf = constant <f32: 0.0> : tile<64x64xf32>
    %zi = constant <i32: 0> : tile<64x64xi32>
    %rc, %rd, %re, %rf, %rg = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%ac = %zf, %ad = %zf, %ae = %zf, %af = %zi, %ag = %zf) -> (tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>, tile<64x64xi32>, tile<64x64xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%bx, %k] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%k, %by] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %tbt, %tbt_tok = load_view_tko weak %bt_pv[%by, %k] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %tx, %tx_tok = load_view_tko weak %x_pv[%bx, %k] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %ty, %ty_tok = load_view_tko weak %y_pv[%k, %by] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %tp, %tp_tok = load_view_tko weak %p_pv[%bx, %k] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x64xi8>, token
      %tq, %tq_tok = load_view_tko weak %q_pv[%k, %by] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x64xi8>, token
      %nc = mmaf %ta, %tb, %ac : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %tbk = permute %tbt [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %nd = mmaf %ta, %tbk, %ad : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %x19 = bitcast %tx : tile<64x64xf32> -> tile<64x64xtf32>
      %y19 = bitcast %ty : tile<64x64xf32> -> tile<64x64xtf32>
      %ne = mmaf %x19, %y19, %ae : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      %nf = mmai %tp, %tq, %af signed signed : tile<64x64xi8>, tile<64x64xi8>, tile<64x64xi32>
      %p8 = bitcast %tp : tile<64x64xi8> -> tile<64x64xf8E4M3FN>
      %q8 = bitcast %tq : tile<64x64xi8> -> tile<64x64xf8E4M3FN>
      %ng = mmaf %p8, %q8, %ag : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>
      continue %nc, %nd, %ne, %nf, %ng : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>, tile<64x64xi32>, tile<64x64xf32>
    }
    %c_tv = make_tensor_view %c, shape = [%c_n0, %c_n1], strides = [%c_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %st_c = store_view_tko weak %rc, %c_pv[%bx, %by] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %d_tv = make_tensor_view %d, shape = [%d_n0, %d_n1], strides = [%d_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %d_pv = make_partition_view %d_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %st_d = store_view_tko weak %rd, %d_pv[%bx, %by] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %e_tv = make_tensor_view %e, shape = [%e_n0, %e_n1], strides = [%e_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %e_pv = make_partition_view %e_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %st_e = store_view_tko weak %re, %e_pv[%bx, %by] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %f_tv = make_tensor_view %f, shape = [%f_n0, %f_n1], strides = [%f_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %f_pv = make_partition_view %f_tv : partition_view<tile=(64x64), tensor_view<?x?xi32, strides=[?,1]>>
    %st_f = store_view_tko weak %rf, %f_pv[%bx, %by] : tile<64x64xi32>, partition_view<tile=(64x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %g_tv = make_tensor_view %g, shape = [%g_n0, %g_n1], strides = [%g_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %g_pv = make_partition_view %g_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %st_g = store_view_tko weak %rg, %g_pv[%bx, %by] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
