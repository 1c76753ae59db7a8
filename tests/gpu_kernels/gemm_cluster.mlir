// A GEMM on f16 with 128x128 tiles (c = a x b, K in steps of 64, edges
// padded with zero and masked on store) launched in clusters of 2 CTAs
// along x on sm_90 (num_cta_in_cga): the two CTAs of a cluster compute
// neighbouring row blocks (x) of the same column block (y), so they load
// the same tiles of b, which the warp-specialized pipeline multicasts (each
// CTA's producer copies one of the tile's two 64-column panels into both
// CTAs). Base pointers are 16-byte aligned, row lengths and strides whole
// 16-byte groups.
cuda_tile.module @gemm_cluster {
  entry @gemm_cluster(%a: tile<ptr<f16>>, %a_n0: tile<i32>, %a_n1: tile<i32>, %a_s0: tile<i32>, %a_s1: tile<i32>, %b: tile<ptr<f16>>, %b_n0: tile<i32>, %b_n1: tile<i32>, %b_s0: tile<i32>, %b_s1: tile<i32>, %c: tile<ptr<f32>>, %c_n0: tile<i32>, %c_n1: tile<i32>, %c_s0: tile<i32>, %c_s1: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %ap = assume div_by<16>, %a : tile<ptr<f16>>
    %as = assume div_by<8>, %a_s0 : tile<i32>
    %bp = assume div_by<16>, %b : tile<ptr<f16>>
    %bs = assume div_by<8>, %b_s0 : tile<i32>
    %cp = assume div_by<16>, %c : tile<ptr<f32>>
    %cs = assume div_by<4>, %c_s0 : tile<i32>
    %ak = assume div_by<8>, %a_n1 : tile<i32>
    %bn = assume div_by<8>, %b_n1 : tile<i32>
    %cn = assume div_by<4>, %c_n1 : tile<i32>
    %a_tv = make_tensor_view %ap, shape = [%a_n0, %ak], strides = [%as, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %b_tv = make_tensor_view %bp, shape = [%b_n0, %bn], strides = [%bs, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %c_tv = make_tensor_view %cp, shape = [%c_n0, %cn], strides = [%cs, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %nk = divi %ak, %c64 signed rounding<positive_inf> : tile<i32>
    %zero = constant <f32: 0.0> : tile<128x128xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%bx, %k] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%k, %by] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %d = mmaf %ta, %tb, %sum : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %st = store_view_tko weak %acc, %c_pv[%bx, %by] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
