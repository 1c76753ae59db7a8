// A batched f16 GEMM whose tiles hold two batches (c[z] = a[z] x b[z], f32
// sums): tile block (x, y, z) loads 2x64x64 tiles of batches 2z and 2z + 1
// from rank-3 views and computes their two 64x64 products with one batched
// mmaf per K step of 64; the 2x64x64 result is stored as one tile. Edges
// are padded with zero and masked on store, a last tile's second batch
// included. Base pointers are 16-byte aligned, row lengths and strides
// whole 16-byte groups.
cuda_tile.module @gemm_batch_tiles {
  entry @gemm_batch_tiles(%a: tile<ptr<f16>>, %a_n0: tile<i32>, %a_n1: tile<i32>, %a_n2: tile<i32>, %a_s0: tile<i32>, %a_s1: tile<i32>, %a_s2: tile<i32>, %b: tile<ptr<f16>>, %b_n0: tile<i32>, %b_n1: tile<i32>, %b_n2: tile<i32>, %b_s0: tile<i32>, %b_s1: tile<i32>, %b_s2: tile<i32>, %c: tile<ptr<f32>>, %c_n0: tile<i32>, %c_n1: tile<i32>, %c_n2: tile<i32>, %c_s0: tile<i32>, %c_s1: tile<i32>, %c_s2: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %ap = assume div_by<16>, %a : tile<ptr<f16>>
    %as0 = assume div_by<8>, %a_s0 : tile<i32>
    %as1 = assume div_by<8>, %a_s1 : tile<i32>
    %bp = assume div_by<16>, %b : tile<ptr<f16>>
    %bs0 = assume div_by<8>, %b_s0 : tile<i32>
    %bs1 = assume div_by<8>, %b_s1 : tile<i32>
    %cp = assume div_by<16>, %c : tile<ptr<f32>>
    %cs0 = assume div_by<4>, %c_s0 : tile<i32>
    %cs1 = assume div_by<4>, %c_s1 : tile<i32>
    %ak = assume div_by<8>, %a_n2 : tile<i32>
    %bn = assume div_by<8>, %b_n2 : tile<i32>
    %cn = assume div_by<4>, %c_n2 : tile<i32>
    %a_tv = make_tensor_view %ap, shape = [%a_n0, %a_n1, %ak], strides = [%as0, %as1, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(2x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %b_tv = make_tensor_view %bp, shape = [%b_n0, %b_n1, %bn], strides = [%bs0, %bs1, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(2x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %c_tv = make_tensor_view %cp, shape = [%c_n0, %c_n1, %cn], strides = [%cs0, %cs1, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(2x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %nk = divi %ak, %c64 signed rounding<positive_inf> : tile<i32>
    %zero = constant <f32: 0.0> : tile<2x64x64xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<2x64x64xf32>) {
      %ta, %ta_tok = load_view_tko weak %a_pv[%bz, %bx, %k] : partition_view<tile=(2x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<2x64x64xf16>, token
      %tb, %tb_tok = load_view_tko weak %b_pv[%bz, %k, %by] : partition_view<tile=(2x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<2x64x64xf16>, token
      %d = mmaf %ta, %tb, %sum : tile<2x64x64xf16>, tile<2x64x64xf16>, tile<2x64x64xf32>
      continue %d : tile<2x64x64xf32>
    }
    %st = store_view_tko weak %acc, %c_pv[%bz, %bx, %by] : tile<2x64x64xf32>, partition_view<tile=(2x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
