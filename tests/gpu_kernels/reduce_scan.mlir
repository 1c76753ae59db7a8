// reduce and scan over 16x64 tiles: row sums (zero padding), column
// maxima (-inf padding), signed row minima and row prefix sums of i32, and
// a reverse column scan of f32.
cuda_tile.module @reduce_scan {
  entry @reduce_scan(%x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %xi: tile<ptr<i32>>, %xi_n0: tile<i32>, %xi_n1: tile<i32>, %xi_s0: tile<i32>, %xi_s1: tile<i32>, %rowsum: tile<ptr<f32>>, %rowsum_n0: tile<i32>, %rowsum_n1: tile<i32>, %rowsum_s0: tile<i32>, %rowsum_s1: tile<i32>, %colmax: tile<ptr<f32>>, %colmax_n0: tile<i32>, %colmax_n1: tile<i32>, %colmax_s0: tile<i32>, %colmax_s1: tile<i32>, %rowmin: tile<ptr<i32>>, %rowmin_n0: tile<i32>, %rowmin_n1: tile<i32>, %rowmin_s0: tile<i32>, %rowmin_s1: tile<i32>, %iscan: tile<ptr<i32>>, %iscan_n0: tile<i32>, %iscan_n1: tile<i32>, %iscan_s0: tile<i32>, %iscan_s1: tile<i32>, %fscan: tile<ptr<f32>>, %fscan_n0: tile<i32>, %fscan_n1: tile<i32>, %fscan_s0: tile<i32>, %fscan_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %x_n1], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_pz = make_partition_view %x_tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %x_pn = make_partition_view %x_tv : partition_view<tile=(16x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %xz, %xz_tok = load_view_tko weak %x_pz[%bx, %by] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    %xn, %xn_tok = load_view_tko weak %x_pn[%bx, %by] : partition_view<tile=(16x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    %xi_tv = make_tensor_view %xi, shape = [%xi_n0, %xi_n1], strides = [%xi_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %xi_pv = make_partition_view %xi_tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>
    %iv, %iv_tok = load_view_tko weak %xi_pv[%bx, %by] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<16x64xi32>, token
    %rs = reduce %xz dim=1 identities=[0.000000e+00 : f32] : tile<16x64xf32> -> tile<16xf32>
    (%rs_a: tile<f32>, %rs_b: tile<f32>) {
      %rs_s = addf %rs_a, %rs_b : tile<f32>
      yield %rs_s : tile<f32>
    }
    %rs2 = reshape %rs : tile<16xf32> -> tile<16x1xf32>
    %cm = reduce %xn dim=0 identities=[0xFF800000 : f32] : tile<16x64xf32> -> tile<64xf32>
    (%cm_a: tile<f32>, %cm_b: tile<f32>) {
      %cm_m = maxf %cm_a, %cm_b : tile<f32>
      yield %cm_m : tile<f32>
    }
    %cm2 = reshape %cm : tile<64xf32> -> tile<1x64xf32>
    %im = reduce %iv dim=1 identities=[2147483647 : i32] : tile<16x64xi32> -> tile<16xi32>
    (%im_a: tile<i32>, %im_b: tile<i32>) {
      %im_m = mini %im_a, %im_b signed : tile<i32>
      yield %im_m : tile<i32>
    }
    %im2 = reshape %im : tile<16xi32> -> tile<16x1xi32>
    %sc = scan %iv dim=1 reverse=false identities=[0 : i32] : tile<16x64xi32> -> tile<16x64xi32>
    (%sc_a: tile<i32>, %sc_b: tile<i32>) {
      %sc_s = addi %sc_a, %sc_b : tile<i32>
      yield %sc_s : tile<i32>
    }
    %fs = scan %xz dim=0 reverse=true identities=[0.000000e+00 : f32] : tile<16x64xf32> -> tile<16x64xf32>
    (%fs_a: tile<f32>, %fs_b: tile<f32>) {
      %fs_s = addf %fs_a, %fs_b : tile<f32>
      yield %fs_s : tile<f32>
    }
    %rowsum_tv = make_tensor_view %rowsum, shape = [%rowsum_n0, %rowsum_n1], strides = [%rowsum_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %rowsum_pv = make_partition_view %rowsum_tv : partition_view<tile=(16x1), tensor_view<?x?xf32, strides=[?,1]>>
    %st_rs = store_view_tko weak %rs2, %rowsum_pv[%bx, %by] : tile<16x1xf32>, partition_view<tile=(16x1), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %colmax_tv = make_tensor_view %colmax, shape = [%colmax_n0, %colmax_n1], strides = [%colmax_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %colmax_pv = make_partition_view %colmax_tv : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,1]>>
    %st_cm = store_view_tko weak %cm2, %colmax_pv[%bx, %by] : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %rowmin_tv = make_tensor_view %rowmin, shape = [%rowmin_n0, %rowmin_n1], strides = [%rowmin_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %rowmin_pv = make_partition_view %rowmin_tv : partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>
    %st_im = store_view_tko weak %im2, %rowmin_pv[%bx, %by] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %iscan_tv = make_tensor_view %iscan, shape = [%iscan_n0, %iscan_n1], strides = [%iscan_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %iscan_pv = make_partition_view %iscan_tv : partition_view<tile=(16x64), tensor_view<?x?xi32, strides=[?,1]>>
    %st_sc = store_view_tko weak %sc, %iscan_pv[%bx, %by] : tile<16x64xi32>, partition_view<tile=(16x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %fscan_tv = make_tensor_view %fscan, shape = [%fscan_n0, %fscan_n1], strides = [%fscan_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %fscan_pv = make_partition_view %fscan_tv : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>
    %st_fs = store_view_tko weak %fs, %fscan_pv[%bx, %by] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
