// tcgen05.mma's operand kinds on sm_100 at M = 128, in 128x128 output tiles
// of a CTA of 8 warps (two warpgroups, each reading half of the
// accumulator's columns from tensor memory), a for loop over K in steps of
// 32 padded with zero: h = a x b on f16 into an f16 accumulator (kind::f16,
// B N-major); e = x x y on tf32 (kind::tf32, 128-byte lines); f = p x q on
// i8, A unsigned and B signed (kind::i8, 32-byte lines, B K-major); g = p x
// q read as f8E5M2 (kind::f8f6f4).
cuda_tile.module @tcgen05 {
  entry @tcgen05(%a: tile<ptr<f16>>, %a_n0: tile<i32>, %a_n1: tile<i32>, %a_s0: tile<i32>, %a_s1: tile<i32>, %b: tile<ptr<f16>>, %b_n0: tile<i32>, %b_n1: tile<i32>, %b_s0: tile<i32>, %b_s1: tile<i32>, %x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %y: tile<ptr<f32>>, %y_n0: tile<i32>, %y_n1: tile<i32>, %y_s0: tile<i32>, %y_s1: tile<i32>, %p: tile<ptr<i8>>, %p_n0: tile<i32>, %p_n1: tile<i32>, %p_s0: tile<i32>, %p_s1: tile<i32>, %q: tile<ptr<i8>>, %q_n0: tile<i32>, %q_n1: tile<i32>, %q_s0: tile<i32>, %q_s1: tile<i32>, %h: tile<ptr<f16>>, %h_n0: tile<i32>, %h_n1: tile<i32>, %h_s0: tile<i32>, %h_s1: tile<i32>, %e: tile<ptr<f32>>, %e_n0: tile<i32>, %e_n1: tile<i32>, %e_s0: tile<i32>, %e_s1: tile<i32>, %f: tile<ptr<i32>>, %f_n0: tile<i32>, %f_n1: tile<i32>, %f_s0: tile<i32>, %f_s1: tile<i32>, %g: tile<ptr<f32>>, %g_n0: tile<i32>, %g_n1: tile<i32>, %g_s0: tile<i32>, %g_s1: tile<i32>) optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [%a_n0, %a_n1], strides = [%a_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %b_tv = make_tensor_view %b, shape = [%b_n0, %b_n1], strides = [%b_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %x_n1], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %y_tv = make_tensor_view %y, shape = [%y_n0, %y_n1], strides = [%y_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %p_tv = make_tensor_view %p, shape = [%p_n0, %p_n1], strides = [%p_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %p_pv = make_partition_view %p_tv : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %q_tv = make_tensor_view %q, shape = [%q_n0, %q_n1], strides = [%q_s0, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %q_pv = make_partition_view %q_tv : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %nk = divi %a_n1, %c32 signed rounding<positive_inf> : tile<i32>
    %zh = constant <f16: 0.0> : tile<128x128xf16>
    %zf = constant <f32: 0.0> : tile<128x128xf32>
    %zi = constant <i32: 0> : tile<128x128xi32>
    %rh, %re, %rf, %rg = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%ah = %zh, %ae = %zf, %af = %zi, %ag = %zf) -> (tile<128x128xf16>, tile<128x128xf32>, tile<128x128xi32>, tile<128x128xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%bx, %k] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%k, %by] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
      %tx, %tx_tok = load_view_tko weak %x_pv[%bx, %k] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x32xf32>, token
      %ty, %ty_tok = load_view_tko weak %y_pv[%k, %by] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x128xf32>, token
      %tp, %tp_tok = load_view_tko weak %p_pv[%bx, %k] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x32xi8>, token
      %tq, %tq_tok = load_view_tko weak %q_pv[%k, %by] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x128xi8>, token
      %nh = mmaf %ta, %tb, %ah : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf16>
      %x19 = bitcast %tx : tile<128x32xf32> -> tile<128x32xtf32>
      %y19 = bitcast %ty : tile<32x128xf32> -> tile<32x128xtf32>
      %ne = mmaf %x19, %y19, %ae : tile<128x32xtf32>, tile<32x128xtf32>, tile<128x128xf32>
      %nf = mmai %tp, %tq, %af unsigned signed : tile<128x32xi8>, tile<32x128xi8>, tile<128x128xi32>
      %p8 = bitcast %tp : tile<128x32xi8> -> tile<128x32xf8E5M2>
      %q8 = bitcast %tq : tile<32x128xi8> -> tile<32x128xf8E5M2>
      %ng = mmaf %p8, %q8, %ag : tile<128x32xf8E5M2>, tile<32x128xf8E5M2>, tile<128x128xf32>
      continue %nh, %ne, %nf, %ng : tile<128x128xf16>, tile<128x128xf32>, tile<128x128xi32>, tile<128x128xf32>
    }
    %h_tv = make_tensor_view %h, shape = [%h_n0, %h_n1], strides = [%h_s0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %h_pv = make_partition_view %h_tv : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %st_h = store_view_tko weak %rh, %h_pv[%bx, %by] : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %e_tv = make_tensor_view %e, shape = [%e_n0, %e_n1], strides = [%e_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %e_pv = make_partition_view %e_tv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %st_e = store_view_tko weak %re, %e_pv[%bx, %by] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %f_tv = make_tensor_view %f, shape = [%f_n0, %f_n1], strides = [%f_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %f_pv = make_partition_view %f_tv : partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[?,1]>>
    %st_f = store_view_tko weak %rf, %f_pv[%bx, %by] : tile<128x128xi32>, partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %g_tv = make_tensor_view %g, shape = [%g_n0, %g_n1], strides = [%g_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %g_pv = make_partition_view %g_tv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %st_g = store_view_tko weak %rg, %g_pv[%bx, %by] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
