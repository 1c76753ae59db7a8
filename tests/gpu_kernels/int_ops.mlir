// Integer ops on 256-element tiles of a and b, one row of r per op:
// wrap-around, signed/unsigned division (divisors b|1), shifts by 0..63
// (past the width too), min/max, compare and select.
cuda_tile.module @int_ops {
  entry @int_ops(%a: tile<ptr<i32>>, %a_n: tile<i32>, %a_s: tile<i32>, %b: tile<ptr<i32>>, %b_n: tile<i32>, %b_s: tile<i32>, %r: tile<ptr<i32>>, %r_n0: tile<i32>, %r_n1: tile<i32>, %r_s0: tile<i32>, %r_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %c6 = constant <i32: 6> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %c9 = constant <i32: 9> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %c11 = constant <i32: 11> : tile<i32>
    %c12 = constant <i32: 12> : tile<i32>
    %c13 = constant <i32: 13> : tile<i32>
    %c14 = constant <i32: 14> : tile<i32>
    %c15 = constant <i32: 15> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %c17 = constant <i32: 17> : tile<i32>
    %c18 = constant <i32: 18> : tile<i32>
    %c19 = constant <i32: 19> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [%a_n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %av, %av_tok = load_view_tko weak %a_pv[%bx] : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %b_tv = make_tensor_view %b, shape = [%b_n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %bv, %bv_tok = load_view_tko weak %b_pv[%bx] : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %one = constant <i32: 1> : tile<256xi32>
    %m63 = constant <i32: 63> : tile<256xi32>
    %d = ori %bv, %one : tile<256xi32>
    %sh = andi %bv, %m63 : tile<256xi32>
    %r0 = addi %av, %bv : tile<256xi32>
    %r1 = subi %av, %bv : tile<256xi32>
    %r2 = muli %av, %bv : tile<256xi32>
    %r3 = mulhii %av, %bv : tile<256xi32>
    %r4 = divi %av, %d signed : tile<256xi32>
    %r5 = divi %av, %d unsigned : tile<256xi32>
    %r6 = divi %av, %d signed rounding<negative_inf> : tile<256xi32>
    %r7 = remi %av, %d signed : tile<256xi32>
    %r8 = remi %av, %d unsigned : tile<256xi32>
    %r9 = shli %av, %sh : tile<256xi32>
    %r10 = shri %av, %sh signed : tile<256xi32>
    %r11 = shri %av, %sh unsigned : tile<256xi32>
    %r12 = andi %av, %bv : tile<256xi32>
    %r13 = ori %av, %bv : tile<256xi32>
    %r14 = xori %av, %bv : tile<256xi32>
    %r15 = maxi %av, %bv signed : tile<256xi32>
    %r16 = mini %av, %bv unsigned : tile<256xi32>
    %r17 = absi %av : tile<256xi32>
    %r18 = negi %av : tile<256xi32>
    %lt = cmpi less_than %av, %bv, unsigned : tile<256xi32> -> tile<256xi1>
    %r19 = select %lt, %av, %bv : tile<256xi1>, tile<256xi32>
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
    %r6_row = reshape %r6 : tile<256xi32> -> tile<1x256xi32>
    %st_r6 = store_view_tko weak %r6_row, %r_pv[%c6, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r7_row = reshape %r7 : tile<256xi32> -> tile<1x256xi32>
    %st_r7 = store_view_tko weak %r7_row, %r_pv[%c7, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r8_row = reshape %r8 : tile<256xi32> -> tile<1x256xi32>
    %st_r8 = store_view_tko weak %r8_row, %r_pv[%c8, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r9_row = reshape %r9 : tile<256xi32> -> tile<1x256xi32>
    %st_r9 = store_view_tko weak %r9_row, %r_pv[%c9, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r10_row = reshape %r10 : tile<256xi32> -> tile<1x256xi32>
    %st_r10 = store_view_tko weak %r10_row, %r_pv[%c10, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r11_row = reshape %r11 : tile<256xi32> -> tile<1x256xi32>
    %st_r11 = store_view_tko weak %r11_row, %r_pv[%c11, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r12_row = reshape %r12 : tile<256xi32> -> tile<1x256xi32>
    %st_r12 = store_view_tko weak %r12_row, %r_pv[%c12, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r13_row = reshape %r13 : tile<256xi32> -> tile<1x256xi32>
    %st_r13 = store_view_tko weak %r13_row, %r_pv[%c13, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r14_row = reshape %r14 : tile<256xi32> -> tile<1x256xi32>
    %st_r14 = store_view_tko weak %r14_row, %r_pv[%c14, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r15_row = reshape %r15 : tile<256xi32> -> tile<1x256xi32>
    %st_r15 = store_view_tko weak %r15_row, %r_pv[%c15, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r16_row = reshape %r16 : tile<256xi32> -> tile<1x256xi32>
    %st_r16 = store_view_tko weak %r16_row, %r_pv[%c16, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r17_row = reshape %r17 : tile<256xi32> -> tile<1x256xi32>
    %st_r17 = store_view_tko weak %r17_row, %r_pv[%c17, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r18_row = reshape %r18 : tile<256xi32> -> tile<1x256xi32>
    %st_r18 = store_view_tko weak %r18_row, %r_pv[%c18, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r19_row = reshape %r19 : tile<256xi32> -> tile<1x256xi32>
    %st_r19 = store_view_tko weak %r19_row, %r_pv[%c19, %bx] : tile<1x256xi32>, partition_view<tile=(1x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
