// Flash attention forward, one 64-row block of queries per CTA: o =
// softmax(q k^T * scale) v over n_kv keys in blocks of 64 (the last one
// partial: its missing keys are masked to -inf), with the running row
// maximum and sum of the online softmax. q, k, v are f16 [n, 64]; o is f32.
// The second product takes the probabilities (f32 -> f16) from the first's
// accumulator.
cuda_tile.module @attention {
  entry @attention(%q: tile<ptr<f16>>, %q_n: tile<i32>, %k: tile<ptr<f16>>, %k_n: tile<i32>, %v: tile<ptr<f16>>, %v_n: tile<i32>, %o: tile<ptr<f32>>, %o_n: tile<i32>, %scale: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %qa = assume div_by<16>, %q : tile<ptr<f16>>
    %ka = assume div_by<16>, %k : tile<ptr<f16>>
    %va = assume div_by<16>, %v : tile<ptr<f16>>
    %oa = assume div_by<16>, %o : tile<ptr<f32>>
    %q_tv = make_tensor_view %qa, shape = [%q_n, %c64], strides = [%c64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %q_pv = make_partition_view %q_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %k_tv = make_tensor_view %ka, shape = [%k_n, %c64], strides = [%c64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %k_pv = make_partition_view %k_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %v_tv = make_tensor_view %va, shape = [%v_n, %c64], strides = [%c64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %v_pv = make_partition_view %v_tv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %o_tv = make_tensor_view %oa, shape = [%o_n, %c64], strides = [%c64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %o_pv = make_partition_view %o_tv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %tq, %tq_tok = load_view_tko weak %q_pv[%bx, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %s1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %sc = broadcast %s1 : tile<1x1xf32> -> tile<64x64xf32>
    %n1 = reshape %k_n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<64xi32>
    %io = iota : tile<64xi32>
    %neg = constant <f32: 0xFF800000> : tile<64x64xf32>
    %zs = constant <f32: 0.0> : tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64xf32>
    %l0 = constant <f32: 0.0> : tile<64xf32>
    %acc0 = constant <f32: 0.0> : tile<64x64xf32>
    %nkv = divi %k_n, %c64 signed rounding<positive_inf> : tile<i32>
    %res:3 = for %j in (%c0 to %nkv, step %c1) : tile<i32> iter_values(%m = %m0, %l = %l0, %acc = %acc0) -> (tile<64xf32>, tile<64xf32>, tile<64x64xf32>) {
      %tk, %tk_tok = load_view_tko weak %k_pv[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %kt = permute %tk [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %s0 = mmaf %tq, %kt, %zs : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %ss = mulf %s0, %sc : tile<64x64xf32>
      %j64 = muli %j, %c64 : tile<i32>
      %j1 = reshape %j64 : tile<i32> -> tile<1xi32>
      %jb = broadcast %j1 : tile<1xi32> -> tile<64xi32>
      %col = addi %io, %jb : tile<64xi32>
      %ok = cmpi less_than %col, %nb, signed : tile<64xi32> -> tile<64xi1>
      %ok1 = reshape %ok : tile<64xi1> -> tile<1x64xi1>
      %okb = broadcast %ok1 : tile<1x64xi1> -> tile<64x64xi1>
      %s = select %okb, %ss, %neg : tile<64x64xi1>, tile<64x64xf32>
      %rmax = reduce %s dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
      (%a0: tile<f32>, %b0: tile<f32>) {
        %mx = maxf %a0, %b0 : tile<f32>
        yield %mx : tile<f32>
      }
      %mn = maxf %m, %rmax : tile<64xf32>
      %dm = subf %m, %mn : tile<64xf32>
      %alpha = exp %dm : tile<64xf32>
      %mn1 = reshape %mn : tile<64xf32> -> tile<64x1xf32>
      %mnb = broadcast %mn1 : tile<64x1xf32> -> tile<64x64xf32>
      %sd = subf %s, %mnb : tile<64x64xf32>
      %p = exp %sd : tile<64x64xf32>
      %rsum = reduce %p dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32>
      (%a1: tile<f32>, %b1: tile<f32>) {
        %sm = addf %a1, %b1 : tile<f32>
        yield %sm : tile<f32>
      }
      %la = mulf %l, %alpha : tile<64xf32>
      %ln = addf %la, %rsum : tile<64xf32>
      %al1 = reshape %alpha : tile<64xf32> -> tile<64x1xf32>
      %alb = broadcast %al1 : tile<64x1xf32> -> tile<64x64xf32>
      %accs = mulf %acc, %alb : tile<64x64xf32>
      %tv, %tv_tok = load_view_tko weak %v_pv[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %ph = ftof %p : tile<64x64xf32> -> tile<64x64xf16>
      %accn = mmaf %ph, %tv, %accs : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %mn, %ln, %accn : tile<64xf32>, tile<64xf32>, tile<64x64xf32>
    }
    %lf1 = reshape %res#1 : tile<64xf32> -> tile<64x1xf32>
    %lfb = broadcast %lf1 : tile<64x1xf32> -> tile<64x64xf32>
    %out = divf %res#2, %lfb : tile<64x64xf32>
    %st = store_view_tko weak %out, %o_pv[%bx, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
