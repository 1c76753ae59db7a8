// Reductions of every element width and a variadic one, over 16x64 tiles of
// small integers x (zero padding). Row results go to ri[row][k]:
//   0, 1: argmax along the row (value, first index of it: ties broken by the
//         smaller index), a reduce of two operands;
//   2: the row sum in f16 (integers below 2^11: exact);
//   3: whether the row has an element above 3 (i1, ori);
//   4, 5: the row sum of x * 2^33 + x in i64, high and low words;
//   6: 3 x the row maximum, a reduce inside a loop.
// Column results go to ci[4 * block + k][col]:
//   0: the column maximum in i8;
//   1, 2: the column sum of x * (1 + 2^-30) in f64 (exact in any order),
//         its bits' high and low words;
//   3: the sum of the whole 16x64 tile (reshaped to 1024, reduced to a
//      scalar), broadcast along the row.
cuda_tile.module @reductions {
  entry @reductions(%x: tile<ptr<f32>>, %x_n0: tile<i32>, %x_n1: tile<i32>, %x_s0: tile<i32>, %x_s1: tile<i32>, %ri: tile<ptr<i32>>, %ri_n0: tile<i32>, %ri_n1: tile<i32>, %ri_s0: tile<i32>, %ri_s1: tile<i32>, %ci: tile<ptr<i32>>, %ci_n0: tile<i32>, %ci_n1: tile<i32>, %ci_s0: tile<i32>, %ci_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %c6 = constant <i32: 6> : tile<i32>
    %x_tv = make_tensor_view %x, shape = [%x_n0, %x_n1], strides = [%x_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %xv, %xv_tok = load_view_tko weak %x_pv[%bx, %c0] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    %ri_tv = make_tensor_view %ri, shape = [%ri_n0, %ri_n1], strides = [%ri_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %ri_pv = make_partition_view %ri_tv : partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>
    %ci_tv = make_tensor_view %ci, shape = [%ci_n0, %ci_n1], strides = [%ci_s0, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %ci_pv = make_partition_view %ci_tv : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,1]>>
    %xi = ftoi %xv signed : tile<16x64xf32> -> tile<16x64xi32>

    // 0, 1: argmax, the column index from iota.
    %io = iota : tile<64xi32>
    %io2 = reshape %io : tile<64xi32> -> tile<1x64xi32>
    %idx = broadcast %io2 : tile<1x64xi32> -> tile<16x64xi32>
    %am:2 = reduce %xv, %idx dim=1 identities=[0xFF800000 : f32, 2147483647 : i32] : tile<16x64xf32>, tile<16x64xi32> -> tile<16xf32>, tile<16xi32>
    (%ve: tile<f32>, %va: tile<f32>, %ie: tile<i32>, %ia: tile<i32>) {
      %gt = cmpf greater_than ordered %ve, %va : tile<f32> -> tile<i1>
      %eq = cmpf equal ordered %ve, %va : tile<f32> -> tile<i1>
      %lt = cmpi less_than %ie, %ia, signed : tile<i32> -> tile<i1>
      %tie = andi %eq, %lt : tile<i1>
      %pick = ori %gt, %tie : tile<i1>
      %vs = select %pick, %ve, %va : tile<i1>, tile<f32>
      %is = select %pick, %ie, %ia : tile<i1>, tile<i32>
      yield %vs, %is : tile<f32>, tile<i32>
    }
    %amv = ftoi %am#0 signed : tile<16xf32> -> tile<16xi32>
    %r0 = reshape %amv : tile<16xi32> -> tile<16x1xi32>
    %st0 = store_view_tko weak %r0, %ri_pv[%bx, %c0] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r1 = reshape %am#1 : tile<16xi32> -> tile<16x1xi32>
    %st1 = store_view_tko weak %r1, %ri_pv[%bx, %c1] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token

    // 2: f16 row sums.
    %xh = ftof %xv : tile<16x64xf32> -> tile<16x64xf16>
    %hs = reduce %xh dim=1 identities=[0.000000e+00 : f16] : tile<16x64xf16> -> tile<16xf16>
    (%he: tile<f16>, %ha: tile<f16>) {
      %hsum = addf %he, %ha : tile<f16>
      yield %hsum : tile<f16>
    }
    %hsi = ftoi %hs signed : tile<16xf16> -> tile<16xi32>
    %r2 = reshape %hsi : tile<16xi32> -> tile<16x1xi32>
    %st2 = store_view_tko weak %r2, %ri_pv[%bx, %c2] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token

    // 3: any element above 3, on i1.
    %c3t = constant <i32: 3> : tile<16x64xi32>
    %big = cmpi greater_than %xi, %c3t, signed : tile<16x64xi32> -> tile<16x64xi1>
    %any = reduce %big dim=1 identities=[false] : tile<16x64xi1> -> tile<16xi1>
    (%be: tile<i1>, %ba: tile<i1>) {
      %bor = ori %be, %ba : tile<i1>
      yield %bor : tile<i1>
    }
    %anyi = exti %any unsigned : tile<16xi1> -> tile<16xi32>
    %r3 = reshape %anyi : tile<16xi32> -> tile<16x1xi32>
    %st3 = store_view_tko weak %r3, %ri_pv[%bx, %c3] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token

    // 4, 5: i64 row sums of x * 2^33 + x.
    %xl = exti %xi signed : tile<16x64xi32> -> tile<16x64xi64>
    %c33 = constant <i64: 33> : tile<16x64xi64>
    %xhi = shli %xl, %c33 : tile<16x64xi64>
    %xw = addi %xhi, %xl : tile<16x64xi64>
    %ls = reduce %xw dim=1 identities=[0 : i64] : tile<16x64xi64> -> tile<16xi64>
    (%le: tile<i64>, %la: tile<i64>) {
      %lsum = addi %le, %la : tile<i64>
      yield %lsum : tile<i64>
    }
    %c32l = constant <i64: 32> : tile<16xi64>
    %lsh = shri %ls, %c32l unsigned : tile<16xi64>
    %lhi = trunci %lsh : tile<16xi64> -> tile<16xi32>
    %llo = trunci %ls : tile<16xi64> -> tile<16xi32>
    %r4 = reshape %lhi : tile<16xi32> -> tile<16x1xi32>
    %st4 = store_view_tko weak %r4, %ri_pv[%bx, %c4] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r5 = reshape %llo : tile<16xi32> -> tile<16x1xi32>
    %st5 = store_view_tko weak %r5, %ri_pv[%bx, %c5] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token

    // 6: a reduce in a loop: 3 x the row maximum.
    %z16 = constant <f32: 0.0> : tile<16xf32>
    %lm = for %k in (%c0 to %c3, step %c1) : tile<i32> iter_values(%acc = %z16) -> (tile<16xf32>) {
      %m = reduce %xv dim=1 identities=[0xFF800000 : f32] : tile<16x64xf32> -> tile<16xf32>
      (%me: tile<f32>, %ma: tile<f32>) {
        %mm = maxf %me, %ma : tile<f32>
        yield %mm : tile<f32>
      }
      %acc1 = addf %acc, %m : tile<16xf32>
      continue %acc1 : tile<16xf32>
    }
    %lmi = ftoi %lm signed : tile<16xf32> -> tile<16xi32>
    %r6 = reshape %lmi : tile<16xi32> -> tile<16x1xi32>
    %st6 = store_view_tko weak %r6, %ri_pv[%bx, %c6] : tile<16x1xi32>, partition_view<tile=(16x1), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token

    %row = muli %bx, %c4 : tile<i32>
    // Column 0: i8 maxima.
    %x8 = trunci %xi : tile<16x64xi32> -> tile<16x64xi8>
    %bm = reduce %x8 dim=0 identities=[-128 : i8] : tile<16x64xi8> -> tile<64xi8>
    (%ie8: tile<i8>, %ia8: tile<i8>) {
      %m8 = maxi %ie8, %ia8 signed : tile<i8>
      yield %m8 : tile<i8>
    }
    %bmi = exti %bm signed : tile<64xi8> -> tile<64xi32>
    %c0r = reshape %bmi : tile<64xi32> -> tile<1x64xi32>
    %sc0 = store_view_tko weak %c0r, %ci_pv[%row, %c0] : tile<1x64xi32>, partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token

    // Columns 1, 2: f64 sums of x * (1 + 2^-30).
    %xd = ftof %xv : tile<16x64xf32> -> tile<16x64xf64>
    %eps = constant <f64: 1.0000000009313226> : tile<16x64xf64>
    %xde = mulf %xd, %eps : tile<16x64xf64>
    %ds = reduce %xde dim=0 identities=[0.000000e+00 : f64] : tile<16x64xf64> -> tile<64xf64>
    (%de: tile<f64>, %da: tile<f64>) {
      %dsum = addf %de, %da : tile<f64>
      yield %dsum : tile<f64>
    }
    %dbits = bitcast %ds : tile<64xf64> -> tile<64xi64>
    %c32c = constant <i64: 32> : tile<64xi64>
    %dsh = shri %dbits, %c32c unsigned : tile<64xi64>
    %dhi = trunci %dsh : tile<64xi64> -> tile<64xi32>
    %dlo = trunci %dbits : tile<64xi64> -> tile<64xi32>
    %row1 = addi %row, %c1 : tile<i32>
    %c1r = reshape %dhi : tile<64xi32> -> tile<1x64xi32>
    %sc1 = store_view_tko weak %c1r, %ci_pv[%row1, %c0] : tile<1x64xi32>, partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %row2 = addi %row, %c2 : tile<i32>
    %c2r = reshape %dlo : tile<64xi32> -> tile<1x64xi32>
    %sc2 = store_view_tko weak %c2r, %ci_pv[%row2, %c0] : tile<1x64xi32>, partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token

    // Column 3: the whole tile to a scalar, broadcast along the row.
    %flat = reshape %xi : tile<16x64xi32> -> tile<1024xi32>
    %tot = reduce %flat dim=0 identities=[0 : i32] : tile<1024xi32> -> tile<i32>
    (%te: tile<i32>, %ta: tile<i32>) {
      %tsum = addi %te, %ta : tile<i32>
      yield %tsum : tile<i32>
    }
    %tot2 = reshape %tot : tile<i32> -> tile<1x1xi32>
    %totb = broadcast %tot2 : tile<1x1xi32> -> tile<1x64xi32>
    %row3 = addi %row, %c3 : tile<i32>
    %sc3 = store_view_tko weak %totb, %ci_pv[%row3, %c0] : tile<1x64xi32>, partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
